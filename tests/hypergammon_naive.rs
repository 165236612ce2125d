//! Issue 37: hypergammon's legal plays (one, two and three checkers a side, as the profile's
//! `start` says) against the naive enumeration of `common_bg_naive`, which reads no count of
//! checkers. Hypergammon with one checker is checked on every position it has (each side's
//! checker on any point, the bar or off, the game not over) with every roll; each start on
//! 2,000 and more (position, roll) pairs reached by random play from it (each move chosen among
//! the naive plays), and on positions dropped at random (checkers on the bar, home, off).
//! The resulting positions must be the same sets, and a play must keep each side's count.

use tablier::engine::tables::{side, BgPlayList, BgPosition, BgRules, BgSetup, Start, BAR, OFF};
use tablier::{Color, Roll};

mod common_bg_naive;
mod common_rng;
use common_bg_naive::{compare, naive, roll, Seen};
use common_rng::Rng;

fn rules(start: Start, hitting: bool) -> BgRules {
    BgRules {
        start,
        hitting,
        ..BgRules::default()
    }
}

/// Positions reached by random play from the start of `rules`, each with the roll thrown on
/// it.
fn played(rng: &mut Rng, rules: &BgRules, want: usize) -> Vec<(BgPosition, Roll)> {
    let n = rules.start.checkers();
    let mut out = Vec::new();
    let mut games = 0;
    while out.len() < want {
        let first = if games % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        games += 1;
        let mut pos = BgSetup::start(rules.start)
            .with_turn(first)
            .validate_under(rules)
            .unwrap();
        while pos.winner().is_none() && out.len() < want {
            let roll = roll(rng);
            out.push((pos, roll));
            let plays: Vec<_> = naive(&pos, roll, rules).0.positions.into_iter().collect();
            let (me, opp) = plays[rng.below(plays.len())];
            let mut s = BgSetup::empty().with_turn(pos.turn().opposite());
            s.points[side(pos.turn())] = me;
            s.points[side(pos.turn().opposite())] = opp;
            pos = s.validate_for(n).unwrap();
        }
    }
    assert!(games > 20, "{games} games");
    out
}

/// Positions of `n` checkers a side dropped at random: on the bar, off, often all home.
fn dropped(rng: &mut Rng, n: u8, want: usize) -> Vec<(BgPosition, Roll)> {
    let mut out = Vec::new();
    while out.len() < want {
        let turn = if rng.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        let mut s = BgSetup::empty().with_turn(turn);
        let home = rng.below(2) == 0;
        for sd in 0..2 {
            for _ in 0..n {
                let p = match rng.below(8) {
                    0 => BAR,
                    1 => OFF,
                    _ if home => rng.below(6) + 1,
                    _ => rng.below(24) + 1,
                };
                s.points[sd][p] += 1;
            }
        }
        if let Ok(pos) = s.validate_for(n) {
            if pos.winner().is_none() {
                out.push((pos, roll(rng)));
            }
        }
    }
    out
}

/// Every kind of throw came up, `min` times each at least (hits where `rules` hit).
fn covered(what: &str, rules: &BgRules, s: &Seen, min: usize) {
    for (name, n) in [
        ("bar", s.bar),
        ("bear-off", s.bear_off),
        ("doublets", s.doublets),
        ("lost numbers", s.lost),
    ] {
        assert!(n >= min, "{what}: {name}: {n} ({s:?})");
    }
    if rules.hitting {
        assert!(s.hits >= min, "{what}: hits: {} ({s:?})", s.hits);
    } else {
        assert_eq!(s.hits, 0, "{what}: a hit without hitting");
    }
}

#[test]
fn one_checker_every_position_and_roll() {
    let mut list = BgPlayList::new();
    for hitting in [true, false] {
        let rules = rules(Start::Hyper1, hitting);
        let mut seen = Seen::default();
        for turn in [Color::White, Color::Black] {
            for w in 0..=BAR {
                for b in 0..=BAR {
                    let mut s = BgSetup::empty().with_turn(turn);
                    s.points[0][w] = 1;
                    s.points[1][b] = 1;
                    let Ok(pos) = s.validate_under(&rules) else {
                        continue; // both on one point
                    };
                    if pos.winner().is_some() {
                        continue;
                    }
                    for roll in Roll::all() {
                        compare(&pos, roll, &rules, &mut list, &mut seen);
                        for p in list.plays() {
                            let after = p.apply(&pos);
                            assert_eq!(after.checkers(turn), 1);
                            assert_eq!(after.checkers(turn.opposite()), 1);
                        }
                    }
                }
            }
        }
        // 25 x 25 boards with both checkers on (less the 24 shared points), by two turns
        assert_eq!(seen.cases, 2 * (25 * 25 - 24) * 21, "hitting {hitting}");
        covered("hypergammon-1", &rules, &seen, 100);
    }
}

#[test]
fn each_start_by_random_play_and_dropped_positions() {
    let mut rng = Rng(0x4E7E_5037);
    let mut list = BgPlayList::new();
    for start in [Start::Hyper1, Start::Hyper2, Start::Hyper3] {
        for hitting in [true, false] {
            let rules = rules(start, hitting);
            let mut seen = Seen::default();
            let mut cases = played(&mut rng, &rules, 2_000);
            cases.extend(dropped(&mut rng, start.checkers(), 600));
            for (pos, roll) in &cases {
                compare(pos, *roll, &rules, &mut list, &mut seen);
            }
            assert_eq!(seen.cases, 2_600);
            covered(start.as_str(), &rules, &seen, 10);
        }
    }
}
