//! Runs a parsed scenario through the engine under its rule profile and checks each
//! expectation. Positions are validated here (the parser only checks syntax), plays are judged
//! by [`judge`](crate::engine::judge), rolls scored by [`score`](crate::engine::score).

mod chances;
mod correct;
mod expect;
mod marking;
mod play;

use marking::{side_name, ReleveEnd};

use std::path::Path;

use super::ast::{Expect, Line, Pair, Stmt, Tok};
use super::report::{Check, Divergence, Frame, FrameGame, Report, Verdict};
use super::ScenarioFile;
use crate::engine::jans::{Context, Score};
use crate::engine::marking::{Declared, Marks};
use crate::engine::{generate, Color, Fleche, Notation, Plays, Position, Roll, Rules, Setup};
use crate::input::diag::Diagnostic;

/// The roll being examined.
struct Current {
    color: Color,
    roll: Roll,
    pos: Position,
    score: Score,
    plays: Plays,
    /// The judged play, if a `play` line came: its line and the rule it breaks.
    play: Option<(usize, Result<(), crate::engine::MoveError>)>,
    /// An `expect legal` was checked for this roll.
    legality_checked: bool,
    /// What each side declared it marked.
    declared: Declared,
    /// The roller went away.
    go: bool,
    /// The marks before the roll.
    marks_before: Marks,
    /// Flèches (in the roller's frame) of the checkers he touched, one entry per checker.
    touched: Vec<u8>,
}

/// Marks given by context lines, each `None` when not given.
#[derive(Default, PartialEq, Eq)]
struct Given {
    points: Option<Pair>,
    trous: Option<Pair>,
    bredouille: Option<Option<Color>>,
    pavillon: Option<Option<Color>>,
}

struct Runner<'a> {
    path: &'a Path,
    text: &'a str,
    /// Line starts of `text`, built once (a check per line would otherwise rescan the text).
    index: crate::input::diag::LineIndex<'a>,
    rules: &'a Rules,
    author: String,
    notation: Option<Notation>,
    setup: Setup,
    has_position: bool,
    position_line: usize,
    /// The line of each colour's checkers in the current position (0: not written apart).
    checker_lines: [usize; 2],
    to_play: Option<Color>,
    roll_numbers: [Option<u32>; 2],
    first_roll_number: Option<u32>,
    coin_just_taken: [bool; 2],
    marks: Marks,
    /// The marks given by the context lines, applied at the next roll.
    given: Given,
    /// Refaits before the marqué being played (`refaits N`).
    refaits: u32,
    current: Option<Current>,
    chances: Option<Position>,
    report: Report,
}

fn idx(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// The treatise's author, from a work id (`lepeintre-1818` → `Lepeintre`).
fn author(work: &str) -> String {
    let name = work.split('-').next().unwrap_or(work);
    let mut c = name.chars();
    c.next().map_or_else(String::new, |f| {
        f.to_uppercase().collect::<String>() + c.as_str()
    })
}

/// Runs `file` (read from `path`, text `text`) under `rules`.
#[must_use]
pub fn run(path: &Path, text: &str, file: &ScenarioFile, rules: &Rules) -> Report {
    let mut r = Runner {
        path,
        text,
        index: crate::input::diag::LineIndex::new(text),
        rules,
        author: author(&file.front.source.work),
        notation: None,
        setup: Setup::empty(),
        has_position: false,
        position_line: 0,
        checker_lines: [0, 0],
        to_play: None,
        roll_numbers: [None, None],
        first_roll_number: None,
        coin_just_taken: [false, false],
        marks: Marks::default(),
        given: Given::default(),
        refaits: 0,
        current: None,
        chances: None,
        report: Report {
            path: path.to_path_buf(),
            front: Some(file.front.clone()),
            checks: Vec::new(),
            trace: Vec::new(),
            frames: Vec::new(),
            error: None,
        },
    };
    for line in &file.lines {
        if let Err(d) = r.statement(line) {
            r.report.error = Some(d);
            return r.report;
        }
    }
    r.close_roll();
    if r.report.frames.is_empty() && r.has_position {
        r.report.frames.push(Frame {
            line: r.position_line,
            setup: r.setup.clone(),
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

    fn line_of(&self, offset: usize) -> usize {
        self.index.line_col(offset).0
    }

    fn check(&mut self, offset: usize, claim: String, engine: String, agrees: bool) {
        let line = self.line_of(offset);
        self.report.checks.push(Check {
            line,
            claim,
            engine,
            verdict: if agrees {
                Verdict::Agrees
            } else {
                Verdict::Disagrees
            },
            divergence: None,
        });
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

    fn position(&self, turn: Color, offset: usize) -> Result<Position, Diagnostic> {
        if !self.has_position {
            return Err(self.diag(
                offset,
                "expected a position (`white …` / `black …` or `position …`) before this line",
            ));
        }
        let mut s = self.setup.clone();
        s.turn = turn;
        s.validate().map_err(|e| {
            // point at the line of the colour at fault, when its checkers have a line
            use crate::engine::PositionError as E;
            let line = match &e {
                E::TooManyCheckers { color, .. }
                | E::LoneCheckerOnCoin { color }
                | E::OnOpponentCoin { color }
                | E::BorneOffBeforeHome { color, .. } => self.checker_lines[idx(*color)],
                E::MixedFleche { .. } => self.checker_lines[0].max(self.checker_lines[1]),
            };
            let line = if line == 0 { self.position_line } else { line };
            let at = self.index.line_start(line);
            // a flèche named in F-numbers is named again in the file's own notation
            let hint = match (&e, self.notation) {
                (
                    crate::engine::PositionError::MixedFleche { fleche },
                    Some(
                        n @ (Notation::Lepeintre { .. } | Notation::Soumille { .. } | Notation::Bn),
                    ),
                ) => format!(
                    "; `{}` in this file's notation",
                    n.format_square(turn, *fleche)
                ),
                _ => String::new(),
            };
            self.diag(
                at,
                format!("this position is not legal: {e} ({}){hint}", e.rule()),
            )
        })
    }

    /// Ends the current roll: a transcribed play nobody said was illegal must be legal.
    fn close_roll(&mut self) {
        let Some(cur) = self.current.take() else {
            return;
        };
        let m = self.marked(&cur);
        self.marks = m.marks;
        let mk = m.marks;
        if let Some(g) = self.frame_game() {
            g.marks = Some((cur.marks_before, mk));
        }
        let bred = side_name(mk.who_bredouille());
        let end = self.releve_end(&cur, &m);
        let what = match end {
            Some(ReleveEnd::Went) => "; he goes away",
            Some(ReleveEnd::Sortie { swaps: true }) => {
                "; sortie: a new relevé, the players change colours"
            }
            Some(ReleveEnd::Sortie { swaps: false }) => "; sortie: a new relevé",
            None => "",
        };
        self.report.trace.push(format!(
            "  marks: white {} points {} trous, black {} points {} trous, bredouille {bred}{what}",
            mk.points[0], mk.trous[0], mk.points[1], mk.trous[1],
        ));
        if let Some(end) = end {
            if end == (ReleveEnd::Sortie { swaps: true }) {
                // each rebuilds his talon with the checkers on his side: colours change hands
                self.marks = self.marks.swapped();
            }
            // a new relevé: both talons set again; the one who went or bore off first throws
            self.setup = Setup::opening();
            self.roll_numbers = [Some(1), Some(1)];
            self.coin_just_taken = [false, false];
        }
        if let (Some((line, verdict)), false) = (cur.play, cur.legality_checked) {
            let engine = match verdict {
                Ok(()) => "legal".to_string(),
                Err(e) => format!("illegal: {}", e.rule()),
            };
            self.report.checks.push(Check {
                line,
                claim: format!(
                    "{} plays this {} {} legally",
                    self.author, cur.color, cur.roll
                ),
                engine,
                verdict: if verdict.is_ok() {
                    Verdict::Agrees
                } else {
                    Verdict::Disagrees
                },
                divergence: None,
            });
        }
    }

    fn statement(&mut self, line: &Line) -> Result<(), Diagnostic> {
        let at = line.offset;
        match &line.stmt {
            Stmt::Notation(tok) => {
                let n = Notation::from_header(&tok.text)
                    .map_err(|e| self.diag(tok.offset + e.offset, e.to_string()))?;
                self.notation = Some(n);
            }
            Stmt::Position(tok) => {
                let s = crate::engine::notation::canonical::parse(&tok.text)
                    .map_err(|e| self.diag(tok.offset + e.offset, e.to_string()))?;
                self.setup = s;
                self.has_position = true;
                self.position_line = self.line_of(at);
                self.checker_lines = [0, 0];
            }
            Stmt::Checkers { color, tokens } => {
                let n = self.notation(tokens.offset)?;
                if !self.has_position || self.current.is_some() || self.chances.is_some() {
                    // a new position: the roll before it is judged first; the marks start
                    // afresh unless `points` / `trous` lines give them
                    self.close_roll();
                    self.marks = Marks::default();
                    self.setup = Setup::empty();
                    self.chances = None;
                    self.checker_lines = [0, 0];
                }
                let mut s = std::mem::take(&mut self.setup);
                *s.counts_mut(*color) = [0; 24];
                n.parse_checkers(*color, &tokens.text, &mut s)
                    .map_err(|e| self.diag(tokens.offset + e.offset, e.to_string()))?;
                self.setup = s;
                if self.checker_lines == [0, 0] {
                    self.position_line = self.line_of(at);
                }
                self.checker_lines[idx(*color)] = self.line_of(at);
                self.has_position = true;
            }
            Stmt::ToPlay(c) => self.to_play = Some(*c),
            Stmt::RollNumber {
                white,
                black,
                first,
            } => {
                if white.is_some() {
                    self.roll_numbers[0] = *white;
                }
                if black.is_some() {
                    self.roll_numbers[1] = *black;
                }
                self.first_roll_number = *first;
            }
            Stmt::Points(p) => self.given.points = Some(*p),
            Stmt::Trous(p) => self.given.trous = Some(*p),
            Stmt::Bredouille(c) => self.given.bredouille = Some(*c),
            Stmt::Pavillon(c) => self.given.pavillon = Some(*c),
            Stmt::Refaits(n) => self.refaits = *n,
            Stmt::CoinJustTaken(c) => self.coin_just_taken[idx(*c)] = true,
            Stmt::Roll { color, roll } => self.roll(*color, *roll, at)?,
            Stmt::Play(moves) => self.play(moves, at)?,
            Stmt::Correct(moves) => self.correct(moves, at)?,
            Stmt::Touch(squares) => self.touch(squares, at)?,
            Stmt::Declare(d) => self.declare(d, at)?,
            Stmt::Accept => self.accept(at)?,
            Stmt::Erase(c) => self.erasing(Some(*c), at)?,
            Stmt::NotErased => self.erasing(None, at)?,
            Stmt::PavillonForgotten => {
                let Some(cur) = self.current.as_mut() else {
                    return Err(self.diag(at, "expected a `roll` line before `pavillon-forgotten`"));
                };
                cur.declared.pavillon_forgotten = true;
            }
            Stmt::PourTout => self.pour_tout(at)?,
            Stmt::Go => {
                let Some(cur) = self.current.as_mut() else {
                    return Err(self.diag(at, "expected a `roll` line before `go`"));
                };
                cur.go = true;
            }
            Stmt::Expect(e) => self.expect(e, at)?,
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
        }
        Ok(())
    }

    fn roll(&mut self, color: Color, roll: Roll, at: usize) -> Result<(), Diagnostic> {
        self.close_roll();
        self.chances = None;
        if let Some(n) = self.first_roll_number.take() {
            self.roll_numbers[idx(color)] = Some(n);
        }
        let pos = self.position(color, at)?;
        let ctx = Context {
            roll_number: self.roll_numbers[idx(color)],
            coin_just_taken: self.coin_just_taken[idx(color)],
            opponent_first_roll: None,
        };
        self.apply_given_marks();
        let score = crate::engine::score(&pos, color, roll, &ctx, self.rules);
        let plays = generate(&pos.sided(color), roll, self.rules);
        let line = self.line_of(at);
        self.report.frames.push(Frame {
            line,
            setup: pos.setup().clone(),
            roller: Some(color),
            roll: Some(roll),
            score: Some(score.clone()),
            chances: false,
            notation: self.notation,
            game: FrameGame::default(),
        });
        self.report
            .trace
            .push(format!("line {line}: {color} {roll}: {}", describe(&score)));
        self.current = Some(Current {
            color,
            roll,
            pos,
            score,
            plays,
            play: None,
            legality_checked: false,
            declared: Declared::default(),
            go: false,
            marks_before: self.marks,
            touched: Vec::new(),
        });
        Ok(())
    }

    /// Context lines (`points`, `trous`, `bredouille`, `pavillon`) set the marks before the
    /// next roll.
    fn apply_given_marks(&mut self) {
        let g = std::mem::take(&mut self.given);
        if g == Given::default() {
            return;
        }
        let p = g.points.map_or(self.marks.points, |p| [p.white, p.black]);
        let t = g.trous.map_or(self.marks.trous, |p| [p.white, p.black]);
        let b = g.bredouille.unwrap_or(match (p[0] > 0, p[1] > 0) {
            (true, false) => Some(Color::White),
            (false, true) => Some(Color::Black),
            _ => None,
        });
        let marks = Marks::with(p, t, b);
        self.marks = match g.pavillon {
            Some(holder) => marks.with_pavillon(holder),
            None => marks,
        };
    }

    fn expect(&mut self, e: &Expect, at: usize) -> Result<(), Diagnostic> {
        match e {
            Expect::ChancesJan { .. }
            | Expect::ChancesUnplayable { .. }
            | Expect::ChancesStuck { .. } => self.expect_chances(e, at)?,
            Expect::Trous(_)
            | Expect::Marked(_)
            | Expect::Bredouille(_)
            | Expect::Ecole { .. }
            | Expect::ToPlay(_)
            | Expect::Marque { .. }
            | Expect::Pavillon(_)
            | Expect::Stake { .. }
            | Expect::MayGo(..) => self.expect_marking(e, at)?,
            _ => self.expect_roll(e, at)?,
        }
        Ok(())
    }
}

fn pair(p: Pair) -> String {
    format!("white {} black {}", p.white, p.black)
}

fn at_text(sq: &Option<Tok>) -> String {
    sq.as_ref()
        .map_or(String::new(), |t| format!(" at {}", t.text))
}

/// The engine's score of a roll in one line.
fn describe(s: &Score) -> String {
    if s.jans.is_empty() {
        return "nothing scored".to_string();
    }
    s.jans
        .iter()
        .map(|j| {
            let at = j.at.map_or(String::new(), |a| format!(" at F{a}"));
            format!(
                "{} +{} {} ({} means){at}",
                j.to,
                j.points,
                j.jan.rule(),
                j.means
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}
