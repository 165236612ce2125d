//! `tablier lint`: the annotations of the readings checked against the rules catalogue and the
//! scenarios. Errors: an unknown rule ID, a scenario link to no scenario, a duplicate anchor, a
//! claim without an anchor, an annotation outside any claim, a cross-reference to a missing
//! reading or anchor, raw HTML other than an anchor, a link to a URL the site does not link to
//! (`javascript:`, `data:`, `http:`…), a file with no claim at all (not a reading), and a
//! scenario that no reading cites. Every message is `file:line:col: …`.

use crate::input::files;
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use super::advice::AdviceKind;
use super::claims::{self, Document, Link};
use super::ScenarioIndex;
use crate::engine::catalogue::RuleId;
use crate::input::diag::{Diagnostic, LineIndex};

/// The Markdown files under `paths` (files as given, folders searched for `*.md`), sorted.
pub fn discover(paths: &[PathBuf]) -> Result<Vec<PathBuf>, Diagnostic> {
    files::discover_files(paths, "md", "a reading (Markdown file) or a folder")
}

/// The errors of one reading (without the corpus-wide coverage check).
#[must_use]
pub fn lint_document(
    path: &Path,
    text: &str,
    doc: &Document,
    index: &ScenarioIndex,
) -> Vec<Diagnostic> {
    let lines = LineIndex::new(text);
    let at = |offset: usize, msg: String| Diagnostic::at_in(path, &lines, offset, msg);
    let mut out = Vec::new();
    if doc.claims.is_empty() {
        // a file of prose, or of anything else, is not a reading: nothing in it is checked
        out.push(
            at(
                0,
                "expected a reading: claims, paragraphs or list items carrying `rule:`, \
                 `scenario:` or `advice:` annotations, each opened by its anchor \
                 (docs/annotations.md), found none"
                    .to_string(),
            )
            .with_code("not-a-reading"),
        );
    }
    let rule = |l: &Link, out: &mut Vec<Diagnostic>| {
        if let Err(e) = l.target.parse::<RuleId>() {
            out.push(at(
                l.offset,
                format!(
                    "unknown rule ID `{}`: expected an ID of the rules catalogue \
                     (src/engine/catalogue.rs){}",
                    l.target,
                    e.nearest
                        .map_or(String::new(), |n| format!("; did you mean `{n}`?"))
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
        for l in &c.advice {
            match AdviceKind::parse(&l.target) {
                Ok(_) => {}
                Err(near) => out.push(at(
                    l.offset,
                    format!(
                        "unknown advice kind `{}`: expected `advice:count`, `advice:points`, \
                         `advice:tournament` or `advice:remark`{}",
                        l.target,
                        near.map_or(String::new(), |n| format!("; did you mean `{n}`?"))
                    ),
                )),
            }
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
    for h in &doc.raw_html {
        out.push(at(
            h.offset,
            format!(
                "raw HTML `{}`: expected Markdown (the site shows raw HTML as text; only \
                 `<a id=\"…\"></a>` anchors are kept)",
                h.target
            ),
        ));
    }
    for l in &doc.unsafe_links {
        out.push(at(
            l.offset,
            format!(
                "link to `{}`: expected a `rule:`, `scenario:`, `advice:`, `https:` or \
                 relative link (the site shows only the link's text)",
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
/// every scenario is cited by a reading: every scenario when a folder is linted, those of the
/// linted readings' works when only files are. Sorted by file, line and column.
pub fn lint(paths: &[PathBuf], index: &ScenarioIndex) -> Result<Vec<Diagnostic>, Diagnostic> {
    let files = discover(paths)?;
    let mut out = Vec::new();
    let mut cited: BTreeSet<String> = BTreeSet::new();
    let mut read: Vec<(PathBuf, String, Document)> = Vec::new();
    for f in &files {
        let text = match files::read_text(f) {
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
        read.push((f.clone(), text, doc));
    }
    for (f, text, doc) in &read {
        out.extend(cross_references(f, text, doc, &read));
    }
    // Linting some readings only (files, not a folder): the coverage check covers the
    // scenarios of their works, counting their citations only. Nothing else is read (a
    // work's scenarios are cited by its own reading: docs/annotations.md).
    let scope: Option<BTreeSet<String>> = (!paths.iter().any(|p| p.is_dir())).then(|| {
        files
            .iter()
            .map(|f| dir_name(f.parent().unwrap_or(Path::new(""))))
            .collect()
    });
    for (id, path) in &index.ids {
        let work = id.split('/').next().unwrap_or_default();
        if scope.as_ref().is_some_and(|w| !w.contains(work)) {
            continue;
        }
        if !cited.contains(id) {
            out.push(uncited(id, path, paths, &read, scope.is_none()));
        }
    }
    out.sort_by(|a, b| (&a.path, a.line, a.col).cmp(&(&b.path, b.line, b.col)));
    Ok(out)
}

/// The error of a scenario no reading cites: which reading to edit (its work's), the link to
/// add, and the claims there that name one of the scenario's rules.
fn uncited(
    id: &str,
    scenario: &Path,
    paths: &[PathBuf],
    read: &[(PathBuf, String, Document)],
    all: bool,
) -> Diagnostic {
    let work = id.split('/').next().unwrap_or_default();
    let linted = read
        .iter()
        .find(|(f, _, _)| dir_name(f.parent().unwrap_or(Path::new(""))) == work);
    let reading = linted.map_or_else(
        || {
            // the work's reading beside the linted ones, or in the corpus folder linted
            let corpus = paths.iter().find(|p| p.is_dir()).cloned().or_else(|| {
                paths
                    .first()
                    .and_then(|f| f.parent()?.parent().map(Path::to_path_buf))
            });
            corpus.unwrap_or_default().join(work).join("reading.md")
        },
        |(f, _, _)| f.clone(),
    );
    let rules: Vec<String> = files::read_text(scenario)
        .ok()
        .and_then(|t| crate::conformance::scenario::parse(scenario, &t).ok())
        .map(|f| f.front.rules.iter().map(ToString::to_string).collect())
        .unwrap_or_default();
    let claims: Vec<String> = linted
        .map(|(_, _, doc)| {
            doc.claims
                .iter()
                .filter(|c| c.rules.iter().any(|l| rules.contains(&l.target)))
                .filter_map(|c| c.anchor.as_ref().map(|a| format!("#{}", a.id)))
                .take(3)
                .collect()
        })
        .unwrap_or_default();
    let hint = if claims.is_empty() {
        String::new()
    } else {
        format!(" (the claims naming its rules: {})", claims.join(", "))
    };
    let missing = if reading.is_file() {
        ""
    } else {
        " (to be written: that work has no reading yet)"
    };
    Diagnostic::file(
        scenario,
        format!(
            "scenario `{id}` is cited by no reading{}: add `[a few words](scenario:{id})` to \
             the claim it tests in {}{missing}{hint}",
            if all { "" } else { " linted" },
            reading.display()
        ),
    )
}

/// The cross-references of one reading (`../modern/reading.md#modern-sortie`) whose file or
/// anchor does not exist. A file outside the linted set is read from disk.
fn cross_references(
    path: &Path,
    text: &str,
    doc: &Document,
    read: &[(PathBuf, String, Document)],
) -> Vec<Diagnostic> {
    let dir = path.parent().unwrap_or(Path::new(""));
    let lines = LineIndex::new(text);
    let mut out = Vec::new();
    for x in &doc.xrefs {
        let Some((file, anchor)) = x.target.split_once('#') else {
            continue;
        };
        let target = crate::input::paths::normalize(&dir.join(file));
        let known = read
            .iter()
            .find(|(p, _, _)| crate::input::paths::normalize(p) == target);
        // the working copy, else the folder of the readings (`corpus/<work>/reading.md`)
        let place = crate::input::paths::working_copy_of(dir).unwrap_or_else(|| {
            crate::input::paths::resolve(
                dir.parent()
                    .filter(|p| !p.as_os_str().is_empty())
                    .unwrap_or(dir),
            )
        });
        if known.is_none() && !crate::input::paths::is_within(&target, &place) {
            out.push(Diagnostic::at_in(
                path,
                &lines,
                x.offset,
                format!(
                    "cross-reference `{}`: expected a reading inside {}, found a path out of it \
                     ({}): tablier reads nothing outside its folder",
                    x.target,
                    place.display(),
                    crate::input::paths::resolve(&target).display()
                ),
            ));
            continue;
        }
        let anchors: Option<Vec<String>> = match known {
            Some((_, _, d)) => Some(d.anchors.iter().map(|a| a.id.clone()).collect()),
            None => files::read_text(&target)
                .ok()
                .map(|t| claims::read(&t).anchors.into_iter().map(|a| a.id).collect()),
        };
        let msg = match anchors {
            None => Some(format!(
                "cross-reference `{}`: no reading at {}",
                x.target,
                target.display()
            )),
            Some(ids) if !ids.iter().any(|id| id == anchor) => {
                let near = crate::input::diag::did_you_mean(anchor, ids.iter().map(String::as_str));
                Some(format!(
                    "cross-reference `{}`: no anchor `{anchor}` in {}{}",
                    x.target,
                    target.display(),
                    near.map_or(String::new(), |n| format!("; did you mean `{n}`?"))
                ))
            }
            Some(_) => None,
        };
        if let Some(m) = msg {
            out.push(Diagnostic::at_in(path, &lines, x.offset, m));
        }
    }
    out
}

/// The last component of a folder, or `""`.
fn dir_name(dir: &Path) -> String {
    dir.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}
