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
//! The compilation of the Charpentier text (« Systèmes de décompte alternatifs », Trictrac à
//! écrire) tells two bredouilles apart ([`Rules::ecrire_tenue`]): one made of a single tenue,
//! the winner never going away from his first trou to the last (the étendard kept), is paid
//! triple, or fivefold for the grande; one made after going away at one of his trous, double
//! or fourfold. Who stops an opponent already at his sixth trou en bredouille and passes him is
//! paid by the kind of the bredouille he stopped (art. 25, 37–39): the marks keep either kind
//! ([`Marks::tenue`](super::Marks::tenue)).
//!
//! Example (1re §VI): six trous en bredouille against one: 12 + 4 − 1 = 15. Example (the
//! compilation, art. 18): six trous en bredouille of one tenue: 18 + 6 = 24.

use crate::engine::Rules;

/// The trous that win a marqué: six (Lepeintre 1re §VI; the compilation's « trou
/// d'obligation », art. 7).
pub const MARQUE_TROUS: u32 = 6;

/// How a marqué was won.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bredouille {
    /// The opponent took trous in between.
    None,
    /// Won without interruption.
    Uninterrupted,
    /// Won without interruption and of one tenue: the winner never went away from his first
    /// trou to the one that ends the marqué, or stopped a bredouille of that kind (the
    /// étendard; paid more only under [`Rules::ecrire_tenue`]).
    OneTenue,
}

/// The points a marqué is worth to its winner: `trous` won (six or more), `lost` taken by the
/// opponent, `refaits` before it.
#[must_use]
pub fn marque(trous: u32, lost: u32, bredouille: Bredouille, refaits: u32, rules: &Rules) -> u32 {
    let tenue = bredouille == Bredouille::OneTenue && rules.ecrire_tenue;
    let (petite, grande) = if tenue { (3, 5) } else { (2, 4) };
    let mult = match bredouille {
        Bredouille::None => 1,
        _ if trous < 12 => petite,
        _ if !rules.ecrire_progression => grande,
        // 12 → ×4, 18 → ×8, 24 → ×16… (from ×5 after one tenue)
        _ => grande * (1u32 << ((trous - 12) / 6).min(16)),
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

    #[test]
    fn the_compilation_pays_one_tenue_triple_and_fivefold() {
        // « Trictrac à écrire »: art. 17 and 18 (six trous), 19 (seven against five), 20
        // (eleven), 31 and 32 (twelve), 33 (twenty): after going away, then of one tenue
        let tenue = Rules {
            ecrire_tenue: true,
            ..Rules::default()
        };
        let (releve, one) = (Bredouille::Uninterrupted, Bredouille::OneTenue);
        for (trous, lost, after_going, of_one_tenue) in [
            (6, 0, 16, 24),
            (7, 5, 18 - 5, 27 - 5),
            (11, 0, 26, 39),
            (12, 0, 56, 70),
            (20, 0, 88, 110),
        ] {
            assert_eq!(marque(trous, lost, releve, 0, &tenue), after_going);
            assert_eq!(marque(trous, lost, one, 0, &tenue), of_one_tenue);
        }
        // art. 22: interrupted, every trou simple whatever the tenue
        assert_eq!(marque(10, 1, Bredouille::None, 0, &tenue), 11);
        // art. 13: after a refait the consolation doubles in each of its proportions
        assert_eq!(marque(6, 0, one, 1, &tenue), 18 + 12);
        // art. 38: a grande bredouille en dernier of fifteen trous against fourteen
        assert_eq!(marque(15, 14, releve, 0, &tenue), 54);
        assert_eq!(marque(15, 14, one, 0, &tenue), 71);
        // Lepeintre and Guiton tell no tenue apart: the étendard pays as any bredouille
        for trous in [6, 11, 12, 20] {
            let d = Rules::default();
            assert_eq!(
                marque(trous, 0, one, 0, &d),
                marque(trous, 0, releve, 0, &d)
            );
        }
        // both options: the progression doubles the fivefold every six trous past twelve
        let both = Rules {
            ecrire_progression: true,
            ..tenue
        };
        assert_eq!(marque(18, 0, one, 0, &both), 20 * 10);
    }

    #[test]
    fn the_compilations_paris_are_lepeintres_postillons() {
        // art. 48 and 54: four jetons a pari, twenty for the queue des paris, a postillon two
        // paris: one postillon 28, two 36, three 44, then eight more for each
        assert_eq!(postillons(1), 2 * 4 + 20);
        assert_eq!(postillons(2), 4 * 4 + 20);
        assert_eq!(postillons(3), 6 * 4 + 20);
        assert_eq!(postillons(4) - postillons(3), 8);
    }
}
