//! Self-play of backgammon: whole games between random players, every invariant checked on every
//! turn, from the profile's start and with its dice (three for the garanguet). Game `i` of a run draws its dice and plays from its own seed, so the statistics of a
//! seed are the same whatever the number of threads.

use std::fmt::Write as _;

mod first;

use super::acey::{self, AceyStep};
use super::game::{drawn, result, GameResult};
use super::pins;
use arrayvec::ArrayVec;

use super::plays::{generate_into, generate_three_into, with_throw_list, BgMove, BgPlayList};
use super::position::{BgPosition, BgSetup, BAR, CHECKERS, OFF};
use super::rules::{BgRules, Dice, Entering, Head, HitFrom};
use super::throw3::Throw3;
use crate::engine::{Color, Roll};

mod matches;
pub use matches::{run_series, SeriesStats};

/// What a run of games gave.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BgStats {
    pub games: u64,
    /// Games won by White, by Black.
    pub wins: [u64; 2],
    /// Games won single, double, triple.
    pub results: [u64; 3],
    pub turns: u64,
    pub hits: u64,
    /// Turns on which a number could not be played.
    pub lost_numbers: u64,
    /// Invariants checked.
    pub checks: u64,
    /// Games won by pinning the loser's mother checker (plakoto), counted in `results` as
    /// double games too.
    pub mothers: u64,
    /// Games drawn, both mothers pinned (plakoto): counted in `games`, not in `wins`.
    pub draws: u64,
}

impl BgStats {
    fn merge(&mut self, o: &BgStats) {
        self.games += o.games;
        for i in 0..2 {
            self.wins[i] += o.wins[i];
        }
        for i in 0..3 {
            self.results[i] += o.results[i];
        }
        self.turns += o.turns;
        self.hits += o.hits;
        self.lost_numbers += o.lost_numbers;
        self.checks += o.checks;
        self.mothers += o.mothers;
        self.draws += o.draws;
    }

    /// The statistics as text.
    #[must_use]
    pub fn render(&self) -> String {
        let mut s = String::new();
        let g = self.games.max(1) as f64;
        let _ = writeln!(s, "games: {}", self.games);
        let _ = writeln!(
            s,
            "won by white: {}, by black: {}",
            self.wins[0], self.wins[1]
        );
        let _ = writeln!(
            s,
            "single: {}, gammon: {}, backgammon: {}",
            self.results[0], self.results[1], self.results[2]
        );
        let _ = writeln!(
            s,
            "turns: {} ({:.1} a game)",
            self.turns,
            self.turns as f64 / g
        );
        let _ = writeln!(
            s,
            "checkers hit: {} ({:.1} a game)",
            self.hits,
            self.hits as f64 / g
        );
        let _ = writeln!(s, "turns losing a number: {}", self.lost_numbers);
        if self.mothers + self.draws > 0 {
            let _ = writeln!(
                s,
                "won by the mother checker: {}, drawn: {}",
                self.mothers, self.draws
            );
        }
        let _ = writeln!(s, "invariants checked: {}, none broken", self.checks);
        s
    }
}

pub(super) fn mix(seed: u64, i: u64) -> u64 {
    let mut z = seed ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The invariants of one turn: `before` played `after` by a play moving the mover's pips by
/// `moved` and hitting checkers worth `hit_pips` to the opponent; how many were checked.
fn check(
    before: &BgPosition,
    after: &BgPosition,
    moved: u32,
    hit_pips: u32,
    pinning: bool,
) -> Result<u32, String> {
    let me = before.turn();
    if after
        .setup()
        .validate_with(before.checkers(me), pinning)
        .is_err()
    {
        return Err(format!("an illegal position: {:?}", after.setup()));
    }
    if after.pips(me) + moved != before.pips(me) {
        return Err("the mover's pips do not fall by the pips played".into());
    }
    if after.pips(me.opposite()) != before.pips(me.opposite()) + hit_pips {
        return Err("the opponent's pips do not grow by his checkers hit".into());
    }
    if after.turn() == me {
        return Err("the turn did not pass".into());
    }
    Ok(4)
}

/// The head rule (`nardy.head`), when the profile has one: at most one checker leaves the
/// 24-point in a turn, two on a side's first throw (all fifteen on it before; any number under
/// the reading that excepts every first throw); how many
/// invariants were checked.
fn head_rule(before: &BgPosition, after: &BgPosition, rules: &BgRules) -> Result<u32, String> {
    if rules.head == Head::Free {
        return Ok(0);
    }
    let me = before.turn();
    let (was, is) = (before.counts(me)[24], after.counts(me)[24]);
    let most = match (rules.head, was == CHECKERS) {
        (_, false) => 1,
        (Head::OneButFirst, true) => CHECKERS,
        (_, true) => 2,
    };
    if was.saturating_sub(is) > most {
        return Err(format!(
            "{} checkers left the head in one turn: {:?}",
            was - is,
            before.setup()
        ));
    }
    Ok(1)
}

/// The bar first: a play whose mover had `on_bar` checkers on the bar enters them (its first
/// moves) before any checker moves elsewhere.
fn bar_first(moves: &[BgMove], on_bar: u8) -> Result<(), String> {
    let entered = moves.iter().filter(|m| usize::from(m.from) == BAR).count();
    let leading = moves
        .iter()
        .take_while(|m| usize::from(m.from) == BAR)
        .count();
    if entered != leading || (leading < moves.len() && leading < usize::from(on_bar)) {
        return Err("a checker moved while another waited on the bar".into());
    }
    Ok(())
}

/// Dutch backgammon (`hit-from: own-checker-home`): in the order the play's moves are written,
/// no checker is hit before one of the mover's is home or off (`me`: his counts before it).
fn hit_after_home(moves: &[BgMove], hits: u32, me: &[u8; 26]) -> Result<(), String> {
    let mut home = me[1..=6].iter().any(|&n| n > 0) || me[OFF] > 0;
    let mut landed = 0u32;
    for m in moves {
        let t = u32::from(m.to);
        if hits & (1 << t) != 0 && landed & (1 << t) == 0 && !home {
            return Err("a checker hit before one of the mover's was home".into());
        }
        landed |= 1 << t;
        home |= m.to <= 6;
    }
    Ok(())
}

/// One random game from the start of `rules`, seeded by `seed`, its statistics added to
/// `stats`: its winner and result, or none for a drawn game (plakoto's two mothers pinned).
/// `first` throws first (a match's game after the first); else a fair coin draws who does.
fn one_game(
    seed: u64,
    rules: &BgRules,
    first: Option<Color>,
    list: &mut BgPlayList,
    stats: &mut BgStats,
) -> Result<Option<(Color, GameResult)>, String> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let coin = if rng.bool() {
        Color::White
    } else {
        Color::Black
    };
    let mut pos = BgSetup::start(rules.start)
        .with_geometry(rules.geometry)
        .with_turn(first.unwrap_or(coin))
        .validate_under(rules)
        .map_err(|e| e.to_string())?;
    // acey-deucey's 1-2: where the special throw stands
    let mut step: Option<AceyStep> = None;
    for _ in 0..10_000 {
        let (after, moves, hits, lost, roll) = match rules.dice {
            Dice::Two => {
                let roll = if step == Some(AceyStep::NameDoublet) {
                    let d = rng.u8(1..=6);
                    Roll::new(d, d)
                } else {
                    Roll::new(rng.u8(1..=6), rng.u8(1..=6))
                }
                .unwrap_or_else(|| unreachable!());
                generate_into(&pos, roll, rules, list);
                let plays = list.plays();
                if plays.is_empty() {
                    return Err("no play, not even the empty one".into());
                }
                let play = plays[rng.usize(..plays.len())];
                let moves: ArrayVec<BgMove, 9> = play.moves().iter().copied().collect();
                (
                    play.apply(&pos),
                    moves,
                    play.hits(),
                    !list.unplayable().is_empty(),
                    Some(roll),
                )
            }
            Dice::Three => {
                let throw = Throw3::new(rng.u8(1..=6), rng.u8(1..=6), rng.u8(1..=6))
                    .unwrap_or_else(|| unreachable!());
                with_throw_list(|l| {
                    generate_three_into(&pos, throw, rules, l);
                    let plays = l.plays();
                    if plays.is_empty() {
                        return Err("no play, not even the empty one".to_string());
                    }
                    let play = plays[rng.usize(..plays.len())];
                    let moves: ArrayVec<BgMove, 9> = play.moves().iter().copied().collect();
                    Ok((
                        play.apply(&pos),
                        moves,
                        play.hits(),
                        l.numbers_played() < l.numbers().len() as u8,
                        None,
                    ))
                })?
            }
        };
        if lost {
            stats.lost_numbers += 1;
        }
        let moved: u32 = moves
            .iter()
            .map(|m| u32::from(m.from) - u32::from(m.to))
            .sum();
        let hit_pips: u32 = (1..=24u32).filter(|t| hits & (1 << t) != 0).sum();
        let mut checks = u64::from(check(&pos, &after, moved, hit_pips, rules.pinning)?);
        if rules.pinning {
            pins::play_keeps_pins(&pos, &after, &moves)?;
            checks += 1;
        }
        if rules.entering == Entering::BarFirst {
            bar_first(&moves, pos.bar(pos.turn()))?;
            checks += 1;
        }
        if rules.hit_from == HitFrom::OwnCheckerHome {
            hit_after_home(&moves, hits, pos.counts(pos.turn()))?;
            checks += 1;
        }
        checks += u64::from(head_rule(&pos, &after, rules)?);
        checks += u64::from(first::first_checker(&pos, &after, rules)?);
        checks += u64::from(first::start_table(&after, pos.turn(), rules)?);
        stats.checks += checks;
        stats.turns += 1;
        stats.hits += u64::from(hits.count_ones());
        let mover = pos.turn();
        pos = after;
        if let (true, Some(roll)) = (rules.acey_deucey, roll) {
            step = acey::next(step, roll, moves.len());
            if step.is_some() {
                pos = pos.with_turn(mover);
            }
        }
        if let Some((winner, r)) = result(&pos, rules) {
            stats.games += 1;
            stats.wins[usize::from(winner == Color::Black)] += 1;
            stats.results[match r {
                GameResult::Single => 0,
                GameResult::Gammon | GameResult::Mother => 1,
                GameResult::Backgammon => 2,
            }] += 1;
            stats.mothers += u64::from(r == GameResult::Mother);
            return Ok(Some((winner, r)));
        }
        if drawn(&pos, rules) {
            stats.games += 1;
            stats.draws += 1;
            return Ok(None);
        }
    }
    Err("a game of 10,000 turns".into())
}

/// The position a random game from the start of `rules` (seeded by `seed`) reaches after
/// `turns` turns, or the last before it ended; for benchmarks and tests that want boards of
/// play.
#[must_use]
pub fn reached(seed: u64, turns: u32, rules: &BgRules) -> BgPosition {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut list = BgPlayList::new();
    let mut pos = BgPosition::from_play(BgSetup::start(rules.start).with_geometry(rules.geometry));
    for _ in 0..turns {
        let roll = Roll::new(rng.u8(1..=6), rng.u8(1..=6)).unwrap_or_else(|| unreachable!());
        generate_into(&pos, roll, rules, &mut list);
        let next = list.plays()[rng.usize(..list.plays().len())].apply(&pos);
        if next.winner().is_some() {
            break;
        }
        pos = next;
    }
    pos
}

/// Plays `games` random games from the start of `rules`, on `threads` threads.
///
/// # Errors
///
/// The first invariant broken, or a thread that could not start.
pub fn run(games: u64, seed: u64, rules: &BgRules, threads: usize) -> Result<BgStats, String> {
    let parts = spread(games, threads, BgStats::default, |i, list, stats| {
        one_game(mix(seed, i), rules, None, list, stats)
            .map(|_| ())
            .map_err(|e| format!("game {i}: {e}"))
    })?;
    let mut total = BgStats::default();
    for p in &parts {
        total.merge(p);
    }
    Ok(total)
}

/// Runs `each` on `0..n` over `threads` threads (item `i` on thread `i % threads`), each thread
/// with its own list of plays and statistics (`start`): the threads' statistics, in order, to be
/// merged by the caller, so that a seed gives the same figures whatever the number of threads.
///
/// # Errors
///
/// The first error of `each`, or a thread that could not start or panicked.
pub(super) fn spread<S: Send>(
    n: u64,
    threads: usize,
    start: impl Fn() -> S + Sync,
    each: impl Fn(u64, &mut BgPlayList, &mut S) -> Result<(), String> + Sync,
) -> Result<Vec<S>, String> {
    let threads = threads.clamp(1, 64) as u64;
    let (start, each) = (&start, &each);
    let results: Vec<Result<S, String>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                std::thread::Builder::new()
                    .spawn_scoped(s, move || {
                        let mut list = BgPlayList::new();
                        let mut stats = start();
                        let mut i = t;
                        while i < n {
                            each(i, &mut list, &mut stats)?;
                            i += threads;
                        }
                        Ok(stats)
                    })
                    .map_err(|e| format!("a thread could not start: {e}"))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.and_then(|h| h.join().unwrap_or_else(|_| Err("a thread panicked".into()))))
            .collect()
    });
    results.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_is_counted_a_win_of_the_side_that_bore_off_fifteen() {
        // every game replayed here draw by draw as `one_game` draws (the side to start, then
        // each roll and the play chosen), its winner read off the final board
        let rules = BgRules::default();
        let mut list = BgPlayList::new();
        let mut seen = [false; 2];
        for seed in 0..24 {
            let mut stats = BgStats::default();
            one_game(seed, &rules, None, &mut list, &mut stats).unwrap();
            let mut rng = fastrand::Rng::with_seed(seed);
            let first = if rng.bool() {
                Color::White
            } else {
                Color::Black
            };
            let mut pos = BgSetup::opening().with_turn(first).validate().unwrap();
            let winner = loop {
                let roll = Roll::new(rng.u8(1..=6), rng.u8(1..=6)).unwrap();
                generate_into(&pos, roll, &rules, &mut list);
                let plays = list.plays();
                pos = plays[rng.usize(..plays.len())].apply(&pos);
                if let Some(w) = pos.winner() {
                    break w;
                }
            };
            let expected = match winner {
                Color::White => [1, 0],
                Color::Black => [0, 1],
            };
            assert_eq!(stats.wins, expected, "seed {seed}");
            seen[expected[1] as usize] = true;
        }
        assert_eq!(seen, [true, true], "both sides win some of these games");
    }

    #[test]
    fn the_same_seed_gives_the_same_games_on_any_threads() {
        let rules = BgRules::default();
        let one = run(60, 7, &rules, 1).unwrap();
        assert_eq!(one, run(60, 7, &rules, 3).unwrap());
        assert_eq!(one.games, 60);
        assert_eq!(one.wins[0] + one.wins[1], 60);
        assert_eq!(one.results.iter().sum::<u64>(), 60);
        assert!(one.hits > 0 && one.turns > 60 * 20);
        assert_ne!(one, run(60, 8, &rules, 1).unwrap());
    }

    #[test]
    fn merge_adds_every_count() {
        let a = BgStats {
            games: 1,
            wins: [1, 0],
            results: [0, 1, 0],
            turns: 5,
            hits: 2,
            lost_numbers: 1,
            checks: 9,
            mothers: 1,
            draws: 0,
        };
        let mut m = a.clone();
        m.merge(&a);
        assert_eq!(
            m,
            BgStats {
                games: 2,
                wins: [2, 0],
                results: [0, 2, 0],
                turns: 10,
                hits: 4,
                lost_numbers: 2,
                checks: 18,
                mothers: 2,
                draws: 0,
            }
        );
        assert!(m.render().contains("turns: 10 (5.0 a game)"));
    }

    #[test]
    fn the_dice_streams_are_splitmix64s() {
        // the first two outputs of SplitMix64 from state 0, as published with the generator
        assert_eq!(mix(0, 1), 0xE220_A839_7B1D_CDAF);
        assert_eq!(mix(0, 2), 0x6E78_9E6A_A1B9_65F4);
        assert_ne!(mix(1, 1), mix(0, 1));
    }

    #[test]
    fn each_invariant_fires_when_broken() {
        let before = BgPosition::opening();
        let mv = |from, to| BgMove { from, to };
        let r31 = Roll::new(3, 1).unwrap();
        let mut list = BgPlayList::new();
        generate_into(&before, r31, &BgRules::default(), &mut list);
        let after = list.plays()[0].apply(&before);
        assert_eq!(check(&before, &after, 4, 0, false), Ok(4));
        assert!(check(&before, &after, 3, 0, false).is_err());
        assert!(check(&before, &after, 4, 1, false).is_err());
        assert!(check(&before, &before, 0, 0, false).is_err());
        // the bar: entered first, or not at all when nothing waits there
        assert_eq!(bar_first(&[mv(25, 22), mv(13, 12)], 1), Ok(()));
        assert_eq!(bar_first(&[mv(25, 22), mv(25, 24)], 2), Ok(()));
        assert_eq!(bar_first(&[mv(13, 10), mv(13, 12)], 0), Ok(()));
        // a checker could not enter: nothing else moves, whatever entered before it
        assert_eq!(bar_first(&[mv(25, 22)], 2), Ok(()));
        assert!(bar_first(&[mv(25, 22), mv(13, 12)], 2).is_err());
        assert!(bar_first(&[mv(13, 12)], 1).is_err());
        assert!(bar_first(&[mv(13, 12), mv(25, 22)], 1).is_err());
    }

    #[test]
    fn a_run_counts_its_checks_and_its_lost_numbers() {
        let s = run(40, 3, &BgRules::default(), 1).unwrap();
        // four invariants of the position and the bar's, each turn
        assert_eq!(s.checks, 5 * s.turns);
        // random play sometimes leaves a number unplayable, seldom
        assert!(s.lost_numbers > 0 && s.lost_numbers * 10 < s.turns, "{s:?}");
    }
}
