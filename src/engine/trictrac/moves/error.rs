//! Why a play is not legal. Each variant names the rule it enforces; a fausse case
//! (`move.fausse-case`) is judged by these.

use std::fmt;

use crate::engine::catalogue::RuleId;

/// The rule a play breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveError {
    /// `move.no-opponent`: a checker would come to rest on a flèche holding opponent checkers.
    NoOpponent,
    /// `move.tout-d-une`: a tout d'une whose resting flèche holds opponent checkers.
    ToutDuneBlocked,
    /// `move.coin.never-opponent`: a checker would rest on the opponent's coin.
    OpponentCoin,
    /// `move.coin.enter-together`: the coin would hold a single checker after being empty.
    CoinEnteredAlone,
    /// `move.coin.leave-together`: the coin would keep a single checker.
    CoinLeftAlone,
    /// `move.coin.par-puissance`: the coin is taken par puissance only when the opponent's coin
    /// is empty, one's own is empty, and (in the readings that say so) it cannot be taken
    /// naturally.
    ParPuissance,
    /// `move.retour.closed-jans`: a checker would rest in a quarter of the opponent's side that
    /// he can still fill.
    ClosedJan,
    /// `move.sortie.all-home`: a checker borne off before all fifteen are in the jan de retour.
    NotAllHome,
    /// `move.sortie.parisian`: an excédant number bears off the farthest checker only, and no
    /// number is played inside to make the other excédant.
    ParisianExit,
    /// `move.sortie.provincial`: what can be played inside must be, and two non-excédant
    /// numbers are never joined to bear off.
    ProvincialExit,
    /// `move.both-numbers`: both numbers are played when possible, else the higher.
    BothNumbers,
    /// `jan.fill.obligatory`: a player who can fill a jan must.
    FillObligatory,
    /// `jan.conserve`: a player who can keep a full jan must.
    Conserve,
    /// `dice.roll`: the moves do not match the numbers thrown.
    NotTheDice,
    /// `move.touched`: a checker touched (without "j'adoube") is not played though a legal
    /// play could play it (Lepeintre r.17, r.30).
    Touched,
}

impl MoveError {
    /// The rule ID.
    #[must_use]
    pub fn rule(self) -> RuleId {
        match self {
            MoveError::NoOpponent => RuleId::MoveNoOpponent,
            MoveError::ToutDuneBlocked => RuleId::MoveToutDUne,
            MoveError::OpponentCoin => RuleId::MoveCoinNeverOpponent,
            MoveError::CoinEnteredAlone => RuleId::MoveCoinEnterTogether,
            MoveError::CoinLeftAlone => RuleId::MoveCoinLeaveTogether,
            MoveError::ParPuissance => RuleId::MoveCoinParPuissance,
            MoveError::ClosedJan => RuleId::MoveRetourClosedJans,
            MoveError::NotAllHome => RuleId::MoveSortieAllHome,
            MoveError::ParisianExit => RuleId::MoveSortieParisian,
            MoveError::ProvincialExit => RuleId::MoveSortieProvincial,
            MoveError::BothNumbers => RuleId::MoveBothNumbers,
            MoveError::FillObligatory => RuleId::JanFillObligatory,
            MoveError::Conserve => RuleId::JanConserve,
            MoveError::NotTheDice => RuleId::DiceRoll,
            MoveError::Touched => RuleId::MoveTouched,
        }
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            MoveError::NoOpponent => "a checker would rest on a flèche held by the opponent",
            MoveError::ToutDuneBlocked => "the resting flèche of the tout d'une is held by the opponent",
            MoveError::OpponentCoin => "no checker may rest on the opponent's coin",
            MoveError::CoinEnteredAlone => "the coin is taken by two checkers at once, never by one",
            MoveError::CoinLeftAlone => "the last two checkers of the coin leave it together",
            MoveError::ParPuissance => "the coin cannot be taken par puissance here",
            MoveError::ClosedJan => "the opponent can still fill that quarter, so no checker may rest there",
            MoveError::NotAllHome => "checkers are borne off only once all fifteen are in the jan de retour",
            MoveError::ParisianExit => "an excédant number bears off only the farthest checker, and is not made excédant by playing the other number inside",
            MoveError::ProvincialExit => "a number that can be played inside must be, and two non-excédant numbers are not joined to bear off",
            MoveError::BothNumbers => "both numbers must be played when possible, else the higher",
            MoveError::FillObligatory => "a jan that can be filled must be filled",
            MoveError::Conserve => "a full jan that can be kept must be kept",
            MoveError::NotTheDice => "these moves do not match the numbers thrown",
            MoveError::Touched => "a checker touched must be played when it can be",
        };
        write!(f, "{text} ({})", self.rule())
    }
}

impl std::error::Error for MoveError {}

#[cfg(test)]
mod tests {
    use super::MoveError;

    #[test]
    fn each_move_error_says_what_is_wrong_and_names_its_rule() {
        let all = [
            MoveError::NoOpponent,
            MoveError::ToutDuneBlocked,
            MoveError::OpponentCoin,
            MoveError::CoinEnteredAlone,
            MoveError::CoinLeftAlone,
            MoveError::ParPuissance,
            MoveError::ClosedJan,
            MoveError::NotAllHome,
            MoveError::ParisianExit,
            MoveError::ProvincialExit,
            MoveError::BothNumbers,
            MoveError::FillObligatory,
            MoveError::Conserve,
            MoveError::NotTheDice,
            MoveError::Touched,
        ];
        let mut seen = std::collections::HashSet::new();
        for e in all {
            let text = e.to_string();
            assert!(text.ends_with(&format!(" ({})", e.rule())), "{text}");
            assert!(text.len() > e.rule().to_string().len() + 20, "{text}");
            assert!(seen.insert(text.clone()), "said twice: {text}");
        }
        assert_eq!(
            MoveError::ParPuissance.to_string(),
            "the coin cannot be taken par puissance here (move.coin.par-puissance)"
        );
    }
}
