//! `tablier diff --profile A --profile B`: every scenario whose outcome changes when run under
//! one rule profile and then the other, the two outcomes side by side.

use std::fmt::Write as _;
use std::path::PathBuf;

use serde::Serialize;

use crate::conformance::check;
use crate::conformance::scenario::{Check, Report, Status, Verdict};
use crate::engine::Rules;

/// One expectation whose verdict or engine result differs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CheckChange {
    pub line: usize,
    pub claim: String,
    pub a: String,
    pub b: String,
}

/// One scenario whose outcome changes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Change {
    pub id: String,
    pub path: PathBuf,
    pub a: Status,
    pub b: Status,
    pub checks: Vec<CheckChange>,
    /// The error of a run that could not be made, under A or B.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub errors: Vec<String>,
}

/// The result of a diff.
#[derive(Debug, Clone, Serialize)]
pub struct Diff {
    pub a: String,
    pub b: String,
    pub scenarios: usize,
    pub changes: Vec<Change>,
}

fn outcome(c: &Check) -> String {
    let v = match c.verdict {
        Verdict::Agrees => "agrees",
        Verdict::Disagrees => "DISAGREES",
        Verdict::Unchecked => "unchecked",
    };
    format!("{} ({v})", c.engine)
}

/// Runs every scenario of `files` under profiles `a` and `b` (names `resolve` knows).
#[must_use]
pub fn diff(files: &[PathBuf], resolve: &dyn Fn(&str) -> Option<Rules>, a: &str, b: &str) -> Diff {
    let mut changes = Vec::new();
    for f in files {
        let ra = check::run_file(f, resolve, Some(a));
        let rb = check::run_file(f, resolve, Some(b));
        if let Some(c) = compare(&ra, &rb) {
            changes.push(c);
        }
    }
    Diff {
        a: a.to_string(),
        b: b.to_string(),
        scenarios: files.len(),
        changes,
    }
}

/// The change between two runs of one scenario, if any.
#[must_use]
pub fn compare(ra: &Report, rb: &Report) -> Option<Change> {
    let mut checks = Vec::new();
    let n = ra.checks.len().max(rb.checks.len());
    for i in 0..n {
        let (ca, cb) = (ra.checks.get(i), rb.checks.get(i));
        let (oa, ob) = (
            ca.map_or_else(|| "—".to_string(), outcome),
            cb.map_or_else(|| "—".to_string(), outcome),
        );
        if oa != ob {
            let c = ca.or(cb);
            checks.push(CheckChange {
                line: c.map_or(0, |c| c.line),
                claim: c.map_or_else(String::new, |c| c.claim.clone()),
                a: oa,
                b: ob,
            });
        }
    }
    let errors: Vec<String> = [&ra.error, &rb.error]
        .iter()
        .filter_map(|e| e.as_ref().map(ToString::to_string))
        .collect();
    if checks.is_empty() && ra.status() == rb.status() && ra.error == rb.error {
        return None;
    }
    let id = ra
        .front
        .as_ref()
        .or(rb.front.as_ref())
        .map_or_else(|| ra.path.display().to_string(), |f| f.id.clone());
    Some(Change {
        id,
        path: ra.path.clone(),
        a: ra.status(),
        b: rb.status(),
        checks,
        errors,
    })
}

impl Diff {
    /// The side-by-side text report.
    #[must_use]
    pub fn render(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{} scenario(s) change between profile A `{}` and profile B `{}` (of {} run)",
            self.changes.len(),
            self.a,
            self.b,
            self.scenarios
        );
        for c in &self.changes {
            let _ = writeln!(out, "\n{}  A: {}  B: {}", c.id, c.a.name(), c.b.name());
            for k in &c.checks {
                let _ = writeln!(
                    out,
                    "  {}:{}: {}\n    A: {}\n    B: {}",
                    c.path.display(),
                    k.line,
                    k.claim,
                    k.a,
                    k.b
                );
            }
            for e in &c.errors {
                let _ = writeln!(out, "  error: {e}");
            }
        }
        out
    }
}
