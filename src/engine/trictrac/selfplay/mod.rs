//! Self-play: whole games between two seeded players, with every invariant checked on every
//! turn — fifteen checkers a side, a legal position, points even and under twelve, trous never
//! going back — and statistics: how often each jan occurs, trous per game, turns per game.
//!
//! The state and the rules are the engine's [`Game`](crate::engine::trictrac::game::Game); the players
//! ([`players`]) only choose a play and whether to go away. Self-play puts one player on both
//! sides ([`Strategy`]); a match ([`tournament`]) puts two against each other.
//!
//! Each game has its own random stream, derived from the seed and the game's number, so the
//! results are the same for a seed whatever the number of threads (`threads.rs`); the game
//! itself, with its checks, is played in `play.rs`.

mod play;
pub mod players;
mod strategy;
mod threads;
pub mod tournament;

pub use play::Ending;
pub use strategy::Strategy;

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::engine::trictrac::Rules;
use play::OneStream;
use players::Player;

/// A game that runs past this many turns is abandoned and counted as unfinished.
pub const MAX_TURNS: u32 = 20_000;

/// What to play.
#[derive(Debug, Clone)]
pub struct Config {
    pub games: u64,
    pub seed: u64,
    pub strategy: Strategy,
    pub rules: Rules,
    pub threads: usize,
}

/// An invariant broken during self-play: which game, which turn, what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Broken {
    pub game: u64,
    pub turn: u32,
    pub what: String,
}

impl std::fmt::Display for Broken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "game {} turn {}: {}", self.game, self.turn, self.what)
    }
}

/// Totals over the games played.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stats {
    pub games: u64,
    pub finished: u64,
    pub wins: [u64; 2],
    pub turns: u64,
    pub relevés: u64,
    /// Trous after which the winner could go away, and how many times he went.
    pub could_go: u64,
    pub went: u64,
    pub trous: u64,
    pub invariant_checks: u64,
    /// Rolls on which each jan occurred.
    pub jans: BTreeMap<&'static str, u64>,
}

impl Stats {
    fn merge(&mut self, o: &Stats) {
        self.games += o.games;
        self.finished += o.finished;
        self.wins[0] += o.wins[0];
        self.wins[1] += o.wins[1];
        self.turns += o.turns;
        self.relevés += o.relevés;
        self.could_go += o.could_go;
        self.went += o.went;
        self.trous += o.trous;
        self.invariant_checks += o.invariant_checks;
        for (k, v) in &o.jans {
            *self.jans.entry(k).or_default() += v;
        }
    }

    /// The statistics as text (deterministic for a seed: no timings).
    #[must_use]
    pub fn render(&self) -> String {
        let mut out = String::new();
        let per = |x: u64| x as f64 / self.games.max(1) as f64;
        let _ = writeln!(
            out,
            "games {} (finished {}), white won {}, black won {}",
            self.games, self.finished, self.wins[0], self.wins[1]
        );
        let _ = writeln!(
            out,
            "turns {} ({:.1} a game), relevés {} ({:.1} a game)",
            self.turns,
            per(self.turns),
            self.relevés,
            per(self.relevés)
        );
        let _ = writeln!(out, "trous {} ({:.2} a game)", self.trous, per(self.trous));
        let _ = writeln!(
            out,
            "went away {} of the {} times a side could",
            self.went, self.could_go
        );
        let _ = writeln!(
            out,
            "invariants checked {} times, none broken",
            self.invariant_checks
        );
        let _ = writeln!(out, "rolls on which each jan occurred:");
        for (k, v) in &self.jans {
            let _ = writeln!(out, "  {k:<26} {v:>10}  ({})", rate(*v, self.turns));
        }
        out
    }
}

/// How often something that happened `n` times in `turns` turns occurs: per turn with three
/// decimals, or, when that would print 0.000, as one turn in so many.
fn rate(n: u64, turns: u64) -> String {
    let turns = turns.max(1);
    let per = n as f64 / turns as f64;
    if n == 0 {
        "never".into()
    } else if per >= 0.0005 {
        format!("{per:.3} a turn")
    } else {
        format!("once in {:.0} turns", turns as f64 / n as f64)
    }
}

/// The random stream of game `n` of a run seeded `seed`.
pub(crate) fn game_rng(seed: u64, n: u64) -> fastrand::Rng {
    fastrand::Rng::with_seed(seed ^ n.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// Why self-play stopped before its last game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stopped {
    /// An invariant broke.
    Broken(Broken),
    /// A thread could not be started (the system's limit on threads, or memory).
    NoThread {
        /// Which thread, from 0.
        thread: usize,
        /// How many were asked for.
        threads: usize,
        /// What the system said.
        error: String,
    },
}

impl std::fmt::Display for Stopped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Stopped::Broken(b) => write!(f, "invariant broken: {b}"),
            Stopped::NoThread {
                thread,
                threads,
                error,
            } => write!(
                f,
                "cannot start self-play thread {} of {threads}: {error}; ask for fewer threads",
                thread + 1
            ),
        }
    }
}

/// Plays `cfg.games` games, split over `cfg.threads` threads (0 counts as 1); stops at the
/// first broken invariant.
///
/// # Errors
///
/// An invariant broken, or a thread that could not start.
pub fn run(cfg: &Config) -> Result<Stats, Stopped> {
    run_with(cfg, &|| {})
}

/// [`run`], calling `done` after each game played (from the thread that played it), for a
/// progress bar.
///
/// # Errors
///
/// As [`run`].
pub fn run_with(cfg: &Config, done: &(dyn Fn() + Sync)) -> Result<Stats, Stopped> {
    run_starting(cfg, done, &|_| Ok(()))
}

/// [`run_with`], asking `may_start` before starting each thread (a test makes it fail as the
/// system would).
fn run_starting(
    cfg: &Config,
    done: &(dyn Fn() + Sync),
    may_start: &dyn Fn(usize) -> std::io::Result<()>,
) -> Result<Stats, Stopped> {
    let spec = cfg.strategy.player();
    threads::spread(
        cfg.games,
        cfg.threads,
        done,
        may_start,
        &|| [spec.build(), spec.build()],
        &|players: &mut [Box<dyn Player>; 2], n, stats: &mut Stats| {
            let mut streams = OneStream(game_rng(cfg.seed, n));
            let [white, black] = players;
            play::play_game(
                &cfg.rules,
                crate::engine::trictrac::game::Form::DouzeTrous,
                n,
                &mut streams,
                [&mut **white, &mut **black],
                stats,
            )
            .map(|_| ())
        },
        Stats::merge,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg(games: u64, seed: u64, threads: usize, strategy: Strategy) -> Config {
        Config {
            games,
            seed,
            strategy,
            rules: Rules::default(),
            threads,
        }
    }

    #[test]
    fn a_thread_that_cannot_start_is_an_error_not_a_panic() {
        let c = cfg(200, 1, 3, Strategy::Random);
        let refuse = |t: usize| {
            if t == 1 {
                Err(std::io::Error::other("Resource temporarily unavailable"))
            } else {
                Ok(())
            }
        };
        let r = run_starting(&c, &|| {}, &refuse);
        assert_eq!(
            r,
            Err(Stopped::NoThread {
                thread: 1,
                threads: 3,
                error: "Resource temporarily unavailable".to_string()
            })
        );
        assert!(r
            .unwrap_err()
            .to_string()
            .starts_with("cannot start self-play thread 2 of 3"));
    }

    #[test]
    fn the_same_seed_gives_the_same_games_whatever_the_threads() {
        let a = run(&cfg(40, 7, 1, Strategy::Random)).unwrap();
        let b = run(&cfg(40, 7, 2, Strategy::Random)).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.games, 40);
        assert!(a.finished > 0);
        let c = run(&cfg(40, 8, 1, Strategy::Random)).unwrap();
        assert_ne!(a, c);
    }

    fn stats(k: u64) -> Stats {
        Stats {
            games: k,
            finished: k + 1,
            wins: [k + 2, k + 3],
            turns: k + 4,
            relevés: k + 5,
            could_go: k + 9,
            went: k + 10,
            trous: k + 6,
            invariant_checks: k + 7,
            jans: BTreeMap::from([("jan de récompense", k + 8), ("coin", k)]),
        }
    }

    #[test]
    fn merge_adds_every_count() {
        let mut m = stats(2);
        m.merge(&stats(3));
        assert_eq!(
            m,
            Stats {
                games: 5,
                finished: 7,
                wins: [9, 11],
                turns: 13,
                relevés: 15,
                could_go: 23,
                went: 25,
                trous: 17,
                invariant_checks: 19,
                jans: BTreeMap::from([("jan de récompense", 21), ("coin", 5)]),
            }
        );
        let mut e = Stats::default();
        e.merge(&stats(0));
        assert_eq!(e.jans.get("coin"), Some(&0));
    }

    #[test]
    fn render_gives_the_averages_and_rates() {
        let s = Stats {
            games: 4,
            finished: 3,
            wins: [2, 1],
            turns: 10_000,
            relevés: 10,
            could_go: 6,
            went: 1,
            trous: 9,
            invariant_checks: 99,
            jans: BTreeMap::from([("jan de récompense", 2_500), ("jan de mézéas", 3)]),
        };
        assert_eq!(
            s.render(),
            "games 4 (finished 3), white won 2, black won 1\n\
             turns 10000 (2500.0 a game), relevés 10 (2.5 a game)\n\
             trous 9 (2.25 a game)\n\
             went away 1 of the 6 times a side could\n\
             invariants checked 99 times, none broken\n\
             rolls on which each jan occurred:\n  \
             jan de mézéas                       3  (once in 3333 turns)\n  \
             jan de récompense                2500  (0.250 a turn)\n"
        );
    }

    #[test]
    fn a_rate_never_prints_zero() {
        assert_eq!(rate(1, 2), "0.500 a turn");
        assert_eq!(rate(5, 10_000), "0.001 a turn"); // 0.0005 rounds up
        assert_eq!(rate(4, 10_000), "once in 2500 turns");
        assert_eq!(rate(1, 1_240_394), "once in 1240394 turns");
        assert_eq!(rate(0, 10), "never");
    }

    /// Each game of each seed has a stream of its own.
    #[test]
    fn every_game_and_seed_has_its_own_stream() {
        let mut firsts = std::collections::HashSet::new();
        for seed in 0..8 {
            for n in 0..8 {
                firsts.insert(game_rng(seed, n).u64(..));
            }
        }
        assert_eq!(firsts.len(), 64);
    }

    /// The counts of a run agree with one another: each game has a relevé at least, and turns;
    /// a finished game has a winner and twelve trous to one side, eleven at most to the other.
    #[test]
    fn the_counts_of_a_run_agree() {
        for strategy in [Strategy::Random, Strategy::Greedy] {
            let s = run(&cfg(30, 3, 1, strategy)).unwrap();
            assert_eq!(s.games, 30);
            assert_eq!(s.wins[0] + s.wins[1], s.finished);
            assert!(s.finished > 0);
            assert!(s.relevés >= s.games, "{s:?}");
            assert!(s.turns > s.relevés, "{s:?}");
            assert!(
                s.trous >= 12 * s.finished && s.trous <= 23 * s.games,
                "{s:?}"
            );
            assert!(s.invariant_checks > s.turns && s.invariant_checks <= 2 * s.turns);
            assert!(s.jans.values().all(|&v| v > 0 && v <= s.turns), "{s:?}");
            // rolls on which a jan occurs: the most frequent one, at least once in ten rolls
            assert!(s.jans.values().any(|&v| v * 10 > s.turns), "{s:?}");
            // each going ends a relevé, but for one that wins the game (the game ends there);
            // the random player goes about half the times he may, the greedy one never
            assert!(s.relevés + s.finished >= s.games + s.went, "{s:?}");
            assert!(s.could_go >= s.went && s.could_go > 0, "{s:?}");
            match strategy {
                Strategy::Random => assert!(s.went > 0 && s.went < s.could_go, "{s:?}"),
                Strategy::Greedy => assert_eq!(s.went, 0, "{s:?}"),
            }
        }
    }

    #[test]
    fn greedy_games_finish_too() {
        let s = run(&cfg(10, 1, 1, Strategy::Greedy)).unwrap();
        assert_eq!(s.finished, 10);
        assert!(!s.jans.is_empty());
    }
}
