//! `ecole.trous` and `mark.bredouille.lapse`: errors in the trous themselves (Lepeintre
//! r.49–53).
//!
//! Trous are never sent to school as trous: a player who marks one trou where his points made
//! two (forgetting his bredouille), or too many, owes no école of trous (r.52); too many are
//! simply taken back. The points behind the trous are another matter: trous marked for points
//! not made are an école of those points (r.53–54; that is [`settle`](super::settle)'s
//! business, the player having declared the points he reckoned).
//!
//! What he forgot to mark is his own loss: in rigour, once he has played he can no longer mark
//! the trous (or the bredouille) he left out (r.49, r.51); in "bonne compagnie" he may still
//! mark them (4e §III: "à tout bon compte revenir"), see [`UnchallengedMarks`].
//!
//! Example (r.52): holding 10 en bredouille, a player fills for 12, which makes two trous; he
//! marks one and plays. No école; in rigour he keeps one trou, in good company two.

use crate::engine::trictrac::{Rules, UnchallengedMarks};

/// The trous a player loses for marking `said` where his points took `taken`; `played`: he
/// has played since.
#[must_use]
pub fn forgotten_trous(taken: u32, said: u32, played: bool, rules: &Rules) -> u32 {
    if played && rules.unchallenged_marks == UnchallengedMarks::Stand {
        taken.saturating_sub(said)
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r51_a_forgotten_trou_is_lost_once_played() {
        let r = Rules::default();
        assert_eq!(forgotten_trous(2, 1, true, &r), 1);
        assert_eq!(forgotten_trous(2, 1, false, &r), 0);
        // r.52: too many trous are simply taken back
        assert_eq!(forgotten_trous(1, 3, true, &r), 0);
        let company = Rules {
            unchallenged_marks: UnchallengedMarks::Corrected,
            ..Rules::default()
        };
        assert_eq!(forgotten_trous(2, 1, true, &company), 0);
    }
}
