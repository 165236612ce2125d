//! Scoring a roll: every jan it makes, for the roller and for his opponent, with the number
//! of means, the points and the reasons (RULES.md §4).
//!
//! One module per family of jans: [`rare`] (six tables, deux tables, mézéas and their
//! contre-jans), [`battre`] (hits à vrai and à faux), [`coin`] (battre le coin), [`remplir`]
//! (filling and keeping), [`impuissance`] (numbers that cannot be played), [`sortie`]
//! (bearing off first) and [`abandoned`] (jans out of use, behind profile options).
//!
//! Jans are scored on what the roll *could* do by right, before any checker is touched; the
//! play actually made does not change them.

pub mod abandoned;
pub mod battre;
pub mod coin;
pub mod impuissance;
mod jan;
mod means;
pub mod rare;
pub mod remplir;
pub mod sortie;

pub use jan::{Beneficiary, Jan};
pub use means::{How, Means};

use serde::Serialize;

use crate::engine::{every_legal_way, Color, Fleche, Plays, Position, Roll, Rules, Sided};

/// What a roll's scoring needs from the game's history: nothing is guessed from the position
/// where the rule depends on history.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Context {
    /// The roller's own roll count in the relevé (1 = his first throw since the talons were
    /// set); `None` = a roll late in the relevé, where no rare jan applies.
    pub roll_number: Option<u32>,
    /// The roller took his coin on his previous roll (the `next-roll` mézéas reading).
    pub coin_just_taken: bool,
    /// The opponent's first roll of the relevé, for the abandoned jan de rencontre.
    pub opponent_first_roll: Option<Roll>,
}

/// One jan scored by a roll.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct JanScore {
    /// Which jan.
    pub jan: Jan,
    /// Who scores it.
    pub to: Color,
    /// The number of means.
    pub means: u32,
    /// The points: means × the tariff.
    pub points: u32,
    /// The flèche the jan is about (the checker hit, the jan filled…), White's frame.
    pub at: Option<u8>,
    /// Each means in words.
    pub detail: Vec<Means>,
}

/// Everything a roll scores, the roller's own points first (`jan.order`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Score {
    /// Who rolled.
    pub roller: Color,
    /// The roll.
    pub roll: Roll,
    /// The jans, roller's first.
    pub jans: Vec<JanScore>,
}

impl Score {
    /// Total points scored by `color` from this roll.
    #[must_use]
    pub fn points(&self, color: Color) -> u32 {
        self.jans
            .iter()
            .filter(|j| j.to == color)
            .map(|j| j.points)
            .sum()
    }
}

/// What every family of jans looks at: the board from the roller's side, the roll, its legal
/// plays (every way, not merged), the context and the rules.
pub struct Input<'a> {
    pub s: &'a Sided,
    pub roll: Roll,
    pub plays: &'a Plays,
    pub ctx: &'a Context,
    pub rules: &'a Rules,
}

impl Input<'_> {
    /// A flèche of the roller's frame, in White's frame.
    #[must_use]
    pub fn white(&self, p: usize) -> Option<u8> {
        u8::try_from(p)
            .ok()
            .and_then(|p| Fleche::from_side(self.s.color, p))
            .map(Fleche::get)
    }

    /// Builds the score line of `jan` from its means.
    #[must_use]
    pub fn line(&self, jan: Jan, at: Option<usize>, detail: Vec<Means>) -> JanScore {
        let means = detail.len() as u32;
        let to = match jan.beneficiary() {
            Beneficiary::Roller => self.s.color,
            Beneficiary::Opponent => self.s.color.opposite(),
        };
        JanScore {
            jan,
            to,
            means,
            points: means * jan.points_per_means(self.roll.is_doublet()),
            at: at.and_then(|p| self.white(p)),
            detail,
        }
    }

    /// A means in the roller's frame, converted to White's frame.
    #[must_use]
    pub fn means(
        &self,
        how: How,
        from: Option<usize>,
        via: Option<usize>,
        to: Option<usize>,
    ) -> Means {
        Means {
            how,
            from: from.and_then(|p| self.white(p)),
            via: via.and_then(|p| self.white(p)),
            to: to.and_then(|p| self.white(p)),
        }
    }
}

/// Scores `roll` thrown by `roller` in `pos`.
#[must_use]
pub fn score(pos: &Position, roller: Color, roll: Roll, ctx: &Context, rules: &Rules) -> Score {
    let s = pos.sided(roller);
    score_sided(&s, roll, ctx, rules)
}

/// Scores `roll` thrown by the player of `s`.
#[must_use]
pub fn score_sided(s: &Sided, roll: Roll, ctx: &Context, rules: &Rules) -> Score {
    let plays = every_legal_way(s, roll, rules);
    let input = Input {
        s,
        roll,
        plays: &plays,
        ctx,
        rules,
    };
    let mut jans = Vec::new();
    rare::score(&input, &mut jans);
    battre::score(&input, &mut jans);
    coin::score(&input, &mut jans);
    remplir::score(&input, &mut jans);
    sortie::score(&input, &mut jans);
    impuissance::score(&input, &mut jans);
    abandoned::score(&input, &mut jans);
    jans.retain(|j| j.points > 0);
    jans.sort_by_key(|j| {
        (
            j.jan.beneficiary() == Beneficiary::Opponent,
            Jan::ALL.iter().position(|x| *x == j.jan),
            j.at.and_then(Fleche::new).map(|f| f.for_side(s.color)),
        )
    });
    Score {
        roller: s.color,
        roll,
        jans,
    }
}
