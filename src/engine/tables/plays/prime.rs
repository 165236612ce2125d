//! Fevga's prime rule (`fevga.prime-open`): six points in a row may be held, but when, before
//! the throw, the opponent's checkers are all caught behind six points the mover holds (all
//! behind them, or all on the one point just behind them, as the profile's reading says), the
//! mover must play so that each such six is no longer held whole, when any of his legal plays
//! does; when none does, every legal play stands. Read once per throw, after the walk, on the
//! limited path only ([`super::generate_into`]).

use super::super::position::{facing, BgPosition, BAR};
use super::super::rules::{BgRules, PrimeOpen};
use super::list::BgPlayList;

/// The sixes that trap the opponent before the throw: bit `b` for the mover's points
/// `b..=b + 5`, all held by him, with every opponent checker behind them as `rules` reads it.
pub(in crate::engine::tables) fn trapping(pos: &BgPosition, rules: &BgRules) -> u32 {
    if rules.prime_open == PrimeOpen::Free {
        return 0;
    }
    let me = pos.counts(pos.turn());
    let opp = pos.counts(pos.turn().opposite());
    let g = pos.geometry();
    let mut out = 0;
    for b in 1..=19 {
        if (b..b + 6).any(|p| me[p] == 0) {
            continue;
        }
        // the opponent's number of the six's farthest point from his bearing off
        let far = (b..b + 6).map(|p| facing(g, p)).max().unwrap_or(24);
        let on = |q: usize| opp[q] > 0;
        let trapped = match rules.prime_open {
            PrimeOpen::Free => false,
            PrimeOpen::AllBehind => (1..=BAR).any(on) && (1..=far).all(|q| !on(q)),
            PrimeOpen::AllOnThePointBehind => {
                far < 24 && on(far + 1) && (1..=BAR).all(|q| q == far + 1 || !on(q))
            }
        };
        if trapped {
            out |= 1 << b;
        }
    }
    out
}

/// Whether the board of a play's `key` still holds whole one of the sixes of `trapped`.
pub(in crate::engine::tables) fn keeps(key: u128, trapped: u32) -> bool {
    let held = |p: u32| (key >> (4 * (p - 1))) & 0xF != 0;
    (1..=19u32).any(|b| trapped & (1 << b) != 0 && (b..b + 6).all(held))
}

/// Keeps, among the plays of `out`, those that open every trapping six, when any does.
pub(super) fn filter(pos: &BgPosition, rules: &BgRules, out: &mut BgPlayList) {
    let t = trapping(pos, rules);
    if t == 0 || out.plays().iter().all(|p| keeps(p.key(), t)) {
        return;
    }
    out.retain(|p, _| !keeps(p.key(), t));
}
