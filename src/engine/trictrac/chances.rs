//! `chances.count`: for a position and the player about to roll, how many of the 36 chances
//! give each jan, and to whom — the tables the treatises work out by hand ("combien de coups").
//!
//! A chance is one of the 36 ordered throws of two dice: a doublet is one chance, any other roll
//! two. Each of the 21 rolls is scored once with its weight; the context is "late in the relevé"
//! (no rare jan of the first rolls), as in the scenarios' `expect chances`.

use std::fmt::Write as _;

use serde_json::json;

use crate::engine::trictrac::jans::{Beneficiary, How, Jan, Score, Scorer};
use crate::engine::trictrac::moves::{Board, PlayList};
use crate::engine::{
    trictrac::{Context, Position, Rules, Sided},
    Color, Roll,
};

/// What the 36 chances give for one jan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct JanChances {
    /// Chances (out of 36) in which the roll scores this jan.
    pub chances: u8,
    /// Of those, the chances in which one of its means is by a single number.
    pub by_number: u8,
    /// Of those, the chances in which one of its means is by the sum (tout d'une).
    pub by_sum: u8,
    /// The points of this jan added over the 36 chances (divide by 36 for the expectation).
    pub points: u16,
    /// Per flèche the jan is about (index = F-number in White's frame, 0 = about no flèche):
    /// the chances in which it is scored there (a checker hit on F16…).
    pub at: [u8; 25],
}

/// The chance table of a position for the player about to roll: for each jan of
/// [`Jan::ALL`] (the roller's own and those his throw gives the opponent), how many chances
/// give it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChanceTable {
    /// The player who rolls.
    pub roller: Color,
    /// Indexed like [`Jan::ALL`].
    pub jans: [JanChances; 21],
}

/// The index of `jan` in [`Jan::ALL`].
#[must_use]
pub fn jan_index(jan: Jan) -> usize {
    match jan {
        Jan::SixTables => 0,
        Jan::DeuxTables => 1,
        Jan::Mezeas => 2,
        Jan::BattreVraiGrand => 3,
        Jan::BattreVraiPetit => 4,
        Jan::BattreCoin => 5,
        Jan::FillPetit => 6,
        Jan::FillGrand => 7,
        Jan::FillRetour => 8,
        Jan::ConservePetit => 9,
        Jan::ConserveGrand => 10,
        Jan::ConserveRetour => 11,
        Jan::Sortie => 12,
        Jan::PileDeMisere => 13,
        Jan::Rencontre => 14,
        Jan::ContreDeuxTables => 15,
        Jan::ContreMezeas => 16,
        Jan::BattreFauxGrand => 17,
        Jan::BattreFauxPetit => 18,
        Jan::Impuissance => 19,
        Jan::Margot => 20,
    }
}

impl ChanceTable {
    /// An empty table for `roller`.
    #[must_use]
    pub fn new(roller: Color) -> ChanceTable {
        ChanceTable {
            roller,
            jans: [JanChances::default(); 21],
        }
    }

    /// The entry of `jan`.
    #[must_use]
    pub fn get(&self, jan: Jan) -> &JanChances {
        &self.jans[jan_index(jan)]
    }

    /// Who scores `jan` when this table's roller throws.
    #[must_use]
    pub fn to(&self, jan: Jan) -> Color {
        match jan.beneficiary() {
            Beneficiary::Roller => self.roller,
            Beneficiary::Opponent => self.roller.opposite(),
        }
    }

    /// Counts one scored line of `jan` for a roll worth `weight` chances. Several lines of one
    /// jan in the same roll (two checkers hit) count the roll once for the jan, once per
    /// flèche.
    pub(crate) fn add_line(
        &mut self,
        jan: Jan,
        at: Option<u8>,
        points: u32,
        first_of_jan: bool,
        weight: u8,
    ) {
        let e = &mut self.jans[jan_index(jan)];
        if first_of_jan {
            e.chances += weight;
        }
        e.points += (points * u32::from(weight)) as u16;
        e.at[usize::from(at.unwrap_or(0))] += weight;
    }

    /// Adds one roll's [`Score`] with its weight (1 for a doublet, 2 otherwise).
    pub fn add_score(&mut self, score: &Score) {
        let weight = score.roll.chances() as u8;
        let mut seen = 0u32;
        let mut number = 0u32;
        let mut sum = 0u32;
        for l in &score.jans {
            let k = jan_index(l.jan);
            self.add_line(l.jan, l.at, l.points, seen & (1 << k) == 0, weight);
            seen |= 1 << k;
            for m in &l.detail {
                match m.how {
                    How::Number(_) => number |= 1 << k,
                    How::Sum => sum |= 1 << k,
                    _ => {}
                }
            }
        }
        for k in 0..21 {
            if number & (1 << k) != 0 {
                self.jans[k].by_number += weight;
            }
            if sum & (1 << k) != 0 {
                self.jans[k].by_sum += weight;
            }
        }
    }

    /// The table of `pos` when `roller` throws.
    #[must_use]
    pub fn of(pos: &Position, roller: Color, rules: &Rules) -> ChanceTable {
        let mut t = ChanceTable::new(roller);
        chance_table_into(&pos.sided(roller), rules, &mut t, &mut Scratch::default());
        t
    }

    /// The table as text: one line per jan that some chance gives, with its flèches
    /// (`F1`..`F24`).
    #[must_use]
    pub fn render(&self) -> String {
        self.render_with(&|n| format!("F{n}"))
    }

    /// [`render`](Self::render), each flèche named by `label` (given its number in White's
    /// frame).
    #[must_use]
    pub fn render_with(&self, label: &dyn Fn(u8) -> String) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{} to roll, late in the relevé: chances out of 36 for each jan",
            self.roller
        );
        // as wide as the longest jan's rule ID (a rule ID's `Display` does not pad)
        let w = Jan::ALL
            .iter()
            .map(|j| j.rule().as_str().len())
            .max()
            .unwrap_or(0)
            .max(24);
        let _ = writeln!(
            out,
            "  {:<w$} {:<6} {:>7} {:>9} {:>6} {:>6}",
            "jan", "to", "chances", "by number", "by sum", "points"
        );
        let mut any = false;
        for jan in Jan::ALL {
            let e = self.get(jan);
            if e.chances == 0 {
                continue;
            }
            any = true;
            let _ = writeln!(
                out,
                "  {:<w$} {:<6} {:>7} {:>9} {:>6} {:>6}",
                jan.rule().as_str(),
                self.to(jan).name(),
                e.chances,
                e.by_number,
                e.by_sum,
                e.points
            );
            for (f, &n) in e.at.iter().enumerate().skip(1) {
                if n > 0 {
                    let _ = writeln!(
                        out,
                        "  {:<w$} {:<6} {n:>7}",
                        format!("  at {}", label(f as u8)),
                        ""
                    );
                }
            }
        }
        if any {
            let _ = writeln!(
                out,
                "points: added over the 36 chances (divide by 36 for the expectation)"
            );
        } else {
            let _ = writeln!(out, "  no jan in any of the 36 chances");
        }
        out
    }

    /// The table as JSON, flèches named `F1`..`F24`.
    #[must_use]
    pub fn to_json(&self) -> serde_json::Value {
        self.to_json_with(&|n| format!("F{n}"))
    }

    /// [`to_json`](Self::to_json), each flèche named by `label` (given its number in White's
    /// frame).
    #[must_use]
    pub fn to_json_with(&self, label: &dyn Fn(u8) -> String) -> serde_json::Value {
        let jans: Vec<_> = Jan::ALL
            .iter()
            .filter(|j| self.get(**j).chances > 0)
            .map(|&jan| {
                let e = self.get(jan);
                let at: serde_json::Map<String, serde_json::Value> =
                    e.at.iter()
                        .enumerate()
                        .skip(1)
                        .filter(|(_, n)| **n > 0)
                        .map(|(f, n)| (label(f as u8), json!(n)))
                        .collect();
                json!({
                    "rule": jan.rule(),
                    "to": self.to(jan),
                    "chances": e.chances,
                    "by_number": e.by_number,
                    "by_sum": e.by_sum,
                    "points": e.points,
                    "at": at,
                })
            })
            .collect();
        json!({ "roller": self.roller, "out_of": 36, "jans": jans })
    }
}

/// Reusable buffers for [`chance_table_into`].
#[derive(Debug, Clone, Default)]
pub struct Scratch {
    pub score: Score,
    pub plays: PlayList,
}

/// Fills `table` with the chances of the player of `s`, reusing `scratch`: the 21 rolls
/// scored on one prepared board ("late in the relevé"), no heap allocation.
pub fn chance_table_into(s: &Sided, rules: &Rules, table: &mut ChanceTable, scratch: &mut Scratch) {
    *table = ChanceTable::new(s.color);
    let board = Board::new(s, rules);
    let scorer = Scorer::new(&board);
    let ctx = Context::default();
    for roll in Roll::all() {
        scorer.score_into(roll, &ctx, &mut scratch.score, &mut scratch.plays);
        table.add_score(&scratch.score);
    }
}

/// The points the 36 chances of a throw give each side, added over the chances (each roll's
/// points times its weight: divide by 36 for the expectation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ChancePoints {
    /// To the player who rolls.
    pub roller: u32,
    /// To his opponent (hits à faux, impuissance, contre-jans…).
    pub opponent: u32,
}

/// The points only of [`chance_table_into`]'s table for the player of `s`: the same 21 rolls
/// on one prepared board, each scored for its [`Points`](crate::engine::trictrac::jans::Points) alone (the scoring's one code,
/// without the lines, their means and flèches, nor the table's counts by number and by sum).
pub fn chance_points_into(s: &Sided, rules: &Rules, scratch: &mut Scratch) -> ChancePoints {
    let board = Board::new(s, rules);
    let scorer = Scorer::new(&board);
    let ctx = Context::default();
    let mut total = ChancePoints::default();
    scorer.each_roll_points(&ctx, &mut scratch.plays, |roll, p| {
        let weight = roll.chances();
        total.roller += p.roller * weight;
        total.opponent += p.opponent * weight;
    });
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::trictrac::jans::{Detail, JanScore, Means};

    #[test]
    fn jan_index_is_the_place_in_jan_all() {
        for (i, jan) in Jan::ALL.iter().enumerate() {
            assert_eq!(jan_index(*jan), i, "{jan:?}");
        }
    }

    fn line(jan: Jan, at: Option<u8>, points: u32, how: &[How]) -> JanScore {
        let means: Vec<Means> = how.iter().map(|h| Means::plain(*h)).collect();
        JanScore {
            jan,
            to: Color::White,
            means: means.len() as u32,
            points,
            at,
            detail: Detail::new(&means),
        }
    }

    fn score(roll: (u8, u8), lines: &[JanScore]) -> Score {
        let mut s = Score::new();
        s.roll = Roll::new(roll.0, roll.1).expect("dice");
        for l in lines {
            s.jans.push(*l);
        }
        s
    }

    /// By hand: a 6-5 (two chances) hits on F16 by a number and on F18 by the sum, 2 points
    /// each, and fills the grand jan by both numbers; a 3-3 (one chance) hits on F18 by a
    /// number, 4 points, and gives the opponent a hit à faux on F20, 2 points.
    fn sample() -> ChanceTable {
        let mut t = ChanceTable::new(Color::White);
        t.add_score(&score(
            (6, 5),
            &[
                line(Jan::BattreVraiGrand, Some(16), 2, &[How::Number(6)]),
                line(Jan::BattreVraiGrand, Some(18), 2, &[How::Sum]),
                line(Jan::FillGrand, Some(12), 4, &[How::Both]),
            ],
        ));
        t.add_score(&score(
            (3, 3),
            &[
                line(Jan::BattreVraiGrand, Some(18), 4, &[How::Number(3)]),
                line(
                    Jan::BattreFauxGrand,
                    Some(20),
                    2,
                    &[How::Sum, How::Number(3)],
                ),
            ],
        ));
        t
    }

    /// An entry's chances, by number, by sum and points.
    fn counts(e: &JanChances) -> (u8, u8, u8, u16) {
        (e.chances, e.by_number, e.by_sum, e.points)
    }

    #[test]
    fn a_roll_counts_once_per_jan_and_once_per_flèche() {
        let t = sample();
        let hit = t.get(Jan::BattreVraiGrand);
        assert_eq!(counts(hit), (3, 3, 2, 12));
        assert_eq!((hit.at[16], hit.at[18], hit.at[0]), (2, 3, 0));
        let fill = t.get(Jan::FillGrand);
        assert_eq!(counts(fill), (2, 0, 0, 8));
        assert_eq!(fill.at[12], 2);
        let faux = t.get(Jan::BattreFauxGrand);
        assert_eq!(counts(faux), (1, 1, 1, 2));
        assert_eq!(*t.get(Jan::FillPetit), JanChances::default());
        assert_eq!(t.to(Jan::BattreVraiGrand), Color::White);
        assert_eq!(t.to(Jan::BattreFauxGrand), Color::Black);
        let mut nowhere = ChanceTable::new(Color::Black);
        nowhere.add_line(Jan::Impuissance, None, 2, true, 2);
        nowhere.add_line(Jan::Impuissance, None, 2, false, 2);
        let e = nowhere.get(Jan::Impuissance);
        assert_eq!((e.chances, e.points, e.at[0]), (2, 8, 4));
        assert_eq!(nowhere.to(Jan::Impuissance), Color::White);
    }

    /// Counted by hand: White's fifteen on his talon, a lone black checker on F7, six away.
    /// A six hits it by one number (the 11 chances holding a six: 2 points, 4 by sonnez), 5-1,
    /// 4-2 and terne by the sum (5 chances: 2 points, 4 by terne): 16 chances, 36 points. No
    /// checker may land on F7, nor alone on the coin (F12): the six of 6-5 cannot be played
    /// (2 chances, 2 points) nor either six of sonnez (1 chance, 2 points a number), which the
    /// opponent marks par impuissance: 3 chances, 8 points.
    #[test]
    fn a_position_s_table_counts_the_36_chances() {
        let mut setup = crate::engine::trictrac::Setup::opening();
        setup.black[23] = 14;
        setup.black[6] = 1;
        let pos = setup.validate().expect("legal");
        let t = ChanceTable::of(&pos, Color::White, &Rules::default());
        assert_eq!(t.roller, Color::White);
        let hit = t.get(Jan::BattreVraiGrand);
        assert_eq!(counts(hit), (16, 11, 5, 36));
        assert_eq!(hit.at[7], 16);
        let lost = t.get(Jan::Impuissance);
        assert_eq!((lost.chances, lost.points, lost.at[0]), (3, 8, 3));
        assert_eq!(t.to(Jan::Impuissance), Color::Black);
        let others: u32 = Jan::ALL
            .iter()
            .filter(|j| ![Jan::BattreVraiGrand, Jan::Impuissance].contains(j))
            .map(|j| u32::from(t.get(*j).chances))
            .sum();
        assert_eq!(others, 0, "{}", t.render());
    }

    #[test]
    fn the_table_as_text_lists_the_jans_some_chance_gives() {
        let w = 24;
        let row = |a: &str, b: &str, c: &str, d: &str, e: &str, f: &str| {
            format!("  {a:<w$} {b:<6} {c:>7} {d:>9} {e:>6} {f:>6}\n")
        };
        let at = |f: &str, n: u8| format!("  {:<w$} {:<6} {n:>7}\n", format!("  at {f}"), "");
        let mut want =
            String::from("white to roll, late in the relevé: chances out of 36 for each jan\n");
        want += &row("jan", "to", "chances", "by number", "by sum", "points");
        want += &row("jan.battre.vrai.grand", "white", "3", "3", "2", "12");
        want += &at("x16", 2);
        want += &at("x18", 3);
        want += &row("jan.fill.grand", "white", "2", "0", "0", "8");
        want += &at("x12", 2);
        want += &row("jan.battre.faux.grand", "black", "1", "1", "1", "2");
        want += &at("x20", 1);
        want += "points: added over the 36 chances (divide by 36 for the expectation)\n";
        assert_eq!(sample().render_with(&|n| format!("x{n}")), want);
        assert!(sample().render().contains("  at F16 "));
        assert_eq!(
            ChanceTable::new(Color::Black).render().lines().last(),
            Some("  no jan in any of the 36 chances")
        );
    }

    #[test]
    fn the_table_as_json_names_its_flèches() {
        let j = sample().to_json();
        assert_eq!(j["roller"], "white");
        assert_eq!(j["out_of"], 36);
        let jans = j["jans"].as_array().expect("a list");
        assert_eq!(jans.len(), 3);
        assert_eq!(
            jans[0],
            json!({"rule": "jan.battre.vrai.grand", "to": "white", "chances": 3, "by_number": 3,
                   "by_sum": 2, "points": 12, "at": {"F16": 2, "F18": 3}})
        );
        assert_eq!(jans[2]["to"], "black");
        assert_eq!(jans[2]["at"], json!({"F20": 1}));
        let labelled = sample().to_json_with(&|n| format!("x{n}"));
        assert_eq!(labelled["jans"][1]["at"], json!({"x12": 2}));
        assert_eq!(ChanceTable::new(Color::Black).to_json()["jans"], json!([]));
    }
}
