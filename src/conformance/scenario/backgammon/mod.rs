//! Runs a backgammon scenario (`game: backgammon`) through [`engine::backgammon`] under its
//! profile's [`BgRules`]. The runner reads positions in the file's notation, drives the
//! engine's [`BgGame`] (plays, the cube, the opening) and compares each expectation with what
//! the engine gives; it decides nothing itself. The format: `docs/scenario-format-backgammon.md`.
//!
//! [`engine::backgammon`]: crate::engine::tables

mod expect;

mod series;

use std::path::Path;

use super::ast::{Line, Stmt, Tok};
use super::report::{BgFrame, Divergence, Report};
use super::ScenarioFile;
use crate::conformance::profile::SeriesSpec;
use crate::engine::tables::game::{MatchState, OpeningOutcome};
use crate::engine::tables::notation::{read_checkers_pinned, BgNotation};
use crate::engine::tables::{
    id, side, BgGame, BgPlay, BgPosition, BgRules, BgSetup, Cube, Dice, Geometry, Throw3,
};
use crate::engine::{Color, Roll, RuleId};
use crate::input::diag::{Diagnostic, LineIndex};

/// The moves of a `play` line (`(from, to)` in the mover's numbering), and the points its `*`
/// marks say are hit.
type Moves = (Vec<(u8, u8)>, Vec<u8>);

/// What the last play or cube action gave, until an `expect legal` checks it.
struct Action {
    offset: usize,
    what: String,
    outcome: Result<(), (RuleId, String)>,
    checked: bool,
}

/// The roll being examined.
struct Current {
    color: Color,
    roll: Roll,
    /// A throw of three dice (`dice: three`): `roll` then holds its two highest dice, never read.
    three: Option<Throw3>,
    /// How many checkers its play hit, once played.
    hits: Option<u32>,
    /// The position it was thrown from.
    before: BgPosition,
    /// Its legal play, once played.
    play: Option<BgPlay>,
}

struct Runner<'a> {
    path: &'a Path,
    text: &'a str,
    index: LineIndex<'a>,
    rules: &'a BgRules,
    author: String,
    notation: BgNotation,
    setup: BgSetup,
    /// The setup has checkers written since the last action (a new position is being listed).
    listing: bool,
    has_position: bool,
    to_play: Option<Color>,
    cube: Cube,
    match_state: Option<MatchState>,
    game: Option<BgGame>,
    current: Option<Current>,
    opening: Option<OpeningOutcome>,
    action: Option<Action>,
    chances: Option<BgPosition>,
    /// The roll a `match-id` holds thrown, and by whom: the next `roll` line's.
    thrown: Option<(Color, Roll, usize)>,
    /// The game as it stood at the first statement that looked at it or acted on it: the
    /// board drawn when no roll is (its line, the position, the cube, the Match ID).
    as_set: Option<(usize, BgPosition, Cube, id::MatchId)>,
    /// The match of games in turn the profile plays, if it is one (the tavli).
    series: Option<series::MatchOfGames>,
    report: Report,
}

/// Runs a backgammon scenario under `rules`, in the match of games in turn `series` when the
/// profile is one (the tavli).
#[must_use]
pub fn run(
    path: &Path,
    text: &str,
    file: &ScenarioFile,
    rules: &BgRules,
    series: Option<&SeriesSpec>,
) -> Report {
    let author = super::run::author(&file.front.source.work);
    let mut r = Runner {
        path,
        text,
        index: LineIndex::new(text),
        rules,
        author,
        notation: BgNotation::Points,
        setup: BgSetup::empty().with_geometry(rules.geometry),
        listing: false,
        has_position: false,
        to_play: None,
        cube: Cube::default(),
        match_state: None,
        game: None,
        current: None,
        opening: None,
        action: None,
        chances: None,
        thrown: None,
        as_set: None,
        series: series.and_then(series::MatchOfGames::new),
        report: Report::empty(path, Some(file.front.clone())),
    };
    if let Some(why) = rules.unplayable() {
        r.report.error = Some(Diagnostic::file(
            path,
            format!("the rules it is run under cannot be played together: {why}"),
        ));
        return r.report;
    }
    for line in &file.lines {
        let acts = matches!(
            line.stmt,
            Stmt::Double(_)
                | Stmt::Take(_)
                | Stmt::Drop(_)
                | Stmt::Beaver(_)
                | Stmt::Opening { .. }
        );
        if acts && r.has_position && r.as_set.is_none() {
            // the game as set up, before the statement acts on it (its error, if any, is the
            // statement's own, given below)
            let _ = r.game(line.offset);
        }
        r.note_as_set(line.offset);
        if let Err(d) = r.statement(line) {
            r.report.error = Some(d);
            return r.report;
        }
        if matches!(line.stmt, Stmt::Expect(_)) {
            r.note_as_set(line.offset);
        }
    }
    r.flush_action();
    if r.report.bg_frames.is_empty() {
        // a position with no roll on it: drawn as it stood at the first statement about it
        // (the cube before a double and a take below it, not after)
        if let Some((line, pos, cube, match_id)) = r.as_set {
            r.report.bg_frames.push(BgFrame {
                line,
                position: pos,
                cube,
                match_id,
                roll: None,
                play: None,
                notation: r.notation,
                chances: false,
                cube_played: r.rules.cube,
            });
        }
    }
    // a play's legality is checked when the next statement closes it: the checks in line order
    r.report.checks.sort_by_key(|c| c.line);
    r.report
}

impl Runner<'_> {
    fn diag(&self, offset: usize, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::at(self.path, self.text, offset, msg)
    }

    /// Keeps the game's state at the statement at `at`, if a game is set up and none is kept.
    fn note_as_set(&mut self, at: usize) {
        if self.as_set.is_some() {
            return;
        }
        let line = self.line_of(at);
        if let Some(g) = &self.game {
            self.as_set = Some((line, g.position, g.cube, id::MatchId::of_game(g, None)));
        }
    }

    fn line_of(&self, offset: usize) -> usize {
        self.index.line_col(offset).0
    }

    fn check(&mut self, offset: usize, claim: String, engine: String, agrees: bool) {
        let line = self.line_of(offset);
        self.report.push_check(line, claim, engine, agrees);
    }

    /// An action nobody checked must have been legal.
    fn flush_action(&mut self) {
        if let Some(a) = self.action.take() {
            if !a.checked {
                let engine = match &a.outcome {
                    Ok(()) => "legal".to_string(),
                    Err((_, why)) => format!("illegal: {why}"),
                };
                let ok = a.outcome.is_ok();
                self.check(a.offset, format!("{} is legal", a.what), engine, ok);
            }
        }
    }

    /// The game, made from the position listed (validated here) at the first action on it.
    fn game(&mut self, at: usize) -> Result<&mut BgGame, Diagnostic> {
        if self.game.is_none() || self.listing {
            if !self.has_position {
                return Err(self.diag(at, "expected the position (`white` / `black` lines or `position-id`) before this line"));
            }
            let mut s = self.setup;
            s.fill_off_to(self.rules.start.checkers());
            s.turn = self.to_play.unwrap_or(s.turn);
            let pos = s
                .validate_under(self.rules)
                .map_err(|e| self.diag(at, format!("this position is not legal: {e}")))?;
            let mut g = BgGame::new(pos, self.rules.clone());
            g.cube = self.cube;
            g.match_state = self.match_state;
            self.game = Some(g);
            self.listing = false;
        }
        self.game
            .as_mut()
            .ok_or_else(|| Diagnostic::file(Path::new(""), "no game"))
    }

    /// A new position begins: what was said of the last one is closed.
    fn new_position(&mut self) {
        self.flush_action();
        if !self.listing {
            self.setup = BgSetup::empty().with_geometry(self.rules.geometry);
        }
        self.listing = true;
        self.has_position = true;
        self.current = None;
        self.chances = None;
        self.opening = None;
    }

    /// Draws the board `pos` at the statement at `at`.
    fn frame(&mut self, at: usize, pos: BgPosition, cube: Cube, roll: Option<Roll>, chances: bool) {
        let line = self.line_of(at);
        // the game's state, the side to play as drawn
        let match_id = self
            .game
            .as_ref()
            .map_or_else(id::MatchId::default, |g| id::MatchId {
                on_roll: Some(pos.turn()),
                ..id::MatchId::of_game(g, roll)
            });
        self.report.bg_frames.push(BgFrame {
            line,
            position: pos,
            cube,
            match_id,
            roll,
            play: None,
            notation: self.notation,
            chances,
            cube_played: self.rules.cube,
        });
    }

    fn points(&self, color: Color, moves: &[Vec<Tok>]) -> Result<Moves, Diagnostic> {
        let mut out = Vec::new();
        let mut hits = Vec::new();
        for m in moves {
            let last = m.len() - 1;
            let mut repeat = 1;
            let mut pts = Vec::new();
            for (i, t) in m.iter().enumerate() {
                let mut text = t.text.as_str();
                if i == last {
                    if let Some((p, n)) = text.strip_suffix(')').and_then(|x| x.split_once('(')) {
                        repeat = n
                            .parse::<usize>()
                            .ok()
                            .filter(|n| (1..=4).contains(n))
                            .ok_or_else(|| {
                                self.diag(
                                    t.offset,
                                    format!("expected a count 1..4 in `(…)`, found `{}`", t.text),
                                )
                            })?;
                        text = p;
                    }
                }
                let hit = text.ends_with('*');
                let text = text.trim_end_matches('*');
                let p = self
                    .notation
                    .point(color, text)
                    .map_err(|e| self.diag(t.offset, e))?;
                if hit {
                    hits.push(p);
                }
                pts.push(p);
            }
            for _ in 0..repeat {
                for w in pts.windows(2) {
                    out.push((w[0], w[1]));
                }
            }
        }
        Ok((out, hits))
    }

    fn statement(&mut self, line: &Line) -> Result<(), Diagnostic> {
        let at = line.offset;
        match &line.stmt {
            Stmt::Notation(tok) => {
                self.notation = BgNotation::parse(&tok.text).map_err(|e| self.diag(tok.offset, e))?;
                // Guiton's flèches and Lepeintre's letters name the other side's points as
                // 25 - p: a board of contrary movement only
                if self.rules.geometry != Geometry::Contrary && self.notation != BgNotation::Points {
                    return Err(self.diag(
                        tok.offset,
                        format!(
                            "expected `notation points` under parallel movement (the profile's `geometry`): `notation {}` numbers the board for contrary movement",
                            self.notation
                        ),
                    ));
                }
            }
            Stmt::Checkers { color, tokens } => {
                self.new_position();
                let counts = &mut self.setup.points[side(*color)];
                *counts = [0; 26];
                let pinned = &mut self.setup.pinned[side(*color)];
                *pinned = 0;
                read_checkers_pinned(self.notation, *color, &tokens.text, counts, pinned)
                    .map_err(|(o, e)| self.diag(tokens.offset + o, e))?;
            }
            Stmt::PositionId(tok) => {
                self.new_position();
                let turn = self.to_play.unwrap_or(Color::White);
                let pos = if self.rules.pinning {
                    id::from_position_id_pinned(&tok.text, turn, self.rules.start.checkers())
                } else {
                    id::from_position_id_in(
                        &tok.text,
                        turn,
                        self.rules.start.checkers(),
                        self.rules.geometry,
                    )
                }
                    .map_err(|e| self.diag(tok.offset, e.to_string()))?;
                self.setup = *pos.setup();
            }
            Stmt::MatchId(tok) => {
                let m = id::from_match_id(&tok.text).map_err(|e| self.diag(tok.offset, e.to_string()))?;
                m.fits(self.rules)
                    .map_err(|e| self.diag(tok.offset, e))?;
                self.thrown = match m.dice {
                    (0, 0) => None,
                    (a, b) => {
                        let roll = Roll::new(a, b).ok_or_else(|| {
                            self.diag(tok.offset, format!("expected a Match ID whose dice are 1..6, found {a} and {b}"))
                        })?;
                        Some((m.on_roll.unwrap_or(Color::White), roll, tok.offset))
                    }
                };
                self.cube = m.cube();
                self.match_state = m.match_state();
                self.to_play = m.on_roll;
                if let Some(g) = &mut self.game {
                    g.cube = self.cube;
                    g.match_state = self.match_state;
                    g.position = g.position.with_turn(m.on_roll.unwrap_or(Color::White));
                }
            }
            Stmt::ToPlay(c) => {
                self.to_play = Some(*c);
                if let Some(g) = &mut self.game {
                    g.position = g.position.with_turn(*c);
                }
            }
            Stmt::Cube { value, owner } => {
                self.cube = Cube { value: *value, owner: *owner };
                if let Some(g) = &mut self.game {
                    g.cube = self.cube;
                }
            }
            Stmt::Match { length, score } => {
                let m = MatchState { length: *length, score: [score.white, score.black], crawford: false };
                self.match_state = Some(m);
            }
            Stmt::Crawford => {
                let Some(m) = &mut self.match_state else {
                    return Err(self.diag(at, "expected a `match` line before `crawford`"));
                };
                m.crawford = true;
            }
            Stmt::Roll { .. } if self.rules.dice == Dice::Three => {
                return Err(self.diag(at, "expected a throw of three dice such as `roll white 4-4-3`: this profile throws three (`dice: three`)"));
            }
            Stmt::Roll3 { throw, offset, .. } if self.rules.dice == Dice::Two => {
                return Err(self.diag(*offset, format!("expected a roll of two dice such as `6-5`, found `{throw}`: this profile throws two (`dice: two`)")));
            }
            Stmt::Roll3 { color, throw, .. } => {
                self.flush_action();
                self.chances = None;
                self.opening = None;
                let g = self.game(at)?;
                if g.ended.is_none() && g.offered.is_none() {
                    g.position = g.position.with_turn(*color);
                }
                let (before, cube) = (g.position, g.cube);
                let [a, b, _] = throw.dice();
                let roll = Roll::new(a, b).ok_or_else(|| self.diag(at, "expected dice 1..6"))?;
                self.current = Some(Current { color: *color, roll, three: Some(*throw), hits: None, before, play: None });
                self.frame(at, before, cube, None, false);
            }
            Stmt::Roll { color, roll } => {
                if let Some((who, thrown, id_at)) = self.thrown.take() {
                    if (who, thrown) != (*color, *roll) {
                        let (line, _) = self.index.line_col(id_at);
                        return Err(self.diag(at, format!(
                            "expected `roll {who} {thrown}`, the roll the Match ID of line {line} holds thrown, found `roll {color} {roll}`"
                        )));
                    }
                }
                self.flush_action();
                self.chances = None;
                self.opening = None;
                let g = self.game(at)?;
                if g.ended.is_none() && g.offered.is_none() {
                    g.position = g.position.with_turn(*color);
                }
                let (before, cube) = (g.position, g.cube);
                self.current = Some(Current { color: *color, roll: *roll, three: None, hits: None, before, play: None });
                self.frame(at, before, cube, Some(*roll), false);
            }
            Stmt::Play(moves) => self.play(moves, at)?,
            Stmt::Double(c) | Stmt::Take(c) | Stmt::Drop(c) | Stmt::Beaver(c) => {
                self.flush_action();
                let c = *c;
                let stmt = line.stmt.clone();
                let g = self.game(at)?;
                let (what, outcome) = match stmt {
                    Stmt::Double(_) => ("double", g.double(c)),
                    Stmt::Take(_) => ("take", g.take(c)),
                    Stmt::Drop(_) => ("drop", g.drop_double(c)),
                    _ => ("beaver", g.beaver(c)),
                };
                self.action = Some(Action {
                    offset: at,
                    what: format!("{c}'s {what}"),
                    outcome: outcome.map_err(|e| (e.rule(), e.to_string())),
                    checked: false,
                });
            }
            Stmt::Opening { white, black } => {
                self.flush_action();
                let (w, b) = (*white, *black);
                let g = self.game(at)?;
                let outcome = match g.opening(w, b) {
                    Ok(o) => o,
                    Err(e) => return Err(self.diag(at, format!("the opening cannot be thrown: {e}"))),
                };
                let before = self.game(at)?.position;
                self.opening = Some(outcome);
                if let OpeningOutcome::First { color, roll: Some(roll) } = outcome {
                    self.current = Some(Current { color, roll, three: None, hits: None, before, play: None });
                }
            }
            Stmt::Chances(c) => {
                self.flush_action();
                let g = self.game(at)?;
                let (pos, cube) = (g.position.with_turn(*c), g.cube);
                self.chances = Some(pos);
                self.frame(at, pos, cube, None, true);
            }
            Stmt::Expect(e) => self.expect(e, at)?,
            Stmt::GameOfMatch(g) => self.game_of_match(g.as_ref(), at)?,
            Stmt::Divergence { text, reason } => {
                let Some(last) = self.report.checks.last_mut() else {
                    return Err(self.diag(at, "expected an `expect` line before this `divergence`"));
                };
                last.divergence = Some(Divergence { text: text.clone(), reason: reason.clone() });
            }
            _ => {
                return Err(self.diag(
                    at,
                    "expected a backgammon statement: this one is for trictrac scenarios (see docs/scenario-format-backgammon.md)",
                ))
            }
        }
        Ok(())
    }

    fn play(&mut self, moves: &[Vec<Tok>], at: usize) -> Result<(), Diagnostic> {
        self.flush_action();
        let Some(cur) = &self.current else {
            return Err(self.diag(
                at,
                "expected a `roll` line (or an `opening` that plays) before `play`",
            ));
        };
        if cur.play.is_some() {
            return Err(self.diag(
                at,
                "expected one `play` per roll: this roll was played above",
            ));
        }
        let (color, roll, three) = (cur.color, cur.roll, cur.three);
        if let Some(throw) = three {
            return self.play_three(moves, at, color, throw);
        }
        let written = written(moves);
        let (moves, hits) = self.points(color, moves)?;
        let g = self.game(at)?;
        let outcome = g.play(color, roll, &moves);
        let what = format!("{color}'s play of {roll}");
        let outcome = match outcome {
            Ok(play) => {
                if let Some(cur) = &mut self.current {
                    cur.play = Some(play);
                    cur.hits = Some(play.hit_count());
                }
                if let Some(f) = self.report.bg_frames.last_mut() {
                    f.play = Some(play);
                }
                let mover = self.notation;
                self.report.trace.push(format!(
                    "{color} {roll}: {}",
                    crate::engine::tables::notation::play_text(&play, mover, color)
                ));
                self.check_hits(at, color, &hits, play.hits());
                Ok(())
            }
            Err(e) => Err(refused(&e, &moves, &written)),
        };
        self.action = Some(Action {
            offset: at,
            what,
            outcome,
            checked: false,
        });
        Ok(())
    }

    /// A `play` of a throw of three dice, judged as [`Runner::play`] judges one of two.
    fn play_three(
        &mut self,
        moves: &[Vec<Tok>],
        at: usize,
        color: Color,
        throw: Throw3,
    ) -> Result<(), Diagnostic> {
        let written = written(moves);
        let (moves, hits) = self.points(color, moves)?;
        let g = self.game(at)?;
        let outcome = g.play_three(color, throw, &moves);
        let what = format!("{color}'s play of {throw}");
        let outcome = match outcome {
            Ok(play) => {
                if let Some(cur) = &mut self.current {
                    cur.hits = Some(play.hit_count());
                }
                let shown: Vec<String> = play
                    .moves()
                    .iter()
                    .map(|m| {
                        format!(
                            "{}-{}",
                            self.notation.name(color, m.from),
                            self.notation.name(color, m.to)
                        )
                    })
                    .collect();
                self.report
                    .trace
                    .push(format!("{color} {throw}: {}", shown.join(" ")));
                self.check_hits(at, color, &hits, play.hits());
                Ok(())
            }
            Err(e) => Err(refused(&e, &moves, &written)),
        };
        self.action = Some(Action {
            offset: at,
            what,
            outcome,
            checked: false,
        });
        Ok(())
    }

    /// Checks that the play hit on each point written with a `*` (`hits`, the points; `done`,
    /// the points the play hit, bit by point).
    fn check_hits(&mut self, at: usize, color: Color, hits: &[u8], done: u32) {
        let names: Vec<String> = hits
            .iter()
            .filter(|&&p| done & (1 << p) == 0)
            .map(|&p| self.notation.name(color, p))
            .collect();
        if !names.is_empty() {
            self.check(
                at,
                format!("the play hits on {}", names.join(", ")),
                "no hit there".into(),
                false,
            );
        }
    }
}

/// Each written move as the file wrote it (`13-7-6`).
fn written(moves: &[Vec<Tok>]) -> Vec<String> {
    moves
        .iter()
        .map(|m| {
            m.iter()
                .map(|t| t.text.as_str())
                .collect::<Vec<_>>()
                .join("-")
        })
        .collect()
}

/// A play the game refused: its rule, and the message naming the written move at fault when
/// the judge points at one.
fn refused(
    e: &crate::engine::tables::BgGameError,
    moves: &[(u8, u8)],
    written: &[String],
) -> (RuleId, String) {
    let message = match e {
        crate::engine::tables::BgGameError::Play(m) => m.culprit(moves),
        _ => None,
    }
    .and_then(|i| written.get(i))
    .map_or_else(|| e.to_string(), |m| format!("{m}: {e}"));
    (e.rule(), message)
}
