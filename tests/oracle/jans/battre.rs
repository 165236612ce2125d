//! Hits (battre): fictitious, nothing moves and nothing is captured.
//!
//! - `jan.battre.vrai.grand` / `.petit`: an opponent demi-case is hit à vrai when the roller
//!   could by right bring a checker onto it: by either number from a flèche where he has a
//!   checker, or by the sum through a resting flèche that is not an opponent case (an empty
//!   flèche, an empty coin, or an opponent demi-case — hit too — all let the sum pass). Means
//!   are counted by number, not by checker: up to three (first number, second, sum), two for a
//!   doublet (its number, its sum). The checkers of the roller's coin hit like any others, the
//!   last two included (Lepeintre 1re §II, fig. 9). Hits ignore `move.retour.closed-jans`. A
//!   checker in the table du grand jan (F7..F18) is worth 2 (doublet 4) per means, one in the
//!   table du petit jan 4 (6).
//! - `jan.battre.faux.grand` / `.petit`: the sum reaches an opponent demi-case but every resting
//!   flèche is an opponent case: the opponent scores, one means. Only by the sum, and never for
//!   a checker also hit à vrai.
//!
//! Example (Lepeintre 1re §II): White A11 D E L2, Black Y9 X V2 U R Q; White's 5-1 hits Q from
//! the coin by the 5 and R by the 6 (L+1 = M is Black's empty coin… no: R by the sum through
//! M), 2 points each: 4.

use super::{How, Input, Jan, JanScore, Means};
use tablier::engine::trictrac::sided::OPP_COIN;

/// Whether the player's flèche `p` lies in the table du grand jan (F7..F18).
fn grand_table(p: usize) -> bool {
    (7..=18).contains(&p)
}

pub fn score(i: &Input<'_>, out: &mut Vec<JanScore>) {
    let s = i.s;
    let [hi, lo] = i.roll.numbers().map(usize::from);
    let numbers: &[usize] = if i.roll.is_doublet() {
        &[hi]
    } else {
        &[hi, lo]
    };
    let sum = hi + lo;
    for t in 1..=24 {
        if s.opp[t] != 1 || t == OPP_COIN {
            continue;
        }
        let mut detail: Vec<Means> = Vec::new();
        for &d in numbers {
            if t > d && s.me[t - d] > 0 {
                detail.push(i.means(How::Number(d as u8), Some(t - d), None, Some(t)));
            }
        }
        let mut faux = None;
        if t > sum && s.me[t - sum] > 0 {
            let from = t - sum;
            let open = numbers.iter().map(|&d| from + d).find(|&r| s.opp[r] < 2);
            match open {
                Some(via) => detail.push(i.means(How::Sum, Some(from), Some(via), Some(t))),
                None => {
                    faux = Some(i.means(How::Sum, Some(from), Some(from + numbers[0]), Some(t)))
                }
            }
        }
        let (vrai, faux_jan) = if grand_table(t) {
            (Jan::BattreVraiGrand, Jan::BattreFauxGrand)
        } else {
            (Jan::BattreVraiPetit, Jan::BattreFauxPetit)
        };
        if !detail.is_empty() {
            out.push(i.line(vrai, Some(t), detail));
        } else if let Some(m) = faux {
            out.push(i.line(faux_jan, Some(t), vec![m]));
        }
    }
}
