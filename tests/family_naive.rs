//! Issue 37 §4: the legal plays of Dutch backgammon (seed 002, and play65's mixed entering) and
//! acey-deucey against a naive enumeration written here, slow and plain: every order of the
//! numbers, every checker, by recursion on whole setups, each step judged on the board it
//! starts from (may this checker move while others wait on the bar? may it hit yet?), the
//! positions reached gathered in a `BTreeSet`,
//! then the rules on the whole throw (the most numbers, else the larger). The engine's fast
//! generator must give the same resulting positions, numbers played and numbers lost, with
//! ways of playing that replay to their position: on positions reached by random play from the
//! start in hand (each move chosen among the naive plays), and on built hard cases (checkers in
//! hand and on the bar, the hit condition at its edge: a checker one number from home and a
//! blot the other number away).

use std::collections::BTreeSet;

use tablier::engine::tables::{
    generate_into, side, BgPlayList, BgPosition, BgRules, BgSetup, Entering, HitFrom, Start, BAR,
    OFF,
};
use tablier::{Color, Roll};

mod common_rng;
use common_rng::Rng;

fn roll(rng: &mut Rng) -> Roll {
    Roll::new(rng.below(6) as u8 + 1, rng.below(6) as u8 + 1).unwrap()
}

/// Dutch backgammon's settings (seed 002, «holandês Gamão»).
fn dutch() -> BgRules {
    BgRules {
        start: Start::InHand,
        hit_from: HitFrom::OwnCheckerHome,
        ..BgRules::default()
    }
}

/// Acey-deucey's settings for the plays of one throw (seed 002, «Acey Deucey»).
fn acey() -> BgRules {
    BgRules {
        start: Start::InHand,
        entering: Entering::Mixed,
        cube: false,
        ..BgRules::default()
    }
}

/// A board during a play: the mover's checkers `me` and the opponent's `opp`, each in its own
/// numbering (the mover's point `p` is the opponent's `25 - p`).
type Board = ([u8; 26], [u8; 26]);

/// The board after one number `d` played by the mover's checker on `from`, if it may be.
fn play_one(b: &Board, from: usize, d: u8, rules: &BgRules) -> Option<Board> {
    let (me, opp) = b;
    if me[from] == 0 {
        return None;
    }
    // the bar enters first, unless entering and moving mix
    if rules.entering == Entering::BarFirst && me[BAR] > 0 && from != BAR {
        return None;
    }
    let mut n = *b;
    n.0[from] -= 1;
    let to = from as i32 - i32::from(d);
    if to >= 1 {
        let t = to as usize;
        let there = opp[25 - t];
        if there >= 2 {
            return None;
        }
        if there == 1 {
            // Dutch: no hit before one of the mover's checkers is home (or off)
            let reached_home = me[1..=6].iter().any(|&c| c > 0) || me[OFF] > 0;
            if !rules.hitting || (rules.hit_from == HitFrom::OwnCheckerHome && !reached_home) {
                return None;
            }
            n.1[25 - t] = 0;
            n.1[BAR] += 1;
        }
        n.0[t] += 1;
        return Some(n);
    }
    // bearing off: all fifteen home (none on the bar, in hand)
    if me[7..=BAR].iter().any(|&c| c > 0) {
        return None;
    }
    // a higher number only from the highest point occupied
    if to < 0 && me[from + 1..=6].iter().any(|&c| c > 0) {
        return None;
    }
    n.0[OFF] += 1;
    Some(n)
}

/// Every way of playing any part of the throw: (numbers played, first number played, board).
fn walk(
    b: &Board,
    dice: &[u8],
    played: usize,
    first: u8,
    rules: &BgRules,
    out: &mut BTreeSet<(usize, u8, Board)>,
) {
    out.insert((played, first, *b));
    for i in 0..dice.len() {
        let mut rest = dice.to_vec();
        let d = rest.remove(i);
        for from in 1..=BAR {
            if let Some(n) = play_one(b, from, d, rules) {
                let f = if played == 0 { d } else { first };
                walk(&n, &rest, played + 1, f, rules, out);
            }
        }
    }
}

/// The naive answer: the resulting positions, the numbers each play plays, the lost numbers.
fn naive(pos: &BgPosition, roll: Roll, rules: &BgRules) -> (BTreeSet<Board>, usize, Vec<u8>) {
    let c = pos.turn();
    let start = (*pos.counts(c), *pos.counts(c.opposite()));
    let dice: Vec<u8> = if roll.is_doublet() {
        vec![roll.hi(); 4]
    } else {
        vec![roll.hi(), roll.lo()]
    };
    let mut all = BTreeSet::new();
    walk(&start, &dice, 0, 0, rules, &mut all);
    let played = all.iter().map(|w| w.0).max().unwrap();
    let mut kept: Vec<_> = all.into_iter().filter(|w| w.0 == played).collect();
    let mut lost = dice[played..].to_vec();
    if !roll.is_doublet() && played == 1 {
        if kept.iter().any(|w| w.1 == roll.hi()) {
            kept.retain(|w| w.1 == roll.hi());
            lost = vec![roll.lo()];
        } else {
            lost = vec![roll.hi()];
        }
    }
    (kept.into_iter().map(|w| w.2).collect(), played, lost)
}

/// Whether the written moves replay, number by number in one order of the throw, to `end`.
fn replays(pos: &BgPosition, roll: Roll, rules: &BgRules, moves: &[(u8, u8)], end: &Board) -> bool {
    let c = pos.turn();
    let orders: Vec<Vec<u8>> = if roll.is_doublet() {
        vec![vec![roll.hi(); 4]]
    } else {
        vec![vec![roll.hi(), roll.lo()], vec![roll.lo(), roll.hi()]]
    };
    orders.iter().any(|dice| {
        let mut b = (*pos.counts(c), *pos.counts(c.opposite()));
        for (&(from, to), &d) in moves.iter().zip(dice) {
            let lands = i32::from(from) - i32::from(d);
            if !(i32::from(to) == lands || (to == 0 && lands < 0)) {
                return false;
            }
            match play_one(&b, usize::from(from), d, rules) {
                Some(n) => b = n,
                None => return false,
            }
        }
        b == *end
    })
}

/// What the comparisons met, so that the test can say the hard cases were there.
#[derive(Default, Debug)]
struct Seen {
    cases: usize,
    bar: usize,
    bar_and_board: usize,
    no_home_blot: usize,
    home_then_hit: usize,
    hits: usize,
    bear_off: usize,
    doublets: usize,
    lost: usize,
}

/// The engine against the naive enumeration on one (position, roll, rules).
fn compare(pos: &BgPosition, roll: Roll, rules: &BgRules, list: &mut BgPlayList, seen: &mut Seen) {
    let (want, played, lost) = naive(pos, roll, rules);
    generate_into(pos, roll, rules, list);
    let c = pos.turn();
    let got: Vec<Board> = list
        .plays()
        .iter()
        .map(|p| {
            let s = p.apply(pos);
            (*s.counts(c), *s.counts(c.opposite()))
        })
        .collect();
    let got_set: BTreeSet<Board> = got.iter().copied().collect();
    let what = || format!("{:?} {roll}", pos.setup());
    assert_eq!(got.len(), got_set.len(), "a position twice: {}", what());
    assert_eq!(got_set, want, "resulting positions: {}", what());
    assert_eq!(
        usize::from(list.numbers_played()),
        played,
        "numbers played: {}",
        what()
    );
    assert_eq!(list.unplayable(), &lost[..], "lost numbers: {}", what());
    for (p, end) in list.plays().iter().zip(&got) {
        let moves: Vec<(u8, u8)> = p.moves().iter().map(|m| (m.from, m.to)).collect();
        assert!(
            replays(pos, roll, rules, &moves, end),
            "{moves:?} does not replay: {}",
            what()
        );
        let hit = end.1[BAR] - pos.bar(c.opposite());
        assert_eq!(
            p.hit_count(),
            u32::from(hit),
            "hits of {moves:?}: {}",
            what()
        );
        seen.hits += usize::from(hit > 0);
        seen.bear_off += usize::from(moves.iter().any(|m| m.1 == 0));
        // a hit in a throw that began with no checker home: one came home first
        let me = pos.counts(c);
        if hit > 0 && me[1..=6].iter().all(|&n| n == 0) && me[OFF] == 0 {
            seen.home_then_hit += 1;
        }
    }
    let me = pos.counts(c);
    seen.cases += 1;
    seen.bar += usize::from(me[BAR] > 0);
    seen.bar_and_board += usize::from(me[BAR] > 0 && me[1..BAR].iter().any(|&n| n > 0));
    let blots = (1..=24).any(|t| pos.counts(c.opposite())[25 - t] == 1);
    seen.no_home_blot += usize::from(blots && me[1..=6].iter().all(|&n| n == 0) && me[OFF] == 0);
    seen.doublets += usize::from(roll.is_doublet());
    seen.lost += usize::from(!lost.is_empty());
}

/// Positions reached by random play from the start in hand (each move chosen among the naive
/// plays), each with the roll thrown on it.
fn played(rng: &mut Rng, rules: &BgRules, want: usize) -> Vec<(BgPosition, Roll)> {
    let mut out = Vec::new();
    while out.len() < want {
        let first = if rng.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        let mut pos = BgSetup::start(rules.start)
            .with_turn(first)
            .validate()
            .unwrap();
        while pos.winner().is_none() && out.len() < want {
            let roll = roll(rng);
            out.push((pos, roll));
            let plays: Vec<_> = naive(&pos, roll, rules).0.into_iter().collect();
            let (me, opp) = plays[rng.below(plays.len())];
            let mut s = BgSetup::empty().with_turn(pos.turn().opposite());
            s.points[side(pos.turn())] = me;
            s.points[side(pos.turn().opposite())] = opp;
            pos = s.validate().unwrap();
        }
    }
    out
}

/// Built hard cases: the mover with checkers in hand and spread on the board, none home, some
/// one or two numbers from home (points 7..=12), the opponent's checkers often lone.
fn built(rng: &mut Rng, n: usize) -> Vec<(BgPosition, Roll)> {
    let mut out = Vec::new();
    while out.len() < n {
        let turn = if rng.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        let mut s = BgSetup::empty().with_turn(turn);
        let (me, opp) = (side(turn), 1 - side(turn));
        let home = rng.below(4) == 0;
        let mut left = 15u8;
        while left > 0 {
            let p = match rng.below(8) {
                0 | 1 => BAR,
                2 | 3 => 7 + rng.below(6),
                4 if home => 1 + rng.below(6),
                _ => 7 + rng.below(18),
            };
            let p = p.min(BAR);
            s.points[me][p] += 1;
            left -= 1;
        }
        let mut left = 15u8;
        while left > 0 {
            let p = match rng.below(6) {
                0 => BAR,
                1 => OFF,
                // lone checkers on the mover's 1..=18 (the opponent's 7..=24)
                _ => 7 + rng.below(18),
            };
            if (1..=24).contains(&p) && s.points[me][25 - p] > 0 {
                s.points[opp][OFF] += 1;
            } else {
                s.points[opp][p] += 1;
            }
            left -= 1;
        }
        if let Ok(pos) = s.validate() {
            if pos.winner().is_none() {
                out.push((pos, roll(rng)));
            }
        }
    }
    out
}

fn run(rules: &BgRules, seed: u64) -> Seen {
    let mut rng = Rng(seed);
    let mut list = BgPlayList::new();
    let mut seen = Seen::default();
    let mut cases = played(&mut rng, rules, 5_000);
    cases.extend(built(&mut rng, 1_000));
    for (pos, roll) in &cases {
        compare(pos, *roll, rules, &mut list, &mut seen);
    }
    // every roll on the start in hand, for either side
    for turn in [Color::White, Color::Black] {
        let pos = BgSetup::start(Start::InHand)
            .with_turn(turn)
            .validate()
            .unwrap();
        for roll in Roll::all() {
            compare(&pos, roll, rules, &mut list, &mut seen);
        }
    }
    assert_eq!(seen.cases, 6_000 + 42);
    seen
}

#[test]
fn dutch_backgammon_plays_are_the_naive_ones() {
    let s = run(&dutch(), 0xD07C_4BAC);
    println!("{s:?}");
    for (name, n) in [
        ("checkers in hand", s.bar),
        ("blots before any checker home", s.no_home_blot),
        ("a checker home, then a hit, in one throw", s.home_then_hit),
        ("hits", s.hits),
        ("bearing off", s.bear_off),
        ("doublets", s.doublets),
        ("lost numbers", s.lost),
    ] {
        assert!(n >= 20, "{name}: {n}");
    }
}

#[test]
fn acey_deucey_plays_are_the_naive_ones() {
    let s = run(&acey(), 0xACE7_DE0C);
    println!("{s:?}");
    for (name, n) in [
        ("checkers in hand", s.bar),
        ("checkers in hand and on the board", s.bar_and_board),
        ("hits", s.hits),
        ("bearing off", s.bear_off),
        ("doublets", s.doublets),
    ] {
        assert!(n >= 20, "{name}: {n}");
    }
    // entering and moving mixed, a number is seldom lost
    assert!(s.lost >= 10, "lost numbers: {}", s.lost);
}

/// The edge of the Dutch condition, built: a checker on the 8-point, a blot on the mover's
/// 15-point, no checker home. With 6-2 the 2 brings the 8 home, then the 6 may hit from 21;
/// the 6 first may not hit.
#[test]
fn a_checker_home_first_opens_the_hit() {
    let s = BgSetup::from_points(
        &[(8, 1), (21, 1), (BAR, 13)],
        &[(10, 1), (24, 14)],
        Color::White,
    );
    let pos = s.validate().unwrap();
    let rules = dutch();
    let (want, _, _) = naive(&pos, Roll::new(6, 2).unwrap(), &rules);
    let mut list = BgPlayList::new();
    let mut seen = Seen::default();
    compare(&pos, Roll::new(6, 2).unwrap(), &rules, &mut list, &mut seen);
    // a mover on the bar enters first: nothing but bar entries; so the hit never comes here
    assert!(want.iter().all(|(_, o)| o[BAR] == 0));
    // the same with the bar empty (the other checkers on 22): the hit comes only after 8-6
    let s = BgSetup::from_points(
        &[(8, 1), (21, 1), (22, 13)],
        &[(10, 1), (24, 14)],
        Color::White,
    );
    let pos = s.validate().unwrap();
    let (want, _, _) = naive(&pos, Roll::new(6, 2).unwrap(), &rules);
    let hits: Vec<_> = want.iter().filter(|(_, o)| o[BAR] == 1).collect();
    assert_eq!(hits.len(), 1, "{want:?}");
    assert_eq!(hits[0].0[6], 1);
    assert_eq!(hits[0].0[15], 1);
    compare(&pos, Roll::new(6, 2).unwrap(), &rules, &mut list, &mut seen);
    // and standard backgammon hits either way
    let (std_plays, _, _) = naive(&pos, Roll::new(6, 2).unwrap(), &BgRules::default());
    assert!(std_plays.iter().filter(|(_, o)| o[BAR] == 1).count() > 1);
    compare(
        &pos,
        Roll::new(6, 2).unwrap(),
        &BgRules::default(),
        &mut list,
        &mut seen,
    );
}

/// The parts of acey-deucey's 1-2 turn, through the game (`BgGame::play`): the 1-2, the doublet
/// named, the throw again, each part's plays against the naive ones, and after each part the
/// side to play as seed 002 («Acey Deucey», fourth difference) has it: the same player after a
/// 1-2 played whole and after the named doublet played whole, else the other.
#[test]
fn acey_deucey_turns_keep_the_player_while_each_part_is_whole() {
    use tablier::engine::tables::BgGame;
    let rules = BgRules {
        acey_deucey: true,
        ..acey()
    };
    let mut rng = Rng(0x12AC_E712);
    let mut list = BgPlayList::new();
    let mut seen = Seen::default();
    let (mut specials, mut doublets_whole, mut forfeits) = (0, 0, 0);
    for _ in 0..60 {
        let start = BgSetup::start(Start::InHand)
            .with_turn(Color::White)
            .validate()
            .unwrap();
        let mut g = BgGame::new(start, rules.clone());
        // whether the next part is the doublet the player names
        let mut naming = false;
        while g.ended.is_none() {
            let pos = g.position;
            let c = pos.turn();
            let roll = if naming {
                let d = rng.below(6) as u8 + 1;
                Roll::new(d, d).unwrap()
            } else {
                roll(&mut rng)
            };
            compare(&pos, roll, &rules, &mut list, &mut seen);
            let (_, played, _) = naive(&pos, roll, &rules);
            generate_into(&pos, roll, &rules, &mut list);
            let play = list.plays()[rng.below(list.plays().len())];
            let moves: Vec<(u8, u8)> = play.moves().iter().map(|m| (m.from, m.to)).collect();
            g.play(c, roll, &moves).unwrap();
            if g.ended.is_some() {
                break;
            }
            let goes_on = if naming {
                doublets_whole += usize::from(played == 4);
                played == 4
            } else {
                roll.numbers() == [2, 1] && played == 2
            };
            if roll.numbers() == [2, 1] && !naming {
                specials += 1;
                forfeits += usize::from(played < 2);
            }
            naming = !naming && roll.numbers() == [2, 1] && played == 2;
            let next = if goes_on { c } else { c.opposite() };
            assert_eq!(g.position.turn(), next, "{:?} {roll}", pos.setup());
        }
    }
    assert!(
        specials >= 100 && doublets_whole >= 50,
        "{specials} {doublets_whole}"
    );
    println!("1-2 thrown {specials}, not whole {forfeits}; doublets named and played whole {doublets_whole}");
}

/// Dutch backgammon as play65's page has it: the hit condition with entering and moving mixed.
#[test]
fn dutch_play65_plays_are_the_naive_ones() {
    let rules = BgRules {
        entering: Entering::Mixed,
        ..dutch()
    };
    let s = run(&rules, 0x0065_D07C);
    println!("{s:?}");
    for (name, n) in [
        ("checkers in hand and on the board", s.bar_and_board),
        ("blots before any checker home", s.no_home_blot),
        ("a checker home, then a hit, in one throw", s.home_then_hit),
        ("doublets", s.doublets),
    ] {
        assert!(n >= 20, "{name}: {n}");
    }
}
