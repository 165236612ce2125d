//! The players of self-play: a random one and a simple greedy one.

use crate::engine::moves::PlaySet;
use crate::engine::{FullJans, Sided};

/// How a self-play player chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    /// Any legal play, any choice to go or stay, uniformly at random.
    Random,
    /// The play that leaves the most full jans, then the most cases and the fewest demi-cases;
    /// always stays after a trou.
    Greedy,
}

/// A cheap evaluation of a board for the greedy player.
fn value(s: &Sided) -> i32 {
    let full = FullJans::of(s).len() as i32;
    let (mut cases, mut blots) = (0, 0);
    for p in 1..=24 {
        match s.me[p] {
            0 => {}
            1 => blots += 1,
            _ => cases += 1,
        }
    }
    full * 100 + cases * 3 - blots * 2 + i32::from(s.me[crate::engine::sided::BAND]) * 5
}

/// Picks one of `plays` (never empty).
pub fn choose(strategy: Strategy, plays: &PlaySet, rng: &mut fastrand::Rng) -> usize {
    match strategy {
        Strategy::Random => rng.usize(..plays.len()),
        Strategy::Greedy => plays
            .iter()
            .enumerate()
            .max_by_key(|(i, p)| (value(p.result()), std::cmp::Reverse(*i)))
            .map_or(0, |(i, _)| i),
    }
}

/// Whether to go away after a trou.
pub fn goes(strategy: Strategy, rng: &mut fastrand::Rng) -> bool {
    match strategy {
        Strategy::Random => rng.bool(),
        Strategy::Greedy => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sided::{BAND, TALON};
    use crate::engine::{moves, Color, Roll, Rules, Setup};

    /// White's board with `me` (flèche, checkers), the rest of his fifteen on his talon.
    fn board(me: &[(usize, u8)]) -> Sided {
        let mut s = Sided::new(&Setup::opening(), Color::White);
        for &(p, n) in me {
            s.me[p] += n;
            s.me[TALON] -= n;
        }
        s
    }

    #[test]
    fn the_value_counts_full_jans_then_cases_then_blots() {
        // the talon is a case of its own
        assert_eq!(value(&board(&[])), 3);
        assert_eq!(value(&board(&[(7, 2)])), 6);
        assert_eq!(value(&board(&[(7, 1), (8, 1)])), 3 - 4);
        assert_eq!(value(&board(&[(7, 3), (8, 2)])), 9);
        assert_eq!(value(&board(&[(BAND, 2)])), 3 + 10);
        // the petit jan full: six cases and a full jan
        let full = board(&[(2, 2), (3, 2), (4, 2), (5, 2), (6, 2)]);
        assert_eq!(value(&full), 100 + 18);
        let nearly = board(&[(2, 2), (3, 2), (4, 2), (5, 2), (6, 1)]);
        assert_eq!(value(&nearly), 15 - 2);
    }

    #[test]
    fn greedy_chooses_the_first_best_play() {
        let rules = Rules::default();
        let mut not_first = 0;
        for (a, b) in [(6, 5), (6, 1), (5, 3), (4, 2), (3, 1), (6, 6)] {
            let s = board(&[(2, 2), (3, 2), (5, 1), (7, 1)]);
            let plays = moves::generate(&s, Roll::new(a, b).unwrap(), &rules).plays;
            let mut rng = fastrand::Rng::with_seed(1);
            let i = choose(Strategy::Greedy, &plays, &mut rng);
            let best = value(plays.iter().nth(i).unwrap().result());
            for (j, p) in plays.iter().enumerate() {
                let v = value(p.result());
                assert!(
                    v < best || (v == best && j >= i),
                    "{a}-{b}: play {j} ({v}) beats {i}"
                );
            }
            not_first += usize::from(i > 0);
        }
        assert!(
            not_first > 0,
            "the best play was always the first: a weak test"
        );
    }

    #[test]
    fn random_chooses_every_play_and_both_ways() {
        let s = board(&[(3, 2), (5, 1)]);
        let plays = moves::generate(&s, Roll::new(3, 1).unwrap(), &Rules::default()).plays;
        let mut rng = fastrand::Rng::with_seed(2);
        let mut seen = vec![false; plays.len()];
        let (mut go, mut stay) = (0, 0);
        for _ in 0..200 {
            seen[choose(Strategy::Random, &plays, &mut rng)] = true;
            if goes(Strategy::Random, &mut rng) {
                go += 1;
            } else {
                stay += 1;
            }
        }
        assert!(plays.len() > 1 && seen.iter().all(|&s| s), "{seen:?}");
        assert!(go > 50 && stay > 50, "{go} {stay}");
        assert!((0..50).all(|_| !goes(Strategy::Greedy, &mut rng)));
    }
}
