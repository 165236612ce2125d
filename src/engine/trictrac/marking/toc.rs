//! The Toc (`game.toc`; the compilation of the Charpentier text, second-hand, « Systèmes de
//! décompte alternatifs », Toc): trictrac's board, moves and jans, each jan marked in trous
//! instead of points ([`Counting`]).
//!
//! - Each jan line of the throw's [`Score`] is one trou for the player it goes to, the roller
//!   or, for a jan à perte, his opponent; where the players agreed that the double goes
//!   ([`Counting::TocDouble`]), a jan that trictrac counts by a doublet or by two means or
//!   more is two ([`trous_of`]).
//! - The roller's trous are marked first (`jan.order`); once they win the game
//!   ([`Rules::game_trous`]), the throw's other trous are not marked.
//! - A player whose own throw wins a trou may go, as in trictrac (`mark.sen-aller`, with the
//!   profile's reading of a trou won by the sortie); going, the opponent's trous from that
//!   throw are not marked.
//! - No points ever stand on the jetons, so there is no bredouille of points; the text names
//!   no école of the Toc, so what the players declare is not read.
//!
//! Example (the compilation's own): at the first trou, a player short of one demi-case of his
//! petit jan fills it by a simple throw. Trictrac would give him 4 points; the Toc gives him
//! the trou, and with it the game.

use super::ecole::Settled;
use super::marks::{Marks, Taken};
use super::turn::Marked;
use crate::engine::trictrac::jans::{Jan, JanScore, Score};
use crate::engine::{
    trictrac::{Counting, Rules},
    Color,
};

/// The trous one jan line is worth under `counting` (none under [`Counting::Points`], where
/// the line's points are marked instead). The double is where trictrac counts the jan by a
/// doublet or by two means: where its points pass one simple means of the tariff (a jan whose
/// tariff gives a doublet nothing more, the six tables or the impuissance of one number, is
/// simple by a doublet too).
#[must_use]
pub fn trous_of(line: &JanScore, counting: Counting) -> u32 {
    if line.points == 0 {
        return 0;
    }
    match counting {
        Counting::Points => 0,
        Counting::Toc => 1,
        Counting::TocDouble => {
            if line.points > line.jan.tariff().0 {
                2
            } else {
                1
            }
        }
    }
}

/// The trous `score` gives `who` under `counting`.
#[must_use]
pub fn trous_for(score: &Score, who: Color, counting: Counting) -> u32 {
    score
        .jans
        .iter()
        .filter(|j| j.to == who)
        .map(|j| trous_of(j, counting))
        .sum()
}

/// Marks `score` on `before` in the Toc; `go`: the roller goes away if he may.
#[must_use]
pub fn mark_toc(before: &Marks, score: &Score, go: bool, rules: &Rules) -> Marked {
    let roller = score.roller;
    let opp = roller.opposite();
    let mut marks = *before;
    let won = trous_for(score, roller, rules.counting);
    marks.add_trous(roller, won, rules);
    let by_sortie = score.jans.iter().any(|j| j.jan == Jan::Sortie);
    let may_go = won > 0 && (!by_sortie || rules.go_after_sortie);
    let went = go && may_go;
    let game_over = marks.trous(roller) >= rules.game_trous.get();
    if !went && !game_over {
        let lost = trous_for(score, opp, rules.counting);
        marks.add_trous(opp, lost, rules);
    }
    Marked {
        marks,
        settled: Settled::default(),
        taken: Taken {
            trous: won,
            doubled: 0,
        },
        may_go,
        went,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::trictrac::jans::Detail;
    use crate::engine::trictrac::marking::game::{stake, winner};
    use crate::engine::trictrac::marking::testing::white_scores;
    use crate::engine::{trictrac::GameTrous, Roll};

    fn line(jan: Jan, to: Color, means: u32, points: u32) -> JanScore {
        JanScore {
            jan,
            to,
            means,
            points,
            at: None,
            detail: Detail::NONE,
        }
    }

    fn toc(counting: Counting, game_trous: u32) -> Rules {
        Rules {
            counting,
            game_trous: GameTrous::new(game_trous).expect("1..=12"),
            ..Rules::default()
        }
    }

    #[test]
    fn each_jan_is_one_trou_and_the_double_two() {
        let simple = line(Jan::FillPetit, Color::White, 1, 4);
        let two_means = line(Jan::FillPetit, Color::White, 2, 8);
        let three_means = line(Jan::FillGrand, Color::White, 3, 12);
        let by_doublet = line(Jan::BattreCoin, Color::White, 1, 6);
        for l in [&simple, &two_means, &three_means, &by_doublet] {
            assert_eq!(trous_of(l, Counting::Toc), 1, "{l:?}");
            assert_eq!(trous_of(l, Counting::Points), 0, "{l:?}");
        }
        assert_eq!(trous_of(&simple, Counting::TocDouble), 1);
        assert_eq!(trous_of(&two_means, Counting::TocDouble), 2);
        // "a trou or two": never more, however many means
        assert_eq!(trous_of(&three_means, Counting::TocDouble), 2);
        assert_eq!(trous_of(&by_doublet, Counting::TocDouble), 2);
        // a jan the tariff counts the same by a doublet is simple by a doublet
        let six_tables = line(Jan::SixTables, Color::White, 1, 4);
        assert_eq!(trous_of(&six_tables, Counting::TocDouble), 1);
        let one_number = line(Jan::Impuissance, Color::Black, 1, 2);
        assert_eq!(trous_of(&one_number, Counting::TocDouble), 1);
        let both_numbers = line(Jan::Impuissance, Color::Black, 2, 4);
        assert_eq!(trous_of(&both_numbers, Counting::TocDouble), 2);
        // the hit à faux by two means goes double to the opponent
        let a_faux = line(Jan::BattreFauxPetit, Color::Black, 2, 8);
        assert_eq!(trous_of(&a_faux, Counting::TocDouble), 2);
        // a line scoring nothing marks nothing
        let empty = line(Jan::FillPetit, Color::White, 1, 0);
        assert_eq!(trous_of(&empty, Counting::TocDouble), 0);
    }

    /// White fills his petit jan (F was short of one demi-case) with the 5 of `a`-`b`.
    fn petit_jan(a: u8, b: u8) -> Score {
        white_scores(
            "lepeintre white=A: white A3 B3 C2 D2 E2 F G2; black Y15",
            a,
            b,
        )
    }

    #[test]
    fn the_compilations_example_the_petit_jan_wins_the_first_trou() {
        let score = petit_jan(5, 3);
        assert_eq!(score.points(Color::White), 4);
        for counting in [Counting::Toc, Counting::TocDouble] {
            let r = toc(counting, 1);
            let m = mark_toc(&Marks::default(), &score, false, &r);
            assert_eq!((m.marks.trous, m.marks.points), ([1, 0], [0, 0]));
            assert_eq!(winner(&m.marks, &r), Some(Color::White));
            assert_eq!(stake(&m.marks, Color::White, &r), (1, 1));
        }
        // the double: by a doublet, or by two means
        for score in [petit_jan(5, 5), petit_jan(5, 4)] {
            let r = toc(Counting::TocDouble, 1);
            let m = mark_toc(&Marks::default(), &score, false, &r);
            assert_eq!(m.marks.trous, [2, 0], "{score:?}");
            assert_eq!(stake(&m.marks, Color::White, &r), (2, 1));
            let r = toc(Counting::Toc, 1);
            let m = mark_toc(&Marks::default(), &score, false, &r);
            assert_eq!(m.marks.trous, [1, 0], "{score:?}");
            assert_eq!(stake(&m.marks, Color::White, &r), (1, 1));
        }
    }

    fn roll_of(lines: &[JanScore], doublet: bool) -> Score {
        let mut s = Score::new();
        s.roller = Color::White;
        s.roll = if doublet {
            Roll::new(2, 2).expect("dice")
        } else {
            Roll::new(2, 1).expect("dice")
        };
        for l in lines {
            s.jans.push(*l);
        }
        s
    }

    #[test]
    fn jans_a_perte_go_to_the_opponent_after_the_rollers_own() {
        let s = roll_of(
            &[
                line(Jan::BattreVraiGrand, Color::White, 1, 2),
                line(Jan::BattreFauxPetit, Color::Black, 2, 8),
            ],
            false,
        );
        let r = toc(Counting::TocDouble, 6);
        let m = mark_toc(&Marks::default(), &s, false, &r);
        assert_eq!(m.marks.trous, [1, 2]);
        assert_eq!(m.marks.pavillon, Some(Color::Black));
        assert!(m.may_go && !m.went);
        // at the first trou the roller's trou ends the game: the opponent's is not marked
        let r = toc(Counting::TocDouble, 1);
        let m = mark_toc(&Marks::default(), &s, false, &r);
        assert_eq!(m.marks.trous, [1, 0]);
        // a throw giving the opponent alone his trou gives him the game
        let s = roll_of(&[line(Jan::BattreFauxPetit, Color::Black, 1, 4)], false);
        let m = mark_toc(&Marks::default(), &s, false, &r);
        assert_eq!(m.marks.trous, [0, 1]);
        assert!(!m.may_go);
        assert_eq!(winner(&m.marks, &r), Some(Color::Black));
    }

    #[test]
    fn going_on_ones_own_trou_as_in_trictrac() {
        let s = roll_of(
            &[
                line(Jan::FillGrand, Color::White, 1, 6),
                line(Jan::Impuissance, Color::Black, 1, 2),
            ],
            true,
        );
        let r = toc(Counting::TocDouble, 12);
        let before = Marks::with([0, 0], [3, 5], None);
        let m = mark_toc(&before, &s, true, &r);
        assert!(m.may_go && m.went);
        // going, the opponent's trou from that throw is not marked
        assert_eq!((m.marks.trous, m.taken.trous), ([5, 5], 2));
        let m = mark_toc(&before, &s, false, &r);
        assert_eq!(m.marks.trous, [5, 6]);
        // a trou won by the sortie lets him go only where the reading says so
        let s = roll_of(&[line(Jan::Sortie, Color::White, 1, 4)], false);
        let m = mark_toc(&before, &s, true, &r);
        assert!(!m.may_go && !m.went);
        let r = Rules {
            go_after_sortie: true,
            ..r
        };
        assert!(mark_toc(&before, &s, true, &r).went);
        // a trou received never lets him go
        let s = roll_of(&[line(Jan::Impuissance, Color::Black, 1, 2)], false);
        assert!(!mark_toc(&before, &s, true, &r).may_go);
    }
}
