//! Self-play of matches whose games come in turn under several games' rules (the tavli:
//! `bg.match.series`): each game a random game of [`super::one_game`] under the rules of its
//! turn, thrown first by the winner of the game before (`bg.match.series.first`), scoring the
//! points of its result, until a player reaches the match's length. Match `i` of a run plays
//! from its own seed, so the figures of a seed are the same whatever the number of threads.

use std::fmt::Write as _;

use super::super::rules::{BgRules, Stake};
use super::super::series::Series;
use super::{mix, one_game, spread, BgStats};
use crate::engine::tables::BgPlayList;
use crate::engine::Color;

/// What a run of matches gave.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SeriesStats {
    pub matches: u64,
    /// Matches won by White, by Black.
    pub wins: [u64; 2],
    /// For each game of the turn: the games played under its rules.
    pub games: Vec<u64>,
    /// The points scored in all, White's and Black's.
    pub points: [u64; 2],
    /// The games themselves, all together.
    pub stats: BgStats,
}

impl SeriesStats {
    fn merge(&mut self, o: &SeriesStats) {
        self.matches += o.matches;
        for i in 0..2 {
            self.wins[i] += o.wins[i];
            self.points[i] += o.points[i];
        }
        // every part counts the same games in turn (`run_series` makes them so)
        for (a, b) in self.games.iter_mut().zip(&o.games) {
            *a += b;
        }
        self.stats.merge(&o.stats);
    }

    /// The statistics as text, each game of the turn named by `names`.
    #[must_use]
    pub fn render(&self, names: &[&str]) -> String {
        let mut s = String::new();
        let m = self.matches.max(1) as f64;
        let _ = writeln!(s, "matches: {}", self.matches);
        let _ = writeln!(
            s,
            "matches won by white: {}, by black: {}",
            self.wins[0], self.wins[1]
        );
        let _ = writeln!(
            s,
            "points: white {}, black {} ({:.1} a match)",
            self.points[0],
            self.points[1],
            (self.points[0] + self.points[1]) as f64 / m
        );
        for (i, n) in self.games.iter().enumerate() {
            let name = names.get(i).copied().unwrap_or("?");
            let _ = writeln!(s, "games of {name}: {n}");
        }
        s.push_str(&self.stats.render());
        s
    }
}

/// Plays `matches` random matches to `length` points of the games `turn` (their rules, in
/// the order they come), on `threads` threads.
///
/// # Errors
///
/// A game whose stake is not one a game (the points of a game of such a match are those of
/// its result), an empty turn or a length of 0, the first invariant broken, or a thread that
/// could not start.
pub fn run_series(
    matches: u64,
    seed: u64,
    turn: &[BgRules],
    length: u32,
    threads: usize,
) -> Result<SeriesStats, String> {
    Series::new(turn.len(), length).map_err(|e| e.to_string())?;
    if let Some(i) = turn.iter().position(|r| r.stake != Stake::Game) {
        return Err(format!(
            "game {} of the match: its stake is not one a game, and a match counts the points of each game's result",
            i + 1
        ));
    }
    let games = turn.len();
    let parts = spread(
        matches,
        threads,
        || SeriesStats {
            games: vec![0; games],
            ..SeriesStats::default()
        },
        |i, list, stats| {
            one_match(mix(seed, i), turn, length, list, stats)
                .map_err(|e| format!("match {i}: {e}"))
        },
    )?;
    let mut total = SeriesStats {
        games: vec![0; turn.len()],
        ..SeriesStats::default()
    };
    for p in &parts {
        total.merge(p);
    }
    Ok(total)
}

/// One match, its invariants checked: the games in turn, each thrown first by the winner of
/// the one before, the score the sum of the games' points, the match over when one player
/// reaches the length and not before.
fn one_match(
    seed: u64,
    turn: &[BgRules],
    length: u32,
    list: &mut BgPlayList,
    stats: &mut SeriesStats,
) -> Result<(), String> {
    let mut series = Series::new(turn.len(), length).map_err(|e| e.to_string())?;
    let mut expected = [0u32; 2];
    let mut last: Option<Color> = None;
    for g in 0u64.. {
        if series.winner().is_some() {
            break;
        }
        if g == 10_000 {
            return Err("a match of 10,000 games".into());
        }
        let k = series.next_game();
        if k != (g as usize) % turn.len() || series.first_to_play() != last {
            return Err(format!(
                "game {g}: not the game or the first player of its turn"
            ));
        }
        let game = one_game(
            mix(seed, g),
            &turn[k],
            series.first_to_play(),
            list,
            &mut stats.stats,
        )
        .map_err(|e| format!("game {g}: {e}"))?;
        stats.games[k] += 1;
        stats.stats.checks += 2;
        let Some((winner, result)) = game else {
            // a drawn game (plakoto): no point, and no winner to open the next
            series.record_draw().map_err(|e| e.to_string())?;
            last = None;
            continue;
        };
        let points = result.multiplier();
        series.record(winner, points).map_err(|e| e.to_string())?;
        expected[usize::from(winner == Color::Black)] += points;
        last = Some(winner);
        stats.points[usize::from(winner == Color::Black)] += u64::from(points);
    }
    let score = series.score();
    let winner = series.winner().ok_or("a match ended with no winner")?;
    let [w, b] = score;
    let loser = if winner == Color::White { b } else { w };
    if score != expected || loser >= length || last != Some(winner) {
        return Err(format!(
            "a match ended {w}-{b} to {length} (won by {winner})"
        ));
    }
    stats.matches += 1;
    stats.wins[usize::from(winner == Color::Black)] += 1;
    stats.stats.checks += 1;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_gives_the_same_matches_on_one_thread_or_two() {
        let turn = [BgRules::default(), BgRules::default()];
        let one = run_series(30, 7, &turn, 3, 1).unwrap();
        let two = run_series(30, 7, &turn, 3, 2).unwrap();
        assert_eq!(one, two);
        assert_eq!(one.matches, 30);
        assert_eq!(one.wins[0] + one.wins[1], 30);
        // each match at least two games of one point to reach three... or a gammon: at least
        // as many games as matches, the first game of the turn played in each
        assert!(one.games[0] >= 30);
        assert!(one.games[0] >= one.games[1]);
        assert!(one.points[0] + one.points[1] >= 3 * 30);
    }

    #[test]
    fn a_match_whose_games_are_paid_by_the_checker_is_refused() {
        let turn = [BgRules {
            stake: Stake::PerChecker,
            ..BgRules::default()
        }];
        assert!(run_series(1, 1, &turn, 3, 1).unwrap_err().contains("stake"));
        assert!(run_series(1, 1, &[], 3, 1).is_err());
        assert!(run_series(1, 1, &[BgRules::default()], 0, 1).is_err());
    }
}
