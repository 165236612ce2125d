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
//! - [`Maxim::Calculated`], the new system as both authors temper it: bold, but a blot is
//!   risked only when the gain is worth it (Lepeintre, troisième partie, r.14: advance by
//!   calculation, do not stand to be hit by too many throws; Guiton, introduction: the new
//!   players weigh dangers against advantages by the calculus of chances, and expose
//!   themselves when they expect ample amends). Override: a play leaving no demi-case, or
//!   whose demi-cases are worth their risk, ranks above every play whose are not; among the
//!   former, the bold ranking (most flèches held, then most wood down); among the latter, the
//!   smallest excess of risk over gain. The risk, in 36ths of a point: the points the
//!   opponent's next throw makes by hitting à vrai on the board the play leaves (his
//!   `battre à vrai` lines of the chance table, both jans). The gain: the points the next two
//!   throws give the player on that board (the opponent's throw, by his hits à faux and
//!   numbers he cannot play; the player's own after it, on the same board, as `greedy-1ply`
//!   counts it). A blot is worth it when the risk is no more than the gain.
//! - [`Maxim::Cautious`], the old system both authors describe: a covered, packed game that
//!   risks no trou. Override: the plays that leave the fewest demi-cases (lone checkers beyond
//!   the talon), then the most cases.
//!
//! Both are deterministic: no draw from the random stream.

use super::one_ply::OnePly;
use super::{best_play, Base, Choice, PlayPolicy};
use crate::engine::trictrac::chances::{
    chance_points_into, chance_table_into, ChanceTable, Scratch,
};
use crate::engine::trictrac::game::Game;
use crate::engine::trictrac::sided::{BAND, TALON};
use crate::engine::{
    trictrac::{FullJans, Jan, Rules, Sided},
    Color,
};

/// A system of play a treatise recommends or condemns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Maxim {
    /// The new, bold system (Lepeintre 3e partie r.10–13; Guiton, introduction).
    Bold,
    /// The old, cautious system (Guiton, introduction; Lepeintre 3e partie r.10, the
    /// "anciens" who dared no demi-case).
    Cautious,
    /// The new system tempered by calculation: bold where the blots are worth their risk
    /// (Lepeintre 3e partie r.14; Guiton, introduction).
    Calculated,
}

/// What a maxim ranks a board by (higher is better), compared in order: see the module.
pub type Rank = (i32, i32, i32, i32);

/// The blots' risk and the gain the board is expected to bring, in 36ths of a point, with the
/// chance tables' reusable buffers ([`Maxim::Calculated`]).
#[derive(Debug, Clone)]
pub struct Scales {
    table: ChanceTable,
    scratch: Scratch,
}

impl Default for Scales {
    fn default() -> Scales {
        Scales {
            table: ChanceTable::new(Color::White),
            scratch: Scratch::default(),
        }
    }
}

impl Scales {
    /// On the board `s` a play leaves (its player's frame): the points the opponent's next
    /// throw makes by hitting à vrai (the risk), and the points the next two throws give the
    /// player (the gain), each added over the 36 chances.
    pub fn risk_and_gain(&mut self, s: &Sided, rules: &Rules) -> (i32, i32) {
        if s.me[BAND] >= 15 {
            return (0, 0);
        }
        chance_table_into(&s.flip(), rules, &mut self.table, &mut self.scratch);
        let (mut risk, mut given) = (0, 0);
        for jan in Jan::ALL {
            let points = i32::from(self.table.get(jan).points);
            if self.table.to(jan) == s.color {
                given += points;
            } else if matches!(jan, Jan::BattreVraiGrand | Jan::BattreVraiPetit) {
                risk += points;
            }
        }
        let mine = chance_points_into(s, rules, &mut self.scratch).roller as i32;
        (risk, given + mine)
    }
}

impl Maxim {
    /// Every maxim, in the order names are listed.
    pub const ALL: [Maxim; 3] = [Maxim::Bold, Maxim::Cautious, Maxim::Calculated];

    /// Its name before the `:` (`bold`).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Maxim::Bold => "bold",
            Maxim::Cautious => "cautious",
            Maxim::Calculated => "calculated",
        }
    }

    /// Where the treatises state it.
    #[must_use]
    pub fn locator(self) -> &'static str {
        match self {
            Maxim::Bold => "Lepeintre 3e partie r.10-13; Guiton, introduction",
            Maxim::Cautious => "Guiton, introduction (the old system); Lepeintre 3e partie r.10",
            Maxim::Calculated => {
                "Lepeintre 3e partie r.10-14 (r.14: advance by calculation); Guiton, introduction"
            }
        }
    }

    /// What the override ranks a board by (higher is better): see the module. `scales` weighs
    /// the blots ([`Maxim::Calculated`] only).
    pub fn rank(self, s: &Sided, rules: &Rules, scales: &mut Scales) -> Rank {
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
        let wood = 15 - i32::from(s.me[TALON]) - i32::from(s.me[BAND]);
        match self {
            Maxim::Bold => (full, 0, held, wood),
            Maxim::Cautious => (full, 0, -blots, cases),
            Maxim::Calculated => {
                let (risk, gain) = if blots == 0 {
                    (0, 0)
                } else {
                    scales.risk_and_gain(s, rules)
                };
                if risk <= gain {
                    (full, 1, held, wood)
                } else {
                    (full, 0, gain - risk, wood)
                }
            }
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
    scales: Scales,
    /// The ranks of the roll's plays, in order (reused).
    ranks: Vec<Rank>,
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
            scales: Scales::default(),
            ranks: Vec::new(),
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
        // the override: only the plays its maxim ranks best (each ranked once)
        let (maxim, rules) = (self.maxim, game.rules());
        let mut ranks = std::mem::take(&mut self.ranks);
        ranks.clear();
        let top = best_play(game, |b| {
            let r = maxim.rank(b, rules, &mut self.scales);
            ranks.push(r);
            Some(r)
        })
        .map(|(rank, _)| rank);
        let mut i = 0;
        let best = best_play(game, |b| {
            i += 1;
            (Some(ranks[i - 1]) == top).then(|| self.value(b, rules))
        });
        self.ranks = ranks;
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
    use crate::engine::trictrac::selfplay::players::tests::{rolled, sided, white};

    /// `maxim`'s rank of `s` under the default rules.
    fn rank(maxim: Maxim, s: &Sided) -> Rank {
        maxim.rank(s, &Rules::default(), &mut Scales::default())
    }

    #[test]
    fn the_ranks_count_flèches_wood_and_blots() {
        // two lone checkers on 5 and 6, a case on 7: three flèches held, four checkers down
        let s = sided(&[(5, 1), (6, 1), (7, 2)]);
        assert_eq!(rank(Maxim::Bold, &s), (0, 0, 3, 4));
        assert_eq!(rank(Maxim::Cautious, &s), (0, 0, -2, 1));
        // the talon alone: nothing held, nothing down, no blot
        assert_eq!(rank(Maxim::Bold, &sided(&[])), (0, 0, 0, 0));
        assert_eq!(rank(Maxim::Cautious, &sided(&[])), (0, 0, 0, 0));
        // no blot: the calculating player ranks as the bold one, among the plays he accepts
        assert_eq!(rank(Maxim::Calculated, &sided(&[(7, 2)])), (0, 1, 1, 2));
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
            .map(|i| rank(Maxim::Cautious, &after(i)).2)
            .max();
        assert_eq!(Some(rank(Maxim::Cautious, &after(cautious)).2), fewest);
        assert_eq!(rank(Maxim::Cautious, &after(cautious)), (0, 0, 0, 3));
        let bold = MaximPlays::new(Maxim::Bold, Base::Greedy, "bold:greedy")
            .choose(&game, rng)
            .index;
        let most = (0..set.len()).map(|i| rank(Maxim::Bold, &after(i))).max();
        assert_eq!(Some(rank(Maxim::Bold, &after(bold))), most);
        assert_eq!(rank(Maxim::Bold, &after(bold)), (0, 0, 5, 7));
        // the bold play holds more flèches than the cautious one
        assert!(rank(Maxim::Bold, &after(bold)).2 > rank(Maxim::Bold, &after(cautious)).2);
        // over the 1-ply base, the choice carries its value for going by expected value
        let c = MaximPlays::new(Maxim::Bold, Base::OnePly, "bold:greedy-1ply").choose(&game, rng);
        assert!(c.future36.is_some());
        assert_eq!(rank(Maxim::Bold, &after(c.index)), most.unwrap());
    }
}
