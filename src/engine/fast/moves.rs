//! Legal plays without allocation.
//!
//! Two generators give the same plays as [`crate::engine::movegen`], in the same order and with the
//! same representative moves:
//!
//! - the **general** one walks the ways of playing the roll exactly as the reference does
//!   (both numbers in either order, each alone, the coin par puissance), with the rules' own
//!   bearing-off functions; it is used when a checker may be borne off during the roll (at most
//!   one checker outside the jan de retour) and whenever every way is wanted (the scoring);
//! - the **canonical** one, for every other position, reaches each distinct board once: two
//!   checkers moving one number each are met once (not once per order), and a tout d'une is
//!   kept at the first of its (up to four) ways that is legal. No checker can be borne off
//!   there, so the legality of two separate moves does not depend on their order.
//!
//! Both then apply the obligations of [`crate::engine::movegen`]: both numbers, else the higher, else
//! the lower; then the plays leaving the most jans full.

use super::board::{bit, span, Bits, Board, Mask};
use crate::engine::movegen::coin;
#[cfg(doc)]
use crate::engine::movegen::sortie;
use crate::engine::sided::{BAND, COIN, OPP_COIN};
use crate::engine::{ExitMethod, Play, Roll, Sided, Step};

/// Room for every way of playing a roll: two orders × at most 15 occupied flèches × at most 16
/// after the first move, each number alone on at most 15, and the coin par puissance.
pub(crate) const CAP: usize = 512;

/// A play in eight bytes: up to two steps in the player's frame (25 = borne off).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CompactPlay {
    pub(crate) from: [u8; 2],
    pub(crate) to: [u8; 2],
    pub(crate) die: [u8; 2],
    pub(crate) len: u8,
    /// Bit 0: the coin taken par puissance; bit 1: a complete play (both numbers, or the last
    /// checker borne off); bits 2..=4: the quarters it leaves full, when they matter.
    pub(crate) flags: u8,
}

const PP: u8 = 1;
const COMPLETE: u8 = 2;
const FULL_SHIFT: u8 = 2;

impl CompactPlay {
    #[inline]
    fn two(a: (usize, usize, usize), b: (usize, usize, usize)) -> CompactPlay {
        CompactPlay {
            from: [a.0 as u8, b.0 as u8],
            to: [a.1 as u8, b.1 as u8],
            die: [a.2 as u8, b.2 as u8],
            len: 2,
            flags: COMPLETE,
        }
    }

    #[inline]
    fn one(from: usize, to: usize, die: usize, complete: bool) -> CompactPlay {
        CompactPlay {
            from: [from as u8, 0],
            to: [to as u8, 0],
            die: [die as u8, 0],
            len: 1,
            flags: if complete { COMPLETE } else { 0 },
        }
    }

    /// The number of steps (0 when nothing can be played).
    #[must_use]
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// No move at all.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The coin was taken par puissance.
    #[must_use]
    pub fn par_puissance(&self) -> bool {
        self.flags & PP != 0
    }

    fn complete(&self) -> bool {
        self.flags & COMPLETE != 0
    }

    /// The play brings a checker into the opponent's petit jan (the player's 19..=24).
    fn passes_into_retour(&self) -> bool {
        (0..self.len()).any(|k| self.from[k] < 19 && (19..=24).contains(&self.to[k]))
    }

    /// The player's checkers on his coin after the play, from his checkers `me` before it.
    fn coin_after(&self, me: &[u8; 26]) -> u8 {
        let mut c = me[COIN];
        for k in 0..self.len() {
            c = c + u8::from(usize::from(self.to[k]) == COIN)
                - u8::from(usize::from(self.from[k]) == COIN);
        }
        c
    }

    /// The fillable quarters the play leaves full (bits of the board's quarters), once
    /// [`most_full`] has looked at them.
    pub(crate) fn full(&self) -> u8 {
        self.flags >> FULL_SHIFT
    }

    #[inline]
    fn with_full(mut self, full: u8) -> CompactPlay {
        self.flags = (self.flags & (PP | COMPLETE)) | full << FULL_SHIFT;
        self
    }

    /// Step `k` (0 or 1) in the mover's frame.
    #[must_use]
    pub fn step(&self, k: usize) -> Step {
        Step {
            from: self.from[k],
            to: self.to[k],
            die: self.die[k],
        }
    }

    /// The player's checkers after the play, from his checkers `me` before it.
    #[inline]
    #[must_use]
    pub fn apply(&self, me: &[u8; 26]) -> [u8; 26] {
        let mut out = *me;
        for k in 0..self.len() {
            out[usize::from(self.from[k])] -= 1;
            out[usize::from(self.to[k])] += 1;
        }
        out
    }

    /// The board after the play, seen by the mover.
    #[must_use]
    pub fn result(&self, start: &Sided) -> Sided {
        let mut s = *start;
        for k in 0..self.len() {
            s.me[usize::from(self.from[k])] -= 1;
            s.me[usize::from(self.to[k])] += 1;
        }
        s
    }

    /// The public [`Play`] of this play from `start`.
    #[must_use]
    pub fn to_play(&self, start: &Sided) -> Play {
        let mut play = Play {
            steps: [self.step(0), self.step(1)],
            len: self.len,
            par_puissance: self.par_puissance(),
            result: *start,
        };
        let me = &mut play.result.me;
        if self.len > 0 {
            me[usize::from(self.from[0])] -= 1;
            me[usize::from(self.to[0])] += 1;
        }
        if self.len > 1 {
            me[usize::from(self.from[1])] -= 1;
            me[usize::from(self.to[1])] += 1;
        }
        play
    }

    /// A key equal for two plays exactly when they leave the same board: the flèches losing a
    /// checker and those gaining one, after cancelling a flèche that does both.
    fn key(&self) -> u32 {
        let n = self.len();
        let mut minus = [0u8; 2];
        let mut plus = [0u8; 2];
        minus[..n].copy_from_slice(&self.from[..n]);
        plus[..n].copy_from_slice(&self.to[..n]);
        for m in &mut minus {
            if *m == 0 {
                continue;
            }
            if let Some(p) = plus.iter_mut().find(|p| **p == *m) {
                *p = 0;
                *m = 0;
            }
        }
        minus.sort_unstable();
        plus.sort_unstable();
        u32::from(minus[0])
            | u32::from(minus[1]) << 5
            | u32::from(plus[0]) << 10
            | u32::from(plus[1]) << 15
    }
}

/// A list of plays of fixed capacity, and the numbers of the roll that go unplayed.
#[derive(Debug, Clone)]
pub struct PlayList {
    plays: [CompactPlay; CAP],
    /// Scratch for merging ways that leave the same board.
    keys: [u32; CAP],
    len: usize,
    unplayable: [u8; 2],
    n_unplayable: u8,
}

impl Default for PlayList {
    fn default() -> Self {
        PlayList::new()
    }
}

impl PlayList {
    /// An empty list.
    #[must_use]
    pub fn new() -> PlayList {
        PlayList {
            plays: [CompactPlay::default(); CAP],
            keys: [0; CAP],
            len: 0,
            unplayable: [0; 2],
            n_unplayable: 0,
        }
    }

    fn clear(&mut self) {
        self.len = 0;
        self.n_unplayable = 0;
    }

    #[inline]
    fn push(&mut self, p: CompactPlay) {
        self.plays[self.len] = p;
        self.len += 1;
    }

    /// The plays.
    #[must_use]
    pub fn plays(&self) -> &[CompactPlay] {
        &self.plays[..self.len]
    }

    /// The numbers that could not be played (`jan.impuissance`), high first.
    #[must_use]
    pub fn unplayable(&self) -> &[u8] {
        &self.unplayable[..usize::from(self.n_unplayable)]
    }

    fn set_unplayable(&mut self, numbers: &[u8]) {
        self.unplayable[..numbers.len()].copy_from_slice(numbers);
        self.n_unplayable = numbers.len() as u8;
    }

    /// Keeps the plays for which `keep` holds, in order.
    fn retain(&mut self, mut keep: impl FnMut(&CompactPlay) -> bool) {
        let mut j = 0;
        for i in 0..self.len {
            let p = self.plays[i];
            if keep(&p) {
                self.plays[j] = p;
                j += 1;
            }
        }
        self.len = j;
    }
}

/// `move.sortie.*` ([`sortie::bear_off`]) on masks: whether the checker on `from` may be borne
/// off by `die`, `mine` being the flèches holding the player's checkers before the step.
#[inline]
fn bear_off(b: &Board<'_>, mine: Mask, from: usize, die: usize) -> bool {
    if mine & span(1, 18) != 0 {
        return false; // not all home
    }
    let rearmost = if mine == 0 {
        BAND
    } else {
        mine.trailing_zeros() as usize
    };
    if from + die > BAND && from != rearmost {
        return false; // an excédant number bears off the farthest checker only
    }
    match b.rules.exit_method {
        ExitMethod::Parisian => true,
        // what can be played inside must be
        ExitMethod::Provincial => mine & !(b.opp >> die) & ((1 << (25 - die)) - 1) == 0,
    }
}

/// [`sortie::second_bear_off`] on masks: the second step `(from2, die2)` bears off after the
/// first step `(to1, die1)`; judged against the board before the play (`mine` = its flèches).
fn second_bear_off(b: &Board<'_>, to1: usize, die1: usize, from2: usize, die2: usize) -> bool {
    let mine = b.me;
    if mine & span(1, 18) != 0 || to1 >= BAND {
        return true;
    }
    let rearmost = mine.trailing_zeros() as usize;
    let excedant = |d: usize| mine != 0 && rearmost + d > BAND;
    match b.rules.exit_method {
        ExitMethod::Parisian => {
            !(from2 + die2 > BAND && (!excedant(die2) || rearmost != from2 || mine == 0))
        }
        ExitMethod::Provincial => !(from2 == to1 && !excedant(die1) && !excedant(die2)),
    }
}

/// One number played by the checker on `from`, `mine` being the flèches holding the player's
/// checkers before the step: where it lands, if it may.
#[inline]
fn step(b: &Board<'_>, mine: Mask, from: usize, die: usize) -> Option<usize> {
    let to = from + die;
    if to >= BAND {
        bear_off(b, mine, from, die).then_some(BAND)
    } else if b.opp & bit(to) != 0 {
        None
    } else {
        Some(to)
    }
}

/// The checks on where the checkers of a play come to rest, and on the coin (the reference's
/// `finish`).
#[inline]
fn finish(p: &CompactPlay, result: &[u8; 26], b: &Board<'_>) -> bool {
    for k in 0..p.len() {
        let to = usize::from(p.to[k]);
        let carried_on = k + 1 < p.len() && p.from[k + 1] == p.to[k];
        if to < BAND && !carried_on && !b.rests(to) {
            return false;
        }
    }
    result[COIN] != 1
}

/// The ways of playing the roll, in the reference's order, each legal on its own (before the
/// obligations): both numbers in either order, each number alone, the coin par puissance.
pub(crate) fn every_way(b: &Board<'_>, roll: Roll, out: &mut PlayList) {
    out.clear();
    let s = &b.s;
    let [hi, lo] = roll.numbers().map(usize::from);
    let orders: &[(usize, usize)] = if hi == lo {
        &[(hi, hi)]
    } else {
        &[(hi, lo), (lo, hi)]
    };
    for &(d1, d2) in orders {
        for p1 in Bits(b.me) {
            let Some(t1) = step(b, b.me, p1, d1) else {
                continue;
            };
            let mut me1 = s.me;
            me1[p1] -= 1;
            me1[t1] += 1;
            if t1 == BAND && b.on_board == 1 {
                // the last checker is off: the other number is not needed (`jan.sortie`)
                let p = CompactPlay::one(p1, t1, d1, true);
                if finish(&p, &me1, b) {
                    out.push(p);
                }
                continue;
            }
            let mut mine1 = b.me & !(Mask::from(me1[p1] == 0) << p1);
            if t1 < BAND {
                mine1 |= bit(t1);
            }
            for p2 in Bits(mine1) {
                let Some(t2) = step(b, mine1, p2, d2) else {
                    continue;
                };
                if t2 == BAND && !second_bear_off(b, t1, d1, p2, d2) {
                    continue;
                }
                let p = CompactPlay::two((p1, t1, d1), (p2, t2, d2));
                let mut result = me1;
                result[p2] -= 1;
                result[t2] += 1;
                if finish(&p, &result, b) {
                    out.push(p);
                }
            }
        }
    }
    let singles: &[usize] = if hi == lo { &[hi] } else { &[hi, lo] };
    for &d in singles {
        for p in Bits(b.me) {
            let Some(t) = step(b, b.me, p, d) else {
                continue;
            };
            let complete = t == BAND && b.on_board == 1;
            let play = CompactPlay::one(p, t, d, complete);
            if finish(&play, &play.apply(&s.me), b) {
                out.push(play);
            }
        }
    }
    if let Some(p) = par_puissance(b, roll) {
        out.push(p);
    }
}

/// The coin taken par puissance, when the rules allow it (see [`crate::engine::movegen::coin`]).
fn par_puissance(b: &Board<'_>, roll: Roll) -> Option<CompactPlay> {
    let s = &b.s;
    let [hi, lo] = roll.numbers().map(usize::from);
    let (x, y) = (OPP_COIN - hi, OPP_COIN - lo);
    if y >= COIN {
        return None; // an ace would come from the coin itself (as movegen::coin)
    }
    let hold = if x == y {
        s.me[x] >= 2
    } else {
        s.me[x] >= 1 && s.me[y] >= 1
    };
    if !hold {
        return None;
    }
    let refused = s.opp[OPP_COIN] > 0
        || (s.me[COIN] > 0 && !b.rules.surcases_par_puissance)
        || (b.rules.coin_natural_preferred && coin::natural_take_possible(s, roll));
    if refused {
        return None;
    }
    let mut p = CompactPlay::two((x, COIN, hi), (y, COIN, lo));
    p.flags |= PP;
    Some(p)
}

/// `move.both-numbers` on the ways of [`every_way`]: the complete ones; else those playing
/// the higher number alone; else the lower; else the empty play. Sets the unplayable numbers.
fn both_numbers(roll: Roll, list: &mut PlayList) {
    let [hi, lo] = roll.numbers();
    if list.plays().iter().any(CompactPlay::complete) {
        list.retain(CompactPlay::complete);
        return;
    }
    for (d, other) in [(hi, lo), (lo, hi)] {
        if list.plays().iter().any(|p| p.len == 1 && p.die[0] == d) {
            list.retain(|p| p.len == 1 && p.die[0] == d);
            list.set_unplayable(&[other]);
            return;
        }
    }
    list.clear();
    list.push(CompactPlay::default());
    list.set_unplayable(&[hi, lo]);
}

/// `jan.fill.obligatory`, `jan.conserve`: only the plays leaving the most jans full stay.
/// `known`: the plays already carry the quarters they leave full.
fn most_full(b: &Board<'_>, list: &mut PlayList, known: bool) {
    if b.relevant == 0 {
        // no play can change which jans are full
        return;
    }
    if !known {
        for p in &mut list.plays[..list.len] {
            *p = p.with_full(b.after(&p.from, &p.to, p.len()).full);
        }
    }
    let best = list
        .plays()
        .iter()
        .map(|p| p.full().count_ones())
        .max()
        .unwrap_or(0);
    // r.40 (Lepeintre 4e): one need not pass a checker into the opponent's petit jan to keep
    // a jan when one can take one's coin instead (see `crate::engine::movegen`)
    let keeping_passes = list
        .plays()
        .iter()
        .filter(|p| p.full().count_ones() == best)
        .all(CompactPlay::passes_into_retour);
    let coin_empty = b.s.me[COIN] == 0;
    list.retain(|p| {
        p.full().count_ones() == best
            || (keeping_passes && coin_empty && p.coin_after(&b.s.me) >= 2)
    });
}

/// Whether the roll could put two checkers on the player's empty coin (naturally, one by each
/// number, or par puissance): only then can r.40 keep a play that leaves fewer jans full.
pub(crate) fn coin_take_possible(b: &Board<'_>, roll: Roll) -> bool {
    let me = &b.s.me;
    if me[COIN] != 0 {
        return false;
    }
    let [h, l] = roll.numbers().map(usize::from);
    let hold = |target: usize| {
        target > h && {
            let (x, y) = (target - h, target - l);
            if x == y {
                me[x] >= 2
            } else {
                me[x] >= 1 && me[y] >= 1
            }
        }
    };
    hold(COIN) || hold(OPP_COIN)
}

/// Every legal way of playing the roll, the same board reached in different ways kept apart
/// (what the scoring counts its means on), as [`crate::engine::every_legal_way`].
pub fn every_legal_way(b: &Board<'_>, roll: Roll, out: &mut PlayList) {
    every_way(b, roll, out);
    both_numbers(roll, out);
    most_full(b, out, false);
}

/// The distinct legal plays of the roll, as [`crate::engine::movegen::generate`]: same plays, same
/// order, same moves shown for each.
pub fn legal_plays(b: &Board<'_>, roll: Roll, out: &mut PlayList) {
    if !b.normal() {
        every_legal_way(b, roll, out);
        let mut n = 0;
        for i in 0..out.len {
            let p = out.plays[i];
            let k = p.key();
            if !out.keys[..n].contains(&k) {
                out.keys[n] = k;
                out.plays[n] = p;
                n += 1;
            }
        }
        out.len = n;
        return;
    }
    out.clear();
    canonical(b, roll, |p| {
        out.push(p);
        true
    });
    if let Some(p) = par_puissance(b, roll) {
        out.push(p.with_full(b.after(&p.from, &p.to, 2).full));
    }
    if out.len == 0 {
        singles(b, roll, out);
    }
    most_full(b, out, true);
}

/// Normal mode, for the scoring when only the quarters left full matter: the quarters full
/// after the plays that survive the obligations (together), and the unplayable numbers
/// (written into `unplayable`, their count returned). Stops at the first play that leaves
/// every quarter it could full: no play does better. Only when no play can take the coin
/// (r.40 would then keep plays leaving fewer jans full: see [`coin_take_possible`]).
pub(crate) fn full_after_obligations(
    b: &Board<'_>,
    roll: Roll,
    scratch: &mut PlayList,
    unplayable: &mut [u8; 2],
) -> (u8, usize) {
    debug_assert!(b.normal() && !coin_take_possible(b, roll));
    // the most quarters full so far, and which (over the plays reaching that many)
    let mut best: (Option<u32>, u8) = (None, 0);
    let note = |best: &mut (Option<u32>, u8), full: u8| {
        let count = full.count_ones();
        match best.0 {
            Some(c) if c > count => {}
            Some(c) if c == count => best.1 |= full,
            _ => *best = (Some(count), full),
        }
    };
    canonical(b, roll, |p| {
        note(&mut best, p.full());
        p.full() != b.relevant
    });
    if best.1 == b.relevant && best.0.is_some() {
        return (best.1, 0);
    }
    if let Some(p) = par_puissance(b, roll) {
        note(&mut best, b.after(&p.from, &p.to, 2).full);
    }
    if best.0.is_some() {
        return (best.1, 0);
    }
    scratch.clear();
    singles(b, roll, scratch);
    for p in scratch.plays() {
        note(&mut best, p.full());
    }
    let n = scratch.unplayable().len();
    unplayable[..n].copy_from_slice(scratch.unplayable());
    (best.1, n)
}

/// Whether the roll can be played in full (both numbers). Stops at the first complete play.
pub(crate) fn any_complete(b: &Board<'_>, roll: Roll, scratch: &mut PlayList) -> bool {
    if !b.normal() {
        every_way(b, roll, scratch);
        return scratch.plays().iter().any(CompactPlay::complete);
    }
    let mut found = false;
    canonical(b, roll, |_| {
        found = true;
        false
    });
    found || par_puissance(b, roll).is_some()
}

/// The numbers of the roll that go unplayed, in normal mode or not.
pub(crate) fn unplayable(
    b: &Board<'_>,
    roll: Roll,
    scratch: &mut PlayList,
    out: &mut [u8; 2],
) -> usize {
    if any_complete(b, roll, scratch) {
        return 0;
    }
    let [hi, lo] = roll.numbers();
    for (d, other) in [(hi, lo), (lo, hi)] {
        if single_exists(b, usize::from(d)) {
            out[0] = other;
            return 1;
        }
    }
    *out = [hi, lo];
    2
}

fn single_exists(b: &Board<'_>, d: usize) -> bool {
    Bits(b.me).any(|p| {
        step(b, b.me, p, d).is_some_and(|t| {
            let play = CompactPlay::one(p, t, d, false);
            finish(&play, &play.apply(&b.s.me), b)
        })
    })
}

/// Normal mode, nothing complete: the higher number alone, else the lower, else nothing.
fn singles(b: &Board<'_>, roll: Roll, out: &mut PlayList) {
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
/// order of its first legal way in the reference's enumeration, shown by that way. `emit`
/// returns `false` to stop.
fn canonical(b: &Board<'_>, roll: Roll, mut emit: impl FnMut(CompactPlay) -> bool) {
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
/// once, or one checker tout d'une.
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
