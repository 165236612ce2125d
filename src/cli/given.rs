//! The files and folders named on the command line, found: where the user stands first, then
//! in the root in use (the working copy, or the copy embedded in the binary), so the README's
//! `tablier check scenarios/modern/bredouille.scn` works from any folder; a scenario may also
//! be named by its id (`modern/bredouille`), a folder of ids (`lepeintre-1818/part1`) or the
//! start of ids (`lepeintre-1818/part1/1-i`). A path found in the root is said in a `note:`;
//! one found nowhere is one error, the same for every command, naming where it was looked for.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::cli::Outcome;
use crate::input::root::{self, Found as How};

/// What a path given should name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A scenario file or a folder of them; also a scenario id, a folder of ids or their
    /// start, under the root's `scenarios/`.
    Scenario,
    /// A reading (Markdown) or a folder of them.
    Reading,
    /// A folder (`--scenarios DIR`).
    Folder,
}

/// The paths found, and the notes saying where each one not found here was found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Found {
    pub paths: Vec<PathBuf>,
    /// `note: …` lines, for stderr.
    pub notes: String,
}

impl Found {
    /// `out` with the notes first on its stderr.
    #[must_use]
    pub fn noted(&self, mut out: Outcome) -> Outcome {
        out.stderr.insert_str(0, &self.notes);
        out
    }
}

/// Each path of `given` found ([`find_one`] for each).
///
/// # Errors
///
/// The first path found nowhere, as [`missing`] says.
pub fn find(given: &[PathBuf], kind: Kind) -> Result<Found, Outcome> {
    let mut found = Found::default();
    for p in given {
        let f = find_one(p, kind)?;
        found.paths.extend(f.paths);
        found.notes.push_str(&f.notes);
    }
    Ok(found)
}

/// One path given, found: as given when something is there; else, when relative, under the
/// root in use (a path that leads out of it, by `..` or a link, is refused); else (a
/// scenario) as an id under the root's `scenarios/`: `ID.scn`, the folder `ID`, or every
/// scenario whose id starts with `ID`.
///
/// # Errors
///
/// Found nowhere ([`missing`]); no root to look in (why there is none); a path that leads out
/// of the root, or a link out of its place ([`refuse_leaving`]).
///
/// [`refuse_leaving`]: crate::input::files::refuse_leaving
pub fn find_one(given: &Path, kind: Kind) -> Result<Found, Outcome> {
    // something is there (a broken link too: reading it names the fault), unless it is a
    // link out of its place
    if std::fs::symlink_metadata(given).is_ok() || given.as_os_str().is_empty() {
        crate::input::files::refuse_leaving(given).map_err(Outcome::invalid)?;
        return Ok(Found {
            paths: vec![given.to_path_buf()],
            notes: String::new(),
        });
    }
    if !given.is_relative() {
        return Err(missing(given, None, kind));
    }
    // no root to look in: why (the embedded copy could not be unpacked…) is the error
    let root = root::get().map_err(|why| {
        Outcome::invalid(format!(
            "no such file or folder in the current folder: {}; and no root to look in: {why}",
            given.display()
        ))
    })?;
    if root.found != How::Here {
        let there = root.dir.join(given);
        if std::fs::symlink_metadata(&there).is_ok() {
            // `..` (or a link) out of the root: not read through it
            if !crate::input::paths::is_within(&there, &root.dir) {
                return Err(Outcome::invalid(format!(
                    "{}: expected a path inside the root in use, {}, found one that leads \
                     outside the root in use (to {}): name the file itself instead",
                    given.display(),
                    absolute(&root.dir).display(),
                    crate::input::paths::resolve(&there).display()
                )));
            }
            let notes = format!(
                "note: {} is not in the current folder: read from the root in use, {}\n",
                given.display(),
                absolute(&there).display()
            );
            return Ok(Found {
                paths: vec![there],
                notes,
            });
        }
    }
    if kind == Kind::Scenario {
        if let Some(paths) = by_id(&root.scenarios(), given) {
            return Ok(Found {
                paths,
                notes: String::new(),
            });
        }
    }
    Err(missing(given, Some(root), kind))
}

/// One scenario file given (a path or an id, as [`find_one`] finds it), for `replay`.
///
/// # Errors
///
/// Found nowhere, or a folder, or the start of several ids.
pub fn find_one_file(given: &Path) -> Result<Found, Outcome> {
    let found = find_one(given, Kind::Scenario)?;
    match found.paths.as_slice() {
        [one] if !one.is_dir() => Ok(found),
        [folder] => Err(Outcome::invalid(format!(
            "expected one scenario file, found the folder {}: name one of its files",
            folder.display()
        ))),
        many => {
            let names: Vec<String> = many
                .iter()
                .take(3)
                .map(|p| p.display().to_string())
                .collect();
            Err(Outcome::invalid(format!(
                "expected one scenario file, found {} scenarios whose id starts with `{}` \
                 ({}…): name one",
                many.len(),
                given.display(),
                names.join(", ")
            )))
        }
    }
}

/// `path` absolute (for a note), as far as it can be made so.
fn absolute(path: &Path) -> PathBuf {
    std::fs::canonicalize(path)
        .or_else(|_| std::path::absolute(path))
        .unwrap_or_else(|_| path.to_path_buf())
}

/// The id `given` names, `/`-separated, without `.scn`; `None` for what cannot be an id.
fn id_text(given: &Path) -> Option<String> {
    let text = given.to_str()?;
    let text = text.strip_suffix(".scn").unwrap_or(text);
    let text = text.strip_prefix("./").unwrap_or(text);
    let plain = given.components().all(|c| {
        matches!(
            c,
            std::path::Component::Normal(_) | std::path::Component::CurDir
        )
    });
    (plain && !text.is_empty()).then(|| text.trim_end_matches('/').to_string())
}

/// The scenarios under `scenarios` that `given` names as an id: its file, its folder, or the
/// files whose id starts with it.
fn by_id(scenarios: &Path, given: &Path) -> Option<Vec<PathBuf>> {
    let id = id_text(given)?;
    let file = scenarios.join(format!("{id}.scn"));
    if file.is_file() {
        return Some(vec![file]);
    }
    let folder = scenarios.join(&id);
    if folder.is_dir() {
        return Some(vec![folder]);
    }
    let index = crate::corpus::ScenarioIndex::new(scenarios).ok()?;
    let files: Vec<PathBuf> = index
        .ids
        .iter()
        .filter(|(i, _)| i.starts_with(&id))
        .map(|(_, f)| f.clone())
        .collect();
    (!files.is_empty()).then_some(files)
}

/// The one error of a path found nowhere: where it was looked for (the current folder, the
/// root in use, its scenarios as ids), and the nearest scenario id when one is close.
#[must_use]
pub fn missing(given: &Path, root: Option<&root::Root>, kind: Kind) -> Outcome {
    let mut msg = format!("no such file or folder: {}", given.display());
    let Some(r) = root else {
        return Outcome::invalid(msg);
    };
    if r.found == How::Here {
        msg.push_str(" (looked in the current folder, the root in use");
    } else {
        let _ = write!(
            msg,
            " (looked in the current folder and in the root in use, {}",
            absolute(&r.dir).display()
        );
    }
    if kind != Kind::Scenario {
        msg.push(')');
        return Outcome::invalid(msg);
    }
    msg.push_str("; nor is it the start of a scenario id)");
    let near = id_text(given).and_then(|id| {
        let index = crate::corpus::ScenarioIndex::new(&r.scenarios()).ok()?;
        crate::input::diag::did_you_mean(&id, index.ids.keys().map(String::as_str))
            .map(str::to_string)
    });
    if let Some(n) = near {
        let _ = write!(msg, "; did you mean the scenario `{n}`?");
    }
    Outcome::invalid(msg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_plain_relative_paths() {
        assert_eq!(
            id_text(Path::new("modern/bredouille.scn")).as_deref(),
            Some("modern/bredouille")
        );
        assert_eq!(
            id_text(Path::new("./lepeintre-1818/part1/")).as_deref(),
            Some("lepeintre-1818/part1")
        );
        assert_eq!(id_text(Path::new("../modern/x")), None);
        assert_eq!(id_text(Path::new("/modern/x")), None);
    }
}
