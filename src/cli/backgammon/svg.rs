//! `tablier show --game backgammon POSITION --svg`: the board as the site draws it
//! ([`crate::site::svg::backgammon`]), with the roll thrown (`--roll`, or the Match ID's dice)
//! and its play (`--play`) as arrows.

use super::{read, roll_to_play, thrown, Outcome};
use crate::conformance::scenario::report::BgFrame;
use crate::engine::tables::id::MatchId;
use crate::engine::tables::{judge, BgRules};
use crate::engine::Color;

/// What `show --svg` draws besides the position.
#[derive(Debug, Clone, Copy, Default)]
pub struct BgSvg<'a> {
    /// `--roll R`: the dice thrown by the side on roll.
    pub roll: Option<&'a str>,
    /// `--play MOVES`: the play of the roll, in the position's notation (`8-5 6-5`).
    pub play: Option<&'a str>,
    /// `--side`: who is on roll (a Match ID states it).
    pub side: Option<Color>,
    /// `--flip`: refused, the backgammon board has White's home at the bottom.
    pub flip: bool,
}

/// The steps of a play (`(from, to)` in the mover's numbering), each with the move written
/// that holds it.
type Steps = (Vec<(u8, u8)>, Vec<String>);

/// The moves of `--play` (`13-7* 8-5`, `bar-22`) in the mover's numbering.
fn moves(
    text: &str,
    n: crate::engine::tables::notation::BgNotation,
    mover: Color,
) -> Result<Steps, String> {
    let mut out = Vec::new();
    let mut written = Vec::new();
    for m in text.split_whitespace() {
        let points = m
            .split('-')
            .map(|t| n.point(mover, t.trim_end_matches('*')))
            .collect::<Result<Vec<u8>, String>>()
            .map_err(|e| format!("--play {m}: {e}"))?;
        if points.len() < 2 {
            return Err(format!(
                "--play {m}: expected a move from a point to another, such as `8-5`"
            ));
        }
        for w in points.windows(2) {
            out.push((w[0], w[1]));
            written.push(m.to_string());
        }
    }
    Ok((out, written))
}

/// `tablier show --game backgammon POSITION --svg [--roll R [--play MOVES]]`: an SVG
/// document, the cube drawn when `rules` play it.
#[must_use]
pub fn show_svg(text: &str, o: &BgSvg, rules: &BgRules) -> Outcome {
    if o.flip {
        return Outcome::invalid(
            "--flip: the backgammon board is drawn one way only, White's home at the bottom right",
        );
    }
    let r = match read(text, o.side, rules) {
        Ok(r) => r,
        Err(e) => return Outcome::invalid(e),
    };
    let m = r.match_id.as_ref();
    let roll = match o.roll {
        None => thrown(m),
        Some(t) => super::super::roll_arg(t).and_then(|g| roll_to_play(Some(g), m).map(Some)),
    };
    let roll = match roll {
        Ok(x) => x,
        Err(e) => return Outcome::invalid(e),
    };
    let pos = r.position;
    let turn = pos.turn();
    let play = match (o.play, roll) {
        (None, _) => None,
        (Some(_), None) => {
            return Outcome::invalid(
                "--play: expected a roll to play (--roll, or a Match ID's dice)",
            )
        }
        (Some(text), Some(roll)) => {
            let (mv, written) = match moves(text, r.notation, turn) {
                Ok(x) => x,
                Err(e) => return Outcome::invalid(e),
            };
            match judge(&pos, roll, rules, &mv) {
                Ok(p) => Some(p),
                Err(e) => {
                    let at = e.culprit(&mv).and_then(|i| written.get(i));
                    let what = at.map_or(text, String::as_str);
                    return Outcome::invalid(format!(
                        "--play {what}: not a legal play of {roll} for {turn}: {e}"
                    ));
                }
            }
        }
    };
    let base = r.match_id.unwrap_or(MatchId {
        cube: 1,
        ..MatchId::default()
    });
    let match_id = MatchId {
        on_roll: Some(turn),
        dice: roll.map_or((0, 0), |d| (d.hi(), d.lo())),
        ..base
    };
    let frame = BgFrame {
        line: 1,
        position: pos,
        cube: base.cube(),
        match_id,
        roll,
        play,
        notation: r.notation,
        chances: false,
        cube_played: rules.cube,
    };
    let mut svg = crate::site::svg::backgammon::board(&frame, "board");
    svg.push('\n');
    Outcome::ok(svg)
}
