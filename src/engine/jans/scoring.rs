//! Scoring a roll: every jan, for both players, with its means, points and reasons, written
//! into a fixed-capacity [`Score`] in marking order (`jan.order`), without allocation.
//!
//! Most jans depend on the board alone ([`super::hits`], [`super::rare`]); filling and keeping,
//! six tables, the sortie, the pile de misère and the impuissance look at the legal plays
//! ([`super::plays`]), enumerated only when one of them can apply.

use super::hits::{coin_battu, hit, hit_targets, GRAND_TABLE};
use super::plays::{from_plays, write_from_plays};
use super::rare::{deux_tables, margot, margot_ways};
use super::{Beneficiary, Context, How, Jan, JanScore, Means, Score};
use crate::engine::moves::{Bits, Board, PlayList};
use crate::engine::sided::{COIN, OPP_COIN, TALON};
use crate::engine::{Color, Fleche, Mezeas, Roll};

/// Writes into `out` what `roll` scores for the player of `b`, `scratch` holding the plays
/// when they are needed.
pub fn score_into(
    b: &Board<'_>,
    roll: Roll,
    ctx: &Context,
    out: &mut Score,
    scratch: &mut PlayList,
) {
    let w = Writer::new(b, roll);
    out.roller = b.s.color;
    out.roll = roll;
    out.jans.clear();
    let plays = from_plays(b, roll, ctx, b.rules.pile_de_misere, &w, scratch);
    let s = &b.s;
    let [hi, lo] = roll.numbers().map(usize::from);

    // jan.six-tables
    if plays.six_tables {
        w.push(out, Jan::SixTables, 0, &[Means::plain(How::Situation)]);
    }
    // jan.deux-tables / jan.contre-deux-tables, jan.mezeas / jan.contre-mezeas
    let deux = deux_tables(b, hi, lo);
    let opp_coin_held = s.opp[OPP_COIN] > 0;
    if deux && !opp_coin_held {
        w.push(out, Jan::DeuxTables, 0, &[Means::plain(How::Both)]);
    }
    // the reading that the ace must come on the roll after the coin was taken (Guiton)
    let mezeas = s.me[TALON] == 13
        && s.me[COIN] == 2
        && lo == 1
        && (b.rules.mezeas != Mezeas::NextRoll || ctx.coin_just_taken);
    let mezeas_means = [w.means(How::Number(1), COIN, 0, 0)];
    if mezeas && !opp_coin_held {
        w.push(out, Jan::Mezeas, COIN, &mezeas_means);
    }
    // jan.battre.vrai
    let targets = hit_targets(b, hi, lo);
    let tables = [
        (GRAND_TABLE, Jan::BattreVraiGrand, Jan::BattreFauxGrand),
        (!GRAND_TABLE, Jan::BattreVraiPetit, Jan::BattreFauxPetit),
    ];
    for (table, vrai, _) in tables {
        for t in Bits(targets & table) {
            if let Some(h) = hit(b, t, hi, lo, &w).filter(|h| h.vrai) {
                w.push(out, vrai, t, h.detail());
            }
        }
    }
    // jan.battre.coin
    if let Some(m) = coin_battu(b, hi, lo, &w) {
        w.push(out, Jan::BattreCoin, OPP_COIN, &[m]);
    }
    // jan.fill.*, jan.conserve.*, jan.sortie, jan.pile-de-misere
    write_from_plays(b, &plays, &w, out);
    // jan.rencontre (abandoned)
    if b.rules.rencontre && ctx.roll_number == Some(1) && ctx.opponent_first_roll == Some(roll) {
        w.push(out, Jan::Rencontre, 0, &[Means::plain(How::Situation)]);
    }
    // the opponent's: contre-jans, hits à faux, impuissance, margot
    if deux && opp_coin_held {
        w.push(out, Jan::ContreDeuxTables, 0, &[Means::plain(How::Both)]);
    }
    if mezeas && opp_coin_held {
        w.push(out, Jan::ContreMezeas, COIN, &mezeas_means);
    }
    // à faux only by the sum
    let by_sum = targets & (b.me << (hi + lo));
    for (table, _, faux) in tables {
        for t in Bits(by_sum & table) {
            if let Some(h) = hit(b, t, hi, lo, &w).filter(|h| !h.vrai) {
                w.push(out, faux, t, &h.detail()[..1]);
            }
        }
    }
    let unplayable = plays.unplayable();
    if !unplayable.is_empty() {
        let mut d = [Means::NONE; 2];
        for (m, &n) in d.iter_mut().zip(unplayable) {
            *m = Means::plain(How::Unplayable(n));
        }
        w.push(out, Jan::Impuissance, 0, &d[..unplayable.len()]);
    }
    // jan.margot (abandoned)
    if b.rules.margot {
        margot_line(b, roll, &w, out);
    }
}

/// `jan.margot`, scored only by agreement: once a throw, or by ways (the Charpentier
/// compilation's compiler, `margot-by-ways`). Kept out of [`score_into`], which most readings
/// run without it.
#[cold]
fn margot_line(b: &Board<'_>, roll: Roll, w: &Writer, out: &mut Score) {
    if b.rules.margot_by_ways {
        let [hi, lo] = roll.numbers().map(usize::from);
        let mut ways = [Means::NONE; 3];
        let n = margot_ways(b, hi, lo, w, &mut ways);
        if n > 0 {
            w.push(out, Jan::Margot, 0, &ways[..n]);
        }
    } else if margot(b, roll) {
        w.push(out, Jan::Margot, 0, &[Means::plain(How::Situation)]);
    }
}

/// Converts flèches of the roller's frame to White's and writes lines.
pub(super) struct Writer {
    color: Color,
    doublet: bool,
}

impl Writer {
    fn new(b: &Board<'_>, roll: Roll) -> Writer {
        Writer {
            color: b.s.color,
            doublet: roll.is_doublet(),
        }
    }

    /// Flèche `p` of the roller's frame in White's frame; `None` for 0 (or the band).
    #[inline]
    fn white(&self, p: usize) -> Option<u8> {
        u8::try_from(p)
            .ok()
            .and_then(|p| Fleche::from_side(self.color, p))
            .map(Fleche::get)
    }

    /// A means from `from` through `via` onto `to` (flèches of the roller's frame, 0 = none).
    #[inline]
    pub(super) fn means(&self, how: How, from: usize, via: usize, to: usize) -> Means {
        Means {
            how,
            from: self.white(from),
            and_from: None,
            via: self.white(via),
            to: self.white(to),
        }
    }

    /// A means made by two checkers at once, from `from` and `and_from`, onto `to`.
    #[inline]
    pub(super) fn together(&self, how: How, from: usize, and_from: usize, to: usize) -> Means {
        Means {
            and_from: self.white(and_from),
            ..self.means(how, from, 0, to)
        }
    }

    /// Writes the line of `jan` about flèche `at` (0 = none) with its means.
    #[inline]
    pub(super) fn push(&self, out: &mut Score, jan: Jan, at: usize, detail: &[Means]) {
        let to = match jan.beneficiary() {
            Beneficiary::Roller => self.color,
            Beneficiary::Opponent => self.color.opposite(),
        };
        let n = detail.len() as u32;
        out.jans.push(JanScore {
            jan,
            to,
            means: n,
            points: n * jan.points_per_means(self.doublet),
            at: self.white(at),
            detail: super::Detail::new(detail),
        });
    }
}
