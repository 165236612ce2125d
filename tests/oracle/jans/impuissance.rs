//! `jan.impuissance`: each number the roller cannot play gives his opponent 2 points, doublets
//! included (2 per number, 4 for both). A number left over when the last checker is borne off
//! is not an impuissance (`jan.sortie`).
//!
//! Example (Lepeintre fig. 10): White's 6-5 whose 6 cannot be played gives Black 2.

use super::{How, Input, Jan, JanScore};

pub fn score(i: &Input<'_>, out: &mut Vec<JanScore>) {
    if i.plays.unplayable.is_empty() {
        return;
    }
    let detail = i
        .plays
        .unplayable
        .iter()
        .map(|&d| i.means(How::Unplayable(d), None, None, None))
        .collect();
    out.push(i.line(Jan::Impuissance, None, detail));
}
