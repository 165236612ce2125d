//! The fast path: legal plays, scoring and chance tables with no heap allocation.
//!
//! The rule-by-rule engine ([`crate::engine::movegen`], [`crate::engine::jans`]) is the reference: it reads like
//! the rules and names the rule each play breaks. This module computes the same results for
//! the hot paths (analysis, chance tables, self-play):
//!
//! - a [`Board`] prepares a position once: bit masks of the flèches held by each side and of
//!   the flèches where the player may rest, and which jans a play could fill or break;
//! - [`legal_plays`](moves::legal_plays) writes the distinct plays of a roll into a
//!   fixed-capacity [`PlayList`] of eight-byte [`CompactPlay`]s, meeting each board once
//!   instead of building every way and comparing boards;
//! - [`score_into`] writes a roll's jans into a fixed-capacity [`FastScore`], enumerating plays
//!   only when a jan that depends on them can apply;
//! - [`chance_table`] scores the 21 rolls of a position on one prepared board.
//!
//! A property test (`tests/fast_vs_reference.rs`) checks on random legal positions and all 21
//! rolls that both engines give the same plays and the same scores; another
//! (`tests/no_alloc.rs`) counts the allocations of the hot paths: none. The crate's public
//! [`legal_plays`], [`generate`] and [`score()`] use this path and convert its result to the public
//! types.
//!
//! The rules are written twice, then: a change to the rules of [`crate::engine::movegen`] or
//! [`crate::engine::jans`] must be made here too, and the property test fails until it is (as it did for
//! r.40 and the spare-checker rule of the fill means, merged from main).

mod board;
pub mod moves;
pub mod score;

pub use board::Board;
pub use moves::{every_legal_way, CompactPlay, PlayList};
pub use score::{score_into, FastLine, FastMeans, FastScore, MAX_LINES};

use std::cell::RefCell;

use crate::engine::chances::ChanceTable;
use crate::engine::{Color, Context, Plays, Position, Roll, Rules, Score, Sided};

/// The legal plays of the side to play in `pos` for `roll` (the public [`Plays`]).
#[must_use]
pub fn legal_plays(pos: &Position, roll: Roll, rules: &Rules) -> Plays {
    generate(&pos.sided(pos.turn()), roll, rules)
}

/// The distinct legal plays for the player of `s` (the public [`Plays`]); the same plays, in the
/// same order, as [`crate::engine::movegen::generate`].
#[must_use]
pub fn generate(s: &Sided, roll: Roll, rules: &Rules) -> Plays {
    let board = Board::new(s, rules);
    with_scratch(|scratch| {
        let list = &mut scratch.plays;
        moves::legal_plays(&board, roll, list);
        let mut plays = Vec::with_capacity(list.plays().len());
        for p in list.plays() {
            plays.push(p.to_play(s));
        }
        Plays {
            plays,
            unplayable: list.unplayable().to_vec(),
        }
    })
}

thread_local! {
    /// The buffers of the public wrappers, made once per thread rather than per call.
    static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch::default());
}

/// Runs `f` with this thread's buffers (fresh ones if they are already in use).
fn with_scratch<T>(f: impl FnOnce(&mut Scratch) -> T) -> T {
    let mut f = Some(f);
    let done = SCRATCH.try_with(|cell| {
        cell.try_borrow_mut()
            .ok()
            .map(|mut scratch| (f.take().expect("once"))(&mut scratch))
    });
    match done {
        Ok(Some(out)) => out,
        _ => (f.take().expect("not run yet"))(&mut Scratch::default()),
    }
}

/// Scores `roll` thrown by `roller` in `pos` (the public [`Score`]); the same as
/// [`crate::engine::jans::score`].
#[must_use]
pub fn score(pos: &Position, roller: Color, roll: Roll, ctx: &Context, rules: &Rules) -> Score {
    score_sided(&pos.sided(roller), roll, ctx, rules)
}

/// Scores `roll` thrown by the player of `s`.
#[must_use]
pub fn score_sided(s: &Sided, roll: Roll, ctx: &Context, rules: &Rules) -> Score {
    let board = Board::new(s, rules);
    with_scratch(|scratch| {
        score_into(&board, roll, ctx, &mut scratch.score, &mut scratch.plays);
        scratch.score.to_score()
    })
}

/// Reusable buffers for [`chance_table_into`].
#[derive(Debug, Clone, Default)]
pub struct Scratch {
    pub score: FastScore,
    pub plays: PlayList,
}

/// The chance table of `pos` for `roller` (see [`crate::engine::chances`]).
#[must_use]
pub fn chance_table(pos: &Position, roller: Color, rules: &Rules) -> ChanceTable {
    let mut t = ChanceTable::new(roller);
    chance_table_into(&pos.sided(roller), rules, &mut t, &mut Scratch::default());
    t
}

/// Fills `table` with the chances of the player of `s`, reusing `scratch`.
pub fn chance_table_into(s: &Sided, rules: &Rules, table: &mut ChanceTable, scratch: &mut Scratch) {
    *table = ChanceTable::new(s.color);
    let board = Board::new(s, rules);
    let ctx = Context::default();
    for roll in Roll::all() {
        score_into(&board, roll, &ctx, &mut scratch.score, &mut scratch.plays);
        table.add_fast(&scratch.score);
    }
}
