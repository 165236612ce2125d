//! The board as SVG: both sides as they lie between the players (Black's flèches F24..F13 along
//! the top, White's F1..F12 along the bottom, both talons at the left, the coins facing at the
//! right; `flip` puts Black's side at the bottom), each flèche with its Lepeintre letter and
//! F-number, the checkers, the dice, the transcribed play ([`game`]), and one arrow per means of
//! each jan the roll makes (from the checker, through the resting flèche, to the flèche hit or
//! filled; `JanScore::detail`, White's frame); a jan with no such path (mézéas, six tables,
//! sortie, impuissance…) is marked where it belongs ([`game`]). Plain SVG 1.1, no script, no
//! external resource; never panics, whatever the setup holds.

pub mod backgammon;
mod game;

use std::fmt::Write as _;

use crate::conformance::scenario::report::DrawnPlay;
use crate::corpus::render::esc;
use crate::engine::trictrac::jans::{Beneficiary, Jan, JanScore};
use crate::engine::trictrac::notation::lettering::Lettering;
use crate::engine::{
    trictrac::{Fleche, Notation, Setup},
    Color, Roll,
};

const LEFT: f64 = 34.0;
const CW: f64 = 34.0;
const BAR: f64 = 18.0;
const TOP: f64 = 48.0;
const TH: f64 = 132.0;
const GAP: f64 = 40.0;
const R: f64 = 14.0;
const BOTTOM: f64 = TOP + 2.0 * TH + GAP;
const PANEL: f64 = LEFT + 12.0 * CW + BAR + 16.0;
const WIDTH: f64 = PANEL + 96.0;
const HEIGHT: f64 = BOTTOM + 58.0;

/// What to draw.
pub struct Board<'a> {
    pub setup: &'a Setup,
    /// Who sits on A..L, for the letters.
    pub letters: Lettering,
    /// The file's notation and the side whose numbering names the flèches in it: a board of a
    /// file written in a treatise's numbering (Guiton's `T`, `5`, `o10`) is labelled in it,
    /// else in the letters.
    pub names: Option<(Notation, Color)>,
    /// The roll and its roller.
    pub roll: Option<(Color, Roll)>,
    /// A chance count of this side (36 throws) rather than one roll.
    pub chances: Option<Color>,
    /// The jans of the roll, drawn as arrows.
    pub jans: &'a [JanScore],
    /// The plays transcribed for the roll, by its roller, drawn as arrows under the jans'.
    pub plays: &'a [DrawnPlay],
    /// Black's side at the bottom (White's at the top).
    pub flip: bool,
    /// A prefix for the ids inside the SVG, unique within a page.
    pub id: &'a str,
}

/// The column (0..12, left to right) and row (true = top) of a flèche: Black's side on top
/// unless the board is flipped.
fn place(b: &Board, f: Fleche) -> (usize, bool) {
    let n = usize::from(f.get());
    if n <= 12 {
        (n - 1, b.flip)
    } else {
        (24 - n, !b.flip)
    }
}

/// The centre height of the `k`-th checker (from 0) of a stack in the top or bottom row.
fn stack_y(top: bool, k: usize) -> f64 {
    let step = k as f64 * 2.0 * R * 0.93;
    if top {
        TOP + R + step
    } else {
        BOTTOM - R - step
    }
}

/// How many checkers a flèche shows (five at most of each colour).
fn shown(setup: &Setup, f: Fleche) -> usize {
    Color::ALL
        .into_iter()
        .map(|c| usize::from(setup.get(c, f).min(5)))
        .sum()
}

fn x_of(col: usize) -> f64 {
    LEFT + col as f64 * CW + CW / 2.0 + if col >= 6 { BAR } else { 0.0 }
}

/// Where arrows start and end on a flèche.
fn anchor(b: &Board, f: Fleche) -> (f64, f64) {
    let (col, top) = place(b, f);
    (
        x_of(col),
        if top {
            TOP + TH - 30.0
        } else {
            BOTTOM - TH + 30.0
        },
    )
}

fn color_of(jan: Jan) -> (&'static str, &'static str) {
    match jan {
        Jan::BattreVraiGrand | Jan::BattreVraiPetit => ("hit", "#1b7f3b"),
        Jan::FillPetit | Jan::FillGrand | Jan::FillRetour => ("fill", "#1f5fbf"),
        Jan::BattreCoin | Jan::DeuxTables | Jan::Mezeas | Jan::SixTables => ("coin", "#7b2fa8"),
        j if j.beneficiary() == Beneficiary::Opponent => ("faux", "#c0392b"),
        _ => ("other", "#6b5b45"),
    }
}

const KINDS: [(&str, &str); 5] = [
    ("hit", "#1b7f3b"),
    ("fill", "#1f5fbf"),
    ("coin", "#7b2fa8"),
    ("faux", "#c0392b"),
    ("other", "#6b5b45"),
];

/// The board as a standalone SVG document.
#[must_use]
pub fn board_svg(b: &Board) -> String {
    draw(b, true, &[])
}

/// [`board_svg`] for a file written in the letters drawn: the flèches are named by their
/// letters only, without the engine's `F1`..`F24` beside them (one notation on the card).
#[must_use]
pub fn board_svg_lettered(b: &Board) -> String {
    draw(b, false, &[])
}

/// A board with several plays of its roll set side by side (the two plays of an advice), play
/// `i` drawn in the colour of `tones[i]` and titled by its words, no flèche tinted; `numbers`
/// as for [`board_svg`] (else [`board_svg_lettered`]).
#[must_use]
pub fn board_svg_compared(b: &Board, tones: &[(&str, &str)], numbers: bool) -> String {
    draw(b, numbers, tones)
}

fn draw(b: &Board, numbers: bool, tones: &[(&str, &str)]) -> String {
    let mut s = String::new();
    let id = esc(b.id);
    let _ = write!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" width=\"{WIDTH}\" height=\"{HEIGHT}\" \
         viewBox=\"0 0 {WIDTH} {HEIGHT}\" role=\"img\" aria-label=\"{}\">",
        esc(&label(b))
    );
    let _ = write!(s, "<title>{}</title><defs>", esc(&label(b)));
    for (k, c) in KINDS {
        let _ = write!(
            s,
            "<marker id=\"{id}-{k}\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" \
             markerHeight=\"7\" orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"{c}\"/></marker>"
        );
    }
    s.push_str("</defs>");
    frame(&mut s);
    let tinted = if tones.is_empty() {
        game::tinted(b)
    } else {
        Vec::new()
    };
    for f in Fleche::all() {
        fleche(&mut s, b, f, tinted.contains(&f), numbers);
    }
    captions(&mut s, b, numbers);
    dice(&mut s, b);
    let marks = game::jan_marks(b);
    game::outlines(&mut s, b, &marks);
    game::play_arrows(&mut s, b, tones);
    arrows(&mut s, b, &id);
    game::labels(&mut s, b, &marks);
    s.push_str("</svg>");
    s
}

/// The name of the flèche `f` on the board `b`: in the file's notation where it is a
/// treatise's own numbering ([`Board::names`]), else its letter.
fn name(b: &Board, f: Fleche) -> String {
    match b.names {
        Some((n @ (Notation::Side | Notation::Bn | Notation::Soumille { .. }), c)) => {
            n.format_square(c, f)
        }
        _ => b.letters.letter(f).to_string(),
    }
}

fn label(b: &Board) -> String {
    match (b.roll, b.chances) {
        (Some((c, r)), _) => format!("The board; {c} throws {r}"),
        (None, Some(c)) => format!("The board; the 36 throws of {c}"),
        _ => "The board".to_string(),
    }
}

fn frame(s: &mut String) {
    let w = 12.0 * CW + BAR;
    let _ = write!(
        s,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#f3e6c8\" stroke=\"#5a3a1a\" stroke-width=\"4\"/>",
        LEFT - 4.0,
        TOP - 4.0,
        w + 8.0,
        BOTTOM - TOP + 8.0
    );
    let _ = write!(
        s,
        "<rect x=\"{}\" y=\"{}\" width=\"{BAR}\" height=\"{}\" fill=\"#5a3a1a\"/>",
        LEFT + 6.0 * CW,
        TOP - 4.0,
        BOTTOM - TOP + 8.0
    );
    let mid = TOP + TH + GAP / 2.0;
    let _ = write!(
        s,
        "<text x=\"{}\" y=\"{}\" class=\"table\" text-anchor=\"middle\" font-size=\"10\" fill=\"#7a5a3a\">table du petit jan</text>\
         <text x=\"{}\" y=\"{}\" class=\"table\" text-anchor=\"middle\" font-size=\"10\" fill=\"#7a5a3a\">table du grand jan</text>",
        LEFT + 3.0 * CW,
        mid + 3.0,
        LEFT + 9.0 * CW + BAR,
        mid + 3.0
    );
}

fn fleche(s: &mut String, b: &Board, f: Fleche, tinted: bool, numbers: bool) {
    let (col, top) = place(b, f);
    let x = x_of(col);
    let (base, tip) = if top {
        (TOP, TOP + TH)
    } else {
        (BOTTOM, BOTTOM - TH)
    };
    // a flèche the play left or reached is tinted as python-chess tints a last move's squares
    let fill = match (col % 2 == 0, tinted) {
        (true, false) => "#c8a165",
        (false, false) => "#8c5a33",
        (true, true) => "#cdd16a",
        (false, true) => "#aaa23b",
    };
    let _ = write!(
        s,
        "<polygon points=\"{},{base} {},{base} {x},{tip}\" fill=\"{fill}\"><title>{}</title></polygon>",
        x - CW / 2.0 + 1.0,
        x + CW / 2.0 - 1.0,
        if numbers {
            format!("F{}", f.get())
        } else {
            name(b, f)
        }
    );
    let (ly, ny) = if top {
        (TOP - 22.0, TOP - 9.0)
    } else {
        (BOTTOM + 30.0, BOTTOM + 16.0)
    };
    let _ = write!(
        s,
        "<text x=\"{x}\" y=\"{ly}\" text-anchor=\"middle\" font-size=\"13\" font-weight=\"bold\" fill=\"#333\">{}</text>",
        esc(&name(b, f)),
    );
    if numbers {
        let _ = write!(
            s,
            "<text x=\"{x}\" y=\"{ny}\" text-anchor=\"middle\" font-size=\"9\" fill=\"#666\">F{}</text>",
            f.get()
        );
    }
    let mut k = 0usize;
    for color in [Color::White, Color::Black] {
        let n = b.setup.get(color, f);
        let shown = usize::from(n.min(5));
        for i in 0..shown {
            let cy = stack_y(top, k + i);
            let (fc, tc) = match color {
                Color::White => ("#fbfaf2", "#222"),
                Color::Black => ("#262626", "#fff"),
            };
            let _ = write!(
                s,
                "<circle cx=\"{x}\" cy=\"{cy}\" r=\"{}\" fill=\"{fc}\" stroke=\"#444\" stroke-width=\"1.2\"/>",
                R - 1.0
            );
            if i + 1 == shown && n > 5 {
                let _ = write!(
                    s,
                    "<text x=\"{x}\" y=\"{}\" text-anchor=\"middle\" font-size=\"12\" font-weight=\"bold\" fill=\"{tc}\">{n}</text>",
                    cy + 4.0
                );
            }
        }
        k += shown;
    }
}

fn off(setup: &Setup, c: Color) -> String {
    match 15u32.checked_sub(setup.on_board(c)) {
        Some(0) => String::new(),
        Some(n) => format!("; {n} borne off"),
        None => format!("; {} on the board!", setup.on_board(c)),
    }
}

fn captions(s: &mut String, b: &Board, numbers: bool) {
    let side = |c: Color| {
        let named = |n: u8| Fleche::from_side(c, n).map_or_else(String::new, |f| name(b, f));
        let (talon, coin) = (named(1), named(12));
        let number = |n: u8| match Fleche::from_side(c, n) {
            Some(f) if numbers => format!(" ({f})"),
            _ => String::new(),
        };
        format!(
            "{} — talon {talon}{}, coin {coin}{}{}",
            if c == Color::White { "White" } else { "Black" },
            number(1),
            number(12),
            off(b.setup, c)
        )
    };
    let (top, bottom) = if b.flip {
        (Color::White, Color::Black)
    } else {
        (Color::Black, Color::White)
    };
    let _ = write!(
        s,
        "<text x=\"{LEFT}\" y=\"12\" font-size=\"11\" fill=\"#333\">{}</text>\
         <text x=\"{LEFT}\" y=\"{}\" font-size=\"11\" fill=\"#333\">{}</text>",
        esc(&side(top)),
        HEIGHT - 6.0,
        esc(&side(bottom))
    );
}

/// The pips of a die face in a 3×3 grid (row, column).
fn pips(n: u8) -> &'static [(u8, u8)] {
    match n {
        1 => &[(1, 1)],
        2 => &[(0, 2), (2, 0)],
        3 => &[(0, 2), (1, 1), (2, 0)],
        4 => &[(0, 0), (0, 2), (2, 0), (2, 2)],
        5 => &[(0, 0), (0, 2), (1, 1), (2, 0), (2, 2)],
        6 => &[(0, 0), (0, 2), (1, 0), (1, 2), (2, 0), (2, 2)],
        _ => &[],
    }
}

fn dice(s: &mut String, b: &Board) {
    let cy = TOP + TH + GAP / 2.0;
    if let Some((c, r)) = b.roll {
        let _ = write!(
            s,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"12\" fill=\"#333\">{c} throws</text>",
            PANEL + 40.0,
            cy - 30.0
        );
        for (i, n) in r.numbers().into_iter().enumerate() {
            let x0 = PANEL + 2.0 + i as f64 * 42.0;
            let y0 = cy - 18.0;
            let _ = write!(
                s,
                "<rect x=\"{x0}\" y=\"{y0}\" width=\"36\" height=\"36\" rx=\"6\" fill=\"#fff\" stroke=\"#333\" stroke-width=\"1.5\"/>"
            );
            for &(row, col) in pips(n) {
                let _ = write!(
                    s,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"3.4\" fill=\"#222\"/>",
                    x0 + 8.0 + f64::from(col) * 10.0,
                    y0 + 8.0 + f64::from(row) * 10.0
                );
            }
        }
        let _ = write!(
            s,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"12\" font-weight=\"bold\" fill=\"#333\">{r}</text>",
            PANEL + 40.0,
            cy + 34.0
        );
    } else if let Some(c) = b.chances {
        let _ = write!(
            s,
            "<text x=\"{}\" y=\"{cy}\" text-anchor=\"middle\" font-size=\"12\" fill=\"#333\">36 throws</text>\
             <text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"12\" fill=\"#333\">of {c}</text>",
            PANEL + 40.0,
            PANEL + 40.0,
            cy + 15.0
        );
    }
}

/// One curved segment from `p` to `q`, bent to the left by `bend`.
fn segment(p: (f64, f64), q: (f64, f64), bend: f64) -> String {
    let (dx, dy) = (q.0 - p.0, q.1 - p.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (cx, cy) = (
        (p.0 + q.0) / 2.0 - dy / len * bend,
        (p.1 + q.1) / 2.0 + dx / len * bend,
    );
    format!("Q{cx:.1},{cy:.1} {:.1},{:.1}", q.0, q.1)
}

fn arrows(s: &mut String, b: &Board, id: &str) {
    let mut k = 0.0;
    for j in b.jans {
        let (kind, color) = color_of(j.jan);
        for m in &j.detail {
            let Some(to) = m.to.and_then(Fleche::new) else {
                continue;
            };
            // one arrow per checker: two when two arrive together (battre le coin)
            for from in [m.from, m.and_from].into_iter().flatten() {
                let Some(from) = Fleche::new(from) else {
                    continue;
                };
                let jitter = (k % 4.0) * 3.0 - 4.5;
                k += 1.0;
                let shift = |p: (f64, f64)| (p.0 + jitter, p.1);
                let mut pts = vec![shift(anchor(b, from))];
                if let Some(v) = m.via.and_then(Fleche::new) {
                    pts.push(shift(anchor(b, v)));
                }
                pts.push(shift(anchor(b, to)));
                let mut d = format!("M{:.1},{:.1}", pts[0].0, pts[0].1);
                for w in pts.windows(2) {
                    d.push(' ');
                    d.push_str(&segment(w[0], w[1], 16.0));
                }
                let dash = if m.via.is_some() {
                    " stroke-dasharray=\"6 3\""
                } else {
                    ""
                };
                let _ = write!(
                    s,
                    "<path class=\"means\" d=\"{d}\" fill=\"none\" stroke=\"{color}\" stroke-width=\"2.2\" stroke-opacity=\"0.85\"{dash} \
                     marker-end=\"url(#{id}-{kind})\"><title>{}</title></path>",
                    esc(&format!(
                        "{} +{} {}: {}",
                        j.to,
                        j.points,
                        j.jan.rule(),
                        m.describe(&|n| Fleche::new(n)
                            .map_or_else(|| format!("F{n}"), |f| name(b, f)))
                    ))
                );
            }
        }
    }
}
