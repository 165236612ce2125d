// Shared helper for the integration tests: the legal plays of a game with the first-checker
// rule (jacquet, fevga) and fevga's starting quarter by a naive enumeration, slow and plain:
// every order of the numbers, every checker, by recursion on whole boards, the first checker
// followed by name as it moves, each rule checked at each single step, the boards reached
// gathered in a `BTreeSet`, then the rules on the whole throw (the most numbers, else the
// larger).
#![allow(dead_code)]

use std::collections::BTreeSet;

use tablier::engine::tables::{
    BgPosition, BgRules, FirstChecker, FirstCheckerRelease, Gammon, Geometry, PrimeOpen, Start,
    Triple, BAR,
};
use tablier::Roll;

/// The mover's point `p` (1..=24) as the opponent numbers it under parallel movement.
pub fn theirs(p: usize) -> usize {
    if p <= 12 {
        p + 12
    } else {
        p - 12
    }
}

/// The rules of a game of parallel movement from the heads, no hitting, with the given
/// first-checker rule and starting quarter.
pub fn parallel(first: FirstChecker, release: FirstCheckerRelease, start_table: bool) -> BgRules {
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
pub fn jacquet() -> BgRules {
    parallel(FirstChecker::OwnHome, FirstCheckerRelease::NextThrow, false)
}

/// Fevga as its profile reads the outside sources.
pub fn fevga() -> BgRules {
    BgRules {
        prime_open: PrimeOpen::AllOnThePointBehind,
        ..parallel(
            FirstChecker::PastOpponentStart,
            FirstCheckerRelease::AtOnce,
            true,
        )
    }
}

/// The goal of the first checker, from the rule's words: the highest point it must reach.
pub fn goal(first: FirstChecker) -> usize {
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
pub enum First {
    /// No checker has left the head yet.
    NotYet,
    /// The first checker stands on this point, short of its goal: only it moves.
    Running(usize),
    /// It has arrived: every checker moves.
    Free,
}

/// A board during a play: the mover's checkers, and the first checker's state.
#[derive(Clone, Copy)]
pub struct Board {
    me: [u8; 26],
    first: First,
}

/// The first checker's state before a throw, read from the board.
pub fn first_before(me: &[u8; 26], rules: &BgRules) -> First {
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
pub fn step(b: &Board, opp: &[u8; 26], from: usize, d: u8, rules: &BgRules) -> Option<Board> {
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
pub fn walk(
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
pub fn naive(pos: &BgPosition, roll: Roll, rules: &BgRules) -> (BTreeSet<[u8; 26]>, Vec<u8>) {
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
    // fevga's prime: the sixes that trap the opponent before the throw must be opened, when
    // some way of playing opens them
    let trapped = trapping(&me, &opp, rules.prime_open);
    let opens = |b: &[u8; 26]| trapped.iter().all(|&w| (w..w + 6).any(|p| b[p] == 0));
    if kept.iter().any(|(b, _)| opens(b)) {
        kept.retain(|(b, _)| opens(b));
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

/// The first points of the sixes the mover holds (his `w..w + 6`) behind which the opponent's
/// checkers are all caught, as `prime` reads it: every one of them farther from his bearing off
/// than each of the six (by his own numbering), or all on the one point just behind them.
pub fn trapping(me: &[u8; 26], opp: &[u8; 26], prime: PrimeOpen) -> Vec<usize> {
    let his: Vec<usize> = (1..=BAR).filter(|&q| opp[q] > 0).collect();
    (1..=19)
        .filter(|&w| (w..w + 6).all(|p| me[p] > 0))
        .filter(|&w| {
            let six: Vec<usize> = (w..w + 6).map(theirs).collect();
            let far = *six.iter().max().unwrap();
            match prime {
                PrimeOpen::Free => false,
                PrimeOpen::AllBehind => {
                    !his.is_empty() && his.iter().all(|&q| six.iter().all(|&x| q > x))
                }
                PrimeOpen::AllOnThePointBehind => his == [far + 1],
            }
        })
        .collect()
}
