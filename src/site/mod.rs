//! `tablier report --html DIR`: a static site, readable offline (inline CSS, no script).
//!
//! - `index.html` — one row per work, the coverage summary and the rules of the catalogue, and
//!   `matrix.html`, the matrix of rule IDs × readings ([`index`]);
//! - `reading/<work>.html` — each reading with its claims marked ([`reading`]), linking
//!   `differences/<parent>--<work>.html`, where its rules differ from those of the reading its
//!   profile inherits ([`differences`]);
//! - `cards.html` and `scenario/<id>.html` — one card per scenario with its boards drawn as SVG
//!   ([`card`], [`svg`], [`replay`]), each advice verdict with its own layout ([`advice`]), and
//!   `scenario/<id>.scn`, the scenario itself;
//! - `rule/<id>.html` — one page per rule of the catalogue ([`rule`], from [`rulefacts`]), and
//!   `glossary.html`, the French terms explained ([`glossary`]);
//! - `family.html` — the settings of the tables family against each of its profiles, each value
//!   linked to its citation ([`family`]).
//!
//! Every address is derived from a stable id (work, anchor, scenario id), so it can be cited.
//! The site owns in its folder only the files it wrote, which its manifest ([`MANIFEST`])
//! lists: a file a run wrote and the next no longer writes (the page of a deleted scenario) is
//! removed, every other file left alone. Nothing is written or removed through a link, and each
//! page is written whole (a temporary file renamed into place), so two runs into one folder
//! both succeed.

pub mod advice;
pub mod analysis;
pub mod card;
pub mod cards;
pub mod differences;
pub mod family;
pub mod game;
pub mod glossary;
pub mod index;
pub mod manifest;
pub mod model;
pub mod page;
pub mod reading;
pub mod rule;
pub mod rulefacts;
pub mod ruleoptions;
pub mod svg;

use crate::input::{files, paths};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::corpus::Runs;
use crate::input::diag::Diagnostic;

pub use model::Model;

pub use manifest::MANIFEST;

/// The error of a failed write into the site's folder `dir`.
fn write_error(dir: &Path, e: &paths::WriteError) -> Diagnostic {
    let (path, msg) = e.describe(dir);
    Diagnostic::file(&path, msg).with_code("write")
}

/// What a run wrote into the site's folder: the files written, and a `note:` line for each
/// file an earlier run listed that it left alone (edited since, or not tablier's).
#[derive(Debug, Default)]
pub struct Published {
    pub written: Vec<PathBuf>,
    pub notes: Vec<String>,
}

/// Writes `pages` (path in the site, text) into `dir`, each into a temporary file renamed into
/// place; then removes the files the manifest lists that this run did not write (with
/// `keep_others`, none), and writes the new manifest with the hash of each page.
///
/// Everything is checked before anything is written: no page goes through a link, and no page
/// goes over a file that is not tablier's (one the manifest does not list with what it holds
/// now, unless it already holds the page). A listed file that is no longer written is removed
/// only while it has the shape of a page and holds what tablier wrote; any other is left alone
/// and named in a note.
fn publish(
    dir: &Path,
    pages: &[(String, String)],
    keep_others: bool,
) -> Result<Published, Diagnostic> {
    let listed = manifest::read(dir);
    for (rel, text) in pages {
        let rel = Path::new(rel);
        let target = paths::checked_target(dir, rel)
            .map_err(|r| write_error(dir, &paths::WriteError::Refused(r)))?;
        let now = manifest::hash_of(dir, rel);
        let theirs = std::fs::symlink_metadata(&target).is_ok()
            && now != Some(manifest::hash(text.as_bytes()))
            && !manifest::owns(dir, rel, &listed);
        if theirs {
            return Err(Diagnostic::file(
                &target,
                format!(
                    "expected a page tablier wrote (its manifest {} lists each with what it \
                     holds) or nothing, found a file tablier did not write or that was changed \
                     since: tablier writes over no file of yours; move it away, or choose \
                     another folder (a site of an older tablier: remove its folder once by hand)",
                    dir.join(MANIFEST).display()
                ),
            )
            .with_code("write"));
        }
    }
    let mut now: BTreeMap<PathBuf, u64> = pages
        .iter()
        .map(|(rel, text)| (PathBuf::from(rel), manifest::hash(text.as_bytes())))
        .collect();
    let mut stale = Vec::new();
    let mut out = Published::default();
    for (old, h) in &listed {
        if now.contains_key(old) {
            continue;
        }
        if keep_others {
            if let Some(h) = h {
                now.insert(old.clone(), *h);
            }
        } else if manifest::owns(dir, old, &listed) {
            stale.push(old.clone());
        } else if std::fs::symlink_metadata(dir.join(old)).is_ok() {
            out.notes.push(format!(
                "note: {} left alone: the manifest lists it, but it is not a page as tablier \
                 wrote it (changed since, or not tablier's); remove it yourself if you do not \
                 want it",
                dir.join(old).display()
            ));
        }
    }
    for (rel, text) in pages {
        let p = paths::write_atomic(dir, Path::new(rel), text.as_bytes())
            .map_err(|e| write_error(dir, &e))?;
        out.written.push(p);
    }
    for old in &stale {
        paths::remove_file_in(dir, old).map_err(|e| write_error(dir, &e))?;
    }
    paths::write_atomic(dir, Path::new(MANIFEST), manifest::text(&now).as_bytes())
        .map_err(|e| write_error(dir, &e))?;
    Ok(out)
}

/// Writes the site of `model` into `dir`; `runs` holds the reports of every scenario. Returns
/// the files written. The files an earlier run wrote (its manifest lists them) that this one
/// does not write, such as the page of a deleted scenario, are removed; no other file.
pub fn write_site(dir: &Path, model: &Model, runs: &Runs) -> Result<Published, Diagnostic> {
    let mut pages: Vec<(String, String)> = Vec::new();
    let mut put = |rel: &str, text: String| pages.push((rel.to_string(), text));
    put("index.html", index::page(model));
    put("matrix.html", index::matrix_page(model));
    put("cards.html", cards::page(runs.reports()));
    let diffs = differences_of(model, runs);
    for d in &diffs {
        put(&d.href, d.html.clone());
    }
    put("glossary.html", glossary::page());
    if let Ok(profiles) = crate::conformance::profile::shipped_profiles() {
        put("family.html", family::page(profiles));
    }
    for e in crate::engine::catalogue::RULES {
        let facts = rulefacts::RuleFacts::new(e).with_corpus(model, runs.reports());
        let facts = match crate::conformance::profile::shipped_profiles() {
            Ok(profiles) => facts.with_options(profiles, runs),
            Err(_) => facts,
        };
        put(&rule::href(e.id), rule::page(&facts));
    }
    for r in &model.readings {
        put(
            &format!("reading/{}.html", r.work),
            reading_page(r, &diffs, runs),
        );
    }
    for id in runs.reports().keys() {
        for (rel, text) in card_files(id, model, runs) {
            put(&rel, text);
        }
    }
    publish(dir, &pages, false)
}

/// Writes into `dir` the card of scenario `id` (and its `.scn`) and the pages it links to: the
/// index, the list of cards and the readings that cite it. Every other file of `dir` is left
/// as it is (`tablier report --html DIR --only ID`). Returns the files written.
///
/// # Errors
///
/// `runs` has no report of `id`, or a file cannot be written.
pub fn write_card_only(
    dir: &Path,
    model: &Model,
    runs: &Runs,
    id: &str,
) -> Result<Published, Diagnostic> {
    let files = card_files(id, model, runs);
    if files.is_empty() {
        return Err(Diagnostic::file(
            &dir.join("scenario"),
            format!("no report of the scenario `{id}` to write"),
        ));
    }
    let mut pages: Vec<(String, String)> = Vec::new();
    let mut put = |rel: &str, text: String| pages.push((rel.to_string(), text));
    put("index.html", index::page(model));
    put("matrix.html", index::matrix_page(model));
    put("cards.html", cards::page(runs.reports()));
    let citing: std::collections::BTreeSet<&str> = model
        .cited_by
        .get(id)
        .map(|c| c.iter().map(|(work, _)| work.as_str()).collect())
        .unwrap_or_default();
    let diffs = differences_of(model, runs);
    for r in model
        .readings
        .iter()
        .filter(|r| citing.contains(r.work.as_str()))
    {
        put(
            &format!("reading/{}.html", r.work),
            reading_page(r, &diffs, runs),
        );
    }
    for (rel, text) in files {
        put(&rel, text);
    }
    publish(dir, &pages, true)
}

/// The pages of the differences between each reading and the one its profile inherits.
fn differences_of(model: &Model, runs: &Runs) -> Vec<differences::Differences> {
    let works: Vec<String> = model.readings.iter().map(|r| r.work.clone()).collect();
    match crate::conformance::profile::shipped_profiles() {
        Ok(profiles) => differences::pages(&works, profiles, runs),
        Err(_) => Vec::new(),
    }
}

/// The page of a reading, linked to its differences page if it has one.
fn reading_page(r: &model::Reading, diffs: &[differences::Differences], runs: &Runs) -> String {
    let diff = diffs.iter().find(|d| d.work == r.work);
    let link = diff.map(|d| (d.parent.as_str(), d.href.as_str()));
    reading::page(r, link, runs.reports())
}

/// The analysis of the plays of a game (a scenario flagged `multi-turn`, of trictrac, with a
/// legal play analysed), under its profile's rules.
fn game_analysis(
    id: &str,
    report: &crate::conformance::scenario::Report,
    runs: &Runs,
) -> Option<crate::conformance::analysis::Analysis> {
    let front = report.front.as_ref()?;
    if !front.has_flag("multi-turn") || front.game != crate::engine::GameKind::Trictrac {
        return None;
    }
    let rules = (runs.resolver())(&front.profile)?;
    let a = crate::conformance::analysis::analyse(id, report, &rules);
    (!a.rolls.is_empty()).then_some(a)
}

/// The card of scenario `id` and its source, as (path in the site, text); none when `runs`
/// has no report of it.
fn card_files(id: &str, model: &Model, runs: &Runs) -> Vec<(String, String)> {
    let (Some(report), Some(path)) = (runs.reports().get(id), runs.index.path(id)) else {
        return Vec::new();
    };
    let none = Vec::new();
    let source = files::read_text(path).unwrap_or_default();
    let depth = id.matches('/').count() + 1;
    let root = "../".repeat(depth);
    let file_name = format!("{}.scn", id.rsplit('/').next().unwrap_or(id));
    let analysis = game_analysis(id, report, runs);
    let html = card::page(&card::CardInput {
        analysis: analysis.as_ref(),
        id,
        report,
        source: &source,
        frames: &report.frames,
        cited_by: model.cited_by.get(id).unwrap_or(&none),
        root: &root,
        file_name: &file_name,
    });
    vec![
        (format!("scenario/{id}.html"), html),
        (format!("scenario/{id}.scn"), source),
    ]
}
