//! A mean and its 95 % confidence interval, from whole-number samples kept as a count, a sum
//! and a sum of squares ([`Tally`]): merged in any order, the totals are exactly the same, so
//! the figures do not depend on how the games were spread over threads.
//!
//! The interval is the normal approximation, mean ± 1.96 standard errors, the standard error
//! being the samples' standard deviation (with n − 1) over √n: right for the hundreds of deals
//! a match plays, too narrow for a handful.

/// The normal quantile of a two-sided 95 % interval.
pub const Z95: f64 = 1.96;

/// Whole-number samples: how many, their sum, the sum of their squares.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub n: u64,
    pub sum: i64,
    pub sum_sq: i128,
}

/// A mean and its 95 % interval.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Interval {
    pub mean: f64,
    pub low: f64,
    pub high: f64,
}

impl Tally {
    /// One more sample.
    pub fn push(&mut self, x: i64) {
        self.n += 1;
        self.sum += x;
        self.sum_sq += i128::from(x) * i128::from(x);
    }

    /// The samples of `o` added to these.
    pub fn merge(&mut self, o: &Tally) {
        self.n += o.n;
        self.sum += o.sum;
        self.sum_sq += o.sum_sq;
    }

    /// The mean of the samples, each divided by `unit`, with its 95 % interval; `None` with
    /// fewer than two samples (no spread to measure).
    #[must_use]
    pub fn interval(&self, unit: f64) -> Option<Interval> {
        if self.n < 2 {
            return None;
        }
        let n = self.n as f64;
        let mean = self.sum as f64 / n;
        // the sum of squared deviations, exact in whole numbers before the division
        let dev = self.sum_sq * i128::from(self.n) - i128::from(self.sum) * i128::from(self.sum);
        let var = dev as f64 / (n * (n - 1.0));
        let half = Z95 * (var / n).sqrt();
        Some(Interval {
            mean: mean / unit,
            low: (mean - half) / unit,
            high: (mean + half) / unit,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tally(xs: &[i64]) -> Tally {
        let mut t = Tally::default();
        for &x in xs {
            t.push(x);
        }
        t
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    /// By hand: 2, 4, 4, 4, 5, 5, 7, 9 have the mean 5 and squared deviations adding to 32;
    /// the variance with n − 1 is 32 / 7, the standard error √(32 / 7 / 8) = √(4 / 7), and
    /// the half-width 1.96 × 0.755928946… = 1.481620734…
    #[test]
    fn the_interval_of_known_figures() {
        let t = tally(&[2, 4, 4, 4, 5, 5, 7, 9]);
        assert_eq!((t.n, t.sum, t.sum_sq), (8, 40, 232));
        let i = t.interval(1.0).unwrap();
        let half = 1.96 * (4.0f64 / 7.0).sqrt();
        assert!(close(half, 1.481_620_734), "{half}");
        assert!(close(i.mean, 5.0) && close(i.low, 5.0 - half) && close(i.high, 5.0 + half));
        // the same samples counted in quarters
        let q = t.interval(4.0).unwrap();
        assert!(close(q.mean, 1.25) && close(q.high - q.mean, half / 4.0));
    }

    #[test]
    fn equal_samples_have_no_spread_and_one_has_no_interval() {
        let i = tally(&[-3, -3, -3]).interval(2.0).unwrap();
        assert_eq!((i.mean, i.low, i.high), (-1.5, -1.5, -1.5));
        assert_eq!(tally(&[4]).interval(1.0), None);
        assert_eq!(Tally::default().interval(1.0), None);
    }

    #[test]
    fn merging_in_any_order_gives_the_same_totals() {
        let (a, b) = (tally(&[1, -2, 3]), tally(&[4, 0]));
        let (mut ab, mut ba) = (a, b);
        ab.merge(&b);
        ba.merge(&a);
        assert_eq!(ab, ba);
        assert_eq!(ab, tally(&[1, -2, 3, 4, 0]));
    }
}
