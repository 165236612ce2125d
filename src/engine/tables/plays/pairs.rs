//! The two numbers of a throw that is no doublet, in both orders, the larger first. Where no
//! checker can bear off during the throw (two or more outside before it), which ways leave a
//! position met already is known from the moves alone (see [`two_numbers`]); else each way is
//! kept only when its position is new in the table of the positions met.

use super::list::BgPlayList;
use super::walk::{advance, each, highest, landing, legal, moves_of, points, sources, Ctx, State};
use crate::engine::tables::BAR;

/// The ways of playing `hi` and `lo` (`hi > lo`) from `st`, into `out`: both numbers, or as
/// many as can be played, each resulting position once, shown by the first way found.
///
/// Where no checker can bear off, a play of both numbers is a checker from `p` playing the
/// first and one from `q` the second (the same checker when `q` is where the first stopped),
/// and which ways repeat a position met before is known from the points alone:
///
/// - larger first, each way is new but a checker playing `lo` onto the point another has just
///   left (`q = p + lo`): the checker from `q` playing both, `hi` first, left that position
///   before (`q` is higher), unless its way is held or hits at `q - hi`;
/// - smaller first, two checkers apart make the same two moves as in the first order, legal
///   there too unless the first entered from the bar where it was alone (the other could not
///   move before it); a checker playing `hi` onto the point another has just left is the
///   checker from `q` playing both, `hi` first; and the checker from `p` playing both, `lo`
///   first, is new unless it hits nothing at `t = p - lo` and either it could play `hi` first
///   through a point neither held nor a blot, or, with the bar empty, a checker was on `t`
///   already (it playing `hi` and this one `lo` onto its point, in the first order).
pub(super) fn two_numbers(ctx: &Ctx, st: &State, hi: u8, lo: u8, out: &mut BgPlayList) {
    match (ctx.outside, st.count(BAR as u8)) {
        (..2, _) => with_table::<true>(ctx, st, hi, lo, out),
        (_, 0) => inside::<false>(ctx, st, hi, lo, out),
        _ => inside::<true>(ctx, st, hi, lo, out),
    }
}

/// [`two_numbers`] where no checker can bear off, knowing whether one is on the bar.
fn inside<const ENTER: bool>(ctx: &Ctx, st: &State, hi: u8, lo: u8, out: &mut BgPlayList) {
    let st = &st.unplayed();
    let (land_hi, land_lo) = (landing(ctx, hi), landing(ctx, lo));
    let bar = st.count(BAR as u8);
    let free = |t: u8| (ctx.block | ctx.blot) & (1 << t) == 0;
    let first = each::<ENTER, false>(ctx, st, hi, BAR as u8, land_hi, |s1, p| {
        let second = moves_of::<ENTER, false>(ctx, s1, lo, BAR as u8, land_lo);
        if second == 0 {
            out.record::<false>(s1, 1, hi);
        } else if out.reach(2) {
            points(second, |q| {
                let s2 = advance(ctx, s1, q, lo);
                if q == p + lo && free(q - hi) {
                    out.skip(&s2);
                } else {
                    out.push::<false>(&s2, 2, 0);
                }
            });
        }
    });
    // the second order's way `p` by `lo` to `t`, then `q` by `hi`: whether it is new
    let new = |p: u8, q: u8| {
        let t = p - lo;
        if q == t {
            !(ctx.blot & (1 << t) == 0 && (free(p - hi) || (bar == 0 && st.occ & (1 << t) != 0)))
        } else {
            q != p + hi && bar == 1
        }
    };
    let second_order = moves_of::<ENTER, false>(ctx, st, lo, BAR as u8, land_lo);
    if out.best == 2 && bar != 1 {
        // only one checker playing both numbers can be new (none while two or more were on
        // the bar), and only it is tried
        let once = if bar == 0 {
            second_order & land_hi << lo
        } else {
            0
        };
        points(once, |p| {
            let t = p - lo;
            keep(
                out,
                &advance(ctx, &advance(ctx, st, p, lo), t, hi),
                new(p, t),
            );
        });
    } else {
        points(second_order, |p| {
            let s1 = advance(ctx, st, p, lo);
            let second = each::<ENTER, false>(ctx, &s1, hi, BAR as u8, land_hi, |s2, q| {
                keep(out, s2, new(p, q));
            });
            if !second {
                out.record::<false>(&s1, 1, lo);
            }
        });
    }
    if !first && second_order == 0 {
        out.record::<false>(st, 0, 0);
    }
}

/// Records a play of both numbers when `new`, else leaves it out as met.
#[inline(always)]
fn keep(out: &mut BgPlayList, st: &State, new: bool) {
    if new {
        out.record::<false>(st, 2, 0);
    } else {
        out.skip(st);
    }
}

/// [`two_numbers`] where checkers on the bar need not enter first (`entering: mixed`), the
/// bar one more point a number may be played from: each way kept when its position is new.
pub(super) fn mixed(ctx: &Ctx, st: &State, hi: u8, lo: u8, out: &mut BgPlayList) {
    with_table::<false>(ctx, st, hi, lo, out);
}

/// [`two_numbers`] where a checker may bear off: each way kept when its position is new in
/// the table (a play of two checkers inside met in the first order is only checked legal in
/// the second). `ENTER`: checkers on the bar enter first (else the bar is one source among
/// the others).
fn with_table<const ENTER: bool>(ctx: &Ctx, st: &State, hi: u8, lo: u8, out: &mut BgPlayList) {
    let mut any = false;
    for (a, b) in [(hi, lo), (lo, hi)] {
        let mut from = sources::<ENTER>(st, BAR as u8);
        while from != 0 {
            let p = highest(from);
            from &= !(1 << p);
            if legal(ctx, st, p, a).is_err() {
                continue;
            }
            let s1 = advance(ctx, st, p, a);
            any = true;
            let mut second = false;
            // in the second order, a play of two checkers moving inside, neither from the bar
            // nor bringing one home, was met in the first: only whether it is legal matters
            let to1 = p.wrapping_sub(a);
            let reorderable = a == lo
                && st.occ & (1 << BAR) == 0
                && (1..p).contains(&to1)
                && !(p >= 7 && to1 < 7);
            let mut from2 = sources::<ENTER>(&s1, BAR as u8);
            while from2 != 0 {
                let q = highest(from2);
                from2 &= !(1 << q);
                if reorderable && q != to1 && q > b {
                    second |= ctx.block & (1 << (q - b)) == 0;
                    continue;
                }
                if legal(ctx, &s1, q, b).is_ok() {
                    second = true;
                    out.record::<true>(&advance(ctx, &s1, q, b), 2, 0);
                }
            }
            if !second {
                out.record::<true>(&s1, 1, a);
            }
        }
    }
    if !any {
        out.record::<true>(st, 0, 0);
    }
}

#[cfg(test)]
mod tests {
    use super::super::walk::prepare;
    use super::*;
    use crate::engine::tables::selfplay::reached;
    use crate::engine::tables::BgRules;
    use crate::engine::Roll;

    /// Where no checker can bear off, the ways kept by reading the points are those the table
    /// keeps, in the same order, shown by the same moves, with the same numbers played.
    #[test]
    fn the_points_keep_what_the_table_keeps() {
        let (mut by_points, mut by_table) = (BgPlayList::new(), BgPlayList::new());
        let mut compared = 0;
        for seed in 0..120 {
            for turns in [2, 8, 20, 40, 70] {
                let pos = reached(seed, turns, &BgRules::default());
                for hitting in [true, false] {
                    let rules = BgRules {
                        hitting,
                        ..BgRules::default()
                    };
                    let (ctx, st) = prepare::<false>(&pos, &rules, false);
                    if ctx.outside < 2 {
                        continue;
                    }
                    for roll in Roll::all().filter(|r| !r.is_doublet()) {
                        let [hi, lo] = roll.numbers();
                        by_points.clear();
                        two_numbers(&ctx, &st, hi, lo, &mut by_points);
                        by_table.clear();
                        with_table::<true>(&ctx, &st, hi, lo, &mut by_table);
                        let what = format!("{:?} {roll} hitting {hitting}", pos.setup());
                        assert_eq!(by_points.plays(), by_table.plays(), "{what}");
                        assert_eq!(by_points.best, by_table.best, "{what}");
                        if by_points.best == 1 {
                            let n = by_points.len;
                            assert_eq!(by_points.one_die[..n], by_table.one_die[..n], "{what}");
                        }
                        compared += 1;
                    }
                }
            }
        }
        // boards of play of every kind, the bar among them
        assert!(compared > 15_000, "{compared}");
    }
}
