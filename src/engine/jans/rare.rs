//! The rare jans read on the board alone.
//!
//! - `jan.deux-tables`: exactly two checkers off the talon, both in his grand jan short of the
//!   coin (or anywhere short of it, under `deux-tables-anywhere`), and the roll could carry one onto his coin and the other onto the opponent's coin:
//!   4 (6). If the opponent holds his coin, `jan.contre-deux-tables`: the same to the opponent
//!   (Lepeintre 1re §II, fig. 4).
//! - `jan.margot` (Margot la fendue, out of use by 1698): a number of the roll that would bring
//!   a checker onto an empty flèche lying between two opponent demi-cases costs 2 (4) — the
//!   opponent scores; the project's reading counts it once per roll.
//!
//! Six tables ([`super::plays`]), the mézéas and the rencontre ([`super::scoring`]) are the
//! other jans of the start of a relevé.

use crate::engine::moves::Board;
use crate::engine::sided::{COIN, OPP_COIN, TALON};
use crate::engine::Roll;

/// `jan.deux-tables` (or its contre-jan): the two checkers off the talon can go one onto each
/// coin.
#[inline]
pub(super) fn deux_tables(b: &Board<'_>, hi: usize, lo: usize) -> bool {
    let s = &b.s;
    if s.me[TALON] != 13 {
        return false;
    }
    let mut off = (2..=24).flat_map(|p| std::iter::repeat_n(p, usize::from(s.me[p])));
    let (Some(x), Some(y)) = (off.next(), off.next()) else {
        return false;
    };
    // both in the grand jan (Lepeintre), or anywhere short of the coin (`deux-tables-anywhere`)
    let first = if b.rules.deux_tables_anywhere { 2 } else { 7 };
    if !(first..COIN).contains(&x) || !(first..COIN).contains(&y) {
        return false;
    }
    let beats = |x: usize, y: usize| {
        (x + hi == COIN && y + lo == OPP_COIN) || (x + lo == COIN && y + hi == OPP_COIN)
    };
    beats(x, y) || beats(y, x)
}

/// `jan.margot`: a number of the roll could bring a checker between two opponent demi-cases.
#[inline]
pub(super) fn margot(b: &Board<'_>, roll: Roll) -> bool {
    let s = &b.s;
    roll.numbers().iter().any(|&d| {
        (1..=24).any(|p| {
            let t = p + usize::from(d);
            s.me[p] > 0
                && (2..24).contains(&t)
                && s.me[t] == 0
                && s.opp[t] == 0
                && s.opp[t - 1] == 1
                && s.opp[t + 1] == 1
        })
    })
}
