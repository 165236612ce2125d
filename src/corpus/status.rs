//! The status of a claim, from the statuses of the scenarios it cites.

use serde::Serialize;

use crate::conformance::scenario::Status;

/// How the engine stands on a claim of a reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClaimStatus {
    /// Every cited scenario is confirmed.
    Confirmed,
    /// Every cited scenario agrees, at least one through a documented divergence.
    Divergent,
    /// A cited scenario fails, is invalid, or does not exist.
    Failing,
    /// Nothing disagrees, but a cited scenario is pending.
    Pending,
    /// No scenario is cited: the claim is not tested.
    Uncovered,
}

impl ClaimStatus {
    /// All statuses, in display order.
    pub const ALL: [ClaimStatus; 5] = [
        ClaimStatus::Confirmed,
        ClaimStatus::Divergent,
        ClaimStatus::Failing,
        ClaimStatus::Pending,
        ClaimStatus::Uncovered,
    ];

    /// Lower-case name, also the CSS class.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            ClaimStatus::Confirmed => "confirmed",
            ClaimStatus::Divergent => "divergent",
            ClaimStatus::Failing => "failing",
            ClaimStatus::Pending => "pending",
            ClaimStatus::Uncovered => "uncovered",
        }
    }

    /// The status of a claim citing scenarios of these statuses (`None`: no such scenario).
    #[must_use]
    pub fn of(scenarios: &[Option<Status>]) -> ClaimStatus {
        if scenarios.is_empty() {
            return ClaimStatus::Uncovered;
        }
        let has = |s: Status| scenarios.contains(&Some(s));
        if scenarios.contains(&None) || has(Status::Failing) || has(Status::Invalid) {
            ClaimStatus::Failing
        } else if has(Status::Pending) {
            ClaimStatus::Pending
        } else if has(Status::Divergence) {
            ClaimStatus::Divergent
        } else {
            ClaimStatus::Confirmed
        }
    }

    /// Rank for summarising several claims about one rule in one cell: a failure shows first,
    /// then the strongest evidence.
    #[must_use]
    pub fn cell_rank(self) -> u8 {
        match self {
            ClaimStatus::Failing => 0,
            ClaimStatus::Confirmed => 1,
            ClaimStatus::Divergent => 2,
            ClaimStatus::Pending => 3,
            ClaimStatus::Uncovered => 4,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claim_status_from_scenarios() {
        use Status::*;
        assert_eq!(ClaimStatus::of(&[]), ClaimStatus::Uncovered);
        assert_eq!(ClaimStatus::of(&[Some(Confirmed)]), ClaimStatus::Confirmed);
        assert_eq!(
            ClaimStatus::of(&[Some(Confirmed), Some(Divergence)]),
            ClaimStatus::Divergent
        );
        assert_eq!(
            ClaimStatus::of(&[Some(Divergence), Some(Pending)]),
            ClaimStatus::Pending
        );
        assert_eq!(
            ClaimStatus::of(&[Some(Pending), Some(Invalid)]),
            ClaimStatus::Failing
        );
        assert_eq!(
            ClaimStatus::of(&[Some(Confirmed), None]),
            ClaimStatus::Failing
        );
    }
}
