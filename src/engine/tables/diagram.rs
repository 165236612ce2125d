//! A text diagram of a backgammon board: White's points 13..24 across the top and 12..1 across
//! the bottom (White bears off past his 1, bottom right), the bar between the two halves with
//! the checkers waiting on it (Black's above, White's below), each point showing its checkers
//! (`W5`, `B2`), then the bar, the checkers off and the pips. Black's checkers stand on the
//! point of White's numbering the geometry gives (his `p` is White's `25 - p` under contrary
//! movement, `p + 12` or `p - 12` under parallel movement).

use std::fmt::Write as _;

use super::id::position_id;
use super::position::{BgPosition, BAR};
use crate::engine::Color;

fn cell(pos: &BgPosition, p: usize) -> String {
    let w = pos.counts(Color::White)[p];
    let b = pos.counts(Color::Black)[pos.setup().facing(p)];
    match (w, b) {
        (0, 0) => " .".to_string(),
        (w, 0) => format!("W{w}"),
        (0, b) => format!("B{b}"),
        // both colours on one point (plakoto): the side on top, then the pinned checker's
        // colour in lower case
        (_, b) if pos.pinned(Color::White) & 1 << p != 0 => format!("B{b}w"),
        (w, _) => format!("W{w}b"),
    }
}

/// One row of points, with the checkers of `on_bar` waiting on the bar between its halves
/// (`B2`).
fn row(pos: &BgPosition, points: impl Iterator<Item = usize>, on_bar: Color) -> String {
    let cells: Vec<String> = points.map(|p| format!("{:>3}", cell(pos, p))).collect();
    let bar = match pos.counts(on_bar)[BAR] {
        0 => String::new(),
        n => format!("{}{n}", if on_bar == Color::White { 'W' } else { 'B' }),
    };
    format!("{} |{bar:<3}| {}", cells[..6].join(""), cells[6..].join(""))
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
    // on the bar as on the site's board: Black's in the top half, White's in the bottom one
    let _ = writeln!(out, "{}", row(pos, 13..=24, Color::Black));
    let _ = writeln!(out, "{}", row(pos, (1..=12).rev(), Color::White));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_opening_drawn_point_by_point() {
        // the standard start in White's numbering: White 2 on 24, 5 on 13, 3 on 8, 5 on 6;
        // Black the same from his side (his 24 is White's 1, his 13 White's 12, and so on);
        // 167 pips each, as every backgammon book counts them
        let want = [
            " 13 14 15 16 17 18 |bar|  19 20 21 22 23 24",
            " W5  .  .  . B3  . |   |  B5  .  .  .  . W2",
            " B5  .  .  . W3  . |   |  W5  .  .  .  . B2",
            " 12 11 10  9  8  7 |bar|   6  5  4  3  2  1",
            "white: 0 on the bar, 0 off, 167 pips",
            "black: 0 on the bar, 0 off, 167 pips",
            "white to play; position ID: 4HPwATDgc/ABMA",
            "",
        ]
        .join("\n");
        assert_eq!(text_diagram(&BgPosition::opening()), want);
    }

    #[test]
    fn a_pinned_checker_is_drawn_under_the_pinner() {
        let mut s = crate::engine::tables::BgSetup::from_points(
            &[(24, 14), (8, 1)],
            &[(24, 14), (17, 1)],
            Color::White,
        );
        s.pinned[1] = 1 << 17;
        let pos = s.validate_with(15, true).unwrap();
        assert!(text_diagram(&pos).contains("W1b"), "{}", text_diagram(&pos));
        s.pinned = [1 << 8, 0];
        let pos = s.validate_with(15, true).unwrap();
        assert!(text_diagram(&pos).contains("B1w"), "{}", text_diagram(&pos));
    }

    #[test]
    fn the_checkers_on_the_bar_are_drawn_on_it() {
        // White one on the bar (off his 24), Black two (off his 6)
        let pos = crate::engine::tables::BgSetup::from_points(
            &[(25, 1), (13, 5), (8, 3), (6, 5), (24, 1)],
            &[(25, 2), (24, 2), (13, 5), (8, 3), (6, 3)],
            Color::White,
        )
        .validate()
        .unwrap();
        let text = text_diagram(&pos);
        let rows: Vec<&str> = text.lines().collect();
        assert_eq!(rows[1], " W5  .  .  . B3  . |B2 |  B3  .  .  .  . W1");
        assert_eq!(rows[2], " B5  .  .  . W3  . |W1 |  W5  .  .  .  . B2");
    }
}
