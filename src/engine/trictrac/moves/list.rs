//! Plays in the fast representation: an eight-byte [`CompactPlay`] and a fixed-capacity
//! [`PlayList`] of them, reused from roll to roll (no heap allocation).

use crate::engine::trictrac::sided::COIN;
use crate::engine::trictrac::{Play, Sided, Step};

/// Room for every way of playing a roll: two orders × at most 15 occupied flèches × at most 16
/// after the first move, each number alone on at most 15, and the coin par puissance.
pub const CAP: usize = 512;

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

pub(super) const PP: u8 = 1;
const COMPLETE: u8 = 2;
const FULL_SHIFT: u8 = 2;

impl CompactPlay {
    #[inline]
    pub(super) fn two(a: (usize, usize, usize), b: (usize, usize, usize)) -> CompactPlay {
        CompactPlay {
            from: [a.0 as u8, b.0 as u8],
            to: [a.1 as u8, b.1 as u8],
            die: [a.2 as u8, b.2 as u8],
            len: 2,
            flags: COMPLETE,
        }
    }

    #[inline]
    pub(super) fn one(from: usize, to: usize, die: usize, complete: bool) -> CompactPlay {
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

    pub(super) fn complete(&self) -> bool {
        self.flags & COMPLETE != 0
    }

    /// The play brings a checker into the opponent's petit jan (the player's 19..=24).
    pub(super) fn passes_into_retour(&self) -> bool {
        (0..self.len()).any(|k| self.from[k] < 19 && (19..=24).contains(&self.to[k]))
    }

    /// The player's checkers on his coin after the play, from his checkers `me` before it.
    pub(super) fn coin_after(&self, me: &[u8; 26]) -> u8 {
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
    pub(super) fn with_full(mut self, full: u8) -> CompactPlay {
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
    pub(super) fn key(&self) -> u32 {
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
    pub(super) plays: [CompactPlay; CAP],
    /// Scratch for merging ways that leave the same board.
    pub(super) keys: [u32; CAP],
    pub(super) len: usize,
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

    pub(super) fn clear(&mut self) {
        self.len = 0;
        self.n_unplayable = 0;
    }

    #[inline]
    pub(super) fn push(&mut self, p: CompactPlay) {
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

    pub(super) fn set_unplayable(&mut self, numbers: &[u8]) {
        self.unplayable[..numbers.len()].copy_from_slice(numbers);
        self.n_unplayable = numbers.len() as u8;
    }

    /// Keeps the plays for which `keep` holds, in order.
    pub(super) fn retain(&mut self, mut keep: impl FnMut(&CompactPlay) -> bool) {
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

#[cfg(test)]
mod tests {
    use super::{CompactPlay, COIN, PP};
    use crate::engine::{
        trictrac::{parse_position, Sided},
        Color,
    };
    use std::collections::HashMap;

    /// Every step a checker of flèches 1..=24 can make with one number (25: borne off).
    fn steps() -> Vec<(usize, usize, usize)> {
        let mut out = Vec::new();
        for from in 1..=24 {
            for die in 1..=6 {
                out.push((from, (from + die).min(25), die));
            }
        }
        out
    }

    #[test]
    fn a_key_is_equal_exactly_when_two_plays_leave_the_same_board() {
        let start = [2u8; 26];
        let mut plays: Vec<CompactPlay> = Vec::new();
        for &a in &steps() {
            plays.push(CompactPlay::one(a.0, a.1, a.2, true));
            for &b in &steps() {
                plays.push(CompactPlay::two(a, b));
            }
        }
        let mut by_key: HashMap<u32, [u8; 26]> = HashMap::new();
        let mut by_board: HashMap<[u8; 26], u32> = HashMap::new();
        for p in &plays {
            let board = p.apply(&start);
            let key = p.key();
            assert_eq!(*by_key.entry(key).or_insert(board), board, "{p:?}");
            assert_eq!(*by_board.entry(board).or_insert(key), key, "{p:?}");
        }
    }

    #[test]
    fn a_compact_play_reads_the_same_as_its_public_play() {
        let setup =
            parse_position("lepeintre white=A: white A13 F G; black Y15").expect("position");
        let s = Sided::new(&setup, Color::White);
        let empty = CompactPlay::default();
        assert!(empty.is_empty());
        assert_eq!(empty.len(), 0);
        assert_eq!(empty.result(&s), s);
        let one = CompactPlay::one(1, 5, 4, false);
        assert!(!one.is_empty() && one.len() == 1 && !one.complete());
        let two = CompactPlay::two((1, 7, 6), (6, 11, 5));
        assert!(!two.is_empty() && two.len() == 2 && two.complete());
        for p in [empty, one, two] {
            let after = p.result(&s);
            assert_eq!(after.me, p.apply(&s.me));
            assert_eq!(after.opp, s.opp);
            assert_eq!(*p.to_play(&s).result(), after);
            assert_eq!(p.to_play(&s).steps().len(), p.len());
        }
        assert_eq!(two.result(&s).me[1], 12);
        assert_eq!(two.result(&s).me[11], 1);
        assert_eq!(one.result(&s).me[5], 1);
    }

    #[test]
    fn the_flags_of_a_compact_play_are_kept_apart() {
        let mut p = CompactPlay::two((8, 12, 4), (9, 12, 3));
        p.flags |= PP;
        let full = p.with_full(0b101);
        assert!(full.par_puissance() && full.complete());
        assert_eq!(full.full(), 0b101);
        assert_eq!(full.with_full(0b010).full(), 0b010);
        let plain = CompactPlay::one(3, 7, 4, false).with_full(0b111);
        assert!(!plain.par_puissance() && !plain.complete());
        assert_eq!(plain.full(), 0b111);
        let mut me = [0u8; 26];
        me[8] = 1;
        me[9] = 1;
        assert_eq!(p.coin_after(&me), 2);
        me[COIN] = 2;
        let leave = CompactPlay::two((COIN, 16, 4), (COIN, 15, 3));
        assert_eq!(leave.coin_after(&me), 0);
        assert_eq!(
            CompactPlay::two((COIN, 16, 4), (8, 12, 4)).coin_after(&me),
            2
        );
    }

    #[test]
    fn only_a_checker_from_outside_passes_into_the_retour() {
        assert!(CompactPlay::one(18, 22, 4, false).passes_into_retour());
        assert!(CompactPlay::two((3, 7, 4), (13, 19, 6)).passes_into_retour());
        assert!(!CompactPlay::one(19, 23, 4, false).passes_into_retour());
        assert!(!CompactPlay::two((12, 18, 6), (20, 24, 4)).passes_into_retour());
        assert!(!CompactPlay::one(22, 25, 5, true).passes_into_retour());
    }
}
