//! `tablier report --html DIR`: a static site, readable offline (inline CSS, no script).
//!
//! - `index.html` — the coverage summary and the matrix of rule IDs × readings ([`index`]);
//! - `reading/<work>.html` — each reading with its claims marked ([`reading`]), linking
//!   `differences/<parent>--<work>.html`, where its rules differ from those of the reading its
//!   profile inherits ([`differences`]);
//! - `cards.html` and `scenario/<id>.html` — one card per scenario with its boards drawn as SVG
//!   ([`card`], [`svg`], [`replay`]), and `scenario/<id>.scn`, the scenario itself;
//! - `rule/<id>.html` — one page per rule of the catalogue ([`rule`], from [`rulefacts`]), and
//!   `glossary.html`, the French terms explained ([`glossary`]).
//!
//! Every address is derived from a stable id (work, anchor, scenario id), so it can be cited.
//! The site owns `scenario/`, `reading/`, `rule/` and `differences/`: a file there that a run did not write (the page of
//! a deleted scenario) is removed.

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
pub mod svg;

use crate::input::files;
use std::fs;
use std::path::{Path, PathBuf};

use crate::corpus::Runs;
use crate::input::diag::Diagnostic;

pub use model::Model;

fn write(path: &Path, text: &str) -> Result<(), Diagnostic> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)
            .map_err(|e| Diagnostic::file(dir, format!("cannot create this folder: {e}")))?;
    }
    fs::write(path, text).map_err(|e| Diagnostic::file(path, format!("cannot write: {e}")))
}

/// Writes the site of `model` into `dir`; `runs` holds the reports of every scenario. Returns
/// the files written.
pub fn write_site(dir: &Path, model: &Model, runs: &Runs) -> Result<Vec<PathBuf>, Diagnostic> {
    let mut written = Vec::new();
    let mut put = |rel: &str, text: &str| -> Result<(), Diagnostic> {
        let p = dir.join(rel);
        write(&p, text)?;
        written.push(p);
        Ok(())
    };
    put("index.html", &index::page(model))?;
    put("cards.html", &cards::page(runs.reports()))?;
    let diffs = differences_of(model, runs);
    for d in &diffs {
        put(&d.href, &d.html)?;
    }
    put("glossary.html", &glossary::page())?;
    for e in crate::engine::catalogue::RULES {
        let facts = rulefacts::RuleFacts::new(e).with_corpus(model, runs.reports());
        put(&rule::href(e.id), &rule::page(&facts))?;
    }
    for r in &model.readings {
        put(
            &format!("reading/{}.html", r.work),
            &reading_page(r, &diffs),
        )?;
    }
    for id in runs.reports().keys() {
        for (rel, text) in card_files(id, model, runs) {
            put(&rel, &text)?;
        }
    }
    for sub in ["scenario", "reading", "rule", "differences"] {
        remove_stale(&dir.join(sub), &written)?;
    }
    Ok(written)
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
    let mut written = Vec::new();
    let mut put = |rel: &str, text: &str| -> Result<(), Diagnostic> {
        let p = dir.join(rel);
        write(&p, text)?;
        written.push(p);
        Ok(())
    };
    put("index.html", &index::page(model))?;
    put("cards.html", &cards::page(runs.reports()))?;
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
            &reading_page(r, &diffs),
        )?;
    }
    for (rel, text) in files {
        put(&rel, &text)?;
    }
    Ok(written)
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
fn reading_page(r: &model::Reading, diffs: &[differences::Differences]) -> String {
    let diff = diffs.iter().find(|d| d.work == r.work);
    let link = diff.map(|d| (d.parent.as_str(), d.href.as_str()));
    reading::page(r, link)
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
    let html = card::page(&card::CardInput {
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

/// Removes from `dir` (a folder the site owns) every file this run did not write, and the
/// folders left empty: the page of a deleted scenario must not survive the next report.
fn remove_stale(dir: &Path, written: &[PathBuf]) -> Result<(), Diagnostic> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Ok(());
    };
    for entry in entries.filter_map(Result::ok) {
        let p = entry.path();
        if p.is_dir() {
            remove_stale(&p, written)?;
            if fs::read_dir(&p).is_ok_and(|mut rd| rd.next().is_none()) {
                fs::remove_dir(&p).map_err(|e| {
                    Diagnostic::file(&p, format!("cannot remove this stale folder: {e}"))
                })?;
            }
        } else if !written.contains(&p) {
            fs::remove_file(&p)
                .map_err(|e| Diagnostic::file(&p, format!("cannot remove this stale page: {e}")))?;
        }
    }
    Ok(())
}
