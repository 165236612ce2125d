//! `tablier diff --profile A --profile B`: every scenario whose outcome changes when run under
//! one rule profile and then the other, the two outcomes side by side — and, above them, the
//! options on which the two profiles differ, each with the scenarios (from either book, with
//! their locators) whose outcome that option alone changes: the real differences between two
//! readings, each shown by both books' examples.

use std::fmt::Write as _;
use std::path::PathBuf;

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_yaml::Value;

use crate::conformance::check;
use crate::conformance::scenario::{Check, Report, Status, Verdict};
use crate::engine::tables::BgRules;
use crate::engine::{trictrac::Rules, GameKind};

/// One expectation whose verdict or engine result differs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CheckChange {
    pub line: usize,
    pub claim: String,
    pub a: String,
    pub b: String,
}

/// One scenario whose outcome (its status) changes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Change {
    pub id: String,
    pub path: PathBuf,
    pub a: Status,
    pub b: Status,
    pub checks: Vec<CheckChange>,
    /// Why the file is invalid under A, when it is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error_a: Option<String>,
    /// Why the file is invalid under B, when it is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error_b: Option<String>,
}

/// A scenario whose outcome one option alone changes, with where its example comes from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Example {
    pub id: String,
    /// The work the example comes from.
    pub work: String,
    /// Its locator in that work (part / chapter / §, figure).
    pub locator: String,
    pub a: Status,
    pub b: Status,
}

/// One rule option on which the two profiles differ.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OptionDifference {
    /// The option's YAML key.
    pub option: String,
    /// Its value under A and under B, as written in a profile.
    pub a: String,
    pub b: String,
    /// The changed scenarios whose outcome this option alone changes (A's rules with only this
    /// option set to B's value), ordered by work.
    pub examples: Vec<Example>,
}

/// The result of a diff.
#[derive(Debug, Clone, Serialize)]
pub struct Diff {
    pub a: String,
    pub b: String,
    pub scenarios: usize,
    /// The options on which A and B differ, with the examples each one decides.
    pub options: Vec<OptionDifference>,
    /// Changed scenarios that no single option explains (several options together).
    pub unattributed: Vec<String>,
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
    let mut changed = Vec::new();
    for f in files {
        let ra = check::run_file(f, resolve, Some(a));
        let rb = check::run_file(f, resolve, Some(b));
        if let Some(c) = compare(&ra, &rb) {
            changes.push(c);
            changed.push((f, ra, rb));
        }
    }
    let mut options = Vec::new();
    let mut attributed = vec![false; changed.len()];
    // each changed scenario run again under A's rules with the one option of B's
    let mut tried = |option, va, vb, run: &dyn Fn(&PathBuf) -> Report| {
        let mut examples = Vec::new();
        for (k, (f, base, full)) in changed.iter().enumerate() {
            if compare(base, &run(f)).is_some() {
                attributed[k] = true;
                examples.push(example(base, full));
            }
        }
        examples.sort_by(|x, y| (&x.work, &x.id).cmp(&(&y.work, &y.id)));
        options.push(OptionDifference {
            option,
            a: va,
            b: vb,
            examples,
        });
    };
    if let (Some(ra), Some(rb)) = (resolve(a), resolve(b)) {
        for (option, va, vb, rules) in single_differences(&ra, &rb) {
            // the runner takes rules by profile name: a name no profile can have
            let one = |name: &str| {
                if name == SINGLE {
                    Some(rules.clone())
                } else {
                    resolve(name)
                }
            };
            tried(option, va, vb, &|f| check::run_file(f, &one, Some(SINGLE)));
        }
    }
    // backgammon's options the same way: its runner reads a backgammon profile's rules by the
    // profile's name, so B's name carries A's rules with the one option of B's
    if let (Some(ra), Some(rb)) = (shipped_bg(a), shipped_bg(b)) {
        for (option, va, vb, rules) in single_differences(&ra, &rb) {
            let one = |name: &str| {
                if name == b {
                    Some(rules.clone())
                } else {
                    shipped_bg(name)
                }
            };
            tried(option, va, vb, &|f| {
                check::run_file_under(f, resolve, &one, Some(b), None)
            });
        }
    }
    let unattributed = changes
        .iter()
        .zip(&attributed)
        .filter(|(_, done)| !**done)
        .map(|(c, _)| c.id.clone())
        .collect();
    Diff {
        a: a.to_string(),
        b: b.to_string(),
        scenarios: files.len(),
        options,
        unattributed,
        changes,
    }
}

/// A check one run made and the other did not (its file invalid there, or stopped earlier).
const NOT_RUN: &str = "not checked (the run stopped before this line)";

/// The profile name under which [`diff`] runs A's rules with a single option of B's.
const SINGLE: &str = " one option of B";

/// The backgammon rules of the shipped profile `name`, when it is a backgammon one.
fn shipped_bg(name: &str) -> Option<BgRules> {
    crate::conformance::profile::shipped_profiles()
        .as_ref()
        .ok()?
        .get(name)
        .filter(|p| p.game == GameKind::Backgammon)
        .map(|p| p.bg_rules.clone())
}

/// Each option on which `a` and `b` differ: its key, both values as YAML, and `a` with that one
/// option set to `b`'s value (the rules of either game).
fn single_differences<R: Serialize + DeserializeOwned>(
    a: &R,
    b: &R,
) -> Vec<(String, String, String, R)> {
    let (Ok(Value::Mapping(ma)), Ok(Value::Mapping(mb))) =
        (serde_yaml::to_value(a), serde_yaml::to_value(b))
    else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (key, va) in &ma {
        let Some(vb) = mb.get(key).filter(|vb| *vb != va) else {
            continue;
        };
        let mut m = ma.clone();
        m.insert(key.clone(), vb.clone());
        if let Ok(rules) = serde_yaml::from_value::<R>(Value::Mapping(m)) {
            out.push((scalar(key), scalar(va), scalar(vb), rules));
        }
    }
    out
}

/// A YAML scalar as it would be written in a profile.
fn scalar(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => n.to_string(),
        other => serde_yaml::to_string(other)
            .unwrap_or_default()
            .trim()
            .to_string(),
    }
}

/// The example a changed scenario gives: its id, work and locator, its outcomes under A and B.
fn example(ra: &Report, rb: &Report) -> Example {
    let (id, locator) = match &ra.front {
        Some(f) => {
            let mut loc = f.source.locator.clone();
            if let Some(fig) = &f.source.figure {
                loc = format!("{loc}, {fig}");
            }
            (f.id.clone(), loc)
        }
        None => (ra.path.display().to_string(), String::new()),
    };
    Example {
        id,
        work: ra.work(),
        locator,
        a: ra.status(),
        b: rb.status(),
    }
}

/// The change between two runs of one scenario, if its outcome changes: a scenario failing
/// (or invalid) under both is no change, whatever its checks say.
#[must_use]
pub fn compare(ra: &Report, rb: &Report) -> Option<Change> {
    if ra.status() == rb.status() {
        return None;
    }
    let mut checks = Vec::new();
    let n = ra.checks.len().max(rb.checks.len());
    for i in 0..n {
        let (ca, cb) = (ra.checks.get(i), rb.checks.get(i));
        let (oa, ob) = (
            ca.map_or_else(|| NOT_RUN.to_string(), outcome),
            cb.map_or_else(|| NOT_RUN.to_string(), outcome),
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
        error_a: ra.error.as_ref().map(ToString::to_string),
        error_b: rb.error.as_ref().map(ToString::to_string),
    })
}

/// `1 scenario`, `2 scenarios`.
fn count(n: usize, one: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {one}s")
    }
}

impl Diff {
    /// The side-by-side text report: every line names the profile it speaks of.
    #[must_use]
    pub fn render(&self) -> String {
        let (a, b) = (self.a.as_str(), self.b.as_str());
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{} of {} run change outcome between profile {a} and profile {b}",
            count(self.changes.len(), "scenario"),
            self.scenarios
        );
        if !self.options.is_empty() {
            let _ = writeln!(
                out,
                "\n{a} and {b} differ on {}; under each, the examples whose outcome it alone changes:",
                count(self.options.len(), "option")
            );
        }
        for o in &self.options {
            let _ = writeln!(out, "\n{}: {a} {}, {b} {}", o.option, o.a, o.b);
            if o.examples.is_empty() {
                let _ = writeln!(out, "  (no scenario shows it)");
            }
            for e in &o.examples {
                let _ = writeln!(
                    out,
                    "  {} ({}, {}): {} under {a}, {} under {b}",
                    e.id,
                    e.work,
                    e.locator,
                    e.a.name(),
                    e.b.name()
                );
            }
        }
        if !self.unattributed.is_empty() {
            let _ = writeln!(
                out,
                "\nChanged by several options together: {}",
                self.unattributed.join(", ")
            );
        }
        if !self.changes.is_empty() {
            let _ = writeln!(out, "\nScenario by scenario:");
        }
        let width = a.chars().count().max(b.chars().count());
        for c in &self.changes {
            let _ = writeln!(
                out,
                "\n{}: {} under {a}, {} under {b}",
                c.id,
                c.a.name(),
                c.b.name()
            );
            for (name, e) in [(a, &c.error_a), (b, &c.error_b)] {
                if let Some(e) = e {
                    let _ = writeln!(out, "  invalid under {name}: {e}");
                }
            }
            for k in &c.checks {
                let _ = writeln!(
                    out,
                    "  {}:{}: {}\n    under {a:<width$}  {}\n    under {b:<width$}  {}",
                    c.path.display(),
                    k.line,
                    k.claim,
                    k.a,
                    k.b
                );
            }
        }
        out
    }
}
