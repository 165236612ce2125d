//! `jan.battre.coin`: battre le coin de l'adversaire.
//!
//! The roller holds his own coin, the opponent's coin is empty, and he could bring two checkers
//! onto it at once, one by each number (or two by a doublet): 4 (6), one means. Only here do the
//! two checkers of his own coin not count: surcases only. Never à faux; nothing at all when the
//! opponent holds his coin. A coin the opponent has evacuated is battu like one never taken
//! (Lepeintre r.71).
//!
//! Example (Lepeintre 1re §II): White A9 D E G H L2; 6-5 hits the coin from G and H (4),
//! while quines (two from H) cannot.

use super::{How, Input, Jan, JanScore, Means};
use tablier::engine::trictrac::sided::{COIN, OPP_COIN};

pub fn score(i: &Input<'_>, out: &mut Vec<JanScore>) {
    let s = i.s;
    if s.me[COIN] < 2 || s.opp[OPP_COIN] > 0 {
        return;
    }
    let spare = |p: usize| -> u8 {
        if p == COIN {
            s.me[p] - 2
        } else {
            s.me[p]
        }
    };
    let [hi, lo] = i.roll.numbers().map(usize::from);
    let (a, b) = (OPP_COIN - hi, OPP_COIN - lo);
    let able = if a == b {
        spare(a) >= 2
    } else {
        spare(a) >= 1 && spare(b) >= 1
    };
    if able {
        // both checkers named: one from each flèche (two from one flèche by a doublet)
        let m = Means {
            and_from: i.white(b),
            ..i.means(How::Both, Some(a), None, Some(OPP_COIN))
        };
        out.push(i.line(Jan::BattreCoin, Some(OPP_COIN), vec![m]));
    }
}
