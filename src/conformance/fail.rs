//! A disagreement between a treatise and the engine, drawn as a compiler draws an error: where
//! (`file:line:col`, the statement underlined), what the treatise says against what the engine
//! found (for a roll, every jan it makes and by which means, in the file's notation), and what
//! to do next (`help:`).

use std::path::Path;

use crate::conformance::scenario::ast::AdviceVerdict;
use crate::conformance::scenario::{Check, Frame, Report, Verdict};
use crate::input::diag::{Diagnostic, LineIndex, Rich};

/// One failed check of a scenario, located in its file.
#[derive(Debug, Clone)]
pub struct Failure<'a> {
    /// The check.
    pub check: &'a Check,
    /// Where it is and what it says in one line: `claim; engine: what the engine found`.
    pub diagnostic: Diagnostic,
    /// The line starts of the file, shared by every failure of it: drawing one costs what its
    /// lines cost, so drawing N failures costs O(N) (issue 20: it was quadratic).
    starts: std::sync::Arc<[usize]>,
}

/// The failed checks of `report`, located in `source` (its file's text): each at the first
/// character of its statement, in line order (a play is judged when its roll closes, after
/// the lines below it: its failure still comes at its own line).
#[must_use]
pub fn failures<'a>(report: &'a Report, source: &str) -> Vec<Failure<'a>> {
    let index = LineIndex::new(source);
    let mut failed: Vec<&Check> = report
        .checks
        .iter()
        .filter(|c| c.verdict == Verdict::Disagrees)
        .collect();
    failed.sort_by_key(|c| c.line);
    failed
        .into_iter()
        .map(|c| {
            let start = index.line_start(c.line);
            let line = source.get(start..).unwrap_or("");
            let line = &line[..line.find('\n').unwrap_or(line.len())];
            let indent = line.len() - line.trim_start_matches([' ', '\t']).len();
            let diagnostic = Diagnostic::at_in(
                &report.path,
                &index,
                start + indent,
                format!("{}; engine: {}", c.claim, c.engine),
            )
            .with_code("fail");
            Failure {
                check: c,
                diagnostic,
                starts: index.starts(),
            }
        })
        .collect()
}

/// The roll the check at `line` is about: the last roll drawn at or before it (the frames
/// are in the order of their lines: a binary search).
fn roll_before(report: &Report, line: usize) -> Option<&Frame> {
    let after = report.frames.partition_point(|f| f.line <= line);
    let frame = match after.checked_sub(1).map(|i| &report.frames[i]) {
        Some(f) if f.line <= line => Some(f),
        // not in order after all: look at them all
        _ => report.frames.iter().rev().find(|f| f.line <= line),
    };
    frame.filter(|f| f.score.is_some() && f.roll.is_some())
}

/// What the engine scored on `frame`'s roll, one line per jan with its means, flèches named in
/// the file's notation.
fn score_note(frame: &Frame) -> Option<String> {
    let (score, roller, roll) = (frame.score.as_ref()?, frame.roller?, frame.roll?);
    let label = |n: u8| {
        frame
            .notation
            .map_or_else(|| format!("F{n}"), |no| no.format_number(roller, n))
    };
    let mut note = format!("the engine scores {roller}'s {roll} (line {}):", frame.line);
    if score.jans.is_empty() {
        note.push_str(" nothing");
    }
    for j in &score.jans {
        let at = j.at.map_or(String::new(), |a| format!(" at {}", label(a)));
        let means: Vec<String> = j.detail.iter().map(|m| m.describe(&label)).collect();
        note.push_str(&format!(
            "\n  {} +{} by {}{at}, {} means: {}",
            j.to,
            j.points,
            j.jan.rule().named(),
            j.means,
            means.join("; ")
        ));
    }
    Some(note)
}

/// The `tablier replay` command for a file, quoted when its path needs it.
fn replay_command(path: &Path) -> String {
    let p = path.display().to_string();
    if p.chars().all(|c| c.is_alphanumeric() || "/._-".contains(c)) {
        format!("tablier replay {p}")
    } else {
        format!("tablier replay '{}'", p.replace('\'', r"'\''"))
    }
}

impl Failure<'_> {
    /// As a terminal shows it: `FAIL file:line:col: claim; engine: …`, the statement
    /// underlined, then the treatise's claim against the engine's finding, the engine's score
    /// of the roll, and the next steps.
    #[must_use]
    pub fn render(&self, report: &Report, source: &str) -> String {
        let c = self.check;
        let mut notes = vec![
            format!("the treatise: {}", c.claim),
            format!("the engine:   {}", c.engine),
        ];
        if let Some(note) = roll_before(report, c.line).and_then(score_note) {
            notes.push(note);
        }
        notes.push(format!(
            "help: replay the file, each roll with what it scored and the marks after it: `{}`",
            replay_command(&report.path)
        ));
        let advice = report.advice.iter().find(|a| a.line == c.line);
        notes.push(match advice.and_then(|a| a.verdict) {
            Some(AdviceVerdict::Confirmed) => "help: the counts confirm the author: a confirmed \
                 advice needs no `acknowledge` line (docs/scenario-format.md)"
                .to_string(),
            Some(v) => format!(
                "help: the counts do not confirm the author: keep his claim, and state the \
                 verdict with its reason on the next line, `acknowledge {} reason \"…\"` \
                 (docs/scenario-format.md)",
                v.name()
            ),
            None => "help: if the author slipped, state the corrected claim and keep his with a \
             `divergence text \"…\" reason \"…\"` line after it (docs/scenario-format.md)"
                .to_string(),
        });
        let rich = Rich {
            heading: Some("FAIL "),
            statement: true,
            label: "the engine disagrees".to_string(),
            notes,
        };
        let index = LineIndex::with_starts(source, self.starts.clone());
        self.diagnostic.render_in(&index, &rich)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_come_in_line_order() {
        // a play is judged when its roll closes: its check is pushed after the lines below it
        let mut r = Report::empty(Path::new("x.scn"), None);
        r.push_check(24, "the later claim".into(), "no".into(), false);
        r.push_check(23, "agreed".into(), "yes".into(), true);
        r.push_check(22, "the play is legal".into(), "illegal".into(), false);
        let source = "x\n".repeat(30);
        let lines: Vec<usize> = failures(&r, &source).iter().map(|f| f.check.line).collect();
        assert_eq!(lines, [22, 24]);
    }
}
