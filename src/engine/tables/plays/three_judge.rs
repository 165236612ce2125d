//! The judgement of a written play of three dice: every way of reading the written moves as
//! the throw's numbers (one number a move, or several by one checker) is tried with the
//! generator's step; the position reached must be one the legal plays leave.

use super::super::judge::{BgMoveError, Search};
use super::super::position::BgPosition;
use super::super::rules::BgRules;
use super::super::throw3::Throw3;
use super::three::{generate_three_into, step_folded, with_throw_list, BgLongPlay};
use super::walk::{prepare, State};

/// Judges the play `moves` (each `(from, to)` in the mover's numbering, 25 the bar, 0 off) of
/// the throw `throw` of three dice in `pos`: the legal play it is (shown by the generator's
/// way of playing it), or the rule it breaks.
///
/// # Errors
///
/// The rule the play breaks: a step's own rule, else the rule that makes the throw be played
/// as far as it can (`bg.both-numbers`) and by its highest numbers (`bg.larger-number`).
pub fn judge_three(
    pos: &BgPosition,
    throw: Throw3,
    rules: &BgRules,
    moves: &[(u8, u8)],
) -> Result<BgLongPlay, BgMoveError> {
    for &(from, to) in moves {
        if to >= from {
            return Err(BgMoveError::Direction { from, to });
        }
    }
    let (legal, best, french, dice) = with_throw_list(|l| {
        generate_three_into(pos, throw, rules, l);
        (
            l.plays().to_vec(),
            usize::from(l.numbers_played()),
            l.french(),
            l.numbers().to_vec(),
        )
    });
    let (ctx, st) = prepare::<false>(pos, rules, french);
    let (end, unplayed) = Search::run(&st, moves, &dice, ctx.mixed, |s: &State, at, die| {
        step_folded(&ctx, s, at, die)
    })?;
    let played = dice.len() - unplayed;
    if let Some(p) = legal.iter().find(|p| p.key() == end.key()) {
        Ok(*p)
    } else if played < best {
        Err(BgMoveError::BothNumbers)
    } else {
        Err(BgMoveError::LargerNumber)
    }
}
