//! A text diagram of the board as it lies between the two players, for terminals (67 columns).
//!
//! Black's side is drawn at the top, read from Black's talon (F24, left) to Black's coin (F13,
//! right); White's side at the bottom, from White's talon (F1, left) to White's coin (F12,
//! right): both talons at the same end, the coins facing each other at the other (`board.fleches`).
//! The bar separates the table du petit jan (left) from the table du grand jan (right)
//! (`board.tables`). Each flèche shows its Lepeintre letter (White on A..L), its number F1..F24
//! and its checkers (`W15`, `B2`, `.` when empty).

use std::fmt::Write;

use crate::engine::trictrac::notation::lepeintre;
use crate::engine::{
    trictrac::{Fleche, Setup},
    Color,
};

/// Width of one flèche's column.
const CELL: usize = 5;
/// The left margin.
const MARGIN: usize = 4;

/// The flèches of one row in drawing order, left to right.
fn row(color: Color) -> [Fleche; 12] {
    std::array::from_fn(|i| Fleche::from_side(color, i as u8 + 1).expect("1..=12 are flèches"))
}

/// One line: the margin, then one cell per flèche, the bar after the sixth.
fn line(cells: impl IntoIterator<Item = String>) -> String {
    let mut out = " ".repeat(MARGIN);
    for (i, cell) in cells.into_iter().enumerate() {
        if i == 6 {
            out.push_str(" | ");
        }
        let _ = write!(out, "{cell:^CELL$}");
    }
    out
}

/// A line naming the two halves of a row, each centred over its six flèches.
fn halves(left: &str, right: &str) -> String {
    let half = 6 * CELL;
    format!("{:MARGIN$}{left:^half$}   {right:^half$}", "")
}

/// The checkers on `f`: `W15`, `B2`, `.`, or `W2B1` / `*` if both colours are there.
fn checkers(setup: &Setup, f: Fleche) -> String {
    match (setup.get(Color::White, f), setup.get(Color::Black, f)) {
        (0, 0) => ".".to_string(),
        (w, 0) => format!("W{w}"),
        (0, b) => format!("B{b}"),
        (w, b) => Some(format!("W{w}B{b}"))
            .filter(|s| s.len() <= CELL)
            .unwrap_or_else(|| "*".into()),
    }
}

/// The talon and coin markers of a row.
fn markers() -> impl Iterator<Item = String> {
    (0..12).map(|i| match i {
        0 => "talon".to_string(),
        11 => "coin".to_string(),
        _ => String::new(),
    })
}

/// How many of `color`'s 15 checkers are borne off.
fn borne_off(setup: &Setup, color: Color) -> String {
    match 15u32.checked_sub(setup.on_board(color)) {
        Some(n) => format!("{}: {n} borne off", color_name(color)),
        None => format!(
            "{}: none borne off ({} on the board!)",
            color_name(color),
            setup.on_board(color)
        ),
    }
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// The diagram of `setup`: both sides, the 24 flèches with their Lepeintre letters (White on
/// A..L) and F-numbers, the checkers, the talons and coins, the checkers borne off and the side
/// to play. Never panics, whatever the setup holds (impossible setups are drawn as they are).
#[must_use]
pub fn text_diagram(setup: &Setup) -> String {
    let letters = lepeintre::lettering(Color::White);
    let top = row(Color::Black);
    let bottom = row(Color::White);
    let mut lines = vec![
        borne_off(setup, Color::Black),
        halves("Black's petit jan", "Black's grand jan"),
        line(markers()),
        line(top.map(|f| letters.letter(f).to_string())),
        line(top.map(|f| f.to_string())),
        line(top.map(|f| checkers(setup, f))),
        format!(
            "{:MARGIN$}{:-^31}+{:-^31}",
            "", " table du petit jan ", " table du grand jan "
        ),
        line(bottom.map(|f| checkers(setup, f))),
        line(bottom.map(|f| f.to_string())),
        line(bottom.map(|f| letters.letter(f).to_string())),
        line(markers()),
        halves("White's petit jan", "White's grand jan"),
        borne_off(setup, Color::White),
    ];
    for f in Fleche::all() {
        let (w, b) = (setup.get(Color::White, f), setup.get(Color::Black, f));
        if w > 0 && b > 0 {
            lines.push(format!("! {f} holds checkers of both colours: W{w} B{b}"));
        }
    }
    lines.push(format!("{} to play", color_name(setup.turn)));
    let mut out = String::new();
    for l in lines {
        out.push_str(l.trim_end());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::trictrac::parse_position;

    fn snapshot(name: &str, setup: &Setup) {
        let diagram = text_diagram(setup);
        assert!(
            diagram.lines().all(|l| l.chars().count() <= 80),
            "{diagram}"
        );
        insta::with_settings!({ snapshot_path => "../../../snapshots" }, {
            insta::assert_snapshot!(name, diagram);
        });
    }

    #[test]
    fn opening() {
        snapshot("opening", &Setup::opening());
    }

    #[test]
    fn mid_game() {
        let setup = parse_position(
            "lepeintre white=A: white A11 D E L2; black Y9 X V2 U R Q; to-play black",
        );
        snapshot("mid_game", &setup.unwrap());
    }

    #[test]
    fn bearing_off() {
        let setup = parse_position("bn: white N1x3 N2x2 N4; black B1x2 B3");
        snapshot("bearing_off", &setup.unwrap());
    }

    #[test]
    fn a_cell_with_both_colours_is_spelt_out_when_it_fits() {
        let f = Fleche::new(7).expect("F7");
        let mut s = Setup::empty();
        s.white[6] = 2;
        s.black[6] = 1;
        assert_eq!(checkers(&s, f), "W2B1");
        s.black[6] = 10;
        assert_eq!(checkers(&s, f), "W2B10");
        s.white[6] = 10;
        assert_eq!(checkers(&s, f), "*");
    }

    #[test]
    fn impossible_setups_are_drawn() {
        let mut s = Setup::empty();
        s.white = [255; 24];
        s.black[6] = 255;
        s.black[7] = 3;
        let d = text_diagram(&s);
        assert!(
            d.contains("! F7 holds checkers of both colours: W255 B255"),
            "{d}"
        );
        assert!(
            d.contains("White: none borne off (6120 on the board!)"),
            "{d}"
        );
        assert!(d.lines().all(|l| l.chars().count() <= 80), "{d}");
    }
}
