//! `greedy`: the cheap structural player of self-play — the play that leaves the most full
//! jans, then the most cases and the fewest demi-cases (a lone checker), then the most
//! checkers borne off. It counts no points, of either side: it is kept for its speed.

use super::{forced, Choice, PlayPolicy};
use crate::engine::trictrac::game::Game;
use crate::engine::trictrac::moves::CompactPlay;
use crate::engine::trictrac::sided::BAND;
use crate::engine::trictrac::Sided;

/// The flèches 1..=24 as bits of a mask (bit `p` for flèche `p`).
const FLÈCHES: u32 = ((1 << 25) - 1) & !1;
/// The fillable quarters as masks: the petit jan (1..=6), the grand (7..=12), the retour
/// (19..=24).
const QUARTERS: [u32; 3] = [0x3f << 1, 0x3f << 7, 0x3f << 19];

/// A board as [`structure`] reads it: the flèches with one checker or more, with two or more,
/// and the checkers borne off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Masks {
    one: u32,
    two: u32,
    band: u8,
}

impl Masks {
    fn of(me: &[u8; 26]) -> Masks {
        let (mut one, mut two) = (0, 0);
        for (p, &n) in me.iter().enumerate().take(25).skip(1) {
            one |= u32::from(n >= 1) << p;
            two |= u32::from(n >= 2) << p;
        }
        Masks {
            one,
            two,
            band: me[BAND],
        }
    }

    /// The masks after `play` from the board `me` these are the masks of: only the flèches
    /// the play leaves or reaches change.
    fn after(mut self, me: &[u8; 26], play: &CompactPlay) -> Masks {
        let mut after = *me;
        for k in 0..play.len() {
            after[usize::from(play.from[k])] -= 1;
            after[usize::from(play.to[k])] += 1;
        }
        for k in 0..play.len() {
            for p in [usize::from(play.from[k]), usize::from(play.to[k])] {
                // the band and the flèche 0 are not flèches of the masks
                let bit = u32::from((1..=24).contains(&p)) << p;
                self.one = (self.one & !bit) | (u32::from(after[p] >= 1) << p & bit);
                self.two = (self.two & !bit) | (u32::from(after[p] >= 2) << p & bit);
            }
        }
        self.band = after[BAND];
        self
    }

    fn value(self) -> i32 {
        let full = QUARTERS.iter().filter(|&&q| self.two & q == q).count() as i32;
        let cases = (self.two & FLÈCHES).count_ones() as i32;
        let blots = (self.one & !self.two & FLÈCHES).count_ones() as i32;
        full * 100 + cases * 3 - blots * 2 + i32::from(self.band) * 5
    }
}

/// The structure of the player's board `s`: 100 a full jan, 3 a case (two checkers or more
/// on a flèche, the talon included), −2 a demi-case, 5 a checker borne off.
#[must_use]
pub fn structure(s: &Sided) -> i32 {
    Masks::of(&s.me).value()
}

/// The [`structure`] of the board `play` leaves from `start`, read off the masks of `start`
/// and the play's steps (no board made).
fn structure_after(start: &Sided, masks: Masks, play: &CompactPlay) -> i32 {
    masks.after(&start.me, play).value()
}

/// The first of the plays whose board has the best [`structure`].
#[derive(Debug, Clone, Copy, Default)]
pub struct GreedyPlays;

impl PlayPolicy for GreedyPlays {
    fn name(&self) -> &'static str {
        "greedy"
    }

    fn choose(&mut self, game: &Game<'_>, _rng: &mut fastrand::Rng) -> Choice {
        let index = game.turn().map_or(0, |t| {
            let set = &t.plays().plays;
            let start = set.start();
            let masks = Masks::of(&start.me);
            let mut best: Option<(i32, usize)> = None;
            for (i, p) in set.compact().iter().enumerate() {
                let v = structure_after(start, masks, p);
                if best.is_none_or(|(b, _)| v > b) {
                    best = Some((v, i));
                }
            }
            best.map_or(0, |b| b.1)
        });
        Choice {
            index,
            future36: None,
        }
    }

    /// A roll's only play is chosen without its board.
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
    use crate::engine::trictrac::selfplay::players::tests::{
        each_random_turn, rolled, sided, white,
    };
    use crate::engine::trictrac::{FullJans, Rules};

    /// The structure as first written, counted on the whole board: the oracle of the masks.
    fn structure_by_counting(s: &Sided) -> i32 {
        let full = FullJans::of(s).len() as i32;
        let (mut cases, mut blots) = (0, 0);
        for p in 1..=24 {
            match s.me[p] {
                0 => {}
                1 => blots += 1,
                _ => cases += 1,
            }
        }
        full * 100 + cases * 3 - blots * 2 + i32::from(s.me[BAND]) * 5
    }

    /// On random turns under random rules, the structure read off the masks and the play's
    /// steps is the oracle's on each play's board, and the choice is the oracle's: the first
    /// play of the best structure, each board made.
    #[test]
    fn the_masks_give_the_structure_and_the_choice_of_the_boards() {
        let mut turns = 0;
        for k in 0..12u64 {
            let rules = if k == 0 {
                Rules::default()
            } else {
                Rules::arbitrary(k)
            };
            each_random_turn(k, &rules, 400, |game| {
                turns += 1;
                let set = &game.turn().unwrap().plays().plays;
                let start = set.start();
                assert_eq!(structure(start), structure_by_counting(start));
                let masks = Masks::of(&start.me);
                for p in set.compact() {
                    let after = p.result(start);
                    assert_eq!(
                        structure_after(start, masks, p),
                        structure_by_counting(&after),
                        "{p:?} from {start:?}"
                    );
                }
                let oracle = set
                    .compact()
                    .iter()
                    .enumerate()
                    .max_by_key(|(i, p)| {
                        (
                            structure_by_counting(&p.result(start)),
                            std::cmp::Reverse(*i),
                        )
                    })
                    .map_or(0, |(i, _)| i);
                let mut rng = fastrand::Rng::with_seed(0);
                assert_eq!(GreedyPlays.choose(game, &mut rng).index, oracle);
                assert_eq!(GreedyPlays.choose_index(game, &mut rng), oracle);
            });
        }
        assert!(turns > 4000, "{turns}");
    }

    #[test]
    fn the_structure_counts_full_jans_then_cases_then_blots() {
        // the talon is a case of its own
        assert_eq!(structure(&sided(&[])), 3);
        assert_eq!(structure(&sided(&[(7, 2)])), 6);
        assert_eq!(structure(&sided(&[(7, 1), (8, 1)])), 3 - 4);
        assert_eq!(structure(&sided(&[(7, 3), (8, 2)])), 9);
        assert_eq!(structure(&sided(&[(BAND, 2)])), 3 + 10);
        // the petit jan full: six cases and a full jan
        let full = sided(&[(2, 2), (3, 2), (4, 2), (5, 2), (6, 2)]);
        assert_eq!(structure(&full), 100 + 18);
        let nearly = sided(&[(2, 2), (3, 2), (4, 2), (5, 2), (6, 1)]);
        assert_eq!(structure(&nearly), 15 - 2);
    }

    /// By hand: White nine on his talon, cases on 2 and 3, lone checkers on 5 and 6; Black on
    /// his talon. With 1-1 (two aces), 5→6 makes a case of the 6, and the other ace must then
    /// leave no blot: only 1→2 does (2→3, 3→4 or 6→7 each leaves one). Talon, 2, 3 and 6 are
    /// cases, no blot: 4 × 3 = 12. Without 5→6 the 5 and the 6 stay lone or one of them moves
    /// on alone: never 12.
    #[test]
    fn greedy_chooses_the_first_best_play() {
        let rules = Rules::default();
        let game = rolled(
            &white(&[(2, 2), (3, 2), (5, 1), (6, 1)], &[]),
            (1, 1),
            &rules,
        );
        let t = game.turn().unwrap();
        let i = GreedyPlays
            .choose(&game, &mut fastrand::Rng::with_seed(1))
            .index;
        let best = t.plays().plays.get(i).unwrap();
        assert_eq!(structure(best.result()), 12);
        let after = best.result();
        assert_eq!(
            (
                after.me[1],
                after.me[2],
                after.me[3],
                after.me[5],
                after.me[6]
            ),
            (8, 3, 2, 0, 2)
        );
        // no play before it is as good, none after it better
        for (j, p) in t.plays().plays.iter().enumerate() {
            let v = structure(p.result());
            assert!(v < 12 || (v == 12 && j >= i), "play {j} ({v}) beats {i}");
        }
    }
}
