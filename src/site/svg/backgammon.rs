//! A backgammon board as SVG: White's points 13..24 along the top and 12..1 along the bottom
//! (White bears off at the bottom right, Black at the top right), each point numbered for the
//! side to play in the file's notation, the checkers (a count beside a stack of more than five),
//! the bar between the halves with the checkers waiting there, the checkers borne off in a tray
//! at the right, the cube at the left (in the middle, or on its holder's side), the dice and the
//! play as arrows. Plain SVG 1.1, no script, no external resource.

use std::fmt::Write as _;

use crate::conformance::scenario::report::BgFrame;
use crate::corpus::render::esc;
use crate::engine::tables::id::{match_id, position_id};
use crate::engine::tables::{facing, Geometry, BAR, OFF};
use crate::engine::Color;

const LEFT: f64 = 52.0;
const CW: f64 = 32.0;
const BARW: f64 = 34.0;
const TOP: f64 = 40.0;
const TH: f64 = 150.0;
const MID: f64 = 30.0;
const R: f64 = 13.0;
const TRAY: f64 = 46.0;
const WIDTH: f64 = LEFT + 12.0 * CW + BARW + TRAY + 24.0;
const HEIGHT: f64 = TOP + 2.0 * TH + MID + 58.0;

/// The x of the centre of White's point `p`'s column, and whether it is on the top row.
fn place(p: u8) -> (f64, bool) {
    let (col, top) = if p >= 13 {
        (f64::from(p - 13), true)
    } else {
        (f64::from(12 - p), false)
    };
    let x = LEFT + col * CW + CW / 2.0 + if col >= 6.0 { BARW } else { 0.0 };
    (x, top)
}

/// The y of the `k`-th checker (0 = at the edge) on a row.
fn stack_y(top: bool, k: usize) -> f64 {
    let k = k.min(4) as f64;
    if top {
        TOP + R + 2.0 * R * k
    } else {
        TOP + 2.0 * TH + MID - R - 2.0 * R * k
    }
}

fn fill(c: Color) -> (&'static str, &'static str) {
    match c {
        Color::White => ("#f7f3e8", "#444"),
        Color::Black => ("#2b2b2b", "#eee"),
    }
}

fn checkers(s: &mut String, x: f64, top: bool, c: Color, n: u8) {
    let (f, ink) = fill(c);
    for k in 0..usize::from(n.min(5)) {
        let _ = write!(
            s,
            r##"<circle cx="{x:.1}" cy="{:.1}" r="{R}" fill="{f}" stroke="#333" stroke-width="1.2"/>"##,
            stack_y(top, k)
        );
    }
    if n > 5 {
        let _ = write!(
            s,
            r##"<text x="{x:.1}" y="{:.1}" text-anchor="middle" font-size="12" font-weight="bold" fill="{ink}">{n}</text>"##,
            stack_y(top, 4) + 4.0
        );
    }
}

/// The centre of the checker of `c` in slot `k` of the place `p` of the mover `turn`'s own
/// numbering (25 the bar, 0 off), as the board draws it.
fn slot(g: Geometry, turn: Color, c: Color, p: u8, k: usize) -> (f64, f64) {
    let bx = LEFT + 6.0 * CW;
    let tx = LEFT + 12.0 * CW + BARW + 8.0;
    match p {
        25 => {
            let y = if c == Color::White {
                TOP + TH + MID + R + 4.0
            } else {
                TOP + TH - R - 4.0
            };
            (bx + BARW / 2.0, y)
        }
        0 => (
            tx + (TRAY - 8.0) / 2.0,
            if c == Color::White {
                TOP + 1.5 * TH + MID
            } else {
                TOP + TH / 2.0
            },
        ),
        p => {
            let white = if turn == Color::White {
                p
            } else {
                facing(g, usize::from(p)) as u8
            };
            let (x, top) = place(white);
            (x, stack_y(top, k))
        }
    }
}

/// The arrows of `play` by `turn` on `pos`, to draw under the checkers, and the rings to draw
/// over them: a full ring round each checker that moves (the last of its stack), a dashed one
/// where it lands. Each arrow runs from the centre of the checker that moves to its landing
/// place, stopping at the edge of a blot it hits; a move from a place a move before reached
/// starts where that one landed.
fn play_arrows(
    pos: &crate::engine::tables::BgPosition,
    turn: Color,
    play: &crate::engine::tables::BgPlay,
    id: &str,
) -> (String, String) {
    let mut arrows = format!(
        r##"<defs><marker id="{id}-a" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#1b5fbf"/></marker></defs>"##
    );
    let mut rings = String::new();
    let mut mine = *pos.counts(turn);
    let theirs = pos.counts(turn.opposite());
    for m in play.moves() {
        let (from, to) = (usize::from(m.from), usize::from(m.to));
        let k_from = usize::from(mine[from].max(1) - 1).min(4);
        let (x1, y1) = slot(
            pos.geometry(),
            turn,
            turn,
            m.from,
            if from == BAR { 0 } else { k_from },
        );
        mine[from] = mine[from].saturating_sub(1);
        let hit = to != OFF && theirs[pos.setup().facing(to)] > 0;
        let k_to = if hit { 0 } else { usize::from(mine[to]).min(4) };
        let (cx, cy) = slot(pos.geometry(), turn, turn, m.to, k_to);
        mine[to] += 1;
        // stop at the edge of the blot hit, else at the landing place's centre
        let (x2, y2) = if hit {
            let (dx, dy) = (cx - x1, cy - y1);
            let d = (dx * dx + dy * dy).sqrt().max(1.0);
            (cx - dx / d * (R + 1.0), cy - dy / d * (R + 1.0))
        } else {
            (cx, cy)
        };
        let _ = write!(
            arrows,
            r##"<line class="move" x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="#1b5fbf" stroke-width="2.5" marker-end="url(#{id}-a)" opacity="0.85"/>"##
        );
        let _ = write!(
            rings,
            r##"<circle class="move-from" cx="{x1:.1}" cy="{y1:.1}" r="{:.1}" fill="none" stroke="#1b5fbf" stroke-width="2.5"/>"##,
            R + 2.0
        );
        if to != OFF && !hit {
            let _ = write!(
                rings,
                r##"<circle class="move-to" cx="{cx:.1}" cy="{cy:.1}" r="{R}" fill="none" stroke="#1b5fbf" stroke-width="1.5" stroke-dasharray="3 2"/>"##
            );
        }
    }
    (arrows, rings)
}

/// The board of `f`, ids prefixed by `id`.
#[must_use]
pub fn board(f: &BgFrame, id: &str) -> String {
    let pos = &f.position;
    let turn = pos.turn();
    let mut s = String::new();
    let _ = write!(
        s,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-labelledby="{id}-t"><title id="{id}-t">{} to play; Position ID {}; Match ID {}</title>"##,
        turn,
        esc(&position_id(pos)),
        esc(&match_id(&f.match_id))
    );
    let _ = write!(
        s,
        r##"<rect x="{LEFT}" y="{TOP}" width="{:.1}" height="{:.1}" fill="#d9c39a" stroke="#5a4025" stroke-width="2"/>"##,
        12.0 * CW + BARW,
        2.0 * TH + MID
    );
    // the bar
    let bx = LEFT + 6.0 * CW;
    let _ = write!(
        s,
        r##"<rect x="{bx:.1}" y="{TOP}" width="{BARW}" height="{:.1}" fill="#8a6a45"/><text x="{:.1}" y="{:.1}" text-anchor="middle" font-size="10" fill="#fff">bar</text>"##,
        2.0 * TH + MID,
        bx + BARW / 2.0,
        TOP + TH + MID / 2.0 + 4.0
    );
    // the play, under the checkers: each arrow from the checker that moves to where it lands,
    // the rings that mark both drawn over the checkers below
    let rings = f.play.as_ref().map(|play| {
        let (arrows, rings) = play_arrows(pos, turn, play, id);
        s.push_str(&arrows);
        rings
    });
    // the points, numbered for the side to play
    for p in 1..=24u8 {
        let (x, top) = place(p);
        let (y0, y1) = if top {
            (TOP, TOP + TH)
        } else {
            (TOP + 2.0 * TH + MID, TOP + TH + MID)
        };
        let shade = if p % 2 == 0 { "#a33b2b" } else { "#f1e6cc" };
        let _ = write!(
            s,
            r##"<polygon points="{:.1},{y0:.1} {:.1},{y0:.1} {x:.1},{y1:.1}" fill="{shade}" stroke="#5a4025" stroke-width="0.6"/>"##,
            x - CW / 2.0,
            x + CW / 2.0
        );
        let own = if turn == Color::White {
            p
        } else {
            pos.setup().facing(usize::from(p)) as u8
        };
        let label = f.notation.name(turn, own);
        let ly = if top {
            TOP - 8.0
        } else {
            TOP + 2.0 * TH + MID + 16.0
        };
        let _ = write!(
            s,
            r##"<text x="{x:.1}" y="{ly:.1}" text-anchor="middle" font-size="11" fill="#333">{}</text>"##,
            esc(&label)
        );
        let w = pos.counts(Color::White)[usize::from(p)];
        let b = pos.counts(Color::Black)[pos.setup().facing(usize::from(p))];
        if w > 0 {
            checkers(&mut s, x, top, Color::White, w);
        } else if b > 0 {
            checkers(&mut s, x, top, Color::Black, b);
        }
    }
    // checkers on the bar: White's below the middle (he enters at the top), Black's above
    for (c, top) in [(Color::White, false), (Color::Black, true)] {
        let n = pos.counts(c)[BAR];
        if n > 0 {
            let y = if top {
                TOP + TH - R - 4.0
            } else {
                TOP + TH + MID + R + 4.0
            };
            let (fc, ink) = fill(c);
            let _ = write!(
                s,
                r##"<circle cx="{:.1}" cy="{y:.1}" r="{R}" fill="{fc}" stroke="#333" stroke-width="1.2"/><text x="{:.1}" y="{:.1}" text-anchor="middle" font-size="12" font-weight="bold" fill="{ink}">{n}</text>"##,
                bx + BARW / 2.0,
                bx + BARW / 2.0,
                y + 4.0
            );
        }
    }
    // the trays of checkers borne off: White's at the bottom right, Black's at the top right
    let tx = LEFT + 12.0 * CW + BARW + 8.0;
    for (c, top) in [(Color::White, false), (Color::Black, true)] {
        let y = if top { TOP } else { TOP + TH + MID };
        let n = pos.counts(c)[OFF];
        let (fc, ink) = fill(c);
        let _ = write!(
            s,
            r##"<rect x="{tx:.1}" y="{y:.1}" width="{:.1}" height="{TH}" fill="#efe4cf" stroke="#5a4025"/><text x="{:.1}" y="{:.1}" text-anchor="middle" font-size="10" fill="#333">off</text>"##,
            TRAY - 8.0,
            tx + (TRAY - 8.0) / 2.0,
            y + 14.0
        );
        if n > 0 {
            let _ = write!(
                s,
                r##"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" fill="{fc}" stroke="#333"/><text x="{:.1}" y="{:.1}" text-anchor="middle" font-size="12" font-weight="bold" fill="{ink}">{n}</text>"##,
                tx + 6.0,
                y + 24.0,
                TRAY - 20.0,
                f64::from(n) * 7.0,
                tx + (TRAY - 8.0) / 2.0,
                y + 24.0 + f64::from(n) * 3.5 + 4.0
            );
        }
    }
    // the cube: in the middle at the left, or on its holder's side
    let cy = match f.cube.owner {
        None => TOP + TH + MID / 2.0,
        Some(Color::Black) => TOP + 20.0,
        Some(Color::White) => TOP + 2.0 * TH + MID - 20.0,
    };
    if f.cube_played {
        let _ = write!(
            s,
            r##"<g class="cube"><rect x="10" y="{:.1}" width="30" height="30" rx="4" fill="#fff" stroke="#222" stroke-width="1.5"/><text x="25" y="{:.1}" text-anchor="middle" font-size="14" font-weight="bold">{}</text></g>"##,
            cy - 15.0,
            cy + 5.0,
            if f.cube.value <= 1 && f.cube.owner.is_none() {
                64
            } else {
                f.cube.value
            }
        );
    }
    // the dice and the play
    if let Some(r) = f.roll {
        let dy = if turn == Color::White {
            TOP + TH + 36.0
        } else {
            TOP + TH - 12.0
        };
        for (i, d) in r.numbers().iter().enumerate() {
            let dx = LEFT + 9.0 * CW + BARW + 22.0 * i as f64;
            let _ = write!(
                s,
                r##"<rect x="{dx:.1}" y="{:.1}" width="18" height="18" rx="3" fill="#fff" stroke="#222"/><text x="{:.1}" y="{:.1}" text-anchor="middle" font-size="12">{d}</text>"##,
                dy - 13.0,
                dx + 9.0,
                dy + 1.0
            );
        }
    }
    if let Some(rings) = rings {
        s.push_str(&rings);
    }
    let _ = write!(
        s,
        r##"<text x="{LEFT}" y="{:.1}" font-size="11" fill="#333">{} to play · pips white {}, black {}</text><text x="{LEFT}" y="{:.1}" font-size="11" fill="#333">Position ID {} · Match ID {}</text></svg>"##,
        HEIGHT - 20.0,
        turn,
        pos.pips(Color::White),
        pos.pips(Color::Black),
        HEIGHT - 6.0,
        esc(&position_id(pos)),
        esc(&match_id(&f.match_id))
    );
    s
}
