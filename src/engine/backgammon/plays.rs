//! The legal plays of a backgammon throw, each rule written once, with no heap allocation:
//! the throw's numbers are tried in both orders (a doublet's four numbers with the checkers
//! taken from the highest point down, so each set of moves is met once), and a way of playing
//! is kept in a fixed-capacity [`BgPlayList`] only when the position it leaves (its key) is new
//! in the throw, so each resulting position is one play, as gnubg counts them, shown by the
//! first way found.
//!
//! - A checker moves its number towards its home, never onto a point the opponent holds with
//!   two or more (`bg.no-opponent-point`); onto a lone opponent checker it hits it to the bar
//!   (`bg.hit`; under a profile without hitting, any opponent checker blocks).
//! - While a side has checkers on the bar, they enter first, on the opponent's home point
//!   `25 - n` (`bg.bar.enter-first`, `bg.bar.enter`).
//! - Bearing off once all fifteen are home (`bg.bear-off.all-home`): a number carrying a
//!   checker exactly off bears it off; a higher one only from the highest point occupied
//!   (`bg.bear-off.english`), and under the French rule (`bg.bear-off.french`) not after a
//!   number played inside unless it was already higher than every checker's distance before
//!   the throw and takes the checker from the point that was then the highest.
//! - The most numbers that can be played must be; when only one of two can, the larger
//!   (`bg.both-numbers`, `bg.larger-number`); a doublet is four numbers (`bg.doublet-four`).

use std::cell::RefCell;

use super::judge::BgMoveError;
use super::position::side;
use super::position::{BgPosition, BgSetup, BAR, OFF};
use super::rules::{BearOff, BgRules};
use crate::engine::Roll;

/// One checker's move in the mover's numbering: `from` 25 is the bar, `to` 0 is off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct BgMove {
    /// The point left (25: the bar).
    pub from: u8,
    /// The point reached (0: borne off).
    pub to: u8,
}

/// One legal play: the moves of one way of playing it, and the key of the position it leaves
/// (the mover's counts on points 1..24 and the bar, four bits each, and the points where he
/// hit).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct BgPlay {
    key: u128,
    moves: [BgMove; 4],
    len: u8,
}

const HIT_SHIFT: u32 = 100;

/// `UNIT[p]`: one checker on point `p` (1..=25) in a key; `NIBBLE[p]`: the bits of its count;
/// `HIT[t]`: the bit of a hit on point `t` (tables: a shift of 128 bits by a variable amount
/// costs several instructions, a load one).
const UNIT: [u128; 26] = {
    let mut t = [0u128; 26];
    let mut p = 1;
    while p <= 25 {
        t[p] = 1u128 << (4 * (p - 1));
        p += 1;
    }
    t
};
const NIBBLE: [u128; 26] = {
    let mut t = [0u128; 26];
    let mut p = 1;
    while p <= 25 {
        t[p] = 0xFu128 << (4 * (p - 1));
        p += 1;
    }
    t
};
const HIT: [u128; 26] = {
    let mut t = [0u128; 26];
    let mut p = 1;
    while p <= 24 {
        t[p] = 1u128 << (HIT_SHIFT + p as u32 - 1);
        p += 1;
    }
    t
};

impl BgPlay {
    pub(super) fn from_state(st: &State) -> BgPlay {
        BgPlay {
            key: st.key,
            moves: st.moves,
            len: st.len,
        }
    }

    /// The moves, in the order played.
    #[must_use]
    pub fn moves(&self) -> &[BgMove] {
        &self.moves[..usize::from(self.len)]
    }

    /// The points (mover's numbering, bit `p`) where an opponent checker was hit.
    #[must_use]
    pub fn hits(&self) -> u32 {
        ((self.key >> HIT_SHIFT) as u32) << 1
    }

    /// How many opponent checkers the play hits.
    #[must_use]
    pub fn hit_count(&self) -> u32 {
        self.hits().count_ones()
    }

    /// The key of the position the play leaves: equal for two plays exactly when they leave the
    /// same position.
    #[must_use]
    pub fn key(&self) -> u128 {
        self.key
    }

    /// The position the play leaves from `pos`, the opponent to play.
    #[must_use]
    pub fn apply(&self, pos: &BgPosition) -> BgPosition {
        let me = side(pos.turn());
        let mut s: BgSetup = *pos.setup();
        for p in 1..=BAR {
            s.points[me][p] = ((self.key >> (4 * (p - 1))) & 0xF) as u8;
        }
        let on: u8 = s.points[me][1..=BAR].iter().sum();
        s.points[me][OFF] = 15 - on;
        let hits = self.hits();
        for t in 1..=24 {
            if hits & (1 << t) != 0 {
                s.points[1 - me][25 - t] -= 1;
                s.points[1 - me][BAR] += 1;
            }
        }
        s.turn = pos.turn().opposite();
        // a play keeps fifteen checkers a side and never shares a point
        BgPosition::from_play(s)
    }
}

/// Room for the plays of one throw: the most distinct plays a backgammon throw can have is
/// 3,060 (a bezet moving fifteen checkers spread one a point: the ways of sharing four steps
/// among fifteen checkers), and a way of playing is kept only when its position is new.
pub const CAPACITY: usize = 4096;

/// The legal plays of one throw, in a buffer reused from throw to throw.
#[derive(Debug, Clone)]
pub struct BgPlayList {
    plays: Box<[BgPlay; CAPACITY]>,
    len: usize,
    /// The most numbers a way of playing has played so far.
    best: u8,
    /// For a play of one number of two: the number each way played (index as `plays`).
    one_die: Box<[u8; CAPACITY]>,
    /// The numbers that cannot be played, as many as the throw loses.
    unplayable: [u8; 4],
    unplayable_len: u8,
    /// The French rule was applied to these plays.
    french: bool,
    /// The keys met in this throw (a slot counts when its stamp is `stamp`), so that each
    /// resulting position is kept once, the first way of playing it.
    seen: Box<[(u128, u32); SLOTS]>,
    stamp: u32,
}

/// Slots of the table of keys met: a power of two above twice the most distinct plays.
const SLOTS: usize = 8192;

impl Default for BgPlayList {
    fn default() -> Self {
        BgPlayList::new()
    }
}

impl BgPlayList {
    /// An empty list (its buffers are allocated here, once).
    #[must_use]
    pub fn new() -> BgPlayList {
        BgPlayList {
            plays: Box::new([BgPlay::default(); CAPACITY]),
            len: 0,
            best: 0,
            one_die: Box::new([0; CAPACITY]),
            unplayable: [0; 4],
            unplayable_len: 0,
            french: false,
            seen: Box::new([(0, 0); SLOTS]),
            stamp: 0,
        }
    }

    /// Whether these plays were judged under the French rule (under `french-most`, only when
    /// it loses no number).
    #[must_use]
    pub fn french(&self) -> bool {
        self.french
    }

    /// The distinct legal plays, each shown by the first way of playing it found.
    #[must_use]
    pub fn plays(&self) -> &[BgPlay] {
        &self.plays[..self.len]
    }

    /// The numbers of the throw that cannot be played (empty when the whole throw plays).
    #[must_use]
    pub fn unplayable(&self) -> &[u8] {
        &self.unplayable[..usize::from(self.unplayable_len)]
    }

    /// How many numbers each legal play plays.
    #[must_use]
    pub fn numbers_played(&self) -> u8 {
        self.best
    }

    fn clear(&mut self) {
        self.len = 0;
        self.best = 0;
        self.unplayable_len = 0;
        self.forget();
    }

    /// Forgets the keys met (a new stamp; the table cleared when the stamps wrap round).
    fn forget(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.seen.fill((0, 0));
            self.stamp = 1;
        }
    }

    /// Whether `key` was met already in this throw (and now it has).
    #[inline]
    fn met(&mut self, key: u128) -> bool {
        let h = ((key as u64) ^ ((key >> 64) as u64)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut i = (h >> 51) as usize; // 13 bits
        loop {
            let slot = &mut self.seen[i];
            if slot.1 != self.stamp {
                *slot = (key, self.stamp);
                return false;
            }
            if slot.0 == key {
                return true;
            }
            i = (i + 1) & (SLOTS - 1);
        }
    }

    #[inline]
    fn record(&mut self, st: &State, depth: u8, die: u8) {
        if depth < self.best {
            return;
        }
        if depth > self.best {
            self.len = 0;
            self.best = depth;
            self.forget();
        }
        if self.met(st.key) {
            return;
        }
        assert!(
            self.len < CAPACITY,
            "more distinct plays than a throw can have"
        );
        self.plays[self.len] = BgPlay {
            key: st.key,
            moves: st.moves,
            len: st.len,
        };
        self.one_die[self.len] = die;
        self.len += 1;
    }
}

/// A board in the middle of a play, in the mover's numbering.
#[derive(Clone, Copy)]
pub(super) struct State {
    /// Bit `p` (1..=25): the mover has a checker on `p`.
    pub(super) occ: u32,
    /// The mover's checkers outside his home (points 7..24 and the bar).
    pub(super) outside: u8,
    /// Bit `p`: a lone opponent checker on the mover's point `p`, not hit yet.
    pub(super) blot: u32,
    pub(super) key: u128,
    pub(super) moves: [BgMove; 4],
    pub(super) len: u8,
    /// A number of this play has been played inside (not borne off).
    pub(super) inside: bool,
}

impl State {
    /// The mover's checkers on `p` (1..=25).
    #[inline]
    pub(super) fn count(&self, p: u8) -> u8 {
        ((self.key >> (4 * (u32::from(p) - 1))) & 0xF) as u8
    }
}

/// What stays fixed during a throw.
pub(super) struct Ctx {
    /// Bit `p`: the opponent holds the mover's point `p` (two or more, or one without hitting).
    block: u32,
    french: bool,
    /// All fifteen were home before the throw.
    all_home0: bool,
    /// The highest point occupied before the throw.
    highest0: u8,
}

#[inline]
fn highest(occ: u32) -> u8 {
    (31 - occ.leading_zeros()) as u8
}

/// One number `die` played by the checker on `from`, if the rules allow it; else the rule it
/// breaks.
#[inline]
pub(super) fn step(ctx: &Ctx, st: &State, from: u8, die: u8) -> Result<State, BgMoveError> {
    let mut n = *st;
    step_into(ctx, st, from, die, &mut n).map(|()| n)
}

/// [`step`] into `n`, a copy of `st` that it changes (the generator's path: no copy returned;
/// always inlined, as the generator's loops are where the time goes).
#[inline(always)]
fn step_into(ctx: &Ctx, st: &State, from: u8, die: u8, n: &mut State) -> Result<(), BgMoveError> {
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
    n.moves[usize::from(n.len)] = BgMove {
        from,
        to: to.max(0) as u8,
    };
    n.len += 1;
    Ok(())
}

/// The points a number may be played from: the bar alone while it holds a checker, else every
/// point occupied, highest first, no higher than `max`.
#[inline]
fn sources(st: &State, max: u8) -> u32 {
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

fn doublet(ctx: &Ctx, st: &State, die: u8, depth: u8, max: u8, out: &mut BgPlayList) {
    let mut any = false;
    let mut from = sources(st, max);
    let mut n = *st;
    while from != 0 {
        let p = highest(from);
        from &= !(1 << p);
        if step_into(ctx, st, p, die, &mut n).is_ok() {
            any = true;
            if depth + 1 == 4 {
                out.record(&n, 4, die);
            } else {
                doublet(ctx, &n, die, depth + 1, p, out);
            }
            n = *st;
        }
    }
    if !any {
        out.record(st, depth, die);
    }
}

fn two_numbers(ctx: &Ctx, st: &State, hi: u8, lo: u8, out: &mut BgPlayList) {
    let mut any = false;
    for (a, b) in [(hi, lo), (lo, hi)] {
        let mut from = sources(st, BAR as u8);
        while from != 0 {
            let p = highest(from);
            from &= !(1 << p);
            let mut s1 = *st;
            if step_into(ctx, st, p, a, &mut s1).is_err() {
                continue;
            }
            any = true;
            let mut second = false;
            // in the second order, a play of two checkers moving inside, neither from the bar
            // nor bringing one home, was met in the first: only whether it is legal matters
            let to1 = p.wrapping_sub(a);
            let reorderable = a == lo
                && st.occ & (1 << BAR) == 0
                && s1.outside == st.outside
                && (1..p).contains(&to1);
            let mut from2 = sources(&s1, BAR as u8);
            while from2 != 0 {
                let q = highest(from2);
                from2 &= !(1 << q);
                if reorderable && q != to1 && q > b {
                    second |= ctx.block & (1 << (q - b)) == 0;
                    continue;
                }
                let mut s2 = s1;
                if step_into(ctx, &s1, q, b, &mut s2).is_ok() {
                    second = true;
                    out.record(&s2, 2, 0);
                }
            }
            if !second {
                out.record(&s1, 1, a);
            }
        }
    }
    if !any {
        out.record(st, 0, 0);
    }
}

/// The board before the throw, and what stays fixed during it.
pub(super) fn prepare(pos: &BgPosition, rules: &BgRules, french: bool) -> (Ctx, State) {
    let c = pos.turn();
    let me = pos.counts(c);
    let opp = pos.counts(c.opposite());
    let mut st = State {
        occ: 0,
        outside: 0,
        blot: 0,
        key: 0,
        moves: [BgMove::default(); 4],
        len: 0,
        inside: false,
    };
    let mut block = 0u32;
    for p in 1..=BAR {
        let n = me[p];
        if n > 0 {
            st.occ |= 1 << p;
            st.key |= u128::from(n) << (4 * (p - 1));
            if p >= 7 {
                st.outside += n;
            }
        }
        if p <= 24 {
            let o = opp[25 - p];
            if o >= 2 || (o == 1 && !rules.hitting) {
                block |= 1 << p;
            } else if o == 1 {
                st.blot |= 1 << p;
            }
        }
    }
    let ctx = Ctx {
        block,
        french,
        all_home0: st.outside == 0,
        highest0: if st.occ == 0 { 0 } else { highest(st.occ) },
    };
    (ctx, st)
}

fn generate_with(
    pos: &BgPosition,
    roll: Roll,
    rules: &BgRules,
    french: bool,
    out: &mut BgPlayList,
) {
    out.clear();
    out.french = french;
    let (ctx, st) = prepare(pos, rules, french);
    let [hi, lo] = roll.numbers();
    if roll.is_doublet() {
        doublet(&ctx, &st, hi, 0, BAR as u8, out);
    } else {
        two_numbers(&ctx, &st, hi, lo, out);
    }
    // one number of two: the larger when it can be played
    let larger = out.best == 1 && !roll.is_doublet() && out.one_die[..out.len].contains(&hi);
    if larger {
        let mut n = 0;
        for i in 0..out.len {
            if out.one_die[i] == hi {
                out.plays[n] = out.plays[i];
                n += 1;
            }
        }
        out.len = n;
    }
    let lost: &[u8] = match (roll.is_doublet(), out.best) {
        (true, b) => &[hi; 4][..usize::from(4 - b)],
        (false, 2) => &[],
        (false, 1) if larger => &[lo],
        (false, 1) => &[hi],
        _ => &[hi, lo],
    };
    out.unplayable[..lost.len()].copy_from_slice(lost);
    out.unplayable_len = lost.len() as u8;
}

/// The distinct legal plays of `roll` for the side to play in `pos`, into `out` (no heap
/// allocation: `out`'s buffers are reused).
pub fn generate_into(pos: &BgPosition, roll: Roll, rules: &BgRules, out: &mut BgPlayList) {
    match rules.bear_off {
        BearOff::English => generate_with(pos, roll, rules, false, out),
        BearOff::French => generate_with(pos, roll, rules, true, out),
        BearOff::FrenchMost => {
            generate_with(pos, roll, rules, false, out);
            let english = out.best;
            generate_with(pos, roll, rules, true, out);
            if out.best < english {
                generate_with(pos, roll, rules, false, out);
            }
        }
    }
}

thread_local! {
    static LIST: RefCell<BgPlayList> = RefCell::new(BgPlayList::new());
}

/// Runs `f` on this thread's reused list (made once per thread).
pub fn with_play_list<R>(f: impl FnOnce(&mut BgPlayList) -> R) -> R {
    LIST.with(|l| f(&mut l.borrow_mut()))
}

/// The distinct legal plays of `roll` for the side to play, and the numbers it cannot play.
#[must_use]
pub fn legal_plays(pos: &BgPosition, roll: Roll, rules: &BgRules) -> (Vec<BgPlay>, Vec<u8>) {
    with_play_list(|l| {
        generate_into(pos, roll, rules, l);
        (l.plays().to_vec(), l.unplayable().to_vec())
    })
}
