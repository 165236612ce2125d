//! A text diagram of a backgammon board: White's points 13..24 across the top and 12..1 across
//! the bottom (White bears off past his 1, bottom right), the bar between the two halves, each
//! point showing its checkers (`W5`, `B2`), then the bar, the checkers off and the pips.

use std::fmt::Write as _;

use super::id::position_id;
use super::position::{BgPosition, BAR};
use crate::engine::Color;

fn cell(pos: &BgPosition, p: usize) -> String {
    let w = pos.counts(Color::White)[p];
    let b = pos.counts(Color::Black)[25 - p];
    match (w, b) {
        (0, 0) => " .".to_string(),
        (w, 0) => format!("W{w}"),
        (_, b) => format!("B{b}"),
    }
}

fn row(pos: &BgPosition, points: impl Iterator<Item = usize>) -> String {
    let cells: Vec<String> = points.map(|p| format!("{:>3}", cell(pos, p))).collect();
    format!("{} |   | {}", cells[..6].join(""), cells[6..].join(""))
}

/// The diagram of `pos`, in White's numbering, with its gnubg Position ID.
#[must_use]
pub fn text_diagram(pos: &BgPosition) -> String {
    let mut out = String::new();
    let nums = |r: &mut dyn Iterator<Item = usize>| {
        let v: Vec<String> = r.map(|p| format!("{p:>3}")).collect();
        format!("{} |bar| {}", v[..6].join(""), v[6..].join(""))
    };
    let _ = writeln!(out, "{}", nums(&mut (13..=24)));
    let _ = writeln!(out, "{}", row(pos, 13..=24));
    let _ = writeln!(out, "{}", row(pos, (1..=12).rev()));
    let _ = writeln!(out, "{}", nums(&mut (1..=12).rev()));
    for c in Color::ALL {
        let _ = writeln!(
            out,
            "{c}: {} on the bar, {} off, {} pips",
            pos.counts(c)[BAR],
            pos.off(c),
            pos.pips(c)
        );
    }
    let _ = writeln!(
        out,
        "{} to play; position ID: {}",
        pos.turn(),
        position_id(pos)
    );
    out
}
