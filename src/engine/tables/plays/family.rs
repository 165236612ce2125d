//! The legal plays of a throw where a blot may not be hit until one of the mover's checkers has
//! come home (`bg.hit.after-home`, Dutch backgammon; chosen once per throw in
//! [`super::generate_into`], so standard backgammon never looks at the rule). Whether a blot
//! may be hit changes within the throw, and with it the order the moves may come in, so every
//! order of the numbers and every checker is tried one step at a time, each step judged on the
//! board it starts from (checkers on the bar entering first or not, as the profile says), and
//! a way of playing is kept when the position it leaves is new in the table of positions met.
//! (Mixed entering alone keeps the walks of `doublets` and `pairs`, the bar one more point.)

use super::list::BgPlayList;
use super::walk::{advance, landing, moves_of, points, Ctx, State, HOME};
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
    // the farthest any checker goes in this throw
    let reach = if roll.is_doublet() { 4 * hi } else { hi + lo };
    if ctx.hit_home && st.occ & ((2u32 << (6 + reach).min(BAR as u8)) - 1) == 0 {
        // no checker can come home in this throw, so none of its moves may hit: the blots
        // are as held points, whatever the order, and backgammon's walks apply
        let closed = ctx.closed();
        match (roll.is_doublet(), closed.family(st)) {
            (true, false) => doublets::doublet(&closed, st, hi, out),
            (false, false) => pairs::two_numbers(&closed, st, hi, lo, out),
            // checkers on the bar, entering and moving mixed
            (true, true) => doublets::mixed(&closed, st, hi, out),
            (false, true) => pairs::mixed(&closed, st, hi, lo, out),
        }
    } else if ctx.hit_home {
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
    let from = if c.mixed {
        moves_of::<false, true>(c, st, die, BAR as u8, landing(c, die))
    } else {
        moves_of::<true, true>(c, st, die, BAR as u8, landing(c, die))
    };
    let doublet = dice.len() == 4;
    let any = from != 0;
    points(from, |p| {
        let next = advance(c, st, p, die);
        // a doublet's board met already at this depth (its numbers are all alike, so what
        // follows depends on the board alone) is not walked again
        let key = next.key() | (depth as u128 + 1) << 124 | u128::from(next.inside()) << 127;
        if !(doublet && depth + 1 < dice.len() && out.met(key)) {
            go(ctx, closed, &next, dice, depth + 1, out);
        }
    });
    if !any {
        out.record::<true>(st, depth as u8, dice[0]);
    }
}
