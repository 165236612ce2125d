//! The roller's play: `touch SQUARES` (checkers touched before it), `play MOVES` and
//! `correct MOVES`, read in the file's notation and handed to the [`Game`], which judges them
//! (`move.touched`, `move.fausse-case`, `move.coin.false-take`).
//!
//! [`Game`]: crate::engine::trictrac::game::Game

use super::Runner;
use crate::conformance::scenario::ast::Tok;
use crate::conformance::scenario::report::{DrawnPlay, JudgedPlay};
use crate::engine::trictrac::selfplay::players::OnePly;
use crate::engine::{
    trictrac::{Setup, Sided},
    Color,
};
use crate::input::diag::Diagnostic;

impl Runner<'_> {
    /// `touch SQUARES`: the checkers the roller touched, before his `play`.
    pub(super) fn touch(&mut self, squares: &[Tok], at: usize) -> Result<(), Diagnostic> {
        let turn = self.turn(at, "expected a `roll` line before `touch`")?;
        let (color, played) = (turn.color(), turn.verdict().is_some());
        let mut fleches = Vec::with_capacity(squares.len());
        for t in squares {
            let f = self.square(color, t)?.ok_or_else(|| {
                self.diag(
                    t.offset,
                    "expected the flèche of a checker touched, found `off`",
                )
            })?;
            fleches.push(f.for_side(color));
        }
        if played {
            return Err(self.diag(at, "expected `touch` before the `play` line"));
        }
        self.game.touch(&fleches).map_err(|e| self.refused(at, &e))
    }

    /// The board `moves` (in the file's notation) leave when `color` plays them on `start`.
    pub(super) fn target_of(
        &self,
        color: Color,
        start: &Setup,
        moves: &[Vec<Tok>],
    ) -> Result<Setup, Diagnostic> {
        let mut target = start.clone();
        for mv in moves {
            let from_tok = &mv[0];
            let to_tok = &mv[mv.len() - 1];
            let from = self.square(color, from_tok)?.ok_or_else(|| {
                self.diag(
                    from_tok.offset,
                    "expected a flèche to move from, found `off`",
                )
            })?;
            let to = self.square(color, to_tok)?;
            let c = &mut target.counts_mut(color)[from.index()];
            if *c == 0 {
                return Err(self.diag(
                    from_tok.offset,
                    format!(
                        "expected a {color} checker on `{}` to move, found none",
                        from_tok.text
                    ),
                ));
            }
            *c -= 1;
            if let Some(t) = to {
                target.add(color, t, 1);
            }
        }
        Ok(target)
    }

    /// `play MOVES`, judged by the game.
    pub(super) fn play(&mut self, moves: &[Vec<Tok>], at: usize) -> Result<(), Diagnostic> {
        let turn = self.turn(at, "expected a `roll` line before this `play`")?;
        let (color, roll, start) = (turn.color(), turn.roll(), turn.position().setup().clone());
        let (legal, now36) = (turn.plays().clone(), OnePly::now36(turn));
        let touched = !turn.touched().is_empty();
        let target = self.target_of(color, &start, moves)?;
        let played = Sided::new(&target, color);
        // the verdict is the game's; `expect legal` reads it, or the roll's close checks it
        let verdict = self.game.play(target).map_err(|e| self.refused(at, &e))?;
        self.illegal = verdict
            .err()
            .map(|e| self.illegal_text(color, &start, roll, moves, e));
        let line = self.line_of(at);
        self.draw_play(color, moves, line, false);
        if self.illegal.is_none() {
            if let Some(g) = self.frame_game() {
                g.judged = Some(JudgedPlay {
                    plays: legal,
                    played,
                    now36,
                    touched,
                });
            }
        }
        self.play_line = Some(line);
        Ok(())
    }

    /// Traces `moves` (as shown) and records them on the roll's frame, for drawing (tokens
    /// that name no flèche are left out: [`Runner::target_of`] has judged the ones that
    /// matter).
    pub(super) fn draw_play(
        &mut self,
        color: Color,
        moves: &[Vec<Tok>],
        line: usize,
        correction: bool,
    ) {
        let shown = match (self.moves_text(color, moves).as_str(), correction) {
            ("none", false) => "plays nothing".to_string(),
            (m, false) => format!("plays {m}"),
            (m, true) => format!("is put right as {m}"),
        };
        let who = if correction {
            format!("{color}'s play")
        } else {
            color.to_string()
        };
        self.report
            .trace
            .push(format!("  line {line}: {who} {shown}"));
        let moves = self.drawn_moves(color, moves);
        if let Some(g) = self.frame_game() {
            g.plays.push(DrawnPlay {
                line,
                moves,
                correction,
            });
        }
    }

    /// `moves` as the flèches they name, for drawing (tokens that name no flèche are left
    /// out: [`Runner::target_of`] has judged the ones that matter).
    pub(super) fn drawn_moves(
        &self,
        color: Color,
        moves: &[Vec<Tok>],
    ) -> Vec<Vec<Option<crate::engine::trictrac::Fleche>>> {
        moves
            .iter()
            .map(|mv| {
                mv.iter()
                    .filter_map(|t| self.square(color, t).ok())
                    .collect()
            })
            .collect()
    }
}
