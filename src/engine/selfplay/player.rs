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
