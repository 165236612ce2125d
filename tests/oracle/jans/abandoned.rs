//! Jans out of use, scored only when a profile turns them on.
//!
//! - `jan.rencontre` (out of use by 1698): on his first roll of the relevé the second player
//!   throws the same as the first player's first roll: 4 (6) to him. Needs the opponent's first
//!   roll in the [`Context`](super::Context).
//! - `jan.margot` (Margot la fendue, out of use by 1698): a number of the roll that would bring a
//!   checker onto an empty flèche lying between two opponent demi-cases costs 2 (4) — the
//!   opponent scores; the project's reading counts it once per roll. Counted by ways
//!   (`margot-by-ways`, the compiler of the Charpentier compilation): one means for each number
//!   alone and one for the sum à vrai (through a resting flèche that is not an opponent case),
//!   each made by the first checker that can, lowest flèche first.
//! - `jan.pile-de-misere` (dropped in the 18th century, in the modern tariff again): all fifteen
//!   checkers on one's coin, none passed: 4 (6) when the roll makes it, and when it keeps it.

use super::{How, Input, Jan, JanScore, Means};
use tablier::engine::trictrac::sided::COIN;

pub fn score(i: &Input<'_>, out: &mut Vec<JanScore>) {
    let r = i.rules;
    if r.rencontre && i.ctx.roll_number == Some(1) && i.ctx.opponent_first_roll == Some(i.roll) {
        out.push(i.line(
            Jan::Rencontre,
            None,
            vec![i.means(How::Situation, None, None, None)],
        ));
    }
    if r.margot && r.margot_by_ways {
        let ways = margot_ways(i);
        if !ways.is_empty() {
            out.push(i.line(Jan::Margot, None, ways));
        }
    } else if r.margot && margot(i) {
        out.push(i.line(
            Jan::Margot,
            None,
            vec![i.means(How::Situation, None, None, None)],
        ));
    }
    if r.pile_de_misere && i.plays.plays.iter().any(|pl| pl.result.me[COIN] == 15) {
        out.push(i.line(
            Jan::PileDeMisere,
            Some(COIN),
            vec![i.means(How::Situation, None, None, None)],
        ));
    }
}

fn margot(i: &Input<'_>) -> bool {
    let s = i.s;
    i.roll
        .numbers()
        .iter()
        .any(|&d| (1..=24).any(|p| s.me[p] > 0 && fendue(i, p + usize::from(d))))
}

/// Whether the player's flèche `t` is empty and lies between two opponent demi-cases.
fn fendue(i: &Input<'_>, t: usize) -> bool {
    let s = i.s;
    (2..=23).contains(&t) && s.me[t] == 0 && s.opp[t] == 0 && s.opp[t - 1] == 1 && s.opp[t + 1] == 1
}

/// Margot by ways: each number alone, then the sum through an open resting flèche.
fn margot_ways(i: &Input<'_>) -> Vec<Means> {
    let s = i.s;
    let [hi, lo] = i.roll.numbers().map(usize::from);
    let numbers: Vec<usize> = if i.roll.is_doublet() {
        vec![hi]
    } else {
        vec![hi, lo]
    };
    let mut ways = Vec::new();
    for &d in &numbers {
        let from = (1..=24).find(|&p| s.me[p] > 0 && fendue(i, p + d));
        if let Some(p) = from {
            ways.push(i.means(How::Number(d as u8), Some(p), None, Some(p + d)));
        }
    }
    let sum = hi + lo;
    for p in 1..=24 {
        if s.me[p] == 0 || !fendue(i, p + sum) {
            continue;
        }
        let via = numbers.iter().map(|&d| p + d).find(|&r| s.opp[r] < 2);
        if let Some(via) = via {
            ways.push(i.means(How::Sum, Some(p), Some(via), Some(p + sum)));
            break;
        }
    }
    ways
}
