//! An illegal play in words, for the engine's side of a check: the move at fault in the
//! file's notation, what is wrong with it and the rule's ID ([`explain`]).

use super::Runner;
use crate::conformance::scenario::ast::Tok;
use crate::engine::trictrac::sided::BAND;
use crate::engine::{
    trictrac::{explain, MoveError, Setup, Sided},
    Color, Roll,
};

impl Runner<'_> {
    /// `illegal: …`: why `moves` (tokens of the file), played by `color` with `roll` on
    /// `start`, break the rule of `e`.
    pub(super) fn illegal_text(
        &self,
        color: Color,
        start: &Setup,
        roll: Roll,
        moves: &[Vec<Tok>],
        e: MoveError,
    ) -> String {
        let numbered: Vec<Vec<usize>> = moves
            .iter()
            .map(|m| {
                m.iter()
                    .map(|t| match self.square(color, t) {
                        Ok(Some(f)) => usize::from(f.for_side(color)),
                        Ok(None) => BAND,
                        Err(_) => 0,
                    })
                    .collect()
            })
            .collect();
        let names: Vec<String> = moves
            .iter()
            .map(|m| self.moves_text(color, std::slice::from_ref(m)))
            .collect();
        let why = explain(&Sided::new(start, color), roll, &numbered, e, self.rules);
        format!("illegal: {}", why.describe(&names))
    }

    /// The engine's word on the current play: `legal`, or why not (the words of
    /// [`illegal_text`](Self::illegal_text) when the play was read, else the error alone).
    pub(super) fn verdict_text(&self, verdict: Result<(), MoveError>) -> String {
        match verdict {
            Ok(()) => "legal".to_string(),
            Err(e) => self
                .illegal
                .clone()
                .unwrap_or_else(|| format!("illegal: {e}")),
        }
    }
}
