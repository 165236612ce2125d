//! The boards the legal plays of a throw leave, one for each distinct play, as the oracles
//! list them (gnubg's `hint`, wildbg's `all_positions_after_moving`, bkgm's
//! `legal_positions`). A play's key already holds the mover's counts after it and the points
//! where he hit, so a board is the key's counts and the opponent's counts before the throw
//! with each checker hit moved to his bar: a few instructions a board, in a pass over the
//! list of plays once the generator has written it (the generator itself is unchanged).

use super::list::{BgPlayList, CAPACITY};
use super::walk::{pack, HIT_SHIFT};
use super::{generate_into, BgPlay};
use crate::engine::tables::position::{side, BgPosition, BgSetup, BAR, OFF};
use crate::engine::tables::rules::{BgRules, Geometry};
use crate::engine::{Color, Roll};

/// The mover's counts in a key: its first hundred bits.
const COUNTS: u128 = (1 << 100) - 1;

/// The mover's counts in a key's high word (points 17..=25).
const HIGH_COUNTS: u64 = (COUNTS >> 64) as u64;

/// One checker on point `p` (1..=25) of a packed side.
#[inline(always)]
const fn unit(p: u32) -> u128 {
    1 << (4 * (p - 1))
}

/// `HIT[i]`: what a hit on the mover's point `i + 1` (1..=24) adds to the opponent's packed
/// counts, a checker from his point `24 - i` to his bar; nothing for `i` 32, the trailing
/// zeros of no hit (a table: a shift of 128 bits by a variable amount costs several
/// instructions, a load one).
const HIT: [u128; 33] = {
    let mut t = [0u128; 33];
    let mut p = 1;
    while p <= 24 {
        t[p as usize - 1] = unit(25).wrapping_sub(unit(25 - p));
        p += 1;
    }
    t
};

/// A packed side's counts, one a point, with the checkers borne off (the rest of its
/// `checkers`) at [`OFF`].
fn unpack(packed: u128, checkers: u8) -> [u8; 26] {
    let mut counts = [0u8; 26];
    for (p, c) in counts.iter_mut().enumerate().skip(1) {
        *c = ((packed >> (4 * (p - 1))) & 0xF) as u8;
    }
    counts[OFF] = checkers.saturating_sub(counts[1..=BAR].iter().sum::<u8>());
    counts
}

/// The board a play leaves, in the frame of the side that played it (the mover): his
/// checkers on his own points 1..=24 and his bar, and the opponent's on the opponent's own
/// points 1..=24 and bar (the opponent's point `p` is the mover's `25 - p`), four bits a
/// point; the checkers borne off are the rest of each side's count (fifteen, or the
/// hypergammon start's), which the board does not hold: its reader gives it. The opponent is the one to play
/// next. Two boards are equal exactly when the positions are, the colour aside: the mover's
/// colour is not in the board, and [`BgBoard::position`] takes it back.
///
/// It is the compact form of a [`BgPosition`] the generator works in (a play's
/// [`key`](BgPlay::key) holds the mover's half); equal, hashed and ordered as four words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BgBoard {
    // each side's packed counts as two words, low first (as two words, not one of 128 bits,
    // the compiler writes the mover's half of a key with one mask, not two)
    mover: [u64; 2],
    opponent: [u64; 2],
}

/// A side's packed counts as two words, low first.
#[inline(always)]
fn words(packed: u128) -> [u64; 2] {
    [packed as u64, (packed >> 64) as u64]
}

/// Two words, low first, as one side's packed counts.
#[inline(always)]
fn joined(words: [u64; 2]) -> u128 {
    u128::from(words[0]) | u128::from(words[1]) << 64
}

impl BgBoard {
    /// The board of `pos` as a play left it: the side to play in `pos` is the opponent, the
    /// other side the mover.
    #[must_use]
    pub fn of(pos: &BgPosition) -> BgBoard {
        let next = pos.turn();
        BgBoard {
            mover: words(pack(pos.counts(next.opposite()))),
            opponent: words(pack(pos.counts(next))),
        }
    }

    /// The board `play` leaves from `pos` (the same as `BgBoard::of(&play.apply(pos))`, without
    /// building the position).
    #[must_use]
    pub fn after(pos: &BgPosition, play: &BgPlay) -> BgBoard {
        after(pack(pos.counts(pos.turn().opposite())), play.key())
    }

    /// The mover's counts in his own numbering (index 25 the bar, 0 the checkers borne off,
    /// the rest of his `checkers`).
    #[must_use]
    pub fn mover_counts(&self, checkers: u8) -> [u8; 26] {
        unpack(joined(self.mover), checkers)
    }

    /// The opponent's counts in his own numbering (index 25 the bar, 0 the checkers borne
    /// off, the rest of his `checkers`).
    #[must_use]
    pub fn opponent_counts(&self, checkers: u8) -> [u8; 26] {
        unpack(joined(self.opponent), checkers)
    }

    /// The position of the board with `mover` as the side that played, his opponent to play,
    /// (under pinning, plakoto, a board does not say which checker is on top where both
    /// colours stand on a point: take such a position from [`BgPlay::apply`]),
    /// each side with `checkers` (the count of the position the play was made from, e.g.
    /// [`BgPosition::checkers`]).
    #[must_use]
    pub fn position(&self, mover: Color, checkers: u8) -> BgPosition {
        self.position_in(mover, checkers, Geometry::Contrary)
    }

    /// [`BgBoard::position`] under `geometry` (the board's counts are each side's own: the
    /// geometry says which point of one is which of the other's).
    #[must_use]
    pub fn position_in(&self, mover: Color, checkers: u8, geometry: Geometry) -> BgPosition {
        let mut s = BgSetup::empty()
            .with_turn(mover.opposite())
            .with_geometry(geometry);
        s.points[side(mover)] = self.mover_counts(checkers);
        s.points[side(mover.opposite())] = self.opponent_counts(checkers);
        // a board is only made from a position or from a legal play of one
        BgPosition::from_play(s)
    }
}

/// The board a play of key `key` leaves, the opponent's counts before it packed in
/// `opponent`: each point hit (the mover's `t`, the opponent's `25 - t`) gives a checker to
/// his bar.
#[inline(always)]
fn after(opponent: u128, key: u128) -> BgBoard {
    BgBoard {
        mover: words(key & COUNTS),
        opponent: words(hit(opponent, key)),
    }
}

/// The opponent's packed counts `opponent` once the hits of a play of key `key` went to his
/// bar.
#[inline(always)]
fn hit(opponent: u128, key: u128) -> u128 {
    // bit `t - 1`: the mover's point `t` was hit
    let mut hits = (key >> HIT_SHIFT) as u32;
    let mut opponent = opponent;
    while hits != 0 {
        opponent = opponent.wrapping_add(HIT[hits.trailing_zeros() as usize]);
        hits &= hits - 1;
    }
    opponent
}

/// The boards of one throw's plays, in a buffer reused from throw to throw.
#[derive(Debug, Clone)]
pub struct BgBoardList {
    boards: Box<[BgBoard; CAPACITY]>,
    len: usize,
}

impl Default for BgBoardList {
    fn default() -> Self {
        BgBoardList::new()
    }
}

impl BgBoardList {
    /// An empty list (its buffer is allocated here, once).
    #[must_use]
    pub fn new() -> BgBoardList {
        let empty = BgBoard {
            mover: [0; 2],
            opponent: [0; 2],
        };
        BgBoardList {
            boards: Box::new([empty; CAPACITY]),
            len: 0,
        }
    }

    /// The boards, one for each distinct play, in the order of the plays they come from.
    #[must_use]
    pub fn boards(&self) -> &[BgBoard] {
        &self.boards[..self.len]
    }

    /// The boards `plays` leave from `pos` (the list `plays` holds the plays of a throw from
    /// `pos`, as [`generate_into`] wrote them).
    pub fn fill(&mut self, pos: &BgPosition, plays: &BgPlayList) {
        let opponent = pack(pos.counts(pos.turn().opposite()));
        let before = words(opponent);
        let plays = plays.plays();
        let boards = &mut self.boards[..plays.len()];
        // two passes: the boards as if nothing was hit, a straight loop the compiler unrolls;
        // then, if any play hit (many throws hit nothing), the boards of those that did
        let mut any = 0;
        for (board, play) in boards.iter_mut().zip(plays) {
            // the key's high word: the counts of points 17..=25, then the hits
            let high = (play.key() >> 64) as u64;
            any |= high;
            *board = BgBoard {
                mover: [play.key() as u64, high & HIGH_COUNTS],
                opponent: before,
            };
        }
        if any & !HIGH_COUNTS != 0 {
            for (board, play) in boards.iter_mut().zip(plays) {
                if play.key() >> HIT_SHIFT != 0 {
                    board.opponent = words(hit(opponent, play.key()));
                }
            }
        }
        self.len = plays.len();
    }
}

/// The boards of the distinct legal plays of `roll` for the side to play in `pos`: the plays
/// into `plays` (as [`generate_into`] writes them) and the board each leaves into `boards`,
/// index for index, in the frame of the side that played (see [`BgBoard`]). No heap
/// allocation: both lists' buffers are reused.
pub fn boards_into(
    pos: &BgPosition,
    roll: Roll,
    rules: &BgRules,
    plays: &mut BgPlayList,
    boards: &mut BgBoardList,
) {
    generate_into(pos, roll, rules, plays);
    boards.fill(pos, plays);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tables::selfplay::reached;
    use crate::engine::tables::BearOff;

    /// Each board is the position its play's `apply` builds, read back; the board of a
    /// position gives the position back; the boards of a throw are distinct.
    #[test]
    fn the_boards_are_the_positions_the_plays_leave() {
        let (mut plays, mut boards) = (BgPlayList::new(), BgBoardList::new());
        let mut compared = 0;
        let mut hit = 0;
        for seed in 0..40 {
            for turns in [0, 3, 10, 25, 45, 80] {
                for bear_off in [BearOff::English, BearOff::French] {
                    for hitting in [true, false] {
                        let rules = BgRules {
                            bear_off,
                            hitting,
                            ..BgRules::default()
                        };
                        let pos = reached(seed, turns, &BgRules::default());
                        assert_eq!(BgBoard::of(&pos).position(pos.turn().opposite(), 15), pos);
                        for roll in Roll::all() {
                            boards_into(&pos, roll, &rules, &mut plays, &mut boards);
                            assert_eq!(boards.boards().len(), plays.plays().len());
                            let mut seen = std::collections::HashSet::new();
                            for (b, p) in boards.boards().iter().zip(plays.plays()) {
                                let applied = p.apply(&pos);
                                assert_eq!(*b, BgBoard::of(&applied), "{pos:?} {roll}");
                                assert_eq!(*b, BgBoard::after(&pos, p));
                                assert_eq!(b.position(pos.turn(), 15), applied);
                                assert!(seen.insert(*b), "a board twice: {pos:?} {roll}");
                                hit += usize::from(p.hit_count() > 0);
                                compared += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(compared > 100_000 && hit > 5_000, "{compared} {hit}");
    }
}
