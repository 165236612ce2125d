// Shared helper for the integration tests: backgammon's legal plays by a naive enumeration,
// slow and plain (every order of the numbers, every checker, by recursion on whole setups, the
// positions reached gathered in a `BTreeSet`, then the rules on the whole throw), and the
// comparison of the engine's plays with it. It reads no count of checkers: a side bears off
// once none is outside its home, whatever it started with.
#![allow(dead_code)]

use std::collections::BTreeSet;

use tablier::engine::tables::{
    generate_into, side, BearOff, BgPlayList, BgPosition, BgRules, BgSetup, BAR, OFF,
};
use tablier::Roll;

use super::common_rng::Rng;

pub fn roll(rng: &mut Rng) -> Roll {
    Roll::new(rng.below(6) as u8 + 1, rng.below(6) as u8 + 1).unwrap()
}

/// A board during a play, the mover's checkers `me` and the opponent's `opp`, each in its own
/// numbering (the mover's point `p` is the opponent's `25 - p`).
#[derive(Clone, Copy)]
struct Board {
    me: [u8; 26],
    opp: [u8; 26],
    /// A number has been played inside (a checker moved, not borne off) during this throw.
    inside: bool,
}

/// What the French rule looks back to: the board before the throw.
struct Before {
    all_home: bool,
    highest: usize,
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
    // bearing off: all the side's checkers home
    if b.me[7..=BAR].iter().any(|&c| c > 0) {
        return None;
    }
    if to < 0 {
        // a higher number: only from the highest point occupied
        if b.me[from + 1..=6].iter().any(|&c| c > 0) {
            return None;
        }
        // the French rule: after a number played inside, an excédant number bears off only if
        // it was already one before the throw, from the point that was then the highest
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

/// Every way of playing any part of the throw: (numbers played, first number played, board).
fn walk(
    b: &Board,
    dice: &[u8],
    played: usize,
    first: u8,
    ctx: (&BgRules, bool, &Before),
    out: &mut BTreeSet<(usize, u8, [u8; 26], [u8; 26])>,
) {
    out.insert((played, first, b.me, b.opp));
    for i in 0..dice.len() {
        let mut rest = dice.to_vec();
        let d = rest.remove(i);
        for from in 1..=BAR {
            if let Some(n) = play_one(b, from, d, ctx.0, ctx.1, ctx.2) {
                let f = if played == 0 { d } else { first };
                walk(&n, &rest, played + 1, f, ctx, out);
            }
        }
    }
}

/// The naive answer: the resulting positions, the numbers each play plays, the lost numbers.
pub struct Answer {
    /// Each resulting position as the mover's counts and the opponent's.
    pub positions: BTreeSet<([u8; 26], [u8; 26])>,
    pub played: usize,
    pub lost: Vec<u8>,
}

fn naive_with(pos: &BgPosition, roll: Roll, rules: &BgRules, french: bool) -> Answer {
    let c = pos.turn();
    let (me, opp) = (*pos.counts(c), *pos.counts(c.opposite()));
    let before = Before {
        all_home: me[7..=BAR].iter().all(|&n| n == 0),
        highest: (1..=BAR).rev().find(|&p| me[p] > 0).unwrap_or(0),
    };
    let dice: Vec<u8> = if roll.is_doublet() {
        vec![roll.hi(); 4]
    } else {
        vec![roll.hi(), roll.lo()]
    };
    let start = Board {
        me,
        opp,
        inside: false,
    };
    let mut all = BTreeSet::new();
    walk(&start, &dice, 0, 0, (rules, french, &before), &mut all);
    let played = all.iter().map(|w| w.0).max().unwrap();
    let mut kept: Vec<_> = all.into_iter().filter(|w| w.0 == played).collect();
    let mut lost = dice[played..].to_vec();
    if !roll.is_doublet() && played == 1 {
        // one number of two: the larger when it can be played
        if kept.iter().any(|w| w.1 == roll.hi()) {
            kept.retain(|w| w.1 == roll.hi());
            lost = vec![roll.lo()];
        } else {
            lost = vec![roll.hi()];
        }
    }
    let positions = kept.into_iter().map(|(_, _, m, o)| (m, o)).collect();
    Answer {
        positions,
        played,
        lost,
    }
}

/// The naive answer under `rules`, and whether the French rule was applied.
pub fn naive(pos: &BgPosition, roll: Roll, rules: &BgRules) -> (Answer, bool) {
    match rules.bear_off {
        BearOff::English => (naive_with(pos, roll, rules, false), false),
        BearOff::French => (naive_with(pos, roll, rules, true), true),
        BearOff::FrenchMost => {
            let english = naive_with(pos, roll, rules, false);
            let french = naive_with(pos, roll, rules, true);
            if french.played < english.played {
                (english, false)
            } else {
                (french, true)
            }
        }
    }
}

/// Whether the written moves replay, number by number in one order of the throw, to `end`.
fn replays(
    pos: &BgPosition,
    roll: Roll,
    rules: &BgRules,
    french: bool,
    moves: &[(u8, u8)],
    end: &BgSetup,
) -> bool {
    let c = pos.turn();
    let me = *pos.counts(c);
    let before = Before {
        all_home: me[7..=BAR].iter().all(|&n| n == 0),
        highest: (1..=BAR).rev().find(|&p| me[p] > 0).unwrap_or(0),
    };
    let orders: Vec<Vec<u8>> = if roll.is_doublet() {
        vec![vec![roll.hi(); 4]]
    } else {
        vec![vec![roll.hi(), roll.lo()], vec![roll.lo(), roll.hi()]]
    };
    orders.iter().any(|dice| {
        let mut b = Board {
            me,
            opp: *pos.counts(c.opposite()),
            inside: false,
        };
        for (&(from, to), &d) in moves.iter().zip(dice) {
            let lands = i32::from(from) - i32::from(d);
            if !(i32::from(to) == lands || (to == 0 && lands < 0)) {
                return false;
            }
            match play_one(&b, usize::from(from), d, rules, french, &before) {
                Some(n) => b = n,
                None => return false,
            }
        }
        b.me == end.points[side(c)] && b.opp == end.points[side(c.opposite())]
    })
}

/// What the comparisons met, so that the test can say the hard cases were there.
#[derive(Default, Debug)]
pub struct Seen {
    pub cases: usize,
    pub bar: usize,
    pub bear_off: usize,
    pub doublets: usize,
    pub lost: usize,
    pub larger_only: usize,
    pub french_differs: usize,
    pub hits: usize,
}

/// The engine against the naive enumeration on one (position, roll, rules).
pub fn compare(
    pos: &BgPosition,
    roll: Roll,
    rules: &BgRules,
    list: &mut BgPlayList,
    seen: &mut Seen,
) {
    let (want, french) = naive(pos, roll, rules);
    generate_into(pos, roll, rules, list);
    let c = pos.turn();
    let got: Vec<BgSetup> = list.plays().iter().map(|p| *p.apply(pos).setup()).collect();
    let got_set: BTreeSet<([u8; 26], [u8; 26])> = got
        .iter()
        .map(|s| (s.points[side(c)], s.points[side(c.opposite())]))
        .collect();
    let what = || format!("{:?} {roll} {:?}", pos.setup(), rules.bear_off);
    assert_eq!(got.len(), got_set.len(), "a position twice: {}", what());
    assert_eq!(got_set, want.positions, "resulting positions: {}", what());
    assert_eq!(
        usize::from(list.numbers_played()),
        want.played,
        "numbers played: {}",
        what()
    );
    assert_eq!(
        list.unplayable(),
        &want.lost[..],
        "lost numbers: {}",
        what()
    );
    assert_eq!(list.french(), french, "French rule applied: {}", what());
    assert!(
        got.iter().all(|s| s.turn == c.opposite()),
        "turn: {}",
        what()
    );
    for (p, end) in list.plays().iter().zip(&got) {
        let moves: Vec<(u8, u8)> = p.moves().iter().map(|m| (m.from, m.to)).collect();
        assert_eq!(moves.len(), want.played, "moves of a play: {}", what());
        assert!(
            replays(pos, roll, rules, french, &moves, end),
            "{moves:?} does not replay: {}",
            what()
        );
        let hit = end.points[side(c.opposite())][BAR] - pos.bar(c.opposite());
        assert_eq!(
            p.hit_count(),
            u32::from(hit),
            "hits of {moves:?}: {}",
            what()
        );
        seen.hits += usize::from(hit > 0);
        seen.bear_off += usize::from(moves.iter().any(|m| m.1 == 0));
    }
    seen.cases += 1;
    seen.bar += usize::from(pos.bar(c) > 0);
    seen.doublets += usize::from(roll.is_doublet());
    seen.lost += usize::from(!want.lost.is_empty());
    seen.larger_only += usize::from(!roll.is_doublet() && want.played == 1);
    if rules.bear_off != BearOff::English {
        let english = BgRules {
            bear_off: BearOff::English,
            ..*rules
        };
        seen.french_differs +=
            usize::from(naive(pos, roll, &english).0.positions != want.positions);
    }
}
