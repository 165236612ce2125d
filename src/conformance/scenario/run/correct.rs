//! `correct MOVES`: the opponent has a false play put right (`move.fausse-case`). The game
//! judges the correction ([`Refusal`] says why one is refused); the board then continues from
//! the corrected play, and the écoles of the false play stand.
//!
//! [`Refusal`]: crate::engine::trictrac::game::Refusal

use super::Runner;
use crate::conformance::scenario::ast::Tok;
use crate::input::diag::Diagnostic;

impl Runner<'_> {
    pub(super) fn correct(&mut self, moves: &[Vec<Tok>], at: usize) -> Result<(), Diagnostic> {
        let turn = self.turn(at, "expected a `roll` and its `play` before `correct`")?;
        if turn.verdict().is_none() {
            return Err(self.diag(at, "expected a `play` line before `correct`"));
        }
        let color = turn.color();
        let target = self.target_of(color, turn.position().setup(), moves)?;
        let verdict = self
            .game
            .correct(target)
            .map_err(|e| self.refused(at, &e))?;
        let claim = format!(
            "{} has {color}'s false play put right as {}",
            self.author,
            self.moves_text(color, moves)
        );
        self.draw_play(color, moves, self.line_of(at), true);
        let (engine, agrees) = match verdict {
            Ok(()) => ("a correction the rules allow".to_string(), true),
            Err(r) => (r.to_string(), false),
        };
        self.check(at, claim, engine, agrees);
        Ok(())
    }
}
