//! `advice prefer A over B by more|fewer chances EVENT`: an author's advice put to the count.
//! Both plays of the roll being examined are judged on the board it was thrown from (a check
//! each, as `chances … after` does), the 36 next throws of the side counted on the board each
//! play leaves, and the two counts compared: *confirmed* when they side with the author,
//! *refuted* when they side against him, *undecided* when they are equal. A claim the counts do
//! not confirm fails unless the next line acknowledges that very verdict with its reason
//! (`acknowledge refuted reason "…"`): the file keeps the author's claim, never the engine's.
//!
//! `advice … by points` values the two boards by the 1-ply and the 2-ply evaluators
//! ([`OnePly`], [`Expectimax`]) and gives *depends* when they disagree; `advice … by rollout
//! N` rolls them out on the same dice ([`Rollout::compare`]) and decides only when the 95 %
//! interval of the difference leaves out zero (docs/scenario-format.md).

use super::chances::EventCount;
use super::Runner;
use crate::conformance::scenario::ast::{Advice, AdviceVerdict, Direction, Measure};
use crate::conformance::scenario::report::{
    AdviceDetail, AdviceFigures, AdviceResult, ComparedPlays, Divergence, DrawnPlay, Verdict,
};
use crate::engine::trictrac::selfplay::players::{Base, Expectimax, OnePly, Rollout, HORIZON};
use crate::input::diag::Diagnostic;

/// The seed of the rollouts of `advice … by rollout N` (the same figures on every run).
pub const ROLLOUT_SEED: u64 = 24;

/// The base player of the rollouts of `advice … by rollout N`.
pub const ROLLOUT_BASE: Base = Base::Greedy;

/// The verdict of two evaluators' differences (the author's play less the other, each in its
/// own unit): *confirmed* when both prefer the author's play, *refuted* when both prefer the
/// other, *depends* (on the player) when one prefers each, *undecided* when either finds the
/// two exactly equal: the rule of [`combine`](super::tournament::combine), each difference read
/// as one evaluator's verdict.
#[must_use]
pub fn of_two_evaluators(d1: i64, d2: i64) -> AdviceVerdict {
    super::tournament::combine(&[of_difference(d1), of_difference(d2)])
}

/// What one evaluator's difference (the author's play less the other) says of the claim.
#[must_use]
pub fn of_difference(d: i64) -> AdviceVerdict {
    match d.signum() {
        1 => AdviceVerdict::Confirmed,
        -1 => AdviceVerdict::Refuted,
        _ => AdviceVerdict::Undecided,
    }
}

/// Points in 1296ths as a decimal number of points.
fn points(v1296: i64) -> String {
    format!("{:+.3}", v1296 as f64 / 1296.0)
}

impl Runner<'_> {
    pub(super) fn advice(&mut self, a: &Advice, at: usize) -> Result<(), Diagnostic> {
        if a.measure != Measure::Chances {
            return self.advice_by_evaluator(a, at);
        }
        let Some(turn) = self.game.turn() else {
            return Err(self.diag(at, "expected a `roll` line before `advice`"));
        };
        let roller = turn.color();
        let Some((side, _)) = a.event.chance() else {
            return Err(self.diag(at, "expected a chance event after `chances`"));
        };
        let thrower = a.thrower.unwrap_or(side);
        let compared = self.compared(a, at);
        let mut counts = Vec::new();
        for (moves, whose) in [
            (&a.prefer, "the play the author prefers"),
            (&a.over, "the other play"),
        ] {
            let count = match self.after_play(thrower, moves, at, "`advice`")? {
                Some(pos) => Some(self.count_event(&a.event, &pos, at)?),
                None => None,
            };
            if let Some(EventCount::Counted { what, .. }) = &count {
                let label = format!(
                    "after {}, {whose}: the chances {what}",
                    self.moves_text(roller, moves)
                );
                if let Some(k) = self.frame_game().and_then(|g| g.counted.last_mut()) {
                    k.label = Some(label);
                }
            }
            counts.push(count);
        }
        // an advice opens no chance block: `expect chances` lines need their own
        self.chances = None;
        self.after_illegal = false;
        let more = match a.direction {
            Direction::More => "more",
            Direction::Fewer => "fewer",
        };
        let plays = [
            self.moves_text(roller, &a.prefer),
            self.moves_text(roller, &a.over),
        ];
        let by = if thrower == side {
            String::new()
        } else {
            format!(", {thrower} throwing")
        };
        let author = self.author.clone();
        let claim = |what: &str| {
            format!(
                "{author} prefers {} to {} for {more} chances {what}{by}",
                plays[0], plays[1]
            )
        };
        let line = self.line_of(at);
        let mut figures = AdviceFigures::None;
        let (verdict, preferred, other) = match (&counts[0], &counts[1]) {
            (
                Some(EventCount::Counted { what, n: na }),
                Some(EventCount::Counted { n: nb, .. }),
            ) => {
                let (na, nb) = (*na, *nb);
                let v = AdviceVerdict::of_counts(na, nb, a.direction);
                let engine = format!("{na} against {nb}: {}", v.name());
                self.report.trace.push(format!(
                    "line {line}: advice, {more} chances {what}{by}: {} leaves {na}, {} leaves {nb}: {}",
                    plays[0],
                    plays[1],
                    v.name()
                ));
                let c = claim(what);
                if let Some(g) = self.roll_frame() {
                    g.advice.push(c.clone());
                }
                self.check(at, c, engine, v == AdviceVerdict::Confirmed);
                figures = AdviceFigures::Chances {
                    what: what.clone(),
                    direction: a.direction,
                };
                (Some(v), na, nb)
            }
            (Some(EventCount::NotAJan { what }), _) | (_, Some(EventCount::NotAJan { what })) => {
                let c = claim(what);
                self.unchecked(at, c, "not checked: this rule is not a scored jan");
                (None, 0, 0)
            }
            _ => {
                let c = format!("{author} prefers {} to {}", plays[0], plays[1]);
                self.unchecked(at, c, "not checked: a play is illegal");
                (None, 0, 0)
            }
        };
        self.push_advice(line, verdict, [preferred, other], compared, figures);
        Ok(())
    }

    /// The two plays of `a`, on the board of the roll being examined, for its card.
    fn compared(&self, a: &Advice, at: usize) -> Option<ComparedPlays> {
        let turn = self.game.turn()?;
        let roller = turn.color();
        let line = self.line_of(at);
        let drawn = |moves: &[Vec<_>]| {
            (
                self.moves_text(roller, moves),
                DrawnPlay {
                    line,
                    moves: self.drawn_moves(roller, moves),
                    correction: false,
                },
            )
        };
        Some(ComparedPlays {
            setup: turn.position().setup().clone(),
            roller,
            roll: turn.roll(),
            notation: self.notation,
            plays: [drawn(&a.prefer), drawn(&a.over)],
        })
    }

    /// Records the verdict of the advice on `line` (its check the last one made), the chances
    /// `counts` of each play (`[0, 0]` unless counted), and what it rests on.
    pub(super) fn push_advice(
        &mut self,
        line: usize,
        verdict: Option<AdviceVerdict>,
        counts: [u32; 2],
        plays: Option<ComparedPlays>,
        figures: AdviceFigures,
    ) {
        self.report.advice_detail.push(AdviceDetail {
            line,
            plays,
            figures,
        });
        self.report.advice.push(AdviceResult {
            line,
            verdict,
            preferred: counts[0],
            other: counts[1],
            acknowledged: None,
            check: self.report.checks.len() - 1,
        });
    }

    /// `advice … by points` or `… by rollout N`: both plays judged, the boards they leave
    /// valued by the evaluators, the verdict given (see docs/scenario-format.md).
    fn advice_by_evaluator(&mut self, a: &Advice, at: usize) -> Result<(), Diagnostic> {
        let Some(turn) = self.game.turn() else {
            return Err(self.diag(at, "expected a `roll` line before `advice`"));
        };
        let roller = turn.color();
        let compared = self.compared(a, at);
        let mut boards = Vec::new();
        for moves in [&a.prefer, &a.over] {
            let pos = self.after_play(roller.opposite(), moves, at, "`advice`")?;
            boards.push(pos.map(|p| p.sided(roller)));
        }
        self.chances = None;
        self.after_illegal = false;
        let plays = [
            self.moves_text(roller, &a.prefer),
            self.moves_text(roller, &a.over),
        ];
        let author = self.author.clone();
        let line = self.line_of(at);
        let what = match a.measure {
            Measure::Rollout { trials } => format!("by a rollout of {trials} trials"),
            _ => "in expected points".to_string(),
        };
        let claim = format!("{author} prefers {} to {} {what}", plays[0], plays[1]);
        let (Some(pa), Some(pb)) = (&boards[0], &boards[1]) else {
            self.unchecked(at, claim, "not checked: a play is illegal");
            self.push_advice(line, None, [0, 0], compared, AdviceFigures::None);
            return Ok(());
        };
        let rules = self.rules;
        let (verdict, engine, figures) = match a.measure {
            Measure::Rollout { trials } => {
                let mut r = Rollout::new(trials, HORIZON, ROLLOUT_BASE);
                let e = r.compare(pa, pb, rules, ROLLOUT_SEED);
                let v = if !e.excludes_zero() {
                    AdviceVerdict::Undecided
                } else if e.mean > 0.0 {
                    AdviceVerdict::Confirmed
                } else {
                    AdviceVerdict::Refuted
                };
                let need = match (v, e.trials_needed()) {
                    (AdviceVerdict::Undecided, Some(n)) => {
                        format!(" (about {n} trials would decide)")
                    }
                    (AdviceVerdict::Undecided, None) => " (no difference at all)".to_string(),
                    _ => String::new(),
                };
                let (lo, hi) = e.interval();
                let figures = AdviceFigures::Rollout {
                    mean: e.mean,
                    low: lo,
                    high: hi,
                    trials: e.n,
                    horizon: HORIZON,
                    base: ROLLOUT_BASE.name(),
                    seed: ROLLOUT_SEED,
                    needed: (v == AdviceVerdict::Undecided)
                        .then(|| e.trials_needed())
                        .flatten(),
                };
                (
                    v,
                    format!(
                        "{} less {}: {:+.3} points, 95 % interval [{lo:+.3}, {hi:+.3}] over {} \
                         trials of {HORIZON} throws by {}, seed {ROLLOUT_SEED}: {}{need}",
                        plays[0],
                        plays[1],
                        e.mean,
                        e.n,
                        ROLLOUT_BASE.name(),
                        v.name()
                    ),
                    figures,
                )
            }
            _ => {
                let mut one = OnePly::default();
                let (a1, b1) = (one.future36(pa, rules), one.future36(pb, rules));
                let mut two = Expectimax::default();
                let (a2, b2) = (two.value1296(pa, rules), two.value1296(pb, rules));
                let v = of_two_evaluators(i64::from(a1 - b1), a2 - b2);
                let figures = AdviceFigures::Points {
                    depth1: [f64::from(a1) / 36.0, f64::from(b1) / 36.0],
                    depth2: [a2 as f64 / 1296.0, b2 as f64 / 1296.0],
                    each: [of_difference(i64::from(a1 - b1)), of_difference(a2 - b2)],
                };
                (
                    v,
                    format!(
                        "depth 1: {} against {}; depth 2: {} against {} (points): {}",
                        points(36 * i64::from(a1)),
                        points(36 * i64::from(b1)),
                        points(a2),
                        points(b2),
                        v.name()
                    ),
                    figures,
                )
            }
        };
        self.report
            .trace
            .push(format!("line {line}: advice, {what}: {engine}"));
        if let Some(g) = self.roll_frame() {
            g.advice.push(claim.clone());
        }
        self.check(at, claim, engine, verdict == AdviceVerdict::Confirmed);
        self.push_advice(line, Some(verdict), [0, 0], compared, figures);
        Ok(())
    }

    /// `acknowledge VERDICT reason "…"` after an `advice` line: the verdict the counts give,
    /// stated with why the file keeps the author's claim. The advice's check then agrees, as a
    /// documented divergence; an acknowledgement of another verdict than the counts' fails it.
    pub(super) fn acknowledge(
        &mut self,
        stated: AdviceVerdict,
        reason: &str,
        at: usize,
    ) -> Result<(), Diagnostic> {
        let last = self.report.checks.len().checked_sub(1);
        let Some(result) = self
            .report
            .advice
            .last_mut()
            .filter(|r| Some(r.check) == last && r.acknowledged.is_none())
        else {
            return Err(self.diag(
                at,
                "expected an `advice` line just before `acknowledge` (one acknowledgement each)",
            ));
        };
        result.acknowledged = Some(reason.to_string());
        let Some(verdict) = result.verdict else {
            // nothing was counted: the advice stays unchecked
            return Ok(());
        };
        let check = &mut self.report.checks[result.check];
        if verdict == stated {
            check.verdict = Verdict::Agrees;
            check.divergence = Some(Divergence {
                text: check.claim.clone(),
                reason: reason.to_string(),
            });
        } else {
            check.verdict = Verdict::Disagrees;
            check.engine = match verdict {
                AdviceVerdict::Confirmed => format!(
                    "{}, which needs no acknowledgement (the file acknowledges it {})",
                    check.engine,
                    stated.name()
                ),
                _ => format!(
                    "{} (the file acknowledges it {})",
                    check.engine,
                    stated.name()
                ),
            };
        }
        Ok(())
    }

    /// Whether the last check is an `advice` line's (a `divergence` cannot follow it).
    pub(super) fn last_check_is_advice(&self) -> bool {
        let last = self.report.checks.len().checked_sub(1);
        self.report
            .advice
            .last()
            .is_some_and(|r| Some(r.check) == last)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_evaluators_confirm_refute_or_depend() {
        use AdviceVerdict::*;
        assert_eq!(of_two_evaluators(3, 1), Confirmed);
        assert_eq!(of_two_evaluators(-3, -1), Refuted);
        assert_eq!(of_two_evaluators(3, -1), Depends);
        assert_eq!(of_two_evaluators(-3, 1), Depends);
        assert_eq!(of_two_evaluators(0, 5), Undecided);
        assert_eq!(of_two_evaluators(5, 0), Undecided);
        assert_eq!(of_two_evaluators(0, 0), Undecided);
        assert_eq!(points(-1296 * 3 / 2), "-1.500");
    }
}
