//! `correct MOVES`: the opponent has a false play put right (`move.fausse-case`, Lepeintre
//! r.23, r.26–27, r.60). The engine judges the correction:
//!
//! - it must be a legal play of the roll;
//! - it moves only the checkers the false play moved ("his choice among the legal plays of the
//!   checkers involved", r.23 and r.27);
//! - except after a false coin (`move.coin.false-take`, r.26): then he may play one of those
//!   checkers or two others, but takes no coin on that throw;
//! - and except when the fault was leaving a jan unfilled or unkept: the opponent may make him
//!   play the checkers that fill (r.60).
//!
//! The board then continues from the corrected play; the écoles of the false play stand.

use super::Runner;
use crate::conformance::scenario::ast::Tok;
use crate::engine::sided::COIN;
use crate::engine::{judge, MoveError, Sided};
use crate::input::diag::Diagnostic;

impl Runner<'_> {
    pub(super) fn correct(&mut self, moves: &[Vec<Tok>], at: usize) -> Result<(), Diagnostic> {
        let Some(cur) = self.current.as_ref() else {
            return Err(self.diag(at, "expected a `roll` and its `play` before `correct`"));
        };
        let Some((_, verdict)) = cur.play else {
            return Err(self.diag(at, "expected a `play` line before `correct`"));
        };
        let (color, roll) = (cur.color, cur.roll);
        let start = cur.pos.sided(color);
        let target = self.target_of(color, cur.pos.setup(), moves)?;
        let corrected = Sided::new(&target, color);
        let played = Sided::new(&self.setup, color);
        let refused = match verdict {
            Ok(()) => Some("the play was legal: there is nothing to put right".to_string()),
            Err(fault) => match judge(&start, roll, &corrected, self.rules) {
                Err(e) => Some(format!("the correction is illegal: {}", e.rule())),
                Ok(()) => refusal(&start, &played, &corrected, fault),
            },
        };
        let text: Vec<String> = moves
            .iter()
            .map(|m| {
                m.iter()
                    .map(|t| t.text.as_str())
                    .collect::<Vec<_>>()
                    .join("-")
            })
            .collect();
        let claim = format!(
            "{} has {color}'s false play put right as {}",
            self.author,
            text.join(" ")
        );
        self.draw_play(color, moves, self.line_of(at), true);
        let agrees = refused.is_none();
        let engine = refused.unwrap_or_else(|| "a correction the rules allow".to_string());
        self.check(at, claim, engine, agrees);
        if agrees {
            self.board_after(color, target);
        }
        Ok(())
    }
}

/// Why a legal correction is not one the opponent may impose, if it is not.
fn refusal(start: &Sided, played: &Sided, corrected: &Sided, fault: MoveError) -> Option<String> {
    let false_coin = start.me[COIN] == 0 && played.me[COIN] >= 2;
    if false_coin {
        return (corrected.me[COIN] >= 2).then(|| {
            "after a false coin no coin is taken on that throw (move.coin.false-take)".to_string()
        });
    }
    if matches!(fault, MoveError::FillObligatory | MoveError::Conserve) {
        return None;
    }
    // every checker moved by the correction left a flèche the false play took one from
    let involved = (1..=24).all(|p| {
        let left = |s: &Sided| start.me[p].saturating_sub(s.me[p]);
        left(corrected) <= left(played)
    });
    (!involved).then(|| {
        "it moves checkers the false play did not (move.fausse-case: the checkers involved)"
            .to_string()
    })
}
