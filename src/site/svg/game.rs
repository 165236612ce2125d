//! The game drawn over the board.
//!
//! - The transcribed play, in the manner of python-chess's last move: the flèches it left and
//!   reached tinted, and one broad translucent arrow per move, neutral grey, from the checker
//!   moved to where it lands (through the resting flèche of a tout d'une; off the board at the
//!   bearing-off edge). A false play later put right (`correct`) is drawn dashed. They lie
//!   under the jans' arrows.
//! - The jans whose means go from no checker to no flèche, marked where they belong: mézéas
//!   (and any jan with only a flèche) on that flèche, six tables on the roller's six flèches
//!   after his talon, deux tables on both coins, a conserved jan and the sortie on their
//!   quarter (the sortie on the jan de retour), impuissance beside the dice.

use std::fmt::Write as _;

use super::{
    color_of, place, shown, stack_y, x_of, Board, BOTTOM, CW, GAP, LEFT, PANEL, R, TH, TOP,
};
use crate::corpus::render::esc;
use crate::engine::trictrac::jans::{How, Jan, JanScore};
use crate::engine::{trictrac::Fleche, Color};

/// The neutral colour of the play arrows.
pub const PLAY_COLOR: &str = "#3f4a5a";

/// Whether play `i` is a false play put right by a later `correct`.
fn superseded(b: &Board, i: usize) -> bool {
    b.plays[i + 1..].iter().any(|p| p.correction)
}

/// The flèches left or reached by the play that stands (tinted).
pub(super) fn tinted(b: &Board) -> Vec<Fleche> {
    let mut out = Vec::new();
    for (i, p) in b.plays.iter().enumerate() {
        if superseded(b, i) {
            continue;
        }
        for mv in &p.moves {
            let ends = [mv.first(), mv.last()];
            out.extend(ends.into_iter().flatten().flatten().copied());
        }
    }
    out
}

/// The moves of each play as arrows: play `i` in the colour of `tones[i]`, titled by its
/// words, and set beside the others (so that two plays sharing a move show both); without
/// tones in [`PLAY_COLOR`].
pub(super) fn play_arrows(s: &mut String, b: &Board, tones: &[(&str, &str)]) {
    let Some((mover, roll)) = b.roll else {
        return;
    };
    // the flat arrows drawn (y, from x, to x), so that one along the same row as another is
    // set in a lane of its own rather than over it
    let mut flat: Vec<(f64, f64, f64)> = Vec::new();
    for (i, p) in b.plays.iter().enumerate() {
        let faded = superseded(b, i);
        let (color, name) = tones.get(i).copied().unwrap_or((PLAY_COLOR, ""));
        let beside = if tones.is_empty() {
            0.0
        } else {
            (i as f64 - (tones.len() as f64 - 1.0) / 2.0) * 7.0
        };
        // the checkers leaving a flèche are its top ones, taken from the lowest up, and land
        // from the lowest free place up, so that arrows from one flèche to another do not cross
        let mut leaving = [0usize; 24];
        for mv in p.moves.iter().filter(|m| m.len() >= 2) {
            if let Some(Some(f)) = mv.first() {
                leaving[f.index()] += 1;
            }
        }
        let mut left = [0usize; 24];
        let mut arrived = [0usize; 24];
        for mv in &p.moves {
            let Some(Some(from)) = mv.first().copied() else {
                continue;
            };
            if mv.len() < 2 {
                continue;
            }
            let (col, top) = place(b, from);
            let i = from.index();
            let k = (shown(b.setup, from) + left[i]).saturating_sub(leaving[i]);
            left[i] += 1;
            let mut pts = vec![(x_of(col), stack_y(top, k))];
            for &v in mv[1..mv.len() - 1].iter().flatten() {
                let (c, t) = place(b, v);
                pts.push((x_of(c), stack_y(t, shown(b.setup, v).min(4))));
            }
            pts.push(match mv.last().copied().flatten() {
                Some(to) => {
                    let (c, t) = place(b, to);
                    let k = (shown(b.setup, to) + arrived[to.index()]).min(4);
                    arrived[to.index()] += 1;
                    (x_of(c), stack_y(t, k))
                }
                None => {
                    // off the board, beyond the roller's last flèche
                    let last = Fleche::from_side(mover, 24).unwrap_or(from);
                    (LEFT - 18.0, stack_y(place(b, last).1, 0))
                }
            });
            let what = if p.correction {
                "the correction"
            } else if faded {
                "the false play, put right"
            } else {
                "the play"
            };
            // a play of a file is named by its line; one given on the command line has none
            let title = match p.line {
                _ if !name.is_empty() => name.to_string(),
                0 => format!("{what} of {mover}'s {roll}"),
                line => format!("{what} of {mover}'s {roll} (line {line})"),
            };
            let inward = if top { 1.0 } else { -1.0 };
            let lane = lane(&mut flat, &pts, inward);
            let pts: Vec<(f64, f64)> = pts
                .into_iter()
                .map(|(x, y)| (x + beside, y + lane))
                .collect();
            arrow(s, &pts, faded, &title, color);
        }
    }
}

/// How far to move the arrow along `pts` towards the middle of the board (`inward` the sign
/// of that direction) so that, if it runs flat along a row, it does not lie over a flat arrow
/// already in `flat`; records where it lies.
fn lane(flat: &mut Vec<(f64, f64, f64)>, pts: &[(f64, f64)], inward: f64) -> f64 {
    let (Some(&(x0, y0)), Some(&(x1, y1))) = (pts.first(), pts.last()) else {
        return 0.0;
    };
    if pts.len() != 2 || (y1 - y0).abs() > 4.0 {
        return 0.0;
    }
    let (lo, hi) = (x0.min(x1), x0.max(x1));
    let mut shift = 0.0;
    while flat
        .iter()
        .any(|&(y, a, b)| (y - (y0 + shift)).abs() < 8.0 && a < hi && lo < b)
    {
        shift += inward * 10.0;
    }
    flat.push((y0 + shift, lo, hi));
    shift
}

/// One broad arrow along `pts`, its head at the last point.
fn arrow(s: &mut String, pts: &[(f64, f64)], dashed: bool, title: &str, color: &str) {
    let [first, second, ..] = pts else {
        return;
    };
    // start at the rim of the checker moved, so that a count written on it stays readable
    let (ex, ey) = (second.0 - first.0, second.1 - first.1);
    let elen = (ex * ex + ey * ey).sqrt();
    let mut pts = pts.to_vec();
    if elen > 2.0 * R {
        pts[0] = (first.0 + ex / elen * R, first.1 + ey / elen * R);
    }
    let pts = &pts[..];
    let [.., p, q] = pts else {
        return;
    };
    let (dx, dy) = (q.0 - p.0, q.1 - p.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let (head, half) = (15.0_f64.min(len), 10.0);
    let base = (q.0 - ux * head, q.1 - uy * head);
    let mut d = String::new();
    for (i, pt) in pts[..pts.len() - 1].iter().enumerate() {
        let _ = write!(
            d,
            "{}{:.1},{:.1} ",
            if i == 0 { 'M' } else { 'L' },
            pt.0,
            pt.1
        );
    }
    let _ = write!(d, "L{:.1},{:.1}", base.0, base.1);
    let dash = if dashed {
        " stroke-dasharray=\"9 6\""
    } else {
        ""
    };
    let opacity = if dashed { 0.35 } else { 0.55 };
    let color = esc(color);
    let _ = write!(
        s,
        "<g class=\"play\" opacity=\"{opacity}\"><title>{}</title>\
         <path d=\"{d}\" fill=\"none\" stroke=\"{color}\" stroke-width=\"7\" stroke-linejoin=\"round\"{dash}/>\
         <polygon points=\"{:.1},{:.1} {:.1},{:.1} {:.1},{:.1}\" fill=\"{color}\"/></g>",
        esc(title),
        q.0,
        q.1,
        base.0 - uy * half,
        base.1 + ux * half,
        base.0 + uy * half,
        base.1 - ux * half,
    );
}

/// Where a jan with no drawn path is marked.
pub(super) struct JanMark<'a> {
    jan: &'a JanScore,
    /// The flèches it concerns; empty: beside the dice.
    fleches: Vec<Fleche>,
}

/// A jan's name as the treatises write it.
fn french(jan: Jan) -> String {
    match jan {
        Jan::Mezeas => "mézéas".into(),
        Jan::ContreMezeas => "contre-mézéas".into(),
        Jan::SixTables => "six tables".into(),
        Jan::DeuxTables => "deux tables".into(),
        Jan::ContreDeuxTables => "contre deux tables".into(),
        Jan::Sortie => "sortie".into(),
        Jan::Impuissance => "impuissance".into(),
        Jan::ConservePetit => "petit jan conservé".into(),
        Jan::ConserveGrand => "grand jan conservé".into(),
        Jan::ConserveRetour => "jan de retour conservé".into(),
        Jan::PileDeMisere => "pile de misère".into(),
        j => j
            .rule()
            .as_str()
            .trim_start_matches("jan.")
            .replace(['.', '-'], " "),
    }
}

/// The jans of the roll that no means arrow shows, each with where it belongs.
pub(super) fn jan_marks<'a>(b: &Board<'a>) -> Vec<JanMark<'a>> {
    let mut out = Vec::new();
    for j in b.jans {
        let drawn = j.detail.iter().any(|m| {
            m.from.and_then(Fleche::new).is_some() && m.to.and_then(Fleche::new).is_some()
        });
        if drawn {
            continue;
        }
        let roller = b.roll.map_or(j.to, |r| r.0);
        let side = |ps: std::ops::RangeInclusive<u8>| -> Vec<Fleche> {
            ps.filter_map(|p| Fleche::from_side(roller, p)).collect()
        };
        let fleches = match j.jan {
            Jan::SixTables => side(2..=7),
            Jan::DeuxTables | Jan::ContreDeuxTables => side(12..=13),
            Jan::Sortie | Jan::ConserveRetour => side(19..=24),
            Jan::ConservePetit => side(1..=6),
            Jan::ConserveGrand => side(7..=12),
            Jan::Impuissance => Vec::new(),
            _ => j.at.and_then(Fleche::new).into_iter().collect(),
        };
        out.push(JanMark { jan: j, fleches });
    }
    out
}

fn caption(j: &JanScore) -> String {
    format!("{}: {} +{}", french(j.jan), who(j.to), j.points)
}

fn who(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// The runs of adjacent columns of `fleches` in each row: (row top?, first col, last col).
fn runs(b: &Board, fleches: &[Fleche]) -> Vec<(bool, usize, usize)> {
    let mut cells: Vec<(bool, usize)> = fleches
        .iter()
        .map(|&f| (place(b, f).1, place(b, f).0))
        .collect();
    cells.sort_unstable();
    cells.dedup();
    let mut out: Vec<(bool, usize, usize)> = Vec::new();
    for (top, col) in cells {
        match out.last_mut() {
            Some((t, _, last)) if *t == top && *last + 1 == col => *last = col,
            _ => out.push((top, col, col)),
        }
    }
    out
}

/// A dashed box over the flèches of each marked jan.
pub(super) fn outlines(s: &mut String, b: &Board, marks: &[JanMark]) {
    for m in marks {
        let (_, color) = color_of(m.jan.jan);
        for (top, c0, c1) in runs(b, &m.fleches) {
            let (x0, x1) = (x_of(c0) - CW / 2.0 + 1.0, x_of(c1) + CW / 2.0 - 1.0);
            let y0 = if top { TOP + 1.0 } else { BOTTOM - TH - 1.0 };
            let _ = write!(
                s,
                "<rect class=\"jan-mark\" x=\"{x0:.1}\" y=\"{y0:.1}\" width=\"{:.1}\" height=\"{TH}\" rx=\"5\" \
                 fill=\"none\" stroke=\"{color}\" stroke-width=\"2.5\" stroke-dasharray=\"5 3\">\
                 <title>{}</title></rect>",
                x1 - x0,
                esc(&caption(m.jan))
            );
        }
    }
}

/// The name of each marked jan: in the gap beside its flèches, or beside the dice.
pub(super) fn labels(s: &mut String, b: &Board, marks: &[JanMark]) {
    let mut panel_y = TOP + TH + GAP / 2.0 + 56.0;
    for m in marks {
        let (_, color) = color_of(m.jan.jan);
        let text = caption(m.jan);
        match runs(b, &m.fleches).first() {
            Some(&(top, c0, c1)) => {
                let x = (x_of(c0) + x_of(c1)) / 2.0;
                let y = if top {
                    TOP + TH + 11.0
                } else {
                    BOTTOM - TH - 4.0
                };
                // kept within the board at either edge
                let (anchor, x) = if c1 >= 10 {
                    ("end", x_of(c1) + CW / 2.0)
                } else if c0 <= 1 {
                    ("start", x_of(c0) - CW / 2.0)
                } else {
                    ("middle", x)
                };
                let _ = write!(
                    s,
                    "<text class=\"jan-label\" x=\"{x:.1}\" y=\"{y:.1}\" text-anchor=\"{anchor}\" font-size=\"10\" \
                     font-weight=\"bold\" fill=\"{color}\" stroke=\"#f3e6c8\" stroke-width=\"3\" paint-order=\"stroke\">{}</text>",
                    esc(&text)
                );
            }
            None => {
                let mut lines = vec![
                    french(m.jan.jan),
                    format!("{} +{}", who(m.jan.to), m.jan.points),
                ];
                let unplayable: Vec<String> = m
                    .jan
                    .detail
                    .iter()
                    .filter_map(|d| match d.how {
                        How::Unplayable(n) => Some(n.to_string()),
                        _ => None,
                    })
                    .collect();
                if !unplayable.is_empty() {
                    lines.push(format!("unplayable: {}", unplayable.join(", ")));
                }
                for l in lines.iter().filter(|l| !l.is_empty()) {
                    let _ = write!(
                        s,
                        "<text class=\"jan-label\" x=\"{:.1}\" y=\"{panel_y:.1}\" text-anchor=\"middle\" font-size=\"10\" \
                         font-weight=\"bold\" fill=\"{color}\">{}</text>",
                        PANEL + 40.0,
                        esc(l)
                    );
                    panel_y += 13.0;
                }
                panel_y += 6.0;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::lane;

    #[test]
    fn flat_arrows_along_one_row_each_get_a_lane() {
        let mut flat = Vec::new();
        // C-H then D-J on the bottom row: the second lies over the first, so it moves up
        assert_eq!(
            lane(&mut flat, &[(100.0, 300.0), (300.0, 300.0)], -1.0),
            0.0
        );
        assert_eq!(
            lane(&mut flat, &[(130.0, 300.0), (360.0, 300.0)], -1.0),
            -10.0
        );
        // one beside them on the same row, not over them, stays where it is
        assert_eq!(
            lane(&mut flat, &[(400.0, 300.0), (460.0, 300.0)], -1.0),
            0.0
        );
        // a slanting arrow is never moved
        assert_eq!(
            lane(&mut flat, &[(100.0, 300.0), (300.0, 250.0)], -1.0),
            0.0
        );
    }
}
