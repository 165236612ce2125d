//! Matches: two players, P and Q, in a form of the game ([`Form`]: in twelve trous,
//! `game.douze-trous`, or à écrire in N marqués, `game.a-ecrire`, the engine's
//! [`Partie`](crate::engine::trictrac::game::Partie) playing it), each deal of the dice played twice —
//! P as White, then P as Black — on the same dice stream (the colour that throws first and
//! every throw after are drawn alike; each player's own choices, a random player's for one,
//! come from streams of their own, so they do not move the dice). The result for P, per
//! game: how often he wins, the stake (the game's value to its winner, plus when P wins and
//! minus when Q does: in twelve trous its multiple under the rules' payout, à écrire the
//! difference of the écrits in jetons), and the margin (P's trous less Q's at the game's end
//! in twelve trous, his marqués won less Q's à écrire), each with its 95 % interval over the
//! deals (the two games of a deal, thrown the same dice, are one sample: [`interval`]).
//!
//! Everything is counted in whole numbers and each deal has its own streams, so the figures
//! are the same for a seed whatever the number of threads. Every game is checked as self-play
//! checks its games.

pub mod interval;
pub mod sprt;

use std::fmt::Write as _;

use super::play::{play_game, Apart, Ending};
use super::players::{Player, PlayerSpec};
use super::{game_rng, threads, Stats, Stopped};
use crate::engine::trictrac::game::Form;
use crate::engine::trictrac::Rules;
use interval::{Interval, Tally};
use sprt::{Decision, Running, Sprt};

/// What to play.
#[derive(Debug, Clone)]
pub struct MatchConfig {
    /// The player the figures are for.
    pub p: PlayerSpec,
    /// His opponent.
    pub q: PlayerSpec,
    /// Deals of the dice: each is played in both seatings, so twice as many games.
    pub deals: u64,
    pub seed: u64,
    pub rules: Rules,
    /// The form of the game.
    pub form: Form,
    pub threads: usize,
    /// The sequential stop, if any: then `deals` is the most the match plays.
    pub sprt: Option<Sprt>,
}

/// The totals of a match, all whole numbers.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MatchTotals {
    /// Deals played (each twice).
    pub deals: u64,
    /// For each seating (0: P as White), P's wins, Q's wins, the games drawn (à écrire) and
    /// those left unfinished.
    pub p_wins: [u64; 2],
    pub q_wins: [u64; 2],
    pub drawn: [u64; 2],
    pub unfinished: [u64; 2],
    /// Per deal, P's wins in halves (2 a win, 1 a drawn or unfinished game) over its two
    /// games.
    pub win: Tally,
    /// Per deal, P's stake in halves (of the simple game, or of a jeton à écrire) over its two
    /// games.
    pub stake: Tally,
    /// Per deal, P's trous (à écrire: marqués) less Q's over its two games.
    pub margin: Tally,
    /// P's and Q's rolls on which they could go away, and those on which they went.
    pub could_go: [u64; 2],
    pub went: [u64; 2],
    /// The games' statistics, as self-play counts them.
    pub stats: Stats,
    /// What the sequential stop decided, when the match had one.
    pub decision: Option<Decision>,
}

impl MatchTotals {
    fn merge(&mut self, o: &MatchTotals) {
        self.deals += o.deals;
        for k in 0..2 {
            self.p_wins[k] += o.p_wins[k];
            self.q_wins[k] += o.q_wins[k];
            self.drawn[k] += o.drawn[k];
            self.unfinished[k] += o.unfinished[k];
            self.could_go[k] += o.could_go[k];
            self.went[k] += o.went[k];
        }
        self.win.merge(&o.win);
        self.stake.merge(&o.stake);
        self.margin.merge(&o.margin);
        self.stats.merge(&o.stats);
    }

    /// P's win rate a game (an unfinished game counting half), with its interval, which the
    /// normal approximation may carry past 0 or 1: it is cut there.
    #[must_use]
    pub fn win_rate(&self) -> Option<Interval> {
        self.win.interval(4.0).map(|i| Interval {
            low: i.low.max(0.0),
            high: i.high.min(1.0),
            ..i
        })
    }

    /// P's mean stake a game, with its interval.
    #[must_use]
    pub fn mean_stake(&self) -> Option<Interval> {
        self.stake.interval(4.0)
    }

    /// P's mean margin a game (trous, or marqués à écrire), with its interval.
    #[must_use]
    pub fn mean_margin(&self) -> Option<Interval> {
        self.margin.interval(2.0)
    }

    /// The game's one seating counted in: `end` with P in seat `p_seat`.
    fn count_game(
        &mut self,
        seating: usize,
        end: &Ending,
        p_seat: usize,
        form: Form,
    ) -> (i64, i64, i64) {
        let q_seat = 1 - p_seat;
        let (win, sign) = match end.winner {
            Some(w) if w == p_seat => {
                self.p_wins[seating] += 1;
                (2, 1)
            }
            Some(_) => {
                self.q_wins[seating] += 1;
                (0, -1)
            }
            None if end.drawn => {
                self.drawn[seating] += 1;
                (1, 0)
            }
            None => {
                self.unfinished[seating] += 1;
                (1, 0)
            }
        };
        let (num, den) = end.stake;
        let stake = sign * i64::from(2 * num / den.max(1));
        self.could_go[0] += u64::from(end.could_go[p_seat]);
        self.could_go[1] += u64::from(end.could_go[q_seat]);
        self.went[0] += u64::from(end.went[p_seat]);
        self.went[1] += u64::from(end.went[q_seat]);
        let score = match form {
            Form::DouzeTrous => end.trous,
            Form::Ecrire { .. } => end.marques,
        };
        let margin = i64::from(score[p_seat]) - i64::from(score[q_seat]);
        (win, stake, margin)
    }

    /// The figures as text (deterministic for a seed: no timings).
    #[must_use]
    pub fn render(&self, cfg: &MatchConfig) -> String {
        let mut out = String::new();
        let games = self.stats.games;
        let _ = writeln!(
            out,
            "P = {} against Q = {}, {}, seed {}",
            cfg.p,
            cfg.q,
            cfg.form.words(),
            cfg.seed
        );
        let _ = writeln!(
            out,
            "{} deals of the dice, each played twice (P as White, then as Black): {games} games",
            self.deals
        );
        let drawn = match cfg.form {
            Form::DouzeTrous => String::new(),
            Form::Ecrire { .. } => format!(", drawn {}", self.drawn[0] + self.drawn[1]),
        };
        let _ = writeln!(
            out,
            "P won {}, Q won {}{drawn}, unfinished {}; P as White won {} of {}, as Black {} of {}",
            self.p_wins[0] + self.p_wins[1],
            self.q_wins[0] + self.q_wins[1],
            self.unfinished[0] + self.unfinished[1],
            self.p_wins[0],
            self.deals,
            self.p_wins[1],
            self.deals
        );
        let _ = writeln!(out, "{:<16}{:>7}   95 % interval", "for P, a game", "mean");
        let margin = match cfg.form {
            Form::DouzeTrous => "trous margin",
            Form::Ecrire { .. } => "marqués margin",
        };
        for (what, i, signed) in [
            ("win rate", self.win_rate(), false),
            ("stake", self.mean_stake(), true),
            (margin, self.mean_margin(), true),
        ] {
            let _ = writeln!(out, "  {what:<14}{}", figure(i, signed));
        }
        let _ = writeln!(
            out,
            "going away: P went {} of the {} times he could, Q {} of {}",
            self.went[0], self.could_go[0], self.went[1], self.could_go[1]
        );
        let _ = writeln!(
            out,
            "turns {} ({:.1} a game), relevés {} ({:.2} a game)",
            self.stats.turns,
            self.stats.turns as f64 / games.max(1) as f64,
            self.stats.relevés,
            self.stats.relevés as f64 / games.max(1) as f64
        );
        match cfg.form {
            Form::DouzeTrous => {
                let _ = writeln!(
                    out,
                    "stake: the game's value under the payout {}, + when P wins, − when Q does",
                    crate::engine::trictrac::marking::game::payout_words(&cfg.rules)
                );
                let _ = writeln!(out, "trous margin: P's trous less Q's at the game's end");
            }
            Form::Ecrire { .. } => {
                let _ = writeln!(
                    out,
                    "stake: P's écrit less Q's, in jetons (the marqués' points and the \
                     postillons)"
                );
                let _ = writeln!(out, "marqués margin: P's marqués won less Q's");
                if self.unfinished[0] + self.unfinished[1] > 0 {
                    let _ = writeln!(
                        out,
                        "unfinished: a marqué ends only when a player goes away, so a game \
                         between two who never go (`+stay`) runs out of turns"
                    );
                }
            }
        }
        let half = match cfg.form {
            Form::DouzeTrous => "an unfinished game",
            Form::Ecrire { .. } => "a drawn or unfinished game",
        };
        let _ = writeln!(
            out,
            "intervals: the mean ± 1.96 standard errors over the {} deals (a deal's two games, \
             thrown the same dice, are one sample); {half} counts half a win",
            self.deals
        );
        if let (Some(t), Some(d)) = (cfg.sprt, self.decision) {
            let _ = writeln!(
                out,
                "sequential stop: {} after {} deals ({})",
                d.words(),
                self.deals,
                t.words()
            );
        }
        let _ = writeln!(
            out,
            "invariants checked {} times, none broken",
            self.stats.invariant_checks
        );
        out
    }
}

/// A mean and its interval, three decimals, signed when `signed`.
fn figure(i: Option<Interval>, signed: bool) -> String {
    match i {
        None => format!("{:>7}   (fewer than two deals)", "n/a"),
        Some(i) if signed => format!("{:>+7.3}   [{:+.3}, {:+.3}]", i.mean, i.low, i.high),
        Some(i) => format!("{:>7.3}   [{:.3}, {:.3}]", i.mean, i.low, i.high),
    }
}

/// The stream of `who`'s choices (0: P, 1: Q) in `seating` of deal `n`.
fn choice_rng(seed: u64, n: u64, seating: usize, who: usize) -> fastrand::Rng {
    game_rng(
        seed ^ 0x5851_F42D_4C95_7F2D,
        n.wrapping_mul(4) + 2 * seating as u64 + who as u64,
    )
}

/// Seating `seating` of deal `n` (0: P as White at the start, in seat 0; 1: Q there), on the
/// deal's dice stream, each player choosing from his own stream.
fn play_seating(
    cfg: &MatchConfig,
    players: &mut (Box<dyn Player>, Box<dyn Player>),
    n: u64,
    seating: usize,
    stats: &mut Stats,
) -> Result<Ending, super::Broken> {
    let mut streams = Apart {
        dice: game_rng(cfg.seed, n),
        players: [
            choice_rng(cfg.seed, n, seating, seating),
            choice_rng(cfg.seed, n, seating, 1 - seating),
        ],
    };
    let (p, q) = (&mut *players.0, &mut *players.1);
    let seats: [&mut dyn Player; 2] = if seating == 0 { [p, q] } else { [q, p] };
    play_game(&cfg.rules, cfg.form, n, &mut streams, seats, stats)
}

/// Deal `n`: its two games, counted into `totals`.
fn play_deal(
    cfg: &MatchConfig,
    players: &mut (Box<dyn Player>, Box<dyn Player>),
    n: u64,
    totals: &mut MatchTotals,
) -> Result<(), super::Broken> {
    let mut sums = (0, 0, 0);
    for seating in 0..2 {
        let end = play_seating(cfg, players, n, seating, &mut totals.stats)?;
        let (w, s, m) = totals.count_game(seating, &end, seating, cfg.form);
        sums = (sums.0 + w, sums.1 + s, sums.2 + m);
    }
    totals.deals += 1;
    totals.win.push(sums.0);
    totals.stake.push(sums.1);
    totals.margin.push(sums.2);
    Ok(())
}

/// Plays the match, split over `cfg.threads` threads.
///
/// # Errors
///
/// An invariant broken, or a thread that could not start.
pub fn run(cfg: &MatchConfig) -> Result<MatchTotals, Stopped> {
    run_with(cfg, &|| {})
}

/// [`run`], calling `done` after each deal (from the thread that played it), for a progress
/// bar.
///
/// # Errors
///
/// As [`run`].
pub fn run_with(cfg: &MatchConfig, done: &(dyn Fn() + Sync)) -> Result<MatchTotals, Stopped> {
    match cfg.sprt {
        Some(t) => run_sequential(cfg, t, done),
        None => run_deals(cfg, done),
    }
}

/// Deals played, in blocks, before the sequential test is read over them in their order.
const BLOCK: u64 = 256;

/// The deals of a block, each with its own totals: (deal, totals, P's stake over it).
type Dealt = Vec<(u64, MatchTotals, i64)>;

/// The match with a sequential stop: deals are played in blocks over the threads, each
/// deal's totals kept apart, then read in the order of the deals; the match stops at the first
/// deal where the test decides, and its figures are those of the deals up to it. The same deals
/// are read whatever the threads, so the stop and the figures are the same.
fn run_sequential(
    cfg: &MatchConfig,
    t: Sprt,
    done: &(dyn Fn() + Sync),
) -> Result<MatchTotals, Stopped> {
    let mut totals = MatchTotals::default();
    let mut running = Running::default();
    let mut start = 0;
    while start < cfg.deals {
        let count = BLOCK.min(cfg.deals - start);
        let mut block: Dealt = threads::spread(
            count,
            cfg.threads,
            done,
            &|_| Ok(()),
            &|| (cfg.p.build(), cfg.q.build()),
            &|players, k, out: &mut Dealt| {
                let mut one = MatchTotals::default();
                play_deal(cfg, players, start + k, &mut one)?;
                let stake = one.stake.sum;
                out.push((start + k, one, stake));
                Ok(())
            },
            |a, b| a.extend(b.iter().cloned()),
        )?;
        block.sort_by_key(|d| d.0);
        for (_, one, stake) in &block {
            totals.merge(one);
            if let Some(d) = t.push(&mut running, *stake) {
                totals.decision = Some(d);
                return Ok(totals);
            }
        }
        start += count;
    }
    totals.decision = Some(Decision::Undecided);
    Ok(totals)
}

/// The match without a stop: every deal.
fn run_deals(cfg: &MatchConfig, done: &(dyn Fn() + Sync)) -> Result<MatchTotals, Stopped> {
    threads::spread(
        cfg.deals,
        cfg.threads,
        done,
        &|_| Ok(()),
        &|| (cfg.p.build(), cfg.q.build()),
        &|players, n, totals: &mut MatchTotals| play_deal(cfg, players, n, totals),
        MatchTotals::merge,
    )
}

#[cfg(test)]
mod tests;
