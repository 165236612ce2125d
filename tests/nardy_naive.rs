//! Long nardy's legal plays (parallel movement, no hitting, the head rule and the six-block
//! rule) against a naive enumeration written here, slow and plain: every order of the numbers,
//! every checker, by recursion on whole boards, each rule checked at each single step, the
//! boards reached gathered in a `BTreeSet`, then the rules on the whole throw (the most numbers,
//! else the larger). The engine's plays must leave exactly that set of boards and lose the same
//! numbers: on positions reached by random play from the head start, and on built hard cases
//! (the head on the first throw with 6-6, 4-4 and 3-3, a six-block with and without an
//! opponent checker ahead, bearing off), under each reading of the head rule.

use std::collections::BTreeSet;

use tablier::engine::tables::selfplay::reached;
use tablier::engine::tables::{
    generate_into, judge, side, BgPlayList, BgPosition, BgRules, BgSetup, Gammon, Geometry, Head,
    Start, Triple, BAR,
};
use tablier::{Color, Roll};

/// The mover's point `p` (1..=24) as the opponent numbers it, both going round the same way
/// from diagonal corners: twelve points on.
fn theirs(p: usize) -> usize {
    if p <= 12 {
        p + 12
    } else {
        p - 12
    }
}

fn nardy(head: Head) -> BgRules {
    BgRules {
        geometry: Geometry::Parallel,
        start: Start::Head,
        hitting: false,
        head,
        six_block: true,
        gammon: Gammon::NoneOff,
        backgammon: Triple::None,
        ..BgRules::default()
    }
}

/// A board during a play: the mover's checkers, how many left the head.
#[derive(Clone, Copy)]
struct Board {
    me: [u8; 26],
    from_head: u8,
}

/// The most checkers that may leave the head in this throw, read from the rule's words.
fn head_most(head: Head, roll: Roll, on_head: u8) -> u8 {
    let first = on_head == 15;
    let d = roll.hi();
    match head {
        Head::Free => 15,
        Head::OneButFirst if first => 15,
        Head::OneBut664433 if first && roll.is_doublet() && [6, 4, 3].contains(&d) => 2,
        Head::OneBut6644 if first && roll.is_doublet() && [6, 4].contains(&d) => 2,
        _ => 1,
    }
}

/// Whether an opponent checker stands ahead of the six points `b..=b + 5` (the mover's
/// numbering): nearer his bearing off than each of them, by his own numbering.
fn ahead(opp: &[u8; 26], b: usize) -> bool {
    let least = (b..b + 6).map(theirs).min().unwrap();
    (1..least).any(|q| opp[q] > 0)
}

/// The board after the mover's checker on `from` plays `d`, if every rule allows that step.
fn step(b: &Board, opp: &[u8; 26], from: usize, d: u8, most: u8, rules: &BgRules) -> Option<Board> {
    if b.me[from] == 0 {
        return None;
    }
    if from == 24 && b.from_head >= most {
        return None;
    }
    let mut n = *b;
    n.me[from] -= 1;
    if from == 24 {
        n.from_head += 1;
    }
    let to = from as i32 - i32::from(d);
    if to >= 1 {
        let t = to as usize;
        // no landing on a point where any opponent checker stands
        if opp[theirs(t)] > 0 {
            return None;
        }
        let was_empty = b.me[t] == 0;
        n.me[t] += 1;
        if rules.six_block && was_empty {
            for s in t.saturating_sub(5).max(1)..=t.min(19) {
                if (s..s + 6).all(|p| n.me[p] > 0) && !ahead(opp, s) {
                    return None;
                }
            }
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

/// Every way of playing `dice` in every order, the boards reached with the numbers played
/// (and, for one of two, which).
fn walk(
    b: &Board,
    opp: &[u8; 26],
    dice: &[u8],
    used: Vec<u8>,
    most: u8,
    rules: &BgRules,
    out: &mut Vec<([u8; 26], Vec<u8>)>,
) {
    let mut any = false;
    for i in 0..dice.len() {
        if dice[..i].contains(&dice[i]) {
            continue;
        }
        for from in 1..=24 {
            if let Some(n) = step(b, opp, from, dice[i], most, rules) {
                any = true;
                let mut rest = dice.to_vec();
                rest.remove(i);
                let mut u = used.clone();
                u.push(dice[i]);
                walk(&n, opp, &rest, u, most, rules, out);
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
    let most = head_most(rules.head, roll, me[24]);
    let mut ends = Vec::new();
    walk(
        &Board { me, from_head: 0 },
        &opp,
        &dice,
        Vec::new(),
        most,
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

/// The engine's boards for the same throw, each play's way of playing judged legal too.
fn engine(
    pos: &BgPosition,
    roll: Roll,
    rules: &BgRules,
    list: &mut BgPlayList,
) -> (BTreeSet<[u8; 26]>, Vec<u8>, usize) {
    generate_into(pos, roll, rules, list);
    let mut set = BTreeSet::new();
    for p in list.plays() {
        let after = p.apply(pos);
        assert_eq!(after.geometry(), Geometry::Parallel);
        set.insert(*after.counts(pos.turn()));
    }
    let mut lost = list.unplayable().to_vec();
    lost.sort_unstable_by(|a, b| b.cmp(a));
    (set, lost, list.plays().len())
}

fn compare(pos: &BgPosition, roll: Roll, rules: &BgRules, list: &mut BgPlayList) -> usize {
    let (want, want_lost) = naive(pos, roll, rules);
    let (got, got_lost, n) = engine(pos, roll, rules, list);
    let what = format!("{:?} {roll} {:?}", pos.setup(), rules.head);
    assert_eq!(got, want, "{what}");
    assert_eq!(n, want.len(), "a board given twice: {what}");
    assert_eq!(got_lost, want_lost, "{what}");
    // every play the engine gives is one the judge accepts, written as it gives it
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

/// A side's checkers as `(point, count)`.
type Checkers = Vec<(usize, u8)>;

const HEADS: [Head; 3] = [Head::OneBut664433, Head::OneBut6644, Head::OneButFirst];

#[test]
fn the_plays_of_positions_reached_by_play_are_the_naive_ones() {
    let mut list = BgPlayList::new();
    let mut pairs = 0;
    let mut boards = 0;
    for (i, head) in HEADS.into_iter().enumerate() {
        let rules = nardy(head);
        for seed in 0..40 {
            for turns in [0, 1, 2, 5, 12, 25, 40, 60, 80, 100] {
                let pos = reached(seed * 7 + i as u64, turns, &rules);
                for roll in Roll::all() {
                    boards += compare(&pos, roll, &rules, &mut list);
                    pairs += 1;
                }
            }
        }
    }
    assert!(
        pairs >= 5_000 && boards > 50_000,
        "{pairs} pairs, {boards} boards"
    );
}

#[test]
fn the_head_on_the_first_throw() {
    let mut list = BgPlayList::new();
    let start = BgSetup::start(Start::Head)
        .with_geometry(Geometry::Parallel)
        .validate()
        .unwrap();
    for head in HEADS {
        for roll in Roll::all() {
            compare(&start, roll, &nardy(head), &mut list);
            compare(
                &start.with_turn(Color::Black),
                roll,
                &nardy(head),
                &mut list,
            );
        }
    }
    // 6-6 on the first throw: the opponent's head, twelve points on, stops a lone checker
    // after one six; two checkers leave the head where the reading allows it
    let six = Roll::new(6, 6).unwrap();
    let rules = nardy(Head::OneBut664433);
    let (set, lost) = naive(&start, six, &rules);
    let mut want = [0u8; 26];
    want[24] = 13;
    want[18] = 2;
    assert_eq!(set.into_iter().collect::<Vec<_>>(), vec![want]);
    assert_eq!(lost, [6, 6]);
    // 3-3: two from the head play all four numbers under the reading with 3-3, three without
    let three = Roll::new(3, 3).unwrap();
    assert!(naive(&start, three, &rules).1.is_empty());
    assert_eq!(naive(&start, three, &nardy(Head::OneBut6644)).1, [3]);
    // after the first throw, one checker only: a 6-6 moves it 24-18 and no further
    let later = position(&[(24, 13), (18, 1), (17, 1)], &[(24, 15)], Color::White);
    let (set, _) = naive(&later, six, &rules);
    assert!(set.iter().all(|b| b[24] == 12), "{set:?}");
    for head in HEADS {
        for roll in Roll::all() {
            compare(&later, roll, &nardy(head), &mut list);
        }
    }
}

#[test]
fn six_blocks_with_and_without_an_opponent_checker_ahead() {
    let mut list = BgPlayList::new();
    let rules = nardy(Head::OneBut664433);
    // White holds 19..23 and has checkers behind on the head; Black's checkers: all behind
    // White's points (Black's 7..11 is White's 19..23; Black on his 12, 13.. is behind)
    let cases = [
        // no Black checker ahead of 18..23: 24-18 completes six, refused
        (
            vec![(24, 5), (23, 2), (22, 2), (21, 2), (20, 2), (19, 2)],
            vec![(24, 10), (13, 5)],
        ),
        // a Black checker on his 5 (White's 17) is ahead: allowed
        (
            vec![(24, 5), (23, 2), (22, 2), (21, 2), (20, 2), (19, 2)],
            vec![(24, 10), (13, 4), (5, 1)],
        ),
        // blocks across White's 13/12 turn: White 10..15 is Black's 22..24 and 1..3
        (
            vec![
                (24, 5),
                (16, 2),
                (15, 2),
                (14, 2),
                (13, 2),
                (12, 1),
                (11, 1),
            ],
            vec![(18, 10), (9, 5)],
        ),
        (
            vec![
                (24, 3),
                (20, 2),
                (15, 2),
                (14, 2),
                (13, 2),
                (12, 2),
                (11, 2),
            ],
            vec![(18, 10), (6, 4), (4, 1)],
        ),
        // White in his home, Black's last checkers behind and ahead
        (
            vec![(10, 3), (8, 3), (7, 3), (6, 2), (5, 2), (4, 2)],
            vec![(23, 5), (21, 5), (14, 5)],
        ),
        (
            vec![(10, 3), (8, 3), (7, 3), (6, 2), (5, 2), (4, 2)],
            vec![(23, 5), (21, 5), (15, 4), (1, 1)],
        ),
    ];
    let mut refused = 0;
    for (white, black) in cases {
        for turn in [Color::White, Color::Black] {
            let pos = position(&white, &black, turn);
            for roll in Roll::all() {
                compare(&pos, roll, &rules, &mut list);
                let loose = BgRules {
                    six_block: false,
                    ..rules.clone()
                };
                let (with, _) = naive(&pos, roll, &rules);
                let (without, _) = naive(&pos, roll, &loose);
                refused += usize::from(with != without);
                compare(&pos, roll, &loose, &mut list);
            }
        }
    }
    assert!(refused >= 10, "{refused}");
    // the first case, 6-1: 24-18 would make 18..23; no play leaves the six points held,
    // though 19-18 then 24-18 (the 19 left first) reaches the 18
    let pos = position(
        &[(24, 5), (23, 2), (22, 2), (21, 2), (20, 2), (19, 2)],
        &[(24, 10), (13, 5)],
        Color::White,
    );
    let (set, _) = naive(&pos, Roll::new(6, 1).unwrap(), &rules);
    assert!(set.iter().all(|b| (18..=23).any(|p| b[p] == 0)), "{set:?}");
    assert!(set.iter().any(|b| b[18] == 1 && b[19] == 0), "{set:?}");
    // with a Black checker ahead (his 5, White's 17), 24-18 stands
    let ahead = position(
        &[(24, 5), (23, 2), (22, 2), (21, 2), (20, 2), (19, 2)],
        &[(24, 10), (13, 4), (5, 1)],
        Color::White,
    );
    let (set, _) = naive(&ahead, Roll::new(6, 1).unwrap(), &rules);
    assert!(set.iter().any(|b| (18..=23).all(|p| b[p] > 0)), "{set:?}");
}

#[test]
fn bearing_off_under_parallel_movement() {
    let mut list = BgPlayList::new();
    let rules = nardy(Head::OneBut664433);
    let cases: [(Checkers, Checkers); 4] = [
        (
            vec![(6, 3), (5, 2), (3, 1), (1, 2)],
            vec![(20, 3), (14, 12)],
        ),
        (vec![(4, 1), (2, 1)], vec![(6, 5), (5, 5), (2, 5)]),
        (vec![(7, 1), (6, 4), (1, 10)], vec![(20, 4), (14, 11)]),
        (vec![(5, 15)], vec![(16, 15)]),
    ];
    for (white, black) in cases {
        for turn in [Color::White, Color::Black] {
            let pos = position(&white, &black, turn);
            for roll in Roll::all() {
                compare(&pos, roll, &rules, &mut list);
            }
        }
    }
}

#[test]
fn a_parallel_position_shares_no_point_twelve_points_on() {
    // White's 6 is Black's 18 (and not his 19, as it would be under contrary movement)
    let s = BgSetup::from_points(&[(6, 15)], &[(18, 15)], Color::White);
    assert!(s.validate().is_ok());
    assert!(s.with_geometry(Geometry::Parallel).validate().is_err());
    let s = BgSetup::from_points(&[(6, 15)], &[(19, 15)], Color::White);
    assert!(s.validate().is_err());
    assert!(s.with_geometry(Geometry::Parallel).validate().is_ok());
    // no bar under parallel movement
    let s = BgSetup::from_points(&[(BAR, 1), (6, 14)], &[(19, 15)], Color::White);
    assert!(s.with_geometry(Geometry::Parallel).validate().is_err());
    assert_eq!(side(Color::White), 0);
}

/// Lepeintre's jacquet as the profile reads it today: the head free, no six-block, so every
/// doublet is walked in one order (highest point first): the same boards as the naive walk's
/// every order.
#[test]
fn without_the_head_rule_or_the_six_block_the_plays_are_the_naive_ones() {
    let mut list = BgPlayList::new();
    let rules = BgRules {
        head: Head::Free,
        six_block: false,
        ..nardy(Head::Free)
    };
    let mut pairs = 0;
    for seed in 0..25 {
        for turns in [0, 1, 3, 8, 20, 35, 50, 70, 90, 110] {
            let pos = reached(seed * 11 + 3, turns, &rules);
            for roll in Roll::all() {
                compare(&pos, roll, &rules, &mut list);
                pairs += 1;
            }
        }
    }
    assert!(pairs >= 5_000, "{pairs} pairs");
}

/// A doublet whose four moves land on the four empty points of a window of six: White holds
/// 20 and 21 (two each), 22, 23 and the head; the 5-5 takes 21-16, 22-17, 23-18, 24-19 and
/// would hold 16..21 with Black, all on his head, behind them: the six-block forbids it,
/// though only two points of the window were held before the throw.
#[test]
fn a_doublet_may_not_fill_four_empty_points_of_a_six_block() {
    let mut list = BgPlayList::new();
    let rules = nardy(Head::OneBut664433);
    let white = [(24, 9), (23, 1), (22, 1), (21, 2), (20, 2)];
    let pos = position(&white, &[(24, 15)], Color::White);
    for roll in Roll::all() {
        compare(&pos, roll, &rules, &mut list);
    }
    let five = Roll::new(5, 5).unwrap();
    let (set, _) = naive(&pos, five, &rules);
    assert!(!set.is_empty());
    assert!(set.iter().all(|b| (16..=21).any(|p| b[p] == 0)), "{set:?}");
    let loose = BgRules {
        six_block: false,
        ..rules.clone()
    };
    let (set, _) = naive(&pos, five, &loose);
    assert!(set.iter().any(|b| (16..=21).all(|p| b[p] > 0)), "{set:?}");
}
