//! `advice prefer A over B by more|fewer chances EVENT`: an author's advice put to the count.
//! Both plays of the roll being examined are judged on the board it was thrown from (a check
//! each, as `chances … after` does), the 36 next throws of the side counted on the board each
//! play leaves, and the two counts compared: *confirmed* when they side with the author,
//! *refuted* when they side against him, *undecided* when they are equal. A claim the counts do
//! not confirm fails unless the next line acknowledges that very verdict with its reason
//! (`acknowledge refuted reason "…"`): the file keeps the author's claim, never the engine's.

use super::chances::EventCount;
use super::Runner;
use crate::conformance::scenario::ast::{Advice, AdviceVerdict, Direction};
use crate::conformance::scenario::report::{AdviceResult, Divergence, Verdict};
use crate::input::diag::Diagnostic;

impl Runner<'_> {
    pub(super) fn advice(&mut self, a: &Advice, at: usize) -> Result<(), Diagnostic> {
        let Some(turn) = self.game.turn() else {
            return Err(self.diag(at, "expected a `roll` line before `advice`"));
        };
        let roller = turn.color();
        let Some((side, _)) = a.event.chance() else {
            return Err(self.diag(at, "expected a chance event after `chances`"));
        };
        let thrower = a.thrower.unwrap_or(side);
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
        self.report.advice.push(AdviceResult {
            line,
            verdict,
            preferred,
            other,
            acknowledged: None,
            check: self.report.checks.len() - 1,
        });
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
