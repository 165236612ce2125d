//! Chance counts of backgammon, out of the 36 throws (`bg.chances`): entering from the bar,
//! hitting a blot, numbers that cannot be played. Each count asks the legal plays of every
//! throw, so it follows every rule the plays follow.

use super::plays::{generate_into, with_play_list};
use super::position::{BgPosition, BAR};
use super::rules::BgRules;
use crate::engine::{Color, Roll};

/// What is counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BgEvent {
    /// Some legal play enters every checker the side has on the bar.
    Enter,
    /// Some legal play hits: any blot, or the opponent's blot on this point (the side's own
    /// numbering).
    Hit(Option<u8>),
    /// At least one number of the throw cannot be played.
    Unplayable,
}

/// How many of the 36 throws of `side` in `pos` give `event`.
#[must_use]
pub fn count(pos: &BgPosition, side: Color, rules: &BgRules, event: BgEvent) -> u32 {
    let pos = pos.with_turn(side);
    let on_bar = pos.bar(side);
    with_play_list(|l| {
        Roll::all()
            .filter(|&r| {
                generate_into(&pos, r, rules, l);
                match event {
                    BgEvent::Enter => {
                        l.plays().iter().any(|p| {
                            p.moves()
                                .iter()
                                .filter(|m| usize::from(m.from) == BAR)
                                .count()
                                >= usize::from(on_bar)
                        }) && on_bar > 0
                    }
                    BgEvent::Hit(None) => l.plays().iter().any(|p| p.hits() != 0),
                    BgEvent::Hit(Some(at)) => l.plays().iter().any(|p| p.hits() & (1 << at) != 0),
                    BgEvent::Unplayable => !l.unplayable().is_empty(),
                }
            })
            .map(Roll::chances)
            .sum()
    })
}
