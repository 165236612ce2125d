//! The test oracle: the rules written naively, rule by rule, against the crate's public API
//! only — every way of playing a roll built step by step and tagged with the first rule it
//! breaks, the obligations applied, equal boards merged; each family of jans scored on those
//! ways with `Vec`s. Slow and plain, to be read next to the rules; the engine
//! (`tablier::engine::trictrac::moves`, `tablier::engine::trictrac::jans`) is held equal to it by
//! `tests/fast_vs_reference.rs` and the tests that use `common_positions`. No production
//! code calls it.

#![allow(dead_code)]

pub mod candidates;
pub mod coin;
pub mod jans;
pub mod moves;
pub mod retour;
pub mod sortie;

#[allow(unused_imports)]
pub use moves::{every_legal_way, generate, judge, legal_plays, numbers_left, Plays};

use tablier::engine::trictrac::chances::{jan_index, ChanceTable};
use tablier::engine::trictrac::jans::How;
use tablier::engine::{
    trictrac::{Context, Position, Rules, Sided, Step},
    Color, Roll,
};

/// The oracle's play: the moves made with one roll and the board they leave.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Play {
    pub steps: [Step; 2],
    pub len: u8,
    /// The coin was taken par puissance.
    pub par_puissance: bool,
    pub result: Sided,
}

impl Play {
    pub fn none(result: Sided) -> Play {
        Play {
            steps: [Step::default(); 2],
            len: 0,
            par_puissance: false,
            result,
        }
    }

    pub fn one(step: Step, result: Sided) -> Play {
        Play {
            steps: [step, Step::default()],
            len: 1,
            par_puissance: false,
            result,
        }
    }

    pub fn two(steps: [Step; 2], result: Sided, par_puissance: bool) -> Play {
        Play {
            steps,
            len: 2,
            par_puissance,
            result,
        }
    }

    pub fn steps(&self) -> &[Step] {
        &self.steps[..usize::from(self.len)]
    }

    /// The same play as the engine's (steps, par puissance, board left).
    pub fn same_as(&self, p: &tablier::engine::trictrac::Play) -> bool {
        self.steps() == p.steps()
            && self.par_puissance == p.par_puissance
            && self.result == *p.result()
    }
}

/// The chance table of `pos` for `roller`, counted on the oracle's scores.
pub fn chance_table(pos: &Position, roller: Color, rules: &Rules) -> ChanceTable {
    let mut t = ChanceTable::new(roller);
    let ctx = Context::default();
    for roll in Roll::all() {
        let score = jans::score(pos, roller, roll, &ctx, rules);
        let weight = roll.chances() as u8;
        let mut seen = [false; 21];
        let mut number = [false; 21];
        let mut sum = [false; 21];
        for j in &score.jans {
            let k = jan_index(j.jan);
            let e = &mut t.jans[k];
            if !seen[k] {
                e.chances += weight;
            }
            e.points += (j.points * u32::from(weight)) as u16;
            e.at[usize::from(j.at.unwrap_or(0))] += weight;
            seen[k] = true;
            number[k] |= j.detail.iter().any(|m| matches!(m.how, How::Number(_)));
            sum[k] |= j.detail.iter().any(|m| m.how == How::Sum);
        }
        for k in 0..21 {
            if number[k] {
                t.jans[k].by_number += weight;
            }
            if sum[k] {
                t.jans[k].by_sum += weight;
            }
        }
    }
    t
}
