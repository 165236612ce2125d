//! The board prepared once per position: bit masks of who stands where, where a checker may
//! rest, and what the obligations may look at. Every roll of the position reads them.

use crate::engine::trictrac::sided::{BAND, COIN, OPP_COIN};
use crate::engine::trictrac::{ClosedJans, Rules, Sided};

/// A set of flèches of the player's frame: bit `p` for flèche `p` (1..=24; 25 = the band).
pub(crate) type Mask = u32;

/// The bit of flèche `p`.
#[inline]
pub(crate) const fn bit(p: usize) -> Mask {
    1 << p
}

/// The flèches `lo..=hi`.
pub(crate) const fn span(lo: usize, hi: usize) -> Mask {
    ((1 << (hi + 1)) - 1) & !((1 << lo) - 1)
}

/// The three quarters a player can fill, as masks, in [`crate::engine::trictrac::Quarter::FILLABLE`] order.
pub(crate) const QUARTERS: [Mask; 3] = [span(1, 6), span(7, 12), span(19, 24)];

/// The bit of the jan de retour among the quarters of [`QUARTERS`].
pub(crate) const RETOUR: u8 = 1 << 2;

/// Iterates the flèches of a mask, lowest first.
#[derive(Clone, Copy)]
pub(crate) struct Bits(pub Mask);

impl Iterator for Bits {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let p = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(p)
    }
}

const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
const HIGH: u64 = 0x8080_8080_8080_8080;
const ONES: u64 = 0x0101_0101_0101_0101;

/// The 26 counts of a side as four little-endian words (bytes 26..32 zero).
#[inline]
fn words(counts: &[u8; 26]) -> [u64; 4] {
    let mut buf = [0u8; 32];
    buf[..26].copy_from_slice(counts);
    let word = |i: usize| {
        let mut w = [0u8; 8];
        w.copy_from_slice(&buf[8 * i..8 * i + 8]);
        u64::from_le_bytes(w)
    };
    [word(0), word(1), word(2), word(3)]
}

/// Bit `p` set where count `p` exceeds `t` (at most 3), eight counts at a time.
#[inline]
fn above(w: [u64; 4], t: u8) -> Mask {
    let add = u64::from(0x7f - t) * ONES;
    let mut m = 0;
    for (i, x) in w.iter().enumerate() {
        // the high bit of each byte: set when the byte exceeds t
        let high = ((((x & LOW7) + add) | x) & HIGH) >> 7;
        // gather the eight bits into one byte
        let byte = high.wrapping_mul(0x0102_0408_1020_4080) >> 56;
        m |= (byte as Mask) << (8 * i);
    }
    m
}

/// The sum of the bytes of `x` (at most 255).
#[inline]
fn byte_sum(x: u64) -> u32 {
    (x.wrapping_mul(ONES) >> 56) as u32
}

/// The quarters of [`QUARTERS`] full where `cases` marks the flèches holding two or more.
#[inline]
pub(crate) fn full_bits(cases: Mask) -> u8 {
    u8::from(cases & QUARTERS[0] == QUARTERS[0])
        | u8::from(cases & QUARTERS[1] == QUARTERS[1]) << 1
        | u8::from(cases & QUARTERS[2] == QUARTERS[2]) << 2
}

/// A position prepared for fast move generation and scoring, seen by the player to roll.
#[derive(Debug, Clone)]
pub struct Board<'r> {
    /// The board, seen by the player.
    pub(crate) s: Sided,
    pub(crate) rules: &'r Rules,
    /// Flèches holding one of his checkers or more.
    pub(crate) me: Mask,
    /// Flèches holding two of his checkers or more (cases).
    pub(crate) me2: Mask,
    /// Flèches holding one opponent checker or more: no rest there.
    pub(crate) opp: Mask,
    /// Flèches where his checkers may come to rest (`move.retour.closed-jans`,
    /// `move.coin.never-opponent`); occupation by the opponent is in [`Board::opp`].
    pub(crate) rest: Mask,
    /// His checkers on flèches 1..=18. With two or more there, no checker can be borne off
    /// during the roll (`move.sortie.all-home`): the "normal" mode of the generator.
    pub(crate) outside: u8,
    /// His checkers still on the board.
    pub(crate) on_board: u8,
    /// The fillable quarters whose fullness a play may change (full now, or short of two
    /// checkers or fewer), as bits of [`QUARTERS`]; the obligations look only at these.
    pub(crate) relevant: u8,
    /// The fillable quarters full now, as bits of [`QUARTERS`].
    pub(crate) full: u8,
    /// Flèches whose case one checker less would break (exactly two), two less (two or three).
    lose1: Mask,
    lose2: Mask,
    /// Flèches that one checker more would make a case (exactly one), two more (none or one).
    gain1: Mask,
    gain2: Mask,
}

/// What a play leaves that the obligations and the scoring look at.
#[derive(Debug, Clone, Copy)]
pub(crate) struct After {
    /// Flèches holding one of his checkers or more.
    pub me: Mask,
    /// Full quarters, bits of [`QUARTERS`].
    pub full: u8,
    /// His checkers on his coin.
    pub coin: u8,
    /// His checkers borne off.
    pub off: u8,
}

/// `move.retour.closed-jans` on prefix sums: whether the opponent can still fill the quarter
/// of his side starting at his flèche `start` (1 = his petit jan, 7 = his grand jan), `upto[q]`
/// being his checkers on his flèches 1..=q. A checker may not rest in a quarter of the
/// opponent's side while he can still fill it. Lepeintre's test (1re partie §I and §V) is a
/// count: he can still fill it while, for each j = 1..6, he holds at least 2j checkers on its
/// first j flèches or behind them; the plain reading counts twelve checkers not yet past the
/// quarter ([`ClosedJans::TwelveCount`]). Open flèches of a closed quarter may still be the
/// resting flèche of a tout d'une, and the opponent's coin is never a place to rest
/// (`move.coin.never-opponent`).
fn can_fill(upto: &[u32; 13], start: usize, rules: &Rules) -> bool {
    match rules.closed_jans {
        ClosedJans::LepeintreCount => (1..=6).all(|j| upto[start + j - 1] >= 2 * j as u32),
        ClosedJans::TwelveCount => upto[start + 5] >= 12,
    }
}

impl<'r> Board<'r> {
    /// Prepares `s` (the player to roll's view) under `rules`.
    #[must_use]
    pub fn new(s: &Sided, rules: &'r Rules) -> Board<'r> {
        let mine = words(&s.me);
        let board = span(1, 24);
        let me = above(mine, 0) & board;
        let me2 = above(mine, 1) & board;
        let opp = above(words(&s.opp), 0) & board;
        // checkers on flèches 1..=18 and 1..=24 (byte 0 is unused, byte 25 is the band)
        let outside = byte_sum(mine[0] & !0xff) + byte_sum(mine[1]) + byte_sum(mine[2] & 0xff_ffff);
        let on_board = outside + byte_sum(mine[2] >> 24) + byte_sum(mine[3] & 0xff);
        // the opponent's checkers on his flèches 1..=q (his flèche q is the player's 25 - q)
        let mut upto = [0u32; 13];
        for q in 1..=12 {
            upto[q] = upto[q - 1] + u32::from(s.opp[25 - q]);
        }
        let mut rest = span(1, 12);
        if !can_fill(&upto, 7, rules) {
            rest |= span(13, 18);
        }
        if !can_fill(&upto, 1, rules) {
            rest |= span(19, 24);
        }
        rest &= !bit(OPP_COIN);
        let mut relevant = 0;
        let mut full = 0;
        for (k, &q) in QUARTERS.iter().enumerate() {
            let cases = (me2 & q).count_ones();
            let halves = (me & !me2 & q).count_ones();
            let deficit = 12 - 2 * cases - halves;
            if deficit == 0 {
                full |= 1 << k;
            }
            if deficit <= 2 {
                relevant |= 1 << k;
            }
        }
        let mut prepared = Board {
            s: *s,
            rules,
            me,
            me2,
            opp,
            rest,
            outside: outside as u8,
            on_board: on_board as u8,
            relevant,
            full,
            lose1: 0,
            lose2: 0,
            gain1: me & !me2,
            gain2: board & !me2,
        };
        if relevant != 0 {
            // only the obligations look at cases made and lost
            let me3 = above(mine, 2) & board;
            prepared.lose1 = me2 & !me3;
            prepared.lose2 = me2 & !(above(mine, 3) & board);
        }
        prepared
    }

    /// The board, seen by the player to roll.
    #[must_use]
    pub fn sided(&self) -> &Sided {
        &self.s
    }

    /// The rules in force.
    #[must_use]
    pub fn rules(&self) -> &'r Rules {
        self.rules
    }

    /// No checker can be borne off during this roll (two or more outside the jan de retour).
    #[inline]
    pub(crate) fn normal(&self) -> bool {
        self.outside >= 2
    }

    /// The flèches whose checker can move `d` to a flèche of the board free of opponents.
    #[inline]
    pub(crate) fn sources(&self, d: usize) -> Mask {
        let on_board = (1u32 << (25 - d)) - 1;
        self.me & !(self.opp >> d) & on_board
    }

    /// His checkers on the coin after taking checkers from `minus` and adding them on `plus`
    /// (`move.coin.enter-together`, `move.coin.leave-together`: never exactly one).
    #[inline]
    pub(crate) fn coin_ok(&self, minus: [usize; 2], plus: [usize; 2]) -> bool {
        let touched = bit(minus[0]) | bit(minus[1]) | bit(plus[0]) | bit(plus[1]);
        if touched & bit(COIN) == 0 {
            return self.s.me[COIN] != 1;
        }
        let c =
            i32::from(self.s.me[COIN]) - i32::from(minus[0] == COIN) - i32::from(minus[1] == COIN)
                + i32::from(plus[0] == COIN)
                + i32::from(plus[1] == COIN);
        c != 1
    }

    /// Whether he may come to rest on `p`.
    #[inline]
    pub(crate) fn rests(&self, p: usize) -> bool {
        self.rest & bit(p) != 0
    }

    /// What the play from `from` to `to` (`n` steps) leaves: only the flèches it touches are
    /// looked at again.
    #[inline]
    pub(crate) fn after(&self, from: &[u8; 2], to: &[u8; 2], n: usize) -> After {
        let mut me = self.s.me;
        for k in 0..n {
            me[usize::from(from[k])] -= 1;
            me[usize::from(to[k])] += 1;
        }
        let (mut m1, mut m2) = (self.me, self.me2);
        for k in 0..n {
            for p in [usize::from(from[k]), usize::from(to[k])] {
                m1 = (m1 & !bit(p)) | Mask::from(me[p] > 0) << p;
                m2 = (m2 & !bit(p)) | Mask::from(me[p] > 1) << p;
            }
        }
        After {
            me: m1 & span(1, 24),
            full: full_bits(m2),
            coin: me[COIN],
            off: me[BAND],
        }
    }

    /// The full quarters of what the play from `from` to `to` (`n` steps) leaves
    /// ([`Board::after`]'s `full`), on the masks of [`Board::full_after`]: a checker carried
    /// on, or coming back to the flèche the other left, cancels out first.
    #[inline]
    pub(crate) fn full_of(&self, from: &[u8; 2], to: &[u8; 2], n: usize) -> u8 {
        let [f0, f1] = from.map(usize::from);
        let [t0, t1] = to.map(usize::from);
        match n {
            0 => self.full,
            1 => self.full_after(bit(f0), false, bit(t0), false),
            // tout d'une: one checker from f0 to t1
            _ if t0 == f1 => self.full_after(bit(f0), false, bit(t1), false),
            // the second checker takes the place the first left
            _ if t1 == f0 => self.full_after(bit(f1), false, bit(t0), false),
            _ => self.full_after(bit(f0) | bit(f1), f0 == f1, bit(t0) | bit(t1), t0 == t1),
        }
    }

    /// The flèches a checker of his could reach with the numbers `hi` and `lo`, legal or not:
    /// by a number or by the sum (a doublet's number up to four times). A flèche outside them
    /// gets no checker from the roll.
    #[inline]
    pub(crate) fn reach(&self, hi: usize, lo: usize) -> Mask {
        let me = self.me;
        if hi == lo {
            (me << hi) | (me << (2 * hi)) | (me << (3 * hi)) | (me << (4 * hi))
        } else {
            (me << hi) | (me << lo) | (me << (hi + lo))
        }
    }

    /// The flèches that may give one checker (`.0`), two (`.1`), and leave every full quarter
    /// full: outside them, or holding three checkers or more (four or more).
    #[inline]
    pub(crate) fn spare(&self) -> (Mask, Mask) {
        let kept = Bits(Mask::from(self.full))
            .map(|k| QUARTERS[k])
            .fold(0, |m, q| m | q);
        (!(self.lose1 & kept), !(self.lose2 & kept))
    }

    /// The full quarters after moving checkers off the flèches of `minus` (two off one flèche
    /// when `minus_twice`) onto those of `plus` (two onto one when `plus_twice`), where no
    /// flèche both loses and gains: a case is lost where a flèche falls below two, made where
    /// it reaches two.
    #[inline]
    pub(crate) fn full_after(
        &self,
        minus: Mask,
        minus_twice: bool,
        plus: Mask,
        plus_twice: bool,
    ) -> u8 {
        if self.relevant == 0 {
            return 0;
        }
        let lost = minus & if minus_twice { self.lose2 } else { self.lose1 };
        let made = plus & if plus_twice { self.gain2 } else { self.gain1 };
        full_bits((self.me2 & !lost) | made)
    }
}

#[cfg(test)]
mod tests {
    use super::Board;
    use crate::engine::trictrac::{Position, Rules};

    #[test]
    fn a_board_reads_back_its_position_and_rules() {
        let rules = Rules {
            fill_two_plays_two_means: true,
            ..Rules::default()
        };
        let s = Position::opening().sided(Position::opening().turn());
        let b = Board::new(&s, &rules);
        assert!(std::ptr::eq(b.rules(), &rules));
        assert_eq!(b.sided(), &s);
    }
}
