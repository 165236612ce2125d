//! The legal plays of a throw where a blot may not be hit until one of the mover's checkers has
//! come home (`bg.hit.after-home`, Dutch backgammon; chosen once per throw in
//! [`super::generate_into`], so standard backgammon never looks at the rule). Whether a blot
//! may be hit changes within the throw, and with it the order the moves may come in, so every
//! order of the numbers and every checker is tried one step at a time, each step judged on the
//! board it starts from (checkers on the bar entering first or not, as the profile says), and
//! a way of playing is kept when the position it leaves is new in the table of positions met.
//! (Mixed entering alone keeps the walks of `doublets` and `pairs`, the bar one more point.)

use super::list::BgPlayList;
use super::walk::{advance, highest, legal, sources, Ctx, State, HOME};
use super::{doublets, pairs};
use crate::engine::tables::BAR;
use crate::engine::Roll;

/// The plays of `roll` where [`Ctx`]'s `family` said the standard walks do not apply as they
/// are: the hit condition walks here, mixed entering alone runs the walks of `doublets` and
/// `pairs` with the bar one more source. Out of line and cold, so that the standard path's
/// code stays as it was.
#[cold]
#[inline(never)]
pub(super) fn generate(ctx: &Ctx, st: &State, roll: Roll, out: &mut BgPlayList) {
    let [hi, lo] = roll.numbers();
    if ctx.hit_home {
        let dice = [hi, lo, hi, hi];
        let n = if roll.is_doublet() { 4 } else { 2 };
        walk(ctx, st, &dice[..n], out);
    } else if roll.is_doublet() {
        doublets::mixed(ctx, st, hi, out);
    } else {
        pairs::mixed(ctx, st, hi, lo, out);
    }
}

/// The ways of playing `dice` (two numbers, or four of a doublet) from `st`, into `out`.
fn walk(ctx: &Ctx, st: &State, dice: &[u8], out: &mut BgPlayList) {
    let closed = ctx.closed();
    let st = st.unplayed();
    if dice.len() == 2 {
        go(ctx, &closed, &st, dice, 0, out);
        go(ctx, &closed, &st, &[dice[1], dice[0]], 0, out);
    } else {
        go(ctx, &closed, &st, dice, 0, out);
    }
}

/// Plays `dice[depth..]` on from `st`; records the way when no further number can be played.
fn go(ctx: &Ctx, closed: &Ctx, st: &State, dice: &[u8], depth: usize, out: &mut BgPlayList) {
    if depth == dice.len() {
        out.record::<true>(st, depth as u8, dice[0]);
        return;
    }
    // a blot may be hit once one of the mover's checkers is home
    let c = if ctx.hit_home && st.occ & HOME == 0 {
        closed
    } else {
        ctx
    };
    let die = dice[depth];
    let mut from = if c.mixed {
        sources::<false>(st, BAR as u8)
    } else {
        sources::<true>(st, BAR as u8)
    };
    let mut any = false;
    while from != 0 {
        let p = highest(from);
        from &= !(1 << p);
        if legal(c, st, p, die).is_ok() {
            any = true;
            go(ctx, closed, &advance(c, st, p, die), dice, depth + 1, out);
        }
    }
    if !any {
        out.record::<true>(st, depth as u8, dice[0]);
    }
}
