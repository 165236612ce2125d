//! A doublet's four numbers. The checkers are taken from the highest point down (each number
//! from no higher a point than the one before), so each set of moves is met once, in one
//! order; and for one number the set of moves is read back from the position it leaves (from
//! the highest point down, the checkers gone from a point are those that left it less those
//! that arrived from `p + die`), so two ways never leave the same position: no table of the
//! positions met is needed.

use super::list::BgPlayList;
use super::walk::{advance, each, landing, moves_of, points, Ctx, State};
use crate::engine::tables::BAR;

/// The ways of playing the doublet of `die` from `st`, into `out`: four numbers, or as many as
/// can be played.
pub(super) fn doublet(ctx: &Ctx, st: &State, die: u8, out: &mut BgPlayList) {
    // three moves bring at most three checkers home before the fourth
    match (st.count(BAR as u8) > 0, ctx.outside <= 3) {
        (false, false) => walk::<false, false, false>(ctx, st, die, out),
        (false, true) => walk::<false, true, false>(ctx, st, die, out),
        (true, false) => walk::<true, false, false>(ctx, st, die, out),
        (true, true) => walk::<true, true, false>(ctx, st, die, out),
    }
}

/// [`doublet`] where checkers on the bar need not enter first (`entering: mixed`): the bar is
/// the highest point a number may be played from, so taking the checkers from the highest
/// point down still meets each set of moves once.
pub(super) fn mixed(ctx: &Ctx, st: &State, die: u8, out: &mut BgPlayList) {
    if ctx.outside <= 3 {
        walk::<false, true, true>(ctx, st, die, out);
    } else {
        walk::<false, false, true>(ctx, st, die, out);
    }
}

/// [`doublet`] knowing whether a checker is on the bar (`ENTER`) and whether one may bear
/// off during the throw (`BEAR`). `MIXED` changes nothing in the walk: it keeps [`mixed`]'s
/// instances apart from [`doublet`]'s, which the compiler then inlines there, each called
/// once, as before mixed entering came.
fn walk<const ENTER: bool, const BEAR: bool, const MIXED: bool>(
    ctx: &Ctx,
    st: &State,
    die: u8,
    out: &mut BgPlayList,
) {
    let land = landing(ctx, die);
    let st = &st.unplayed();
    let any = each::<ENTER, BEAR>(ctx, st, die, BAR as u8, land, |s1, p1| {
        let any = each::<ENTER, BEAR>(ctx, s1, die, p1, land, |s2, p2| {
            let any = each::<ENTER, BEAR>(ctx, s2, die, p2, land, |s3, p3| {
                let last = moves_of::<ENTER, BEAR>(ctx, s3, die, p3, land);
                if last == 0 {
                    out.record::<false>(s3, 3, die);
                } else if out.reach(4) {
                    points(last, |p| {
                        out.push::<false>(&advance(ctx, s3, p, die), 4, die)
                    });
                }
            });
            if !any {
                out.record::<false>(s2, 2, die);
            }
        });
        if !any {
            out.record::<false>(s1, 1, die);
        }
    });
    if !any {
        out.record::<false>(st, 0, die);
    }
}
