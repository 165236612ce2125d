//! The roller's play: `touch SQUARES` (checkers touched before it, `move.touched`, Lepeintre
//! r.17, r.30), `play MOVES` judged by [`judge`], and the board that follows.

use super::{idx, Current, Runner};
use crate::conformance::scenario::ast::Tok;
use crate::conformance::scenario::report::DrawnPlay;
use crate::engine::{judge, Color, Fleche, Setup, Sided};
use crate::input::diag::Diagnostic;

impl Runner<'_> {
    /// `touch SQUARES`: the checkers the roller touched, before his `play`.
    pub(super) fn touch(&mut self, squares: &[Tok], at: usize) -> Result<(), Diagnostic> {
        let Some(color) = self.current.as_ref().map(|c| c.color) else {
            return Err(self.diag(at, "expected a `roll` line before `touch`"));
        };
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
        let cur = self.current.as_mut().expect("checked above");
        if cur.play.is_some() {
            return Err(self.diag(at, "expected `touch` before the `play` line"));
        }
        cur.touched.extend(fleches);
        Ok(())
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

    pub(super) fn play(&mut self, moves: &[Vec<Tok>], at: usize) -> Result<(), Diagnostic> {
        let Some(cur) = self.current.as_ref() else {
            return Err(self.diag(at, "expected a `roll` line before this `play`"));
        };
        let color = cur.color;
        let target = self.target_of(color, cur.pos.setup(), moves)?;
        let start = cur.pos.sided(color);
        let played = Sided::new(&target, color);
        let verdict = judge(&start, cur.roll, &played, self.rules).and_then(|()| {
            if self.rules.touched_played && !touched_played(cur, &start, &played) {
                Err(crate::engine::MoveError::Touched)
            } else {
                Ok(())
            }
        });
        let line = self.line_of(at);
        self.draw_play(color, moves, line, false);
        let cur = self.current.as_mut().expect("checked above");
        cur.play = Some((line, verdict));
        if let Some(n) = self.roll_numbers[idx(color)].as_mut() {
            *n = n.saturating_add(1);
        }
        self.board_after(color, target);
        Ok(())
    }

    /// Records `moves` on the roll's frame, for drawing (tokens that name no flèche are left
    /// out: [`Runner::target_of`] has judged the ones that matter).
    pub(super) fn draw_play(
        &mut self,
        color: Color,
        moves: &[Vec<Tok>],
        line: usize,
        correction: bool,
    ) {
        let moves = moves
            .iter()
            .map(|mv| {
                mv.iter()
                    .filter_map(|t| self.square(color, t).ok())
                    .collect()
            })
            .collect();
        if let Some(g) = self.frame_game() {
            g.plays.push(DrawnPlay {
                line,
                moves,
                correction,
            });
        }
    }

    /// The board becomes `target`, played by `color` from the current roll's position.
    pub(super) fn board_after(&mut self, color: Color, target: Setup) {
        if let Some(cur) = self.current.as_ref() {
            let coin = Fleche::from_side(color, 12).expect("coin");
            self.coin_just_taken[idx(color)] =
                cur.pos.count(color, coin) == 0 && target.get(color, coin) >= 2;
        }
        self.setup = target;
        self.setup.turn = color.opposite();
    }
}

/// Whether every checker the roller touched was played, where a legal play could play it
/// (`move.touched`, r.17; touching a checker that cannot be played is no fault, r.30).
fn touched_played(cur: &Current, start: &Sided, played: &Sided) -> bool {
    let mut fleches = cur.touched.clone();
    fleches.sort_unstable();
    fleches.dedup();
    fleches.into_iter().all(|p| {
        let need = cur.touched.iter().filter(|&&t| t == p).count();
        let best = cur
            .plays
            .plays
            .iter()
            .map(|pl| pl.steps().iter().filter(|s| s.from == p).count())
            .max()
            .unwrap_or(0);
        let i = usize::from(p);
        let left = usize::from(start.me[i].saturating_sub(played.me[i]));
        left >= need.min(best)
    })
}
