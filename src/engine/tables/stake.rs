//! What the cube and the match may hold (`bg.cube`, `bg.match`), in gnubg's range: a cube is
//! a power of two from 1 to 2^15 (a Match ID holds its logarithm in 4 bits), held by White, by
//! Black or by nobody; a match is 1 to 32,767 points long (15 bits) and each score is below its
//! length (a player who reaches it has won the match); a money game has no Crawford game. A
//! value read from a scenario or a Match ID is judged here, and the stake grows only through
//! [`double_of`], which refuses to pass the largest cube: no cube, and no game's value, ever
//! wraps or saturates.

use std::fmt;

use crate::engine::{Color, RuleId};

/// The largest cube: 2^15, the most a Match ID holds.
pub const MAX_CUBE: u32 = 1 << 15;

/// The longest match: the most 15 bits hold.
pub const MAX_LENGTH: u32 = (1 << 15) - 1;

/// Why a cube or a match is not one a game can have, with the rule it breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BgStakeError {
    /// A cube that is no power of two from 1 to [`MAX_CUBE`].
    CubeValue(u64),
    /// A cube that doubling (`times` its value) would carry past [`MAX_CUBE`].
    CubePast { value: u32, times: u32 },
    /// The cube's owner bits of a Match ID are 2: neither player, nor the middle (3).
    CubeOwner,
    /// A match of no length or longer than [`MAX_LENGTH`].
    Length(u64),
    /// A score that reaches the match's length: that player has already won the match.
    Score {
        color: Color,
        score: u64,
        length: u32,
    },
    /// The Crawford game in a money game.
    CrawfordMoney,
    /// Dice that are not two numbers 1..6, nor both 0 (not thrown yet).
    Dice(u8, u8),
}

impl BgStakeError {
    /// The rule broken.
    #[must_use]
    pub fn rule(&self) -> RuleId {
        match self {
            BgStakeError::CubeValue(_)
            | BgStakeError::CubePast { .. }
            | BgStakeError::CubeOwner => RuleId::BgCube,
            BgStakeError::Length(_) | BgStakeError::Score { .. } => RuleId::BgMatch,
            BgStakeError::CrawfordMoney => RuleId::BgMatchCrawford,
            BgStakeError::Dice(..) => RuleId::DiceRoll,
        }
    }
}

impl fmt::Display for BgStakeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BgStakeError::CubeValue(v) => write!(
                f,
                "a cube is a power of two from 1 to {MAX_CUBE}, found {v}"
            ),
            BgStakeError::CubePast { value, times } => write!(
                f,
                "the cube at {value} cannot be multiplied by {times}: a cube is at most {MAX_CUBE}"
            ),
            BgStakeError::CubeOwner => f.write_str(
                "the cube's owner is player 0, player 1 or the middle (bits 0, 1 or 3), found 2",
            ),
            BgStakeError::Length(l) => {
                write!(f, "a match is 1 to {MAX_LENGTH} points long, found {l}")
            }
            BgStakeError::Score {
                color,
                score,
                length,
            } => write!(
                f,
                "{color}'s score {score} is not below the match's length {length}: he would \
                 have won the match"
            ),
            BgStakeError::CrawfordMoney => f.write_str("a money game has no Crawford game"),
            BgStakeError::Dice(a, b) => write!(
                f,
                "dice are two numbers 1..6, or both 0 (not thrown), found {a} and {b}"
            ),
        }?;
        write!(f, " ({})", self.rule())
    }
}

impl std::error::Error for BgStakeError {}

/// The cube's value `v`, when it is a power of two from 1 to [`MAX_CUBE`].
///
/// # Errors
///
/// Any other value.
pub fn cube_value(v: u64) -> Result<u32, BgStakeError> {
    match u32::try_from(v) {
        Ok(v) if v.is_power_of_two() && v <= MAX_CUBE => Ok(v),
        _ => Err(BgStakeError::CubeValue(v)),
    }
}

/// The cube `value` multiplied by `times` (2 for a double taken, 4 for a beaver).
///
/// # Errors
///
/// When the cube would pass [`MAX_CUBE`].
pub fn double_of(value: u32, times: u32) -> Result<u32, BgStakeError> {
    value
        .checked_mul(times)
        .filter(|v| *v <= MAX_CUBE)
        .ok_or(BgStakeError::CubePast { value, times })
}

/// A match's length, 1 to [`MAX_LENGTH`].
///
/// # Errors
///
/// Any other length.
pub fn match_length(l: u64) -> Result<u32, BgStakeError> {
    match u32::try_from(l) {
        Ok(l) if (1..=MAX_LENGTH).contains(&l) => Ok(l),
        _ => Err(BgStakeError::Length(l)),
    }
}

/// `color`'s score in a match of `length`: below it.
///
/// # Errors
///
/// A score that reaches the length.
pub fn match_score(color: Color, score: u64, length: u32) -> Result<u32, BgStakeError> {
    match u32::try_from(score) {
        Ok(s) if s < length => Ok(s),
        _ => Err(BgStakeError::Score {
            color,
            score,
            length,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cube_and_the_match_in_gnubgs_range() {
        assert_eq!(cube_value(1), Ok(1));
        assert_eq!(cube_value(32768), Ok(32768));
        for bad in [0, 3, 65536, 2_147_483_648, u64::MAX] {
            assert_eq!(cube_value(bad), Err(BgStakeError::CubeValue(bad)));
        }
        assert_eq!(double_of(16384, 2), Ok(32768));
        assert!(double_of(32768, 2).is_err() && double_of(16384, 4).is_err());
        assert_eq!(
            cube_value(3).unwrap_err().to_string(),
            "a cube is a power of two from 1 to 32768, found 3 (bg.cube)"
        );
        assert_eq!(match_length(7), Ok(7));
        assert!(match_length(0).is_err() && match_length(32768).is_err());
        assert_eq!(match_score(Color::White, 6, 7), Ok(6));
        assert_eq!(
            match_score(Color::Black, 7, 7).unwrap_err().rule(),
            RuleId::BgMatch
        );
    }
}
