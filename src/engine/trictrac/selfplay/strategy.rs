//! Self-play's two players by their old names: one player for both sides.

use super::players::{Going, PlaySpec, PlayerSpec};

/// How a self-play player chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    /// Any legal play, any choice to go or stay, uniformly at random (`random+random`).
    Random,
    /// The play that leaves the most full jans, then the most cases and the fewest demi-cases;
    /// always stays after a trou (`greedy+stay`).
    Greedy,
}

impl Strategy {
    /// The player it names.
    #[must_use]
    pub fn player(self) -> PlayerSpec {
        match self {
            Strategy::Random => PlayerSpec::new(PlaySpec::Random, Going::Random),
            Strategy::Greedy => PlayerSpec::new(PlaySpec::Greedy, Going::Stay),
        }
    }
}
