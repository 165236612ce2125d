//! `jan.sortie`: the first to bear off all fifteen scores 4 (6 by doublet) when a legal play of
//! the roll takes his last checker off. If the last checker needs one number only, the other
//! is ignored.
//!
//! Example: one checker left on F19 (White), 4-2: off tout d'une, 4 points.

use super::{How, Input, Jan, JanScore};

pub fn score(i: &Input<'_>, out: &mut Vec<JanScore>) {
    if i.s.on_board() == 0 {
        return;
    }
    if i.plays.plays.iter().any(|pl| pl.result.on_board() == 0) {
        out.push(i.line(
            Jan::Sortie,
            None,
            vec![i.means(How::Situation, None, None, None)],
        ));
    }
}
