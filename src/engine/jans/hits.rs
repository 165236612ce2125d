//! Hits (battre): fictitious, nothing moves and nothing is captured.
//!
//! - `jan.battre.vrai.grand` / `.petit`: an opponent demi-case is hit à vrai when the roller
//!   could by right bring a checker onto it: by either number from a flèche where he has a
//!   checker, or by the sum through a resting flèche that is not an opponent case (an empty
//!   flèche, an empty coin, or an opponent demi-case — hit too — all let the sum pass). Means
//!   are counted by number, not by checker: up to three (first number, second, sum), two for a
//!   doublet (its number, its sum). The checkers of the roller's coin hit like any others, the
//!   last two included (Lepeintre 1re §II, fig. 9). Hits ignore `move.retour.closed-jans`. A
//!   checker in the table du grand jan (F7..F18) is worth 2 (doublet 4) per means, one in the
//!   table du petit jan 4 (6).
//! - `jan.battre.faux.grand` / `.petit`: the sum reaches an opponent demi-case but every resting
//!   flèche is an opponent case: the opponent scores, one means. Only by the sum, and never for
//!   a checker also hit à vrai.
//! - `jan.battre.coin`: the roller holds his own coin, the opponent's coin is empty, and he
//!   could bring two checkers onto it at once, one by each number (or two by a doublet): 4 (6),
//!   one means, naming both checkers. Only here do the two checkers of his own coin not count:
//!   surcases only. Never à faux; nothing at all when the opponent holds his coin. A coin the
//!   opponent has evacuated is battu like one never taken (Lepeintre r.71).

use super::scoring::Writer;
use super::{How, Means};
use crate::engine::moves::{bit, span, Bits, Board, Mask};
use crate::engine::sided::{COIN, OPP_COIN};

/// The table du grand jan (F7..F18); the rest is the table du petit jan.
pub(super) const GRAND_TABLE: Mask = span(7, 18);

/// An opponent demi-case hit: à vrai with its means, or à faux with one.
#[derive(Clone, Copy)]
pub(super) struct Hit {
    pub vrai: bool,
    n: u8,
    detail: [Means; 3],
}

impl Hit {
    /// Its means.
    pub fn detail(&self) -> &[Means] {
        &self.detail[..usize::from(self.n)]
    }
}

/// The opponent's demi-cases (never his coin) that a checker of the roller stands a number,
/// or the sum, away from: the only ones that can be hit.
#[inline]
pub(super) fn hit_targets(b: &Board<'_>, hi: usize, lo: usize) -> Mask {
    let s = &b.s;
    let mut blots = 0;
    for p in Bits(b.opp & !bit(OPP_COIN)) {
        if s.opp[p] == 1 {
            blots |= bit(p);
        }
    }
    blots & ((b.me << hi) | (b.me << lo) | (b.me << (hi + lo)))
}

/// `jan.battre.vrai` and `jan.battre.faux` on the blot `t`.
#[inline]
pub(super) fn hit(b: &Board<'_>, t: usize, hi: usize, lo: usize, w: &Writer) -> Option<Hit> {
    let s = &b.s;
    let numbers: &[usize] = if hi == lo { &[hi] } else { &[hi, lo] };
    let sum = hi + lo;
    let mut hit = Hit {
        vrai: true,
        n: 0,
        detail: [Means::NONE; 3],
    };
    for &d in numbers {
        if t > d && s.me[t - d] > 0 {
            hit.detail[usize::from(hit.n)] = w.means(How::Number(d as u8), t - d, 0, t);
            hit.n += 1;
        }
    }
    let mut faux = None;
    if t > sum && s.me[t - sum] > 0 {
        let from = t - sum;
        match numbers.iter().map(|&d| from + d).find(|&r| s.opp[r] < 2) {
            Some(via) => {
                hit.detail[usize::from(hit.n)] = w.means(How::Sum, from, via, t);
                hit.n += 1;
            }
            None => faux = Some(w.means(How::Sum, from, from + numbers[0], t)),
        }
    }
    if hit.n == 0 {
        hit.vrai = false;
        hit.n = 1;
        hit.detail[0] = faux?;
    }
    Some(hit)
}

/// `jan.battre.coin`: its means, from the flèches of both checkers.
#[inline]
pub(super) fn coin_battu(b: &Board<'_>, hi: usize, lo: usize, w: &Writer) -> Option<Means> {
    let s = &b.s;
    if s.me[COIN] < 2 || s.opp[OPP_COIN] > 0 {
        return None;
    }
    let spare = |p: usize| if p == COIN { s.me[p] - 2 } else { s.me[p] };
    let (x, y) = (OPP_COIN - hi, OPP_COIN - lo);
    let able = if x == y {
        spare(x) >= 2
    } else {
        spare(x) >= 1 && spare(y) >= 1
    };
    able.then(|| w.together(How::Both, x, y, OPP_COIN))
}
