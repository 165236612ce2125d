//! `tournament A over B …` and its `recorded` lines: an author's claim that one player beats
//! another over many games, with the figures of its last run under each evaluator (the player
//! put for `BASE`). `check` reads the recorded figures and gives the verdict they make, without
//! playing (it stays fast); `check --advice` plays each match again (the engine's
//! [`tournament`](crate::engine::trictrac::selfplay::tournament)) and fails where a figure differs from
//! the recorded one.
//!
//! The verdict, from A's mean stake a game and its 95 % interval under each evaluator: an
//! evaluator confirms the claim when the interval lies above zero, refutes it when below,
//! decides nothing when it holds zero. The claim is *confirmed* or *refuted* when at least two
//! evaluators are recorded and all say so; it *depends* on the player when one confirms and
//! another refutes; else it is *undecided*, with the deals each undecided evaluator would need
//! for its interval to shrink to its mean (the deals played, times the square of the ratio of
//! the half-width to the mean). As for an `advice` line, a claim not confirmed fails unless the
//! next line acknowledges that verdict with its reason.

use std::sync::atomic::{AtomicBool, Ordering};

use super::Runner;
use crate::conformance::scenario::ast::{AdviceVerdict, Recorded, Tournament};
use crate::conformance::scenario::report::{AdviceFigures, EvaluatorFigures, TournamentFigures};
use crate::engine::trictrac::game::Form;
use crate::engine::trictrac::selfplay::players::PlayerSpec;
use crate::engine::trictrac::selfplay::tournament::{run, sprt::Sprt, MatchConfig};
use crate::input::diag::Diagnostic;

/// Whether `tournament` lines are played again (`check --advice`).
static REPLAY: AtomicBool = AtomicBool::new(false);

/// Makes the `tournament` lines of the scenarios run after this be played again (or not).
pub fn set_replay_tournaments(on: bool) {
    REPLAY.store(on, Ordering::Relaxed);
}

/// A `tournament` line and the `recorded` lines read after it.
pub(super) struct Pending {
    t: Tournament,
    at: usize,
    recorded: Vec<(Recorded, usize)>,
}

/// What one evaluator's figures say of the claim.
fn says(low: f64, high: f64) -> AdviceVerdict {
    if low > 0.0 {
        AdviceVerdict::Confirmed
    } else if high < 0.0 {
        AdviceVerdict::Refuted
    } else {
        AdviceVerdict::Undecided
    }
}

/// The claim's verdict from its evaluators' (see the module).
#[must_use]
pub fn combine(each: &[AdviceVerdict]) -> AdviceVerdict {
    let all = |v| each.iter().all(|x| *x == v);
    let any = |v| each.contains(&v);
    if each.len() >= 2 && all(AdviceVerdict::Confirmed) {
        AdviceVerdict::Confirmed
    } else if each.len() >= 2 && all(AdviceVerdict::Refuted) {
        AdviceVerdict::Refuted
    } else if any(AdviceVerdict::Confirmed) && any(AdviceVerdict::Refuted) {
        AdviceVerdict::Depends
    } else {
        AdviceVerdict::Undecided
    }
}

/// The player named `name` with `BASE` put for the evaluator `base`.
fn player(name: &str, base: &str) -> String {
    name.replace("BASE", base)
}

impl Runner<'_> {
    pub(super) fn tournament(&mut self, t: &Tournament, at: usize) -> Result<(), Diagnostic> {
        if let Err(e) = t.form.text.parse::<Form>() {
            return Err(self.diag(t.form.offset, e));
        }
        for tok in [&t.a, &t.b] {
            if !tok.text.contains("BASE") {
                return Err(self.diag(
                    tok.offset,
                    format!(
                        "`{}` has no `BASE`: write the player with `BASE` where each recorded \
                         evaluator goes (`bold:BASE`, `BASE+go`)",
                        tok.text
                    ),
                ));
            }
        }
        self.tournament = Some(Pending {
            t: t.clone(),
            at,
            recorded: Vec::new(),
        });
        Ok(())
    }

    pub(super) fn recorded(&mut self, r: &Recorded, at: usize) -> Result<(), Diagnostic> {
        let Some(p) = &self.tournament else {
            return Err(self.diag(at, "expected a `tournament` line before `recorded`"));
        };
        for name in [&p.t.a.text, &p.t.b.text] {
            if let Err(e) = player(name, &r.base.text).parse::<PlayerSpec>() {
                return Err(self.diag(r.base.offset, format!("evaluator `{}`: {e}", r.base.text)));
            }
        }
        if let Some(p) = &mut self.tournament {
            p.recorded.push((r.clone(), at));
        }
        Ok(())
    }

    /// The tournament read so far, judged: its checks and its verdict.
    pub(super) fn finish_tournament(&mut self) {
        let Some(p) = self.tournament.take() else {
            return;
        };
        let t = &p.t;
        let replay = REPLAY.load(Ordering::Relaxed);
        let mut each = Vec::new();
        let mut figures = Vec::new();
        let mut recorded = Vec::new();
        for (r, at) in &p.recorded {
            let parse = |s: &str| s.parse::<f64>().unwrap_or(0.0);
            let (mean, low, high) = (parse(&r.mean), parse(&r.low), parse(&r.high));
            let v = says(low, high);
            each.push(v);
            let shown = |deals: u64, m: &str, l: &str, h: &str| {
                format!("{deals} deals, stake {m} [{l}, {h}]")
            };
            let mut words = format!(
                "{}: {} ({})",
                r.base.text,
                shown(r.deals, &r.mean, &r.low, &r.high),
                v.name()
            );
            let mut needed = None;
            if v == AdviceVerdict::Undecided {
                let half = (high - low) / 2.0;
                words.push_str(&if mean == 0.0 {
                    ", a mean of zero: no number of deals would tell".to_string()
                } else {
                    let need = (r.deals as f64 * (half / mean).powi(2)).ceil();
                    needed = Some(need);
                    format!(", about {need} deals needed")
                });
            }
            recorded.push(EvaluatorFigures {
                base: r.base.text.clone(),
                deals: r.deals,
                mean: r.mean.clone(),
                low: r.low.clone(),
                high: r.high.clone(),
                verdict: v,
                needed,
            });
            figures.push(words);
            if replay {
                let again = self.play_again(t, r);
                let claim = format!(
                    "recorded under {}: {}",
                    r.base.text,
                    shown(r.deals, &r.mean, &r.low, &r.high)
                );
                let (engine, agrees) = match again {
                    Ok((deals, m, l, h)) => {
                        let same = deals == r.deals && m == r.mean && l == r.low && h == r.high;
                        (format!("played again: {}", shown(deals, &m, &l, &h)), same)
                    }
                    Err(e) => (format!("played again: {e}"), false),
                };
                self.check(*at, claim, engine, agrees);
            }
        }
        let verdict = combine(&each);
        let line = self.line_of(p.at);
        let stop = if t.sprt { ", sequential stop" } else { "" };
        let locator = self
            .report
            .front
            .as_ref()
            .map_or(String::new(), |f| format!(" ({})", f.source.locator));
        let claim = format!(
            "the claim{locator} that {} beats {} ({}, seed {}, {} deals at most{stop})",
            t.a.text, t.b.text, t.form.text, t.seed, t.deals
        );
        let engine = if figures.is_empty() {
            "no figures recorded: undecided".to_string()
        } else {
            format!("{}: {}", figures.join("; "), verdict.name())
        };
        self.report.trace.push(format!(
            "line {line}: tournament, {} over {}: {engine}",
            t.a.text, t.b.text
        ));
        self.check(p.at, claim, engine, verdict == AdviceVerdict::Confirmed);
        let figures = AdviceFigures::Tournament(TournamentFigures {
            claim: t.clone(),
            recorded,
        });
        self.push_advice(line, Some(verdict), [0, 0], None, figures);
    }

    /// The match of `t` under the evaluator of `r`, played again: deals, mean, low, high.
    fn play_again(
        &self,
        t: &Tournament,
        r: &Recorded,
    ) -> Result<(u64, String, String, String), String> {
        let spec = |name: &str| {
            player(name, &r.base.text)
                .parse::<PlayerSpec>()
                .map_err(|e| e.to_string())
        };
        let cfg = MatchConfig {
            p: spec(&t.a.text)?,
            q: spec(&t.b.text)?,
            deals: t.deals,
            seed: t.seed,
            rules: self.rules.clone(),
            form: t.form.text.parse()?,
            threads: std::thread::available_parallelism().map_or(1, usize::from),
            sprt: t.sprt.then_some(Sprt::STANDARD),
        };
        let totals = run(&cfg).map_err(|e| e.to_string())?;
        let i = totals
            .mean_stake()
            .ok_or_else(|| "fewer than two deals".to_string())?;
        let f = |x: f64| format!("{x:+.3}");
        Ok((totals.deals, f(i.mean), f(i.low), f(i.high)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use AdviceVerdict::*;

    #[test]
    fn two_evaluators_must_agree() {
        assert_eq!(says(0.1, 0.3), Confirmed);
        assert_eq!(says(-0.3, -0.1), Refuted);
        assert_eq!(says(-0.1, 0.1), Undecided);
        assert_eq!(combine(&[Confirmed, Confirmed]), Confirmed);
        assert_eq!(combine(&[Refuted, Refuted]), Refuted);
        assert_eq!(combine(&[Confirmed, Refuted]), Depends);
        assert_eq!(combine(&[Confirmed, Undecided]), Undecided);
        // one evaluator alone decides nothing
        assert_eq!(combine(&[Confirmed]), Undecided);
        assert_eq!(combine(&[]), Undecided);
    }
}
