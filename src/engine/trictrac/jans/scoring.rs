//! Scoring a roll: every jan, for both players, with its means, points and reasons, written
//! into a fixed-capacity [`Score`] in marking order (`jan.order`), without allocation.
//!
//! Most jans depend on the board alone ([`super::hits`], [`super::rare`]); filling and keeping,
//! six tables, the sortie, the pile de misère and the impuissance look at the legal plays
//! ([`super::plays`]), enumerated only when one of them can apply.

use super::hits::{coin_battu, coin_open, opponent_blots, Hits, GRAND_TABLE};
use super::plays::{from_plays, write_from_plays};
use super::rare::{deux_tables, deux_tables_pair, margot, margot_ways};
use super::{Beneficiary, Context, Detail, How, Jan, JanScore, Means, Score, MAX_MEANS};
use crate::engine::trictrac::moves::{Bits, Board, Mask, PlayList};
use crate::engine::trictrac::sided::{COIN, OPP_COIN, TALON};
use crate::engine::{
    trictrac::{Fleche, Mezeas},
    Color, Roll,
};

/// Writes into `out` what `roll` scores for the player of `b`, `scratch` holding the plays
/// when they are needed.
#[inline]
pub fn score_into(
    b: &Board<'_>,
    roll: Roll,
    ctx: &Context,
    out: &mut Score,
    scratch: &mut PlayList,
) {
    Scorer::new(b).score_into(roll, ctx, out, scratch);
}

/// The points alone of what `roll` scores for the player of `b` (those of [`score_into`]'s
/// lines, each side's added), `scratch` holding the plays when they are needed.
#[inline]
#[must_use]
pub fn points_into(b: &Board<'_>, roll: Roll, ctx: &Context, scratch: &mut PlayList) -> Points {
    Scorer::new(b).points(roll, ctx, scratch)
}

/// A board prepared for scoring its rolls: what every roll reads of the opponent (his
/// demi-cases, his cases) is read once. [`score_into`] and [`points_into`] prepare one per
/// roll; a caller scoring several rolls of one board (the chance tables) prepares it once.
pub struct Scorer<'a, 'r> {
    b: &'a Board<'r>,
    /// The opponent's demi-cases, never his coin: what can be hit.
    blots: Mask,
    /// The flèches that are not an opponent's case: where a sum may rest on its way.
    open: Mask,
}

/// What the board alone decides of the jans that also depend on the roll: read once for the
/// 21 rolls of [`Scorer::each_roll_points`], where the roll is scored for a single roll.
#[derive(Clone, Copy)]
struct Facts {
    /// The opponent holds his coin: the contre-jans instead of the jans, no coin battu.
    opp_coin_held: bool,
    /// Thirteen checkers on the talon and two on the coin: the mézéas's board.
    mezeas: bool,
    /// The two checkers of the deux tables ([`deux_tables_pair`]).
    deux: Option<(usize, usize)>,
    /// The coin may be battu ([`coin_open`]).
    coin: bool,
}

impl Facts {
    #[inline(always)]
    fn of(b: &Board<'_>) -> Facts {
        let s = &b.s;
        Facts {
            opp_coin_held: s.opp[OPP_COIN] > 0,
            mezeas: s.me[TALON] == 13 && s.me[COIN] == 2,
            deux: deux_tables_pair(b),
            coin: coin_open(b),
        }
    }
}

impl<'a, 'r> Scorer<'a, 'r> {
    /// Prepares `b`.
    #[inline]
    #[must_use]
    pub fn new(b: &'a Board<'r>) -> Scorer<'a, 'r> {
        let (blots, open) = opponent_blots(b);
        Scorer { b, blots, open }
    }

    /// Writes into `out` what `roll` scores (see [`score_into`]).
    #[inline]
    pub fn score_into(&self, roll: Roll, ctx: &Context, out: &mut Score, scratch: &mut PlayList) {
        out.roller = self.b.s.color;
        out.roll = roll;
        out.jans.clear();
        self.write(roll, ctx, out, scratch);
    }

    /// The points alone of what `roll` scores (see [`points_into`]).
    #[inline]
    #[must_use]
    pub fn points(&self, roll: Roll, ctx: &Context, scratch: &mut PlayList) -> Points {
        let mut points = Points::default();
        self.write(roll, ctx, &mut points, scratch);
        points
    }

    /// The points alone of each of the 21 rolls ([`Roll::all`]), given to `each` in turn with
    /// their roll: [`points`](Self::points) of each, in one loop (the scoring inlined into it).
    #[inline]
    pub fn each_roll_points(
        &self,
        ctx: &Context,
        scratch: &mut PlayList,
        mut each: impl FnMut(Roll, Points),
    ) {
        let facts = Facts::of(self.b);
        for roll in Roll::all() {
            let mut points = Points::default();
            self.write_roll(&facts, roll, ctx, &mut points, scratch);
            each(roll, points);
        }
    }

    /// [`write_roll`](Self::write_roll) as a function of its own (for the lines, and for the
    /// points of a single roll).
    #[inline]
    fn write<S: Sink>(&self, roll: Roll, ctx: &Context, out: &mut S, scratch: &mut PlayList) {
        self.write_roll(&Facts::of(self.b), roll, ctx, out, scratch);
    }

    /// Every jan `roll` scores, in marking order, into `out`: the one piece of code behind
    /// the lines of a [`Score`] and the [`Points`] alone (compiled once for each).
    #[inline(always)]
    fn write_roll<S: Sink>(
        &self,
        facts: &Facts,
        roll: Roll,
        ctx: &Context,
        out: &mut S,
        scratch: &mut PlayList,
    ) {
        let b = self.b;
        let w = Writer::new(b, roll);
        let plays = from_plays(b, roll, ctx, b.rules.pile_de_misere, &w, scratch);
        let [hi, lo] = roll.numbers().map(usize::from);

        // jan.six-tables
        if plays.six_tables {
            w.line(out, Jan::SixTables, 0, &[Means::plain(How::Situation)]);
        }
        // jan.deux-tables / jan.contre-deux-tables, jan.mezeas / jan.contre-mezeas
        let deux = deux_tables(facts.deux, hi, lo);
        let opp_coin_held = facts.opp_coin_held;
        if deux && !opp_coin_held {
            w.line(out, Jan::DeuxTables, 0, &[Means::plain(How::Both)]);
        }
        // the reading that the ace must come on the roll after the coin was taken (Guiton)
        let mezeas =
            facts.mezeas && lo == 1 && (b.rules.mezeas != Mezeas::NextRoll || ctx.coin_just_taken);
        let mezeas_means = |w: &Writer| [w.means(How::Number(1), COIN, 0, 0)];
        if mezeas && !opp_coin_held {
            w.line(out, Jan::Mezeas, COIN, &mezeas_means(&w));
        }
        // jan.battre.vrai
        let hits = Hits::of(b, self.blots, self.open, hi, lo);
        let tables = [
            (GRAND_TABLE, Jan::BattreVraiGrand, Jan::BattreFauxGrand),
            (!GRAND_TABLE, Jan::BattreVraiPetit, Jan::BattreFauxPetit),
        ];
        for (table, vrai, _) in tables {
            for t in Bits(hits.vrai() & table) {
                out.line(&w, vrai, t, hits.means(t), |d| hits.detail(t, &w, d));
            }
        }
        // jan.battre.coin
        if facts.coin {
            if let Some(m) = coin_battu(b, hi, lo, &w) {
                w.line(out, Jan::BattreCoin, OPP_COIN, &[m]);
            }
        }
        // jan.fill.*, jan.conserve.*, jan.sortie, jan.pile-de-misere
        write_from_plays(b, &plays, &w, out);
        // jan.rencontre (abandoned)
        if b.rules.rencontre && ctx.roll_number == Some(1) && ctx.opponent_first_roll == Some(roll)
        {
            w.line(out, Jan::Rencontre, 0, &[Means::plain(How::Situation)]);
        }
        // the opponent's: contre-jans, hits à faux, impuissance, margot
        if deux && opp_coin_held {
            w.line(out, Jan::ContreDeuxTables, 0, &[Means::plain(How::Both)]);
        }
        if mezeas && opp_coin_held {
            w.line(out, Jan::ContreMezeas, COIN, &mezeas_means(&w));
        }
        // à faux only by the sum
        for (table, _, faux) in tables {
            for t in Bits(hits.faux & table) {
                out.line(&w, faux, t, 1, |d| hits.detail(t, &w, d));
            }
        }
        let unplayable = plays.unplayable();
        if !unplayable.is_empty() {
            let mut d = [Means::NONE; 2];
            for (m, &n) in d.iter_mut().zip(unplayable) {
                *m = Means::plain(How::Unplayable(n));
            }
            w.line(out, Jan::Impuissance, 0, &d[..unplayable.len()]);
        }
        // jan.margot (abandoned)
        if b.rules.margot {
            margot_line(b, roll, &w, out);
        }
    }
}

/// `jan.margot`, scored only by agreement: once a throw, or by ways (the Charpentier
/// compilation's compiler, `margot-by-ways`). Kept out of [`score_into`], which most readings
/// run without it.
#[cold]
fn margot_line<S: Sink>(b: &Board<'_>, roll: Roll, w: &Writer, out: &mut S) {
    if b.rules.margot_by_ways {
        let [hi, lo] = roll.numbers().map(usize::from);
        let mut ways = [Means::NONE; 3];
        let n = margot_ways(b, hi, lo, w, &mut ways);
        if n > 0 {
            w.line(out, Jan::Margot, 0, &ways[..n]);
        }
    } else if margot(b, roll) {
        w.line(out, Jan::Margot, 0, &[Means::plain(How::Situation)]);
    }
}

/// The points a roll gives each side, added over its jans: the lines of a [`Score`] without
/// their means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Points {
    /// To the player who rolls.
    pub roller: u32,
    /// To his opponent (hits à faux, impuissance, contre-jans…).
    pub opponent: u32,
}

/// Where the jans of a roll go, one line at a time: the lines of a [`Score`], or the
/// [`Points`] alone. `detail` writes the line's `means` means into the first places of its
/// array; only a sink that keeps them calls it.
pub(super) trait Sink {
    fn line(
        &mut self,
        w: &Writer,
        jan: Jan,
        at: usize,
        means: usize,
        detail: impl FnOnce(&mut [Means; MAX_MEANS]),
    );
}

impl Sink for Score {
    #[inline]
    fn line(
        &mut self,
        w: &Writer,
        jan: Jan,
        at: usize,
        means: usize,
        detail: impl FnOnce(&mut [Means; MAX_MEANS]),
    ) {
        let mut d = [Means::NONE; MAX_MEANS];
        detail(&mut d);
        let n = means as u32;
        self.jans.push(JanScore {
            jan,
            to: w.to(jan),
            means: n,
            points: n * jan.points_per_means(w.doublet),
            at: w.white(at),
            detail: Detail::new(&d[..means]),
        });
    }
}

impl Sink for Points {
    #[inline]
    fn line(
        &mut self,
        w: &Writer,
        jan: Jan,
        _at: usize,
        means: usize,
        _detail: impl FnOnce(&mut [Means; MAX_MEANS]),
    ) {
        let p = means as u32 * jan.points_per_means(w.doublet);
        match jan.beneficiary() {
            Beneficiary::Roller => self.roller += p,
            Beneficiary::Opponent => self.opponent += p,
        }
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

    /// Who scores `jan`.
    #[inline]
    fn to(&self, jan: Jan) -> Color {
        match jan.beneficiary() {
            Beneficiary::Roller => self.color,
            Beneficiary::Opponent => self.color.opposite(),
        }
    }

    /// Writes into `out` the line of `jan` about flèche `at` (0 = none) with its means.
    #[inline]
    pub(super) fn line<S: Sink>(&self, out: &mut S, jan: Jan, at: usize, detail: &[Means]) {
        out.line(self, jan, at, detail.len(), |d| {
            d[..detail.len()].copy_from_slice(detail);
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::trictrac::selfplay::players::tests::each_random_turn;
    use crate::engine::trictrac::{Rules, Sided};

    /// The contexts a roll is scored in: late in the relevé, the first throws (rare jans, the
    /// rencontre of `roll`), the coin taken on the previous roll.
    fn contexts(roll: Roll) -> [Context; 4] {
        [
            Context::default(),
            Context {
                roll_number: Some(1),
                coin_just_taken: false,
                opponent_first_roll: Some(roll),
            },
            Context {
                roll_number: Some(2),
                coin_just_taken: true,
                opponent_first_roll: None,
            },
            Context {
                roll_number: Some(3),
                coin_just_taken: true,
                opponent_first_roll: Some(roll),
            },
        ]
    }

    /// On the boards of self-play games (every play of random turns, both sides to roll) under
    /// the default rules and random profiles, every roll in every context: the points alone
    /// are each side's total of the full scorer's lines, on a board prepared once or per roll,
    /// and in the loop of the 21 rolls ([`Scorer::each_roll_points`]).
    #[test]
    fn every_jan_is_catalogued_with_its_tariff() {
        for j in crate::engine::trictrac::Jan::ALL {
            assert!(j.rule().tariff().is_some(), "{}", j.rule());
        }
        let catalogue = crate::engine::catalogue::RULES;
        let tariffed = catalogue.iter().filter(|e| e.tariff.is_some()).count();
        assert_eq!(tariffed, crate::engine::trictrac::Jan::ALL.len());
    }

    #[test]
    fn the_points_alone_are_the_lines_total() {
        let (mut score, mut plays, mut other) = (Score::new(), PlayList::new(), PlayList::new());
        let (mut boards, mut scored, mut nonzero) = (0, 0, 0);
        for k in 0..12u64 {
            let rules = if k == 0 {
                Rules::default()
            } else {
                Rules::arbitrary(500 + k)
            };
            each_random_turn(k, &rules, 40, |game| {
                let set = &game.turn().unwrap().plays().plays;
                let mut sides: Vec<Sided> = vec![*set.start()];
                for p in set.compact().iter().take(6) {
                    let after = p.result(set.start());
                    sides.extend([after, after.flip()]);
                }
                for s in &sides {
                    boards += 1;
                    let b = Board::new(s, &rules);
                    let scorer = Scorer::new(&b);
                    for roll in Roll::all() {
                        for ctx in contexts(roll) {
                            score_into(&b, roll, &ctx, &mut score, &mut plays);
                            let lines = Points {
                                roller: score.points(s.color),
                                opponent: score.points(s.color.opposite()),
                            };
                            assert_eq!(points_into(&b, roll, &ctx, &mut plays), lines);
                            assert_eq!(scorer.points(roll, &ctx, &mut plays), lines);
                            scored += 1;
                            nonzero += usize::from(lines != Points::default());
                        }
                    }
                    // the 21 rolls in one loop, in one context (its rencontre roll varies with
                    // the board)
                    let first = Roll::all().nth(boards % 21).unwrap();
                    for ctx in contexts(first) {
                        let mut rolls = 0;
                        scorer.each_roll_points(&ctx, &mut other, |roll, p| {
                            score_into(&b, roll, &ctx, &mut score, &mut plays);
                            assert_eq!(p.roller, score.points(s.color), "{roll} {s:?}");
                            assert_eq!(p.opponent, score.points(s.color.opposite()));
                            rolls += 1;
                        });
                        assert_eq!(rolls, 21);
                    }
                }
            });
        }
        assert!(
            boards > 2000 && nonzero > scored / 4,
            "{boards} {scored} {nonzero}"
        );
    }
}
