//! The game's state and its transitions, in one place for every driver (the scenario runner,
//! self-play, `replay`): the board, the marks, whose turn it is, each side's roll number in
//! the relevé, the coin just taken, each side's first roll of the relevé, and the roll being
//! played ([`Turn`]: its score, the checkers touched, the play and how it was judged, what
//! each side declared).
//!
//! A roll goes: [`Game::roll`] (scored), then any of [`Game::touch`], [`Game::play`] (judged,
//! `move.touched` included) or [`Game::play_legal`], [`Game::correct`], [`Game::accept`], the
//! declarations, [`Game::go`]; then [`Game::close`] marks it ([`mark_roll`]) and ends the
//! relevé on going or a sortie ([`releve`]), or [`Game::pour_tout`] plays the throw that bore
//! off the last checker again from the talon. The rule options are read here, not by the
//! drivers.

mod partie;
mod play;
pub mod releve;
mod stated;
#[cfg(test)]
mod tests;
mod turn;

pub use partie::{Form, Marque, Outcome, Partie};
pub use play::Refusal;
pub use releve::{Closed, ReleveEnd};
pub use stated::StatedMarks;
pub use turn::Turn;

use std::fmt;

use crate::engine::trictrac::jans::Context;
use crate::engine::trictrac::marking::{mark_roll, Marked, Marks};
use crate::engine::{
    trictrac::{generate, Position, PositionError, Rules, Setup},
    Color, Roll,
};

fn idx(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// A transition asked for out of turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// No roll is being played.
    NoRoll,
    /// The roll has no play yet.
    NoPlay,
    /// Checkers touched once the play is made.
    PlayedAlready,
    /// Trous declared by the roller's opponent: only the roller marks trous on his roll.
    TrousOfOpponent,
    /// No legal play of that number.
    NoSuchPlay,
    /// The board is not a legal position.
    Position(PositionError),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::NoRoll => write!(f, "no roll is being played"),
            GameError::NoPlay => write!(f, "the roll has no play yet"),
            GameError::PlayedAlready => write!(f, "the play is already made"),
            GameError::TrousOfOpponent => write!(f, "only the roller declares trous"),
            GameError::NoSuchPlay => write!(f, "no such legal play"),
            GameError::Position(e) => write!(f, "{e} ({})", e.rule()),
        }
    }
}

impl std::error::Error for GameError {}

/// The state of a game under one reading of the rules.
#[derive(Debug, Clone)]
pub struct Game<'r> {
    rules: &'r Rules,
    board: Setup,
    marks: Marks,
    to_play: Option<Color>,
    roll_numbers: [Option<u32>; 2],
    coin_just_taken: [bool; 2],
    first_rolls: [Option<Roll>; 2],
    turn: Option<Turn>,
}

impl<'r> Game<'r> {
    /// A game on `board`, marks at zero, roll numbers unknown (no rare jan of the start of a
    /// relevé is scored until they are given).
    #[must_use]
    pub fn at(board: Setup, rules: &'r Rules) -> Game<'r> {
        Game {
            rules,
            board,
            marks: Marks::default(),
            to_play: None,
            roll_numbers: [None, None],
            coin_just_taken: [false, false],
            first_rolls: [None, None],
            turn: None,
        }
    }

    /// A new game: both talons set, `first` to throw his first roll of the relevé.
    #[must_use]
    pub fn opening(first: Color, rules: &'r Rules) -> Game<'r> {
        let mut g = Game::at(Setup::opening(), rules);
        g.roll_numbers = [Some(1), Some(1)];
        g.to_play = Some(first);
        g
    }

    /// The rules the game is played under.
    #[must_use]
    pub fn rules(&self) -> &'r Rules {
        self.rules
    }

    /// The board (after the play of the current roll, if made).
    #[must_use]
    pub fn board(&self) -> &Setup {
        &self.board
    }

    /// The board, to be set up by hand (a scenario's position lines).
    pub fn board_mut(&mut self) -> &mut Setup {
        &mut self.board
    }

    /// A new position: the open roll must be closed first; the marks start from zero, and no
    /// coin counts as just taken (a position has no previous roll unless one is stated).
    pub fn set_up(&mut self, board: Setup) {
        self.turn = None;
        self.board = board;
        self.marks = Marks::default();
        self.coin_just_taken = [false, false];
    }

    /// The marks, as they stood before the current roll.
    #[must_use]
    pub fn marks(&self) -> Marks {
        self.marks
    }

    /// Who throws next, when known.
    #[must_use]
    pub fn to_play(&self) -> Option<Color> {
        self.to_play
    }

    /// `color`'s roll number in the relevé (1 = his first throw), when known.
    #[must_use]
    pub fn roll_number(&self, color: Color) -> Option<u32> {
        self.roll_numbers[idx(color)]
    }

    /// States `color`'s roll number in the relevé.
    pub fn set_roll_number(&mut self, color: Color, n: u32) {
        self.roll_numbers[idx(color)] = Some(n);
    }

    /// States that `color` took his coin on his previous roll.
    pub fn set_coin_just_taken(&mut self, color: Color) {
        self.coin_just_taken[idx(color)] = true;
    }

    /// The roll being played.
    #[must_use]
    pub fn turn(&self) -> Option<&Turn> {
        self.turn.as_ref()
    }

    fn turn_mut(&mut self) -> Result<&mut Turn, GameError> {
        self.turn.as_mut().ok_or(GameError::NoRoll)
    }

    /// The board as a legal position, `turn` to play.
    pub fn position(&self, turn: Color) -> Result<Position, PositionError> {
        let mut s = self.board.clone();
        s.turn = turn;
        s.validate()
    }

    /// `color` throws `roll`: the roll is scored with what the game knows of its history
    /// (roll number, coin just taken, the opponent's first roll). A roll still open is closed
    /// first.
    pub fn roll(&mut self, color: Color, roll: Roll) -> Result<&Turn, GameError> {
        self.close();
        let pos = self.position(color).map_err(GameError::Position)?;
        let i = idx(color);
        let ctx = Context {
            roll_number: self.roll_numbers[i],
            coin_just_taken: self.coin_just_taken[i],
            opponent_first_roll: self.first_rolls[1 - i],
        };
        if self.roll_numbers[i] == Some(1) {
            self.first_rolls[i] = Some(roll);
        }
        let score = crate::engine::trictrac::score(&pos, color, roll, &ctx, self.rules);
        let plays = generate(&pos.sided(color), roll, self.rules);
        self.to_play = Some(color);
        Ok(self
            .turn
            .insert(Turn::new(color, roll, pos, score, plays, self.marks)))
    }

    /// The marking of the current roll with what is known of it so far.
    #[must_use]
    pub fn marked(&self) -> Option<Marked> {
        self.turn.as_ref().map(|t| self.marking(t))
    }

    fn marking(&self, t: &Turn) -> Marked {
        let m = mark_roll(&t.marks_before, &t.score, t.declared(), t.go, self.rules);
        self.pour_tout_choice(t, m)
    }

    /// The roller goes away (`mark.sen-aller`) if the marking of his roll lets him.
    pub fn go(&mut self) -> Result<(), GameError> {
        self.turn_mut()?.go = true;
        Ok(())
    }

    /// What `color` marked for the roll (`points`, and the trous if he is the roller), on a
    /// second jeton or not, led into it by the other side or not.
    pub fn declare(
        &mut self,
        color: Color,
        points: u32,
        trous: Option<u32>,
        second_jeton: bool,
        induced: bool,
    ) -> Result<(), GameError> {
        let t = self.turn_mut()?;
        if color == t.color {
            t.declared.roller = Some(points);
            t.declared.roller_trous = trous;
            t.declared.roller_second_jeton = second_jeton;
            t.declared.roller_induced = induced;
        } else {
            if trous.is_some() {
                return Err(GameError::TrousOfOpponent);
            }
            t.declared.opponent = Some(points);
            t.declared.opponent_second_jeton = second_jeton;
            t.declared.opponent_induced = induced;
        }
        Ok(())
    }

    /// `victim`'s points wiped wrongly by the other side (`Some`, `ecole.erasing`), or the
    /// opponent's points left standing after the roller's trou (`None`, `mark.trou.erases`).
    pub fn erasing(&mut self, victim: Option<Color>) -> Result<(), GameError> {
        let t = self.turn_mut()?;
        match victim {
            Some(c) => t.declared.wrongly_erased = Some(c),
            None => t.declared.left_unerased = true,
        }
        Ok(())
    }

    /// `color` renounces the école the other side's marking of this roll offers him: he takes
    /// off what was marked too many and marks nothing for it (`ecole.points`; the Charpentier
    /// text, «École faite à dessein par trop»).
    pub fn renounce(&mut self, color: Color) -> Result<(), GameError> {
        let t = self.turn_mut()?;
        if color == t.color {
            t.declared.roller_renounces = true;
        } else {
            t.declared.opponent_renounces = true;
        }
        Ok(())
    }

    /// Whoever wins the bredouille of trous on this roll does not put the pavillon up.
    pub fn pavillon_forgotten(&mut self) -> Result<(), GameError> {
        self.turn_mut()?.declared.pavillon_forgotten = true;
        Ok(())
    }
}
