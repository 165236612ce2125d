//! Jans out of use, scored only when a profile turns them on.
//!
//! - `jan.rencontre` (out of use by 1698): on his first roll of the relevé the second player
//!   throws the same as the first player's first roll: 4 (6) to him. Needs the opponent's first
//!   roll in the [`Context`](super::Context).
//! - `jan.margot` (Margot la fendue, out of use by 1698): a number of the roll that would bring a
//!   checker onto an empty flèche lying between two opponent demi-cases costs 2 (4) — the
//!   opponent scores; the project's reading counts it once per roll.
//! - `jan.pile-de-misere` (dropped in the 18th century, in the modern tariff again): all fifteen
//!   checkers on one's coin, none passed: 4 (6) when the roll makes it, and when it keeps it.

use super::{How, Input, Jan, JanScore};
use tablier::engine::sided::COIN;

pub fn score(i: &Input<'_>, out: &mut Vec<JanScore>) {
    let r = i.rules;
    if r.rencontre && i.ctx.roll_number == Some(1) && i.ctx.opponent_first_roll == Some(i.roll) {
        out.push(i.line(
            Jan::Rencontre,
            None,
            vec![i.means(How::Situation, None, None, None)],
        ));
    }
    if r.margot && margot(i) {
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
    i.roll.numbers().iter().any(|&d| {
        (1..=24).any(|p| {
            let t = p + usize::from(d);
            s.me[p] > 0
                && (2..24).contains(&t)
                && s.me[t] == 0
                && s.opp[t] == 0
                && s.opp[t - 1] == 1
                && s.opp[t + 1] == 1
        })
    })
}
