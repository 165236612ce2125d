//! `tablier report --html DIR`: a static site, readable offline (inline CSS, no script).
//!
//! - `index.html` — the coverage summary and the matrix of rule IDs × readings ([`index`]);
//! - `reading/<work>.html` — each reading with its claims marked ([`reading`]);
//! - `cards.html` and `scenario/<id>.html` — one card per scenario with its boards drawn as SVG
//!   ([`card`], [`svg`], [`replay`]), and `scenario/<id>.scn`, the scenario itself.
//!
//! Every address is derived from a stable id (work, anchor, scenario id), so it can be cited.

pub mod card;
pub mod cards;
pub mod game;
pub mod index;
pub mod model;
pub mod page;
pub mod reading;
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
    for r in &model.readings {
        put(&format!("reading/{}.html", r.work), &reading::page(r))?;
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
    Ok(written)
}
