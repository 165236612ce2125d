//! The legal plays where a limit on movement applies or the sides go round in parallel (long
//! nardy): a walk over every order of the throw's numbers, each step checked by the same
//! [`legal`] and [`advance`] as the backgammon walk, then by the limits of [`Limits`], each
//! resulting position kept once by the list's table of positions met. It is chosen once, in
//! [`super::generate_into`], when the position is under parallel movement or the profile sets
//! a limit: the backgammon walk is untouched by it.
//!
//! - The head rule (`nardy.head`, `nardy.head.first-throw`): at most one checker leaves the
//!   24-point in a throw; on a side's first throw (all fifteen still on the head), the
//!   doublets of the profile's reading may take two.
//! - The six-block rule (`nardy.six-block`): no move completes six consecutive points held by
//!   the mover unless an opponent checker stands ahead of them, that is nearer his own bearing
//!   off than every one of the six.
//! - The first-checker rule (`bg.first-checker`, jacquet and fevga): while exactly one checker
//!   has left the head and it stands short of the profile's goal, no checker leaves the head
//!   (all the others are still there, so none other moves); with fifteen on the head, the first
//!   leaves. Under `first-checker-release: next-throw` (`bg.first-checker.release`) the board
//!   before the throw decides for the whole throw: at most one checker leaves the head when
//!   fifteen stood there, none when the first stood short of its goal.
//! - The starting quarter (`fevga.start-table`): no move fills the last empty point of the
//!   mover's 19..=24.

use super::super::judge::BgMoveError;
use super::super::position::{facing, BgPosition};
use super::super::rules::{BgRules, FirstChecker, FirstCheckerRelease, Geometry, Head};
use super::list::BgPlayList;
use super::walk::{advance, landing, legal, moves_of, points, prepare, Ctx, State};
use crate::engine::tables::BAR;
use crate::engine::Roll;

/// The head: a side's 24-point.
const HEAD: u8 = 24;

/// The mover's starting quarter, points 19..=24, as bits of `occ`.
const START_TABLE: u32 = 0x3F << 19;

/// Where the lone checker off the head stands when fourteen are on it: the lowest point
/// occupied but the head.
#[inline]
fn first_at(st: &State) -> u8 {
    (st.occ & !(1 << HEAD)).trailing_zeros() as u8
}

/// `WINDOWS_OF[p]`: the bits `b` (1..=19) of the windows `b..=b + 5` that hold the point `p`.
const WINDOWS_OF: [u32; 25] = {
    let mut t = [0u32; 25];
    let mut p = 1;
    while p <= 24 {
        let mut b = if p > 5 { p - 5 } else { 1 };
        while b <= p && b <= 19 {
            t[p] |= 1 << b;
            b += 1;
        }
        p += 1;
    }
    t
};

/// `AHEAD[g][b]`: the mover's points where an opponent checker is ahead of the window
/// `b..=b + 5`, under geometry `g` (0 contrary, 1 parallel): the points whose number for the
/// opponent is below that of every point of the window.
const AHEAD: [[u32; 20]; 2] = {
    let mut t = [[0u32; 20]; 2];
    let mut g = 0;
    while g < 2 {
        let geometry = if g == 0 {
            Geometry::Contrary
        } else {
            Geometry::Parallel
        };
        let mut b = 1;
        while b <= 19 {
            let mut least = 25;
            let mut p = b;
            while p < b + 6 {
                let q = facing(geometry, p);
                if q < least {
                    least = q;
                }
                p += 1;
            }
            let mut p = 1;
            while p <= 24 {
                if facing(geometry, p) < least {
                    t[g][b] |= 1 << p;
                }
                p += 1;
            }
            b += 1;
        }
        g += 1;
    }
    t
};

/// The limits on movement of one throw.
pub(in crate::engine::tables) struct Limits {
    /// The most checkers that may leave the head in this throw (15: no limit).
    head: u8,
    /// The mover's checkers on the head before the throw.
    head0: u8,
    /// The six-block rule applies.
    six_block: bool,
    /// Bit `p`: an opponent checker on the mover's point `p`.
    theirs: u32,
    /// The geometry's row of [`AHEAD`].
    ahead: &'static [u32; 20],
    /// The first-checker rule's goal, its highest point (24: no rule).
    goal: u8,
    /// The first-checker rule is read at each step (`at-once`).
    at_step: bool,
    /// The first-checker rule read on the board before the throw: the most checkers that may
    /// leave the head in it (15: no limit).
    first_most: u8,
    /// The starting quarter may not be held whole.
    start_table: bool,
}

/// The six points of the window `b..=b + 5`.
const SIX: u32 = 0x3F;

impl Limits {
    /// The limits of `roll` from the board `st` of `pos`, under `rules`.
    pub(in crate::engine::tables) fn new(
        pos: &BgPosition,
        rules: &BgRules,
        roll: Roll,
        ctx: &Ctx,
        st: &State,
    ) -> Limits {
        let head0 = st.count(HEAD);
        // a side's first throw: all fifteen still on the head (no throw leaves them all there)
        let first = head0 == 15;
        let d = roll.hi();
        let two = roll.is_doublet()
            && match rules.head {
                Head::OneBut664433 => matches!(d, 6 | 4 | 3),
                Head::OneBut6644 => matches!(d, 6 | 4),
                Head::Free | Head::OneButFirst => false,
            };
        let head = match rules.head {
            Head::Free => 15,
            Head::OneButFirst if first => 15,
            _ if first && two => 2,
            _ => 1,
        };
        let goal = rules.first_checker.goal();
        let (at_step, first_most) = match rules.first_checker_release {
            _ if rules.first_checker == FirstChecker::Free => (false, 15),
            FirstCheckerRelease::AtOnce => (true, 15),
            FirstCheckerRelease::NextThrow if head0 == 15 => (false, 1),
            FirstCheckerRelease::NextThrow if head0 == 14 && first_at(st) > goal => (false, 0),
            FirstCheckerRelease::NextThrow => (false, 15),
        };
        Limits {
            head,
            head0,
            six_block: rules.six_block,
            theirs: ctx.block | ctx.blot,
            ahead: &AHEAD[usize::from(pos.geometry() == Geometry::Parallel)],
            goal,
            at_step,
            first_most,
            start_table: rules.start_table,
        }
    }

    /// Whether no order of the four moves of a doublet of `die` from `st` can meet the
    /// six-block rule: no window without an opponent checker ahead of it can be filled, that
    /// is, in none are the points still empty at most four, each the landing of some checker
    /// of the mover's, one to four numbers on. The order the moves come in then changes
    /// nothing the limits read (the head rule counts the checkers gone from the head, in any
    /// order), and the doublet may be walked as backgammon's is, the checkers taken from the
    /// highest point down.
    fn order_free(&self, st: &State, die: u8) -> bool {
        let d = u32::from(die);
        let reach = st.occ >> d | st.occ >> (2 * d) | st.occ >> (3 * d) | st.occ >> (4 * d);
        // the first-checker rule read at each step reads the board between the moves while
        // fourteen checkers or more are on the head (it speaks of the lone checker off it)
        if self.at_step && self.head0 >= 14 {
            return false;
        }
        // so does the starting quarter when the throw can fill it
        let empty = !st.occ >> 19 & SIX;
        if self.start_table && empty.count_ones() <= 4 && empty & !(reach >> 19) == 0 {
            return false;
        }
        if !self.six_block {
            return true;
        }
        (1..=19).all(|b| {
            let empty = !st.occ >> b & SIX;
            self.theirs & self.ahead[b] != 0 || empty.count_ones() > 4 || empty & !(reach >> b) != 0
        })
    }

    /// Whether the move from `from` by `die`, taking `st` to `next`, keeps to the limits.
    #[inline]
    fn check(&self, st: &State, next: &State, from: u8, die: u8) -> Result<(), BgMoveError> {
        if from == HEAD {
            let left = self.head0 - st.count(HEAD);
            if left >= self.head {
                return Err(BgMoveError::Head { most: self.head });
            }
            if left >= self.first_most
                || (self.at_step && st.count(HEAD) == 14 && first_at(st) > self.goal)
            {
                return Err(BgMoveError::FirstChecker { goal: self.goal });
            }
        }
        if self.start_table && next.occ & START_TABLE == START_TABLE {
            return Err(BgMoveError::StartTable { to: from - die });
        }
        if self.six_block && from > die {
            let to = from - die;
            if st.occ & (1 << to) == 0 {
                // bit `b`: the points `b..=b + 5` all held, for the windows holding `to`
                let o = next.occ;
                let mut full =
                    o & o >> 1 & o >> 2 & o >> 3 & o >> 4 & o >> 5 & WINDOWS_OF[usize::from(to)];
                while full != 0 {
                    let b = full.trailing_zeros() as usize;
                    full &= full - 1;
                    if self.theirs & self.ahead[b] == 0 {
                        return Err(BgMoveError::SixBlock { to });
                    }
                }
            }
        }
        Ok(())
    }
}

/// One number `die` played by the checker on `from`, if the rules and the limits allow it;
/// else the rule it breaks.
#[inline]
pub(in crate::engine::tables) fn step(
    ctx: &Ctx,
    lim: &Limits,
    st: &State,
    from: u8,
    die: u8,
) -> Result<State, BgMoveError> {
    legal(ctx, st, from, die)?;
    let next = advance(ctx, st, from, die);
    lim.check(st, &next, from, die)?;
    Ok(next)
}

/// The board before the throw, its fixed part, and its limits.
pub(in crate::engine::tables) fn prepare_limited(
    pos: &BgPosition,
    rules: &BgRules,
    roll: Roll,
    french: bool,
) -> (Ctx, State, Limits) {
    let (ctx, st) = match pos.geometry() {
        Geometry::Contrary => prepare::<false>(pos, rules, french),
        Geometry::Parallel => prepare::<true>(pos, rules, french),
    };
    let lim = Limits::new(pos, rules, roll, &ctx, &st);
    (ctx, st, lim)
}

/// The ways of playing `roll` from `pos` under the limits, into `out` (as many numbers as can
/// be played, each resulting position once).
pub(super) fn walk(
    pos: &BgPosition,
    roll: Roll,
    rules: &BgRules,
    french: bool,
    out: &mut BgPlayList,
) {
    let (ctx, st, lim) = prepare_limited(pos, rules, roll, french);
    let st = st.unplayed();
    let [hi, lo] = roll.numbers();
    if roll.is_doublet() {
        if lim.order_free(&st, hi) {
            ordered(&ctx, &lim, &st, hi, 0, BAR as u8, landing(&ctx, hi), out);
        } else {
            doublet(&ctx, &lim, &st, hi, 0, out);
        }
        return;
    }
    let mut any = false;
    for (a, b) in [(hi, lo), (lo, hi)] {
        each(&ctx, &lim, &st, a, |s1| {
            any = true;
            let mut second = false;
            each(&ctx, &lim, s1, b, |s2| {
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

/// Calls `f` with the board after each move of `die` the rules and limits allow from `st`:
/// the points the rules allow found together, as in backgammon's walk, then each move checked
/// against the limits.
#[inline]
fn each(ctx: &Ctx, lim: &Limits, st: &State, die: u8, mut f: impl FnMut(&State)) {
    let from = moves_of::<true, true>(ctx, st, die, BAR as u8, landing(ctx, die));
    points(from, |p| {
        let next = advance(ctx, st, p, die);
        if lim.check(st, &next, p, die).is_ok() {
            f(&next);
        }
    });
}

/// The rest of a doublet of `die` from `st`, `depth` numbers played, when the order of its
/// moves does not matter ([`Limits::order_free`]): each number from no higher a point than
/// the one before (`max`), so each set of moves is met in one order only, the points a number
/// may be played from found together as in backgammon's walk (`land`: [`landing`] of `die`);
/// of the limits, only those that count the checkers gone from the head (the head rule, the
/// first-checker rule read on the board before the throw) can then refuse a move.
#[allow(clippy::too_many_arguments)]
fn ordered(
    ctx: &Ctx,
    lim: &Limits,
    st: &State,
    die: u8,
    depth: u8,
    max: u8,
    land: u32,
    out: &mut BgPlayList,
) {
    let mut from = moves_of::<true, true>(ctx, st, die, max, land);
    if lim.head0 - st.count(HEAD) >= lim.head.min(lim.first_most) {
        from &= !(1 << HEAD);
    }
    if from == 0 {
        out.record::<true>(st, depth, die);
        return;
    }
    points(from, |p| {
        let next = advance(ctx, st, p, die);
        if depth == 3 {
            out.record::<true>(&next, 4, die);
        } else {
            ordered(ctx, lim, &next, die, depth + 1, p, land, out);
        }
    });
}

/// The rest of a doublet of `die` from `st`, `depth` numbers played: every order, a board met
/// already at the same depth (in the list's table, its depth and whether a number was played
/// inside, which the French rule reads, in the key's top bits) not walked again.
fn doublet(ctx: &Ctx, lim: &Limits, st: &State, die: u8, depth: u8, out: &mut BgPlayList) {
    let mut any = false;
    each(ctx, lim, st, die, |next| {
        any = true;
        if depth == 3 {
            out.record::<true>(next, 4, die);
        } else if !out
            .met(next.key() | u128::from(depth + 1) << 124 | u128::from(next.inside()) << 127)
        {
            doublet(ctx, lim, next, die, depth + 1, out);
        }
    });
    if !any {
        out.record::<true>(st, depth, die);
    }
}
