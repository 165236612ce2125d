//! What the report shows, computed once: the readings marked, the matrix of rule IDs ×
//! readings, and each reading's coverage. The JSON report is this model serialised.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::conformance::scenario::Status;
use crate::corpus::annotate::{annotate_file, AnnotatedReading, Runs};
use crate::corpus::ClaimStatus;
use crate::engine::catalogue;
use crate::input::diag::Diagnostic;

/// One reading, read and marked.
#[derive(Debug, Clone, Serialize)]
pub struct Reading {
    /// The work id: the folder of `corpus/<work>/reading.md` (else the file stem).
    pub work: String,
    #[serde(skip)]
    pub text: String,
    pub annotated: AnnotatedReading,
}

/// The work id of a reading file.
#[must_use]
pub fn work_of(path: &Path) -> String {
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned());
    if stem.as_deref() == Some("reading") {
        if let Some(dir) = path.parent().and_then(Path::file_name) {
            return dir.to_string_lossy().into_owned();
        }
    }
    stem.unwrap_or_else(|| "reading".to_string())
}

/// One cell of the matrix: what one reading says of one rule.
#[derive(Debug, Clone, Serialize)]
pub struct Cell {
    pub status: ClaimStatus,
    /// The claims (anchor keys) naming the rule, with their statuses.
    pub claims: Vec<(String, ClaimStatus)>,
    /// The first claim's text, shortened.
    pub note: String,
}

/// A reading's coverage of the catalogue.
#[derive(Debug, Clone, Serialize)]
pub struct Coverage {
    pub work: String,
    pub claims: usize,
    /// Claims by status.
    pub by_status: BTreeMap<ClaimStatus, usize>,
    /// Rule IDs named by a claim.
    pub rule_ids: usize,
    /// Rule IDs named by a claim that cites a confirmed scenario.
    pub confirmed_rule_ids: usize,
    /// Rule IDs named by a claim that cites a confirmed or documented-divergence scenario.
    pub confirmed_or_divergent_rule_ids: usize,
}

/// Everything the site and the JSON report show.
#[derive(Debug, Clone, Serialize)]
pub struct Model {
    pub readings: Vec<Reading>,
    pub coverage: Vec<Coverage>,
    /// rule ID → work → cell.
    pub matrix: BTreeMap<String, BTreeMap<String, Cell>>,
    /// Scenario id → status.
    pub scenarios: BTreeMap<String, Status>,
    /// Scenario id → the claims citing it, as (work, key).
    pub cited_by: BTreeMap<String, Vec<(String, String)>>,
    /// The catalogue size.
    pub catalogue: usize,
}

/// Shortens to `n` characters.
#[must_use]
pub fn shorten(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        let cut: String = s.chars().take(n).collect();
        format!("{}…", cut.trim_end())
    }
}

/// Reads and marks every reading of `files`, running every scenario of `runs`.
pub fn build(files: &[PathBuf], runs: &mut Runs) -> Result<Model, Diagnostic> {
    runs.run_all();
    let mut readings = Vec::new();
    for f in files {
        let (text, annotated) = annotate_file(f, runs)?;
        readings.push(Reading {
            work: work_of(f),
            text,
            annotated,
        });
    }
    let scenarios: BTreeMap<String, Status> = runs
        .reports()
        .iter()
        .map(|(id, r)| (id.clone(), r.status()))
        .collect();
    let mut matrix: BTreeMap<String, BTreeMap<String, Cell>> = BTreeMap::new();
    let mut cited_by: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
    let mut coverage = Vec::new();
    for r in &readings {
        let mut rules: BTreeSet<&str> = BTreeSet::new();
        let mut confirmed: BTreeSet<&str> = BTreeSet::new();
        let mut agreeing: BTreeSet<&str> = BTreeSet::new();
        for c in &r.annotated.claims {
            for s in &c.scenarios {
                cited_by
                    .entry(s.id.clone())
                    .or_default()
                    .push((r.work.clone(), c.key.clone()));
            }
            let has = |want: &[Status]| {
                c.scenarios
                    .iter()
                    .any(|s| s.status.is_some_and(|x| want.contains(&x)))
            };
            for (id, note) in c.rules.iter().zip(&c.notes) {
                rules.insert(id);
                if has(&[Status::Confirmed]) {
                    confirmed.insert(id);
                }
                if has(&[Status::Confirmed, Status::Divergence]) {
                    agreeing.insert(id);
                }
                let cell = matrix
                    .entry(id.clone())
                    .or_default()
                    .entry(r.work.clone())
                    .or_insert_with(|| Cell {
                        status: c.status,
                        claims: Vec::new(),
                        note: shorten(note, 110),
                    });
                cell.claims.push((c.key.clone(), c.status));
                if c.status.cell_rank() < cell.status.cell_rank() {
                    cell.status = c.status;
                }
            }
        }
        coverage.push(Coverage {
            work: r.work.clone(),
            claims: r.annotated.claims.len(),
            by_status: r.annotated.tally(),
            rule_ids: rules.len(),
            confirmed_rule_ids: confirmed.len(),
            confirmed_or_divergent_rule_ids: agreeing.len(),
        });
    }
    Ok(Model {
        readings,
        coverage,
        matrix,
        scenarios,
        cited_by,
        catalogue: catalogue::RULES.len(),
    })
}

impl Model {
    /// Whether a claim of some reading fails.
    #[must_use]
    pub fn any_failing(&self) -> bool {
        self.readings.iter().any(|r| r.annotated.any_failing())
    }

    /// The coverage table as text.
    #[must_use]
    pub fn render_text(&self) -> String {
        use std::fmt::Write as _;
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{:<16} {:>6} {:>9} {:>9} {:>10} {:>9} {:>7} {:>7} {:>9}",
            "reading",
            "claims",
            "rule IDs",
            "confirmed",
            "+diverg.",
            "c/d/f",
            "pending",
            "uncov.",
            "catalogue"
        );
        for c in &self.coverage {
            let n = |s: ClaimStatus| c.by_status.get(&s).copied().unwrap_or(0);
            let _ = writeln!(
                out,
                "{:<16} {:>6} {:>9} {:>9} {:>10} {:>9} {:>7} {:>7} {:>9}",
                c.work,
                c.claims,
                c.rule_ids,
                c.confirmed_rule_ids,
                c.confirmed_or_divergent_rule_ids,
                format!(
                    "{}/{}/{}",
                    n(ClaimStatus::Confirmed),
                    n(ClaimStatus::Divergent),
                    n(ClaimStatus::Failing)
                ),
                n(ClaimStatus::Pending),
                n(ClaimStatus::Uncovered),
                self.catalogue
            );
        }
        out
    }
}
