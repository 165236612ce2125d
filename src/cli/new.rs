//! `tablier new WORK/ID`: the skeleton of a new scenario, `scenarios/WORK/ID.scn`, with its
//! front matter filled from the work's profile (edition, profile, second-hand or not) and a
//! body in comments showing the statements to write. It never overwrites a file.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use crate::cli::Outcome;
use crate::conformance::profile::{shipped_profiles, Profile, Profiles};
use crate::input::root::{self, Found};

/// `tablier new WORK/ID`, in the root's `scenarios/` (a working copy: never the copy embedded
/// in the binary).
#[must_use]
pub fn new(spec: &str) -> Outcome {
    let root = match root::get() {
        Ok(r) => r,
        Err(e) => return Outcome::invalid(e),
    };
    if root.found == Found::Embedded {
        return Outcome::invalid(
            "no working copy here to write the scenario in: run `tablier new` inside a clone \
             of the repository, or give `--root DIR`",
        );
    }
    let profiles = match shipped_profiles() {
        Ok(p) => p,
        Err(diags) => {
            let msg: Vec<String> = diags
                .iter()
                .map(crate::input::diag::Diagnostic::with_help_line)
                .collect();
            return Outcome::invalid(format!(
                "the rule profiles do not load:\n{}",
                msg.join("\n")
            ));
        }
    };
    write_skeleton(spec, &root.dir, profiles)
}

/// Writes the skeleton of `spec` (`WORK/ID`, or `WORK/PART/ID`) under `root/scenarios/`, the
/// work being one of `profiles`'. Exit 2, with nothing written, for a malformed ID, an unknown
/// work or a file that exists.
#[must_use]
pub fn write_skeleton(spec: &str, root: &Path, profiles: &Profiles) -> Outcome {
    let id = match scenario_id(spec) {
        Ok(id) => id,
        Err(e) => return Outcome::invalid(e),
    };
    let work = id.split('/').next().unwrap_or_default();
    let Some(profile) = work_profile(work, profiles) else {
        let works: std::collections::BTreeSet<&str> =
            profiles.iter().map(|p| p.work.as_str()).collect();
        let works: Vec<&str> = works.into_iter().collect();
        let near = crate::input::diag::did_you_mean(work, works.iter().copied())
            .map_or(String::new(), |n| format!("; did you mean `{n}`?"));
        return Outcome::invalid(format!(
            "unknown work `{work}`: expected one of {} (a folder of corpus/ with a profile){near}",
            works.join(", ")
        ));
    };
    let rel = PathBuf::from("scenarios").join(format!("{id}.scn"));
    let path = root.join(&rel);
    // written only inside scenarios/: through no link, whether to a folder or a file
    let scenarios = root.join("scenarios");
    let place = crate::input::paths::resolve(root);
    let refused = if crate::input::paths::is_within(&scenarios, &place) {
        crate::input::paths::checked_target(&scenarios, Path::new(&format!("{id}.scn"))).err()
    } else {
        Some(crate::input::paths::Refused::Link(scenarios.clone()))
    };
    if let Some(r) = refused {
        return Outcome::invalid(format!(
            "{}: {} (`tablier new` writes only inside {})",
            r.path().display(),
            r.message(&scenarios),
            scenarios.display()
        ));
    }
    if let Some(dir) = path.parent() {
        if let Err(e) = std::fs::create_dir_all(dir) {
            return Outcome::invalid(format!("{}: cannot create this folder: {e}", dir.display()));
        }
    }
    let file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&path);
    let written = file.and_then(|mut f| f.write_all(skeleton(&id, profile).as_bytes()));
    if let Err(e) = written {
        return Outcome::invalid(if e.kind() == std::io::ErrorKind::AlreadyExists {
            format!(
                "{} already exists: `tablier new` never overwrites a file (and a scenario's id \
                 is never reused): choose another ID",
                path.display()
            )
        } else {
            format!("{}: cannot write: {e}", path.display())
        });
    }
    let reading = root.join("corpus").join(work).join("reading.md");
    let mut out = String::new();
    let _ = writeln!(out, "wrote {}", path.display());
    let _ = writeln!(
        out,
        "next: fill in its front matter and body (docs/scenario-format.md), then"
    );
    let _ = writeln!(out, "  tablier check {}", path.display());
    let _ = writeln!(
        out,
        "  cite it from {}{}: `[a few words](scenario:{id})` in the claim it tests",
        reading.display(),
        if reading.is_file() {
            ""
        } else {
            " (not written yet)"
        }
    );
    let _ = writeln!(out, "  tablier lint");
    Outcome {
        stdout: out,
        stderr: String::new(),
        code: 0,
    }
}

/// The scenario id of `spec`: `WORK/ID` with an optional `scenarios/` before and `.scn` after,
/// each part letters, digits, `-` or `_`.
fn scenario_id(spec: &str) -> Result<String, String> {
    let id = spec.trim();
    let id = id.strip_prefix("scenarios/").unwrap_or(id);
    let id = id.strip_suffix(".scn").unwrap_or(id);
    let parts: Vec<&str> = id.split('/').collect();
    let well_formed = parts.len() >= 2
        && parts.iter().all(|p| {
            !p.is_empty()
                && p.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        });
    if well_formed {
        Ok(id.to_string())
    } else {
        Err(format!(
            "expected WORK/ID (`modern/my-example`, `lepeintre-1818/part1/fig-9`: a work, then \
             names of letters, digits, `-` and `_` joined by `/`), found `{spec}`"
        ))
    }
}

/// The profile a new scenario of `work` runs under: the one named after the work, else the
/// first of the work's.
fn work_profile<'a>(work: &str, profiles: &'a Profiles) -> Option<&'a Profile> {
    profiles
        .get(work)
        .filter(|p| p.work == work)
        .or_else(|| profiles.iter().find(|p| p.work == work))
}

/// The edition a profile's title names: its last parenthesis (`Lepeintre, Cours complet de
/// trictrac (Paris, Guillaume, 1818)` → `Paris, Guillaume, 1818`), else the whole title.
fn edition(title: &str) -> &str {
    title
        .rfind('(')
        .and_then(|open| {
            let rest = &title[open + 1..];
            rest.find(')').map(|close| rest[..close].trim())
        })
        .filter(|e| !e.is_empty())
        .unwrap_or(title)
}

/// A YAML double-quoted string.
fn quoted(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The text of the skeleton.
fn skeleton(id: &str, profile: &Profile) -> String {
    let (via, flags) = if profile.second_hand {
        (
            quoted("TODO: the later author and his locator, through whom the example is known"),
            "[single-roll, second-hand]",
        )
    } else {
        ("null".to_string(), "[single-roll]")
    };
    if profile.game == crate::engine::GameKind::Backgammon {
        return backgammon_skeleton(id, profile, &via, flags);
    }
    format!(
        "---
id: {id}
description: {description}
source:
  work: {work}
  edition: {edition}
  locator: {locator}
  figure: null                # \"fig. 9\", or null
  page: null
via: {via}
rules: []                     # the rule IDs it exercises: `tablier rules` lists them
profile: {name}
flags: {flags:<24}    # single-roll, multi-turn, chances, ecole, figure-corrected, constructed, second-hand, pending
---
# A skeleton made by `tablier new`: the format is in docs/scenario-format.md, the way from
# here to a cited, checked scenario in CONTRIBUTING.md. Expectations come from the text, never
# from the engine's output; descriptions and comments are in your own words.

# The position: its notation, then every checker of each side (fifteen a side; checkers not
# placed are borne off).
# notation lepeintre white=A
# white A4 B2 C3 D3 E2 F
# black Y15

# A throw, the play if the text gives one (each move from-to in the notation), and what the
# author says follows.
# roll white 3-2
#   expect points white 12 black 0
#   expect jan jan.fill.petit white 12 means 3 at F
",
        description = quoted("TODO: what the example shows, in your own words"),
        work = profile.work,
        edition = quoted(edition(&profile.title)),
        locator = quoted("TODO: part / § / rule number, as precise as the text allows"),
        name = profile.name,
    )
}

/// The skeleton of a backgammon scenario (`game: backgammon`, docs/scenario-format-backgammon.md).
fn backgammon_skeleton(id: &str, profile: &Profile, via: &str, flags: &str) -> String {
    format!(
        "---
id: {id}
game: backgammon
description: {description}
source:
  work: {work}
  edition: {edition}
  locator: {locator}
  figure: null                # \"fig. 9\", or null
  page: null
via: {via}
rules: []                     # the rule IDs it exercises: `tablier rules` lists them (bg.…)
profile: {name}
flags: {flags:<24}    # single-roll, multi-turn, chances, figure-corrected, constructed, second-hand, pending
---
# A skeleton made by `tablier new`: the format is in docs/scenario-format-backgammon.md, the
# way from here to a cited, checked scenario in CONTRIBUTING.md. Expectations come from the
# text, never from the engine's output; descriptions and comments are in your own words.

# The position: its notation, then every checker of each side (checkers not placed are
# borne off; `bar` for those waiting to enter).
# notation points
# white 24x2 13x5 8x3 6x5
# black 24x2 13x5 8x3 6x5

# A throw, the play if the text gives one (each move from-to, `bar`, `off`, `*` for a hit),
# and what the author says follows.
# roll white 3-1
#   play 8-5 6-5
#   expect legal yes
#   expect pips white 163 black 167
",
        description = quoted("TODO: what the example shows, in your own words"),
        work = profile.work,
        edition = quoted(edition(&profile.title)),
        locator = quoted("TODO: chapter / heading / example, as precise as the text allows"),
        name = profile.name,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_edition_is_the_titles_last_parenthesis() {
        assert_eq!(
            edition("Lepeintre, Cours complet de trictrac (Paris, Guillaume, 1818)"),
            "Paris, Guillaume, 1818"
        );
        assert_eq!(edition("A title without one"), "A title without one");
        assert_eq!(edition("Unclosed (1818"), "Unclosed (1818");
    }

    #[test]
    fn ids_are_work_then_names() {
        assert_eq!(
            scenario_id("scenarios/modern/x-1.scn").as_deref(),
            Ok("modern/x-1")
        );
        assert_eq!(
            scenario_id("lepeintre-1818/part1/fig_9").as_deref(),
            Ok("lepeintre-1818/part1/fig_9")
        );
        for bad in [
            "modern",
            "modern/",
            "modern/../x",
            "/modern/x",
            "modern/a b",
            "",
        ] {
            assert!(scenario_id(bad).is_err(), "{bad}");
        }
    }
}
