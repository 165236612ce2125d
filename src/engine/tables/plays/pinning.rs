//! The legal plays under pinning (plakoto, `plakoto.pin`): a walk over every order of the
//! throw's numbers, each step judged by [`step`], each resulting position kept once by the
//! list's table of positions met. It is chosen once, in [`super::generate_into`], when the
//! profile pins: the backgammon walk never looks at pins.
//!
//! - A lone opponent checker does not block: a checker may land on it, and then pins it
//!   (no hit: the play's key holds no hit, and the pins after it follow from the counts, see
//!   [`crate::engine::tables::pins`]). Two or more opponent checkers block, as does one on
//!   top of a pinned checker of the mover (the point is closed to the pinned side).
//! - A pinned checker of the mover does not move (`plakoto.pin`), and while one is pinned he
//!   bears none off (`plakoto.pin.bear-off`).
//! - Otherwise the backgammon step: [`legal`] and [`advance`], entering first, bearing off
//!   once all are home, and the rules on the numbers played shared with every walk.

use super::super::judge::BgMoveError;
use super::super::position::BgPosition;
use super::super::rules::BgRules;
use super::list::BgPlayList;
use super::walk::{advance, landing, legal, moves_of, points, prepare, Ctx, State};
use crate::engine::tables::BAR;
use crate::engine::Roll;

/// The board before the throw, its fixed part (lone opponent checkers open, none hit; the
/// points where the mover is pinned closed), and the mover's pinned points.
pub(in crate::engine::tables) fn prepare_pinning(
    pos: &BgPosition,
    rules: &BgRules,
    french: bool,
) -> (Ctx, State, u32) {
    // as if hitting: `block` is the opponent's points of two or more, `blot` his lone checkers
    let open = BgRules {
        hitting: true,
        ..rules.clone()
    };
    let (mut ctx, st) = prepare::<false>(pos, &open, french);
    let pinned = pos.pinned(pos.turn());
    ctx.block |= pinned;
    // a lone checker landed on is pinned, not hit: no hit is written in the key
    ctx.blot = 0;
    (ctx, st, pinned)
}

/// One number `die` played by the checker on `from` under pinning (`pinned`: the mover's
/// pinned points), if the rules allow it; else the rule it breaks.
#[inline]
pub(in crate::engine::tables) fn step(
    ctx: &Ctx,
    pinned: u32,
    st: &State,
    from: u8,
    die: u8,
) -> Result<State, BgMoveError> {
    if pinned & 1 << from != 0 {
        return Err(BgMoveError::Pinned { from });
    }
    if from > die {
        let to = from - die;
        if pinned & 1 << to != 0 {
            return Err(BgMoveError::PinnedPoint { to });
        }
    } else if pinned != 0 {
        return Err(BgMoveError::PinnedBearOff);
    }
    legal(ctx, st, from, die)?;
    Ok(advance(ctx, st, from, die))
}

/// The ways of playing `roll` from `pos` under pinning, into `out` (as many numbers as can be
/// played, each resulting position once).
///
/// Within a throw nothing the mover does changes where he may go: the points closed to him
/// are the opponent's of two or more and those where he is pinned, and he may not free his own
/// pinned checkers, so the order of the moves matters only as in backgammon without hits.
/// With none of his checkers pinned the backgammon walks apply as they are (no checker hit,
/// the lone opponent checkers open); with one pinned, the same walks' way of finding a
/// number's points at once, the pinned points left out and no bearing off.
#[cold]
#[inline(never)]
pub(super) fn walk(
    pos: &BgPosition,
    roll: Roll,
    rules: &BgRules,
    french: bool,
    out: &mut BgPlayList,
) {
    let (ctx, st, pinned) = prepare_pinning(pos, rules, french);
    let [hi, lo] = roll.numbers();
    if pinned == 0 {
        if roll.is_doublet() {
            super::doublets::doublet(&ctx, &st, hi, out);
        } else {
            super::pairs::two_numbers(&ctx, &st, hi, lo, out);
        }
        return;
    }
    let st = st.unplayed();
    if roll.is_doublet() {
        doublet(&ctx, pinned, &st, hi, 0, BAR as u8, out);
        return;
    }
    let mut any = false;
    for (a, b) in [(hi, lo), (lo, hi)] {
        each(&ctx, pinned, &st, a, BAR as u8, |s1, _| {
            any = true;
            let mut second = false;
            each(&ctx, pinned, s1, b, BAR as u8, |s2, _| {
                second = true;
                out.record::<true>(s2, 2, 0);
            });
            if !second {
                out.record::<true>(s1, 1, a);
            }
        });
    }
    if !any {
        out.record::<true>(&st, 0, 0);
    }
}

/// Calls `f` with the board after each move of `die` from a point of `st` no higher than `max`
/// that [`step`] allows while some of the mover's checkers are pinned (no bearing off, the
/// pinned points neither left nor reached), and the point it left.
#[inline]
fn each(ctx: &Ctx, pinned: u32, st: &State, die: u8, max: u8, mut f: impl FnMut(&State, u8)) {
    let from = moves_of::<true, false>(ctx, st, die, max, landing(ctx, die)) & !pinned;
    points(from, |p| f(&advance(ctx, st, p, die), p));
}

/// The rest of a doublet of `die` from `st`, `depth` numbers played, some checkers pinned:
/// each number from no higher a point than the one before (`max`), as backgammon's doublet
/// walk takes them, so each set of moves is met in one order, and no two sets leave the same
/// position (no table of the positions met).
fn doublet(ctx: &Ctx, pinned: u32, st: &State, die: u8, depth: u8, max: u8, out: &mut BgPlayList) {
    let mut any = false;
    each(ctx, pinned, st, die, max, |next, p| {
        any = true;
        if depth == 3 {
            out.record::<false>(next, 4, die);
        } else {
            doublet(ctx, pinned, next, die, depth + 1, p, out);
        }
    });
    if !any {
        out.record::<false>(st, depth, die);
    }
}
