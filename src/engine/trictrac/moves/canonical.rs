//! Normal mode — no checker can be borne off during the roll — where each distinct board of a
//! play is reached once: two checkers moving one number each are met once (not once per order),
//! and a tout d'une is kept at the first of its (up to four) ways that is legal. No checker can
//! be borne off, so the legality of two separate moves does not depend on their order; the
//! plays, their order and the moves shown for each are those of [`super::ways`].

use super::board::{bit, Bits, Board, Mask, QUARTERS};
use super::checks::legal_par_puissance;
use super::list::{CompactPlay, PlayList};
use super::ways::{complete_from, note_full};
use crate::engine::trictrac::sided::COIN;
use crate::engine::Roll;

/// Normal mode, for the scoring when only the quarters left full matter: the quarters full
/// after the plays that survive the obligations (together), and the unplayable numbers
/// (written into `unplayable`, their count returned). Stops at the first play that leaves
/// every quarter it could full: no play does better. r.40's coin takes change nothing: a jan
/// takes 12 of the 15 checkers, so a play leaving fewer full than the best plays leaves none.
#[inline]
pub(crate) fn full_after_obligations(
    b: &Board<'_>,
    roll: Roll,
    scratch: &mut PlayList,
    unplayable: &mut [u8; 2],
) -> (u8, usize) {
    debug_assert!(b.normal());
    if let Some(full) = kept_by_masks(b, roll) {
        return (full, 0);
    }
    full_walked(b, roll, scratch, unplayable)
}

/// The shortcut of [`full_after_obligations`]: when no quarter short now can be filled by the
/// roll (one of its short flèches out of [`Board::reach`], and the coin out of the coin par
/// puissance), no play leaves more full than
/// those full now, and a complete play found on the masks taking no checker a full quarter
/// needs ([`Board::spare`]) leaves them all: the answer is read without the walk.
#[inline]
fn kept_by_masks(b: &Board<'_>, roll: Roll) -> Option<u8> {
    let [h, l] = roll.numbers().map(usize::from);
    // the coin par puissance is reached from the opponent's coin, out of the numbers' reach
    let puissance = if legal_par_puissance(b, roll).is_some() {
        bit(COIN)
    } else {
        0
    };
    let reach = b.reach(h, l) | puissance;
    let fillable =
        Bits(Mask::from(b.relevant & !b.full)).any(|k| QUARTERS[k] & !b.me2 & !reach == 0);
    if fillable {
        return None;
    }
    let (one, two) = b.spare();
    complete_from(b, roll, one, two).then_some(b.full)
}

/// [`full_after_obligations`] by the walk of the plays alone (the test oracle of its
/// shortcut).
pub(super) fn full_walked(
    b: &Board<'_>,
    roll: Roll,
    scratch: &mut PlayList,
    unplayable: &mut [u8; 2],
) -> (u8, usize) {
    // the most quarters full so far, and which (over the plays reaching that many)
    let mut best: (Option<u32>, u8) = (None, 0);
    canonical(b, roll, |p| {
        note_full(&mut best, p.full());
        p.full() != b.relevant
    });
    if best.1 == b.relevant && best.0.is_some() {
        return (best.1, 0);
    }
    if let Some(p) = legal_par_puissance(b, roll) {
        note_full(&mut best, b.full_of(&p.from, &p.to, 2));
    }
    if best.0.is_some() {
        return (best.1, 0);
    }
    scratch.clear();
    singles(b, roll, scratch);
    for p in scratch.plays() {
        note_full(&mut best, p.full());
    }
    let n = scratch.unplayable().len();
    unplayable[..n].copy_from_slice(scratch.unplayable());
    (best.1, n)
}

/// Normal mode, nothing complete: the higher number alone, else the lower, else nothing.
pub(super) fn singles(b: &Board<'_>, roll: Roll, out: &mut PlayList) {
    let [hi, lo] = roll.numbers();
    for (d, other) in [(hi, lo), (lo, hi)] {
        let du = usize::from(d);
        for p in Bits(b.sources(du)) {
            let t = p + du;
            if b.rests(t) && b.coin_ok([p, 0], [t, 0]) {
                let full = b.full_after(bit(p), false, bit(t), false);
                out.push(CompactPlay::one(p, t, du, false).with_full(full));
            }
        }
        if out.len > 0 {
            out.set_unplayable(&[other]);
            return;
        }
    }
    // nothing moves: the board stays as it is
    out.push(CompactPlay::default().with_full(b.full));
    out.set_unplayable(&[hi, lo]);
}

/// Normal mode (no checker can be borne off): every distinct board of a complete play, in the
/// order of its first legal way in [`super::ways`], shown by that way. `emit`
/// returns `false` to stop.
#[inline]
pub(super) fn canonical(b: &Board<'_>, roll: Roll, mut emit: impl FnMut(CompactPlay) -> bool) {
    let [h, l] = roll.numbers().map(usize::from);
    let me = &b.s.me;
    if h == l {
        doublet(b, h, emit);
        return;
    }
    let (sh, sl) = (b.sources(h), b.sources(l));
    // the checkers that can play l and rest where they land
    let sl_rest = sl & (b.rest >> l);
    // The hi number first: p1 = a plays h, p2 = c plays l. The flèches c that can give a
    // legal play are gathered first, in the order of the reference's loop.
    for a in Bits(sh) {
        let t1 = a + h;
        // two checkers: a's must rest on t1, c's on c + l
        let mut cands = if b.rests(t1) { sl_rest } else { 0 };
        if me[a] == 1 {
            cands &= !bit(a);
        }
        // a tout d'une through t1 (c = t1): it rests on t1 + l only
        if t1 + l <= 24 && b.opp & bit(t1 + l) == 0 && b.rests(t1 + l) {
            cands |= bit(t1);
        }
        // c = a - l (c → a, a → t1) is the tout d'une from c, first here only when its way
        // through c + h is closed
        if a > l && b.opp & bit(a - l + h) == 0 {
            cands &= !bit(a - l);
        }
        for c in Bits(cands) {
            let play = if c == t1 {
                let f = t1 + l;
                if !b.coin_ok([a, 0], [f, 0]) {
                    continue;
                }
                CompactPlay::two((a, t1, h), (t1, f, l)).with_full(b.full_after(
                    bit(a),
                    false,
                    bit(f),
                    false,
                ))
            } else if a == c + l {
                if !b.coin_ok([c, 0], [t1, 0]) {
                    continue;
                }
                CompactPlay::two((a, t1, h), (c, a, l)).with_full(b.full_after(
                    bit(c),
                    false,
                    bit(t1),
                    false,
                ))
            } else {
                let (ta, tc) = (t1, c + l);
                if !b.coin_ok([a, c], [ta, tc]) {
                    continue;
                }
                CompactPlay::two((a, ta, h), (c, tc, l)).with_full(b.full_after(
                    bit(a) | bit(c),
                    a == c,
                    bit(ta) | bit(tc),
                    ta == tc,
                ))
            };
            if !emit(play) {
                return;
            }
        }
    }
    // The lo number first: only a tout d'une through x + l can be new here, when neither way
    // of the hi-first order was legal.
    for x in Bits(sl) {
        let t1 = x + l;
        let f = t1 + h;
        if f > 24 || b.opp & bit(f) != 0 {
            continue;
        }
        let hi_first_open = b.opp & bit(x + h) == 0 || (me[t1] >= 1 && b.rests(t1));
        if hi_first_open || !(b.rests(f) && b.coin_ok([x, 0], [f, 0])) {
            continue;
        }
        let full = b.full_after(bit(x), false, bit(f), false);
        if !emit(CompactPlay::two((x, t1, l), (t1, f, h)).with_full(full)) {
            return;
        }
    }
}

/// [`canonical`] for a doublet: two checkers (or two from one flèche) each playing the number
/// once, or one checker tout d'une. Kept out of line: inlined into [`canonical`]'s callers it
/// made the legal plays longer (BENCHMARKS.md, issue 24).
#[inline(never)]
fn doublet(b: &Board<'_>, d: usize, mut emit: impl FnMut(CompactPlay) -> bool) {
    let me = &b.s.me;
    let sd = b.sources(d);
    let sd_rest = sd & (b.rest >> d);
    for a in Bits(sd) {
        let t1 = a + d;
        // two checkers (c from a on, the other order being the same play): both rest
        let mut cands = if b.rests(t1) {
            sd_rest & !(bit(a) - 1)
        } else {
            0
        };
        if me[a] == 1 {
            cands &= !bit(a);
        }
        // a tout d'une through t1
        if t1 + d <= 24 && b.opp & bit(t1 + d) == 0 && b.rests(t1 + d) {
            cands |= bit(t1);
        }
        for c in Bits(cands) {
            let play = if c == t1 {
                let f = t1 + d;
                if !b.coin_ok([a, 0], [f, 0]) {
                    continue;
                }
                CompactPlay::two((a, t1, d), (t1, f, d)).with_full(b.full_after(
                    bit(a),
                    false,
                    bit(f),
                    false,
                ))
            } else {
                let (ta, tc) = (t1, c + d);
                if !b.coin_ok([a, c], [ta, tc]) {
                    continue;
                }
                CompactPlay::two((a, ta, d), (c, tc, d)).with_full(b.full_after(
                    bit(a) | bit(c),
                    a == c,
                    bit(ta) | bit(tc),
                    a == c,
                ))
            };
            if !emit(play) {
                return;
            }
        }
    }
}
