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
use super::walk::{advance, highest, legal, prepare, sources, Ctx, State};
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
    let st = st.unplayed();
    let [hi, lo] = roll.numbers();
    if roll.is_doublet() {
        doublet(&ctx, pinned, &st, hi, 0, out);
        return;
    }
    let mut any = false;
    for (a, b) in [(hi, lo), (lo, hi)] {
        each(&ctx, pinned, &st, a, |s1| {
            any = true;
            let mut second = false;
            each(&ctx, pinned, s1, b, |s2| {
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

/// Calls `f` with the board after each move of `die` from `st` that [`step`] allows.
#[inline]
fn each(ctx: &Ctx, pinned: u32, st: &State, die: u8, mut f: impl FnMut(&State)) {
    let mut from = sources::<true>(st, BAR as u8) & !pinned;
    while from != 0 {
        let p = highest(from);
        from &= !(1 << p);
        if let Ok(next) = step(ctx, pinned, st, p, die) {
            f(&next);
        }
    }
}

/// The rest of a doublet of `die` from `st`, `depth` numbers played: every order, a board met
/// already at the same depth not walked again (as `limited`'s doublet).
fn doublet(ctx: &Ctx, pinned: u32, st: &State, die: u8, depth: u8, out: &mut BgPlayList) {
    let mut any = false;
    each(ctx, pinned, st, die, |next| {
        any = true;
        if depth == 3 {
            out.record::<true>(next, 4, die);
        } else if !out
            .met(next.key() | u128::from(depth + 1) << 124 | u128::from(next.inside()) << 127)
        {
            doublet(ctx, pinned, next, die, depth + 1, out);
        }
    });
    if !any {
        out.record::<true>(st, depth, die);
    }
}
