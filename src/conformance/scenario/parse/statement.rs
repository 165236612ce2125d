//! One statement line of a scenario body, read into its [`Stmt`]. A number is judged where it
//! is read, at its column: a count against its limit (`src/engine/limits.rs`), the cube, the
//! match and the marks stated against the engine's range for them.

use super::cursor::{Cur, Fail};
use super::expect;
use crate::conformance::scenario::ast::{
    Advice, AdviceVerdict, Declaration, Direction, Expect, Measure, Pair, Recorded, RuleTok, Stmt,
    Tok, Tournament,
};
use crate::engine::limits::{REFAITS, ROLLOUT_TRIALS, STATED_TROUS, TOURNAMENT_DEALS};
use crate::engine::tables::stake::{self, MAX_CUBE, MAX_LENGTH};
use crate::engine::tables::Throw3;
use crate::engine::{Color, Roll, RuleId};

const KEYWORDS: &str = "`notation`, `position`, `white`, `black`, `to-play`, `roll-number`, `points`, `trous`, `bredouille`, `pavillon`, `tenue`, `refaits`, `first-thrower`, `coin-just-taken`, `roll`, `play`, `declare`, `touch`, `accept`, `correct`, `erase`, `renounce`, `not-erased`, `pavillon-forgotten`, `go`, `pour-tout`, `expect`, `divergence`, `chances`, `advice`, `acknowledge`, `tournament` or `recorded`";

/// The statement keywords, for suggestions.
const STATEMENTS: &[&str] = &[
    "notation",
    "position",
    "white",
    "black",
    "to-play",
    "roll-number",
    "points",
    "trous",
    "bredouille",
    "pavillon",
    "tenue",
    "refaits",
    "first-thrower",
    "coin-just-taken",
    "roll",
    "play",
    "declare",
    "touch",
    "accept",
    "correct",
    "erase",
    "renounce",
    "not-erased",
    "pavillon-forgotten",
    "go",
    "pour-tout",
    "expect",
    "divergence",
    "chances",
    "advice",
    "acknowledge",
    "tournament",
    "recorded",
    "cube",
    "match",
    "crawford",
    "double",
    "take",
    "drop",
    "beaver",
    "opening",
    "position-id",
    "match-id",
    "game",
];

/// An optional cube owner: `white`, `black`, `centre` or nothing (the middle).
pub(super) fn owner(c: &mut Cur<'_>) -> Result<Option<Color>, Fail> {
    c.skip_space();
    if c.rest.is_empty() || c.opt_key("centre") || c.opt_key("center") {
        Ok(None)
    } else {
        c.color().map(Some)
    }
}

pub(super) fn statement(line: &str) -> Result<Stmt, Fail> {
    let mut c = Cur::new(line);
    let kw = c.word(&format!("a statement ({KEYWORDS})"))?;
    let stmt = match kw.text.as_str() {
        "notation" => {
            Stmt::Notation(c.rest_tok("a notation such as `lepeintre white=A` or `canonical`")?)
        }
        "position" => Stmt::Position(c.rest_tok("a position in the canonical form")?),
        "white" => Stmt::Checkers {
            color: Color::White,
            tokens: c.rest_tok("White's checkers")?,
        },
        "black" => Stmt::Checkers {
            color: Color::Black,
            tokens: c.rest_tok("Black's checkers")?,
        },
        "to-play" => Stmt::ToPlay(c.color()?),
        "roll-number" => roll_number(&mut c)?,
        "points" => Stmt::Points(points(&mut c)?),
        "trous" => Stmt::Trous(trous(&mut c)?),
        "bredouille" => Stmt::Bredouille(c.maybe_color()?),
        "pavillon" => Stmt::Pavillon(c.maybe_color()?),
        "tenue" => Stmt::Tenue(c.maybe_color()?),
        "refaits" => Stmt::Refaits(c.count("the number of refaits", 0, REFAITS.into())? as u32),
        "first-thrower" => Stmt::FirstThrower(c.color()?),
        "coin-just-taken" => Stmt::CoinJustTaken(c.color()?),
        "roll" => {
            let color = c.color()?;
            c.skip_space();
            let save = c.clone();
            let w = c.word("a roll such as `6-5`")?;
            if w.text.matches('-').count() == 2 {
                // three dice (the garanguet): whether the profile throws three is the runner's
                match w.text.parse::<Throw3>() {
                    Ok(throw) => Stmt::Roll3 {
                        color,
                        throw,
                        offset: w.offset,
                    },
                    Err(_) => return save.fail("a throw of three dice 1..6 such as `4-4-3`"),
                }
            } else {
                let roll: Roll = match w.text.parse() {
                    Ok(r) => r,
                    Err(_) => {
                        return save.fail("a roll of two dice 1..6 such as `6-5`, `5-6` or `65`")
                    }
                };
                Stmt::Roll { color, roll }
            }
        }
        "play" => Stmt::Play(moves(&mut c)?),
        "correct" => Stmt::Correct(moves(&mut c)?),
        "touch" => {
            let mut squares = Vec::new();
            c.skip_space();
            while !c.rest.trim().is_empty() {
                squares.push(c.word("a flèche such as `D`")?);
                c.skip_space();
            }
            if squares.is_empty() {
                return c.fail("the flèches of the checkers touched");
            }
            Stmt::Touch(squares)
        }
        "declare" => {
            let color = c.color()?;
            let points = c.uint("the points declared")?;
            let trous = if c.opt_key("trous") {
                c.skip_space();
                let at = c.at();
                let n = c.uint("the trous marked")?;
                Some(Tok {
                    text: n.to_string(),
                    offset: at,
                })
            } else {
                None
            };
            let second_jeton = c.opt_key("second-jeton");
            let induced = c.opt_key("induced");
            Stmt::Declare(Declaration {
                color,
                points,
                trous,
                second_jeton,
                induced,
            })
        }
        "expect" => Stmt::Expect(expect::expect(&mut c)?),
        "divergence" => {
            c.keyword("text")?;
            let text = c.quoted("the treatise's claim in double quotes")?;
            c.keyword("reason")?;
            let reason = c.quoted("the reason in double quotes")?;
            Stmt::Divergence { text, reason }
        }
        "chances" => {
            let side = c.color()?;
            if c.opt_key("after") {
                Stmt::ChancesAfter {
                    side,
                    moves: moves(&mut c)?,
                }
            } else {
                Stmt::Chances(side)
            }
        }
        "advice" => advice(&mut c)?,
        "tournament" => tournament(&mut c)?,
        "recorded" => {
            let base = c.word("an evaluator (`greedy`, `greedy-1ply`)")?;
            c.keyword("deals")?;
            let deals = c.count("the deals played", 1, TOURNAMENT_DEALS)?;
            c.keyword("stake")?;
            let mean = figure(&mut c, "the mean stake (`-1.320`)")?;
            c.keyword("low")?;
            let low = figure(&mut c, "the interval's low end")?;
            c.keyword("high")?;
            let high = figure(&mut c, "the interval's high end")?;
            Stmt::Recorded(Recorded {
                base,
                deals,
                mean,
                low,
                high,
            })
        }
        "acknowledge" => {
            c.skip_space();
            let save = c.clone();
            let w = c.word("`refuted`, `undecided` or `depends`")?;
            let verdict = match w.text.as_str() {
                "refuted" => AdviceVerdict::Refuted,
                "undecided" => AdviceVerdict::Undecided,
                "depends" => AdviceVerdict::Depends,
                // a confirmed claim needs nothing acknowledged
                _ => {
                    return save.fail(
                        "`refuted`, `undecided` or `depends` (a confirmed advice needs no `acknowledge`)",
                    )
                }
            };
            c.keyword("reason")?;
            let reason = c.quoted("the reason in double quotes")?;
            Stmt::Acknowledge { verdict, reason }
        }
        "go" => Stmt::Go,
        "accept" => Stmt::Accept,
        "erase" => Stmt::Erase(c.color()?),
        "renounce" => Stmt::Renounce(c.color()?),
        "not-erased" => Stmt::NotErased,
        "pavillon-forgotten" => Stmt::PavillonForgotten,
        "pour-tout" => Stmt::PourTout,
        "cube" => {
            let value = c.judged("the cube's value (1, 2, 4…)", |n| {
                stake::cube_value(n).map_err(|e| {
                    format!(
                        "the cube's value, a power of two from 1 to {MAX_CUBE} ({})",
                        e.rule()
                    )
                })
            })?;
            let owner = owner(&mut c)?;
            Stmt::Cube { value, owner }
        }
        "match" => match_statement(&mut c)?,
        "crawford" => Stmt::Crawford,
        "double" => Stmt::Double(c.color()?),
        "take" => Stmt::Take(c.color()?),
        "drop" => Stmt::Drop(c.color()?),
        "beaver" => Stmt::Beaver(c.color()?),
        "game" => {
            c.skip_space();
            if c.rest.starts_with("draw") {
                c.keyword("draw")?;
                Stmt::GameOfMatch(None)
            } else {
                const KINDS: &str = "`single`, `gammon`, `backgammon` or `mother` (or `game draw`)";
                let side = c.color()?;
                c.skip_space();
                let save = c.clone();
                let kind = c.word(KINDS)?;
                if !["single", "gammon", "backgammon", "mother"].contains(&kind.text.as_str()) {
                    return save.fail(KINDS);
                }
                Stmt::GameOfMatch(Some((side, kind)))
            }
        }
        "opening" => {
            let mut dice = [0u8; 2];
            for (i, side) in ["white", "black"].into_iter().enumerate() {
                c.keyword(side)?;
                c.skip_space();
                let save = c.clone();
                match c.uint("a die 1..6")? {
                    n @ 1..=6 => dice[i] = n as u8,
                    _ => return save.fail("a die 1..6"),
                }
            }
            Stmt::Opening {
                white: dice[0],
                black: dice[1],
            }
        }
        "position-id" => Stmt::PositionId(c.word("a gnubg Position ID such as `4HPwATDgc/ABMA`")?),
        "match-id" => Stmt::MatchId(c.word("a gnubg Match ID such as `cAkAAAAAAAAA`")?),
        _ => {
            return Err(Fail {
                at: 0,
                expected: format!("a statement ({KEYWORDS})"),
                found: super::cursor::with_suggestion(&kw.text, STATEMENTS),
            })
        }
    };
    c.end()?;
    Ok(stmt)
}

fn roll_number(c: &mut Cur<'_>) -> Result<Stmt, Fail> {
    c.skip_space();
    if c.rest.starts_with(|ch: char| ch.is_ascii_digit()) {
        let n = c.uint("a roll number")?;
        return Ok(Stmt::RollNumber {
            white: None,
            black: None,
            first: Some(n),
        });
    }
    let (mut white, mut black) = (None, None);
    while !c.rest.trim().is_empty() {
        match c.color()? {
            Color::White => white = Some(c.uint("White's roll number")?),
            Color::Black => black = Some(c.uint("Black's roll number")?),
        }
        c.skip_space();
    }
    if white.is_none() && black.is_none() {
        return c.fail("a roll number, or `white N` / `black N`");
    }
    Ok(Stmt::RollNumber {
        white,
        black,
        first: None,
    })
}

/// `white N black N`, each number judged by `check` (its error at the number).
fn pair_judged(
    c: &mut Cur<'_>,
    check: impl Fn(Color, u64) -> Result<u32, String>,
) -> Result<Pair, Fail> {
    let mut v = [0u32; 2];
    for (i, color) in Color::ALL.into_iter().enumerate() {
        c.keyword(&color.to_string())?;
        v[i] = c.judged(&format!("{color}'s number"), |n| check(color, n))?;
    }
    Ok(Pair {
        white: v[0],
        black: v[1],
    })
}

/// `points white N black N`: each below twelve, twelve points making a trou.
fn points(c: &mut Cur<'_>) -> Result<Pair, Fail> {
    pair_judged(c, |color, n| {
        u32::try_from(n).ok().filter(|&n| n < 12).ok_or_else(|| {
            format!(
                "{color}'s points, below 12: twelve points make a trou ({})",
                RuleId::MarkPoints
            )
        })
    })
}

/// `trous white N black N`: at most [`STATED_TROUS`] each.
fn trous(c: &mut Cur<'_>) -> Result<Pair, Fail> {
    pair_judged(c, |color, n| {
        u32::try_from(n)
            .ok()
            .filter(|&n| n <= STATED_TROUS)
            .ok_or_else(|| format!("{color}'s trous, at most {STATED_TROUS}"))
    })
}

/// `match LENGTH white N black N`: a match of 1 to [`MAX_LENGTH`] points, each score below it.
fn match_statement(c: &mut Cur<'_>) -> Result<Stmt, Fail> {
    let length = c.judged("the match length", |n| {
        stake::match_length(n)
            .map_err(|e| format!("the match length, 1 to {MAX_LENGTH} points ({})", e.rule()))
    })?;
    let score = pair_judged(c, |color, n| {
        stake::match_score(color, n, length).map_err(|e| {
            format!(
                "{color}'s score, below the match's length {length}: a player who reaches it \
                 has won the match ({})",
                e.rule()
            )
        })
    })?;
    Ok(Stmt::Match { length, score })
}

/// `tournament A over B form FORM deals N seed S [sprt]`.
fn tournament(c: &mut Cur<'_>) -> Result<Stmt, Fail> {
    let a = c.word("a player's name (`bold:BASE`)")?;
    c.keyword("over")?;
    let b = c.word("a player's name (`cautious:BASE`)")?;
    c.keyword("form")?;
    let form = c.word("a game form (`douze-trous`, `ecrire:N`)")?;
    c.keyword("deals")?;
    let deals = c.count("the deals to play", 1, TOURNAMENT_DEALS)?;
    c.keyword("seed")?;
    let seed = u64::from(c.uint("the seed")?);
    let sprt = c.opt_key("sprt");
    Ok(Stmt::Tournament(Tournament {
        a,
        b,
        form,
        deals,
        seed,
        sprt,
    }))
}

/// A figure with three decimals and its sign (`+0.125`, `-1.320`), kept as written.
fn figure(c: &mut Cur<'_>, what: &str) -> Result<String, Fail> {
    c.skip_space();
    let save = c.clone();
    let w = c.word(what)?;
    let t = &w.text;
    let ok = (t.starts_with('+') || t.starts_with('-'))
        && t[1..].split_once('.').is_some_and(|(i, d)| {
            !i.is_empty()
                && d.len() == 3
                && (i.chars().chain(d.chars())).all(|ch| ch.is_ascii_digit())
        });
    if !ok {
        return save.fail(&format!("{what}, signed with three decimals"));
    }
    Ok(t.clone())
}

/// `advice prefer MOVES over MOVES by more|fewer chances EVENT`, `… by points` or `… by
/// rollout N`.
fn advice(c: &mut Cur<'_>) -> Result<Stmt, Fail> {
    c.keyword("prefer")?;
    let prefer = moves_until(c, Some("over"))?;
    c.keyword("over")?;
    let over = moves_until(c, Some("by"))?;
    c.keyword("by")?;
    let w = c.need(
        "`more`, `fewer`, `points` or `rollout`",
        nom::branch::alt((
            nom::bytes::complete::tag("more"),
            nom::bytes::complete::tag("fewer"),
            nom::bytes::complete::tag("points"),
            nom::bytes::complete::tag("rollout"),
        )),
    )?;
    let by_evaluator = |measure| {
        Stmt::Advice(Advice {
            measure,
            prefer: prefer.clone(),
            over: over.clone(),
            direction: Direction::More,
            event: Expect::Plays(0),
            thrower: None,
        })
    };
    match w {
        "points" => return Ok(by_evaluator(Measure::Points)),
        "rollout" => {
            let trials = c.count(
                "the number of trials of the rollout",
                1,
                ROLLOUT_TRIALS.into(),
            )? as u32;
            return Ok(by_evaluator(Measure::Rollout { trials }));
        }
        _ => {}
    }
    let direction = if w == "more" {
        Direction::More
    } else {
        Direction::Fewer
    };
    c.keyword("chances")?;
    let (event, thrower) = expect::chance_event(c, expect::Counted::No)?;
    Ok(Stmt::Advice(Advice {
        measure: Measure::Chances,
        prefer,
        over,
        direction,
        event,
        thrower,
    }))
}

/// The moves of a `play` or `correct` line (`none`: no move).
fn moves(c: &mut Cur<'_>) -> Result<Vec<Vec<Tok>>, Fail> {
    moves_until(c, None)
}

/// Moves up to the word `stop` (not read), or to the end of the line; `none`: no move.
fn moves_until(c: &mut Cur<'_>, stop: Option<&str>) -> Result<Vec<Vec<Tok>>, Fail> {
    let at_stop = |c: &Cur<'_>| {
        let next = c.rest.split_whitespace().next();
        next.is_none() || next == stop
    };
    c.skip_space();
    let after_none = c
        .rest
        .strip_prefix("none")
        .filter(|r| r.is_empty() || r.starts_with(' '));
    if let Some(r) = after_none.filter(|r| r.split_whitespace().next() == stop) {
        c.rest = r;
        return Ok(Vec::new());
    }
    let mut moves = Vec::new();
    while !at_stop(c) {
        if let Some(stop) = stop {
            // a word that is no move, where the play may end: the keyword mistyped?
            let next = c.rest.split_whitespace().next().unwrap_or("");
            if !next.contains('-') {
                return c.fail(&format!("a move such as `A-K`, or `{stop}`"));
            }
        }
        let w = c.word("a move such as `A-K`")?;
        let mut squares = Vec::new();
        let mut off = w.offset;
        for part in w.text.split('-') {
            if part.is_empty() {
                return Err(Fail {
                    at: off,
                    expected: "a flèche on each side of `-`".into(),
                    found: format!("`{}`", w.text),
                });
            }
            squares.push(Tok {
                text: part.to_string(),
                offset: off,
            });
            off += part.len() + 1;
        }
        if squares.len() < 2 {
            return Err(Fail {
                at: w.offset,
                expected: "a move `FROM-TO` (or `FROM-VIA-TO`)".into(),
                found: format!("`{}`", w.text),
            });
        }
        moves.push(squares);
        c.skip_space();
    }
    if moves.is_empty() {
        return c.fail("moves such as `A-K A-K`, or `none`");
    }
    Ok(moves)
}

impl Stmt {
    /// Makes the token offsets absolute (they are parsed relative to their line).
    pub(super) fn shift(mut self, by: usize) -> Stmt {
        let fix = |t: &mut Tok| t.offset += by;
        let fix_rule = |r: &mut RuleTok| r.offset += by;
        match &mut self {
            Stmt::Notation(t) | Stmt::Position(t) => fix(t),
            Stmt::Checkers { tokens, .. } => fix(tokens),
            Stmt::Roll3 { offset, .. } => *offset += by,
            Stmt::Play(moves) | Stmt::Correct(moves) | Stmt::ChancesAfter { moves, .. } => {
                moves.iter_mut().flatten().for_each(fix);
            }
            Stmt::Advice(a) => {
                a.prefer
                    .iter_mut()
                    .chain(&mut a.over)
                    .flatten()
                    .for_each(fix);
                let event = std::mem::replace(&mut a.event, Expect::Plays(0));
                if let Stmt::Expect(e) = Stmt::Expect(event).shift(by) {
                    a.event = e;
                }
            }
            Stmt::Touch(squares) => squares.iter_mut().for_each(fix),
            Stmt::Expect(Expect::Jan { rule, at, .. } | Expect::ChancesJan { rule, at, .. }) => {
                fix_rule(rule);
                if let Some(a) = at {
                    fix(a);
                }
            }
            Stmt::Expect(Expect::Legal { rule: Some(r), .. }) => fix_rule(r),
            Stmt::Expect(Expect::ChancesAt { at, .. }) => fix(at),
            Stmt::Expect(Expect::ChancesHit { at: Some(a), .. }) => fix(a),
            Stmt::Expect(Expect::Result { kind: t, .. } | Expect::OpeningRoll(t))
            | Stmt::PositionId(t)
            | Stmt::MatchId(t) => fix(t),
            Stmt::Declare(Declaration { trous: Some(t), .. }) => fix(t),
            Stmt::Tournament(t) => [&mut t.a, &mut t.b, &mut t.form].into_iter().for_each(fix),
            Stmt::Recorded(r) => fix(&mut r.base),
            _ => {}
        }
        self
    }
}
