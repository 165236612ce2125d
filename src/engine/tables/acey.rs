//! Acey-deucey's special throw (`bg.acey-deucey`), a property of the turn, owned by the game
//! ([`super::BgGame::play`]): a 1-2 is played as a 1 and a 2; then the player names any
//! doublet and plays it as if thrown, four times its number; then he throws again. If the 1
//! and the 2 cannot both be played, the turn ends there, doublet and throw lost; if the four
//! moves of the doublet cannot all be played, the throw again is lost (seed 002, «Acey
//! Deucey», fourth difference). The legal plays of each part are the generator's, as for any
//! throw.

use crate::engine::Roll;

/// Where a turn stands in the special throw.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AceyStep {
    /// The 1-2 was played whole: the same player names a doublet and plays it.
    NameDoublet,
    /// The named doublet was played whole: the same player throws again.
    ThrowAgain,
}

/// Whether `roll` is the acey-deucey, the 1-2.
#[must_use]
pub fn is_acey_deucey(roll: Roll) -> bool {
    roll.numbers() == [2, 1]
}

/// Whether `roll` may be played at `step`: a named doublet must be a doublet.
#[must_use]
pub fn may_play(step: Option<AceyStep>, roll: Roll) -> bool {
    step != Some(AceyStep::NameDoublet) || roll.is_doublet()
}

/// Where the turn stands after `roll` was played at `step` with `played` numbers: the same
/// player goes on (`Some`), or the turn passes (`None`).
#[must_use]
pub fn next(step: Option<AceyStep>, roll: Roll, played: usize) -> Option<AceyStep> {
    match step {
        // the named doublet: all four moves earn the throw again
        Some(AceyStep::NameDoublet) => (played == 4).then_some(AceyStep::ThrowAgain),
        // a throw (the first of the turn, or one thrown again): a 1-2 played whole goes on
        None | Some(AceyStep::ThrowAgain) => {
            (is_acey_deucey(roll) && played == 2).then_some(AceyStep::NameDoublet)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(a: u8, b: u8) -> Roll {
        Roll::new(a, b).unwrap()
    }

    #[test]
    fn the_turn_goes_on_only_when_each_part_is_played_whole() {
        assert_eq!(next(None, r(1, 2), 2), Some(AceyStep::NameDoublet));
        // the 1 and the 2 not both played: doublet and throw lost
        assert_eq!(next(None, r(2, 1), 1), None);
        assert_eq!(next(None, r(2, 1), 0), None);
        assert_eq!(
            next(Some(AceyStep::NameDoublet), r(5, 5), 4),
            Some(AceyStep::ThrowAgain)
        );
        // three moves of the doublet: the throw again lost
        assert_eq!(next(Some(AceyStep::NameDoublet), r(5, 5), 3), None);
        // the throw again is a throw: a 1-2 there is special again, anything else ends the turn
        assert_eq!(
            next(Some(AceyStep::ThrowAgain), r(2, 1), 2),
            Some(AceyStep::NameDoublet)
        );
        assert_eq!(next(Some(AceyStep::ThrowAgain), r(6, 6), 4), None);
        assert_eq!(next(None, r(3, 1), 2), None);
        assert!(!may_play(Some(AceyStep::NameDoublet), r(5, 4)));
        assert!(may_play(Some(AceyStep::NameDoublet), r(4, 4)));
        assert!(may_play(None, r(5, 4)));
    }
}
