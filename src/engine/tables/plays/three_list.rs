//! The list the plays of a throw of three dice are written into ([`super::three`]), reused
//! from throw to throw: the plays of the best rank met so far (the most numbers, then the
//! highest), each resulting position once.

use super::super::throw3::Numbers;
use super::three::{BgLongPlay, MOST};
use super::walk::State;
use super::BgMove;

/// The legal plays of one throw of three dice, in buffers reused from throw to throw.
#[derive(Debug, Clone)]
pub struct BgThrowList {
    plays: Vec<BgLongPlay>,
    /// The rank of the plays kept, plus one (0: none yet): see [`rank`].
    rank: u64,
    /// The numbers of the throw, and those the plays kept play.
    pub(super) numbers: Numbers,
    played: Numbers,
    pub(super) french: bool,
    /// The keys of the plays kept (a slot counts when its stamp is `stamp`).
    seen: Vec<(u128, u32)>,
    stamp: u32,
    used: usize,
    /// The boards the walk met at the start of a run of one number, with the numbers left
    /// (see [`BgThrowList::walked`]), for the whole throw.
    walked: Vec<(u128, u64, u32)>,
    walked_stamp: u32,
    walked_used: usize,
}

impl Default for BgThrowList {
    fn default() -> Self {
        BgThrowList::new()
    }
}

impl BgThrowList {
    /// An empty list (its first buffers are allocated here).
    #[must_use]
    pub fn new() -> BgThrowList {
        BgThrowList {
            plays: Vec::with_capacity(1024),
            rank: 0,
            numbers: Numbers { n: [0; 9], len: 0 },
            played: Numbers { n: [0; 9], len: 0 },
            french: false,
            seen: vec![(0, 0); 4096],
            stamp: 0,
            used: 0,
            walked: vec![(0, 0, 0); 4096],
            walked_stamp: 0,
            walked_used: 0,
        }
    }

    /// The distinct legal plays, each shown by the first way of playing it found.
    #[must_use]
    pub fn plays(&self) -> &[BgLongPlay] {
        &self.plays
    }

    /// How many numbers each legal play plays.
    #[must_use]
    pub fn numbers_played(&self) -> u8 {
        self.played.len
    }

    /// The numbers of the throw, highest first.
    #[must_use]
    pub fn numbers(&self) -> &[u8] {
        self.numbers.as_slice()
    }

    /// The numbers of the throw no legal play plays, highest first.
    #[must_use]
    pub fn unplayable(&self) -> Vec<u8> {
        let mut left = self.numbers.as_slice().to_vec();
        for n in self.played.as_slice() {
            if let Some(i) = left.iter().position(|x| x == n) {
                left.remove(i);
            }
        }
        left
    }

    /// Whether these plays were judged under the French rule.
    #[must_use]
    pub fn french(&self) -> bool {
        self.french
    }

    /// Whether `key` is the key of a legal play, and which.
    #[must_use]
    pub fn find(&self, key: u128) -> Option<&BgLongPlay> {
        self.plays.iter().find(|p| p.key() == key)
    }

    pub(super) fn clear(&mut self) {
        self.plays.clear();
        self.rank = 0;
        self.played = Numbers { n: [0; 9], len: 0 };
        self.forget();
        self.walked_used = 0;
        self.walked_stamp = self.walked_stamp.wrapping_add(1);
        if self.walked_stamp == 0 {
            self.walked.fill((0, 0, 0));
            self.walked_stamp = 1;
        }
    }

    fn forget(&mut self) {
        self.used = 0;
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.seen.fill((0, 0));
            self.stamp = 1;
        }
    }

    /// Whether `key` is kept already (and now it is).
    fn met(&mut self, key: u128) -> bool {
        if (self.used + 1) * 2 > self.seen.len() {
            // twice the room, the kept keys written again
            self.seen = vec![(0, 0); self.seen.len() * 2];
            self.stamp = 1;
            self.used = 0;
            for i in 0..self.plays.len() {
                let k = self.plays[i].key();
                self.insert(k);
            }
        }
        self.insert(key)
    }

    fn insert(&mut self, key: u128) -> bool {
        let mask = self.seen.len() - 1;
        let h = ((key as u64) ^ ((key >> 64) as u64)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut i = (h >> 32) as usize & mask;
        loop {
            let slot = &mut self.seen[i];
            if slot.1 != self.stamp {
                *slot = (key, self.stamp);
                self.used += 1;
                return false;
            }
            if slot.0 == key {
                return true;
            }
            i = (i + 1) & mask;
        }
    }

    /// Keeps the way `st` (the numbers `played`, of rank `r` as [`rank`] gives it, by `moves`)
    /// if no way ranks higher and its position is new among those of its rank.
    #[inline]
    pub(super) fn keep(&mut self, st: &State, r: u64, played: &[u8], moves: &[BgMove]) {
        if r < self.rank {
            return;
        }
        if r > self.rank {
            let mut sorted = [0u8; MOST];
            sorted[..played.len()].copy_from_slice(played);
            sorted.sort_unstable_by(|a, b| b.cmp(a));
            self.plays.clear();
            self.forget();
            self.rank = r;
            self.played = Numbers {
                n: sorted,
                len: played.len() as u8,
            };
        }
        if self.met(st.key()) {
            return;
        }
        let mut m = [BgMove::default(); MOST];
        m[..moves.len()].copy_from_slice(moves);
        self.plays
            .push(BgLongPlay::new(st.key(), m, moves.len() as u8));
    }

    /// Whether the walk was already at the board `key` with the numbers `rest` (a code of the
    /// numbers still to play, in order) left, in this throw (and now it has been).
    pub(super) fn walked(&mut self, key: u128, rest: u64) -> bool {
        if (self.walked_used + 1) * 2 > self.walked.len() {
            // twice the room: the boards walked are forgotten, which only costs a walk again
            self.walked = vec![(0, 0, 0); self.walked.len() * 2];
            self.walked_stamp = 1;
            self.walked_used = 0;
        }
        let mask = self.walked.len() - 1;
        let h = ((key as u64) ^ ((key >> 64) as u64) ^ rest.rotate_left(17))
            .wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut i = (h >> 32) as usize & mask;
        loop {
            let slot = &mut self.walked[i];
            if slot.2 != self.walked_stamp {
                *slot = (key, rest, self.walked_stamp);
                self.walked_used += 1;
                return false;
            }
            if slot.0 == key && slot.1 == rest {
                return true;
            }
            i = (i + 1) & mask;
        }
    }
}

/// The order of the ways of playing: more numbers first, then, as many played, the higher
/// numbers (`sorted`: those played, highest first, zeros after).
pub(super) fn rank(sorted: &[u8; MOST], len: usize) -> u64 {
    let mut r = (len as u64) << 40;
    for (i, &n) in sorted.iter().enumerate() {
        r |= u64::from(n) << (4 * (MOST - 1 - i));
    }
    r
}
