//! The boards of a scenario, for drawing: the position before each roll (and each chance
//! count), with the engine's score of that roll. It follows the statements as the runner does
//! (plays applied, roll numbers and a coin just taken carried on); a statement it cannot follow
//! ends the replay quietly, since the runner's report already names the error.

use crate::diag::LineIndex;
use crate::jans::{Context, Score};
use crate::scenario::ast::{Stmt, Tok};
use crate::scenario::ScenarioFile;
use crate::{Color, Fleche, Notation, Roll, Rules, Setup};

/// One board to draw.
#[derive(Debug, Clone)]
pub struct Frame {
    /// 1-based line of the `roll` or `chances` statement (or of the position).
    pub line: usize,
    /// The checkers before the roll.
    pub setup: Setup,
    /// Who rolls, or whose 36 chances are counted.
    pub roller: Option<Color>,
    pub roll: Option<Roll>,
    /// The engine's score of the roll.
    pub score: Option<Score>,
    /// A `chances` count rather than one roll.
    pub chances: bool,
    /// The notation in force (for the letters drawn).
    pub notation: Option<Notation>,
}

struct State {
    notation: Option<Notation>,
    setup: Setup,
    has_position: bool,
    position_line: usize,
    roll_numbers: [Option<u32>; 2],
    first_roll_number: Option<u32>,
    coin_just_taken: [bool; 2],
    current: Option<(Color, Roll, Setup)>,
    chances: bool,
}

fn idx(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// The frames of a parsed scenario (text `text`) under `rules`.
#[must_use]
pub fn frames(text: &str, file: &ScenarioFile, rules: &Rules) -> Vec<Frame> {
    let lines = LineIndex::new(text);
    let mut st = State {
        notation: None,
        setup: Setup::empty(),
        has_position: false,
        position_line: 1,
        roll_numbers: [None, None],
        first_roll_number: None,
        coin_just_taken: [false, false],
        current: None,
        chances: false,
    };
    let mut out = Vec::new();
    for l in &file.lines {
        let line = lines.line_col(l.offset).0;
        if step(&mut st, &l.stmt, line, rules, &mut out).is_none() {
            break;
        }
    }
    if out.is_empty() && st.has_position {
        out.push(Frame {
            line: st.position_line,
            setup: st.setup.clone(),
            roller: None,
            roll: None,
            score: None,
            chances: false,
            notation: st.notation,
        });
    }
    out
}

fn square(st: &State, color: Color, tok: &Tok) -> Option<Option<Fleche>> {
    st.notation?.parse_square(color, &tok.text).ok()
}

fn step(
    st: &mut State,
    stmt: &Stmt,
    line: usize,
    rules: &Rules,
    out: &mut Vec<Frame>,
) -> Option<()> {
    match stmt {
        Stmt::Notation(tok) => st.notation = Some(Notation::from_header(&tok.text).ok()?),
        Stmt::Position(tok) => {
            st.setup = crate::notation::canonical::parse(&tok.text).ok()?;
            st.has_position = true;
            st.position_line = line;
        }
        Stmt::Checkers { color, tokens } => {
            let n = st.notation?;
            if !st.has_position || st.current.is_some() || st.chances {
                st.setup = Setup::empty();
                st.current = None;
                st.chances = false;
                st.position_line = line;
            }
            *st.setup.counts_mut(*color) = [0; 24];
            n.parse_checkers(*color, &tokens.text, &mut st.setup).ok()?;
            st.has_position = true;
        }
        Stmt::RollNumber {
            white,
            black,
            first,
        } => {
            if white.is_some() {
                st.roll_numbers[0] = *white;
            }
            if black.is_some() {
                st.roll_numbers[1] = *black;
            }
            st.first_roll_number = *first;
        }
        Stmt::CoinJustTaken(c) => st.coin_just_taken[idx(*c)] = true,
        Stmt::Roll { color, roll } => {
            st.chances = false;
            if let Some(n) = st.first_roll_number.take() {
                st.roll_numbers[idx(*color)] = Some(n);
            }
            let mut setup = st.setup.clone();
            setup.turn = *color;
            let score = setup.clone().validate().ok().map(|pos| {
                let ctx = Context {
                    roll_number: st.roll_numbers[idx(*color)],
                    coin_just_taken: st.coin_just_taken[idx(*color)],
                    opponent_first_roll: None,
                };
                crate::score(&pos, *color, *roll, &ctx, rules)
            });
            out.push(Frame {
                line,
                setup: setup.clone(),
                roller: Some(*color),
                roll: Some(*roll),
                score,
                chances: false,
                notation: st.notation,
            });
            st.current = Some((*color, *roll, setup));
        }
        Stmt::Play(moves) => {
            let (color, _, before) = st.current.clone()?;
            let mut target = before.clone();
            for mv in moves {
                let from = square(st, color, mv.first()?)??;
                let to = square(st, color, mv.last()?)?;
                let c = &mut target.counts_mut(color)[from.index()];
                *c = c.checked_sub(1)?;
                if let Some(t) = to {
                    target.add(color, t, 1);
                }
            }
            let coin = Fleche::from_side(color, 12)?;
            st.coin_just_taken[idx(color)] =
                before.get(color, coin) == 0 && target.get(color, coin) >= 2;
            if let Some(n) = st.roll_numbers[idx(color)].as_mut() {
                *n += 1;
            }
            target.turn = color.opposite();
            st.setup = target;
        }
        Stmt::Chances(c) => {
            st.current = None;
            let mut setup = st.setup.clone();
            setup.turn = *c;
            out.push(Frame {
                line,
                setup,
                roller: Some(*c),
                roll: None,
                score: None,
                chances: true,
                notation: st.notation,
            });
            st.chances = true;
        }
        _ => {}
    }
    Some(())
}
