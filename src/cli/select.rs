//! Which scenarios `tablier check` runs: the paths given (files, folders, ids, the start of
//! ids: [`given`](super::given)), else the root's `scenarios/`, kept to one work (`--work W`)
//! or to those citing one rule (`--rule ID`); and `check --divergences`, the list of the
//! documented corrections of the authors' slips, in text.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use super::given::{self, Found, Kind};
use super::Outcome;
use crate::conformance::check::{self, Summary};
use crate::conformance::scenario;
use crate::engine::catalogue::RuleId;
use crate::engine::trictrac::Rules;
use crate::input::files;

/// What `check` keeps of the scenarios found.
#[derive(Debug, Clone, Copy, Default)]
pub struct Filter<'a> {
    /// Only the scenarios of this work (`source.work`).
    pub work: Option<&'a str>,
    /// Only the scenarios whose front matter lists this rule ID.
    pub rule: Option<&'a str>,
}

/// The scenarios `check` runs: `given` found (the root's `scenarios/` when empty), then kept
/// by `filter`.
///
/// # Errors
///
/// A path found nowhere, an unknown rule ID, a filter that keeps no scenario.
pub fn scenarios(given: &[PathBuf], filter: Filter) -> Result<Found, Outcome> {
    let mut found = if given.is_empty() {
        Found {
            paths: vec![super::default_scenarios()?],
            notes: String::new(),
        }
    } else {
        given::find(given, Kind::Scenario)?
    };
    if filter.work.is_none() && filter.rule.is_none() {
        return Ok(found);
    }
    let rule = filter
        .rule
        .map(str::parse::<RuleId>)
        .transpose()
        .map_err(|e| Outcome::invalid(format!("--rule: {e}")))?;
    let all = files::discover(&found.paths).map_err(Outcome::invalid)?;
    let mut works = std::collections::BTreeSet::new();
    let mut kept = Vec::new();
    for f in all {
        let front = front_of(&f);
        let work = front
            .as_ref()
            .map_or_else(|| folder_work(&f), |fm| fm.source.work.clone());
        works.insert(work.clone());
        let of_work = filter.work.is_none_or(|w| w == work);
        let cites = rule.is_none_or(|r| front.as_ref().is_some_and(|fm| fm.rules.contains(&r)));
        if of_work && cites {
            kept.push(f);
        }
    }
    if kept.is_empty() {
        return Err(none_kept(filter, &works));
    }
    found.paths = kept;
    Ok(found)
}

/// The front matter of a scenario file, when it reads.
fn front_of(path: &Path) -> Option<scenario::FrontMatter> {
    let text = files::read_text(path).ok()?;
    scenario::parse(path, &text).ok().map(|f| f.front)
}

/// The work of a file whose front matter does not read: its folder under `scenarios/`.
fn folder_work(path: &Path) -> String {
    let parts: Vec<String> = path
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    parts
        .iter()
        .position(|p| p == "scenarios")
        .and_then(|i| parts.get(i + 1))
        .cloned()
        .unwrap_or_default()
}

/// The error of a filter that keeps nothing: the works there are, the nearest first.
fn none_kept(filter: Filter, works: &std::collections::BTreeSet<String>) -> Outcome {
    let mut msg = String::from("no scenario");
    if let Some(w) = filter.work {
        let _ = write!(msg, " of the work `{w}`");
    }
    if let Some(r) = filter.rule {
        let _ = write!(msg, " citing the rule `{r}`");
    }
    msg.push_str(" among those given");
    if let Some(w) = filter.work.filter(|w| !works.contains(*w)) {
        let names: Vec<&str> = works.iter().map(String::as_str).collect();
        let _ = write!(msg, ": the works are {}", names.join(", "));
        if let Some(n) = crate::input::diag::did_you_mean(w, names.iter().copied()) {
            let _ = write!(msg, "; did you mean `{n}`?");
        }
    }
    Outcome::invalid(msg)
}

/// `tablier check --divergences [PATHS]`: each documented divergence, with its file, line,
/// locator, the author's claim, the corrected one (for an acknowledged advice, the counts) and
/// the reason; then how many. The exit
/// code is `check`'s.
#[must_use]
pub fn divergences(
    paths: &[PathBuf],
    resolve: &dyn Fn(&str) -> Option<Rules>,
    profile: Option<&str>,
) -> Outcome {
    let files = match files::discover(paths) {
        Ok(f) => f,
        Err(d) => return Outcome::invalid(d),
    };
    let reports: Vec<_> = files
        .iter()
        .map(|f| check::run_file(f, resolve, profile))
        .collect();
    let mut out = String::new();
    let (mut n, mut in_files) = (0, 0);
    for r in &reports {
        let locator = r
            .front
            .as_ref()
            .map_or(String::new(), |f| f.source.locator.clone());
        let mut any = false;
        for c in &r.checks {
            let Some(d) = &c.divergence else { continue };
            any = true;
            n += 1;
            let _ = writeln!(out, "{}:{}: {locator}", r.path.display(), c.line);
            let _ = writeln!(out, "  the author: {}", d.text);
            if r.advice.iter().any(|a| a.line == c.line) {
                // an advice the counts do not confirm, kept with its acknowledgement
                let _ = writeln!(out, "  the counts: {}", c.engine);
            } else {
                let _ = writeln!(out, "  corrected:  {}", c.claim);
            }
            let _ = writeln!(out, "  reason:     {}", d.reason);
        }
        in_files += usize::from(any);
    }
    let _ = writeln!(
        out,
        "{} in {}",
        crate::engine::spelling::count(n, "divergence", "divergences"),
        crate::engine::spelling::count(in_files, "scenario", "scenarios")
    );
    Outcome {
        stdout: out,
        stderr: String::new(),
        code: Summary::new(reports).exit_code(),
    }
}
