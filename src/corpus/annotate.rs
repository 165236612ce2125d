//! `tablier annotate`: a reading with each claim marked by what its cited scenarios give —
//! confirmed, divergent (a documented divergence), failing, pending, or uncovered (no
//! scenario). Works on any Markdown file annotated the same way.

use crate::input::files;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use serde::Serialize;

use super::advice::{AdviceKind, AdviceStatus, AdviceTally};
use super::claims::{self, Block, Document};
use super::{ClaimStatus, ScenarioIndex};
use crate::conformance::check;
use crate::conformance::scenario::ast::AdviceVerdict;
use crate::conformance::scenario::{Report, Status};
use crate::engine::trictrac::Rules;
use crate::input::diag::LineIndex;

/// The scenario runs, made once each on demand.
pub struct Runs<'a> {
    pub index: &'a ScenarioIndex,
    resolve: &'a dyn Fn(&str) -> Option<Rules>,
    reports: BTreeMap<String, Report>,
}

impl<'a> Runs<'a> {
    /// No run made yet; `resolve` gives the rules of a profile name.
    #[must_use]
    pub fn new(index: &'a ScenarioIndex, resolve: &'a dyn Fn(&str) -> Option<Rules>) -> Runs<'a> {
        Runs {
            index,
            resolve,
            reports: BTreeMap::new(),
        }
    }

    /// Runs every scenario of the index.
    pub fn run_all(&mut self) {
        let ids: Vec<String> = self.index.ids.keys().cloned().collect();
        for id in ids {
            let _ = self.report(&id);
        }
    }

    /// The report of a scenario id (`None` when there is no such scenario).
    pub fn report(&mut self, id: &str) -> Option<&Report> {
        if !self.reports.contains_key(id) {
            let path = self.index.path(id)?.to_path_buf();
            let r = check::run_file(&path, self.resolve, None);
            self.reports.insert(id.to_string(), r);
        }
        self.reports.get(id)
    }

    /// The status of a scenario id, running it if needed.
    pub fn status(&mut self, id: &str) -> Option<Status> {
        self.report(id).map(Report::status)
    }

    /// The rules of a profile name, as the runs resolve them.
    pub fn resolver(&self) -> &'a dyn Fn(&str) -> Option<Rules> {
        self.resolve
    }

    /// Every report made so far, by scenario id.
    #[must_use]
    pub fn reports(&self) -> &BTreeMap<String, Report> {
        &self.reports
    }
}

/// A cited scenario and its status (`None`: no such scenario).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Cited {
    pub id: String,
    pub status: Option<Status>,
}

/// One claim, marked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AnnotatedClaim {
    /// Its anchor id, or `line-N` when it has none.
    pub key: String,
    pub anchor: bool,
    pub line: usize,
    pub col: usize,
    /// Byte offset of the block, for renderers.
    #[serde(skip)]
    pub offset: usize,
    #[serde(skip)]
    pub block: Block,
    pub status: ClaimStatus,
    pub rules: Vec<String>,
    /// For each rule of `rules`, the sentence of the claim that names it.
    pub notes: Vec<String>,
    pub scenarios: Vec<Cited>,
    /// Where it stands as advice: the verdict of the `advice` lines of the scenarios it cites,
    /// or the reason it is uncovered (`advice:` links); `None` for a claim that is no advice.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub advice: Option<AdviceStatus>,
    pub text: String,
}

/// A reading with its claims marked.
#[derive(Debug, Clone, Serialize)]
pub struct AnnotatedReading {
    pub path: PathBuf,
    pub title: Option<String>,
    pub claims: Vec<AnnotatedClaim>,
}

/// Marks the claims of `doc` (read from `text`).
pub fn annotate(path: &Path, text: &str, doc: &Document, runs: &mut Runs) -> AnnotatedReading {
    let lines = LineIndex::new(text);
    let claims = doc
        .claims
        .iter()
        .map(|c| {
            let scenarios: Vec<Cited> = c
                .scenario_ids()
                .into_iter()
                .map(|id| Cited {
                    id: id.to_string(),
                    status: runs.status(id),
                })
                .collect();
            let statuses: Vec<Option<Status>> = scenarios.iter().map(|s| s.status).collect();
            let mut verdicts: Vec<AdviceVerdict> = Vec::new();
            for id in c.scenario_ids() {
                if let Some(r) = runs.report(id) {
                    verdicts.extend(r.advice.iter().filter_map(|a| a.verdict));
                }
            }
            let kinds: Vec<AdviceKind> = c
                .advice
                .iter()
                .filter_map(|l| AdviceKind::parse(&l.target).ok())
                .collect();
            let (line, col) = lines.line_col(c.range.start);
            let rules: Vec<String> = c.rule_ids().into_iter().map(str::to_string).collect();
            let notes = rules
                .iter()
                .map(|id| {
                    let link = c.rules.iter().find(|l| &l.target == id);
                    let needle = link.map_or("", |l| l.text.as_str());
                    claims::sentence_around(&c.text, needle).to_string()
                })
                .collect();
            AnnotatedClaim {
                key: c.key(text),
                anchor: c.anchor.is_some(),
                line,
                col,
                offset: c.range.start,
                block: c.block,
                status: ClaimStatus::of(&statuses),
                rules,
                notes,
                scenarios,
                advice: AdviceStatus::of(&verdicts, &kinds),
                text: c.text.clone(),
            }
        })
        .collect();
    AnnotatedReading {
        path: path.to_path_buf(),
        title: doc.title.clone(),
        claims,
    }
}

/// Reads and marks a file.
pub fn annotate_file(
    path: &Path,
    runs: &mut Runs,
) -> Result<(String, AnnotatedReading), crate::input::diag::Diagnostic> {
    let text = files::read_text(path)?;
    let doc = claims::read(&text);
    let a = annotate(path, &text, &doc, runs);
    Ok((text, a))
}

impl AnnotatedReading {
    /// How many claims have each status.
    #[must_use]
    pub fn tally(&self) -> BTreeMap<ClaimStatus, usize> {
        let mut t = BTreeMap::new();
        for c in &self.claims {
            *t.entry(c.status).or_insert(0) += 1;
        }
        t
    }

    /// Its advice claims, by verdict and by the reason of those uncovered.
    #[must_use]
    pub fn advice_tally(&self) -> AdviceTally {
        AdviceTally::of(self.claims.iter().filter_map(|c| c.advice.as_ref()))
    }

    /// Whether a claim fails.
    #[must_use]
    pub fn any_failing(&self) -> bool {
        self.claims.iter().any(|c| c.status == ClaimStatus::Failing)
    }

    /// The text report: one block per claim, then the tally.
    #[must_use]
    pub fn render_text(&self) -> String {
        let mut out = String::new();
        let p = self.path.display();
        if let Some(t) = &self.title {
            let _ = writeln!(out, "{p}: {t}");
        }
        for c in &self.claims {
            let _ = writeln!(
                out,
                "{p}:{}:{}: {} #{} [{}]",
                c.line,
                c.col,
                c.status.name(),
                c.key,
                c.rules.join(", ")
            );
            for s in &c.scenarios {
                let st = s.status.map_or("no such scenario", Status::name);
                let _ = writeln!(out, "    {}: {st}", s.id);
            }
            if let Some(a) = c.advice {
                let _ = writeln!(out, "    advice: {}", a.describe());
            }
        }
        let t = self.tally();
        let parts: Vec<String> = ClaimStatus::ALL
            .iter()
            .map(|s| format!("{} {}", s.name(), t.get(s).copied().unwrap_or(0)))
            .collect();
        let _ = writeln!(out, "{} claims: {}", self.claims.len(), parts.join(", "));
        let a = self.advice_tally();
        if a.total() > 0 {
            let mut parts: Vec<String> = AdviceVerdict::ALL
                .iter()
                .map(|v| format!("{} {}", v.name(), a.verdict(*v)))
                .collect();
            parts.extend(
                AdviceKind::ALL
                    .iter()
                    .map(|k| format!("uncovered ({}) {}", k.reason(), a.uncovered(*k))),
            );
            let _ = writeln!(out, "{} advice claims: {}", a.total(), parts.join(", "));
        }
        out
    }
}
