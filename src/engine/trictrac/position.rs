//! A validated position: a [`Setup`] that breaks no rule of `board.*`, `move.coin.*`,
//! `move.sortie.all-home` and `jan.sortie` (never both sides borne off).

use std::fmt;

use crate::engine::catalogue::RuleId;
use crate::engine::{
    trictrac::{Fleche, Setup, Sided},
    Color,
};

/// Why a [`Setup`] is not a position that play can reach. Each variant names the rule it
/// enforces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// `board.fleches`: each player has 15 checkers, no more.
    TooManyCheckers { color: Color, count: u32 },
    /// `move.no-opponent`: a flèche holds checkers of one colour only.
    MixedFleche { fleche: Fleche },
    /// `move.coin.enter-together` / `move.coin.leave-together`: a coin is taken and left by two
    /// checkers at once, so it never holds exactly one.
    LoneCheckerOnCoin { color: Color },
    /// `move.coin.never-opponent`: no checker ever rests on the opponent's coin.
    OnOpponentCoin { color: Color },
    /// `move.sortie.all-home`: checkers are borne off only once all 15 are in the jan de retour,
    /// and the next relevé starts with all 15 on the talon; so a player with checkers off has
    /// the rest in his jan de retour.
    BorneOffBeforeHome { color: Color, fleche: Fleche },
    /// `jan.sortie`: no checker on the board, both sides borne off; but the relevé ends when
    /// the first bears off his last, and the next starts with all on the talons.
    NoChecker,
}

impl PositionError {
    /// The rule ID the error enforces.
    #[must_use]
    pub fn rule(&self) -> RuleId {
        match self {
            PositionError::TooManyCheckers { .. } => RuleId::BoardFleches,
            PositionError::MixedFleche { .. } => RuleId::MoveNoOpponent,
            PositionError::LoneCheckerOnCoin { .. } => RuleId::MoveCoinEnterTogether,
            PositionError::OnOpponentCoin { .. } => RuleId::MoveCoinNeverOpponent,
            PositionError::BorneOffBeforeHome { .. } => RuleId::MoveSortieAllHome,
            PositionError::NoChecker => RuleId::JanSortie,
        }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::TooManyCheckers { color, count } => {
                write!(f, "{color} has {count} checkers; a player has 15")
            }
            PositionError::MixedFleche { fleche } => {
                write!(f, "{fleche} holds checkers of both colours")
            }
            PositionError::LoneCheckerOnCoin { color } => {
                write!(f, "a single {color} checker on its coin (a coin is taken by two at once)")
            }
            PositionError::OnOpponentCoin { color } => {
                write!(f, "a {color} checker on the opponent's coin")
            }
            PositionError::BorneOffBeforeHome { color, fleche } => write!(
                f,
                "{color} has checkers borne off but still one on {fleche}, outside its jan de retour"
            ),
            PositionError::NoChecker => f.write_str(
                "no checker on the board: both sides borne off, but the relevé ends when the \
                 first bears off his last",
            ),
        }
    }
}

impl std::error::Error for PositionError {}

/// A legal arrangement of the 30 checkers and the side to play.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    setup: Setup,
}

impl TryFrom<Setup> for Position {
    type Error = PositionError;

    fn try_from(setup: Setup) -> Result<Self, Self::Error> {
        for color in Color::ALL {
            let count = setup.on_board(color);
            if count > 15 {
                return Err(PositionError::TooManyCheckers { color, count });
            }
        }
        for f in Fleche::all() {
            if setup.get(Color::White, f) > 0 && setup.get(Color::Black, f) > 0 {
                return Err(PositionError::MixedFleche { fleche: f });
            }
        }
        for color in Color::ALL {
            let own = Fleche::from_side(color, 12).expect("12 is a flèche");
            let theirs = own.mirror();
            if setup.get(color, own) == 1 {
                return Err(PositionError::LoneCheckerOnCoin { color });
            }
            if setup.get(color, theirs) > 0 {
                return Err(PositionError::OnOpponentCoin { color });
            }
            if setup.on_board(color) < 15 {
                if let Some(f) = Fleche::all()
                    .filter(|f| setup.get(color, *f) > 0)
                    .find(|f| f.for_side(color) < 19)
                {
                    return Err(PositionError::BorneOffBeforeHome { color, fleche: f });
                }
            }
        }
        if Color::ALL.iter().all(|&c| setup.on_board(c) == 0) {
            return Err(PositionError::NoChecker);
        }
        Ok(Position { setup })
    }
}

impl Position {
    /// The opening position, White to play.
    #[must_use]
    pub fn opening() -> Position {
        Position {
            setup: Setup::opening(),
        }
    }

    /// The side to play.
    #[must_use]
    pub fn turn(&self) -> Color {
        self.setup.turn
    }

    /// The same checkers, `color` to play.
    #[must_use]
    pub fn with_turn(&self, color: Color) -> Position {
        let mut setup = self.setup.clone();
        setup.turn = color;
        Position { setup }
    }

    /// Checkers of `color` on `fleche`.
    #[must_use]
    pub fn count(&self, color: Color, fleche: Fleche) -> u8 {
        self.setup.get(color, fleche)
    }

    /// Checkers of `color` already borne off.
    #[must_use]
    pub fn borne_off(&self, color: Color) -> u8 {
        // at most 15 on the board, checked at validation
        15 - self.setup.on_board(color) as u8
    }

    /// The underlying setup.
    #[must_use]
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Colours and flèches swapped; still a legal position.
    #[must_use]
    pub fn mirror(&self) -> Position {
        Position {
            setup: self.setup.mirror(),
        }
    }

    /// The board seen by `color`, in its own direction of travel.
    #[must_use]
    pub fn sided(&self, color: Color) -> Sided {
        Sided::new(&self.setup, color)
    }

    /// Rebuilds a position from a board seen by one side after a legal play, `turn` to play
    /// next. Only the move generator calls it: its plays keep every rule a position checks.
    #[must_use]
    pub(crate) fn from_sided(sided: &Sided, turn: Color) -> Position {
        let mut setup = sided.to_setup();
        setup.turn = turn;
        Position { setup }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fleche(n: u8) -> Fleche {
        Fleche::new(n).expect("1..=24")
    }

    #[test]
    fn each_broken_rule_has_its_error_and_id() {
        let mut too_many = Setup::opening();
        too_many.black[22] = 1;
        let mut mixed = Setup::opening();
        mixed.white[0] = 14;
        mixed.white[23] = 1;
        let mut lone = Setup::opening();
        lone.white[0] = 14;
        lone.white[11] = 1;
        let mut theirs = Setup::opening();
        theirs.white[0] = 13;
        theirs.white[12] = 2;
        let mut early = Setup::empty();
        early.white[17] = 1;
        early.white[22] = 13;
        early.black[23] = 15;
        let cases = [
            (
                too_many,
                RuleId::BoardFleches,
                "black has 16 checkers; a player has 15",
            ),
            (
                mixed,
                RuleId::MoveNoOpponent,
                "F24 holds checkers of both colours",
            ),
            (
                lone,
                RuleId::MoveCoinEnterTogether,
                "a single white checker on its coin (a coin is taken by two at once)",
            ),
            (
                theirs,
                RuleId::MoveCoinNeverOpponent,
                "a white checker on the opponent's coin",
            ),
            (
                early,
                RuleId::MoveSortieAllHome,
                "white has checkers borne off but still one on F18, outside its jan de retour",
            ),
        ];
        for (setup, rule, text) in cases {
            let err = setup.validate().expect_err(text);
            assert_eq!(err.rule(), rule, "{text}");
            assert_eq!(err.to_string(), text);
        }
    }

    #[test]
    fn a_black_player_is_judged_in_his_own_frame() {
        // Black's coin is F13, White's F12; Black's jan de retour is F1..F6
        let mut lone = Setup::opening();
        lone.black[23] = 14;
        lone.black[12] = 1;
        assert!(matches!(
            lone.validate(),
            Err(PositionError::LoneCheckerOnCoin {
                color: Color::Black
            })
        ));
        let mut home = Setup::opening();
        home.black[23] = 0;
        home.black[5] = 14;
        assert!(home.clone().validate().is_ok());
        home.black[5] = 13;
        home.black[6] = 1;
        assert_eq!(
            home.validate(),
            Err(PositionError::BorneOffBeforeHome {
                color: Color::Black,
                fleche: fleche(7)
            })
        );
    }

    #[test]
    fn a_position_reads_back_its_checkers_and_turn() {
        let mut s = Setup::empty();
        s.white[18] = 3;
        s.white[22] = 10;
        s.black[23] = 15;
        let p = s.clone().validate().expect("legal");
        assert_eq!(p.turn(), Color::White);
        assert_eq!(p.with_turn(Color::Black).turn(), Color::Black);
        assert_eq!(p.with_turn(Color::Black).setup().white, s.white);
        assert_eq!(p.count(Color::White, fleche(19)), 3);
        assert_eq!(p.count(Color::Black, fleche(24)), 15);
        assert_eq!(
            (p.borne_off(Color::White), p.borne_off(Color::Black)),
            (2, 0)
        );
        let m = p.mirror();
        assert_eq!(m.turn(), Color::Black);
        assert_eq!(m.count(Color::Black, fleche(6)), 3);
        assert_eq!(m.borne_off(Color::Black), 2);
        let back = Position::from_sided(&p.sided(Color::Black), Color::Black);
        assert_eq!(back, p.with_turn(Color::Black));
        assert_eq!(Position::opening().setup(), &Setup::opening());
    }
}
