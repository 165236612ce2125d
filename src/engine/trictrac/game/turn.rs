//! The roll being played: who threw what, its score and legal plays, the checkers touched,
//! the play and its verdict, what each side declared, and the marks it started from.

use crate::engine::trictrac::jans::Score;
use crate::engine::trictrac::marking::{Declared, Marks};
use crate::engine::{
    trictrac::{MoveError, Plays, Position},
    Color, Roll,
};

/// One roll in play.
#[derive(Debug, Clone)]
pub struct Turn {
    pub(super) color: Color,
    pub(super) roll: Roll,
    pub(super) pos: Position,
    pub(super) score: Score,
    pub(super) plays: Plays,
    /// The play's verdict, once played.
    pub(super) verdict: Option<Result<(), MoveError>>,
    /// What each side declared it marked (the flags the play decides are filled in by
    /// [`Turn::declared`]).
    pub(super) declared: Declared,
    pub(super) go: bool,
    pub(super) marks_before: Marks,
    /// Flèches (in the roller's frame) of the checkers he touched, one entry per checker.
    pub(super) touched: Vec<u8>,
    /// The false play was put right by taking back moves only: what stands was played
    /// regularly, and is no fausse case for the marking.
    pub(super) taken_back: bool,
    /// The throw is played again pour tout (`jan.sortie.pour-tout`): whether the sortie it
    /// ended would have let the roller go (`None` for any other throw).
    pub(super) pour_tout_may_go: Option<bool>,
}

impl Turn {
    pub(super) fn new(
        color: Color,
        roll: Roll,
        pos: Position,
        score: Score,
        plays: Plays,
        marks_before: Marks,
    ) -> Turn {
        Turn {
            color,
            roll,
            pos,
            score,
            plays,
            verdict: None,
            declared: Declared::default(),
            go: false,
            marks_before,
            touched: Vec::new(),
            taken_back: false,
            pour_tout_may_go: None,
        }
    }

    /// The roller.
    #[must_use]
    pub fn color(&self) -> Color {
        self.color
    }

    /// The dice.
    #[must_use]
    pub fn roll(&self) -> Roll {
        self.roll
    }

    /// The position the roll was thrown on.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// Everything the roll scores.
    #[must_use]
    pub fn score(&self) -> &Score {
        &self.score
    }

    /// The distinct legal plays of the roll.
    #[must_use]
    pub fn plays(&self) -> &Plays {
        &self.plays
    }

    /// The verdict on the play, once made.
    #[must_use]
    pub fn verdict(&self) -> Option<Result<(), MoveError>> {
        self.verdict
    }

    /// Whether the roller goes away.
    #[must_use]
    pub fn goes(&self) -> bool {
        self.go
    }

    /// The flèches (the roller's frame) of the checkers he touched before playing, one entry
    /// per checker.
    #[must_use]
    pub fn touched(&self) -> &[u8] {
        &self.touched
    }

    /// The marks before the roll.
    #[must_use]
    pub fn marks_before(&self) -> Marks {
        self.marks_before
    }

    /// What each side declared, with what the play tells: nothing could be played
    /// (`ecole.impossible`), the play was false (`move.fausse-case`) and not put right by
    /// taking back its stray moves only, no checker was touched yet (`ecole.timing`; lifting
    /// the checkers to go away acts as much as playing them).
    #[must_use]
    pub fn declared(&self) -> Declared {
        Declared {
            impossible: self.plays.plays.iter().all(|p| p.steps().is_empty()),
            fausse_case: matches!(self.verdict, Some(Err(_))) && !self.taken_back,
            not_yet_played: self.verdict.is_none() && !self.go,
            ..self.declared
        }
    }
}
