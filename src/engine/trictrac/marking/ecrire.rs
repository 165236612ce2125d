//! The scored game, *à écrire* (`game.a-ecrire`): a series of marqués, each won by the first to
//! take six trous or more, and its reckoning (Lepeintre 1re §VI).
//!
//! The winner of a marqué scores his trous less the loser's, plus a consolation of 2. Won en
//! bredouille (no trou of the opponent's in between), his trous and the consolation count
//! double (petite bredouille), or fourfold when he reaches twelve trous (grande bredouille);
//! some houses go on doubling every further six trous ([`Rules::ecrire_progression`]). Each
//! refait (the loser catching up after the winner chose to stay) multiplies the consolation of
//! the next marqué. A marqué ends at a going, by either player, once one holds six trous: the
//! one with more trous wins it, equal trous are a refait ([`on_going`]; Guiton ch. VIII). At
//! the end of the agreed marqués (an even number, half of it each player's contingent), the
//! player who lost marqués beyond his contingent is postillonné: 28 for the first and 8 for
//! each other ([`ecrit`]). The game itself, marqué after marqué, is played by
//! [`Partie`](crate::engine::trictrac::game::Partie).
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

use super::Marks;
use crate::engine::{trictrac::Rules, Color};

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

/// The bredouille `winner` holds in marks `m`: none once the opponent took a trou since his
/// first, of one tenue when the marks keep that kind ([`Marks::tenue`]).
#[must_use]
pub fn bredouille_of(m: &Marks, winner: Color) -> Bredouille {
    match (m.grande(winner), m.tenue(winner)) {
        (false, _) => Bredouille::None,
        (true, false) => Bredouille::Uninterrupted,
        (true, true) => Bredouille::OneTenue,
    }
}

/// What the marqué in marks `m` is worth to `side` ([`marque`]), `refaits` before it; `None`
/// while he holds fewer than [`MARQUE_TROUS`].
#[must_use]
pub fn marque_of(m: &Marks, side: Color, refaits: u32, rules: &Rules) -> Option<u32> {
    let (trous, lost) = (m.trous(side), m.trous(side.opposite()));
    (trous >= MARQUE_TROUS).then(|| marque(trous, lost, bredouille_of(m, side), refaits, rules))
}

/// How a going ends the marqué (Guiton ch. VIII, «A la partie à écrire…», «Quand il y a
/// refait»).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarqueEnd {
    /// `winner`, holding more trous, takes the marqué, worth `value` to him.
    Won { winner: Color, value: u32 },
    /// Both hold the same trous, six or more: the marqué is void and played again, its
    /// consolation raised.
    Refait,
}

impl MarqueEnd {
    /// Whether the dice pass to the other player for the next marqué: after a marqué won they
    /// alternate (the compilation, art. 58: the first thrower of the first marqué throws first
    /// in every odd one); after a refait the marqué is played again and the player who threw
    /// first in it throws first again (Guiton ch. VIII, «Quand il y a refait»; the
    /// compilation, art. 13: the same coup begun again).
    #[must_use]
    pub fn dice_pass(self) -> bool {
        matches!(self, MarqueEnd::Won { .. })
    }
}

/// The end of the marqué when a player goes away leaving marks `m`, `refaits` before it: a
/// marqué ends at any going, by either player, once one of them holds six trous or more
/// (`None`: neither does, and the marqué goes on). The one with more trous wins it, whoever
/// went; equal trous are a refait.
#[must_use]
pub fn on_going(m: &Marks, refaits: u32, rules: &Rules) -> Option<MarqueEnd> {
    let [w, b] = [Color::White, Color::Black].map(|c| m.trous(c));
    if w.max(b) < MARQUE_TROUS {
        return None;
    }
    let winner = match w.cmp(&b) {
        std::cmp::Ordering::Equal => return Some(MarqueEnd::Refait),
        std::cmp::Ordering::Greater => Color::White,
        std::cmp::Ordering::Less => Color::Black,
    };
    let value = marque_of(m, winner, refaits, rules)?;
    Some(MarqueEnd::Won { winner, value })
}

/// The écrit of a whole game, once the agreed marqués are played: each player's marqués won
/// and the points they are worth to him, the postillons ([`postillons`]) added to the one who
/// won more. Each player's share of the agreed number (even) is his contingent, and the
/// marqués the other lost beyond it are his paris: half the difference of the marqués won.
#[must_use]
pub fn ecrit(won: [u32; 2], points: [u32; 2]) -> [u32; 2] {
    let mut total = points;
    let (more, less) = if won[0] >= won[1] { (0, 1) } else { (1, 0) };
    let paris = (won[more] - won[less]).div_ceil(2);
    total[more] = total[more].saturating_add(postillons(paris));
    total
}

/// The postillons of a player who lost `missing` marqués beyond his contingent (half the
/// agreed number): the first, the postillon proper, is 28, each other 8 (Guiton ch. VIII; the
/// compilation's paris, art. 48, 54).
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
    fn a_going_ends_the_marque_once_one_holds_six_trous() {
        let d = Rules::default();
        let m = |trous| Marks::with([0, 0], trous, None);
        assert_eq!(on_going(&m([5, 3]), 0, &d), None);
        // Guiton ch. VIII: Black short of six goes, White's seven win, 7 - 3 + 2
        assert_eq!(
            on_going(&m([7, 3]), 0, &d),
            Some(MarqueEnd::Won {
                winner: Color::White,
                value: 6
            })
        );
        assert_eq!(on_going(&m([6, 6]), 0, &d), Some(MarqueEnd::Refait));
        // after one refait the consolation is doubled: 6 - 2 + 4
        assert_eq!(
            on_going(&m([2, 6]), 1, &d),
            Some(MarqueEnd::Won {
                winner: Color::Black,
                value: 8
            })
        );
        // the écrit: a postillon for each marqué lost beyond the contingent (28, then 8)
        assert_eq!(ecrit([2, 0], [14, 0]), [14 + 28, 0]);
        assert_eq!(ecrit([1, 3], [6, 20]), [6, 20 + 28]);
        assert_eq!(ecrit([0, 6], [0, 30]), [0, 30 + 44]);
        assert_eq!(ecrit([2, 2], [9, 7]), [9, 7]);
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
