//! Metadata lints for a scenario's front matter, in the manner of test262: the id matches the
//! file's path, the flags are known, at least one rule is named (the parser reads each into the
//! catalogue's `RuleId`, so an unknown one never gets here), second-hand examples say through
//! whom, the work is one the corpus knows, and nothing is left of `tablier new`'s skeleton (its
//! `TODO` lines, a body of comments only).

use std::path::Path;

use super::front::{FrontMatter, FLAGS};
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

/// Whether `id` is a scenario id the site can name safely: segments of letters, digits, `-`,
/// `_` and `.` (none empty, none only dots), joined by `/`.
#[must_use]
pub fn is_safe_id(id: &str) -> bool {
    id.split('/').all(|seg| {
        !seg.is_empty()
            && !seg.chars().all(|c| c == '.')
            && seg
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
    })
}

/// The error of a scenario file at `path` whose id (its path under the scenarios folder,
/// without `.scn`) is not [`is_safe_id`]; at `1:1`, before the file is read.
#[must_use]
pub fn unsafe_id(path: &Path, id: &str) -> Option<Diagnostic> {
    (!is_safe_id(id)).then(|| {
        Diagnostic::file(
            path,
            format!(
                "expected a scenario id of letters, digits, `-`, `_` and `.` joined by `/` (its \
                 path under scenarios/), found `{id}`: rename the file"
            ),
        )
        .with_code("lint")
    })
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
                format!(
                    "expected a flag among {}, found `{f}`{}",
                    FLAGS.join(", "),
                    crate::input::diag::did_you_mean(f, FLAGS.iter().copied())
                        .map_or_else(String::new, |n| format!("; did you mean `{n}`?"))
                ),
            );
        }
    }
    for r in &front.restates {
        if *r == front.id {
            err(
                item_offset(text, "restates", r),
                format!("expected the id of another scenario under `restates`, found this one's own (`{r}`)"),
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
    out.extend(unfinished(path, text, front));
    out
}

/// The `TODO` lines of `tablier new`'s skeleton still in the front matter: an unfinished
/// scenario is invalid, not pending.
fn unfinished(path: &Path, text: &str, front: &FrontMatter) -> Vec<Diagnostic> {
    [
        (
            "description",
            front.description.as_str(),
            "a description of the example in your own words",
        ),
        (
            "  locator",
            front.source.locator.as_str(),
            "the locator of the example (part / § / rule number / figure)",
        ),
        (
            "via",
            front.via.as_deref().unwrap_or(""),
            "the later author and his locator, through whom the example is known",
        ),
    ]
    .into_iter()
    .filter(|(_, value, _)| value.contains("TODO"))
    .map(|(key, _, what)| {
        let message =
            format!("expected {what}, found the skeleton's `TODO`: the scenario is unfinished");
        Diagnostic::at(path, text, item_offset(text, key, "TODO"), message).with_code("unfinished")
    })
    .collect()
}

/// The error of a body with no statement (`tablier new`'s skeleton has its statements in
/// comments): at the line after the front matter.
#[must_use]
pub fn empty_body(path: &Path, text: &str) -> Diagnostic {
    let end = text.match_indices("\n---").next().map_or(0, |(i, _)| {
        text[i + 1..].find('\n').map_or(text.len(), |e| i + 2 + e)
    });
    Diagnostic::at(
        path,
        text,
        end,
        "expected the example's statements (a position, a roll, what the author says follows), \
         found none: the scenario is unfinished",
    )
    .with_code("unfinished")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_outside_the_safe_letters_are_refused() {
        for id in ["modern/bredouille", "lepeintre-1818/part1/v1.2", "a/b_c"] {
            assert!(is_safe_id(id), "{id}");
            assert!(unsafe_id(Path::new("x.scn"), id).is_none());
        }
        for id in [
            "modern/javascript:alert(63)",
            "modern/a b",
            "modern/<x>",
            "modern//x",
            "modern/..",
            "modern/é",
            "",
        ] {
            assert!(!is_safe_id(id), "{id}");
            let d = unsafe_id(Path::new("x.scn"), id).unwrap();
            assert_eq!((d.line, d.col), (1, 1));
        }
    }

    #[test]
    fn ids_come_from_paths() {
        assert_eq!(
            expected_id(Path::new("x/scenarios/lepeintre-1818/part1/a.scn")).as_deref(),
            Some("lepeintre-1818/part1/a")
        );
        assert_eq!(expected_id(Path::new("tests/a.scn")), None);
    }

    /// The messages of the lints of a front matter (the work known).
    fn lints(yaml: &str) -> Vec<String> {
        let text = format!("---\n{yaml}---\n");
        let front: FrontMatter = serde_yaml::from_str(yaml).unwrap();
        lint(Path::new("x.scn"), &text, &front, &|_| true)
            .iter()
            .map(|d| format!("{}:{}: {} {}", d.line, d.col, d.code, d.message))
            .collect()
    }

    #[test]
    fn each_lint_comes_and_the_skeleton_s_todo_lines_are_unfinished() {
        let yaml = "id: x\ndescription: \"TODO: what\"\nsource:\n  work: w\n  edition: e\n  locator: \"TODO: where\"\nvia: null\nrules: []\nprofile: p\nflags: [single-rol]\n";
        assert_eq!(
            lints(yaml),
            [
                "11:9: invalid expected a flag among single-roll, multi-turn, chances, ecole, figure-corrected, constructed, second-hand, pending, found `single-rol`; did you mean `single-roll`?",
                "9:1: invalid expected at least one rule ID",
                "3:15: unfinished expected a description of the example in your own words, found the skeleton's `TODO`: the scenario is unfinished",
                "7:13: unfinished expected the locator of the example (part / § / rule number / figure), found the skeleton's `TODO`: the scenario is unfinished",
            ]
        );
    }
}
