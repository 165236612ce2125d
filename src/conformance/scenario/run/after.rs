//! `chances SIDE after MOVES`: the chances a play leaves. The roll being examined is played so
//! on the board it was thrown from, the engine judges the play ([`judge`]), and SIDE's 36 next
//! throws are then counted on the board it leaves by the `expect chances` lines that follow.
//! The board of the scenario does not change: each `chances … after` of a roll starts again from
//! the roll's position, so two plays of one throw are compared side by side (Guiton's advice,
//! ch. IX–XIV). An illegal play is a failing check, and the counts after it are not checked.

use super::{Frame, FrameGame, Runner};
use crate::conformance::scenario::ast::Tok;
use crate::engine::{
    trictrac::{judge, Position, Sided},
    Color,
};
use crate::input::diag::Diagnostic;

impl Runner<'_> {
    pub(super) fn chances_after(
        &mut self,
        side: Color,
        moves: &[Vec<Tok>],
        at: usize,
    ) -> Result<(), Diagnostic> {
        self.chances = self.after_play(side, moves, at, "`chances … after`")?;
        self.after_illegal = self.chances.is_none();
        Ok(())
    }

    /// The roll being examined played as `moves` on the board it was thrown from, the play
    /// judged (a check of its own), and the board it leaves with `side` to throw, drawn as a
    /// chance count's frame; `None` when the play is illegal. `line` names the statement for
    /// the error of a missing roll.
    pub(super) fn after_play(
        &mut self,
        side: Color,
        moves: &[Vec<Tok>],
        at: usize,
        line: &str,
    ) -> Result<Option<Position>, Diagnostic> {
        let Some(turn) = self.game.turn() else {
            return Err(self.diag(at, format!("expected a `roll` line before {line}")));
        };
        let (color, roll, start) = (turn.color(), turn.roll(), turn.position().clone());
        let target = self.target_of(color, start.setup(), moves)?;
        let verdict = judge(
            &start.sided(color),
            roll,
            &Sided::new(&target, color),
            self.rules,
        );
        let claim = format!(
            "{} plays this {color} {roll} as {} legally",
            self.author,
            self.moves_text(color, moves)
        );
        let engine = match &verdict {
            Ok(()) => "legal".to_string(),
            Err(e) => self.illegal_text(color, start.setup(), roll, moves, *e),
        };
        self.check(at, claim, engine, verdict.is_ok());
        if verdict.is_err() {
            return Ok(None);
        }
        let mut s = target;
        s.turn = side;
        let pos = s.validate().map_err(|e| {
            self.diag(
                at,
                format!(
                    "the play leaves a board that is not legal: {e} ({})",
                    e.rule()
                ),
            )
        })?;
        self.report.frames.push(Frame {
            line: self.line_of(at),
            setup: pos.setup().clone(),
            roller: Some(side),
            roll: None,
            score: None,
            chances: true,
            notation: self.notation,
            game: FrameGame::default(),
        });
        Ok(Some(pos))
    }

    /// Whether the `expect chances` lines now follow a `chances … after` whose play was illegal.
    pub(super) fn after_illegal(&self) -> bool {
        self.chances.is_none() && self.after_illegal
    }
}
