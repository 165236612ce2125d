//! The flèche tokens of a body checked against the notation in force, before anything runs: a
//! `notation` line that names no notation (with the nearest name), a checker or a move naming
//! no flèche (`at W` where the letters have no W) is an error of the file at its place, with
//! its own code (`unknown-notation`, `bad-square`), not a failure of the run. The runner reads
//! the same tokens again; what it is left to refuse is what needs the game (a legal position,
//! a legal play).

use std::path::Path;

use crate::conformance::scenario::ast::{Expect, Line, Stmt, Tok};
use crate::engine::tables::notation::{read_checkers, BgNotation};
use crate::engine::{
    trictrac::{Notation, Setup},
    Color, GameKind,
};
use crate::input::diag::{Diagnostic, LineIndex};

/// Every token of `lines` that the notation in force cannot read, for a file of `game`.
#[must_use]
pub fn check(path: &Path, index: &LineIndex, game: GameKind, lines: &[Line]) -> Vec<Diagnostic> {
    let mut c = Checker {
        path,
        index,
        errors: Vec::new(),
    };
    match game {
        GameKind::Trictrac => c.trictrac(lines),
        GameKind::Backgammon => c.backgammon(lines),
    }
    c.errors
}

struct Checker<'a> {
    path: &'a Path,
    index: &'a LineIndex<'a>,
    errors: Vec<Diagnostic>,
}

/// The flèche tokens of a trictrac statement other than checkers: its moves and the flèches
/// its expectations name.
fn trictrac_squares(stmt: &Stmt) -> Vec<&Tok> {
    match stmt {
        Stmt::Play(moves) | Stmt::Correct(moves) | Stmt::ChancesAfter { moves, .. } => {
            moves.iter().flatten().collect()
        }
        Stmt::Touch(squares) => squares.iter().collect(),
        Stmt::Expect(e) => expect_squares(e),
        Stmt::Advice(a) => {
            let moves = a.prefer.iter().chain(&a.over).flatten();
            moves.chain(expect_squares(&a.event)).collect()
        }
        _ => Vec::new(),
    }
}

/// The flèche an expectation (or an advice's event) names.
fn expect_squares(e: &Expect) -> Vec<&Tok> {
    match e {
        Expect::Jan { at: Some(t), .. }
        | Expect::ChancesJan { at: Some(t), .. }
        | Expect::ChancesAt { at: t, .. } => vec![t],
        _ => Vec::new(),
    }
}

impl Checker<'_> {
    fn error(&mut self, offset: usize, message: String, code: &'static str) {
        self.errors
            .push(Diagnostic::at_in(self.path, self.index, offset, message).with_code(code));
    }

    fn trictrac(&mut self, lines: &[Line]) {
        // none stated yet (the runner says a `notation` line is missing), or one that did
        // not read (its error says it all): its tokens are not checked
        let mut notation = None;
        let mut roller = Color::White;
        for line in lines {
            match &line.stmt {
                Stmt::Notation(tok) => {
                    notation = match Notation::from_header(&tok.text) {
                        Ok(n) => Some(n),
                        Err(e) => {
                            self.error(tok.offset + e.offset, e.to_string(), "unknown-notation");
                            None
                        }
                    };
                }
                Stmt::Position(tok) => {
                    if let Err(e) = crate::engine::trictrac::notation::canonical::parse(&tok.text) {
                        self.error(tok.offset + e.offset, e.to_string(), "bad-square");
                    }
                }
                Stmt::Roll { color, .. } => roller = *color,
                Stmt::Checkers { color, tokens } => {
                    let Some(n) = notation else { continue };
                    if let Err(e) = n.parse_checkers(*color, &tokens.text, &mut Setup::empty()) {
                        self.error(tokens.offset + e.offset, e.to_string(), "bad-square");
                    }
                }
                stmt => {
                    let Some(n) = notation else { continue };
                    for tok in trictrac_squares(stmt) {
                        if let Err(e) = n.parse_square(roller, &tok.text) {
                            self.error(tok.offset + e.offset, e.to_string(), "bad-square");
                        }
                    }
                }
            }
        }
    }

    fn backgammon(&mut self, lines: &[Line]) {
        // the points notation is the default of a backgammon file
        let mut notation = Some(BgNotation::Points);
        let mut roller = Color::White;
        for line in lines {
            match &line.stmt {
                Stmt::Notation(tok) => {
                    notation = match BgNotation::parse(&tok.text) {
                        Ok(n) => Some(n),
                        Err(e) => {
                            self.error(tok.offset, e, "unknown-notation");
                            None
                        }
                    };
                }
                Stmt::Roll { color, .. } => roller = *color,
                Stmt::Checkers { color, tokens } => {
                    if let Some(n) = notation {
                        let mut counts = [0; 26];
                        if let Err((o, e)) = read_checkers(n, *color, &tokens.text, &mut counts) {
                            self.error(tokens.offset + o, e, "bad-square");
                        }
                    }
                }
                Stmt::Play(moves) => {
                    if let Some(n) = notation {
                        for tok in moves.iter().flatten() {
                            // a hit (`*`) and a repeat (`(2)`) are the runner's to read
                            let name = tok.text.split('(').next().unwrap_or("");
                            if let Err(e) = n.point(roller, name.trim_end_matches('*')) {
                                self.error(tok.offset, e, "bad-square");
                            }
                        }
                    }
                }
                _ => {}
            }
        }
    }
}
