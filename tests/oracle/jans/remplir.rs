//! Filling and keeping a jan (jans de remplissage).
//!
//! - `jan.fill.petit` / `.grand` / `.retour`: a quarter is full when each of its six flèches
//!   holds two of the player's checkers (the talon counts in the petit jan). A roll that could
//!   fill it scores 4 (6) per means. With one demi-case left, the means are counted by number:
//!   by the first number, by the second, by the sum (tout d'une) — up to three, two for a
//!   doublet — each needing a legal play that fills that way with a checker that can be spared
//!   (one from outside the jan, or a surcase within it: not one whose flèche the other number
//!   refills; Lepeintre 1re §I), both numbers played. With two demi-cases left, or an empty flèche covered by two checkers
//!   at once (d'emblée), one means only (Lepeintre 2e §V). Covering the last flèche with one
//!   number and leaving it with the other (en passant) fills nothing. Lepeintre proposed (4e
//!   §IV) that two demi-cases covered in two different ways count two means: the option
//!   `fill-two-plays-two-means`, off in every reading of the game as played.
//! - `jan.conserve.petit` / `.grand` / `.retour`: a full jan is kept when the roll can be
//!   played without breaking it; a number that cannot be played at all keeps it too (par
//!   impuissance, and the opponent scores the impuissance). One means, 4 (6). The jan de retour
//!   is kept par impuissance only while the roller still has a checker in his own half (he has
//!   not passed his coin; Lepeintre 1re §V). Bearing off a surcase keeps it (the band counts as
//!   a flèche).
//!
//! Example (Lepeintre 1re §I): White A3 B2 C3 D3 E2 F; 3-2 fills the petit jan three ways —
//! by the 3 from C, by the 2 from D, by the sum from the talon: 12.

use super::{How, Input, Jan, JanScore, Means};
use tablier::engine::trictrac::{FullJans, Quarter};

pub fn score(i: &Input<'_>, out: &mut Vec<JanScore>) {
    let before = FullJans::of(i.s);
    for q in Quarter::FILLABLE {
        if before.contains(q) {
            conserve(i, q, out);
        } else {
            fill(i, q, out);
        }
    }
}

fn fill(i: &Input<'_>, q: Quarter, out: &mut Vec<JanScore>) {
    let filling: Vec<_> = i
        .plays
        .plays
        .iter()
        .filter(|pl| FullJans::of(&pl.result).contains(q))
        .collect();
    if filling.is_empty() {
        return;
    }
    let jan = match q {
        Quarter::Petit => Jan::FillPetit,
        Quarter::Grand => Jan::FillGrand,
        _ => Jan::FillRetour,
    };
    let short: Vec<usize> = q.range().filter(|&p| i.s.me[p] < 2).collect();
    let target = short.last().copied();
    let single = short.len() == 1 && i.s.me[short[0]] == 1;
    let two_demi = short.len() == 2 && short.iter().all(|&p| i.s.me[p] == 1);
    if two_demi && i.rules.fill_two_plays_two_means {
        // Lepeintre's proposal (4e §IV): two demi-cases covered in two different ways — each
        // number on either flèche — count two means.
        let mut detail: Vec<Means> = Vec::new();
        for pl in &filling {
            let spare = |x: u8| !q.range().contains(&usize::from(x)) || i.s.me[usize::from(x)] >= 3;
            if let Some(st) = pl
                .steps()
                .iter()
                .find(|st| usize::from(st.to) == short[0] && spare(st.from))
            {
                let m = i.means(
                    How::Number(st.die),
                    Some(st.from.into()),
                    None,
                    Some(short[0]),
                );
                if !detail.iter().any(|d| d.how == m.how) {
                    detail.push(m);
                }
            }
        }
        if !detail.is_empty() {
            out.push(i.line(jan, target, detail));
            return;
        }
    }
    if !single {
        let m = i.means(How::Both, None, None, target);
        out.push(i.line(jan, target, vec![m]));
        return;
    }
    let p = short[0] as u8;
    let mut detail: Vec<Means> = Vec::new();
    // a means needs a checker that can be spared: one outside the jan, or a surcase in it
    // (Lepeintre 1re §I), not one whose flèche the other number refills
    let spare = |x: usize| !q.range().contains(&x) || i.s.me[x] >= 3;
    for pl in filling {
        let steps = pl.steps();
        for (k, st) in steps.iter().enumerate() {
            if st.to != p {
                continue;
            }
            let joined = k == 1 && steps[0].to == st.from;
            let source = if joined { steps[0].from } else { st.from };
            if !spare(usize::from(source)) {
                continue;
            }
            let m = if joined {
                let s0 = steps[0];
                i.means(
                    How::Sum,
                    Some(s0.from.into()),
                    Some(s0.to.into()),
                    Some(p.into()),
                )
            } else {
                i.means(
                    How::Number(st.die),
                    Some(st.from.into()),
                    None,
                    Some(p.into()),
                )
            };
            if !detail.iter().any(|d| d.how == m.how) {
                detail.push(m);
            }
        }
    }
    detail.sort_by_key(|m| match m.how {
        How::Number(d) => 6 - d,
        _ => 10,
    });
    if !detail.is_empty() {
        out.push(i.line(jan, Some(p.into()), detail));
    }
}

fn conserve(i: &Input<'_>, q: Quarter, out: &mut Vec<JanScore>) {
    let keeps = i
        .plays
        .plays
        .iter()
        .any(|pl| FullJans::of(&pl.result).contains(q));
    if !keeps {
        return;
    }
    let par_impuissance = !i.plays.unplayable.is_empty();
    if q == Quarter::Retour && par_impuissance && (1..=12).all(|p| i.s.me[p] == 0) {
        return;
    }
    let jan = match q {
        Quarter::Petit => Jan::ConservePetit,
        Quarter::Grand => Jan::ConserveGrand,
        _ => Jan::ConserveRetour,
    };
    let m = i.means(How::Keeping { par_impuissance }, None, None, None);
    out.push(i.line(jan, None, vec![m]));
}
