//! One step of a play, shared by the generator and the judge: the board in the middle of a
//! play ([`State`]), what stays fixed during the throw ([`Ctx`]), and the board before it
//! ([`prepare`]), read from the counts a few bytes at a time.

use super::super::judge::BgMoveError;
use super::super::position::{BgPosition, BAR, OFF};
use super::super::rules::{BgRules, Entering, HitFrom};

/// The bit of the first hit in a key (see [`super::BgPlay::key`]): bit `t` of
/// [`State::hits`] goes to `HIT_SHIFT - 1 + t`.
pub(super) const HIT_SHIFT: u32 = 100;

/// `UNIT[p]`: one checker on point `p` (1..=25) in the counts, none for `p` 0 (off).
const UNIT: [u128; 26] = {
    let mut t = [0u128; 26];
    let mut p = 1;
    while p <= 25 {
        t[p] = 1 << (4 * (p - 1));
        p += 1;
    }
    t
};

/// A checker from `p` playing `d`, as `MOVES[d][p]`: what it adds to the counts, its move as
/// [`State::moves`] writes it, the bit of the point it lands on (0 when it bears off); a
/// table, as a shift of 128 bits by a variable amount costs several instructions, a load one.
#[derive(Clone, Copy)]
struct Move {
    delta: u128,
    written: u64,
    lands: u32,
}

const MOVES: [[Move; 26]; 7] = {
    let none = Move {
        delta: 0,
        written: 0,
        lands: 0,
    };
    let mut t = [[none; 26]; 7];
    let mut d: usize = 1;
    while d <= 6 {
        let mut p: usize = 1;
        while p <= 25 {
            let to = p.saturating_sub(d);
            t[d][p] = Move {
                delta: UNIT[to].wrapping_sub(UNIT[p]),
                written: (p | to << 8) as u64,
                lands: (1u32 << to) & !1,
            };
            p += 1;
        }
        d += 1;
    }
    t
};

/// A board in the middle of a play, in the mover's numbering.
#[derive(Clone, Copy)]
pub(in crate::engine::tables) struct State {
    /// The mover's counts on points 1..=25, four bits each (see [`super::BgPlay::key`]).
    pub(super) counts: u128,
    /// The moves played, `from` and `to` of the `i`-th in bytes `2 i` and `2 i + 1` (`to` 0:
    /// borne off; none played: 0).
    pub(super) moves: u64,
    /// Bit `p` (1..=25): the mover has a checker on `p`.
    pub(super) occ: u32,
    /// Bit `t` (1..=24): a lone opponent checker on `t` was hit.
    pub(super) hits: u32,
    /// How many moves were played.
    pub(in crate::engine::tables) len: u8,
}

impl State {
    /// The mover's checkers on `p` (1..=25).
    #[inline]
    pub(in crate::engine::tables) fn count(&self, p: u8) -> u8 {
        ((self.counts >> (4 * (u32::from(p) - 1))) & 0xF) as u8
    }

    /// The key of the board (see [`super::BgPlay::key`]).
    #[inline(always)]
    pub(super) fn key(&self) -> u128 {
        self.counts | u128::from(self.hits) << (HIT_SHIFT - 1)
    }

    /// A number of this play has been played inside (not borne off).
    #[inline(always)]
    pub(super) fn inside(&self) -> bool {
        self.moves & 0xFF00_FF00_FF00_FF00 != 0
    }

    /// The board with no move played, written so that the compiler knows where each move of
    /// the generator's walk goes.
    #[inline(always)]
    pub(super) fn unplayed(&self) -> State {
        State {
            moves: 0,
            len: 0,
            ..*self
        }
    }
}

/// What stays fixed during a throw.
#[derive(Clone, Copy)]
pub(in crate::engine::tables) struct Ctx {
    /// Bit `p`: the opponent holds the mover's point `p` (two or more, or one without hitting).
    pub(super) block: u32,
    /// Bit `p`: a lone opponent checker on the mover's point `p` before the throw (hit by the
    /// first checker that lands there).
    pub(super) blot: u32,
    /// The mover's checkers outside his home (points 7..24 and the bar) before the throw.
    pub(super) outside: u8,
    french: bool,
    /// The highest point occupied before the throw.
    highest0: u8,
    /// `hit-from: own-checker-home`, a blot on the board, and the mover had no checker home
    /// nor off before the throw: a blot is hit only once one of his checkers has come home
    /// during it (`bg.hit.after-home`).
    pub(super) hit_home: bool,
    /// `entering: mixed`: checkers on the bar need not enter before others move
    /// (`bg.bar.enter-mixed`).
    pub(in crate::engine::tables) mixed: bool,
}

impl Ctx {
    /// The rules of this throw leave the standard walk: a blot may not be hit yet, or the bar
    /// holds checkers that need not enter first (see [`super::family`]).
    #[inline(always)]
    pub(super) fn family(&self, st: &State) -> bool {
        self.hit_home || (self.mixed && st.occ & (1 << BAR) != 0)
    }

    /// The same throw with every opponent checker holding its point (no hit possible).
    pub(super) fn closed(&self) -> Ctx {
        Ctx {
            block: self.block | self.blot,
            blot: 0,
            hit_home: false,
            ..*self
        }
    }
}

/// The mover's home points 1..=6.
pub(super) const HOME: u32 = 0b111_1110;

/// The mover's points outside his home: 7..=24 and the bar.
const OUTSIDE: u32 = ((2 << BAR) - 1) & !((1 << 7) - 1);

#[inline]
pub(super) fn highest(occ: u32) -> u8 {
    (31 - occ.leading_zeros()) as u8
}

/// One number `die` played by the checker on `from`, if the rules allow it; else the rule it
/// breaks.
#[inline]
pub(in crate::engine::tables) fn step(
    ctx: &Ctx,
    st: &State,
    from: u8,
    die: u8,
) -> Result<State, BgMoveError> {
    if ctx.hit_home && st.occ & HOME == 0 && from > die && ctx.blot & (1 << (from - die)) != 0 {
        return Err(BgMoveError::HitBeforeHome { to: from - die });
    }
    legal(ctx, st, from, die).map(|()| advance(ctx, st, from, die))
}

/// Whether the checker on `from` may play `die`: the point reached is not held, or it bears
/// off as [`bear_off`] allows.
#[inline(always)]
pub(super) fn legal(ctx: &Ctx, st: &State, from: u8, die: u8) -> Result<(), BgMoveError> {
    if from > die {
        let to = from - die;
        if ctx.block & (1 << to) != 0 {
            return Err(BgMoveError::Blocked { to });
        }
        Ok(())
    } else {
        bear_off(ctx, st, from, die)
    }
}

/// Whether the checker on `from` (`from <= die`) may bear off with `die`: all fifteen home; a
/// larger number only from the highest point, and under the French rule, all fifteen home
/// before the throw and a number played inside since, only if it was larger than the highest
/// point then and takes the checker from it.
#[inline(always)]
fn bear_off(ctx: &Ctx, st: &State, from: u8, die: u8) -> Result<(), BgMoveError> {
    if st.occ & OUTSIDE != 0 {
        return Err(BgMoveError::NotAllHome);
    }
    if from < die {
        if highest(st.occ) != from {
            return Err(BgMoveError::NotHighest {
                from,
                french: ctx.french,
            });
        }
        if ctx.french
            && ctx.outside == 0
            && st.inside()
            && !(die > ctx.highest0 && from == ctx.highest0)
        {
            return Err(BgMoveError::French { from, die });
        }
    }
    Ok(())
}

/// The board after the checker on `from` played `die`, a move [`legal`] allows (always
/// inlined: the generator's loops are where the time goes, and what a caller does not read
/// of the result is then never computed).
#[inline(always)]
pub(super) fn advance(ctx: &Ctx, st: &State, from: u8, die: u8) -> State {
    let f = usize::from(from);
    let m = &MOVES[usize::from(die)][f];
    let mut n = *st;
    n.counts = st.counts.wrapping_add(m.delta);
    n.hits |= ctx.blot & m.lands;
    n.occ |= m.lands;
    if st.count(from) == 1 {
        n.occ &= !(1 << f);
    }
    n.moves |= m.written << (16 * u32::from(st.len));
    n.len += 1;
    n
}

/// Bit `p` set where a checker on `p` playing `die` lands on a point not held (the points
/// `die` carries off left out).
#[inline]
pub(super) fn landing(ctx: &Ctx, die: u8) -> u32 {
    (!ctx.block << die) & ((2 << BAR) - 1) & !((2u32 << die) - 1)
}

/// The points a number may be played from: the bar alone while it holds a checker, else every
/// point occupied no higher than `max` (`ENTER`: the bar may hold one; when not, it is not
/// looked at).
#[inline(always)]
pub(super) fn sources<const ENTER: bool>(st: &State, max: u8) -> u32 {
    if ENTER && st.occ & (1 << BAR) != 0 {
        if max >= BAR as u8 {
            1 << BAR
        } else {
            0
        }
    } else {
        st.occ & ((2u32 << max) - 1)
    }
}

/// The points from which `die` may be played, no higher than `max` (`land`: [`landing`] of
/// `die`; `ENTER` as [`sources`]; `BEAR`: a checker may bear off, else it is not looked at).
#[inline(always)]
pub(super) fn moves_of<const ENTER: bool, const BEAR: bool>(
    ctx: &Ctx,
    st: &State,
    die: u8,
    max: u8,
    land: u32,
) -> u32 {
    let from = sources::<ENTER>(st, max);
    let mut off = 0;
    if BEAR && st.occ & OUTSIDE == 0 {
        points(from & ((2u32 << die) - 1), |p| {
            if bear_off(ctx, st, p, die).is_ok() {
                off |= 1 << p;
            }
        });
    }
    from & land | off
}

/// Calls `f` on each point of `set`, highest first.
#[inline(always)]
pub(super) fn points(mut set: u32, mut f: impl FnMut(u8)) {
    while set != 0 {
        let p = highest(set);
        set &= !(1 << p);
        f(p);
    }
}

/// Calls `f` with the board after each legal move of `die` from a point no higher than `max`,
/// highest first, and the point; whether there was one.
#[inline(always)]
pub(super) fn each<const ENTER: bool, const BEAR: bool>(
    ctx: &Ctx,
    st: &State,
    die: u8,
    max: u8,
    land: u32,
    mut f: impl FnMut(&State, u8),
) -> bool {
    let from = moves_of::<ENTER, BEAR>(ctx, st, die, max, land);
    points(from, |p| f(&advance(ctx, st, p, die), p));
    from != 0
}

/// Eight counts of a side, from index `i` (at most 18), one a byte.
#[inline]
fn eight(counts: &[u8; 26], i: usize) -> u64 {
    let mut b = [0u8; 8];
    b.copy_from_slice(&counts[i..i + 8]);
    u64::from_le_bytes(b)
}

/// The counts of `x` (one a byte, each below 16) as eight nibbles.
#[inline]
fn nibbles(x: u64) -> u64 {
    let y = (x | (x >> 4)) & 0x00FF_00FF_00FF_00FF;
    let y = (y | (y >> 8)) & 0x0000_FFFF_0000_FFFF;
    (y | (y >> 16)) & 0xFFFF_FFFF
}

/// Bit `i` set where byte `i` of `x` (each below 16) is at least `min` (1 or 2).
#[inline]
fn at_least(x: u64, min: u8) -> u32 {
    let high = (x + 0x8080_8080_8080_8080 - 0x0101_0101_0101_0101 * u64::from(min))
        & 0x8080_8080_8080_8080;
    ((high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

/// Counts on points 1..=8, 9..=16, 17..=24 (one a byte) and on the bar as four bits a point,
/// point `p` at bit `4 (p - 1)`: the mover's part of a key.
#[inline(always)]
fn packed(m1: u64, m9: u64, m17: u64, m25: u64) -> u128 {
    u128::from(nibbles(m1) | nibbles(m9) << 32) | u128::from(nibbles(m17) | m25 << 32) << 64
}

/// A side's counts on points 1..=25 (the bar) as four bits a point, as a key holds the
/// mover's (`counts`: one side's, in its own numbering).
#[inline]
pub(super) fn pack(counts: &[u8; 26]) -> u128 {
    packed(
        eight(counts, 1),
        eight(counts, 9),
        eight(counts, 17),
        u64::from(counts[BAR]),
    )
}

/// The board before the throw, and what stays fixed during it (`PARALLEL`: under parallel
/// movement, where the opponent's point `q` is the mover's `q - 12` or `q + 12` and no
/// checker is hit; else contrary, the opponent's `q` the mover's `25 - q`).
pub(in crate::engine::tables) fn prepare<const PARALLEL: bool>(
    pos: &BgPosition,
    rules: &BgRules,
    french: bool,
) -> (Ctx, State) {
    let c = pos.turn();
    let me = pos.counts(c);
    let opp = pos.counts(c.opposite());
    let (m1, m9, m17, m25) = (
        eight(me, 1),
        eight(me, 9),
        eight(me, 17),
        u64::from(me[BAR]),
    );
    let key = packed(m1, m9, m17, m25);
    let occ = (at_least(m1, 1) | at_least(m9, 1) << 8 | at_least(m17, 1) << 16) << 1
        | u32::from(m25 != 0) << BAR;
    // the opponent's counts on the mover's points 1..=24: contrary, his 24..=1 (bytes turned
    // round); parallel, his 13..=24 then 1..=12
    let (o1, o9, o17) = if PARALLEL {
        (
            eight(opp, 13),
            eight(opp, 17) >> 32 | eight(opp, 1) << 32,
            eight(opp, 5),
        )
    } else {
        (
            eight(opp, 17).swap_bytes(),
            eight(opp, 9).swap_bytes(),
            eight(opp, 1).swap_bytes(),
        )
    };
    let theirs =
        |min: u8| (at_least(o1, min) | at_least(o9, min) << 8 | at_least(o17, min) << 16) << 1;
    let held = theirs(2);
    let present = theirs(1);
    let block = if rules.hitting && !PARALLEL {
        held
    } else {
        present
    };
    // the checkers on points 7..=24 and the bar, whatever the start's count: the bytes of
    // points 7 and 8, 9..=16 and 17..=24 added byte by byte (at most fifteen: no carry), then
    // the eight bytes summed by one multiplication
    let rest = (m1 >> 48) + m9 + m17;
    let outside = (rest.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u8 + m25 as u8;
    let st = State {
        counts: key,
        moves: 0,
        occ,
        hits: 0,
        len: 0,
    };
    let blot = present & !block;
    let ctx = Ctx {
        block,
        blot,
        outside,
        french,
        highest0: if occ == 0 { 0 } else { highest(occ) },
        // with no blot to hit, the condition changes nothing
        hit_home: rules.hit_from == HitFrom::OwnCheckerHome
            && occ & HOME == 0
            && me[OFF] == 0
            && blot != 0,
        mixed: rules.entering == Entering::Mixed,
    };
    (ctx, st)
}
