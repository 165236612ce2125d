//! `expectimax-2ply`: the play worth the most points when the opponent's next throw is played
//! out exactly — each of his 21 rolls scored, and answered by his best reply — and what
//! follows his reply is read off the chance tables, as [`OnePly`] reads it.
//!
//! **The value of a play**, for me, the player about to play, on the board `B` my play leaves
//! (see the module doc of `one_ply.rs` for why the points of my own throw, scored before it is
//! played, are the same for every play and left out). In 1296ths of a point (36 × 36), whole
//! numbers, so that ties are exact:
//!
//! > V₂(B) = Σ over his 21 rolls r of w(r) × ( 36 × now(r) − F₁(Bᵣ*) ),
//!
//! where
//! - w(r) is the roll's weight in chances, 1 for a doublet and 2 otherwise (the 36 ordered
//!   throws: V₂ / 1296 is the expectation in points);
//! - now(r) is what his throw r on B scores, in points: to me (his hits à faux, his numbers he
//!   cannot play…) less to him (his jans), scored late in the relevé, as the chance tables are
//!   (no rare jan of the first throws);
//! - Bᵣ* is the board his best reply to r leaves, his best being the reply that maximises his
//!   own 1-ply future, F₁ = [`OnePly::future36`] seen from his side (my next throw on the board
//!   his reply leaves, then his own after it, each as the 36-chance expectation of its
//!   table, in 36ths): the reply he would choose as `greedy-1ply` (its ties do not change the
//!   value);
//! - a play of mine that bears off my last checker ends the relevé: nothing follows it, V₂ = 0
//!   (as in [`OnePly`]); a reply of his that bears off his last has F₁ = 0.
//!
//! **The horizon** is therefore three throws after my play: his (exact, all 21 rolls and all
//! his distinct replies), then mine and his again, each the expectation of a chance table on
//! the board left before it (the 1-ply horizon: my throw is counted on the board his reply
//! leaves, as though my own play after it did not move it). Points only: the marking (trous,
//! bredouille) and going away are not looked at.
//!
//! The choice is the play of the greatest V₂; among equals, the best [`structure`], then the
//! first (as [`OnePly`] breaks its ties). [`Choice::future36`] carries V₂ in 36ths, rounded
//! towards zero, for the going policy by expected value.

use super::greedy::structure;
use super::{best_play, Choice, OnePly, PlayPolicy};
use crate::engine::trictrac::game::Game;
use crate::engine::trictrac::jans::{score_into, Score};
use crate::engine::trictrac::moves::{legal_plays_into, Board, PlayList};
use crate::engine::trictrac::sided::BAND;
use crate::engine::{
    trictrac::{Context, Rules, Sided},
    Roll,
};

/// The 2-ply expectimax play policy, with its reusable buffers.
#[derive(Debug, Clone, Default)]
pub struct Expectimax {
    one: OnePly,
    score: Score,
    plays: PlayList,
}

impl Expectimax {
    /// V₂ of the board `after` (the frame of the player who just played: his board after his
    /// play, the opponent to throw), in 1296ths of a point (see the module doc).
    pub fn value1296(&mut self, after: &Sided, rules: &Rules) -> i64 {
        if after.me[BAND] >= 15 {
            return 0;
        }
        let me = after.color;
        let his = after.flip();
        let board = Board::new(&his, rules);
        let ctx = Context::default();
        let mut total = 0i64;
        for roll in Roll::all() {
            score_into(&board, roll, &ctx, &mut self.score, &mut self.plays);
            let now = i64::from(self.score.points(me)) - i64::from(self.score.points(his.color));
            legal_plays_into(&board, roll, &mut self.plays);
            let mut best: Option<i32> = None;
            for p in self.plays.plays() {
                let f = self.one.future36(&p.result(&his), rules);
                best = Some(best.map_or(f, |b| b.max(f)));
            }
            total += i64::from(roll.chances()) * (36 * now - i64::from(best.unwrap_or(0)));
        }
        total
    }
}

impl PlayPolicy for Expectimax {
    fn name(&self) -> &'static str {
        "expectimax-2ply"
    }

    fn choose(&mut self, game: &Game<'_>, _rng: &mut fastrand::Rng) -> Choice {
        let best = best_play(game, |after| {
            Some((self.value1296(after, game.rules()), structure(after)))
        });
        Choice {
            index: best.map_or(0, |b| b.1),
            future36: best.map(|b| (b.0 .0 / 36) as i32),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::trictrac::selfplay::players::RandomPlays;
    use crate::engine::{trictrac::Setup, Color};

    /// By hand: White's fifteen on F14 throwing 2-1, Black's last checker on F1 (his last flèche, the
    /// other fourteen borne off). Whatever White plays, Black's every roll bears that checker
    /// off: his sortie, 4 points, 6 by a doublet, and nothing else (no white checker is behind
    /// it to be hit, every number of his bears off). His reply ends the relevé: its future is
    /// 0. So every play of White is worth −(30 × 4 + 6 × 6) × 36 = −5,616 in 1296ths, and the
    /// choice falls to the structure.
    #[test]
    fn two_ply_values_a_position_counted_by_hand() {
        let rules = Rules::default();
        let mut board = Setup::opening();
        board.white[0] = 0;
        board.white[13] = 15;
        board.black[23] = 0;
        board.black[0] = 1;
        let mut game = Game::at(board, &rules);
        game.roll(Color::White, Roll::new(2, 1).unwrap())
            .expect("legal");
        let turn = game.turn().unwrap();
        let set = &turn.plays().plays;
        assert!(set.len() > 1);
        let mut x = Expectimax::default();
        for p in set.compact() {
            let after = p.result(set.start());
            assert_eq!(x.value1296(&after, &rules), -5616);
        }
        let c = x.choose(&game, &mut fastrand::Rng::with_seed(0));
        assert_eq!(c.future36, Some(-156));
        let chosen = structure(&set.compact()[c.index].result(set.start()));
        for (i, p) in set.compact().iter().enumerate() {
            let s = structure(&p.result(set.start()));
            assert!(s < chosen || (s == chosen && i >= c.index), "play {i}");
        }
    }

    /// The oracle: V₂ recomputed the slow way, through the [`Game`] — his throw rolled on
    /// the board as a game would (its score and its legal plays from the turn), each reply
    /// valued by [`OnePly::value36`] from his side, the best kept.
    fn naive(after: &Sided, rules: &Rules) -> i64 {
        if after.me[BAND] >= 15 {
            return 0;
        }
        let him = after.color.opposite();
        let mut one = OnePly::default();
        let mut total = 0;
        for roll in Roll::all() {
            let mut g = Game::at(after.to_setup(), rules);
            g.roll(him, roll).expect("a legal board");
            let turn = g.turn().unwrap();
            let best = (0..turn.plays().plays.len())
                .map(|i| one.value36(turn, i, rules).unwrap())
                .max()
                .unwrap();
            // his value36 is his now less... seen from his side: mine is its negation
            total += i64::from(roll.chances()) * -i64::from(best);
        }
        total
    }

    /// On positions reached by random play from the opening, V₂ of every play equals the
    /// oracle's.
    #[test]
    fn two_ply_agrees_with_a_naive_recomputation() {
        let rules = Rules::default();
        let mut rng = fastrand::Rng::with_seed(24);
        let mut x = Expectimax::default();
        let mut checked = 0;
        for _ in 0..3 {
            let mut game = Game::opening(Color::White, &rules);
            let mut color = Color::White;
            for turn in 0..40 {
                let roll = Roll::new(rng.u8(1..=6), rng.u8(1..=6)).unwrap();
                if game.roll(color, roll).is_err() {
                    break;
                }
                if turn % 9 == 8 {
                    let t = game.turn().unwrap();
                    let set = &t.plays().plays;
                    for p in set.compact().iter().take(3) {
                        let after = p.result(set.start());
                        assert_eq!(x.value1296(&after, &rules), naive(&after, &rules));
                        checked += 1;
                    }
                }
                let i = RandomPlays.choose(&game, &mut rng).index;
                if game.play_legal(i).is_err() {
                    break;
                }
                if game.close().is_some_and(|c| c.end.is_some()) {
                    break;
                }
                color = game.to_play().unwrap_or(color.opposite());
            }
        }
        assert!(checked >= 6, "{checked}");
    }

    #[test]
    fn the_policy_is_named() {
        assert_eq!(Expectimax::default().name(), "expectimax-2ply");
    }
}
