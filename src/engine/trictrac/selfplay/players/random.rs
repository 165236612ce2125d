//! `random`: any legal play, uniformly at random.

use super::{Choice, PlayPolicy};
use crate::engine::trictrac::game::Game;

/// Any of the roll's distinct legal plays, each as likely.
#[derive(Debug, Clone, Copy, Default)]
pub struct RandomPlays;

impl PlayPolicy for RandomPlays {
    fn name(&self) -> &'static str {
        "random"
    }

    fn choose(&mut self, game: &Game<'_>, rng: &mut fastrand::Rng) -> Choice {
        let n = game.turn().map_or(1, |t| t.plays().plays.len()).max(1);
        Choice {
            index: rng.usize(..n),
            future36: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::trictrac::selfplay::players::tests::{rolled, white};
    use crate::engine::trictrac::Rules;

    #[test]
    fn random_chooses_every_play() {
        let rules = Rules::default();
        let game = rolled(&white(&[(3, 2), (5, 1)], &[]), (3, 1), &rules);
        let n = game.turn().unwrap().plays().plays.len();
        assert!(n > 1);
        let mut rng = fastrand::Rng::with_seed(2);
        let mut seen = vec![false; n];
        for _ in 0..200 {
            let c = RandomPlays.choose(&game, &mut rng);
            assert_eq!(c.future36, None);
            seen[c.index] = true;
        }
        assert!(seen.iter().all(|&s| s), "{seen:?}");
    }
}
