//! One step of a play, shared by the generator and the judge: the board in the middle of a
//! play ([`State`]), what stays fixed during the throw ([`Ctx`]), and the board before it
//! ([`prepare`]), read from the counts a few bytes at a time.

use super::super::judge::BgMoveError;
use super::super::position::{BgPosition, BAR, OFF};
use super::super::rules::BgRules;

/// The bit of the first hit in a key (see [`super::BgPlay::key`]).
pub(super) const HIT_SHIFT: u32 = 100;

/// `UNIT[p]`: one checker on point `p` (1..=25) in a key; `NIBBLE[p]`: the bits of its count;
/// `HIT[t]`: the bit of a hit on point `t` (tables: a shift of 128 bits by a variable amount
/// costs several instructions, a load one).
const UNIT: [u128; 26] = table(0, 1, 25);
const NIBBLE: [u128; 26] = table(0, 0xF, 25);
const HIT: [u128; 26] = table(HIT_SHIFT, 1, 24);

/// `bits << (shift + 4 (p - 1))` for `p` in 1..=`last`, or `1 << (shift + p - 1)` for the hits.
const fn table(shift: u32, bits: u128, last: usize) -> [u128; 26] {
    let mut t = [0u128; 26];
    let mut p = 1;
    while p <= last {
        t[p] = if shift == 0 {
            bits << (4 * (p - 1))
        } else {
            bits << (shift + p as u32 - 1)
        };
        p += 1;
    }
    t
}

/// A board in the middle of a play, in the mover's numbering.
#[derive(Clone, Copy)]
pub(in crate::engine::backgammon) struct State {
    /// Bit `p` (1..=25): the mover has a checker on `p`.
    pub(super) occ: u32,
    /// The mover's checkers outside his home (points 7..24 and the bar).
    pub(super) outside: u8,
    /// Bit `p`: a lone opponent checker on the mover's point `p`, not hit yet.
    pub(super) blot: u32,
    /// The mover's counts and the points hit (see [`super::BgPlay::key`]).
    pub(super) key: u128,
    /// The moves played, `from` and `to` of the `i`-th in bytes `2 i` and `2 i + 1`.
    pub(super) moves: u64,
    /// How many moves were played.
    pub(in crate::engine::backgammon) len: u8,
    /// A number of this play has been played inside (not borne off).
    pub(super) inside: bool,
}

impl State {
    /// The mover's checkers on `p` (1..=25).
    #[inline]
    pub(in crate::engine::backgammon) fn count(&self, p: u8) -> u8 {
        ((self.key >> (4 * (u32::from(p) - 1))) & 0xF) as u8
    }
}

/// What stays fixed during a throw.
pub(in crate::engine::backgammon) struct Ctx {
    /// Bit `p`: the opponent holds the mover's point `p` (two or more, or one without hitting).
    pub(super) block: u32,
    french: bool,
    /// All fifteen were home before the throw.
    all_home0: bool,
    /// The highest point occupied before the throw.
    highest0: u8,
}

#[inline]
pub(super) fn highest(occ: u32) -> u8 {
    (31 - occ.leading_zeros()) as u8
}

/// One number `die` played by the checker on `from`, if the rules allow it; else the rule it
/// breaks.
#[inline]
pub(in crate::engine::backgammon) fn step(
    ctx: &Ctx,
    st: &State,
    from: u8,
    die: u8,
) -> Result<State, BgMoveError> {
    let mut n = *st;
    step_into(ctx, st, from, die, &mut n).map(|()| n)
}

/// [`step`] into `n`, a copy of `st` that it changes (the generator's path: no copy returned;
/// always inlined, as the generator's loops are where the time goes, and what a caller does
/// not read of `n` is then never computed).
#[inline(always)]
pub(super) fn step_into(
    ctx: &Ctx,
    st: &State,
    from: u8,
    die: u8,
    n: &mut State,
) -> Result<(), BgMoveError> {
    let to = i32::from(from) - i32::from(die);
    let f = usize::from(from);
    if to >= 1 {
        let t = to as usize;
        if ctx.block & (1 << t) != 0 {
            return Err(BgMoveError::Blocked { to: t as u8 });
        }
        if n.blot & (1 << t) != 0 {
            n.blot &= !(1 << t);
            n.key |= HIT[t];
        }
        n.occ |= 1 << t;
        n.key += UNIT[t];
        if f >= 7 && t < 7 {
            n.outside -= 1;
        }
        n.inside = true;
    } else {
        if st.outside != 0 {
            return Err(BgMoveError::NotAllHome);
        }
        if to < 0 {
            if highest(st.occ) != from {
                return Err(BgMoveError::NotHighest {
                    from,
                    french: ctx.french,
                });
            }
            if ctx.french
                && ctx.all_home0
                && st.inside
                && !(die > ctx.highest0 && from == ctx.highest0)
            {
                return Err(BgMoveError::French { from, die });
            }
        }
    }
    if st.key & NIBBLE[f] == UNIT[f] {
        n.occ &= !(1 << f);
    }
    n.key -= UNIT[f];
    n.moves |= (u64::from(from) | u64::from(to.max(0) as u8) << 8) << (16 * u32::from(n.len));
    n.len += 1;
    Ok(())
}

/// The points a number may be played from: the bar alone while it holds a checker, else every
/// point occupied, highest first, no higher than `max`.
#[inline]
pub(super) fn sources(st: &State, max: u8) -> u32 {
    if st.occ & (1 << BAR) != 0 {
        if max >= BAR as u8 {
            1 << BAR
        } else {
            0
        }
    } else {
        st.occ & ((2u32 << max) - 1)
    }
}

/// Calls `f` with the board after each legal move of `die` from a point no higher than `max`,
/// and the point; whether there was one.
#[inline(always)]
pub(super) fn each(ctx: &Ctx, st: &State, die: u8, max: u8, mut f: impl FnMut(&State, u8)) -> bool {
    let mut any = false;
    let mut from = sources(st, max);
    while from != 0 {
        let p = highest(from);
        from &= !(1 << p);
        let mut n = *st;
        if step_into(ctx, st, p, die, &mut n).is_ok() {
            any = true;
            f(&n, p);
        }
    }
    any
}

/// Eight counts of a side, from index `i`, one a byte.
#[inline]
fn eight(counts: &[u8; 26], i: usize) -> u64 {
    let mut b = [0u8; 8];
    let n = (counts.len() - i).min(8);
    b[..n].copy_from_slice(&counts[i..i + n]);
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

/// The board before the throw, and what stays fixed during it.
pub(in crate::engine::backgammon) fn prepare(
    pos: &BgPosition,
    rules: &BgRules,
    french: bool,
) -> (Ctx, State) {
    let c = pos.turn();
    let me = pos.counts(c);
    let opp = pos.counts(c.opposite());
    let (m1, m9, m17, m25) = (eight(me, 1), eight(me, 9), eight(me, 17), eight(me, 25));
    let key =
        u128::from(nibbles(m1) | nibbles(m9) << 32) | u128::from(nibbles(m17) | m25 << 32) << 64;
    let occ =
        (at_least(m1, 1) | at_least(m9, 1) << 8 | at_least(m17, 1) << 16 | at_least(m25, 1) << 24)
            << 1;
    let home = ((m1 & 0xFFFF_FFFF_FFFF).wrapping_mul(0x0101_0101_0101_0101) >> 56) as u8;
    // the opponent's points 1..=24, bit `i` his point `i`, then turned into the mover's
    let (o1, o9, o17) = (eight(opp, 1), eight(opp, 9), eight(opp, 17));
    let theirs = |min: u8| {
        let bits = (at_least(o1, min) | at_least(o9, min) << 8 | at_least(o17, min) << 16) << 1;
        bits.reverse_bits() >> 6
    };
    let held = theirs(2);
    let present = theirs(1);
    let block = if rules.hitting { held } else { present };
    let st = State {
        occ,
        outside: 15 - me[OFF] - home,
        blot: present & !block,
        key,
        moves: 0,
        len: 0,
        inside: false,
    };
    let ctx = Ctx {
        block,
        french,
        all_home0: st.outside == 0,
        highest0: if occ == 0 { 0 } else { highest(occ) },
    };
    (ctx, st)
}
