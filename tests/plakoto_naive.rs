//! Plakoto's legal plays (pinning, `plakoto.pin`, `plakoto.pin.bear-off`) against a naive
//! enumeration written here, slow and plain: every order of the numbers, every checker, by
//! recursion on whole boards (both sides' counts and both sides' pinned points), the pin rule
//! checked at each single step, the boards reached gathered in a `BTreeSet`, then the rules on
//! the whole throw (the most numbers, else the larger). The engine's plays must leave exactly
//! that set of boards, pins included, and lose the same numbers: on positions reached by
//! random play from plakoto's start, and on built hard cases (a pin made and released in one
//! throw, a pinned mother, bearing off with a checker pinned, doublets among pins).

use std::collections::BTreeSet;

use tablier::engine::tables::selfplay::reached;
use tablier::engine::tables::{
    generate_into, judge, BgMoveError, BgPlayList, BgPosition, BgRules, BgSetup, Gammon, Mother,
    Start, Triple, BAR,
};
use tablier::{Color, Roll, RuleId};

fn plakoto() -> BgRules {
    BgRules {
        start: Start::Head,
        hitting: false,
        pinning: true,
        mother: Mother::Double,
        gammon: Gammon::NoneOff,
        backgammon: Triple::None,
        cube: false,
        ..BgRules::default()
    }
}

/// A board during a play, in the mover's frame: his counts and the opponent's (each in its
/// own numbering), and the points where each has a checker pinned (each its own numbering).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
struct Board {
    me: [u8; 26],
    opp: [u8; 26],
    my_pins: u32,
    their_pins: u32,
}

/// The board after the mover's checker on `from` plays `d`, if every rule allows that step.
fn step(b: &Board, from: usize, d: u8) -> Option<Board> {
    if b.me[from] == 0 {
        return None;
    }
    // checkers on the bar (none in plakoto, but the rule stands) enter first
    if b.me[BAR] > 0 && from != BAR {
        return None;
    }
    // a pinned checker does not move
    if b.my_pins & 1 << from != 0 {
        return None;
    }
    let mut n = *b;
    n.me[from] -= 1;
    // leaving a point where the mover was on top of a pinned checker frees it when no other
    // checker of his stays
    if from <= 24 && n.me[from] == 0 && b.their_pins & 1 << (25 - from) != 0 {
        n.their_pins &= !(1 << (25 - from));
    }
    let to = from as i32 - i32::from(d);
    if to >= 1 {
        let t = to as usize;
        let q = 25 - t;
        // two opponent checkers hold the point, and so does one on top of a pinned one of
        // the mover's
        if b.opp[q] >= 2 || b.my_pins & 1 << t != 0 {
            return None;
        }
        if b.opp[q] == 1 {
            n.their_pins |= 1 << q;
        }
        n.me[t] += 1;
    } else {
        // bearing off: all home (1..=6), none pinned; exactly, or from the highest point
        if b.me[7..=BAR].iter().any(|&c| c > 0) || b.my_pins != 0 {
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

/// Every way of playing `dice` in every order, the boards reached with the numbers played.
fn walk(b: &Board, dice: &[u8], used: Vec<u8>, out: &mut Vec<(Board, Vec<u8>)>) {
    let mut any = false;
    for i in 0..dice.len() {
        if dice[..i].contains(&dice[i]) {
            continue;
        }
        for from in 1..=BAR {
            if let Some(n) = step(b, from, dice[i]) {
                any = true;
                let mut rest = dice.to_vec();
                rest.remove(i);
                let mut u = used.clone();
                u.push(dice[i]);
                walk(&n, &rest, u, out);
            }
        }
    }
    if !any {
        out.push((*b, used));
    }
}

fn frame(pos: &BgPosition) -> Board {
    let c = pos.turn();
    Board {
        me: *pos.counts(c),
        opp: *pos.counts(c.opposite()),
        my_pins: pos.pinned(c),
        their_pins: pos.pinned(c.opposite()),
    }
}

/// The naive set of boards a throw may leave, and the numbers it loses.
fn naive(pos: &BgPosition, roll: Roll) -> (BTreeSet<Board>, Vec<u8>) {
    let dice: Vec<u8> = if roll.is_doublet() {
        vec![roll.hi(); 4]
    } else {
        vec![roll.hi(), roll.lo()]
    };
    let mut ends = Vec::new();
    walk(&frame(pos), &dice, Vec::new(), &mut ends);
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

/// The engine's boards for the same throw (each play applied, the result seen from the
/// mover), with the numbers lost and the count of plays.
fn engine(
    pos: &BgPosition,
    roll: Roll,
    list: &mut BgPlayList,
) -> (BTreeSet<Board>, Vec<u8>, usize) {
    let rules = plakoto();
    generate_into(pos, roll, &rules, list);
    let mut set = BTreeSet::new();
    for p in list.plays() {
        let after = p.apply(pos);
        // every position a play leaves is one the profile accepts, pins and all
        after.setup().validate_under(&rules).unwrap();
        set.insert(frame(&after.with_turn(pos.turn())));
    }
    let mut lost = list.unplayable().to_vec();
    lost.sort_unstable_by(|a, b| b.cmp(a));
    (set, lost, list.plays().len())
}

fn compare(pos: &BgPosition, roll: Roll, list: &mut BgPlayList) -> usize {
    let (want, want_lost) = naive(pos, roll);
    let (got, got_lost, n) = engine(pos, roll, list);
    let what = format!("{:?} {roll}", pos.setup());
    assert_eq!(got, want, "{what}");
    assert_eq!(n, want.len(), "a board given twice: {what}");
    assert_eq!(got_lost, want_lost, "{what}");
    // every play the engine gives is one the judge accepts, written as it gives it
    for p in list.plays().to_vec() {
        let moves: Vec<(u8, u8)> = p.moves().iter().map(|m| (m.from, m.to)).collect();
        assert!(
            judge(pos, roll, &plakoto(), &moves).is_ok(),
            "{what} {moves:?}"
        );
    }
    want.len()
}

/// A position of plakoto: each side's `(point, count)` in its own numbering, the rest off,
/// and the pinned points of each (its own numbering).
fn position(
    white: &[(usize, u8)],
    black: &[(usize, u8)],
    pins: [&[usize]; 2],
    turn: Color,
) -> BgPosition {
    let mut s = BgSetup::from_points(white, black, turn);
    for (i, ps) in pins.iter().enumerate() {
        for &p in *ps {
            s.pinned[i] |= 1 << p;
        }
    }
    s.validate_under(&plakoto()).unwrap()
}

#[test]
fn the_plays_of_positions_reached_by_play_are_the_naive_ones() {
    let rules = plakoto();
    let mut list = BgPlayList::new();
    let (mut pairs, mut boards, mut pinned) = (0, 0, 0);
    for seed in 0..30 {
        for turns in [0, 1, 3, 6, 10, 15, 20, 30, 45, 60] {
            let pos = reached(seed, turns, &rules);
            if pos.pinned(Color::White) | pos.pinned(Color::Black) != 0 {
                pinned += 1;
            }
            for roll in Roll::all() {
                boards += compare(&pos, roll, &mut list);
                pairs += 1;
            }
        }
    }
    assert!(
        pairs >= 5_000 && boards > 50_000 && pinned > 50,
        "{pairs} pairs, {boards} boards, {pinned} positions with a pin"
    );
}

#[test]
fn a_pin_made_and_released_in_one_throw() {
    // White's lone checker on 10, Black's blot on his 17 (White's 8): 2-1 may pin it with
    // 10-8 and free it again with 8-7
    let pos = position(
        &[(24, 14), (10, 1)],
        &[(24, 14), (17, 1)],
        [&[], &[]],
        Color::White,
    );
    let mut list = BgPlayList::new();
    compare(&pos, Roll::new(2, 1).unwrap(), &mut list);
    let rules = plakoto();
    let freed = judge(&pos, Roll::new(2, 1).unwrap(), &rules, &[(10, 8), (8, 7)]).unwrap();
    assert_eq!(freed.apply(&pos).pinned(Color::Black), 0);
    let held = judge(&pos, Roll::new(2, 1).unwrap(), &rules, &[(10, 8), (24, 23)]).unwrap();
    assert_eq!(held.apply(&pos).pinned(Color::Black), 1 << 17);
    for roll in Roll::all() {
        compare(&pos, roll, &mut list);
    }
}

#[test]
fn a_pinned_mother_does_not_move_and_its_point_is_closed() {
    // White's last checker on his 24 (his mother) pinned by Black's on Black's 1: it does
    // not move, whatever the throw
    let pos = position(
        &[(24, 1), (20, 1), (6, 13)],
        &[(1, 1), (24, 14)],
        [&[24], &[]],
        Color::White,
    );
    let rules = plakoto();
    let mut list = BgPlayList::new();
    for roll in Roll::all() {
        compare(&pos, roll, &mut list);
    }
    assert_eq!(
        judge(
            &pos,
            Roll::new(6, 3).unwrap(),
            &rules,
            &[(24, 18), (20, 17)]
        ),
        Err(BgMoveError::Pinned { from: 24 })
    );
    assert_eq!(BgMoveError::Pinned { from: 24 }.rule(), RuleId::PlakotoPin);
    // a White checker pinned on 14 under Black's lone checker: the point is closed to White
    let closed = position(
        &[(24, 13), (18, 1), (14, 1)],
        &[(11, 1), (24, 14)],
        [&[14], &[]],
        Color::White,
    );
    assert_eq!(
        judge(
            &closed,
            Roll::new(4, 1).unwrap(),
            &rules,
            &[(18, 14), (24, 23)]
        ),
        Err(BgMoveError::PinnedPoint { to: 14 })
    );
    for roll in Roll::all() {
        compare(&closed, roll, &mut list);
    }
}

#[test]
fn no_bearing_off_while_a_checker_is_pinned() {
    // all White's checkers home, one pinned on his 3 under Black's on Black's 22
    let pos = position(
        &[(6, 5), (5, 5), (4, 4), (3, 1)],
        &[(22, 1), (24, 14)],
        [&[3], &[]],
        Color::White,
    );
    let rules = plakoto();
    let mut list = BgPlayList::new();
    for roll in Roll::all() {
        compare(&pos, roll, &mut list);
    }
    assert_eq!(
        judge(&pos, Roll::new(6, 5).unwrap(), &rules, &[(6, 0), (5, 0)]),
        Err(BgMoveError::PinnedBearOff)
    );
    assert_eq!(BgMoveError::PinnedBearOff.rule(), RuleId::PlakotoPinBearOff);
    // freed (Black's checker gone on), White bears off
    let free = position(
        &[(6, 5), (5, 5), (4, 4), (3, 1)],
        &[(23, 1), (24, 14)],
        [&[], &[]],
        Color::White,
    );
    assert!(judge(&free, Roll::new(6, 5).unwrap(), &rules, &[(6, 0), (5, 0)]).is_ok());
}

#[test]
fn doublets_among_pins_both_ways() {
    // White pinned on 14 under Black's lone checker, White pinning Black's lone checker on
    // White's 9 (Black's 16), Black blots about: each doublet walked every way
    let pos = position(
        &[(24, 8), (18, 2), (14, 1), (9, 1), (7, 3)],
        &[(24, 9), (11, 1), (16, 1), (21, 1), (13, 1), (3, 2)],
        [&[14], &[16]],
        Color::White,
    );
    let mut list = BgPlayList::new();
    let mut boards = 0;
    for roll in Roll::all() {
        boards += compare(&pos, roll, &mut list);
        boards += compare(&pos.mirror().mirror(), roll, &mut list);
    }
    // and the same from Black's side
    let black = pos.with_turn(Color::Black);
    for roll in Roll::all() {
        boards += compare(&black, roll, &mut list);
    }
    assert!(boards > 100, "{boards}");
}
