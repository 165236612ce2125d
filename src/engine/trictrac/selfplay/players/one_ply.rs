//! `greedy-1ply`: the play worth the most points over the throws that follow it, read off the
//! chance tables the engine computes: their points only ([`chance_points_into`], the walk of
//! [`chance_table_into`] without the flèches and the means; one reused [`Scratch`], no heap
//! allocation).
//!
//! **What "points now" are.** In trictrac a throw scores before it is played: its jans are
//! those of the position it is thrown on (a plein it can make is an obligation, a hit is
//! fictitious), and [`Game::roll`] scores it before any play is chosen. Every legal play of a
//! roll therefore scores the same points now, for both sides; what the play changes is what
//! the *next* throws can score. The value of a play is
//!
//! > now (the roll's points to me, less its points to the opponent: the same for every play)
//! > + the opponent's next throw on the board the play leaves (the points his 36 chances give
//! >   me — his hits à faux, his numbers he cannot play — less those they give him)
//! > + my own next throw on that board (likewise, from my side),
//!
//! each throw's expectation read off its [`ChanceTable`] (points added over the 36 chances:
//! the values are kept in 36ths of a point, whole numbers, so ties are exact). My next throw is
//! counted on the board my play leaves, as though the opponent's play did not move it: that is
//! the one-ply horizon. The tables are those of "late in the relevé" (no rare jan of the first
//! throws). A play that bears off the last checker ends the relevé: nothing follows it on this
//! board (the next relevé starts afresh), so its future is 0.
//!
//! Only the future differs between plays, so the choice is the play of the best future; among
//! equals, the best [`structure`] (full jans, cases, no demi-case), then the first.

use super::greedy::structure;
use super::{best_play_tied, forced, Choice, PlayPolicy};
#[cfg(doc)]
use crate::engine::trictrac::chances::chance_table_into;
use crate::engine::trictrac::chances::{chance_points_into, ChanceTable, Scratch};
use crate::engine::trictrac::game::{Game, Turn};
use crate::engine::trictrac::sided::BAND;
use crate::engine::{
    trictrac::{Jan, Rules, Sided},
    Color,
};

/// The points the 36 chances of `table` give `me`, less those they give his opponent, in 36ths
/// of a point (the table's points are already added over the 36 chances).
#[must_use]
pub fn net_of_table(table: &ChanceTable, me: Color) -> i32 {
    Jan::ALL
        .iter()
        .map(|&jan| {
            let p = i32::from(table.get(jan).points);
            if table.to(jan) == me {
                p
            } else {
                -p
            }
        })
        .sum()
}

/// The greedy 1-ply player's play policy, with its reusable buffers.
#[derive(Debug, Clone, Default)]
pub struct OnePly {
    scratch: Scratch,
}

impl OnePly {
    /// The expected net points, for the player whose board `after` is (his frame: the board
    /// his play leaves), of the opponent's next throw and of his own after it, in 36ths.
    pub fn future36(&mut self, after: &Sided, rules: &Rules) -> i32 {
        if after.me[BAND] >= 15 {
            return 0;
        }
        // the opponent's throw: what it gives me, less what it gives him
        let theirs = chance_points_into(&after.flip(), rules, &mut self.scratch);
        let mine = chance_points_into(after, rules, &mut self.scratch);
        (theirs.opponent as i32 - theirs.roller as i32)
            + (mine.roller as i32 - mine.opponent as i32)
    }

    /// The roll's points now, to its roller less to his opponent, in 36ths: the same whatever
    /// the play.
    #[must_use]
    pub fn now36(turn: &Turn) -> i32 {
        let me = turn.color();
        let s = turn.score();
        36 * (s.points(me) as i32 - s.points(me.opposite()) as i32)
    }

    /// The value of the roll's play `i` in 36ths: [`now36`](Self::now36) plus its
    /// [`future36`](Self::future36). `None`: no such play.
    pub fn value36(&mut self, turn: &Turn, i: usize, rules: &Rules) -> Option<i32> {
        let set = &turn.plays().plays;
        let after = set.compact().get(i)?.result(set.start());
        Some(Self::now36(turn) + self.future36(&after, rules))
    }
}

impl PlayPolicy for OnePly {
    fn name(&self) -> &'static str {
        "greedy-1ply"
    }

    fn choose(&mut self, game: &Game<'_>, _rng: &mut fastrand::Rng) -> Choice {
        let best = best_play_tied(game, |after| self.future36(after, game.rules()), structure);
        Choice {
            index: best.map_or(0, |b| b.1),
            future36: best.map(|b| b.0 .0),
        }
    }

    /// A roll's only play is chosen without its tables.
    fn choose_index(&mut self, game: &Game<'_>, rng: &mut fastrand::Rng) -> usize {
        if forced(game) {
            0
        } else {
            self.choose(game, rng).index
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::trictrac::chances::chance_table_into;
    use crate::engine::trictrac::selfplay::players::tests::{each_random_turn, rolled, white};

    /// The future as first written, read off the two full chance tables: the oracle of the
    /// points-only walk.
    fn future36_of_tables(after: &Sided, rules: &Rules) -> i32 {
        if after.me[BAND] >= 15 {
            return 0;
        }
        let me = after.color;
        let (mut table, mut scratch) = (ChanceTable::new(me), Scratch::default());
        chance_table_into(&after.flip(), rules, &mut table, &mut scratch);
        let theirs = net_of_table(&table, me);
        chance_table_into(after, rules, &mut table, &mut scratch);
        theirs + net_of_table(&table, me)
    }

    /// On random turns under random rules, each play's board: the points-only walk gives each
    /// side the points of the full table, so the future and the choice are the tables'.
    #[test]
    fn the_points_only_walk_is_the_tables_net() {
        let mut boards = 0;
        let mut one = OnePly::default();
        let mut scratch = Scratch::default();
        for k in 0..8u64 {
            let rules = if k == 0 {
                Rules::default()
            } else {
                Rules::arbitrary(100 + k)
            };
            each_random_turn(k, &rules, 60, |game| {
                let set = &game.turn().unwrap().plays().plays;
                let mut best: Option<(i32, i32, usize)> = None;
                for (i, p) in set.compact().iter().enumerate() {
                    boards += 1;
                    let after = p.result(set.start());
                    for s in [after, after.flip()] {
                        let mut table = ChanceTable::new(s.color);
                        chance_table_into(&s, &rules, &mut table, &mut scratch);
                        let points = chance_points_into(&s, &rules, &mut scratch);
                        let net = points.roller as i32 - points.opponent as i32;
                        assert_eq!(net, net_of_table(&table, s.color), "{s:?}");
                        let total: i32 = Jan::ALL
                            .iter()
                            .map(|&j| i32::from(table.get(j).points))
                            .sum();
                        assert_eq!((points.roller + points.opponent) as i32, total);
                    }
                    let key = (future36_of_tables(&after, &rules), structure(&after));
                    assert_eq!(one.future36(&after, &rules), key.0);
                    if best.is_none_or(|(f, s, _)| key > (f, s)) {
                        best = Some((key.0, key.1, i));
                    }
                }
                let mut rng = fastrand::Rng::with_seed(0);
                let c = one.choose(game, &mut rng);
                assert_eq!(c.index, best.map_or(0, |b| b.2));
                assert_eq!(c.future36, best.map(|b| b.0));
                assert_eq!(one.choose_index(game, &mut rng), c.index);
            });
        }
        assert!(boards > 2000, "{boards}");
    }

    /// White fifteen on his talon; Black fourteen on his, one checker alone on F10.
    fn board() -> crate::engine::trictrac::Setup {
        white(&[], &[(10, 1)])
    }

    /// The two plays of 2-1 from the talon, counted by hand (see the comments): (a) two
    /// checkers down, on F2 and F3; (b) one checker tout d'une to F4.
    ///
    /// Black's throw after (a): his checker on F10 hits F3 by a sum of 7 (6-1, 5-2, 4-3: six
    /// chances) and F2 by a sum of 8 (6-2, 5-3: four chances; 4-4: one), both in the table du
    /// petit jan, 4 a means and 6 by a doublet: 24 + 16 + 6 = 46 to Black; every number of his
    /// plays from his talon, so no impuissance. White's throw after (a): F10 is hit from F1 by
    /// 9 (6-3, 5-4), from F2 by 8 (6-2, 5-3, and 4-4), from F3 by 7 (6-1, 5-2, 4-3), one means
    /// each, 2 a means (4 by the doublet) in the grand jan's table: 7 × 4 + 4 = 32 to White.
    /// Future of (a): 32 − 46 = −14.
    ///
    /// Black's throw after (b): F4 is hit by his 6 (6-1..6-5: ten chances at 4, 6-6 at 6) and
    /// by a sum of 6 (5-1, 4-2: four chances at 4; 3-3 at 6): 40 + 6 + 16 + 6 = 68. White's
    /// throw after (b): F10 by the 6 from F4 (6-1, 6-2, 6-4, 6-5 at 4; 6-6 at 4; 6-3 has the
    /// sum from F1 too: two means, 8), by a sum of 6 from F4 (5-1, 4-2 at 4; 3-3 at 4), and
    /// by 9 from F1 (5-4 at 4): 16 + 4 + 8 + 8 + 4 + 4 = 44. Future of (b): 44 − 68 = −24.
    #[test]
    fn one_ply_values_each_play_by_the_next_two_throws() {
        let rules = Rules::default();
        let game = rolled(&board(), (2, 1), &rules);
        let turn = game.turn().unwrap();
        let set = &turn.plays().plays;
        assert_eq!(set.len(), 2, "{set:?}");
        let mut one = OnePly::default();
        let by_board = |i: usize| {
            let after = set.compact()[i].result(set.start());
            (after.me[2], after.me[3], after.me[4])
        };
        let a = (0..2)
            .find(|&i| by_board(i) == (1, 1, 0))
            .expect("play (a)");
        let b = (0..2)
            .find(|&i| by_board(i) == (0, 0, 1))
            .expect("play (b)");
        // nothing scores now: F10 is nine away, and no rare jan is known without roll numbers
        assert_eq!(OnePly::now36(turn), 0);
        assert_eq!(one.value36(turn, a, &rules), Some(-14));
        assert_eq!(one.value36(turn, b, &rules), Some(-24));
        assert_eq!(one.value36(turn, 2, &rules), None);
        let c = one.choose(&game, &mut fastrand::Rng::with_seed(0));
        assert_eq!(
            c,
            Choice {
                index: a,
                future36: Some(-14)
            }
        );
    }

    /// White with one checker more on F2 throws 6-3: F10 is hit by the sum from the talon (no
    /// number reaches it, nor the sum from F2), one means, 2 points to White (72 in 36ths),
    /// whatever the play.
    #[test]
    fn the_points_now_are_the_same_for_every_play() {
        let rules = Rules::default();
        let game = rolled(&white(&[(2, 1)], &[(10, 1)]), (6, 3), &rules);
        let turn = game.turn().unwrap();
        assert_eq!(OnePly::now36(turn), 72);
        let mut one = OnePly::default();
        let set = &turn.plays().plays;
        assert!(set.len() > 1);
        for i in 0..set.len() {
            let after = set.compact()[i].result(set.start());
            let future = one.future36(&after, &rules);
            assert_eq!(one.value36(turn, i, &rules), Some(72 + future));
        }
    }

    /// By hand: a table whose roller scores 12 (over the 36 chances) and gives 5 to the
    /// opponent nets +7 for the roller, −7 for the other.
    #[test]
    fn a_table_nets_the_points_of_each_side() {
        let mut t = ChanceTable::new(Color::Black);
        t.add_line(Jan::BattreVraiGrand, Some(7), 2, true, 2);
        t.add_line(Jan::BattreVraiPetit, Some(3), 4, true, 2);
        t.add_line(Jan::Impuissance, None, 2, true, 1);
        t.add_line(Jan::BattreFauxGrand, Some(9), 3, true, 1);
        assert_eq!(net_of_table(&t, Color::Black), 4 + 8 - 2 - 3);
        assert_eq!(net_of_table(&t, Color::White), -7);
    }

    /// A board with every checker borne off ends the relevé: nothing follows it.
    #[test]
    fn a_sortie_has_no_future_on_its_board() {
        let mut s = Sided::new(&crate::engine::trictrac::Setup::opening(), Color::White);
        s.me = [0; 26];
        s.me[BAND] = 15;
        assert_eq!(OnePly::default().future36(&s, &Rules::default()), 0);
    }
}
