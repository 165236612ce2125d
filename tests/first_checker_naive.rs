//! The first-checker rule (jacquet, fevga) and fevga's starting quarter against a naive
//! enumeration written here: every order of the numbers, every checker, by recursion on whole
//! boards, the first checker followed by name as it moves (where it stands, or not yet off the
//! head, or arrived), each rule checked at each single step, the boards reached gathered in a
//! `BTreeSet`, then the rules on the whole throw (the most numbers, else the larger). The
//! engine's plays must leave exactly that set and lose the same numbers, and the judge must
//! accept each of them: on positions reached by random play under each profile's rules, and on
//! built hard cases (the first checker arriving in mid-throw, doublets, a blocked first checker,
//! nothing playable, the starting quarter's sixth point).

mod common_first_checker;

use std::collections::BTreeSet;

use common_first_checker::{fevga, jacquet, naive, parallel};
use tablier::engine::tables::selfplay::reached;
use tablier::engine::tables::{
    generate_into, judge, BgMoveError, BgPlayList, BgPosition, BgRules, BgSetup, FirstChecker,
    FirstCheckerRelease, Geometry, Start,
};
use tablier::{Color, Roll, RuleId};

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

#[test]
fn a_prime_the_opponent_is_all_caught_behind_is_opened_when_it_can_be() {
    use common_first_checker::trapping;
    use tablier::engine::tables::PrimeOpen;
    let mut list = BgPlayList::new();
    let w = Color::White;
    // White holds his 11..=6, Black's 23..=18; Black's checkers all on his 24, just behind, or
    // one of them past
    let cases = [
        (
            vec![(24, 3), (11, 2), (10, 2), (9, 2), (8, 2), (7, 2), (6, 2)],
            vec![(24, 15)],
        ),
        // White holds his 21..=16, Black's 9..=4; Black spread behind, on his 24 and 12
        (
            vec![(21, 3), (20, 3), (19, 2), (18, 2), (17, 2), (16, 3)],
            vec![(24, 13), (12, 2)],
        ),
        (
            vec![(24, 3), (11, 2), (10, 2), (9, 2), (8, 2), (7, 2), (6, 2)],
            vec![(24, 14), (16, 1)],
        ),
        // a six White cannot open with small numbers: three on each point, his last ones
        (
            vec![(11, 3), (10, 3), (9, 3), (8, 2), (7, 2), (6, 2)],
            vec![(24, 15)],
        ),
        // a six across Black's head: no point behind it
        (
            vec![(15, 3), (14, 3), (13, 3), (12, 2), (11, 2), (10, 2)],
            vec![(16, 15)],
        ),
    ];
    let mut differ = 0;
    for (white, black) in cases {
        let pos = position(&white, &black, w);
        for prime in [PrimeOpen::AllBehind, PrimeOpen::AllOnThePointBehind] {
            let rules = BgRules {
                prime_open: prime,
                ..fevga()
            };
            let free = BgRules {
                prime_open: PrimeOpen::Free,
                ..fevga()
            };
            for roll in Roll::all() {
                compare(&pos, roll, &rules, &mut list);
                differ += usize::from(naive(&pos, roll, &rules).0 != naive(&pos, roll, &free).0);
            }
        }
    }
    assert!(differ >= 20, "{differ}");
    // the readings differ: Black spread behind traps under the one, not the other
    let pos = position(
        &[(21, 3), (20, 3), (19, 2), (18, 2), (17, 2), (16, 3)],
        &[(24, 13), (12, 2)],
        w,
    );
    let (me, opp) = (*pos.counts(w), *pos.counts(Color::Black));
    assert_eq!(trapping(&me, &opp, PrimeOpen::AllBehind), [16]);
    assert!(trapping(&me, &opp, PrimeOpen::AllOnThePointBehind).is_empty());
    // the judge names the rule
    let start = position(
        &[(24, 3), (11, 2), (10, 2), (9, 2), (8, 2), (7, 2), (6, 2)],
        &[(24, 15)],
        w,
    );
    let roll = Roll::new(6, 5).unwrap();
    let err = judge(&start, roll, &fevga(), &[(24, 18), (24, 19)]).unwrap_err();
    assert_eq!(err.rule(), RuleId::FevgaPrimeOpen, "{err}");
    assert!(judge(&start, roll, &fevga(), &[(11, 5), (11, 6)]).is_ok());
}
