//! Maxim players: a base play policy ([`Base`]: `greedy` or `greedy-1ply`) under an override
//! that a treatise states as a system of play ([`Maxim`]). The override narrows the roll's
//! legal plays to those its maxim ranks best; the base then chooses among them as it chooses
//! among all plays (the first best on a tie). Named `MAXIM:BASE` (`bold:greedy-1ply`), with
//! the base's going policy unless one is given (`bold:greedy+go`).
//!
//! Both systems keep the plein first: each override ranks the plays by their full jans before
//! its own preference (the systems differ on how to case, not on whether to fill).
//!
//! - [`Maxim::Bold`], the new system: advance and spread, make demi-cases, do not fear being
//!   hit (Lepeintre, troisième partie, r.10–13; Guiton, introduction). Override: the plays
//!   that hold the most flèches beyond the talon (cases and demi-cases alike, a blot being no
//!   reason to refuse a flèche), then the most checkers brought down from the talon (r.12:
//!   wood down). Lepeintre's tempering (r.14: advance by calculation) is left to the base.
//! - [`Maxim::Cautious`], the old system both authors describe: a covered, packed game that
//!   risks no trou. Override: the plays that leave the fewest demi-cases (lone checkers beyond
//!   the talon), then the most cases.
//!
//! Both are deterministic: no draw from the random stream.

use super::one_ply::OnePly;
use super::{best_play, Base, Choice, PlayPolicy};
use crate::engine::game::Game;
use crate::engine::sided::{BAND, TALON};
use crate::engine::{FullJans, Rules, Sided};

/// A system of play a treatise recommends or condemns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Maxim {
    /// The new, bold system (Lepeintre 3e partie r.10–13; Guiton, introduction).
    Bold,
    /// The old, cautious system (Guiton, introduction; Lepeintre 3e partie r.10, the
    /// "anciens" who dared no demi-case).
    Cautious,
}

impl Maxim {
    /// Every maxim, in the order names are listed.
    pub const ALL: [Maxim; 2] = [Maxim::Bold, Maxim::Cautious];

    /// Its name before the `:` (`bold`).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Maxim::Bold => "bold",
            Maxim::Cautious => "cautious",
        }
    }

    /// Where the treatises state it.
    #[must_use]
    pub fn locator(self) -> &'static str {
        match self {
            Maxim::Bold => "Lepeintre 3e partie r.10-13; Guiton, introduction",
            Maxim::Cautious => "Guiton, introduction (the old system); Lepeintre 3e partie r.10",
        }
    }

    /// What the override ranks a board by (higher is better): see the module.
    #[must_use]
    pub fn rank(self, s: &Sided) -> (i32, i32, i32) {
        let full = FullJans::of(s).len() as i32;
        let (mut held, mut cases, mut blots) = (0, 0, 0);
        for p in TALON + 1..=24 {
            match s.me[p] {
                0 => {}
                1 => {
                    held += 1;
                    blots += 1;
                }
                _ => {
                    held += 1;
                    cases += 1;
                }
            }
        }
        match self {
            Maxim::Bold => (
                full,
                held,
                15 - i32::from(s.me[TALON]) - i32::from(s.me[BAND]),
            ),
            Maxim::Cautious => (full, -blots, cases),
        }
    }
}

/// A maxim's player: `maxim` over `base`.
#[derive(Debug, Clone)]
pub struct MaximPlays {
    maxim: Maxim,
    base: Base,
    name: &'static str,
    one_ply: OnePly,
}

impl MaximPlays {
    /// `maxim` over `base`, named `MAXIM:BASE`.
    #[must_use]
    pub fn new(maxim: Maxim, base: Base, name: &'static str) -> MaximPlays {
        MaximPlays {
            maxim,
            base,
            name,
            one_ply: OnePly::default(),
        }
    }

    /// The base's value of the board a play leaves (higher is better).
    fn value(&mut self, after: &Sided, rules: &Rules) -> (i32, i32) {
        self.base.value(&mut self.one_ply, after, rules)
    }
}

impl PlayPolicy for MaximPlays {
    fn name(&self) -> &'static str {
        self.name
    }

    fn choose(&mut self, game: &Game<'_>, _rng: &mut fastrand::Rng) -> Choice {
        // the override: only the plays its maxim ranks best
        let maxim = self.maxim;
        let top = best_play(game, |b| Some(maxim.rank(b))).map(|(rank, _)| rank);
        let best = best_play(game, |b| {
            (Some(maxim.rank(b)) == top).then(|| self.value(b, game.rules()))
        });
        let Some((v, index)) = best else {
            return Choice {
                index: 0,
                future36: None,
            };
        };
        Choice {
            index,
            future36: (self.base == Base::OnePly).then_some(v.0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::selfplay::players::tests::{rolled, sided, white};

    #[test]
    fn the_ranks_count_flèches_wood_and_blots() {
        // two lone checkers on 5 and 6, a case on 7: three flèches held, four checkers down
        let s = sided(&[(5, 1), (6, 1), (7, 2)]);
        assert_eq!(Maxim::Bold.rank(&s), (0, 3, 4));
        assert_eq!(Maxim::Cautious.rank(&s), (0, -2, 1));
        // the talon alone: nothing held, nothing down, no blot
        assert_eq!(Maxim::Bold.rank(&sided(&[])), (0, 0, 0));
        assert_eq!(Maxim::Cautious.rank(&sided(&[])), (0, 0, 0));
    }

    /// By hand: White nine on his talon, cases on 2 and 3, lone checkers on 5 and 6; he
    /// throws 1-1 (two aces in trictrac). The cautious player makes the 6 with 5→6 and plays
    /// the other ace 1→2: no blot, cases on 2, 3 and 6 beyond the talon, (0, 3). The bold one
    /// takes the empty 4 from the case on 3 and brings a checker down 1→2: five flèches held
    /// (2 to 6) against four before, and no play holds more.
    #[test]
    fn bold_spreads_and_cautious_leaves_the_fewest_blots() {
        let rules = Rules::default();
        // White: cases on 2 and 3, lone checkers on 5 and 6; he throws 1-1
        let game = rolled(
            &white(&[(2, 2), (3, 2), (5, 1), (6, 1)], &[]),
            (1, 1),
            &rules,
        );
        let t = game.turn().unwrap();
        let rng = &mut fastrand::Rng::with_seed(1);
        let set = &t.plays().plays;
        let after = |i: usize| set.compact().get(i).unwrap().result(set.start());
        let cautious = MaximPlays::new(Maxim::Cautious, Base::Greedy, "cautious:greedy")
            .choose(&game, rng)
            .index;
        // no play leaves fewer blots than the cautious one
        let fewest = (0..set.len())
            .map(|i| Maxim::Cautious.rank(&after(i)).1)
            .max();
        assert_eq!(Some(Maxim::Cautious.rank(&after(cautious)).1), fewest);
        assert_eq!(Maxim::Cautious.rank(&after(cautious)), (0, 0, 3));
        let bold = MaximPlays::new(Maxim::Bold, Base::Greedy, "bold:greedy")
            .choose(&game, rng)
            .index;
        let most = (0..set.len()).map(|i| Maxim::Bold.rank(&after(i))).max();
        assert_eq!(Some(Maxim::Bold.rank(&after(bold))), most);
        assert_eq!(Maxim::Bold.rank(&after(bold)), (0, 5, 7));
        // the bold play holds more flèches than the cautious one
        assert!(Maxim::Bold.rank(&after(bold)).1 > Maxim::Bold.rank(&after(cautious)).1);
        // over the 1-ply base, the choice carries its value for going by expected value
        let c = MaximPlays::new(Maxim::Bold, Base::OnePly, "bold:greedy-1ply").choose(&game, rng);
        assert!(c.future36.is_some());
        assert_eq!(Maxim::Bold.rank(&after(c.index)), most.unwrap());
    }
}
