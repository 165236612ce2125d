//! Legal plays (`dice.*`, `move.*`) and the judgement of a given play: each rule written once,
//! on bit masks, with no heap allocation.
//!
//! - [`Board`] prepares a position once: masks of the flèches held by each side, of those
//!   where the player may rest, and which jans a play could fill or break
//!   (`move.retour.closed-jans`);
//! - [`checks`] holds the checks of a step and of a play, each returning the rule it finds
//!   broken ([`MoveError`]);
//! - [`ways`] walks the ways of playing a roll and applies the obligations;
//!   [`canonical`] reaches each distinct board once where no checker can be borne off;
//! - [`judge`](judge::judge) and [`numbers_left`] walk the broken ways too, to name the rule a
//!   given play breaks; [`explain`] finds the move of a written play at fault and says why
//!   in words;
//! - plays are eight-byte [`CompactPlay`]s in a fixed-capacity [`PlayList`]; the public
//!   [`Plays`] keeps them compact and makes a full [`Play`] only when asked.
//!
//! `tests/fast_vs_reference.rs` holds this engine equal, on random positions and all 21 rolls,
//! to a naive test oracle (`tests/oracle/`) that builds every way and merges equal boards.

mod board;
mod canonical;
mod checks;
mod error;
mod explain;
mod judge;
mod list;
mod play;
mod plays;
mod ways;

pub use board::Board;
pub use error::MoveError;
pub use explain::{explain, Illegal};
pub use judge::{judge, numbers_left};
pub use list::{CompactPlay, PlayList, CAP};
pub use play::{Dest, Move, Play, Step};
pub use plays::{Numbers, PlayIter, PlaySet, Plays, MAX_PLAYS};
pub use ways::{every_legal_way_into, legal_plays_into};

pub(crate) use board::{bit, span, Bits, Mask, QUARTERS};
pub(crate) use canonical::full_after_obligations;
pub(crate) use ways::{kept_bearing_off, unplayable};

use std::cell::RefCell;

use crate::engine::{
    trictrac::{Position, Rules, Sided},
    Roll,
};

/// The legal plays of the side to play in `pos` for `roll`.
#[inline]
#[must_use]
pub fn legal_plays(pos: &Position, roll: Roll, rules: &Rules) -> Plays {
    generate(&pos.sided(pos.turn()), roll, rules)
}

/// The distinct legal plays for the player of `s`: each board once, in the order of its first
/// way of playing, shown by that way.
#[inline]
#[must_use]
pub fn generate(s: &Sided, roll: Roll, rules: &Rules) -> Plays {
    let board = Board::new(s, rules);
    // made in place (no copy of the list on return)
    let mut out = Plays {
        plays: PlaySet::empty(s),
        unplayable: Numbers::default(),
    };
    with_play_list(|list| {
        legal_plays_into(&board, roll, list);
        out.plays.set(list.plays());
        out.unplayable = Numbers::new(list.unplayable());
    });
    out
}

/// Every legal way of playing the roll, the same board reached in different ways kept apart:
/// the scoring counts means by the way a flèche is reached (by one number, by the other, by
/// the sum). Allocates: for inspection, not for the hot paths (see [`every_legal_way_into`]).
#[must_use]
pub fn every_legal_way(s: &Sided, roll: Roll, rules: &Rules) -> Vec<Play> {
    let board = Board::new(s, rules);
    with_play_list(|list| {
        every_legal_way_into(&board, roll, list);
        list.plays().iter().map(|p| p.to_play(s)).collect()
    })
}

thread_local! {
    /// The play list of the public wrappers, made once per thread rather than per call.
    static SCRATCH: RefCell<PlayList> = RefCell::new(PlayList::new());
}

/// Runs `f` with this thread's play list (a fresh one if it is already in use).
pub(crate) fn with_play_list<T>(f: impl FnOnce(&mut PlayList) -> T) -> T {
    let mut f = Some(f);
    let done = SCRATCH.try_with(|cell| {
        cell.try_borrow_mut()
            .ok()
            .map(|mut list| (f.take().expect("once"))(&mut list))
    });
    match done {
        Ok(Some(out)) => out,
        _ => (f.take().expect("not run yet"))(&mut PlayList::new()),
    }
}
