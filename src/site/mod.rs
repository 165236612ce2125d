//! `tablier report --html DIR`: a static site, readable offline (inline CSS, no script).
//!
//! - `index.html` — the coverage summary and the matrix of rule IDs × readings ([`index`]);
//! - `reading/<work>.html` — each reading with its claims marked ([`reading`]), linking
//!   `differences/<parent>--<work>.html`, where its rules differ from those of the reading its
//!   profile inherits ([`differences`]);
//! - `cards.html` and `scenario/<id>.html` — one card per scenario with its boards drawn as SVG
//!   ([`card`], [`svg`], [`replay`]), each advice verdict with its own layout ([`advice`]), and
//!   `scenario/<id>.scn`, the scenario itself;
//! - `rule/<id>.html` — one page per rule of the catalogue ([`rule`], from [`rulefacts`]), and
//!   `glossary.html`, the French terms explained ([`glossary`]).
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
pub mod game;
pub mod glossary;
pub mod index;
pub mod model;
pub mod page;
pub mod reading;
pub mod rule;
pub mod rulefacts;
pub mod ruleoptions;
pub mod svg;

use crate::input::{files, paths};
use std::path::{Path, PathBuf};

use crate::corpus::Runs;
use crate::input::diag::Diagnostic;

pub use model::Model;

/// The file in the site's folder that lists the files the last run wrote there, one path a
/// line: the only files a later run may remove.
pub const MANIFEST: &str = ".tablier-manifest";

/// The files the runs before wrote into `dir`, as its manifest lists them (each relative,
/// without `..`; anything else in it is ignored).
fn manifest(dir: &Path) -> Vec<PathBuf> {
    let text = match paths::checked_target(dir, Path::new(MANIFEST)) {
        Ok(p) => files::read_text(&p).unwrap_or_default(),
        Err(_) => String::new(),
    };
    text.lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(PathBuf::from)
        .filter(|p| {
            p.components()
                .all(|c| matches!(c, std::path::Component::Normal(_)))
        })
        .collect()
}

/// The error of a failed write into the site's folder `dir`.
fn write_error(dir: &Path, e: &paths::WriteError) -> Diagnostic {
    let (path, msg) = e.describe(dir);
    Diagnostic::file(&path, msg).with_code("write")
}

/// Writes `pages` (path in the site, text) into `dir`, each into a temporary file renamed into
/// place, after checking that none would be written through a link; then removes the files the
/// manifest lists that this run did not write (with `keep_others`, none), and writes the new
/// manifest. Returns the files written.
fn publish(
    dir: &Path,
    pages: &[(String, String)],
    keep_others: bool,
) -> Result<Vec<PathBuf>, Diagnostic> {
    for (rel, _) in pages {
        paths::checked_target(dir, Path::new(rel))
            .map_err(|r| write_error(dir, &paths::WriteError::Refused(r)))?;
    }
    let before = manifest(dir);
    let mut written = Vec::with_capacity(pages.len());
    for (rel, text) in pages {
        let p = paths::write_atomic(dir, Path::new(rel), text.as_bytes())
            .map_err(|e| write_error(dir, &e))?;
        written.push(p);
    }
    let now: std::collections::BTreeSet<PathBuf> =
        pages.iter().map(|(rel, _)| PathBuf::from(rel)).collect();
    let mut listed = now.clone();
    for old in before {
        if now.contains(&old) {
            continue;
        }
        if keep_others {
            listed.insert(old);
        } else {
            paths::remove_file_in(dir, &old).map_err(|e| write_error(dir, &e))?;
        }
    }
    let mut text = String::from(
        "# The files `tablier report --html` wrote into this folder, the only ones it removes\n\
         # (when a later run no longer writes them). Every other file here is left alone.\n",
    );
    for p in &listed {
        text.push_str(&p.to_string_lossy());
        text.push('\n');
    }
    paths::write_atomic(dir, Path::new(MANIFEST), text.as_bytes())
        .map_err(|e| write_error(dir, &e))?;
    Ok(written)
}

/// Writes the site of `model` into `dir`; `runs` holds the reports of every scenario. Returns
/// the files written. The files an earlier run wrote (its manifest lists them) that this one
/// does not write, such as the page of a deleted scenario, are removed; no other file.
pub fn write_site(dir: &Path, model: &Model, runs: &Runs) -> Result<Vec<PathBuf>, Diagnostic> {
    let mut pages: Vec<(String, String)> = Vec::new();
    let mut put = |rel: &str, text: String| pages.push((rel.to_string(), text));
    put("index.html", index::page(model));
    put("cards.html", cards::page(runs.reports()));
    let diffs = differences_of(model, runs);
    for d in &diffs {
        put(&d.href, d.html.clone());
    }
    put("glossary.html", glossary::page());
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
) -> Result<Vec<PathBuf>, Diagnostic> {
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
