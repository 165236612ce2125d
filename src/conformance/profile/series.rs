//! A profile's `series`: a match whose games come in turn under the rules of other profiles
//! of the family (the tavli: portes, plakoto, fevga; `bg.match.series`). The file names the
//! games and the match's length:
//!
//! ```yaml
//! series:
//!   games: [portes, plakoto, fevga]
//!   length: 5
//! ```
//!
//! Only a tables profile may have one; each game must be a tables profile of the corpus,
//! itself no series, scoring one stake a game (a match counts each game's points); the length
//! is at least one point. The profile's own `rules` (its parent's, as for any profile) are
//! those a single game under its name plays.

use std::collections::{BTreeMap, BTreeSet};

use serde::Deserialize;

use super::{locate, Parsed, Profile};
use crate::engine::tables::Stake;
use crate::engine::GameKind;
use crate::input::diag::Diagnostic;

/// The games of a match in turn and its length, as the profile file gives them.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeriesSpec {
    /// The profiles whose rules the games follow, in turn.
    pub games: Vec<String>,
    /// The points that win the match.
    pub length: u32,
}

/// What is wrong with a file's `series` on its own (its game, an empty list, no length).
pub(super) fn check_own(p: &Parsed, spec: &SeriesSpec) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    let at = |needle: Option<&str>, msg: String| {
        Diagnostic::at(&p.path, &p.text, locate(&p.text, "series", needle, 0), msg)
    };
    if p.game != GameKind::Backgammon {
        diags.push(at(
            None,
            format!(
                "`series`: only a game of the tables family plays a match of games in turn, not {}",
                p.game
            ),
        ));
    }
    if spec.games.is_empty() {
        diags.push(at(
            Some("games"),
            "`series`: expected at least one game (the profiles whose rules the games follow)"
                .into(),
        ));
    }
    if spec.length == 0 {
        diags.push(at(
            Some("length"),
            "`series`: expected a length of at least one point".into(),
        ));
    }
    diags
}

/// What is wrong with the games a profile's `series` names, once every profile is resolved.
/// Games whose file failed to load (`broken`) or to resolve are reported there, not here.
pub(super) fn check_games(
    parsed: &BTreeMap<String, Parsed>,
    broken: &BTreeSet<String>,
    by_name: &BTreeMap<String, Profile>,
) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    for p in parsed.values() {
        let Some(spec) = &p.series else { continue };
        for (i, g) in spec.games.iter().enumerate() {
            let nth = spec.games[..i].iter().filter(|x| *x == g).count();
            let why = match by_name.get(g) {
                None if parsed.contains_key(g) || broken.contains(g) => continue,
                None => format!("`{g}` is not a profile of the corpus"),
                Some(q) if q.game != GameKind::Backgammon => {
                    format!(
                        "`{g}` is a {} profile, not one of the tables family",
                        q.game
                    )
                }
                Some(q) if q.series.is_some() => {
                    format!("`{g}` is itself a match of games in turn")
                }
                Some(q) if q.bg_rules.stake != Stake::Game => format!(
                    "`{g}` pays its games by the checker; a match counts each game's points"
                ),
                Some(_) => continue,
            };
            diags.push(Diagnostic::at(
                &p.path,
                &p.text,
                locate(&p.text, "series", Some(g), nth),
                format!("`series`: expected the profile of a game to play in turn: {why}"),
            ));
        }
    }
    diags
}
