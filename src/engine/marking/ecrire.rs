//! The scored game, *à écrire* (`game.a-ecrire`): a series of marqués, each won by the first to
//! take six trous or more, and its reckoning (Lepeintre 1re §VI).
//!
//! The winner of a marqué scores his trous less the loser's, plus a consolation of 2. Won en
//! bredouille (no trou of the opponent's in between), his trous and the consolation count
//! double (petite bredouille), or fourfold when he reaches twelve trous (grande bredouille);
//! some houses go on doubling every further six trous ([`Rules::ecrire_progression`]). Each
//! refait (the loser catching up after the winner chose to stay) multiplies the consolation of
//! the next marqué. At the end, the player with fewer marqués is postillonné: 28 for the first
//! marqué he lacks and 8 for each other.
//!
//! Example (1re §VI): six trous en bredouille against one: 12 + 4 − 1 = 15.

use crate::engine::Rules;

/// How a marqué was won.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bredouille {
    /// The opponent took trous in between.
    None,
    /// Won without interruption.
    Uninterrupted,
}

/// The points a marqué is worth to its winner: `trous` won (six or more), `lost` taken by the
/// opponent, `refaits` before it.
#[must_use]
pub fn marque(trous: u32, lost: u32, bredouille: Bredouille, refaits: u32, rules: &Rules) -> u32 {
    let mult = match bredouille {
        Bredouille::None => 1,
        Bredouille::Uninterrupted if trous < 12 => 2,
        Bredouille::Uninterrupted if !rules.ecrire_progression => 4,
        // 12 → ×4, 18 → ×8, 24 → ×16…
        Bredouille::Uninterrupted => 4u32.saturating_mul(1 << ((trous - 12) / 6).min(16)),
    };
    let consolation = refaits.saturating_add(1).saturating_mul(2);
    trous
        .saturating_add(consolation)
        .saturating_mul(mult)
        .saturating_sub(lost)
}

/// The postillons of a player who made `missing` marqués fewer than his opponent.
#[must_use]
pub fn postillons(missing: u32) -> u32 {
    match missing {
        0 => 0,
        n => 8u32.saturating_mul(n - 1).saturating_add(28),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lepeintre_six_trous_en_bredouille_against_one_is_fifteen() {
        // 1re §VI: 12 for the trous, 4 of consolation, less the one trou taken.
        assert_eq!(
            marque(6, 1, Bredouille::Uninterrupted, 0, &Rules::default()),
            15
        );
        assert_eq!(marque(6, 1, Bredouille::None, 0, &Rules::default()), 7);
    }

    #[test]
    fn grande_bredouille_and_the_progression_of_some_houses() {
        // twelve trous without interruption: fourfold, consolation too
        assert_eq!(
            marque(12, 0, Bredouille::Uninterrupted, 0, &Rules::default()),
            56
        );
        assert_eq!(
            marque(18, 0, Bredouille::Uninterrupted, 0, &Rules::default()),
            80
        );
        let houses = Rules {
            ecrire_progression: true,
            ..Rules::default()
        };
        assert_eq!(marque(18, 0, Bredouille::Uninterrupted, 0, &houses), 160);
        assert_eq!(marque(24, 0, Bredouille::Uninterrupted, 0, &houses), 416);
    }

    #[test]
    fn refaits_and_postillons() {
        // after one refait the consolation is doubled
        assert_eq!(marque(6, 0, Bredouille::None, 1, &Rules::default()), 10);
        assert_eq!(postillons(0), 0);
        assert_eq!(postillons(1), 28);
        assert_eq!(postillons(4), 52);
    }
}
