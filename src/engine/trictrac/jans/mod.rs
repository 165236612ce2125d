//! Scoring a roll: every jan it makes, for the roller and for his opponent, with the number
//! of means, the points and the reasons (the `jan` section of the catalogue), without heap allocation.
//!
//! - The vocabulary: [`Jan`] and its tariff, [`Means`] and [`How`], the [`Score`] of a roll
//!   and its [`JanScore`] lines, the [`Context`] the history gives.
//! - [`score_into`] writes a roll's jans on a prepared [`Board`](crate::engine::trictrac::moves::Board)
//!   ([`points_into`]: their [`Points`] alone, each side's added, by the same code; a
//!   [`Scorer`] prepares a board for all its rolls):
//!   the jans read on the board (`hits` — hits and the coin battu —, `rare` — deux tables,
//!   margot —, the mézéas and the rencontre) and those read on the legal plays (`plays`:
//!   filling, keeping, six tables, sortie, pile de misère, impuissance).
//!
//! Jans are scored on what the roll *could* do by right, before any checker is touched; the
//! play actually made does not change them.

mod hits;
mod jan;
mod means;
mod plays;
mod rare;
mod score;
mod scoring;

pub use jan::{Beneficiary, Jan};
pub use means::{How, Means};
pub use score::{Detail, JanScore, Lines, Score, MAX_LINES, MAX_MEANS};
pub use scoring::{points_into, score_into, Points, Scorer};

use crate::engine::trictrac::moves::{with_play_list, Board};
use crate::engine::{
    trictrac::{Position, Rules, Sided},
    Color, Roll,
};

/// What a roll's scoring needs from the game's history: nothing is guessed from the position
/// where the rule depends on history.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Context {
    /// The roller's own roll count in the relevé (1 = his first throw since the talons were
    /// set); `None` = a roll late in the relevé, where no rare jan applies.
    pub roll_number: Option<u32>,
    /// The roller took his coin on his previous roll (the `next-roll` mézéas reading).
    pub coin_just_taken: bool,
    /// The opponent's first roll of the relevé, for the abandoned jan de rencontre.
    pub opponent_first_roll: Option<Roll>,
}

/// Scores `roll` thrown by `roller` in `pos`.
#[inline]
#[must_use]
pub fn score(pos: &Position, roller: Color, roll: Roll, ctx: &Context, rules: &Rules) -> Score {
    score_sided(&pos.sided(roller), roll, ctx, rules)
}

/// Scores `roll` thrown by the player of `s`.
#[inline]
#[must_use]
pub fn score_sided(s: &Sided, roll: Roll, ctx: &Context, rules: &Rules) -> Score {
    let board = Board::new(s, rules);
    let mut out = Score::new();
    with_play_list(|scratch| score_into(&board, roll, ctx, &mut out, scratch));
    out
}
