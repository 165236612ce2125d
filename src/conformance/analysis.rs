//! The analysis of a transcribed game, in the manner of a backgammon program's: each legal
//! `play` of the scenarios is set against every legal play of its roll, each valued by the
//! 1-ply evaluator ([`OnePly`]: the roll's points now, the same for every play, plus the
//! expected net points of the opponent's next throw and of the roller's own after it, in
//! 36ths of a point). For each roll: the best play, the value of the one transcribed, the
//! expected points it gives up (best − played), a mark against [`THRESHOLDS`], whether it was
//! forced (one legal play), and how many plays lie within [`NEAR36`] of the best (Lepeintre's
//! axiom that a throw has only one good way to be played, troisième partie, opening). The
//! tally counts the marks per unforced play, per player and for the game.
//!
//! Only legal transcribed plays are analysed: a false play (put right or not), a going away,
//! an alternative throw with no play, a play after checkers were touched (the plays open to
//! the roller are then fewer, `move.touched`) are rolls the analysis passes over, and it says
//! how many.
//! The figures are the evaluator's, not the treatise's: a mark says that the 1-ply horizon
//! (two throws) prefers another play by so much, nothing more.

use std::fmt::Write as _;

use super::scenario::report::JudgedPlay;
use super::scenario::{Frame, Report};
use crate::engine::trictrac::selfplay::players::OnePly;
use crate::engine::{
    trictrac::{Notation, Rules},
    Color, Roll,
};

/// The points given up (in 36ths) from which a play is marked: doubtful, bad, very bad.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Thresholds {
    pub doubtful36: i32,
    pub bad36: i32,
    pub very_bad36: i32,
}

/// The thresholds of the marks, in 36ths of a point. The smallest jan of the tariff is worth
/// 2 points (one means of a hit à vrai in the grand jan); a play that gives up on average a
/// quarter of it (0.5 point) is doubtful, half of it (1 point) bad, the whole of it (2 points,
/// as though a certain hit had been thrown away) very bad. Each threshold doubles the last, as
/// gnubg's do.
pub const THRESHOLDS: Thresholds = Thresholds {
    doubtful36: 18,
    bad36: 36,
    very_bad36: 72,
};

/// The margin within which a play is "as good as the best" for the test of Lepeintre's axiom:
/// a quarter of a point (9/36), half the doubtful threshold: two plays that close would not
/// be told apart by the marks.
pub const NEAR36: i32 = 9;

/// The mark of a play, by the points it gives up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    /// Below the doubtful threshold.
    None,
    Doubtful,
    Bad,
    VeryBad,
}

impl Mark {
    /// The mark of a play giving up `loss36`.
    #[must_use]
    pub fn of(loss36: i32, t: &Thresholds) -> Mark {
        if loss36 >= t.very_bad36 {
            Mark::VeryBad
        } else if loss36 >= t.bad36 {
            Mark::Bad
        } else if loss36 >= t.doubtful36 {
            Mark::Doubtful
        } else {
            Mark::None
        }
    }

    /// Its name in the tables (`""` for no mark).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Mark::None => "",
            Mark::Doubtful => "doubtful",
            Mark::Bad => "bad",
            Mark::VeryBad => "very bad",
        }
    }
}

/// A play and its value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Valued {
    /// Its moves in the file's notation (`A-F A-G`; `none` when nothing can be played).
    pub moves: String,
    /// Points now plus the expected points of the next two throws, in 36ths.
    pub value36: i32,
}

/// One analysed roll.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RollAnalysis {
    /// The scenario's id (or path) and the line of its `roll`.
    pub file: String,
    pub line: usize,
    pub roller: Color,
    pub roll: Roll,
    /// The number of distinct legal plays.
    pub plays: usize,
    pub best: Valued,
    pub played: Valued,
    /// The played play's rank among the plays by value (1 = best; equal values share it).
    pub rank: usize,
    /// best − played, in 36ths.
    pub loss36: i32,
    pub mark: Mark,
    /// One legal play only.
    pub forced: bool,
    /// How many plays are within [`NEAR36`] of the best, the best included.
    pub near_best: usize,
    /// How many plays have exactly the best value, the best included.
    pub equal_best: usize,
}

/// A roll passed over, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skipped {
    pub file: String,
    pub line: usize,
    pub why: &'static str,
}

/// The analysis of one or more scenario files, in the order given.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Analysis {
    pub rolls: Vec<RollAnalysis>,
    pub skipped: Vec<Skipped>,
}

/// The figures of a set of analysed rolls.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub analysed: usize,
    pub forced: usize,
    pub unforced: usize,
    pub doubtful: usize,
    pub bad: usize,
    pub very_bad: usize,
    /// The points given up over the unforced plays, in 36ths.
    pub loss36: i32,
    /// Unforced rolls on which two plays or more lie within [`NEAR36`] of the best.
    pub two_near: usize,
    /// Unforced rolls on which two plays or more have exactly the best value.
    pub two_equal: usize,
}

impl Tally {
    /// The figures both tables print, in order: analysed, forced, unforced, doubtful, bad, very
    /// bad, the error rate, the points given up, the rolls with two plays near the best.
    #[must_use]
    pub fn cells(&self) -> [String; 9] {
        [
            self.analysed.to_string(),
            self.forced.to_string(),
            self.unforced.to_string(),
            self.doubtful.to_string(),
            self.bad.to_string(),
            self.very_bad.to_string(),
            rate(self.errors(), self.unforced),
            format!("{:.2}", f64::from(self.loss36) / 36.0),
            rate(self.two_near, self.unforced),
        ]
    }

    /// The marked plays (doubtful or worse).
    #[must_use]
    pub fn errors(&self) -> usize {
        self.doubtful + self.bad + self.very_bad
    }
}

/// A fraction as `n/d (p %)`, `-` when `d` is 0.
#[must_use]
pub fn rate(n: usize, d: usize) -> String {
    if d == 0 {
        "-".to_string()
    } else {
        #[allow(clippy::cast_precision_loss)]
        let p = 100.0 * n as f64 / d as f64;
        format!("{n}/{d} ({p:.0} %)")
    }
}

/// 36ths of a point as points with two decimals (`+1.25`).
#[must_use]
pub fn points(v36: i32) -> String {
    format!("{:+.2}", f64::from(v36) / 36.0)
}

/// The analysis of the legal transcribed plays of `report` (its file named `file`), each
/// valued under `rules`.
#[must_use]
pub fn analyse(file: &str, report: &Report, rules: &Rules) -> Analysis {
    let mut one = OnePly::default();
    let mut a = Analysis::default();
    for f in report.frames.iter().filter(|f| f.roll.is_some()) {
        match (&f.game.judged, f.roller, f.roll) {
            (Some(j), _, _) if j.touched => a.skipped.push(Skipped {
                file: file.to_string(),
                line: f.line,
                why: "checkers touched before the play",
            }),
            (Some(j), Some(roller), Some(roll)) => {
                a.rolls
                    .push(roll_analysis(file, f, j, roller, roll, rules, &mut one));
            }
            _ => a.skipped.push(Skipped {
                file: file.to_string(),
                line: f.line,
                why: why_skipped(f),
            }),
        }
    }
    a
}

fn why_skipped(f: &Frame) -> &'static str {
    if f.game.plays.is_empty() {
        if f.game.going == Some(super::scenario::report::Going::Went) {
            "he goes away"
        } else {
            "no play transcribed"
        }
    } else {
        "a false play"
    }
}

fn roll_analysis(
    file: &str,
    f: &Frame,
    j: &JudgedPlay,
    roller: Color,
    roll: Roll,
    rules: &Rules,
    one: &mut OnePly,
) -> RollAnalysis {
    let set = &j.plays.plays;
    let notation = f.notation.unwrap_or(Notation::Canonical);
    let values: Vec<i32> = set
        .compact()
        .iter()
        .map(|p| j.now36 + one.future36(&p.result(set.start()), rules))
        .collect();
    let text = |i: usize| {
        set.get(i).map_or_else(String::new, |p| {
            let m: Vec<String> = p
                .moves()
                .map(|m| notation.format_move(roller, &m))
                .collect();
            if m.is_empty() {
                "none".to_string()
            } else {
                m.join(" ")
            }
        })
    };
    // the first of the best, as the 1-ply player would list them
    let best_i = (0..values.len())
        .max_by_key(|&i| (values[i], std::cmp::Reverse(i)))
        .unwrap_or(0);
    let best36 = values.get(best_i).copied().unwrap_or(0);
    let played_i = set
        .compact()
        .iter()
        .position(|p| {
            let r = p.result(set.start());
            r.me == j.played.me && r.opp == j.played.opp
        })
        .unwrap_or(best_i);
    let played36 = values.get(played_i).copied().unwrap_or(best36);
    let loss36 = best36 - played36;
    let forced = values.len() <= 1;
    RollAnalysis {
        file: file.to_string(),
        line: f.line,
        roller,
        roll,
        plays: values.len(),
        best: Valued {
            moves: text(best_i),
            value36: best36,
        },
        played: Valued {
            moves: text(played_i),
            value36: played36,
        },
        rank: 1 + values.iter().filter(|&&v| v > played36).count(),
        loss36,
        mark: if forced {
            Mark::None
        } else {
            Mark::of(loss36, &THRESHOLDS)
        },
        forced,
        near_best: values.iter().filter(|&&v| best36 - v <= NEAR36).count(),
        equal_best: values.iter().filter(|&&v| v == best36).count(),
    }
}

impl Analysis {
    /// Appends the rolls and the rolls passed over of `other`.
    pub fn extend(&mut self, other: Analysis) {
        self.rolls.extend(other.rolls);
        self.skipped.extend(other.skipped);
    }

    /// The tally of the rolls of `side` (both sides: `None`).
    #[must_use]
    pub fn tally(&self, side: Option<Color>) -> Tally {
        let mut t = Tally::default();
        for r in self
            .rolls
            .iter()
            .filter(|r| side.is_none_or(|s| s == r.roller))
        {
            t.analysed += 1;
            if r.forced {
                t.forced += 1;
                continue;
            }
            t.unforced += 1;
            t.loss36 += r.loss36;
            match r.mark {
                Mark::None => {}
                Mark::Doubtful => t.doubtful += 1,
                Mark::Bad => t.bad += 1,
                Mark::VeryBad => t.very_bad += 1,
            }
            if r.near_best >= 2 {
                t.two_near += 1;
            }
            if r.equal_best >= 2 {
                t.two_equal += 1;
            }
        }
        t
    }

    /// The tallies of White, of Black and of both (`game`).
    #[must_use]
    pub fn tallies(&self) -> [(&'static str, Tally); 3] {
        [
            ("white", self.tally(Some(Color::White))),
            ("black", self.tally(Some(Color::Black))),
            ("game", self.tally(None)),
        ]
    }

    /// The per-roll table and the summary, as `tablier analyse` prints them.
    #[must_use]
    pub fn render(&self) -> String {
        let mut out = String::new();
        let fw = self
            .rolls
            .iter()
            .map(|r| r.file.len())
            .max()
            .unwrap_or(0)
            .max(4);
        let mw = self
            .rolls
            .iter()
            .map(|r| r.best.moves.len().max(r.played.moves.len()))
            .max()
            .unwrap_or(0)
            .max(6);
        let row = |out: &mut String, c: [&str; 11]| {
            let _ = writeln!(
                out,
                "{:<fw$} {:>5} {:<5} {:<4} {:>5} {:<mw$} {:>7} {:<mw$} {:>7} {:>6} {}",
                c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8], c[9], c[10]
            );
        };
        row(
            &mut out,
            [
                "file", "line", "side", "roll", "plays", "best", "value", "played", "value",
                "lost", "mark",
            ],
        );
        for r in &self.rolls {
            let mark = if r.forced { "forced" } else { r.mark.name() };
            let cells = [
                r.file.clone(),
                r.line.to_string(),
                r.roller.to_string(),
                r.roll.to_string(),
                r.plays.to_string(),
                r.best.moves.clone(),
                points(r.best.value36),
                r.played.moves.clone(),
                points(r.played.value36),
                format!("{:.2}", f64::from(r.loss36) / 36.0),
                mark.to_string(),
            ];
            let mut line = String::new();
            row(&mut line, std::array::from_fn(|i| cells[i].as_str()));
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out.push('\n');
        out.push_str(&self.summary());
        out
    }

    /// The summary: the thresholds, then per side and for the game the plays analysed,
    /// forced, the marks, the error rate per unforced play, the points given up, and the test
    /// of the axiom.
    #[must_use]
    pub fn summary(&self) -> String {
        let mut out = String::new();
        let t = THRESHOLDS;
        let _ = writeln!(
            out,
            "evaluator: greedy-1ply (points now + the next two throws, in points); marks: doubtful >= {:.2}, bad >= {:.2}, very bad >= {:.2} point given up; near the best: within {:.2}",
            f64::from(t.doubtful36) / 36.0,
            f64::from(t.bad36) / 36.0,
            f64::from(t.very_bad36) / 36.0,
            f64::from(NEAR36) / 36.0
        );
        let _ = writeln!(
            out,
            "{:<6} {:>8} {:>6} {:>8} {:>8} {:>4} {:>8} {:<16} {:>10} {:>10} {:<16} {:<16}",
            "side",
            "analysed",
            "forced",
            "unforced",
            "doubtful",
            "bad",
            "very bad",
            "error rate",
            "lost",
            "lost/play",
            "two near best",
            "two equal best"
        );
        for (name, s) in self.tallies() {
            #[allow(clippy::cast_precision_loss)]
            let per = if s.unforced == 0 {
                "-".to_string()
            } else {
                format!("{:.2}", f64::from(s.loss36) / 36.0 / s.unforced as f64)
            };
            let [a, f, u, d, b, v, e, l, n] = s.cells();
            let _ = writeln!(
                out,
                "{name:<6} {a:>8} {f:>6} {u:>8} {d:>8} {b:>4} {v:>8} {e:<16} {l:>10} {per:>10} {n:<16} {:<16}",
                rate(s.two_equal, s.unforced)
            );
        }
        if !self.skipped.is_empty() {
            let _ = writeln!(
                out,
                "not analysed: {} roll(s) ({})",
                self.skipped.len(),
                self.skipped_reasons()
            );
        }
        out.lines().map(|l| format!("{}\n", l.trim_end())).collect()
    }

    fn skipped_reasons(&self) -> String {
        let mut counts: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
        for s in &self.skipped {
            *counts.entry(s.why).or_default() += 1;
        }
        counts
            .iter()
            .map(|(w, n)| format!("{n} {w}"))
            .collect::<Vec<_>>()
            .join(", ")
    }
}
