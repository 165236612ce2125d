//! The end of the game and its stakes. The game goes to twelve trous in trictrac
//! (`game.douze-trous`), to the number the players agree on in the Toc (`game.toc`, even the
//! first trou), [`Rules::game_trous`]. The stake of the game in twelve trous is multiplied
//! after the three conventions the seed article lists ([`Payout`]); Lepeintre knows only the
//! game won "douze trous bredouille", worth double by prior agreement (1re §VI), which is the
//! oldest convention. The Toc has its own: a game at the first trou won by the double (two
//! trous, where the double goes) is paid double, any other single (the compilation of the
//! Charpentier text, « Systèmes de décompte alternatifs », Toc).

use super::marks::Marks;
use crate::engine::{
    trictrac::{Counting, Payout, Rules},
    Color,
};

/// The winner, once a player has the trous of the game.
#[must_use]
pub fn winner(m: &Marks, rules: &Rules) -> Option<Color> {
    let target = rules.game_trous.get();
    Color::ALL.into_iter().find(|c| m.trous(*c) >= target)
}

/// The stake multiplier of a game won by `winner` with marks `m`, as a fraction (numerator,
/// denominator) so that ×1.5 stays exact.
#[must_use]
pub fn stake(m: &Marks, winner: Color, rules: &Rules) -> (u32, u32) {
    match rules.counting {
        Counting::Points => {}
        Counting::Toc => return (1, 1),
        Counting::TocDouble => {
            // the second trou of a game at the first trou is the double
            let double = rules.game_trous.get() == 1 && m.trous(winner) >= 2;
            return (if double { 2 } else { 1 }, 1);
        }
    }
    let grande = m.grande(winner);
    let with_pavillon = m.pavillon == Some(winner);
    let loser_trous = m.trous(winner.opposite());
    match rules.payout {
        Payout::Older => (if grande { 2 } else { 1 }, 1),
        Payout::Bridge => {
            if grande {
                (2, 1)
            } else if loser_trous < 7 {
                (3, 2)
            } else {
                (1, 1)
            }
        }
        Payout::Modern => {
            if grande && !with_pavillon {
                (4, 1)
            } else if grande {
                (3, 1)
            } else if loser_trous < 6 {
                (2, 1)
            } else {
                (1, 1)
            }
        }
    }
}

/// The payout of `rules` in words, its profile spelling first: what [`stake`] counts a game.
#[must_use]
pub fn payout_words(rules: &Rules) -> String {
    let words = match rules.payout {
        Payout::Older => "1 a game, 2 in grande bredouille",
        Payout::Bridge => {
            "2 in grande bredouille, 1.5 when the loser has fewer than 7 trous, else 1"
        }
        Payout::Modern => {
            "4 in grande bredouille without the pavillon, 3 with it, 2 when the loser has \
             fewer than 6 trous, else 1"
        }
    };
    format!("`{}` ({words})", rules.payout.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stakes_by_convention() {
        let r = |payout| Rules {
            payout,
            ..Rules::default()
        };
        let mut m = Marks::default();
        m.score(Color::White, 12 * 6, &Rules::default());
        assert_eq!(winner(&m, &Rules::default()), Some(Color::White));
        assert_eq!(stake(&m, Color::White, &r(Payout::Older)), (2, 1));
        assert_eq!(stake(&m, Color::White, &r(Payout::Modern)), (4, 1));
        let mut m = Marks::default();
        m.score(Color::Black, 12, &Rules::default());
        m.score(Color::White, 12 * 6, &Rules::default());
        // White took the pavillon and won uninterrupted
        assert_eq!(stake(&m, Color::White, &r(Payout::Modern)), (3, 1));
        assert_eq!(stake(&m, Color::White, &r(Payout::Bridge)), (2, 1));
        let mut m = Marks::default();
        m.score(Color::White, 12, &Rules::default());
        m.score(Color::Black, 12, &Rules::default());
        m.score(Color::White, 12 * 5, &Rules::default());
        assert_eq!(stake(&m, Color::White, &r(Payout::Bridge)), (3, 2));
        assert_eq!(stake(&m, Color::White, &r(Payout::Older)), (1, 1));
    }
}
