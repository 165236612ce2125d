//! Runs a parsed scenario through the engine under its rule profile and checks each
//! expectation. Positions are validated here (the parser only checks syntax), plays are judged
//! by [`judge`](crate::engine::trictrac::judge), rolls scored by [`score`](crate::engine::trictrac::score).

mod advice;
mod tournament;
pub use tournament::set_replay_tournaments;
mod after;
mod alternative;
mod chances;
mod close;
mod correct;
mod expect;
mod illegal;
mod marking;
mod play;

use std::path::Path;

use super::ast::{Expect, Line, Pair, Stmt, Tok};
use super::report::{Check, Divergence, Frame, FrameGame, Report, Verdict};
use super::ScenarioFile;
use crate::engine::trictrac::game::{Game, GameError, StatedMarks, Turn};
use crate::engine::trictrac::jans::Score;
use crate::engine::{
    trictrac::{Fleche, Notation, Position, Rules, Setup},
    Color, Roll,
};
use crate::input::diag::Diagnostic;
use crate::input::hash::Fnv;

struct Runner<'a> {
    path: &'a Path,
    text: &'a str,
    /// Line starts of `text`, built once (a check per line would otherwise rescan the text).
    index: crate::input::diag::LineIndex<'a>,
    rules: &'a Rules,
    author: String,
    notation: Option<Notation>,
    /// The notation squares are shown in, when not the file's (`tablier replay --notation`).
    shown: Option<Notation>,
    /// The game: board, marks, history, the roll being played.
    game: Game<'a>,
    has_position: bool,
    position_line: usize,
    /// The line of each colour's checkers in the current position (0: not written apart).
    checker_lines: [usize; 2],
    /// The roll number a `roll-number N` line gives the next roller.
    first_roll_number: Option<u32>,
    /// The marks given by the context lines, stated to the game at the next roll.
    given: StatedMarks,
    /// Refaits before the marqué being played (`refaits N`).
    refaits: u32,
    /// Who threw first in the marqué being played (`first-thrower SIDE`).
    first_thrower: Option<Color>,
    /// The line of the current roll's `play`, if one came.
    play_line: Option<usize>,
    /// An `expect legal` was checked for the current roll.
    legality_checked: bool,
    /// The line of the current roll.
    roll_line: usize,
    /// The game as it stood when the current roll was thrown, to go back to if the roll is an
    /// alternative (`alternative.rs`).
    before_roll: Option<Game<'a>>,
    /// The line of the first of the alternative rolls on the current position, once one came.
    alternatives: Option<usize>,
    /// Why the current roll's `play` is illegal, in words (`illegal.rs`).
    illegal: Option<String>,
    chances: Option<Position>,
    /// The play of the last `chances … after` of the current roll was illegal (`after.rs`).
    after_illegal: bool,
    report: Report,
    /// The `tournament` line being read, with the `recorded` lines after it so far.
    tournament: Option<tournament::Pending>,
    /// The fingerprint of the lines stated since the position ([`FrameGame::stated`]), and
    /// the frame of the roll they are stated about (none before the position's first roll).
    stated: Fnv,
    stating: Option<usize>,
}

fn idx(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// The treatise's author, from a work id (`lepeintre-1818` → `Lepeintre`).
pub(super) fn author(work: &str) -> String {
    let name = work.split('-').next().unwrap_or(work);
    let mut c = name.chars();
    c.next().map_or_else(String::new, |f| {
        f.to_uppercase().collect::<String>() + c.as_str()
    })
}

/// Runs `file` (read from `path`, text `text`) under `rules`. The trace and the checks name
/// flèches in the file's notation.
#[must_use]
pub fn run(path: &Path, text: &str, file: &ScenarioFile, rules: &Rules) -> Report {
    run_shown(path, text, file, rules, None)
}

/// [`run`], the flèches of the trace and the checks named in `shown` (when given) rather than
/// in the file's notation.
#[must_use]
pub fn run_shown(
    path: &Path,
    text: &str,
    file: &ScenarioFile,
    rules: &Rules,
    shown: Option<Notation>,
) -> Report {
    let mut r = Runner {
        path,
        text,
        index: crate::input::diag::LineIndex::new(text),
        rules,
        author: author(&file.front.source.work),
        notation: None,
        shown,
        game: Game::at(Setup::empty(), rules),
        has_position: false,
        position_line: 0,
        checker_lines: [0, 0],
        first_roll_number: None,
        given: StatedMarks::default(),
        refaits: 0,
        first_thrower: None,
        play_line: None,
        legality_checked: false,
        roll_line: 0,
        before_roll: None,
        alternatives: None,
        illegal: None,
        chances: None,
        after_illegal: false,
        report: Report::empty(path, Some(file.front.clone())),
        tournament: None,
        stated: Fnv::new(),
        stating: None,
    };
    for line in &file.lines {
        if let Err(d) = r.statement(line) {
            r.report.error = Some(d);
            return r.report;
        }
    }
    r.finish_tournament();
    r.close_roll();
    if r.report.frames.is_empty() && r.has_position {
        r.report.frames.push(Frame {
            line: r.position_line,
            setup: r.game.board().clone(),
            roller: None,
            roll: None,
            score: None,
            chances: false,
            notation: r.notation,
            game: FrameGame::default(),
        });
    }
    r.report
}

impl Runner<'_> {
    fn diag(&self, offset: usize, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::at(self.path, self.text, offset, msg)
    }

    /// The game of the last frame drawn: the current roll's, or the chance count's.
    fn frame_game(&mut self) -> Option<&mut FrameGame> {
        self.report.frames.last_mut().map(|f| &mut f.game)
    }

    /// The game of the last roll's frame (a `chances … after` draws frames after it).
    fn roll_frame(&mut self) -> Option<&mut FrameGame> {
        let f = self
            .report
            .frames
            .iter_mut()
            .rev()
            .find(|f| f.roll.is_some());
        f.map(|f| &mut f.game)
    }

    fn line_of(&self, offset: usize) -> usize {
        self.index.line_col(offset).0
    }

    fn check(&mut self, offset: usize, claim: String, engine: String, agrees: bool) {
        let line = self.line_of(offset);
        self.report.push_check(line, claim, engine, agrees);
    }

    fn unchecked(&mut self, offset: usize, claim: String, why: &str) {
        let line = self.line_of(offset);
        self.report.checks.push(Check {
            line,
            claim,
            engine: why.to_string(),
            verdict: Verdict::Unchecked,
            divergence: None,
        });
    }

    fn notation(&self, offset: usize) -> Result<Notation, Diagnostic> {
        self.notation.ok_or_else(|| {
            self.diag(
                offset,
                "expected a `notation` line before the first position or flèche",
            )
        })
    }

    fn square(&self, color: Color, tok: &Tok) -> Result<Option<Fleche>, Diagnostic> {
        let n = self.notation(tok.offset)?;
        n.parse_square(color, &tok.text)
            .map_err(|e| self.diag(tok.offset + e.offset, e.to_string()))
    }

    /// The notation flèches are shown in: the one asked for, else the file's.
    fn shown_notation(&self) -> Option<Notation> {
        self.shown.or(self.notation)
    }

    /// A flèche token of the file (read as `color` reads it), as shown: the token itself
    /// unless another notation is asked for.
    fn shown_token(&self, color: Color, tok: &Tok) -> String {
        match (self.shown, self.notation) {
            (Some(shown), Some(file)) if shown != file => match file.parse_square(color, &tok.text)
            {
                Ok(Some(f)) => shown.format_square(color, f),
                _ => tok.text.clone(),
            },
            _ => tok.text.clone(),
        }
    }

    /// ` at X` for an optional flèche token, as shown.
    fn at_text(&self, color: Color, sq: &Option<Tok>) -> String {
        sq.as_ref().map_or(String::new(), |t| {
            format!(" at {}", self.shown_token(color, t))
        })
    }

    /// Moves as written in a `play` line (`A-F B-G`, or `none`), as shown.
    fn moves_text(&self, color: Color, moves: &[Vec<Tok>]) -> String {
        if moves.is_empty() {
            return "none".to_string();
        }
        moves
            .iter()
            .map(|m| {
                m.iter()
                    .map(|t| self.shown_token(color, t))
                    .collect::<Vec<_>>()
                    .join("-")
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn position(&self, turn: Color, offset: usize) -> Result<Position, Diagnostic> {
        if !self.has_position {
            return Err(self.diag(
                offset,
                "expected a position (`white …` / `black …` or `position …`) before this line",
            ));
        }
        self.game.position(turn).map_err(|e| {
            // point at the line of the colour at fault, when its checkers have a line
            use crate::engine::trictrac::PositionError as E;
            let line = match &e {
                E::TooManyCheckers { color, .. }
                | E::LoneCheckerOnCoin { color }
                | E::OnOpponentCoin { color }
                | E::BorneOffBeforeHome { color, .. } => self.checker_lines[idx(*color)],
                E::MixedFleche { .. } | E::NoChecker => {
                    self.checker_lines[0].max(self.checker_lines[1])
                }
            };
            let line = if line == 0 { self.position_line } else { line };
            let at = self.index.line_start(line);
            // a flèche named in F-numbers is named again in the file's own notation
            let lettered = |color: Color, f: Fleche| match self.notation {
                Some(
                    n @ (Notation::Lepeintre { .. } | Notation::Soumille { .. } | Notation::Bn),
                ) => Some(n.format_square(color, f)),
                _ => None,
            };
            let said = match &e {
                // the checkers listed are the file's: so is the square it names
                E::BorneOffBeforeHome { color, fleche } => lettered(*color, *fleche).map(|sq| {
                    format!(
                        "{color} has fewer than 15 checkers listed, so some borne off, but \
                         still one on {sq}, outside its jan de retour"
                    )
                }),
                _ => None,
            };
            let hint = match &e {
                E::MixedFleche { fleche } => lettered(turn, *fleche).map_or(String::new(), |sq| {
                    format!("; `{sq}` in this file's notation")
                }),
                _ => String::new(),
            };
            let said = said.unwrap_or_else(|| e.to_string());
            self.diag(
                at,
                format!("this position is not legal: {said} ({}){hint}", e.rule()),
            )
        })
    }

    /// The current roll, or `msg` as the error at `at`.
    fn turn(&self, at: usize, msg: &str) -> Result<&Turn, Diagnostic> {
        self.game.turn().ok_or_else(|| self.diag(at, msg))
    }

    /// A transition the game refused although the runner checked for it first.
    fn refused(&self, at: usize, e: &GameError) -> Diagnostic {
        self.diag(at, format!("expected a line the game allows here: {e}"))
    }

    fn statement(&mut self, line: &Line) -> Result<(), Diagnostic> {
        let at = line.offset;
        if !matches!(line.stmt, Stmt::Recorded(_)) {
            self.finish_tournament();
        }
        match &line.stmt {
            Stmt::Notation(tok) => {
                let n = Notation::from_header(&tok.text)
                    .map_err(|e| self.diag(tok.offset + e.offset, e.to_string()))?;
                self.notation = Some(n);
            }
            Stmt::Position(tok) => {
                let s = crate::engine::trictrac::notation::canonical::parse(&tok.text)
                    .map_err(|e| self.diag(tok.offset + e.offset, e.to_string()))?;
                // a new position, as `white` / `black` lines start one
                self.close_roll();
                self.forget_alternatives();
                self.chances = None;
                self.game.set_up(s);
                self.stated = Fnv::new();
                self.stating = None;
                self.checker_lines = [0, 0];
                self.has_position = true;
                self.position_line = self.line_of(at);
                self.checker_lines = [0, 0];
            }
            Stmt::Checkers { color, tokens } => {
                let n = self.notation(tokens.offset)?;
                if !self.has_position || self.game.turn().is_some() || self.chances.is_some() {
                    // a new position: the roll before it is judged first; the marks start
                    // afresh unless `points` / `trous` lines give them
                    self.close_roll();
                    self.forget_alternatives();
                    self.game.set_up(Setup::empty());
                    self.stated = Fnv::new();
                    self.stating = None;
                    self.chances = None;
                    self.checker_lines = [0, 0];
                }
                let s = self.game.board_mut();
                *s.counts_mut(*color) = [0; 24];
                n.parse_checkers(*color, &tokens.text, s)
                    .map_err(|e| self.diag(tokens.offset + e.offset, e.to_string()))?;
                if self.checker_lines == [0, 0] {
                    self.position_line = self.line_of(at);
                }
                self.checker_lines[idx(*color)] = self.line_of(at);
                self.has_position = true;
            }
            // who throws first is said by the first `roll` line
            Stmt::ToPlay(_) => {}
            Stmt::RollNumber {
                white,
                black,
                first,
            } => {
                if let Some(n) = white {
                    self.game.set_roll_number(Color::White, *n);
                }
                if let Some(n) = black {
                    self.game.set_roll_number(Color::Black, *n);
                }
                self.first_roll_number = *first;
            }
            Stmt::Points(p) => self.given.points = Some([p.white, p.black]),
            Stmt::Trous(p) => self.given.trous = Some([p.white, p.black]),
            Stmt::Bredouille(c) => self.given.bredouille = Some(*c),
            Stmt::Pavillon(c) => self.given.pavillon = Some(*c),
            Stmt::Tenue(c) => self.given.tenue = Some(*c),
            Stmt::Refaits(n) => self.refaits = *n,
            Stmt::FirstThrower(c) => self.first_thrower = Some(*c),
            Stmt::CoinJustTaken(c) => self.game.set_coin_just_taken(*c),
            Stmt::Roll { color, roll } => self.roll(*color, *roll, at)?,
            Stmt::Play(moves) => self.play(moves, at)?,
            Stmt::Correct(moves) => self.correct(moves, at)?,
            Stmt::Touch(squares) => self.touch(squares, at)?,
            Stmt::Declare(d) => self.declare(d, at)?,
            Stmt::Accept => self.accept(at)?,
            Stmt::Erase(c) => self.erasing(Some(*c), at)?,
            Stmt::NotErased => self.erasing(None, at)?,
            Stmt::Renounce(c) => self.renounce(*c, at)?,
            Stmt::PavillonForgotten => {
                self.turn(at, "expected a `roll` line before `pavillon-forgotten`")?;
                self.game
                    .pavillon_forgotten()
                    .map_err(|e| self.refused(at, &e))?;
            }
            Stmt::PourTout => self.pour_tout(at)?,
            Stmt::Go => {
                self.turn(at, "expected a `roll` line before `go`")?;
                self.game.go().map_err(|e| self.refused(at, &e))?;
            }
            Stmt::Expect(e) => self.expect(e, at)?,
            Stmt::Divergence { .. } if self.last_check_is_advice() => {
                return Err(self.diag(
                    at,
                    "expected `acknowledge refuted|undecided|depends reason \"…\"` after an `advice` line, not a `divergence` (the advice keeps the author's claim)",
                ));
            }
            Stmt::Divergence { text, reason } => {
                let Some(last) = self.report.checks.last_mut() else {
                    return Err(self.diag(at, "expected an `expect` line before this `divergence`"));
                };
                last.divergence = Some(Divergence {
                    text: text.clone(),
                    reason: reason.clone(),
                });
            }
            Stmt::Chances(c) => {
                self.close_roll();
                let pos = self.position(*c, at)?;
                self.report.frames.push(Frame {
                    line: self.line_of(at),
                    setup: pos.setup().clone(),
                    roller: Some(*c),
                    roll: None,
                    score: None,
                    chances: true,
                    notation: self.notation,
                    game: FrameGame::default(),
                });
                self.chances = Some(pos);
            }
            Stmt::ChancesAfter { side, moves } => self.chances_after(*side, moves, at)?,
            Stmt::Advice(a) => self.advice(a, at)?,
            Stmt::Acknowledge { verdict, reason } => self.acknowledge(*verdict, reason, at)?,
            Stmt::Tournament(t) => self.tournament(t, at)?,
            Stmt::Recorded(r) => self.recorded(r, at)?,
            Stmt::Cube { .. }
            | Stmt::Match { .. }
            | Stmt::Crawford
            | Stmt::Double(_)
            | Stmt::Take(_)
            | Stmt::Drop(_)
            | Stmt::Beaver(_)
            | Stmt::Opening { .. }
            | Stmt::PositionId(_)
            | Stmt::MatchId(_)
            | Stmt::Roll3 { .. }
            | Stmt::GameOfMatch(_) => {
                return Err(self.diag(
                    at,
                    "expected a trictrac statement: this one is for backgammon scenarios (`game: backgammon` in the front matter)",
                ));
            }
        }
        self.note_stated(line);
        Ok(())
    }

    /// Folds the text of `line` into the fingerprint of what is stated about a roll: the
    /// lines that set the game's state before it (marks, roll numbers, refaits…, since the
    /// position or the last roll's lines), its `roll` line, and the acts and claims about it
    /// that follow; the roll's frame gets the fingerprint so far. The position's own lines are
    /// left out: the board stands for them.
    fn note_stated(&mut self, line: &Line) {
        let state = match line.stmt {
            Stmt::Position(_) | Stmt::Checkers { .. } | Stmt::Notation(_) => return,
            Stmt::ToPlay(_)
            | Stmt::RollNumber { .. }
            | Stmt::Points(_)
            | Stmt::Trous(_)
            | Stmt::Bredouille(_)
            | Stmt::Pavillon(_)
            | Stmt::Tenue(_)
            | Stmt::Refaits(_)
            | Stmt::FirstThrower(_)
            | Stmt::CoinJustTaken(_)
            | Stmt::Roll { .. }
            | Stmt::Chances(_)
            | Stmt::Tournament(_) => true,
            _ => false,
        };
        if state && self.stating.is_some() {
            // the last roll's lines are over: what follows is stated about the next one
            self.stated = Fnv::new();
            self.stating = None;
        }
        let text = self.text[line.offset..].lines().next().unwrap_or("").trim();
        self.stated.write(text.as_bytes());
        self.stated.write(b"\n");
        if matches!(line.stmt, Stmt::Roll { .. }) {
            self.stating = self.report.frames.len().checked_sub(1);
        }
        let stated = self.stated.finish();
        if let Some(f) = self.stating.and_then(|i| self.report.frames.get_mut(i)) {
            f.game.stated = stated;
        }
    }

    fn roll(&mut self, color: Color, roll: Roll, at: usize) -> Result<(), Diagnostic> {
        self.close_roll();
        self.chances = None;
        self.throw(color, roll, at, false)
    }

    /// `color` throws `roll` (`again`: the throw played pour tout, already thrown by the
    /// game): the context lines are stated, the roll scored, its board drawn and traced.
    fn throw(
        &mut self,
        color: Color,
        roll: Roll,
        at: usize,
        again: bool,
    ) -> Result<(), Diagnostic> {
        if !again {
            if let Some(n) = self.first_roll_number.take() {
                self.game.set_roll_number(color, n);
            }
            // the position first, for its error to point at its lines
            self.position(color, at)?;
            let given = std::mem::take(&mut self.given);
            self.game.state_marks(&given);
            self.keep_before_roll();
            let thrown = self.game.roll(color, roll).map(|_| ());
            thrown.map_err(|e| self.refused(at, &e))?;
        }
        let Some(turn) = self.game.turn() else {
            return Err(self.diag(at, "expected a roll the game accepts here"));
        };
        let (setup, score) = (turn.position().setup().clone(), turn.score().clone());
        let line = self.line_of(at);
        let alternative_to = if again { None } else { self.alternative_to() };
        self.roll_line = line;
        self.report.frames.push(Frame {
            line,
            setup,
            roller: Some(color),
            roll: Some(roll),
            score: Some(score.clone()),
            chances: false,
            notation: self.notation,
            game: FrameGame {
                alternative_to,
                ..FrameGame::default()
            },
        });
        let instead = alternative_to.map_or(String::new(), |l| {
            format!(" (instead of line {l}: same position, same marks)")
        });
        self.report.trace.push(format!(
            "line {line}: {color} {roll}{instead}: {}",
            describe(&score, self.shown_notation(), color)
        ));
        self.after_illegal = false;
        Ok(())
    }

    fn expect(&mut self, e: &Expect, at: usize) -> Result<(), Diagnostic> {
        match e {
            Expect::ChancesJan { .. }
            | Expect::ChancesUnplayable { .. }
            | Expect::ChancesAt { .. }
            | Expect::ChancesTakeCoin { .. } => self.expect_chances(e, at)?,
            Expect::Trous(_)
            | Expect::Marked(_)
            | Expect::Bredouille(_)
            | Expect::Ecole { .. }
            | Expect::ToPlay(_)
            | Expect::Pavillon(_)
            | Expect::Tenue(_)
            | Expect::Stake { .. }
            | Expect::MayGo(..) => self.expect_marking(e, at)?,
            Expect::Marque { end, next } => self.expect_marque(*end, *next, at)?,
            Expect::Bar(_)
            | Expect::Off(_)
            | Expect::Pips(_)
            | Expect::Hits(_)
            | Expect::Result { .. }
            | Expect::Drawn
            | Expect::Value { .. }
            | Expect::Cube { .. }
            | Expect::MayDouble(..)
            | Expect::OpeningRoll(_)
            | Expect::ChancesEnter { .. }
            | Expect::ChancesHit { .. } => {
                return Err(self.diag(
                    at,
                    "expected a trictrac expectation: this one is for backgammon scenarios (`game: backgammon` in the front matter)",
                ));
            }
            _ => self.expect_roll(e, at)?,
        }
        Ok(())
    }
}

fn pair(p: Pair) -> String {
    format!("white {} black {}", p.white, p.black)
}

/// The engine's score of a roll in one line, flèches named in `notation` (seen by `roller`;
/// `F1`..`F24` when the file has none).
fn describe(s: &Score, notation: Option<Notation>, roller: Color) -> String {
    if s.jans.is_empty() {
        return "nothing scored".to_string();
    }
    s.jans
        .iter()
        .map(|j| {
            let at = j.at.map_or(String::new(), |a| match notation {
                Some(n) => format!(" at {}", n.format_number(roller, a)),
                None => format!(" at F{a}"),
            });
            format!(
                "{} +{} by {} ({} means){at}",
                j.to,
                j.points,
                j.jan.rule().named(),
                j.means
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}
