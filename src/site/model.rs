//! What the report shows, computed once: the readings marked, the matrix of rule IDs ×
//! readings, and each reading's coverage. The JSON report is this model serialised.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::conformance::scenario::ast::AdviceVerdict;
use crate::conformance::scenario::Status;
use crate::corpus::advice::{AdviceKind, AdviceTally};
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
    /// The advice claims: by the verdict of the counts, and those uncovered by reason.
    pub advice: AdviceTally,
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

/// Words after which a period ends no sentence, and `§`, which a number always follows.
const ABBREVIATIONS: [&str; 18] = [
    "fig.", "figs.", "ch.", "chap.", "r.", "rr.", "p.", "pp.", "cf.", "n.", "no.", "vol.", "ed.",
    "éd.", "art.", "e.g.", "i.e.", "§",
];

/// Whether `s` ends with an abbreviation (`… fig.`, `(ch.`, `§`): no place to stop.
fn ends_abbreviated(s: &str) -> bool {
    let last = s.split_whitespace().last().unwrap_or("");
    let word = last.trim_start_matches(['(', '[', '“', '"']).to_lowercase();
    ABBREVIATIONS.contains(&word.as_str())
}

/// The sentence `sentence` of the claim `text` (as the reading marked it), grown over the
/// periods of abbreviations (`fig. 7`, `ch. IX`, `r. 17`) that split it too early.
#[must_use]
pub fn whole_sentence(text: &str, sentence: &str) -> String {
    let Some(at) = text.find(sentence) else {
        return sentence.to_string();
    };
    let (mut start, mut end) = (at, at + sentence.len());
    while end < text.len() && ends_abbreviated(&text[start..end]) {
        end = text[end..].find(". ").map_or(text.len(), |i| end + i + 1);
    }
    while start > 0 && ends_abbreviated(text[..start].trim_end()) {
        start = text[..start.saturating_sub(2)]
            .rfind(". ")
            .map_or(0, |i| i + 2);
    }
    text[start..end].trim().to_string()
}

/// Shortens to about `n` characters: cut at a word boundary, never just after an
/// abbreviation (`fig.`, `ch.`, `r.`, `§`) nor a comma, with an ellipsis.
#[must_use]
pub fn shorten(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        return s.to_string();
    }
    let cut: String = s.chars().take(n).collect();
    // a word cut in two is dropped, unless it is the only one
    let mut cut = match cut.rfind(char::is_whitespace) {
        Some(i) if !s[cut.len()..].starts_with(char::is_whitespace) => cut[..i].to_string(),
        _ => cut,
    };
    loop {
        let t = cut.trim_end_matches([' ', ',', ';', ':', '(', '—', '–']);
        if ends_abbreviated(t) {
            cut = t[..t.rfind(char::is_whitespace).unwrap_or(0)].to_string();
        } else {
            cut = t.to_string();
            break;
        }
    }
    format!("{cut}…")
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
                        note: shorten(&whole_sentence(&c.text, note), 110),
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
            advice: r.annotated.advice_tally(),
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

    /// The coverage table as text: per reading, its claims by status, then the rule IDs its
    /// claims name, those confirmed by a scenario, and those confirmed or documented as a
    /// divergence, under headings in words.
    #[must_use]
    pub fn render_text(&self) -> String {
        use std::fmt::Write as _;
        const CLAIMS: [&str; 6] = [
            "all",
            "confirmed",
            "divergent",
            "failing",
            "pending",
            "uncovered",
        ];
        const RULES: [&str; 3] = ["named", "confirmed", "or divergent"];
        let w = self
            .coverage
            .iter()
            .map(|c| c.work.chars().count())
            .chain(std::iter::once("reading".len()))
            .max()
            .unwrap_or(7);
        let span = |cols: &[&str]| cols.iter().map(|c| c.len().max(5) + 1).sum::<usize>() - 1;
        let (claims_w, rules_w) = (span(&CLAIMS), span(&RULES));
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{:w$}  {:-^claims_w$}  {:-^rules_w$}",
            "",
            " claims ",
            format!(" rule IDs (of {}) ", self.catalogue)
        );
        let mut head = format!("{:<w$} ", "reading");
        for c in CLAIMS.iter().chain(&[""]).chain(&RULES) {
            if c.is_empty() {
                head.push(' ');
            } else {
                let _ = write!(head, " {c:>0$}", c.len().max(5));
            }
        }
        let _ = writeln!(out, "{}", head.trim_end());
        for c in &self.coverage {
            let n = |s: ClaimStatus| c.by_status.get(&s).copied().unwrap_or(0);
            let claims = [
                c.claims,
                n(ClaimStatus::Confirmed),
                n(ClaimStatus::Divergent),
                n(ClaimStatus::Failing),
                n(ClaimStatus::Pending),
                n(ClaimStatus::Uncovered),
            ];
            let rules = [
                c.rule_ids,
                c.confirmed_rule_ids,
                c.confirmed_or_divergent_rule_ids,
            ];
            let mut row = format!("{:<w$} ", c.work);
            for (v, h) in claims.iter().zip(CLAIMS) {
                let _ = write!(row, " {v:>0$}", h.len().max(5));
            }
            row.push(' ');
            for (v, h) in rules.iter().zip(RULES) {
                let _ = write!(row, " {v:>0$}", h.len().max(5));
            }
            let _ = writeln!(out, "{row}");
        }
        let _ = writeln!(
            out,
            "claims: the reading's, by the status of the scenarios they cite; rule IDs: those \
             its claims name, those a claim citing a confirmed scenario names, and those a \
             claim citing a confirmed or divergent one names"
        );
        self.render_advice(&mut out, w);
        out
    }

    /// The advice table: per reading with advice claims, their verdicts by the counts, and
    /// those uncovered by reason (countable but not written yet, needing an evaluator or a
    /// tournament, or a general remark).
    fn render_advice(&self, out: &mut String, w: usize) {
        use std::fmt::Write as _;
        if self.coverage.iter().all(|c| c.advice.total() == 0) {
            return;
        }
        let verdicts: Vec<&str> = AdviceVerdict::ALL.iter().map(|v| v.name()).collect();
        let reasons: Vec<&str> = AdviceKind::ALL.iter().map(|k| k.name()).collect();
        let span = |cols: &[&str]| cols.iter().map(|c| c.len().max(5) + 1).sum::<usize>() - 1;
        let (verdicts_w, reasons_w) = (span(&verdicts) + 6, span(&reasons));
        let _ = writeln!(
            out,
            "\n{:w$}  {:-^verdicts_w$}  {:-^reasons_w$}",
            "", " advice claims ", " uncovered: "
        );
        let mut head = format!("{:<w$}   {:>5}", "reading", "all");
        for c in &verdicts {
            let _ = write!(head, " {c:>0$}", c.len().max(5));
        }
        head.push(' ');
        for c in &reasons {
            let _ = write!(head, " {c:>0$}", c.len().max(5));
        }
        let _ = writeln!(out, "{}", head.trim_end());
        for c in self.coverage.iter().filter(|c| c.advice.total() > 0) {
            let a = &c.advice;
            let mut row = format!("{:<w$}   {:>5}", c.work, a.total());
            for (v, h) in AdviceVerdict::ALL.iter().zip(&verdicts) {
                let _ = write!(row, " {:>1$}", a.verdict(*v), h.len().max(5));
            }
            row.push(' ');
            for (k, h) in AdviceKind::ALL.iter().zip(&reasons) {
                let _ = write!(row, " {:>1$}", a.uncovered(*k), h.len().max(5));
            }
            let _ = writeln!(out, "{row}");
        }
        let _ = writeln!(
            out,
            "advice claims: by the verdict of the `advice` and `tournament` lines of the scenarios \
             they cite (refuted if one refutes, else depends, else undecided, else confirmed); uncovered: \
             countable but with no advice scenario yet (count), needing an evaluator of expected \
             points (points) or a tournament (tournament), or a general remark (remark)"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notes_are_not_cut_at_an_abbreviation() {
        let text = "Both numbers before the fill (ch. IX). Then more.";
        assert_eq!(
            whole_sentence(text, "Both numbers before the fill (ch."),
            "Both numbers before the fill (ch. IX)."
        );
        let text = "First. (the grand jan; 1re §IV, fig. 9). Last.";
        assert_eq!(
            whole_sentence(text, "(the grand jan; 1re §IV, fig."),
            "(the grand jan; 1re §IV, fig. 9)."
        );
        assert_eq!(
            whole_sentence(text, "9)."),
            "(the grand jan; 1re §IV, fig. 9)."
        );
        assert_eq!(whole_sentence(text, "Last."), "Last.");
        assert_eq!(whole_sentence(text, "absent"), "absent");
        for (long, want) in [
            (
                "one two three four fig. 12 and more words",
                "one two three four…",
            ),
            (
                "one two three four ch. IX and more words",
                "one two three four…",
            ),
            (
                "one two three r. 17 and more words here",
                "one two three r. 17…",
            ),
            ("one two three fo r. 17 and more words", "one two three fo…"),
            (
                "one two three four § 4 and more words",
                "one two three four…",
            ),
            (
                "one two three, four five and more words",
                "one two three, four…",
            ),
            ("unbreakablewordsfortytwo more", "unbreakablewordsfort…"),
        ] {
            let got = shorten(long, 20);
            assert_eq!(got, want, "{long}");
            assert!(!ends_abbreviated(got.trim_end_matches('…')), "{got}");
        }
        assert_eq!(shorten("short", 20), "short");
    }
}
