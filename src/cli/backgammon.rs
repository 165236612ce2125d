//! The commands for backgammon (`--game backgammon`): `show`, `moves`, `score`, `chances` and
//! `selfplay`. A position is `opening`, `nackgammon`, a gnubg Position ID (the side to play
//! given by `--side`, White by default), gnubg's full ID `POSITION_ID:MATCH_ID` (the side on
//! roll, the cube and the match from the Match ID), or `NOTATION: white TOKENS; black TOKENS` in a
//! backgammon notation (`points`, `guiton`, `lepeintre white=A`): `points: white 6x5 8x3; black 6x2`.

use std::fmt::Write as _;

use serde_json::json;

use super::Outcome;
use crate::engine::backgammon::chances::{count, BgEvent};
use crate::engine::backgammon::diagram::text_diagram;
use crate::engine::backgammon::game::result;
use crate::engine::backgammon::id::{
    from_match_id, from_position_id, match_id, position_id, MatchId,
};
use crate::engine::backgammon::notation::{play_text, read_checkers, BgNotation};
use crate::engine::backgammon::{legal_plays, side, BgPosition, BgRules, BgSetup};
use crate::engine::{Color, Roll};

/// A backgammon position argument, `turn` to play, and the notation its points are named in.
///
/// # Errors
///
/// What was expected, when the text is no backgammon position.
pub fn position(text: &str, turn: Color) -> Result<(BgPosition, BgNotation), String> {
    let t = text.trim();
    if let Some((pos, m)) = gnubg_id(t) {
        let m = from_match_id(m).map_err(|e| format!("position: {e}"))?;
        return from_position_id(pos, m.on_roll.unwrap_or(turn))
            .map(|p| (p, BgNotation::Points))
            .map_err(|e| format!("position: {e}"));
    }
    let setup = match t {
        "opening" => BgSetup::opening(),
        "nackgammon" => BgSetup::nackgammon(),
        _ if t.len() == 14 && !t.contains(':') => {
            return from_position_id(t, turn)
                .map(|p| (p, BgNotation::Points))
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
                read_checkers(n, c, tokens.trim(), &mut s.points[side(c)])
                    .map_err(|(_, e)| format!("position: {e}"))?;
            }
            s.fill_off();
            return s
                .with_turn(turn)
                .validate()
                .map(|p| (p, n))
                .map_err(|e| format!("position: {e}"));
        }
    };
    setup
        .with_turn(turn)
        .validate()
        .map(|p| (p, BgNotation::Points))
        .map_err(|e| format!("position: {e}"))
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
    format!(
        "match to {} points, white {} black {}{}; {cube}",
        m.length,
        m.score.0,
        m.score.1,
        if m.crawford {
            ", the Crawford game"
        } else {
            ""
        }
    )
}

/// `tablier show --game backgammon POSITION`: the board, its Position ID and its Match ID (read
/// from a full gnubg ID `POSITION_ID:MATCH_ID`, else a money game with the cube centred).
#[must_use]
pub fn show(text: &str, turn: Color) -> Outcome {
    let read = match gnubg_id(text.trim()).map(|(_, m)| from_match_id(m)) {
        Some(Ok(m)) => Some(m),
        Some(Err(e)) => return Outcome::invalid(format!("position: {e}")),
        None => None,
    };
    match position(text, turn) {
        Ok((p, _)) => {
            // without a Match ID: a money game, the cube in the middle at 1, nothing thrown
            let m = read.unwrap_or(MatchId {
                cube: 1,
                on_roll: Some(turn),
                ..Default::default()
            });
            Outcome::ok(format!(
                "{}match ID ({}): {}\n",
                text_diagram(&p),
                match_words(&m),
                match_id(&m)
            ))
        }
        Err(e) => Outcome::invalid(e),
    }
}

/// `tablier moves --game backgammon POSITION ROLL`: each distinct play and the Position ID of the
/// board it leaves (from the mover's side, as gnubg lists them).
#[must_use]
pub fn moves(text: &str, roll: Roll, turn: Color, json_out: bool, rules: &BgRules) -> Outcome {
    let (pos, n) = match position(text, turn) {
        Ok(p) => p,
        Err(e) => return Outcome::invalid(e),
    };
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
            json!({"notation": n.to_string(), "plays": list, "unplayable": lost})
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

/// `tablier score --game backgammon POSITION`: who has won and what the game is worth (cube at 1).
#[must_use]
pub fn score(text: &str, turn: Color, json_out: bool, rules: &BgRules) -> Outcome {
    let (pos, _) = match position(text, turn) {
        Ok(p) => p,
        Err(e) => return Outcome::invalid(e),
    };
    let got = result(&pos, rules);
    if json_out {
        let v = got.map_or(json!({"over": false}), |(c, r)| {
            json!({"over": true, "winner": c.name(), "result": r.name(), "value": r.multiplier()})
        });
        return Outcome::ok(format!("{v}\n"));
    }
    Outcome::ok(match got {
        None => format!(
            "the game goes on: white {} pips, black {} pips\n",
            pos.pips(Color::White),
            pos.pips(Color::Black)
        ),
        Some((c, r)) => format!(
            "{c} wins, {} game: {} at a cube of 1\n",
            r.name(),
            crate::engine::spelling::count(r.multiplier(), "point", "points")
        ),
    })
}

/// `tablier chances --game backgammon POSITION`: of the 36 throws of the side, those entering
/// from the bar, hitting, and losing a number.
#[must_use]
pub fn chances(text: &str, turn: Color, json_out: bool, rules: &BgRules) -> Outcome {
    let (pos, _) = match position(text, turn) {
        Ok(p) => p,
        Err(e) => return Outcome::invalid(e),
    };
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
            json!({"side": turn.name(), "enter": enter, "hit": hit, "unplayable": lost})
        ));
    }
    let mut out = String::new();
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

/// `tablier selfplay --game backgammon`.
#[must_use]
pub fn selfplay(games: u64, seed: u64, rules: &BgRules, threads: usize) -> Outcome {
    let start = std::time::Instant::now();
    match crate::engine::backgammon::selfplay::run(games, seed, rules, threads) {
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
