//! The judgement of a written play of three dice: every way of reading the written moves as
//! the throw's numbers (one number a move, or several by one checker) is tried with the
//! generator's step; the position reached must be one the legal plays leave.

use super::super::judge::{ways, BgMoveError};
use super::super::position::{BgPosition, BAR};
use super::super::rules::BgRules;
use super::super::throw3::Throw3;
use super::three::{generate_three_into, step_folded, with_throw_list, BgLongPlay};
use super::walk::{prepare, Ctx, State};

struct Search<'a> {
    ctx: Ctx,
    moves: &'a [(u8, u8)],
    /// The furthest failure: how many written moves it came after, and its error.
    worst: Option<(usize, BgMoveError)>,
    /// The board reached and how many numbers it played.
    done: Option<(State, usize)>,
    total: usize,
}

impl Search<'_> {
    fn fail(&mut self, depth: usize, e: BgMoveError) {
        if self.worst.is_none_or(|(d, _)| depth > d) {
            self.worst = Some((depth, e));
        }
    }

    fn go(&mut self, st: &State, left: &mut Vec<usize>, dice: &[u8], depth: usize) {
        if self.done.is_some() {
            return;
        }
        if left.is_empty() {
            self.done = Some((*st, self.total - dice.len()));
            return;
        }
        for k in 0..left.len() {
            let (from, to) = self.moves[left[k]];
            if st.count(from) == 0 {
                self.fail(depth, BgMoveError::NoChecker { from });
                continue;
            }
            if st.count(BAR as u8) > 0 && from != BAR as u8 {
                self.fail(depth, BgMoveError::BarFirst);
                continue;
            }
            let mut options = Vec::new();
            ways(from, to, dice, &mut options);
            if options.is_empty() {
                self.fail(depth, BgMoveError::Dice { from, to });
            }
            for way in options {
                let mut s = *st;
                let mut at = from;
                let mut ok = true;
                for &i in &way {
                    match step_folded(&self.ctx, &s, at, dice[i]) {
                        Ok(n) => {
                            s = n;
                            at = at.saturating_sub(dice[i]);
                        }
                        Err(e) => {
                            self.fail(depth, e);
                            ok = false;
                            break;
                        }
                    }
                }
                if !ok {
                    continue;
                }
                let rest: Vec<u8> = dice
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| !way.contains(i))
                    .map(|(_, &d)| d)
                    .collect();
                let m = left.remove(k);
                self.go(&s, left, &rest, depth + 1);
                left.insert(k, m);
                if self.done.is_some() {
                    return;
                }
            }
        }
    }
}

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
    let mut search = Search {
        ctx,
        moves,
        worst: None,
        done: None,
        total: dice.len(),
    };
    search.go(&st, &mut (0..moves.len()).collect(), &dice, 0);
    let Some((end, played)) = search.done else {
        return Err(search.worst.map_or(BgMoveError::BothNumbers, |(_, e)| e));
    };
    if let Some(p) = legal.iter().find(|p| p.key() == end.key()) {
        Ok(*p)
    } else if played < best {
        Err(BgMoveError::BothNumbers)
    } else {
        Err(BgMoveError::LargerNumber)
    }
}
