//! The oracle's scoring of a roll: every jan it makes, for the roller and for his opponent, with the number
//! of means, the points and the reasons (the catalogue's jans).
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
pub mod rare;
pub mod remplir;
pub mod sortie;

pub use tablier::engine::trictrac::jans::{Beneficiary, How, Jan, Means};
pub use tablier::engine::trictrac::Context;

use super::moves::{every_legal_way, Plays};
use tablier::engine::{
    trictrac::{Fleche, Position, Rules, Sided},
    Color, Roll,
};

/// One jan scored by a roll.
#[derive(Debug, Clone, PartialEq, Eq)]
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
            and_from: None,
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

impl Score {
    /// The engine's score in the oracle's terms, to be compared with the oracle's.
    pub fn from_engine(e: &tablier::engine::trictrac::Score) -> Score {
        Score {
            roller: e.roller,
            roll: e.roll,
            jans: e
                .jans
                .iter()
                .map(|j| JanScore {
                    jan: j.jan,
                    to: j.to,
                    means: j.means,
                    points: j.points,
                    at: j.at,
                    detail: j.detail.to_vec(),
                })
                .collect(),
        }
    }
}
