//! Lepeintre's rule for staying (troisième partie, r.53): to stay, a player needs a long game,
//! checkers still on the talon or not far from it, and **21 points to play** is the figure the
//! rule sets. Guiton (ch. XIII) reports the same "tenue de règle" — 21 points still to play
//! with the surplus checkers after playing the throw that wins the trou — and argues that it is
//! not enough to keep the plein three more throws (a claim for the tournaments, not part of
//! the rule).
//!
//! The count ([`points_to_play`]), on the board the play leaves: the pips the player's checkers
//! can still travel up to his coin, beyond those of a plein in the grand jan (two checkers on
//! each of F7..F12 stand 30 pips short of the coin). With a plein made, that is the surplus
//! checkers' way to the coin: Lepeintre's fig. 20, the plein with the three surplus checkers on
//! D, E and F, counts 8 + 7 + 6 = 21, his example of a game one may still stay on. Guiton's own
//! example counts to the eleventh flèche (his surplus on the 2nd, 4th and 5th flèches make
//! 22): Lepeintre's count is kept here, the rule being his. Before the plein, the same pips
//! measure how long the game still is (the talon full: 135). Once every checker has passed the
//! coin, they are counted the same way towards the end of the jan de retour (F24).

use crate::engine::trictrac::sided::COIN;
use crate::engine::trictrac::Sided;

/// The points to play that make a stay, by Lepeintre's rule.
pub const TWENTY_ONE: u32 = 21;

/// The pips of a plein: two checkers on each of the jan's six flèches, short of its last.
const PLEIN_PIPS: u32 = 2 * (5 + 4 + 3 + 2 + 1);

/// Lepeintre's "points à jouer" of the player of `s` (his frame), as the module says.
#[must_use]
pub fn points_to_play(s: &Sided) -> u32 {
    let end = if s.me[1..=COIN].iter().any(|&n| n > 0) {
        COIN
    } else {
        24
    };
    let pips: u32 = (1..=end)
        .map(|p| (end - p) as u32 * u32::from(s.me[p]))
        .sum();
    pips.saturating_sub(PLEIN_PIPS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::trictrac::selfplay::players::tests::sided_exactly;

    #[test]
    fn lepeintre_s_figure_20_has_21_points_to_play() {
        // the plein G..L, the three surplus checkers on D, E, F
        let mut fig20 = vec![(4, 1), (5, 1), (6, 1)];
        fig20.extend((7..=12).map(|p| (p, 2)));
        assert_eq!(points_to_play(&sided_exactly(&fig20)), 21);
        // one surplus checker a flèche further on: 20, short of the rule
        let mut on = vec![(5, 2), (6, 1)];
        on.extend((7..=12).map(|p| (p, 2)));
        assert_eq!(points_to_play(&sided_exactly(&on)), 20);
    }

    #[test]
    fn guiton_s_example_counts_25_to_the_coin() {
        // surplus on the 2nd, 4th and 5th flèches: 10 + 8 + 7 (Guiton, stopping at the
        // eleventh, counts 22)
        let mut g = vec![(2, 1), (4, 1), (5, 1)];
        g.extend((7..=12).map(|p| (p, 2)));
        assert_eq!(points_to_play(&sided_exactly(&g)), 25);
    }

    #[test]
    fn the_count_before_the_plein_and_past_the_coin() {
        // the full talon: 15 × 11 − 30
        assert_eq!(points_to_play(&sided_exactly(&[(1, 15)])), 135);
        // surplus on the coin itself: nothing left to play
        let mut coin = vec![(12, 5)];
        coin.extend((7..=11).map(|p| (p, 2)));
        assert_eq!(points_to_play(&sided_exactly(&coin)), 0);
        // everything past the coin: counted towards F24; the plein de retour with three on F16
        let mut retour = vec![(16, 3)];
        retour.extend((19..=24).map(|p| (p, 2)));
        assert_eq!(points_to_play(&sided_exactly(&retour)), 24);
        // a few checkers left, all past the coin: fewer pips than a plein, nothing to play
        assert_eq!(points_to_play(&sided_exactly(&[(20, 3)])), 0);
    }
}
