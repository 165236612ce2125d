//! The legal plays of three dice (Lepeintre's garanguet, `dice: three`) against a naive
//! enumeration written here: the numbers of the throw read again from Lepeintre's rule (a
//! doublet higher than the third die played four times, else each die once; a triplet nine or
//! six times), then every single step of every remaining number by every checker, by recursion
//! on whole boards (a board met again with the same numbers left is not walked twice), each
//! rule checked on the step; then the rules on the whole throw: the most numbers, and among
//! those the highest numbers. The engine must give the same resulting positions, the same
//! numbers played and lost, and each of its plays must be accepted by the judge; on more than
//! 5,000 (position, throw) pairs reached by random play from the garanguet's start (the talons,
//! all fifteen on each side's 24-point), under each reading (hitting or not, triplets nine or
//! six times), and on built hard cases.

use std::collections::BTreeSet;

use tablier::engine::tables::{
    generate_three_into, judge_three, BearOff, BgPosition, BgRules, BgSetup, BgThrowList, Dice,
    Start, Throw3, Triplet, BAR, OFF,
};
use tablier::Color;

mod common_rng;
use common_rng::Rng;

/// A board during a play, the mover's checkers `me` and the opponent's `opp`, each in its own
/// numbering (the mover's point `p` is the opponent's `25 - p`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Board {
    me: [u8; 26],
    opp: [u8; 26],
    /// A number has been played inside during this throw (read by the French rule).
    inside: bool,
}

struct Before {
    all_home: bool,
    highest: usize,
}

/// The numbers to play, by Lepeintre's words (not the engine's reading of them).
fn numbers(a: u8, b: u8, c: u8, triplet: Triplet) -> Vec<u8> {
    let mut d = [a, b, c];
    d.sort_unstable();
    let [lo, mid, hi] = d;
    if lo == hi {
        let times = if triplet == Triplet::Nine { 9 } else { 6 };
        vec![lo; times]
    } else if mid == hi {
        // the doublet is higher than the third die: played double
        vec![hi, hi, hi, hi, lo]
    } else {
        // three different numbers, or a doublet lower than the third die: each once
        vec![hi, mid, lo]
    }
}

/// The board after one number `d` played by the mover's checker on `from`, if it may be.
fn play_one(
    b: &Board,
    from: usize,
    d: u8,
    rules: &BgRules,
    french: bool,
    before: &Before,
) -> Option<Board> {
    if b.me[from] == 0 || (b.me[BAR] > 0 && from != BAR) {
        return None;
    }
    let mut n = *b;
    n.me[from] -= 1;
    let to = from as i32 - i32::from(d);
    if to >= 1 {
        let t = to as usize;
        let there = b.opp[25 - t];
        if there >= 2 || (there == 1 && !rules.hitting) {
            return None;
        }
        if there == 1 {
            n.opp[25 - t] = 0;
            n.opp[BAR] += 1;
        }
        n.me[t] += 1;
        n.inside = true;
        return Some(n);
    }
    if b.me[7..=BAR].iter().any(|&c| c > 0) {
        return None;
    }
    if to < 0 {
        if b.me[from + 1..=6].iter().any(|&c| c > 0) {
            return None;
        }
        if french
            && before.all_home
            && b.inside
            && !(usize::from(d) > before.highest && from == before.highest)
        {
            return None;
        }
    }
    n.me[OFF] += 1;
    Some(n)
}

type Reached = BTreeSet<(Vec<u8>, [u8; 26], [u8; 26])>;

/// Every way of playing any part of the numbers `left`: the numbers played (sorted, highest
/// first) and the board.
fn walk(
    b: &Board,
    left: &[u8],
    played: &[u8],
    ctx: (&BgRules, bool, &Before),
    seen: &mut BTreeSet<(Board, Vec<u8>)>,
    out: &mut Reached,
) {
    if !seen.insert((*b, left.to_vec())) {
        return;
    }
    let mut p = played.to_vec();
    p.sort_unstable_by(|x, y| y.cmp(x));
    out.insert((p, b.me, b.opp));
    for i in 0..left.len() {
        if i > 0 && left[i] == left[i - 1] {
            continue; // the same number: the same steps
        }
        let mut rest = left.to_vec();
        let d = rest.remove(i);
        let mut now = played.to_vec();
        now.push(d);
        for from in 1..=BAR {
            if let Some(n) = play_one(b, from, d, ctx.0, ctx.1, ctx.2) {
                walk(&n, &rest, &now, ctx, seen, out);
            }
        }
    }
}

struct Answer {
    positions: BTreeSet<([u8; 26], [u8; 26])>,
    played: Vec<u8>,
    lost: Vec<u8>,
}

fn naive_with(pos: &BgPosition, dice: &[u8], rules: &BgRules, french: bool) -> Answer {
    let c = pos.turn();
    let (me, opp) = (*pos.counts(c), *pos.counts(c.opposite()));
    let before = Before {
        all_home: me[7..=BAR].iter().all(|&n| n == 0),
        highest: (1..=BAR).rev().find(|&p| me[p] > 0).unwrap_or(0),
    };
    let start = Board {
        me,
        opp,
        inside: false,
    };
    let mut all = Reached::new();
    walk(
        &start,
        dice,
        &[],
        (rules, french, &before),
        &mut BTreeSet::new(),
        &mut all,
    );
    // the most numbers, then the highest: compare (how many, the numbers highest first)
    let best = all.iter().map(|w| (w.0.len(), w.0.clone())).max().unwrap();
    let positions = all
        .iter()
        .filter(|w| w.0 == best.1)
        .map(|w| (w.1, w.2))
        .collect();
    let mut lost = dice.to_vec();
    for n in &best.1 {
        let i = lost.iter().position(|x| x == n).unwrap();
        lost.remove(i);
    }
    lost.sort_unstable_by(|x, y| y.cmp(x));
    Answer {
        positions,
        played: best.1,
        lost,
    }
}

fn naive(pos: &BgPosition, dice: &[u8], rules: &BgRules) -> Answer {
    match rules.bear_off {
        BearOff::English => naive_with(pos, dice, rules, false),
        BearOff::French => naive_with(pos, dice, rules, true),
        BearOff::FrenchMost => {
            let english = naive_with(pos, dice, rules, false);
            let french = naive_with(pos, dice, rules, true);
            if french.played.len() < english.played.len() {
                english
            } else {
                french
            }
        }
    }
}

/// Compares the engine with the naive enumeration on one pair; the engine's plays.
fn compare(
    pos: &BgPosition,
    throw: Throw3,
    rules: &BgRules,
    list: &mut BgThrowList,
    judge: bool,
) -> usize {
    let [a, b, c] = throw.dice();
    let dice = numbers(a, b, c, rules.triplet);
    let want = naive(pos, &dice, rules);
    generate_three_into(pos, throw, rules, list);
    let mover = pos.turn();
    let got: Vec<([u8; 26], [u8; 26])> = list
        .plays()
        .iter()
        .map(|p| {
            let after = p.apply(pos);
            (*after.counts(mover), *after.counts(mover.opposite()))
        })
        .collect();
    let set: BTreeSet<_> = got.iter().copied().collect();
    let what = format!("{:?} throw {throw} rules {rules:?}", pos.setup());
    assert_eq!(set.len(), got.len(), "a position given twice: {what}");
    assert_eq!(set, want.positions, "{what}");
    assert_eq!(
        usize::from(list.numbers_played()),
        want.played.len(),
        "{what}"
    );
    assert_eq!(list.unplayable(), want.lost, "{what}");
    if judge {
        for p in list.plays().to_vec() {
            let moves: Vec<(u8, u8)> = p.moves().iter().map(|m| (m.from, m.to)).collect();
            let j = judge_three(pos, throw, rules, &moves).map(|j| j.key());
            assert_eq!(
                j,
                Ok(p.key()),
                "the judge refuses the generator's play {moves:?}: {what}"
            );
        }
    }
    got.len()
}

fn garanguet(hitting: bool, triplet: Triplet) -> BgRules {
    BgRules {
        dice: Dice::Three,
        triplet,
        start: Start::Head,
        hitting,
        ..BgRules::default()
    }
}

fn throw(rng: &mut Rng) -> Throw3 {
    let mut d = || rng.below(6) as u8 + 1;
    Throw3::new(d(), d(), d()).unwrap()
}

#[test]
fn random_positions_reached_by_play_give_the_naive_plays() {
    let mut list = BgThrowList::new();
    let mut pairs = 0;
    let mut rng = Rng(0x6172_616e_6775_6574);
    let readings = [
        garanguet(false, Triplet::Nine),
        garanguet(true, Triplet::Nine),
        garanguet(false, Triplet::Six),
        garanguet(true, Triplet::Six),
    ];
    let mut by_reading = [0usize; 4];
    for (k, rules) in readings.iter().enumerate() {
        // games from the start under this reading until it has its share of the pairs
        while by_reading[k] < 1_300 {
            let mut pos = BgSetup::start(Start::Head).validate().unwrap();
            for _ in 0..400 {
                let t = throw(&mut rng);
                let n = compare(&pos, t, rules, &mut list, pairs % 7 == 0);
                pairs += 1;
                by_reading[k] += 1;
                let next = if n == 0 {
                    pos.with_turn(pos.turn().opposite())
                } else {
                    let i = rng.below(n);
                    list.plays()[i].apply(&pos)
                };
                if next.winner().is_some() {
                    break;
                }
                pos = next;
            }
        }
    }
    assert!(pairs >= 5_000);
    assert!(by_reading.iter().all(|&n| n >= 1_000), "{by_reading:?}");
}

/// Built hard cases: White's and Black's `(point, count)` lists, White to play.
fn at(white: &[(usize, u8)], black: &[(usize, u8)]) -> BgPosition {
    BgSetup::from_points(white, black, Color::White)
        .validate()
        .unwrap()
}

#[test]
fn built_hard_cases_give_the_naive_plays() {
    let mut list = BgThrowList::new();
    let head = BgSetup::start(Start::Head).validate().unwrap();
    let spread = at(
        &[(24, 3), (20, 2), (17, 2), (13, 3), (9, 2), (6, 3)],
        &[(24, 4), (18, 3), (15, 2), (11, 2), (7, 2), (4, 2)],
    );
    let blocked = at(
        // Black holds White's 18..23 with two or more: most numbers from 24 blocked
        &[(24, 10), (12, 5)],
        &[(7, 2), (6, 2), (5, 2), (4, 2), (3, 2), (2, 2), (10, 3)],
    );
    let bar = at(
        &[(25, 2), (13, 8), (6, 5)],
        &[(24, 3), (6, 2), (5, 2), (4, 2), (1, 6)],
    );
    let home = at(&[(6, 3), (5, 2), (4, 4), (2, 3), (1, 3)], &[(13, 15)]);
    let last = at(&[(3, 1), (1, 1)], &[(13, 15)]);
    let lone = at(&[(24, 1), (1, 14)], &[(20, 1), (18, 1), (13, 13)]);
    let mut n = 0;
    for rules in [
        garanguet(false, Triplet::Nine),
        garanguet(true, Triplet::Nine),
        garanguet(true, Triplet::Six),
        BgRules {
            bear_off: BearOff::French,
            ..garanguet(true, Triplet::Nine)
        },
        BgRules {
            bear_off: BearOff::FrenchMost,
            ..garanguet(false, Triplet::Six)
        },
    ] {
        for pos in [head, spread, blocked, bar, home, last, lone] {
            for t in Throw3::all() {
                compare(&pos, t, &rules, &mut list, true);
                n += 1;
            }
        }
    }
    assert_eq!(n, 5 * 7 * 56);
}

#[test]
fn lepeintres_two_examples_on_the_start() {
    let head = BgSetup::start(Start::Head).validate().unwrap();
    let rules = garanguet(false, Triplet::Nine);
    let mut list = BgThrowList::new();
    // 2, 2 and 3: seven points, by one, two or three checkers
    generate_three_into(&head, "2-2-3".parse().unwrap(), &rules, &mut list);
    assert_eq!(list.numbers(), [3, 2, 2]);
    let mut pips: Vec<u32> = list
        .plays()
        .iter()
        .map(|p| p.moves().iter().map(|m| u32::from(m.from - m.to)).sum())
        .collect();
    pips.dedup();
    assert_eq!(pips, [7]);
    // 4, 4 and 3: sixteen for the carmes and three
    generate_three_into(&head, "4-4-3".parse().unwrap(), &rules, &mut list);
    assert_eq!(list.numbers(), [4, 4, 4, 4, 3]);
    assert!(list.plays().iter().all(|p| p
        .moves()
        .iter()
        .map(|m| u32::from(m.from - m.to))
        .sum::<u32>()
        == 19));
}
