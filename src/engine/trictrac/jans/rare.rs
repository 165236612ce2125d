//! The rare jans read on the board alone.
//!
//! - `jan.deux-tables`: exactly two checkers off the talon, both in his grand jan short of the
//!   coin (or anywhere short of it, under `deux-tables-anywhere`), and the roll could carry one onto his coin and the other onto the opponent's coin:
//!   4 (6). If the opponent holds his coin, `jan.contre-deux-tables`: the same to the opponent
//!   (Lepeintre 1re §II, fig. 4).
//! - `jan.margot` (Margot la fendue, out of use by 1698): a number of the roll that would bring
//!   a checker onto an empty flèche lying between two opponent demi-cases costs 2 (4) — the
//!   opponent scores; the project's reading counts it once per roll. Under `margot-by-ways`
//!   (the Charpentier compilation's compiler) it is counted by ways, as a hit à vrai: each
//!   number alone, and the sum through a resting flèche that is not an opponent case, one means
//!   each (the first checker, lowest flèche first, that makes it), 2 (4) per means.
//!
//! Six tables ([`super::plays`]), the mézéas and the rencontre ([`super::scoring`]) are the
//! other jans of the start of a relevé.

use super::scoring::Writer;
use super::{How, Means};
use crate::engine::trictrac::moves::Board;
use crate::engine::trictrac::sided::{COIN, OPP_COIN, TALON};
use crate::engine::Roll;

/// `jan.deux-tables` (or its contre-jan), what the board alone decides: the two checkers off
/// the talon (lower first) when there are exactly two, both where the jan lets them start.
/// The roll's part is [`deux_tables`].
#[inline]
pub(super) fn deux_tables_pair(b: &Board<'_>) -> Option<(usize, usize)> {
    let s = &b.s;
    if s.me[TALON] != 13 {
        return None;
    }
    let mut off = (2..=24).flat_map(|p| std::iter::repeat_n(p, usize::from(s.me[p])));
    let (Some(x), Some(y)) = (off.next(), off.next()) else {
        return None;
    };
    // both in the grand jan (Lepeintre), or anywhere short of the coin (`deux-tables-anywhere`)
    let first = if b.rules.deux_tables_anywhere { 2 } else { 7 };
    if !(first..COIN).contains(&x) || !(first..COIN).contains(&y) {
        return None;
    }
    Some((x, y))
}

/// `jan.deux-tables` (or its contre-jan) by `hi`-`lo`: the two checkers of
/// [`deux_tables_pair`] can go one onto each coin.
#[inline]
pub(super) fn deux_tables(pair: Option<(usize, usize)>, hi: usize, lo: usize) -> bool {
    let Some((x, y)) = pair else {
        return false;
    };
    let beats = |x: usize, y: usize| {
        (x + hi == COIN && y + lo == OPP_COIN) || (x + lo == COIN && y + hi == OPP_COIN)
    };
    beats(x, y) || beats(y, x)
}

/// Whether `t` is an empty flèche between two opponent demi-cases (Margot la fendue).
#[inline]
fn fendue(b: &Board<'_>, t: usize) -> bool {
    let s = &b.s;
    (2..24).contains(&t) && s.me[t] == 0 && s.opp[t] == 0 && s.opp[t - 1] == 1 && s.opp[t + 1] == 1
}

/// `jan.margot`: a number of the roll could bring a checker between two opponent demi-cases.
#[inline]
pub(super) fn margot(b: &Board<'_>, roll: Roll) -> bool {
    roll.numbers()
        .iter()
        .any(|&d| (1..=24).any(|p| b.s.me[p] > 0 && fendue(b, p + usize::from(d))))
}

/// `jan.margot` counted by ways (`margot-by-ways`): its means written into `out`, their number
/// returned: each number alone, then the sum à vrai.
pub(super) fn margot_ways(
    b: &Board<'_>,
    hi: usize,
    lo: usize,
    w: &Writer,
    out: &mut [Means; 3],
) -> usize {
    let s = &b.s;
    let numbers: &[usize] = if hi == lo { &[hi] } else { &[hi, lo] };
    let mut n = 0;
    for &d in numbers {
        if let Some(p) = (1..=24).find(|&p| s.me[p] > 0 && fendue(b, p + d)) {
            out[n] = w.means(How::Number(d as u8), p, 0, p + d);
            n += 1;
        }
    }
    // à vrai only: through a resting flèche that is not an opponent case
    let sum = hi + lo;
    let by_sum = (1..=24).find_map(|p| {
        if s.me[p] == 0 || !fendue(b, p + sum) {
            return None;
        }
        numbers
            .iter()
            .map(|&d| p + d)
            .find(|&r| s.opp[r] < 2)
            .map(|via| (p, via))
    });
    if let Some((p, via)) = by_sum {
        out[n] = w.means(How::Sum, p, via, p + sum);
        n += 1;
    }
    n
}
