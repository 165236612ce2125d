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
    let works: Vec<String> = model.readings.iter().map(|r| r.work.clone()).collect();
    let diffs = match crate::conformance::profile::shipped_profiles() {
        Ok(profiles) => differences::pages(&works, profiles, runs),
        Err(_) => Vec::new(),
    };
    for d in &diffs {
        put(&d.href, &d.html)?;
    }
    put("glossary.html", &glossary::page())?;
    for e in crate::engine::catalogue::RULES {
        let facts = rulefacts::RuleFacts::new(e).with_corpus(model, runs.reports());
        put(&rule::href(e.id), &rule::page(&facts))?;
    }
    for r in &model.readings {
        let diff = diffs.iter().find(|d| d.work == r.work);
        let link = diff.map(|d| (d.parent.as_str(), d.href.as_str()));
        put(&format!("reading/{}.html", r.work), &reading::page(r, link))?;
    }
    let none = Vec::new();
    for (id, report) in runs.reports() {
        let Some(path) = runs.index.path(id) else {
            continue;
        };
        let source = files::read_text(path).unwrap_or_default();
        let frames = &report.frames;
        let depth = id.matches('/').count() + 1;
        let root = "../".repeat(depth);
        let file_name = format!("{}.scn", id.rsplit('/').next().unwrap_or(id.as_str()));
        let html = card::page(&card::CardInput {
            id,
            report,
            source: &source,
            frames,
            cited_by: model.cited_by.get(id).unwrap_or(&none),
            root: &root,
            file_name: &file_name,
        });
        put(&format!("scenario/{id}.html"), &html)?;
        put(&format!("scenario/{id}.scn"), &source)?;
    }
    for sub in ["scenario", "reading", "rule", "differences"] {
        remove_stale(&dir.join(sub), &written)?;
    }
    Ok(written)
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
