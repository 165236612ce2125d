//! The conformance run: every scenario under the given paths, run under its profile, and a
//! summary per work (confirmed / documented divergence / pending / failing / invalid). One bad
//! file never stops the others. A scenario that throws the same roll on the same position as
//! another, under the same profile, is a [`Duplicate`]: a warning, never a failure.

use crate::input::files;
use std::collections::BTreeMap;

use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::conformance::scenario::{self, Report, Status};
use crate::engine::tables::BgRules;
use crate::engine::trictrac::Rules;
use crate::input::diag::Diagnostic;

/// Runs one scenario file. `resolve` gives the rules of a profile name; `profile` overrides
/// the file's own profile.
pub fn run_file(
    path: &Path,
    resolve: &dyn Fn(&str) -> Option<Rules>,
    profile: Option<&str>,
) -> Report {
    run_file_shown(path, resolve, profile, None)
}

/// [`run_file`], the flèches of the trace and checks named in `shown` when given (else in the
/// file's notation).
pub fn run_file_shown(
    path: &Path,
    resolve: &dyn Fn(&str) -> Option<Rules>,
    profile: Option<&str>,
    shown: Option<crate::engine::trictrac::Notation>,
) -> Report {
    let shipped_bg = |name: &str| {
        crate::conformance::profile::shipped_profiles()
            .as_ref()
            .ok()
            .and_then(|p| p.get(name).map(|p| p.bg_rules.clone()))
    };
    run_file_under(path, resolve, &shipped_bg, profile, shown)
}

/// [`run_file_shown`] with the backgammon rules of a profile name given by `resolve_bg` too
/// (a backgammon profile's own rules otherwise), as the rule pages run a scenario again under
/// another value of one option.
pub fn run_file_under(
    path: &Path,
    resolve: &dyn Fn(&str) -> Option<Rules>,
    resolve_bg: &dyn Fn(&str) -> Option<BgRules>,
    profile: Option<&str>,
    shown: Option<crate::engine::trictrac::Notation>,
) -> Report {
    let invalid = |d: Diagnostic, front| Report::invalid(path, front, vec![d]);
    // a file of the scenarios folder whose name the site could not name safely
    if let Some(d) =
        scenario::lint::expected_id(path).and_then(|id| scenario::lint::unsafe_id(path, &id))
    {
        return invalid(d, None);
    }
    let text = match files::read_text(path) {
        Ok(t) => t,
        Err(d) => return invalid(d.or_code("read"), None),
    };
    // every error of the file at once: what does not read, and what its front matter lacks
    let parsed = scenario::parse_all(path, &text);
    let mut lints: Vec<Diagnostic> = parsed.front.as_ref().map_or_else(Vec::new, |front| {
        scenario::lint::lint(path, &text, front, &|w| resolve(w).is_some())
    });
    if parsed.front.is_some() && parsed.errors.is_empty() && parsed.lines.is_empty() {
        lints.push(scenario::lint::empty_body(path, &text));
    }
    let front = parsed.front.clone();
    let file = match parsed.into_file() {
        Ok(file) if lints.is_empty() => file,
        read => {
            let errors = read.err().unwrap_or_default().into_iter();
            let errors = errors.map(|d| d.or_code("syntax"));
            let lints = lints.into_iter().map(|d| d.or_code("lint"));
            return Report::invalid(path, front, errors.chain(lints).collect());
        }
    };
    let shipped_profile = |name: &str| {
        crate::conformance::profile::shipped_profiles()
            .as_ref()
            .ok()
            .and_then(|p| p.get(name))
    };
    // an overriding profile applies to the scenarios of its own game; the others keep theirs
    let name = match profile {
        Some(o) if shipped_profile(o).is_some_and(|p| p.game != file.front.game) => {
            file.front.profile.as_str()
        }
        Some(o) => o,
        None => file.front.profile.as_str(),
    };
    // the game the profile reads must be the scenario's
    let shipped = shipped_profile(name);
    if let Some(p) = shipped {
        if p.game != file.front.game {
            let offset = text.find("\nprofile:").map_or(0, |i| i + 10);
            let d = Diagnostic::at(
                path,
                &text,
                offset,
                format!(
                    "expected a {} profile (the scenario's game), found `{name}`, a {} profile",
                    file.front.game, p.game
                ),
            )
            .with_code("unknown-profile");
            return invalid(d, Some(file.front));
        }
        if p.game == crate::engine::GameKind::Backgammon {
            let rules = resolve_bg(name).unwrap_or_else(|| p.bg_rules.clone());
            let mut report =
                scenario::backgammon::run(path, &text, &file, &rules, p.series.as_ref());
            report.error = report.error.map(|d| d.or_code("run"));
            return report;
        }
    }
    let Some(rules) =
        resolve(name).filter(|_| file.front.game == crate::engine::GameKind::Trictrac)
    else {
        let offset = text.find("\nprofile:").map_or(0, |i| i + 10);
        let d = Diagnostic::at(
            path,
            &text,
            offset,
            match crate::conformance::profile::shipped_profiles()
                .as_ref()
                .ok()
                .and_then(|p| crate::input::diag::did_you_mean(name, p.names()))
            {
                Some(near) => format!(
                    "expected the name of a profile under corpus/, found `{name}`; did you mean `{near}`?"
                ),
                None => format!("expected the name of a profile under corpus/, found `{name}`"),
            },
        )
        .with_code("unknown-profile");
        return invalid(d, Some(file.front));
    };
    let mut report = scenario::run_shown(path, &text, &file, &rules, shown);
    report.error = report.error.map(|d| {
        let code = if d.message.starts_with("this position is not legal") {
            "illegal-position"
        } else {
            "run"
        };
        d.or_code(code)
    });
    report
}

/// Counts of each status.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Tally {
    pub confirmed: usize,
    pub divergence: usize,
    pub pending: usize,
    pub failing: usize,
    pub invalid: usize,
}

impl Tally {
    fn add(&mut self, s: Status) {
        match s {
            Status::Confirmed => self.confirmed += 1,
            Status::Divergence => self.divergence += 1,
            Status::Pending => self.pending += 1,
            Status::Failing => self.failing += 1,
            Status::Invalid => self.invalid += 1,
        }
    }
}

/// A roll that a scenario states as an earlier scenario did: the same position, the same
/// side throwing the same dice, the same play transcribed and the same marks before it, under
/// the same profile. One of the two may be redundant.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Duplicate {
    /// The later scenario and the line of its `roll`.
    pub path: PathBuf,
    pub line: usize,
    /// The scenario that stated it first, and the line.
    pub first_path: PathBuf,
    pub first_line: usize,
    /// Who throws and the dice (`white 6-5`).
    pub roll: String,
    /// The profile both run under.
    pub profile: String,
    /// The position, as canonical counts.
    pub position: String,
}

impl Duplicate {
    /// `warning: FILE:LINE: …`, on one line.
    #[must_use]
    pub fn render(&self) -> String {
        format!(
            "warning: {}:{}: the same position, roll ({}), play and marks as {}:{} (profile {}): \
             one of the two scenarios may be redundant\n",
            self.path.display(),
            self.line,
            self.roll,
            self.first_path.display(),
            self.first_line,
            self.profile,
        )
    }
}

/// What identifies a roll stated by a scenario: the canonical position, the roller and the
/// dice, the profile, and (so that two plays of one throw, one throw at two scores, or one throw
/// examined for two pieces of advice, are two examples) the plays transcribed, the marks before
/// the roll and the claims of its `advice` lines.
fn roll_key(front: &scenario::FrontMatter, f: &scenario::Frame) -> Option<(String, String)> {
    let (Some(roller), Some(roll), false) = (f.roller, f.roll, f.chances) else {
        return None;
    };
    let position = crate::engine::trictrac::notation::canonical::format(&f.setup);
    let plays: Vec<_> = f.game.plays.iter().map(|p| &p.moves).collect();
    let marks = f.game.marks.as_ref().map(|m| &m.0);
    let key = format!(
        "{position} {roller} {roll} {} {plays:?} {marks:?} {:?} {}",
        front.profile, f.game.advice, f.game.stated
    );
    Some((key, format!("{roller} {roll}")))
}

/// Whether one of the two scenarios says it restates the other on purpose (`restates`).
fn restated(front: &scenario::FrontMatter, earlier: &Report) -> bool {
    earlier
        .front
        .as_ref()
        .is_some_and(|e| front.restates(&e.id) || e.restates(&front.id))
}

/// The rolls of `checked` that state what an earlier scenario stated ([`Duplicate`]): one of
/// `others` (scenarios not checked, e.g. the rest of the folder when one file is), or one of
/// `checked` before it. Rolls repeated within one file (alternatives on one position) are not
/// duplicates.
#[must_use]
pub fn duplicates(checked: &[Report], others: &[Report]) -> Vec<Duplicate> {
    let mut first: BTreeMap<String, (&Report, usize)> = BTreeMap::new();
    let mut out = Vec::new();
    for (i, r) in others.iter().chain(checked).enumerate() {
        let Some(front) = &r.front else { continue };
        for f in &r.frames {
            let Some((key, roll)) = roll_key(front, f) else {
                continue;
            };
            match first.get(key.as_str()) {
                None => {
                    first.insert(key, (r, f.line));
                }
                Some(&(earlier, line))
                    if i >= others.len()
                        && !std::ptr::eq(earlier, r)
                        && !restated(front, earlier) =>
                {
                    out.push(Duplicate {
                        path: r.path.clone(),
                        line: f.line,
                        first_path: earlier.path.clone(),
                        first_line: line,
                        roll,
                        profile: front.profile.clone(),
                        position: crate::engine::trictrac::notation::canonical::format(&f.setup),
                    });
                }
                Some(_) => {}
            }
        }
    }
    out
}

/// The result of a conformance run.
#[derive(Debug, Clone, Serialize)]
pub struct Summary {
    /// Per work.
    pub works: BTreeMap<String, Tally>,
    /// All scenarios together.
    pub total: Tally,
    /// Each scenario.
    pub scenarios: Vec<Report>,
    /// Rolls that state what another scenario states ([`duplicates`]): warnings.
    pub duplicates: Vec<Duplicate>,
}

impl Summary {
    /// Summarises reports.
    #[must_use]
    pub fn new(scenarios: Vec<Report>) -> Summary {
        let mut works: BTreeMap<String, Tally> = BTreeMap::new();
        let mut total = Tally::default();
        for r in &scenarios {
            works
                .entry(r.work().to_string())
                .or_default()
                .add(r.status());
            total.add(r.status());
        }
        Summary {
            works,
            total,
            duplicates: duplicates(&scenarios, &[]),
            scenarios,
        }
    }

    /// The GitHub Actions annotations (`::error file=…,line=…,col=…::…`) of each invalid input
    /// and each disagreement, then the counts as a notice.
    #[must_use]
    pub fn github(&self) -> String {
        use std::fmt::Write as _;
        let mut out = String::new();
        for r in &self.scenarios {
            for e in r.errors() {
                let _ = writeln!(out, "{}", e.github(&format!("invalid ({})", e.code)));
            }
            if r.status() == Status::Failing {
                let source = files::read_text(&r.path).unwrap_or_default();
                for f in super::fail::failures(r, &source) {
                    let _ = writeln!(out, "{}", f.diagnostic.github("FAIL"));
                }
            }
        }
        let t = &self.total;
        let _ = writeln!(
            out,
            "::notice title=tablier check::{} confirmed, {} divergence, {} pending, {} failing, {} invalid",
            t.confirmed, t.divergence, t.pending, t.failing, t.invalid
        );
        out
    }

    /// 0: nothing failing nor invalid; 1: a scenario fails; 2: an input is invalid.
    #[must_use]
    pub fn exit_code(&self) -> i32 {
        if self.total.invalid > 0 {
            2
        } else if self.total.failing > 0 {
            1
        } else {
            0
        }
    }

    /// The terminal report: each invalid input and each disagreement drawn as a compiler
    /// draws an error (see [`fail`](super::fail)), then the table per work.
    #[must_use]
    pub fn render(&self) -> String {
        use std::fmt::Write as _;
        let mut out = String::new();
        for r in &self.scenarios {
            match r.status() {
                Status::Invalid => {
                    // every error of the file, in line order: the source line with a caret
                    // under each when the file reads as text
                    let source = files::read_text(&r.path).ok();
                    let index = source.as_deref().map(crate::input::diag::LineIndex::new);
                    for e in r.errors() {
                        match &index {
                            Some(index) => out.push_str(&e.render_in(index, &Default::default())),
                            None => {
                                let _ = writeln!(out, "error: {e}");
                            }
                        }
                    }
                }
                Status::Failing => {
                    let source = files::read_text(&r.path).unwrap_or_default();
                    for f in super::fail::failures(r, &source) {
                        out.push_str(&f.render(r, &source));
                    }
                }
                _ => {}
            }
        }
        out.push_str(&self.table());
        out
    }

    /// The table per work, then the total (what the README shows); the first column is as
    /// wide as the longest work's name.
    #[must_use]
    pub fn table(&self) -> String {
        use std::fmt::Write as _;
        let width = self
            .works
            .keys()
            .map(String::len)
            .max()
            .unwrap_or(0)
            .max(22);
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{:<width$} {:>9} {:>10} {:>7} {:>7} {:>7}",
            "work", "confirmed", "divergence", "pending", "failing", "invalid"
        );
        for (w, t) in self
            .works
            .iter()
            .chain(std::iter::once((&"total".to_string(), &self.total)))
        {
            let _ = writeln!(
                out,
                "{:<width$} {:>9} {:>10} {:>7} {:>7} {:>7}",
                w, t.confirmed, t.divergence, t.pending, t.failing, t.invalid
            );
        }
        out
    }
}
