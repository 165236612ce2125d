//! Truncated rollouts over a base player, and the `rollout` play policy
//! (`rollout:TRIALS:BASE`, or `rollout:TRIALS:BASE:HORIZON`).
//!
//! **A trial** starts on the board a play leaves (the player who made it, *me*, in his
//! frame; the opponent throws first) and plays `horizon` throws, the two sides in turn, each
//! throw scored on the board it is thrown on (late in the relevé, as the chance tables are:
//! no rare jan of the first throws) and then played by the base player ([`Base`]: `greedy`'s
//! structure or `greedy-1ply`'s future, the same choice and the same ties as those policies).
//! A throw on which a side has borne off his fifteen does not happen: the relevé is over, the
//! trial stops there. What a trial gives is the net points accrued over its throws, mine less
//! the opponent's (the points of the throw that led to the board are the same for every play
//! and are left out, as in `one_ply.rs`), and the net trous: each side's points added from
//! zero at the start of the trial, a trou for each twelve (the points already on the marks,
//! bredouille and going away are not looked at: a board does not hold them).
//!
//! **The dice** are stratified on the first two throws, in the manner of gnubg's quasi-random
//! dice: trial `t` throws first the ordered pair `t mod 36` (dice `(k / 6 + 1, k mod 6 + 1)`),
//! then the pair `(t / 36) mod 36`, so that in 1,296 trials each pair of first two throws
//! appears exactly once (in 36 × m trials each first throw m times); the later throws come from
//! a stream seeded by the rollout's seed and the trial's number. The same seed, the same
//! figures; two plays rolled out with one seed throw the same dice (common random numbers), so
//! their difference is measured trial by trial ([`Rollout::compare`]).
//!
//! **The figures** ([`Estimate`]): the mean over the trials and its 95 % interval, mean ±
//! 1.96 × s / √n (s the sample standard deviation), counted as the trials come ([`Running`]),
//! none of them kept. The trials are at most [`ROLLOUT_TRIALS`](crate::engine::limits::ROLLOUT_TRIALS), read
//! where a rollout is named.

use super::greedy::structure;
use super::{Base, Choice, OnePly, PlayPolicy};
use crate::engine::trictrac::game::Game;
use crate::engine::trictrac::jans::points_into;
use crate::engine::trictrac::moves::{legal_plays_into, Board, PlayList};
use crate::engine::trictrac::sided::BAND;
use crate::engine::{
    trictrac::{Context, Rules, Sided},
    Roll,
};

/// The throws a trial plays by default (three of each side).
pub const HORIZON: u32 = 6;

/// A mean and its 95 % interval over `n` trials.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Estimate {
    pub mean: f64,
    /// Half the width of the 95 % interval: 1.96 × s / √n.
    pub half: f64,
    /// The sample standard deviation.
    pub sd: f64,
    pub n: u32,
}

impl Estimate {
    /// The figures of `xs`.
    #[must_use]
    pub fn of(xs: &[f64]) -> Estimate {
        let mut r = Running::default();
        for &x in xs {
            r.push(x);
        }
        r.estimate()
    }

    /// The interval's ends.
    #[must_use]
    pub fn interval(&self) -> (f64, f64) {
        (self.mean - self.half, self.mean + self.half)
    }

    /// Whether the interval leaves out zero.
    #[must_use]
    pub fn excludes_zero(&self) -> bool {
        let (lo, hi) = self.interval();
        lo > 0.0 || hi < 0.0
    }

    /// The trials that would make the interval as narrow as the mean is far from zero, at this
    /// standard deviation, (1.96 × s / mean)²: `None` when the mean is 0.
    #[must_use]
    pub fn trials_needed(&self) -> Option<u64> {
        (self.mean != 0.0).then(|| ((1.96 * self.sd / self.mean).powi(2)).ceil() as u64)
    }
}

/// The figures of trials counted as they come, one at a time (Welford's running mean and sum
/// of squared deviations): a rollout keeps three numbers, never its trials.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Running {
    n: u32,
    mean: f64,
    /// The sum of the squared deviations from the mean so far.
    m2: f64,
}

impl Running {
    /// One more trial.
    pub fn push(&mut self, x: f64) {
        self.n += 1;
        let d = x - self.mean;
        self.mean += d / f64::from(self.n);
        self.m2 += d * (x - self.mean);
    }

    /// The mean of the trials so far and its 95 % interval.
    #[must_use]
    pub fn estimate(&self) -> Estimate {
        let n = self.n;
        if n == 0 {
            return Estimate {
                mean: 0.0,
                half: 0.0,
                sd: 0.0,
                n: 0,
            };
        }
        let var = if n > 1 {
            self.m2 / f64::from(n - 1)
        } else {
            0.0
        };
        let sd = var.sqrt();
        Estimate {
            mean: self.mean,
            half: 1.96 * sd / f64::from(n).sqrt(),
            sd,
            n,
        }
    }
}

/// What one trial accrued, to me less to the opponent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Accrued {
    pub points: i32,
    pub trous: i32,
}

/// A rollout's settings and buffers.
#[derive(Debug, Clone)]
pub struct Rollout {
    pub trials: u32,
    pub horizon: u32,
    pub base: Base,
    one: OnePly,
    plays: PlayList,
}

/// The ordered pair of dice number `k` (0..36).
fn pair(k: u32) -> Roll {
    Roll::new((k / 6 + 1) as u8, (k % 6 + 1) as u8).expect("dice 1..6")
}

impl Rollout {
    /// `trials` trials of `horizon` throws played by `base`.
    #[must_use]
    pub fn new(trials: u32, horizon: u32, base: Base) -> Rollout {
        Rollout {
            trials,
            horizon,
            base,
            one: OnePly::default(),
            plays: PlayList::new(),
        }
    }

    /// The throw number `k` (0-based) of trial `t`.
    fn throw(t: u32, k: u32, rng: &mut fastrand::Rng) -> Roll {
        match k {
            0 => pair(t % 36),
            1 => pair((t / 36) % 36),
            _ => Roll::new(rng.u8(1..=6), rng.u8(1..=6)).expect("dice 1..6"),
        }
    }

    /// Trial `t` of a rollout seeded `seed` from the board `after` (see the module doc).
    pub fn trial(&mut self, after: &Sided, rules: &Rules, seed: u64, t: u32) -> Accrued {
        let me = after.color;
        let mut rng =
            fastrand::Rng::with_seed(seed ^ u64::from(t).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        // the roller's board, his frame
        let mut s = after.flip();
        let mut pts = [0u32; 2]; // mine, his
        let ctx = Context::default();
        for k in 0..self.horizon {
            if s.me[BAND] >= 15 || s.opp[BAND] >= 15 {
                break;
            }
            let roll = Self::throw(t, k, &mut rng);
            let board = Board::new(&s, rules);
            // the roll's points alone, to its roller (s.color) and to his opponent
            let p = points_into(&board, roll, &ctx, &mut self.plays);
            let (mine, his) = if s.color == me {
                (p.roller, p.opponent)
            } else {
                (p.opponent, p.roller)
            };
            pts[0] += mine;
            pts[1] += his;
            legal_plays_into(&board, roll, &mut self.plays);
            let mut best: Option<((i32, i32), usize)> = None;
            for (i, p) in self.plays.plays().iter().enumerate() {
                let r = p.result(&s);
                let key = self.base.value(&mut self.one, &r, rules);
                if best.is_none_or(|(b, _)| key > b) {
                    best = Some((key, i));
                }
            }
            if let Some((_, i)) = best {
                s = self.plays.plays()[i].result(&s);
            }
            s = s.flip();
        }
        Accrued {
            points: pts[0] as i32 - pts[1] as i32,
            trous: (pts[0] / 12) as i32 - (pts[1] / 12) as i32,
        }
    }

    /// The net points of the board `after` over the trials: mean and 95 % interval.
    pub fn estimate(&mut self, after: &Sided, rules: &Rules, seed: u64) -> Estimate {
        let mut r = Running::default();
        for t in 0..self.trials {
            r.push(f64::from(self.trial(after, rules, seed, t).points));
        }
        r.estimate()
    }

    /// The net points of `a` less those of `b`, trial by trial on the same dice: mean and 95 %
    /// interval of the difference.
    pub fn compare(&mut self, a: &Sided, b: &Sided, rules: &Rules, seed: u64) -> Estimate {
        let mut r = Running::default();
        for t in 0..self.trials {
            let x = self.trial(a, rules, seed, t).points;
            let y = self.trial(b, rules, seed, t).points;
            r.push(f64::from(x - y));
        }
        r.estimate()
    }
}

/// The `rollout` play policy: each distinct play rolled out on the same dice (one seed drawn
/// from the player's stream per choice), the best mean chosen; among equal means the best
/// [`structure`], then the first.
#[derive(Debug, Clone)]
pub struct RolloutPlays {
    rollout: Rollout,
}

impl RolloutPlays {
    #[must_use]
    pub fn new(trials: u32, horizon: u32, base: Base) -> RolloutPlays {
        RolloutPlays {
            rollout: Rollout::new(trials, horizon, base),
        }
    }
}

impl PlayPolicy for RolloutPlays {
    fn name(&self) -> &'static str {
        "rollout"
    }

    fn label(&self) -> String {
        let r = &self.rollout;
        if r.horizon == HORIZON {
            format!("rollout:{}:{}", r.trials, r.base.name())
        } else {
            format!("rollout:{}:{}:{}", r.trials, r.base.name(), r.horizon)
        }
    }

    fn choose(&mut self, game: &Game<'_>, rng: &mut fastrand::Rng) -> Choice {
        let Some(turn) = game.turn() else {
            return Choice {
                index: 0,
                future36: None,
            };
        };
        let seed = rng.u64(..);
        let set = &turn.plays().plays;
        let mut best: Option<(f64, i32, usize)> = None;
        for (i, p) in set.compact().iter().enumerate() {
            let after = p.result(set.start());
            let mean = self.rollout.estimate(&after, game.rules(), seed).mean;
            let s = structure(&after);
            if best.is_none_or(|(m, bs, _)| mean > m || (mean == m && s > bs)) {
                best = Some((mean, s, i));
            }
        }
        Choice {
            index: best.map_or(0, |b| b.2),
            future36: best.map(|b| (b.0 * 36.0) as i32),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::trictrac::Setup;

    #[test]
    fn the_first_two_throws_are_stratified() {
        let mut seen = std::collections::HashSet::new();
        let mut rng = fastrand::Rng::with_seed(0);
        for t in 0..1296 {
            let a = Rollout::throw(t, 0, &mut rng);
            let b = Rollout::throw(t, 1, &mut rng);
            seen.insert((a.hi(), a.lo(), t % 36, (t / 36) % 36, b.hi(), b.lo()));
        }
        assert_eq!(seen.len(), 1296);
        // each ordered pair once in 36 trials: 6-5 and 5-6 both, 6-6 once
        let firsts: Vec<Roll> = (0..36).map(|t| Rollout::throw(t, 0, &mut rng)).collect();
        let count = |r: (u8, u8)| firsts.iter().filter(|x| (x.hi(), x.lo()) == r).count();
        assert_eq!((count((6, 5)), count((6, 6)), count((1, 1))), (2, 1, 1));
    }

    #[test]
    fn an_estimate_has_its_interval() {
        let e = Estimate::of(&[1.0, 3.0, 5.0, 7.0]);
        assert_eq!(e.mean, 4.0);
        let sd = (20.0f64 / 3.0).sqrt();
        assert!((e.sd - sd).abs() < 1e-12);
        assert!((e.half - 1.96 * sd / 2.0).abs() < 1e-12);
        assert!(e.excludes_zero());
        assert!(!Estimate::of(&[-1.0, 1.0]).excludes_zero());
        assert_eq!(Estimate::of(&[-1.0, 1.0]).trials_needed(), None);
    }

    /// By hand, as in `expectimax.rs`: Black's last checker on F1 bears off on his first
    /// throw (4 points, 6 by a doublet), and the relevé ends: every trial of one throw or of
    /// six is −4 or −6, the 36 first throws stratified: mean −(30 × 4 + 6 × 6) / 36.
    #[test]
    fn a_rollout_counted_by_hand() {
        let rules = Rules::default();
        let mut board = Setup::opening();
        board.white[0] = 0;
        board.white[13] = 15;
        board.black[23] = 0;
        board.black[0] = 1;
        let after = Sided::new(&board, crate::engine::Color::White);
        for horizon in [1, 6] {
            let mut r = Rollout::new(36, horizon, Base::Greedy);
            let e = r.estimate(&after, &rules, 7);
            assert!((e.mean + 156.0 / 36.0).abs() < 1e-12, "{e:?}");
            let d = r.compare(&after, &after, &rules, 7);
            assert_eq!((d.mean, d.half), (0.0, 0.0));
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_figures() {
        let rules = Rules::default();
        let after = Sided::new(&Setup::opening(), crate::engine::Color::White);
        for base in Base::ALL {
            let mut r = Rollout::new(40, 4, base);
            let a = r.estimate(&after, &rules, 3);
            let b = r.estimate(&after, &rules, 3);
            assert_eq!(a, b);
        }
    }
}
