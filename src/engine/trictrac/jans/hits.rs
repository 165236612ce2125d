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
use crate::engine::trictrac::moves::{bit, span, Bits, Board, Mask};
use crate::engine::trictrac::sided::{COIN, OPP_COIN};

/// The table du grand jan (F7..F18); the rest is the table du petit jan.
pub(super) const GRAND_TABLE: Mask = span(7, 18);

/// The opponent's demi-cases (never his coin), and the flèches that are not his cases, of
/// the board `b`: what every roll of the board reads.
#[inline]
pub(super) fn opponent_blots(b: &Board<'_>) -> (Mask, Mask) {
    let s = &b.s;
    let (mut blots, mut cases) = (0, 0);
    for p in Bits(b.opp) {
        if s.opp[p] == 1 {
            blots |= bit(p);
        } else {
            cases |= bit(p);
        }
    }
    (blots & !bit(OPP_COIN), !cases)
}

/// The hits of a roll (`jan.battre.vrai` and `jan.battre.faux`), as sets of the opponent's
/// demi-cases: by each number, by the sum à vrai, à faux. The points count the means of each
/// demi-case, the scoring's lines name them ([`Hits::detail`]): both read these sets.
#[derive(Clone, Copy)]
pub(super) struct Hits {
    /// The numbers: the higher and the lower (a doublet's once).
    numbers: [usize; 2],
    /// Hit by the higher number, by the lower (none for a doublet).
    by: [Mask; 2],
    /// Hit by the sum through a resting flèche that is not an opponent case.
    sum: Mask,
    /// The sum's first resting flèche (from its checker, by the higher number) is open.
    hi_first: Mask,
    /// Reached by the sum only, every resting flèche an opponent case: à faux.
    pub faux: Mask,
}

impl Hits {
    /// The hits of `hi`-`lo` on the board `b`, `blots` and `open` its [`opponent_blots`].
    #[inline]
    pub fn of(b: &Board<'_>, blots: Mask, open: Mask, hi: usize, lo: usize) -> Hits {
        let doublet = hi == lo;
        let sum = hi + lo;
        let me = b.me;
        let by = [
            blots & (me << hi),
            if doublet { 0 } else { blots & (me << lo) },
        ];
        // the checkers whose sum rests first on an open flèche, by the higher number or the lower
        let hi_first = me & (open >> hi);
        let lo_first = if doublet { 0 } else { me & (open >> lo) };
        let by_sum = blots & ((hi_first | lo_first) << sum);
        let faux = blots & (me << sum) & !(by[0] | by[1] | by_sum);
        Hits {
            numbers: [hi, lo],
            by,
            sum: by_sum,
            hi_first: hi_first << sum,
            faux,
        }
    }

    /// The demi-cases hit à vrai.
    #[inline]
    pub fn vrai(&self) -> Mask {
        self.by[0] | self.by[1] | self.sum
    }

    /// The means of the hit on `t` à vrai: one by each number that reaches it, one by the sum.
    #[inline]
    pub fn means(&self, t: usize) -> usize {
        ((self.by[0] >> t) & 1) as usize
            + ((self.by[1] >> t) & 1) as usize
            + ((self.sum >> t) & 1) as usize
    }

    /// The means of the hit on `t` (à vrai: by the numbers, then the sum; à faux: the sum),
    /// written into `d`.
    #[inline]
    pub fn detail(&self, t: usize, w: &Writer, d: &mut [Means; 3]) {
        let [hi, lo] = self.numbers;
        let mut n = 0;
        for (k, number) in [hi, lo].into_iter().enumerate() {
            if self.by[k] & bit(t) != 0 {
                d[n] = w.means(How::Number(number as u8), t - number, 0, t);
                n += 1;
            }
        }
        if self.sum & bit(t) != 0 {
            let from = t - hi - lo;
            let first = if self.hi_first & bit(t) != 0 { hi } else { lo };
            d[n] = w.means(How::Sum, from, from + first, t);
        } else if self.faux & bit(t) != 0 {
            let from = t - hi - lo;
            d[0] = w.means(How::Sum, from, from + hi, t);
        }
    }
}

/// `jan.battre.coin`, what the board alone decides: the roller holds his own coin and the
/// opponent's coin is empty. The roll's part is [`coin_battu`].
#[inline]
pub(super) fn coin_open(b: &Board<'_>) -> bool {
    b.s.me[COIN] >= 2 && b.s.opp[OPP_COIN] == 0
}

/// `jan.battre.coin` by `hi`-`lo` on a board where [`coin_open`]: its means, from the flèches
/// of both checkers.
#[inline]
pub(super) fn coin_battu(b: &Board<'_>, hi: usize, lo: usize, w: &Writer) -> Option<Means> {
    let s = &b.s;
    let spare = |p: usize| if p == COIN { s.me[p] - 2 } else { s.me[p] };
    let (x, y) = (OPP_COIN - hi, OPP_COIN - lo);
    let able = if x == y {
        spare(x) >= 2
    } else {
        spare(x) >= 1 && spare(y) >= 1
    };
    able.then(|| w.together(How::Both, x, y, OPP_COIN))
}
