//! The commands for backgammon (`--game backgammon`): `show`, `moves`, `score`, `chances` and
//! `selfplay`. A position is `opening` (the profile's start), `nackgammon`, a gnubg Position
//! ID (the side to play given by `--side`, White by default), gnubg's full ID
//! `POSITION_ID:MATCH_ID` (the side on roll, the cube, the match and the dice thrown from the
//! Match ID; a `--side` it contradicts is an error), or `NOTATION: white TOKENS; black TOKENS`
//! in a backgammon notation (`points`, `guiton`, `lepeintre white=A`): `points: white 6x5
//! 8x3; black 6x2`. The checkers a side has follow from the profile's start (the rest of
//! them are off).

mod svg;

use std::fmt::Write as _;

use serde_json::json;

use super::Outcome;
use crate::engine::tables::chances::{count, BgEvent};
use crate::engine::tables::diagram::text_diagram;
use crate::engine::tables::game::result;
use crate::engine::tables::id::{
    from_match_id, from_position_id_in, match_id, position_id, MatchId,
};
use crate::engine::tables::notation::{play_text, read_checkers_pinned, BgNotation};
use crate::engine::tables::{legal_plays, side, BgGame, BgPosition, BgRules, BgSetup};
use crate::engine::{Color, Roll};

pub use svg::{show_svg, BgSvg};

/// A backgammon position argument read: the position (its side on roll set), the notation its
/// points are named in, and the Match ID of a full gnubg ID.
struct Read {
    position: BgPosition,
    notation: BgNotation,
    match_id: Option<MatchId>,
}

/// The side on roll: the Match ID's, else the one given (`--side`), else White.
fn on_roll(m: Option<&MatchId>, given: Option<Color>) -> Result<Color, String> {
    match (m.and_then(|m| m.on_roll), given) {
        (Some(m), Some(g)) if m != g => Err(format!(
            "--side {g}: the Match ID puts {m} on roll (leave --side out, or give the Match ID of {g} on roll)"
        )),
        (Some(c), _) | (None, Some(c)) => Ok(c),
        (None, None) => Ok(Color::White),
    }
}

/// The roll a Match ID holds thrown (`None`: not thrown yet).
fn thrown(m: Option<&MatchId>) -> Result<Option<Roll>, String> {
    match m.map_or((0, 0), |m| m.dice) {
        (0, 0) => Ok(None),
        (a, b) => Roll::new(a, b).map(Some).ok_or_else(|| {
            format!("position: expected dice 1..6 in the Match ID, found {a} and {b}")
        }),
    }
}

/// The roll to play: the one given, else the one the Match ID holds thrown.
fn roll_to_play(given: Option<Roll>, m: Option<&MatchId>) -> Result<Roll, String> {
    match (given, thrown(m)?) {
        (Some(g), Some(t)) if g != t => Err(format!(
            "roll {g}: the Match ID holds the roll {t} thrown (give {t}, or leave the roll out)"
        )),
        (Some(r), _) | (None, Some(r)) => Ok(r),
        (None, None) => Err(
            "roll: expected the roll thrown, such as `6-5` (or a Match ID that holds one)".into(),
        ),
    }
}

fn read(text: &str, side_given: Option<Color>, rules: &BgRules) -> Result<Read, String> {
    let t = text.trim();
    if let Some((pos, m)) = gnubg_id(t) {
        let m = from_match_id(m).map_err(|e| format!("position: {e}"))?;
        m.fits(rules).map_err(|e| format!("position: {e}"))?;
        let turn = on_roll(Some(&m), side_given)?;
        return from_position_id_in(pos, turn, rules.start.checkers(), rules.geometry)
            .map(|p| Read {
                position: p,
                notation: BgNotation::Points,
                match_id: Some(m),
            })
            .map_err(|e| format!("position: {e}"));
    }
    let turn = on_roll(None, side_given)?;
    let plain = |p: BgPosition, n: BgNotation| Read {
        position: p,
        notation: n,
        match_id: None,
    };
    let setup = match t {
        // the profile's start: the standard one unless it says otherwise (all in hand, the head…)
        "opening" => BgSetup::start(rules.start),
        "nackgammon" => BgSetup::nackgammon(),
        _ if t.len() == 14 && !t.contains(':') => {
            return from_position_id_in(t, turn, rules.start.checkers(), rules.geometry)
                .map(|p| plain(p, BgNotation::Points))
                .map_err(|e| format!("position: {e}"));
        }
        _ => {
            let Some((head, body)) = t.split_once(':') else {
                return Err(format!(
                    "position: expected `opening`, `nackgammon`, a gnubg Position ID or `points: white …; black …`, found `{t}`"
                ));
            };
            let n = BgNotation::parse(head.trim()).map_err(|e| format!("position: {e}"))?;
            let mut s = BgSetup::empty();
            for part in body.split(';') {
                let part = part.trim();
                let (c, tokens) = match part.split_once(' ') {
                    Some(("white", r)) => (Color::White, r),
                    Some(("black", r)) => (Color::Black, r),
                    _ if part == "white" || part == "black" => continue,
                    _ => {
                        return Err(format!(
                            "position: expected `white …` or `black …`, found `{part}`"
                        ))
                    }
                };
                read_checkers_pinned(
                    n,
                    c,
                    tokens.trim(),
                    &mut s.points[side(c)],
                    &mut s.pinned[side(c)],
                )
                .map_err(|(_, e)| format!("position: {e}"))?;
            }
            s.fill_off_to(rules.start.checkers());
            return s
                .with_turn(turn)
                .validate_under(rules)
                .map(|p| plain(p, n))
                .map_err(|e| format!("position: {e}"));
        }
    };
    setup
        .with_turn(turn)
        .validate_under(rules)
        .map(|p| plain(p, BgNotation::Points))
        .map_err(|e| format!("position: {e}"))
}

/// A backgammon position argument, the side on roll that of its Match ID, else `side` (White
/// when none), and the notation its points are named in.
///
/// # Errors
///
/// What was expected, when the text is no backgammon position; a `side` its Match ID
/// contradicts.
pub fn position(
    text: &str,
    side: Option<Color>,
    rules: &BgRules,
) -> Result<(BgPosition, BgNotation), String> {
    read(text, side, rules).map(|r| (r.position, r.notation))
}

/// The notation `--notation NAME` names, for a backgammon command.
///
/// # Errors
///
/// A name that is no backgammon notation, with the names.
pub fn notation_arg(name: &str) -> Result<BgNotation, String> {
    BgNotation::parse(name).map_err(|e| format!("--notation {name}: {e}"))
}

/// gnubg's full ID, `POSITION_ID:MATCH_ID` (14 and 12 base64 characters), split: what
/// follows a Position ID and a colon is taken for a Match ID.
fn gnubg_id(t: &str) -> Option<(&str, &str)> {
    let (p, m) = t.split_once(':')?;
    let b64 = |s: &str| {
        s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/')
    };
    // a Position ID before the colon: the rest must be a Match ID (an error says why not)
    (p.len() == 14 && b64(p) && !m.contains(char::is_whitespace)).then_some((p, m))
}

/// The match state of a Match ID in words: `money game, cube 2 held by Black` or `match to 7
/// points, white 3 black 5, the Crawford game; cube centred at 1`.
fn match_words(m: &MatchId) -> String {
    let cube = match m.owner {
        None => format!("cube centred at {}", m.cube),
        Some(c) => format!("cube {} held by {c}", m.cube),
    };
    if m.length == 0 {
        return format!("money game, {cube}");
    }
    format!("{}; {cube}", match_score(m.length, m.score, m.crawford))
}

/// `match to 5 points, white 4 black 2, the Crawford game`.
fn match_score(length: u32, score: (u32, u32), crawford: bool) -> String {
    format!(
        "match to {length} points, white {} black {}{}",
        score.0,
        score.1,
        if crawford { ", the Crawford game" } else { "" }
    )
}

/// `tablier show --game backgammon POSITION`: the board, its Position ID and its Match ID (read
/// from a full gnubg ID `POSITION_ID:MATCH_ID`, else a money game with the cube centred), with
/// the roll thrown if it holds one.
#[must_use]
pub fn show(text: &str, side: Option<Color>, rules: &BgRules) -> Outcome {
    let r = match read(text, side, rules) {
        Ok(r) => r,
        Err(e) => return Outcome::invalid(e),
    };
    let dice = match thrown(r.match_id.as_ref()) {
        Ok(d) => d,
        Err(e) => return Outcome::invalid(e),
    };
    let turn = r.position.turn();
    // without a Match ID: a money game, the cube in the middle at 1, nothing thrown
    let m = r.match_id.unwrap_or(MatchId {
        cube: 1,
        on_roll: Some(turn),
        ..Default::default()
    });
    let thrown = dice.map_or(String::new(), |d| format!("; {turn} has thrown {d}"));
    Outcome::ok(format!(
        "{}match ID ({}{thrown}): {}\n",
        text_diagram(&r.position),
        match_words(&m),
        match_id(&m)
    ))
}

/// `tablier moves --game backgammon POSITION [ROLL]`: each distinct play of the side on roll
/// (the Match ID's, else `side`) and the Position ID of the board it leaves (from the mover's
/// side, as gnubg lists them); the roll the one given, else the one the Match ID holds thrown;
/// the points named in `notation`, else the position's own.
#[must_use]
pub fn moves(
    text: &str,
    roll: Option<Roll>,
    side: Option<Color>,
    notation: Option<BgNotation>,
    json_out: bool,
    rules: &BgRules,
) -> Outcome {
    let (r, roll) = match read(text, side, rules)
        .and_then(|r| roll_to_play(roll, r.match_id.as_ref()).map(|roll| (r, roll)))
    {
        Ok(x) => x,
        Err(e) => return Outcome::invalid(e),
    };
    let (pos, turn) = (r.position, r.position.turn());
    let n = notation.unwrap_or(r.notation);
    let (plays, lost) = legal_plays(&pos, roll, rules);
    let rows: Vec<(String, String)> = plays
        .iter()
        .map(|p| {
            (
                play_text(p, n, turn),
                position_id(&p.apply(&pos).with_turn(turn)),
            )
        })
        .collect();
    if json_out {
        let list: Vec<_> = rows
            .iter()
            .map(|(m, id)| json!({"moves": m, "position_id": id}))
            .collect();
        return Outcome::ok(format!(
            "{}\n",
            json!({"notation": n.to_string(), "side": turn.name(), "plays": list, "unplayable": lost})
        ));
    }
    let mut out = String::new();
    let count = rows.len();
    let _ = writeln!(
        out,
        "{count} distinct play{} of {roll} for {turn}",
        if count == 1 { "" } else { "s" }
    );
    for (m, id) in &rows {
        let _ = writeln!(out, "{m:<28} {id}");
    }
    if !lost.is_empty() {
        let l: Vec<String> = lost.iter().map(u8::to_string).collect();
        let _ = writeln!(out, "cannot be played: {}", l.join(" "));
    }
    Outcome::ok(out)
}

/// The game of a position read and its Match ID: the cube and the match as it states (a money
/// game with the cube centred at 1 without one), read under `rules` ([`read`] checked that
/// the Match ID fits them).
fn game(r: &Read, rules: &BgRules) -> BgGame {
    let mut g = BgGame::new(r.position, rules.clone());
    if let Some(m) = &r.match_id {
        g.cube = m.cube();
        g.match_state = m.match_state();
    }
    g
}

/// `tablier score --game backgammon POSITION`: who has won and the points he scores, as the
/// Match ID states the game (the cube's value; gammons single under the profile's Jacoby rule
/// in a money game while the cube is unturned; the match's score after it).
#[must_use]
pub fn score(text: &str, side: Option<Color>, json_out: bool, rules: &BgRules) -> Outcome {
    let (r, g) = match read(text, side, rules).map(|r| {
        let g = game(&r, rules);
        (r, g)
    }) {
        Ok(x) => x,
        Err(e) => return Outcome::invalid(e),
    };
    let pos = r.position;
    let got = match result(&pos, rules).map(|(c, res)| g.value_of(res).map(|v| (c, res, v))) {
        None => None,
        Some(Ok(x)) => Some(x),
        Some(Err(e)) => return Outcome::invalid(format!("position: {e}")),
    };
    // the match after the game: its score, and its winner once he has the points
    let after = g.match_state.map(|m| {
        let mut score = (m.score[0], m.score[1]);
        if let Some((c, _, v)) = got {
            match c {
                Color::White => score.0 = score.0.saturating_add(v),
                Color::Black => score.1 = score.1.saturating_add(v),
            }
        }
        let winner = if score.0 >= m.length {
            Some(Color::White)
        } else if score.1 >= m.length {
            Some(Color::Black)
        } else {
            None
        };
        (m, score, winner)
    });
    let cube = g.cube.value;
    if json_out {
        let mut v = got.map_or(json!({"over": false}), |(c, res, value)| {
            json!({"over": true, "winner": c.name(), "result": res.name(), "cube": cube, "value": value})
        });
        if let Some((m, score, winner)) = after {
            v["match"] = json!({
                "length": m.length,
                "crawford": m.crawford,
                "score": [score.0, score.1],
                "winner": winner.map(Color::name),
            });
        }
        return Outcome::ok(format!("{v}\n"));
    }
    let mut out = match got {
        None => format!(
            "the game goes on: white {} pips, black {} pips\n",
            pos.pips(Color::White),
            pos.pips(Color::Black)
        ),
        Some((c, res, value)) => {
            let jacoby = u64::from(value) < u64::from(res.multiplier()) * u64::from(cube);
            format!(
                "{c} wins, {} game: {} at a cube of {cube}{}\n",
                res.name(),
                crate::engine::spelling::count(value, "point", "points"),
                if jacoby {
                    " (the Jacoby rule: a gammon counts single while the cube is unturned)"
                } else {
                    ""
                }
            )
        }
    };
    if let Some((m, score, winner)) = after {
        let before = match_score(m.length, (m.score[0], m.score[1]), m.crawford);
        let _ = if got.is_some() {
            writeln!(
                out,
                "{before}; after it: white {} black {}{}",
                score.0,
                score.1,
                winner.map_or(String::new(), |c| format!(", {c} wins the match"))
            )
        } else {
            writeln!(out, "{before}")
        };
    }
    Outcome::ok(out)
}

/// `tablier chances --game backgammon POSITION`: of the 36 throws of the side on roll (the
/// Match ID's, else `side`), those entering from the bar, hitting, and losing a number; the
/// roll a Match ID holds thrown is said first.
#[must_use]
pub fn chances(text: &str, side: Option<Color>, json_out: bool, rules: &BgRules) -> Outcome {
    let (pos, dice) = match read(text, side, rules)
        .and_then(|r| Ok((r.position, thrown(r.match_id.as_ref())?)))
    {
        Ok(x) => x,
        Err(e) => return Outcome::invalid(e),
    };
    let turn = pos.turn();
    let enter = if pos.bar(turn) > 0 {
        Some(count(&pos, turn, rules, BgEvent::Enter))
    } else {
        None
    };
    let hit = count(&pos, turn, rules, BgEvent::Hit(None));
    let lost = count(&pos, turn, rules, BgEvent::Unplayable);
    if json_out {
        return Outcome::ok(format!(
            "{}\n",
            json!({"side": turn.name(), "thrown": dice.map(|d| d.to_string()), "enter": enter, "hit": hit, "unplayable": lost})
        ));
    }
    let mut out = String::new();
    // the Match ID's dice are not counted over: they are said
    if let Some(d) = dice {
        let _ = writeln!(
            out,
            "{turn} has thrown {d} (the Match ID): the counts are of the 36 throws before it; `moves` plays it"
        );
    }
    if let Some(e) = enter {
        let _ = writeln!(out, "{turn} enters every checker on the bar: {e:>2} of 36");
    }
    let _ = writeln!(
        out,
        "{turn} hits:                            {hit:>2} of 36"
    );
    let _ = writeln!(
        out,
        "{turn} loses a number:                  {lost:>2} of 36"
    );
    Outcome::ok(out)
}

/// The players backgammon's self-play has.
pub const PLAYERS: &[&str] = &["random"];

/// `--player NAME` for backgammon's self-play: one of [`PLAYERS`].
///
/// # Errors
///
/// A player backgammon does not have, naming those it has.
pub fn selfplay_player(name: &str) -> Result<(), Outcome> {
    if PLAYERS.contains(&name) {
        Ok(())
    } else {
        Err(Outcome::invalid(format!(
            "--player {name}: backgammon selfplay has the players: {}",
            PLAYERS.join(", ")
        )))
    }
}

/// `tablier selfplay --profile P` where `P` is a match of games in turn (the tavli): `games`
/// matches to `length`, the games under `turn`'s rules in turn, named by `names`.
#[must_use]
pub fn selfplay_series(
    games: u64,
    seed: u64,
    turn: &[BgRules],
    names: &[String],
    length: u32,
    threads: usize,
) -> Outcome {
    let start = std::time::Instant::now();
    match crate::engine::tables::selfplay::run_series(games, seed, turn, length, threads) {
        Ok(stats) => {
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            Outcome {
                stdout: format!(
                    "match to {length} points, its games in turn\n{}",
                    stats.render(&names)
                ),
                stderr: format!(
                    "{} matches in {:.2} s\n",
                    stats.matches,
                    start.elapsed().as_secs_f64()
                ),
                code: 0,
            }
        }
        Err(e) => Outcome {
            stdout: String::new(),
            stderr: format!("error: {e}\n"),
            code: 1,
        },
    }
}

/// `tablier selfplay --game backgammon`.
#[must_use]
pub fn selfplay(games: u64, seed: u64, rules: &BgRules, threads: usize) -> Outcome {
    let start = std::time::Instant::now();
    match crate::engine::tables::selfplay::run(games, seed, rules, threads) {
        Ok(stats) => Outcome {
            stdout: stats.render(),
            stderr: format!(
                "{} games in {:.2} s\n",
                stats.games,
                start.elapsed().as_secs_f64()
            ),
            code: 0,
        },
        Err(e) => Outcome {
            stdout: String::new(),
            stderr: format!("error: {e}\n"),
            code: 1,
        },
    }
}
