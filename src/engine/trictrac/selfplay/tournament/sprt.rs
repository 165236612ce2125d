//! The sequential stop of a match: Wald's sequential probability ratio test on the paired
//! deals. Each deal (its two games, thrown the same dice) is won by P when his stake over the
//! two is above zero, by Q when below; an even deal tells nothing and is left out. With `p`
//! the chance that P wins a deal that is not even, the test weighs p = ½ against p = ½ + δ
//! (P better) and against p = ½ − δ (Q better), after each deal in the order of the deals:
//!
//! - P better once the log-likelihood ratio of ½ + δ against ½ reaches ln((1 − β)/α);
//! - Q better likewise for ½ − δ;
//! - no difference of δ once both ratios are down to ln(β/(1 − α));
//!
//! never before [`Sprt::min_deals`] deals, and at the match's number of deals at the latest
//! (then undecided). The parameters ([`Sprt::STANDARD`]): δ = 0.05, α = β = 0.05, at least 100
//! deals.

/// The test's parameters.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sprt {
    /// The difference from ½ in the chance of winning a deal that the test looks for.
    pub delta: f64,
    /// The chance of a false difference (α) and of a missed one (β).
    pub alpha: f64,
    pub beta: f64,
    /// Deals before any stop.
    pub min_deals: u64,
}

/// What the test decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// P wins more deals than he loses, by δ or more.
    PBetter,
    /// Q does.
    QBetter,
    /// Neither by δ.
    NoDifference,
    /// The deals ran out first.
    Undecided,
}

impl Decision {
    /// In words.
    #[must_use]
    pub fn words(self) -> &'static str {
        match self {
            Decision::PBetter => "P better",
            Decision::QBetter => "Q better",
            Decision::NoDifference => "no difference of that size",
            Decision::Undecided => "undecided when the deals ran out",
        }
    }
}

/// The test running over the deals: P's and Q's deals won so far.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Running {
    pub won: u64,
    pub lost: u64,
    pub deals: u64,
}

impl Sprt {
    /// δ = 0.05, α = β = 0.05, 100 deals at least.
    pub const STANDARD: Sprt = Sprt {
        delta: 0.05,
        alpha: 0.05,
        beta: 0.05,
        min_deals: 100,
    };

    /// The parameters in words.
    #[must_use]
    pub fn words(&self) -> String {
        format!(
            "SPRT on the deals won (P's stake over a deal's two games above or below zero, even \
             deals left out): p = 1/2 against 1/2 ± {}, alpha = beta = {}, after {} deals at the \
             earliest",
            self.delta, self.alpha, self.min_deals
        )
    }

    /// One more deal, P's stake over it `stake`; the decision if the test stops there.
    pub fn push(&self, r: &mut Running, stake: i64) -> Option<Decision> {
        r.deals += 1;
        match stake.signum() {
            1 => r.won += 1,
            -1 => r.lost += 1,
            _ => {}
        }
        if r.deals < self.min_deals {
            return None;
        }
        let (w, l) = (r.won as f64, r.lost as f64);
        let up = 0.5 + self.delta;
        let down = 0.5 - self.delta;
        let llr_p = w * (up / 0.5).ln() + l * (down / 0.5).ln();
        let llr_q = w * (down / 0.5).ln() + l * (up / 0.5).ln();
        let accept = ((1.0 - self.beta) / self.alpha).ln();
        let reject = (self.beta / (1.0 - self.alpha)).ln();
        if llr_p >= accept {
            Some(Decision::PBetter)
        } else if llr_q >= accept {
            Some(Decision::QBetter)
        } else if llr_p <= reject && llr_q <= reject {
            Some(Decision::NoDifference)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// By hand: ln(0.55/0.5) = 0.09531, ln(0.45/0.5) = −0.10536, ln 19 = 2.9444. Winning every
    /// deal, P's ratio is 0.09531 a deal: 30.9, so the 31st deal reaches ln 19 (but the test
    /// waits for 100). Winning 60 of 100, 60 × 0.09531 − 40 × 0.10536 = 1.504: no stop yet;
    /// 65 of 100: 6.195 − 3.687 = 2.508, not yet; 70 of 100: 6.672 − 3.161 = 3.511: P better.
    #[test]
    fn the_test_stops_where_the_ratios_say() {
        let t = Sprt::STANDARD;
        let run = |won: u64, lost: u64, even: u64| {
            let mut r = Running::default();
            let mut last = None;
            for s in std::iter::repeat_n(2, won as usize)
                .chain(std::iter::repeat_n(-2, lost as usize))
                .chain(std::iter::repeat_n(0, even as usize))
            {
                last = t.push(&mut r, s);
            }
            (r, last)
        };
        assert_eq!(run(60, 40, 0).1, None);
        assert_eq!(run(65, 35, 0).1, None);
        assert_eq!(run(70, 30, 0).1, Some(Decision::PBetter));
        assert_eq!(run(30, 70, 0).1, Some(Decision::QBetter));
        let (r, _) = run(40, 0, 0);
        assert_eq!((r.won, r.lost, r.deals), (40, 0, 40));
        // even deals count as deals but weigh nothing
        assert_eq!(run(60, 40, 50).1, None);
        // a long even-handed run: both ratios fall, no difference of δ
        let mut r = Running::default();
        let mut last = None;
        for k in 0..2000 {
            last = t.push(&mut r, if k % 2 == 0 { 1 } else { -1 });
            if last.is_some() {
                break;
            }
        }
        assert_eq!(last, Some(Decision::NoDifference));
        assert!(r.deals < 2000);
    }
}
