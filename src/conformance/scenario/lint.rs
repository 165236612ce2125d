//! Metadata lints for a scenario's front matter, in the manner of test262: the id matches the
//! file's path, the flags are known, the rule IDs are catalogued, second-hand examples say
//! through whom, and the work is one the corpus knows.

use std::path::Path;

use super::front::{FrontMatter, FLAGS};
use crate::engine::catalogue;
use crate::input::diag::Diagnostic;

/// Byte offset of the front-matter line starting with `key:` (or 0).
fn key_offset(text: &str, key: &str) -> usize {
    let needle = format!("\n{key}:");
    text.find(&needle).map_or(0, |i| i + 1)
}

/// Offset of `item` within the front-matter line of `key`, or of that line.
fn item_offset(text: &str, key: &str, item: &str) -> usize {
    let line = key_offset(text, key);
    let end = text[line..].find('\n').map_or(text.len(), |e| line + e);
    text[line..end].find(item).map_or(line, |i| line + i)
}

/// The id a scenario at `path` must carry: its path under `scenarios/`, without `.scn`.
#[must_use]
pub fn expected_id(path: &Path) -> Option<String> {
    let parts: Vec<String> = path
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let at = parts.iter().rposition(|p| p == "scenarios")?;
    let rest = &parts[at + 1..];
    if rest.is_empty() {
        return None;
    }
    let joined = rest.join("/");
    Some(joined.strip_suffix(".scn").unwrap_or(&joined).to_string())
}

/// Every metadata error of a scenario's front matter. `known_work` says whether a work id has
/// a profile in the corpus.
#[must_use]
pub fn lint(
    path: &Path,
    text: &str,
    front: &FrontMatter,
    known_work: &dyn Fn(&str) -> bool,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let mut err = |offset: usize, msg: String| out.push(Diagnostic::at(path, text, offset, msg));
    if let Some(id) = expected_id(path) {
        if front.id != id {
            err(
                key_offset(text, "id"),
                format!(
                    "expected the id `{id}` (the file's path under scenarios/), found `{}`",
                    front.id
                ),
            );
        }
    }
    if front.description.trim().is_empty() {
        err(
            key_offset(text, "description"),
            "expected a description of the example".into(),
        );
    }
    for f in &front.flags {
        if !FLAGS.contains(&f.as_str()) {
            err(
                item_offset(text, "flags", f),
                format!("expected a flag among {}, found `{f}`", FLAGS.join(", ")),
            );
        }
    }
    for r in &front.rules {
        if catalogue::rule(r).is_none() {
            err(
                item_offset(text, "rules", r),
                format!(
                    "expected a rule ID of the catalogue (src/engine/catalogue.rs), found `{r}`"
                ),
            );
        }
    }
    if front.rules.is_empty() {
        err(
            key_offset(text, "rules"),
            "expected at least one rule ID".into(),
        );
    }
    let second_hand = front.has_flag("second-hand");
    match (&front.via, second_hand) {
        (None, true) => err(
            item_offset(text, "flags", "second-hand"),
            "the flag `second-hand` needs `via`: the later author's locator".into(),
        ),
        (Some(_), false) => err(
            key_offset(text, "flags"),
            "an example known `via` a later author needs the flag `second-hand`".into(),
        ),
        _ => {}
    }
    if !known_work(&front.source.work) {
        let at = item_offset(text, "  work", &front.source.work);
        err(
            at,
            format!(
                "expected a work with a profile under corpus/, found `{}`",
                front.source.work
            ),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_come_from_paths() {
        assert_eq!(
            expected_id(Path::new("x/scenarios/lepeintre-1818/part1/a.scn")).as_deref(),
            Some("lepeintre-1818/part1/a")
        );
        assert_eq!(expected_id(Path::new("tests/a.scn")), None);
    }
}
