//! Which game a command plays: the profile's `game:` decides it, `--game` may only repeat it,
//! and a command that cannot play that game says what the game has instead of playing the
//! other one.

use super::{unknown_profile, Outcome};
use crate::conformance::profile::shipped_profiles;
use crate::engine::GameKind;

/// The game of the shipped profile `name`.
///
/// # Errors
///
/// The unknown profile's error, listing the names.
pub fn of_profile(name: &str) -> Result<GameKind, Outcome> {
    shipped_profiles()
        .as_ref()
        .ok()
        .and_then(|p| p.get(name))
        .map(|p| p.game)
        .ok_or_else(|| unknown_profile(name))
}

/// The game a command plays: the game of the profile named (`--profile`), else the one asked
/// (`--game`), else trictrac.
///
/// # Errors
///
/// An unknown profile; a `--game` the profile contradicts (naming both games).
pub fn game_of(asked: Option<GameKind>, profile: Option<&str>) -> Result<GameKind, Outcome> {
    let Some(name) = profile else {
        return Ok(asked.unwrap_or_default());
    };
    let game = of_profile(name)?;
    match asked {
        Some(a) if a != game => Err(Outcome::invalid(format!(
            "--game {a}: profile `{name}` is a {game} profile: name a {a} profile, or leave --game out to play {game}"
        ))),
        _ => Ok(game),
    }
}

/// The game of `tablier match`: trictrac only.
///
/// # Errors
///
/// A profile of another game, naming what that game has instead.
pub fn of_match(profile: Option<&str>) -> Result<(), Outcome> {
    match game_of(None, profile)? {
        GameKind::Trictrac => Ok(()),
        g => Err(Outcome::invalid(format!(
            "profile `{}` is a {g} profile: `match` plays trictrac only; {g} has `selfplay --game {g}` (random players)",
            profile.unwrap_or_default()
        ))),
    }
}

/// The one game of the two profiles `diff` compares.
///
/// # Errors
///
/// An unknown profile; profiles of two games, whose scenarios cannot be run under each other.
pub fn of_diff(a: &str, b: &str) -> Result<GameKind, Outcome> {
    let (ga, gb) = (of_profile(a)?, of_profile(b)?);
    if ga == gb {
        Ok(ga)
    } else {
        Err(Outcome::invalid(format!(
            "--profile {a} --profile {b}: `{a}` is a {ga} profile and `{b}` a {gb} one: diff compares two profiles of one game"
        )))
    }
}
