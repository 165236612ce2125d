//! `greedy`: the cheap structural player of self-play — the play that leaves the most full
//! jans, then the most cases and the fewest demi-cases (a lone checker), then the most
//! checkers borne off. It counts no points, of either side: it is kept for its speed.

use super::{Choice, PlayPolicy};
use crate::engine::game::Game;
use crate::engine::sided::BAND;
use crate::engine::{FullJans, Sided};

/// The structure of the player's board `s`: 100 a full jan, 3 a case (two checkers or more
/// on a flèche, the talon included), −2 a demi-case, 5 a checker borne off.
#[must_use]
pub fn structure(s: &Sided) -> i32 {
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
            set.compact()
                .iter()
                .enumerate()
                .max_by_key(|(i, p)| (structure(&p.result(set.start())), std::cmp::Reverse(*i)))
                .map_or(0, |(i, _)| i)
        });
        Choice {
            index,
            future36: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::selfplay::players::tests::{rolled, sided, white};
    use crate::engine::Rules;

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
