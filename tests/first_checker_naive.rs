//! The first-checker rule (jacquet, fevga) and fevga's starting quarter against a naive
//! enumeration written here: every order of the numbers, every checker, by recursion on whole
//! boards, the first checker followed by name as it moves (where it stands, or not yet off the
//! head, or arrived), each rule checked at each single step, the boards reached gathered in a
//! `BTreeSet`, then the rules on the whole throw (the most numbers, else the larger). The
//! engine's plays must leave exactly that set and lose the same numbers, and the judge must
//! accept each of them: on positions reached by random play under each profile's rules, and on
//! built hard cases (the first checker arriving in mid-throw, doublets, a blocked first checker,
//! nothing playable, the starting quarter's sixth point).

use std::collections::BTreeSet;

use tablier::engine::tables::selfplay::reached;
use tablier::engine::tables::{
    generate_into, judge, BgMoveError, BgPlayList, BgPosition, BgRules, BgSetup, FirstChecker,
    FirstCheckerRelease, Gammon, Geometry, Start, Triple, BAR,
};
use tablier::{Color, Roll, RuleId};

/// The mover's point `p` (1..=24) as the opponent numbers it under parallel movement.
fn theirs(p: usize) -> usize {
    if p <= 12 {
        p + 12
    } else {
        p - 12
    }
}

/// The rules of a game of parallel movement from the heads, no hitting, with the given
/// first-checker rule and starting quarter.
fn parallel(first: FirstChecker, release: FirstCheckerRelease, start_table: bool) -> BgRules {
    BgRules {
        geometry: Geometry::Parallel,
        start: Start::Head,
        hitting: false,
        first_checker: first,
        first_checker_release: release,
        start_table,
        gammon: Gammon::NoneOff,
        backgammon: Triple::None,
        cube: false,
        ..BgRules::default()
    }
}

/// Lepeintre's jacquet as its profile reads him.
fn jacquet() -> BgRules {
    parallel(FirstChecker::OwnHome, FirstCheckerRelease::NextThrow, false)
}

/// Fevga as its profile reads the outside sources.
fn fevga() -> BgRules {
    parallel(
        FirstChecker::PastOpponentStart,
        FirstCheckerRelease::AtOnce,
        true,
    )
}

/// The goal of the first checker, from the rule's words: the highest point it must reach.
fn goal(first: FirstChecker) -> usize {
    match first {
        FirstChecker::Free => 24,
        // the quarter facing the talon's: the mover's 1..=6
        FirstChecker::OwnHome => 6,
        // past the opponent's start, his 24 = the mover's 12
        FirstChecker::PastOpponentStart => 11,
        // the opponent's starting quarter, his 19..=24 = the mover's 7..=12
        FirstChecker::OpponentStartQuarter => 12,
    }
}

/// The first checker, followed by name.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum First {
    /// No checker has left the head yet.
    NotYet,
    /// The first checker stands on this point, short of its goal: only it moves.
    Running(usize),
    /// It has arrived: every checker moves.
    Free,
}

/// A board during a play: the mover's checkers, and the first checker's state.
#[derive(Clone, Copy)]
struct Board {
    me: [u8; 26],
    first: First,
}

/// The first checker's state before a throw, read from the board.
fn first_before(me: &[u8; 26], rules: &BgRules) -> First {
    if rules.first_checker == FirstChecker::Free {
        return First::Free;
    }
    match me[24] {
        15 => First::NotYet,
        14 => {
            let p = (1..24).find(|&p| me[p] > 0).unwrap();
            if p <= goal(rules.first_checker) {
                First::Free
            } else {
                First::Running(p)
            }
        }
        _ => First::Free,
    }
}

/// The board after the mover's checker on `from` plays `d`, if every rule allows that step.
fn step(b: &Board, opp: &[u8; 26], from: usize, d: u8, rules: &BgRules) -> Option<Board> {
    if b.me[from] == 0 {
        return None;
    }
    let to = from as i32 - i32::from(d);
    // only the first checker moves until it has arrived
    let first = match b.first {
        First::Free => First::Free,
        First::NotYet if from == 24 => First::Running(to.max(0) as usize),
        First::Running(p) if p == from => First::Running(to.max(0) as usize),
        First::NotYet | First::Running(_) => return None,
    };
    let first = match first {
        First::Running(p)
            if p <= goal(rules.first_checker)
                && rules.first_checker_release == FirstCheckerRelease::AtOnce =>
        {
            First::Free
        }
        f => f,
    };
    let mut n = Board { me: b.me, first };
    n.me[from] -= 1;
    if to >= 1 {
        let t = to as usize;
        // no landing on a point where any opponent checker stands
        if opp[theirs(t)] > 0 {
            return None;
        }
        n.me[t] += 1;
        // not all six points of the starting quarter
        if rules.start_table && (19..=24).all(|p| n.me[p] > 0) {
            return None;
        }
    } else {
        // bearing off: all fifteen home (1..=6); exactly, or from the highest point
        if b.me[7..=BAR].iter().any(|&c| c > 0) {
            return None;
        }
        let highest = (1..=6).rev().find(|&p| b.me[p] > 0).unwrap();
        if to < 0 && from != highest {
            return None;
        }
        n.me[0] += 1;
    }
    Some(n)
}

/// Every way of playing `dice` in every order: the boards reached, with the numbers played.
fn walk(
    b: &Board,
    opp: &[u8; 26],
    dice: &[u8],
    used: Vec<u8>,
    rules: &BgRules,
    out: &mut Vec<([u8; 26], Vec<u8>)>,
) {
    let mut any = false;
    for i in 0..dice.len() {
        if dice[..i].contains(&dice[i]) {
            continue;
        }
        for from in 1..=24 {
            if let Some(n) = step(b, opp, from, dice[i], rules) {
                any = true;
                let mut rest = dice.to_vec();
                rest.remove(i);
                let mut u = used.clone();
                u.push(dice[i]);
                walk(&n, opp, &rest, u, rules, out);
            }
        }
    }
    if !any {
        out.push((b.me, used));
    }
}

/// The naive set of boards (the mover's counts) a throw may leave, and the numbers it loses.
fn naive(pos: &BgPosition, roll: Roll, rules: &BgRules) -> (BTreeSet<[u8; 26]>, Vec<u8>) {
    let me = *pos.counts(pos.turn());
    let opp = *pos.counts(pos.turn().opposite());
    let dice: Vec<u8> = if roll.is_doublet() {
        vec![roll.hi(); 4]
    } else {
        vec![roll.hi(), roll.lo()]
    };
    let mut ends = Vec::new();
    let first = first_before(&me, rules);
    walk(
        &Board { me, first },
        &opp,
        &dice,
        Vec::new(),
        rules,
        &mut ends,
    );
    let best = ends.iter().map(|(_, u)| u.len()).max().unwrap();
    let mut kept: Vec<_> = ends.into_iter().filter(|(_, u)| u.len() == best).collect();
    if !roll.is_doublet() && best == 1 && kept.iter().any(|(_, u)| u[0] == roll.hi()) {
        kept.retain(|(_, u)| u[0] == roll.hi());
    }
    let mut lost = dice.clone();
    if let Some((_, u)) = kept.first() {
        for d in u {
            let i = lost.iter().position(|x| x == d).unwrap();
            lost.remove(i);
        }
    }
    lost.sort_unstable_by(|a, b| b.cmp(a));
    (kept.into_iter().map(|(b, _)| b).collect(), lost)
}

/// The engine's boards and lost numbers against the naive ones; every play judged legal.
/// Returns the number of boards.
fn compare(pos: &BgPosition, roll: Roll, rules: &BgRules, list: &mut BgPlayList) -> usize {
    let (want, want_lost) = naive(pos, roll, rules);
    generate_into(pos, roll, rules, list);
    let mut got = BTreeSet::new();
    for p in list.plays() {
        got.insert(*p.apply(pos).counts(pos.turn()));
    }
    let mut got_lost = list.unplayable().to_vec();
    got_lost.sort_unstable_by(|a, b| b.cmp(a));
    let what = format!(
        "{:?} {roll} {:?} {:?}",
        pos.setup(),
        rules.first_checker,
        rules.first_checker_release
    );
    assert_eq!(got, want, "{what}");
    assert_eq!(
        list.plays().len(),
        want.len(),
        "a board given twice: {what}"
    );
    assert_eq!(got_lost, want_lost, "{what}");
    for p in list.plays().to_vec() {
        let moves: Vec<(u8, u8)> = p.moves().iter().map(|m| (m.from, m.to)).collect();
        assert!(judge(pos, roll, rules, &moves).is_ok(), "{what} {moves:?}");
    }
    want.len()
}

fn position(white: &[(usize, u8)], black: &[(usize, u8)], turn: Color) -> BgPosition {
    BgSetup::from_points(white, black, turn)
        .with_geometry(Geometry::Parallel)
        .validate()
        .unwrap()
}

/// Random positions reached by play under `rules` (many early in the game, where the rule
/// binds), every roll: the pairs compared and the boards found.
fn random_pairs(rules: &BgRules, salt: u64) -> (usize, usize) {
    let mut list = BgPlayList::new();
    let (mut pairs, mut boards) = (0, 0);
    for seed in 0..30 {
        for turns in [0, 1, 2, 3, 4, 6, 8, 12, 30, 60] {
            let pos = reached(seed * 11 + salt, turns, rules);
            for roll in Roll::all() {
                boards += compare(&pos, roll, rules, &mut list);
                pairs += 1;
            }
        }
    }
    (pairs, boards)
}

#[test]
fn jacquet_plays_of_positions_reached_by_play_are_the_naive_ones() {
    let (pairs, boards) = random_pairs(&jacquet(), 1);
    assert!(
        pairs >= 5_000 && boards > 20_000,
        "{pairs} pairs, {boards} boards"
    );
}

#[test]
fn fevga_plays_of_positions_reached_by_play_are_the_naive_ones() {
    let (pairs, boards) = random_pairs(&fevga(), 2);
    assert!(
        pairs >= 5_000 && boards > 20_000,
        "{pairs} pairs, {boards} boards"
    );
}

#[test]
fn the_other_readings_agree_with_the_naive_ones() {
    let mut pairs = 0;
    for (i, first) in [
        FirstChecker::OwnHome,
        FirstChecker::PastOpponentStart,
        FirstChecker::OpponentStartQuarter,
    ]
    .into_iter()
    .enumerate()
    {
        for (j, release) in [FirstCheckerRelease::AtOnce, FirstCheckerRelease::NextThrow]
            .into_iter()
            .enumerate()
        {
            let rules = parallel(first, release, j == 0);
            let mut list = BgPlayList::new();
            for seed in 0..8 {
                for turns in [0, 1, 2, 3, 5, 9] {
                    let pos = reached(seed * 13 + (i * 2 + j) as u64 + 100, turns, &rules);
                    for roll in Roll::all() {
                        compare(&pos, roll, &rules, &mut list);
                        pairs += 1;
                    }
                }
            }
        }
    }
    assert!(pairs >= 6_000, "{pairs}");
}

/// The hard cases, each under every reading of the rule.
fn hard_cases() -> Vec<BgPosition> {
    let w = Color::White;
    vec![
        // the start: the first checker leaves, with any throw
        BgSetup::start(Start::Head)
            .with_geometry(Geometry::Parallel)
            .validate()
            .unwrap(),
        // the first checker on 8: a 2 brings it home, on 6 (jacquet's goal) in mid-throw
        position(&[(24, 14), (8, 1)], &[(24, 14), (19, 1)], w),
        // on 13: one more brings it past the opponent's start (fevga's goal, 11); 12 is his
        position(&[(24, 14), (13, 1)], &[(24, 13), (17, 2)], w),
        // on 14, blocked: the opponent holds 13, 12, 11, 10, 9 and 8 (his 1, 24, 23 .. 20)
        position(
            &[(24, 14), (14, 1)],
            &[(24, 10), (23, 1), (22, 1), (21, 1), (20, 1), (1, 1)],
            w,
        ),
        // on 20, every landing of it blocked but some: nothing or little playable
        position(
            &[(24, 14), (20, 1)],
            &[(7, 10), (6, 1), (5, 1), (4, 1), (3, 1), (2, 1)],
            w,
        ),
        // the first checker just past: the rule no longer binds
        position(&[(24, 14), (5, 1)], &[(24, 14), (18, 1)], w),
        // two off the head: free
        position(&[(24, 13), (18, 1), (10, 1)], &[(24, 13), (20, 2)], w),
        // the starting quarter: 24..=20 held, 19 empty
        position(
            &[(24, 6), (23, 2), (22, 2), (21, 2), (20, 2), (3, 1)],
            &[(24, 10), (13, 5)],
            w,
        ),
        // the same, 19 held and 21 empty
        position(
            &[(24, 6), (23, 2), (22, 2), (19, 2), (20, 2), (3, 1)],
            &[(24, 10), (13, 5)],
            w,
        ),
    ]
}

#[test]
fn the_hard_cases_agree_with_the_naive_ones_under_every_reading() {
    let mut list = BgPlayList::new();
    for pos in hard_cases() {
        for turn in [Color::White, Color::Black] {
            let pos = pos.with_turn(turn);
            for first in [
                FirstChecker::Free,
                FirstChecker::OwnHome,
                FirstChecker::PastOpponentStart,
                FirstChecker::OpponentStartQuarter,
            ] {
                for release in [FirstCheckerRelease::AtOnce, FirstCheckerRelease::NextThrow] {
                    for start_table in [false, true] {
                        let rules = parallel(first, release, start_table);
                        for roll in Roll::all() {
                            compare(&pos, roll, &rules, &mut list);
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn the_readings_differ_where_the_rule_says() {
    // the first checker on 8 throws 6-2: read at once, the 2 brings it to 6 and the 6 may then
    // leave the head (24-18); read from the next throw, only it moves in this throw
    let pos = position(&[(24, 14), (8, 1)], &[(24, 14), (19, 1)], Color::White);
    let roll = Roll::new(6, 2).unwrap();
    let at_once = parallel(FirstChecker::OwnHome, FirstCheckerRelease::AtOnce, false);
    let next = jacquet();
    let (a, _) = naive(&pos, roll, &at_once);
    let (n, lost) = naive(&pos, roll, &next);
    let left_head = |s: &BTreeSet<[u8; 26]>| s.iter().any(|b| b[24] == 13);
    assert!(left_head(&a), "{a:?}");
    assert!(!left_head(&n), "{n:?}");
    // under the next throw, the first checker alone: 8-6 and no 2 from 6 (it would bear
    // off with all others on the head), 8-2 and no 6: the larger number stands
    assert_eq!(lost, [2]);
    // the judge names the rule: 8-6 then 24-18 is refused under the next throw, allowed at once
    let moves = [(8, 6), (24, 18)];
    let err = judge(&pos, roll, &next, &moves).unwrap_err();
    assert_eq!(err.rule(), RuleId::BgFirstChecker, "{err}");
    assert!(matches!(err, BgMoveError::FirstChecker { goal: 6 }));
    assert_eq!(err.culprit(&moves), Some(1));
    assert!(judge(&pos, roll, &at_once, &moves).is_ok());
    // at the start, a second checker off the head is refused, the 6-5 one checker's
    let start = hard_cases()[0];
    let roll = Roll::new(6, 5).unwrap();
    let err = judge(&start, roll, &jacquet(), &[(24, 18), (24, 19)]).unwrap_err();
    assert_eq!(err.rule(), RuleId::BgFirstChecker, "{err}");
    assert!(judge(&start, roll, &jacquet(), &[(24, 13)]).is_ok());
    // the starting quarter: 19 would be the sixth point held
    let pos = hard_cases()[7];
    let err = judge(
        &pos,
        Roll::new(4, 1).unwrap(),
        &fevga(),
        &[(23, 19), (3, 2)],
    )
    .unwrap_err();
    assert_eq!(err.rule(), RuleId::FevgaStartTable, "{err}");
    assert!(judge(
        &pos,
        Roll::new(4, 1).unwrap(),
        &fevga(),
        &[(24, 20), (3, 2)]
    )
    .is_ok());
}
