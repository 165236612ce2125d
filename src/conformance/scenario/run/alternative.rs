//! Alternatives and rolls that follow (docs/scenario-format.md, "Alternatives"). A roll with a
//! `play` or a `go` is played: the next roll follows it, on the board and from the marks it
//! leaves. A roll with neither is an alternative: once its lines are checked, the game is put
//! back as it stood when the roll was thrown (board, marks, roll numbers, the coin just taken,
//! the first rolls of the relevé), so the next roll is another throw on the same position,
//! scored from the same marks. The runner only keeps and restores the engine's state; the
//! marks are always the engine's.

use super::Runner;
use crate::engine::trictrac::game::Closed;

impl Runner<'_> {
    /// Keeps the game as it stands, just before a roll is thrown on it (the marks stated by
    /// the context lines included).
    pub(super) fn keep_before_roll(&mut self) {
        self.before_roll = Some(self.game.clone());
    }

    /// After the roll of `line` is closed as `closed`: a roll neither played nor gone from is
    /// an alternative, and the game goes back to the state it was thrown from; a played roll
    /// ends the alternatives on its position.
    pub(super) fn after_roll(&mut self, closed: &Closed, line: usize) {
        let played = closed.turn.verdict().is_some() || closed.turn.goes();
        match (played, self.before_roll.take()) {
            (false, Some(before)) => {
                self.game = before;
                self.alternatives.get_or_insert(line);
            }
            _ => self.alternatives = None,
        }
    }

    /// A new position: no roll before it has alternatives on it.
    pub(super) fn forget_alternatives(&mut self) {
        self.before_roll = None;
        self.alternatives = None;
    }

    /// The line of the roll the current one is an alternative to, if it is one.
    pub(super) fn alternative_to(&self) -> Option<usize> {
        self.alternatives
    }
}
