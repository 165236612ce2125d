//! Taking the coin par puissance (`move.coin.par-puissance`, `move.coin.retake-par-puissance`).
//!
//! When the opponent's coin is empty and the roll could bring two checkers straight onto it
//! (one by each number, or two by a doublet), the player may put those two checkers on his own
//! coin instead. His own coin must be empty (surcases are never added par puissance unless the
//! profile says so); a coin once held and since evacuated may be retaken this way (Lepeintre
//! r.70). Where the reading says natural taking is preferred, par puissance is refused whenever
//! the same roll takes the coin naturally.

use super::candidates::{push, Candidate, Ctx};
use super::Play;
use tablier::engine::trictrac::sided::{COIN, OPP_COIN};
use tablier::engine::{
    trictrac::{MoveError, Sided, Step},
    Roll,
};

/// Whether two checkers can land on the player's own empty coin directly, one by each number.
#[must_use]
pub fn natural_take_possible(s: &Sided, roll: Roll) -> bool {
    if s.me[COIN] != 0 {
        return false;
    }
    sources_hold(s, COIN, roll)
}

/// Whether the flèches `target - hi` and `target - lo` hold the checkers needed (two on one
/// flèche for a doublet).
fn sources_hold(s: &Sided, target: usize, roll: Roll) -> bool {
    let [hi, lo] = roll.numbers().map(usize::from);
    if target <= hi {
        return false;
    }
    let (a, b) = (target - hi, target - lo);
    if b >= COIN {
        // a checker already on the coin is not brought to it (an ace aimed at the
        // opponent's coin would come from one's own coin: found by the property tests)
        return false;
    }
    if a == b {
        s.me[a] >= 2
    } else {
        s.me[a] >= 1 && s.me[b] >= 1
    }
}

pub fn par_puissance(roll: Roll, ctx: &Ctx<'_>, out: &mut Vec<Candidate>) {
    let s = ctx.start;
    if !sources_hold(s, OPP_COIN, roll) {
        return;
    }
    let refused = s.opp[OPP_COIN] > 0
        || (s.me[COIN] > 0 && !ctx.rules.surcases_par_puissance)
        || (ctx.rules.coin_natural_preferred && natural_take_possible(s, roll));
    let [hi, lo] = roll.numbers();
    let (a, b) = (OPP_COIN - usize::from(hi), OPP_COIN - usize::from(lo));
    let mut result = *s;
    result.me[a] -= 1;
    result.me[b] -= 1;
    result.me[COIN] += 2;
    let step = |from: usize, die: u8| Step {
        from: from as u8,
        to: COIN as u8,
        die,
    };
    let play = Play::two([step(a, hi), step(b, lo)], result, true);
    push(
        out,
        ctx,
        play,
        refused.then_some(MoveError::ParPuissance),
        true,
    );
}
