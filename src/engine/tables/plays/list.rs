//! The fixed-capacity list the plays of a throw are written into, reused from throw to throw,
//! with the table of the positions met that keeps each one once where two ways of playing can
//! reach it.

use super::walk::State;
use super::{BgMove, BgPlay};

/// Room for the plays of one throw: the most distinct plays a backgammon throw can have is
/// 3,060 (a bezet moving fifteen checkers spread one a point: the ways of sharing four steps
/// among fifteen checkers), and a way of playing is kept only when its position is new.
pub const CAPACITY: usize = 4096;

/// Slots of the table of keys met: a power of two above twice the most distinct plays.
const SLOTS: usize = 8192;

/// The legal plays of one throw, in a buffer reused from throw to throw.
#[derive(Debug, Clone)]
pub struct BgPlayList {
    pub(super) plays: Box<[BgPlay; CAPACITY]>,
    pub(super) len: usize,
    /// The most numbers a way of playing has played so far.
    pub(super) best: u8,
    /// For a play of one number of two: the number each way played (index as `plays`).
    pub(super) one_die: Box<[u8; CAPACITY]>,
    /// The numbers that cannot be played, as many as the throw loses.
    pub(super) unplayable: [u8; 4],
    pub(super) unplayable_len: u8,
    /// The French rule was applied to these plays.
    pub(super) french: bool,
    /// The keys met in this throw (a slot counts when its stamp is `stamp`), so that each
    /// resulting position is kept once, the first way of playing it.
    seen: Box<[(u128, u32); SLOTS]>,
    stamp: u32,
}

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

    /// Keeps only the plays `keep` says yes to (given each play and, for a way of playing one
    /// number of two, that number), in their order.
    #[inline(always)]
    pub(super) fn retain(&mut self, mut keep: impl FnMut(&BgPlay, u8) -> bool) {
        let mut n = 0;
        for i in 0..self.len {
            if keep(&self.plays[i], self.one_die[i]) {
                self.plays[n] = self.plays[i];
                n += 1;
            }
        }
        self.len = n;
    }

    pub(super) fn clear(&mut self) {
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
    pub(super) fn met(&mut self, key: u128) -> bool {
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

    /// Keeps the way `st` of playing `depth` numbers (`die`: the number of a play of one of
    /// two) when no way has played more, and, if `DEDUP`, when its position is new; without
    /// `DEDUP` the caller knows it is (checked in debug builds).
    #[inline(always)]
    pub(super) fn record<const DEDUP: bool>(&mut self, st: &State, depth: u8, die: u8) {
        if self.reach(depth) {
            self.push::<DEDUP>(st, depth, die);
        }
    }

    /// Whether ways of playing `depth` numbers are kept: none has played more (those of fewer
    /// numbers forgotten now).
    #[inline(always)]
    pub(super) fn reach(&mut self, depth: u8) -> bool {
        if depth < self.best {
            return false;
        }
        if depth > self.best {
            self.len = 0;
            self.best = depth;
            self.forget();
        }
        true
    }

    /// [`BgPlayList::record`] once [`BgPlayList::reach`] said yes.
    #[inline(always)]
    pub(super) fn push<const DEDUP: bool>(&mut self, st: &State, depth: u8, die: u8) {
        if DEDUP {
            if self.met(st.key()) {
                return;
            }
        } else if cfg!(debug_assertions) {
            assert!(!self.met(st.key()), "a position met twice: {:#x}", st.key());
        }
        assert!(
            self.len < CAPACITY,
            "more distinct plays than a throw can have"
        );
        self.plays[self.len] = BgPlay::from_state(st);
        if depth == 1 {
            self.one_die[self.len] = die;
        }
        self.len += 1;
    }

    /// A play the caller leaves out as met already: in debug builds, checks it was.
    #[inline(always)]
    pub(super) fn skip(&mut self, st: &State) {
        if cfg!(debug_assertions) {
            assert!(
                self.met(st.key()),
                "a position left out never met: {:#x}",
                st.key()
            );
        }
    }
}

impl BgPlay {
    pub(in crate::engine::tables) fn from_state(st: &State) -> BgPlay {
        let b = st.moves.to_le_bytes();
        let m = |i: usize| BgMove {
            from: b[2 * i],
            to: b[2 * i + 1],
        };
        BgPlay {
            key: st.key(),
            moves: [m(0), m(1), m(2), m(3)],
            len: st.len,
        }
    }
}
