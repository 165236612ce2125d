//! `move.retour.closed-jans`: where a checker may come to rest on the opponent's side.
//!
//! A checker may not rest in a quarter of the opponent's side while he can still fill it.
//! Lepeintre's test (1re partie §I and §V) is a count: he can still fill a quarter while, for
//! each j = 1..6, he holds at least 2j checkers on the first j flèches of the quarter or behind
//! them. The plain reading counts twelve checkers not yet past the quarter
//! ([`ClosedJans::TwelveCount`]). Open flèches of a closed quarter may still be the resting
//! flèche of a tout d'une, and the opponent's coin is never a place to rest
//! (`move.coin.never-opponent`).

use tablier::engine::trictrac::{ClosedJans, Rules, Sided};

/// Whether the opponent can still fill the quarter of his own side that starts at his flèche
/// `start` (1 = his petit jan, 7 = his grand jan).
#[must_use]
pub fn opponent_can_fill(s: &Sided, start: usize, rules: &Rules) -> bool {
    // the opponent's flèche q is the player's 25 - q
    let upto = |q: usize| -> u32 { (1..=q).map(|q| u32::from(s.opp[25 - q])).sum() };
    match rules.closed_jans {
        ClosedJans::LepeintreCount => (1..=6).all(|j| upto(start + j - 1) >= 2 * j as u32),
        ClosedJans::TwelveCount => upto(start + 5) >= 12,
    }
}

/// For each flèche `p` of the player's frame (index 1..=24), whether he may come to rest on it
/// as far as `move.retour.closed-jans` and `move.coin.never-opponent` go (occupation by the
/// opponent is judged separately).
#[must_use]
pub fn resting_allowed(s: &Sided, rules: &Rules) -> [bool; 26] {
    let mut ok = [true; 26];
    let petit_open = !opponent_can_fill(s, 1, rules);
    let grand_open = !opponent_can_fill(s, 7, rules);
    for (p, slot) in ok.iter_mut().enumerate().take(25).skip(13) {
        *slot = if p <= 18 { grand_open } else { petit_open };
    }
    ok[tablier::engine::trictrac::sided::OPP_COIN] = false;
    ok
}
