//! The advice of a reading: a claim that is a piece of an author's advice (which play is
//! better, when to stay or go) says how it can be checked with an `advice:` annotation, and a
//! claim citing scenarios with `advice` statements takes the verdict their counts give.
//!
//! - `[…](advice:count)`: checkable by counting the 36 throws; it cites the scenario whose
//!   `advice` lines check it, and takes their verdict.
//! - `[…](advice:points)`: needs the expected points of the next throws (an evaluator); like
//!   a count, it takes the verdict of the scenarios it cites (`advice … by points` or `… by
//!   rollout N`), and is uncovered while it cites none.
//! - `[…](advice:tournament)`: needs many games between two policies (a tournament); a claim
//!   citing a scenario with a `tournament` line takes the verdict of its recorded figures.
//! - `[…](advice:remark)`: a general remark, nothing to check.
//!
//! A claim without a verdict is uncovered, counted under the reason its first link names.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::conformance::scenario::ast::AdviceVerdict;

/// How a piece of advice can be checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum AdviceKind {
    /// By counting the 36 throws after each of two plays (an `advice` statement).
    Count,
    /// By the expected points of the next throws: needs an evaluator.
    Points,
    /// By many games between two policies: needs a tournament.
    Tournament,
    /// A general remark: nothing to check.
    Remark,
}

impl AdviceKind {
    /// Every kind, in display order.
    pub const ALL: [AdviceKind; 4] = [
        AdviceKind::Count,
        AdviceKind::Points,
        AdviceKind::Tournament,
        AdviceKind::Remark,
    ];

    /// Its name after `advice:`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            AdviceKind::Count => "count",
            AdviceKind::Points => "points",
            AdviceKind::Tournament => "tournament",
            AdviceKind::Remark => "remark",
        }
    }

    /// Why a claim of this kind has no verdict yet.
    #[must_use]
    pub fn reason(self) -> &'static str {
        match self {
            AdviceKind::Count => "countable, no advice scenario yet",
            AdviceKind::Points => "needs an evaluator (expected points)",
            AdviceKind::Tournament => "needs a tournament",
            AdviceKind::Remark => "a general remark",
        }
    }

    /// The kind named `s` (after `advice:`), else the nearest name when it looks like a typo.
    pub fn parse(s: &str) -> Result<AdviceKind, Option<&'static str>> {
        AdviceKind::ALL
            .into_iter()
            .find(|k| k.name() == s)
            .ok_or_else(|| {
                crate::input::diag::did_you_mean(s, AdviceKind::ALL.iter().map(|k| k.name()))
            })
    }
}

/// Where a piece of advice stands: a verdict of the counts, or uncovered for a reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum AdviceStatus {
    Verdict(AdviceVerdict),
    Uncovered(AdviceKind),
}

impl AdviceStatus {
    /// Its word: the verdict's, or the kind's reason.
    #[must_use]
    pub fn describe(self) -> String {
        match self {
            AdviceStatus::Verdict(v) => v.name().to_string(),
            AdviceStatus::Uncovered(k) => format!("uncovered: {}", k.reason()),
        }
    }

    /// The status of a claim: the verdict of the `advice` statements of the scenarios it
    /// cites when they gave one, else the kind its `advice:` links name (the first), else
    /// none (no advice). One statement refuting the claim refutes it; else one on which it
    /// depends on the player makes it depend, else one undecided leaves it undecided; all
    /// confirmed confirm it.
    #[must_use]
    pub fn of(verdicts: &[AdviceVerdict], kinds: &[AdviceKind]) -> Option<AdviceStatus> {
        let worst = [
            AdviceVerdict::Refuted,
            AdviceVerdict::Depends,
            AdviceVerdict::Undecided,
            AdviceVerdict::Confirmed,
        ]
        .into_iter()
        .find(|v| verdicts.contains(v));
        match (worst, kinds.first()) {
            (Some(v), _) => Some(AdviceStatus::Verdict(v)),
            (None, Some(k)) => Some(AdviceStatus::Uncovered(*k)),
            (None, None) => None,
        }
    }
}

/// A reading's advice claims: how many have each verdict, and how many are uncovered for each
/// reason.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct AdviceTally {
    /// Claims with a verdict, by verdict.
    pub verdicts: BTreeMap<AdviceVerdict, usize>,
    /// Claims without one, by kind.
    pub uncovered: BTreeMap<AdviceKind, usize>,
}

impl AdviceTally {
    /// The tally of these statuses.
    #[must_use]
    pub fn of<'a>(statuses: impl IntoIterator<Item = &'a AdviceStatus>) -> AdviceTally {
        let mut t = AdviceTally::default();
        for s in statuses {
            match s {
                AdviceStatus::Verdict(v) => *t.verdicts.entry(*v).or_insert(0) += 1,
                AdviceStatus::Uncovered(k) => *t.uncovered.entry(*k).or_insert(0) += 1,
            }
        }
        t
    }

    /// The claims with this verdict.
    #[must_use]
    pub fn verdict(&self, v: AdviceVerdict) -> usize {
        self.verdicts.get(&v).copied().unwrap_or(0)
    }

    /// The claims uncovered for this reason.
    #[must_use]
    pub fn uncovered(&self, k: AdviceKind) -> usize {
        self.uncovered.get(&k).copied().unwrap_or(0)
    }

    /// Every advice claim counted.
    #[must_use]
    pub fn total(&self) -> usize {
        self.verdicts.values().sum::<usize>() + self.uncovered.values().sum::<usize>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use AdviceVerdict::*;

    #[test]
    fn a_claim_takes_the_worst_verdict_of_its_statements_else_its_kind() {
        let of = AdviceStatus::of;
        assert_eq!(
            of(&[Confirmed, Confirmed], &[]),
            Some(AdviceStatus::Verdict(Confirmed))
        );
        assert_eq!(
            of(&[Confirmed, Undecided], &[AdviceKind::Count]),
            Some(AdviceStatus::Verdict(Undecided))
        );
        assert_eq!(
            of(&[Undecided, Refuted, Confirmed], &[]),
            Some(AdviceStatus::Verdict(Refuted))
        );
        assert_eq!(
            of(&[], &[AdviceKind::Tournament, AdviceKind::Points]),
            Some(AdviceStatus::Uncovered(AdviceKind::Tournament))
        );
        assert_eq!(of(&[], &[]), None);
    }

    #[test]
    fn kinds_are_read_by_name_with_the_name_meant() {
        assert_eq!(AdviceKind::parse("remark"), Ok(AdviceKind::Remark));
        assert_eq!(AdviceKind::parse("tournamnet"), Err(Some("tournament")));
        assert_eq!(AdviceKind::parse("x"), Err(None));
    }

    #[test]
    fn a_tally_counts_verdicts_and_reasons() {
        let t = AdviceTally::of(&[
            AdviceStatus::Verdict(Confirmed),
            AdviceStatus::Verdict(Confirmed),
            AdviceStatus::Uncovered(AdviceKind::Remark),
        ]);
        assert_eq!(t.verdict(Confirmed), 2);
        assert_eq!(t.verdict(Refuted), 0);
        assert_eq!(t.uncovered(AdviceKind::Remark), 1);
        assert_eq!(t.total(), 3);
    }
}
