//! `tablier lint`: the annotations of the readings checked against the rules catalogue and the
//! scenarios. Errors: an unknown rule ID, a scenario link to no scenario, a duplicate anchor, a
//! claim without an anchor, an annotation outside any claim, and a scenario that no reading
//! cites. Every message is `file:line:col: …`.

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use super::claims::{self, Document, Link};
use super::ScenarioIndex;
use crate::catalogue;
use crate::check;
use crate::diag::{Diagnostic, LineIndex};

/// The Markdown files under `paths` (files as given, folders searched for `*.md`), sorted.
pub fn discover(paths: &[PathBuf]) -> Result<Vec<PathBuf>, Diagnostic> {
    check::discover_files(paths, "md", "a reading (Markdown file) or a folder")
}

/// The errors of one reading (without the corpus-wide coverage check).
#[must_use]
pub fn lint_document(
    path: &Path,
    text: &str,
    doc: &Document,
    index: &ScenarioIndex,
) -> Vec<Diagnostic> {
    let at = |offset: usize, msg: String| Diagnostic::at(path, text, offset, msg);
    let lines = LineIndex::new(text);
    let mut out = Vec::new();
    let rule = |l: &Link, out: &mut Vec<Diagnostic>| {
        if catalogue::rule(&l.target).is_none() {
            out.push(at(
                l.offset,
                format!(
                    "unknown rule ID `{}`: expected an ID of the rules catalogue (src/catalogue.rs)",
                    l.target
                ),
            ));
        }
    };
    let scenario = |l: &Link, out: &mut Vec<Diagnostic>| {
        if index.path(&l.target).is_none() {
            out.push(at(
                l.offset,
                format!(
                    "dangling scenario link `{}`: no such scenario under {}",
                    l.target,
                    index.root.display()
                ),
            ));
        }
    };
    for c in &doc.claims {
        if c.anchor.is_none() {
            out.push(at(
                c.range.start,
                "claim without an anchor: start it with `<a id=\"…\"></a>`".to_string(),
            ));
        }
        for l in &c.rules {
            rule(l, &mut out);
        }
        for l in &c.scenarios {
            scenario(l, &mut out);
        }
    }
    for l in &doc.stray {
        out.push(at(
            l.offset,
            format!(
                "annotation `{}` outside a paragraph or list item: no claim holds it",
                l.target
            ),
        ));
    }
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for a in &doc.anchors {
        if a.id.is_empty() {
            out.push(at(a.offset, "empty anchor id".to_string()));
        } else if let Some(&first) = seen.get(a.id.as_str()) {
            out.push(at(
                a.offset,
                format!(
                    "duplicate anchor `{}`: first at line {}",
                    a.id,
                    lines.line_col(first).0
                ),
            ));
        } else {
            seen.insert(&a.id, a.offset);
        }
    }
    out
}

/// Lints the readings under `paths` against the scenarios of `index`, including the check that
/// every scenario is cited by one of these readings. Sorted by file, line and column.
pub fn lint(paths: &[PathBuf], index: &ScenarioIndex) -> Result<Vec<Diagnostic>, Diagnostic> {
    let files = discover(paths)?;
    let mut out = Vec::new();
    let mut cited: BTreeSet<String> = BTreeSet::new();
    for f in &files {
        let text = match check::read_text(f) {
            Ok(t) => t,
            Err(d) => {
                out.push(d);
                continue;
            }
        };
        let doc = claims::read(&text);
        for c in &doc.claims {
            cited.extend(c.scenarios.iter().map(|l| l.target.clone()));
        }
        out.extend(lint_document(f, &text, &doc, index));
    }
    for (id, path) in &index.ids {
        if !cited.contains(id) {
            out.push(Diagnostic::file(
                path,
                format!("scenario `{id}` is cited by no reading"),
            ));
        }
    }
    out.sort_by(|a, b| (&a.path, a.line, a.col).cmp(&(&b.path, b.line, b.col)));
    Ok(out)
}
