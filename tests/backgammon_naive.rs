//! Backgammon's legal plays against a naive enumeration written here, slow and plain: every
//! order of the numbers, every checker, by recursion on whole setups, the positions reached
//! gathered in a `BTreeSet`, then the rules on the whole throw (the most numbers, else the
//! larger, the French rule). The engine must give the same resulting positions, the same count
//! of numbers played, the same lost numbers, and ways of playing that replay to their position;
//! on the opening and nackgammon starts with every roll, and on many positions reached by random
//! play or dropped at random, under each bearing-off rule, with and without hitting.

use tablier::engine::tables::{side, BearOff, BgPlayList, BgPosition, BgRules, BgSetup, BAR, OFF};
use tablier::{Color, Roll};

mod common_bg;
mod common_bg_naive;
mod common_rng;
use common_bg::bench_positions;
use common_bg_naive::{compare, naive, roll, Seen};
use common_rng::Rng;

fn profiles() -> Vec<BgRules> {
    let mut v = Vec::new();
    for bear_off in [BearOff::English, BearOff::French, BearOff::FrenchMost] {
        for hitting in [true, false] {
            v.push(BgRules {
                bear_off,
                hitting,
                ..BgRules::default()
            });
        }
    }
    v
}

/// Positions reached by random play (each move chosen among the naive plays), from both
/// starts, each with the roll thrown on it.
fn played(rng: &mut Rng, rules: &BgRules, want: usize) -> Vec<(BgPosition, Roll)> {
    let starts = [
        BgPosition::opening(),
        BgSetup::nackgammon().validate().unwrap(),
    ];
    let mut out = Vec::new();
    let mut game = 0;
    while out.len() < want {
        let mut pos = starts[game % 2];
        game += 1;
        while pos.winner().is_none() && out.len() < want {
            let roll = roll(rng);
            out.push((pos, roll));
            let plays: Vec<_> = naive(&pos, roll, rules).0.positions.into_iter().collect();
            let (me, opp) = plays[rng.below(plays.len())];
            let mut s = BgSetup::empty().with_turn(pos.turn().opposite());
            s.points[side(pos.turn())] = me;
            s.points[side(pos.turn().opposite())] = opp;
            pos = s.validate().unwrap();
        }
    }
    out
}

/// Positions dropped at random (some checkers on the bar, some off, many home, points often
/// made): closed boards, lone numbers and the larger-number rule come up often.
fn dropped(rng: &mut Rng, n: usize) -> Vec<(BgPosition, Roll)> {
    let mut out = Vec::new();
    while out.len() < n {
        let turn = if rng.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        let mut s = BgSetup::empty().with_turn(turn);
        let home = rng.below(3);
        for sd in 0..2 {
            let mut left = 15u8;
            while left > 0 {
                let p = match rng.below(20) {
                    0 => BAR,
                    1 => OFF,
                    _ if home > 0 && rng.below(2) == 0 => rng.below(6) + 1,
                    _ => rng.below(24) + 1,
                };
                let other = if (1..=24).contains(&p) {
                    s.points[1 - sd][25 - p]
                } else {
                    0
                };
                let q = if other > 0 { OFF } else { p };
                let k = if rng.below(2) == 0 { left.min(2) } else { 1 };
                s.points[sd][q] += k;
                left -= k;
            }
        }
        if let Ok(pos) = s.validate() {
            if pos.winner().is_none() {
                out.push((pos, roll(rng)));
            }
        }
    }
    out
}

#[test]
fn every_roll_from_the_starts_and_the_benchmark_boards() {
    let positions = bench_positions();
    let mut list = BgPlayList::new();
    let mut seen = Seen::default();
    for rules in profiles() {
        for pos in &positions {
            for pos in [*pos, pos.mirror()] {
                for roll in Roll::all() {
                    compare(&pos, roll, &rules, &mut list, &mut seen);
                }
            }
        }
    }
    assert_eq!(seen.cases, 6 * 14 * 21);
    assert!(seen.bar > 0 && seen.bear_off > 0 && seen.hits > 0);
}

#[test]
fn random_play_and_dropped_positions() {
    let mut rng = Rng(0x07AB_11E5);
    let mut list = BgPlayList::new();
    let mut seen = Seen::default();
    for rules in profiles() {
        let mut cases = played(&mut rng, &rules, 600);
        cases.extend(dropped(&mut rng, 400));
        for (pos, roll) in &cases {
            compare(pos, *roll, &rules, &mut list, &mut seen);
        }
    }
    let s = &seen;
    assert_eq!(s.cases, 6 * 1000);
    // the hard cases were met, many times each
    for (name, n) in [
        ("bar", s.bar),
        ("bear-off", s.bear_off),
        ("doublets", s.doublets),
        ("lost numbers", s.lost),
        ("one number of two", s.larger_only),
        ("French rule differing", s.french_differs),
        ("hits", s.hits),
    ] {
        assert!(n >= 20, "{name}: {n}");
    }
}
