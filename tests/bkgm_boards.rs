//! Issue 37: the boards of the plays, beside an oracle. For (position, roll) pairs met along
//! random games from the starts of backgammon, nackgammon and hypergammon, the set of boards
//! `boards_into` writes is the set of positions the bkgm crate's `legal_positions` lists, and
//! no board is written twice.
//!
//! bkgm writes a position from the side to play's view: his checkers positive on his points
//! 1..=24, the other's negative on the same indices (the other's point `p` is index `25 - p`),
//! index 25 the first's bar and 0 the other's; and it turns the positions it lists round, the
//! opponent now to play. Both sides are compared here as (the side that played, the side to
//! play next), each on his own points 1..=24 and his bar.
//!
//! Hypergammon is three checkers a side. tablier's positions hold fifteen, so its hypergammon
//! boards have twelve checkers of each side borne off before the first throw: no rule of the
//! plays reads the checkers borne off, only whether all those left are home. The checkers borne
//! off are not compared (each program counts them out of its own total).

mod common_rng;

use std::collections::BTreeSet;

use bkgm::State as _;
use common_rng::Rng;
use tablier::engine::tables::{
    boards_into, BgBoard, BgBoardList, BgPlayList, BgPosition, BgRules, BgSetup, Start, BAR,
};
use tablier::engine::{Color, Roll};

/// One side's checkers on his points 1..=24 (indices 0..=23) and his bar (index 24).
type Side = [u8; 25];

/// A board as (the side that played, the side to play next).
type Board = (Side, Side);

fn side_of(counts: &[u8; 26]) -> Side {
    let mut s = [0; 25];
    s.copy_from_slice(&counts[1..=BAR]);
    s
}

fn ours(b: &BgBoard, checkers: u8) -> Board {
    (
        side_of(&b.mover_counts(checkers)),
        side_of(&b.opponent_counts(checkers)),
    )
}

/// The position as bkgm writes it, the side to play positive.
fn to_bkgm<const N: u8>(pos: &BgPosition) -> bkgm::Position<N> {
    let me = pos.counts(pos.turn());
    let them = pos.counts(pos.turn().opposite());
    let mut pips = [0i8; 26];
    for (i, pip) in pips.iter_mut().enumerate().take(25).skip(1) {
        *pip = me[i] as i8 - them[25 - i] as i8;
    }
    pips[25] = me[BAR] as i8;
    pips[0] = -(them[BAR] as i8);
    bkgm::Position::try_from(pips).unwrap()
}

/// A position bkgm lists after a play, already turned round: the side to play (positive) is
/// the one who did not play.
fn theirs<const N: u8>(p: &bkgm::Position<N>) -> Board {
    let (mut played, mut next) = ([0; 25], [0; 25]);
    for i in 1..=24 {
        let n = p.pip(i);
        if n > 0 {
            next[i - 1] = n as u8;
        } else if n < 0 {
            played[25 - i - 1] = (-n) as u8;
        }
    }
    next[24] = p.x_bar();
    played[24] = p.o_bar();
    (played, next)
}

/// What the pairs compared covered.
#[derive(Default, Debug)]
struct Seen {
    pairs: usize,
    games: usize,
    boards: usize,
    /// The side to play had a checker on the bar.
    bar: usize,
    /// All his checkers were home (he may bear off).
    home: usize,
    /// No number could be played.
    stuck: usize,
    /// Some board hit a checker.
    hit: usize,
}

/// Compares `pairs` (position, roll) pairs along random games from the start of `start`'s
/// profile (seeded by `seed`): each position met, one random roll, then a random board of it
/// as the next position, and the start again when a side has borne off all its checkers.
fn compare<const N: u8>(what: &str, start: Start, seed: u64, pairs: usize) -> Seen {
    let rules = BgRules {
        start,
        ..BgRules::default()
    };
    assert_eq!(start.checkers(), N);
    let start = BgSetup::start(start).validate_under(&rules).unwrap();
    let mut rng = Rng(seed);
    let (mut plays, mut boards) = (BgPlayList::new(), BgBoardList::new());
    let mut seen = Seen::default();
    let mut pos = start;
    while seen.pairs < pairs {
        let (a, b) = (1 + rng.below(6) as u8, 1 + rng.below(6) as u8);
        let roll = Roll::new(a, b).unwrap();
        boards_into(&pos, roll, &rules, &mut plays, &mut boards);
        let mine: BTreeSet<Board> = boards.boards().iter().map(|b| ours(b, N)).collect();
        assert_eq!(
            mine.len(),
            boards.boards().len(),
            "{what}: a board written twice, {pos:?} {roll}"
        );
        let listed = bkgm::legal_positions_with::<bkgm::ClassicRules, N>(
            to_bkgm::<N>(&pos),
            &bkgm::Dice::new(usize::from(a), usize::from(b)),
        );
        let other: BTreeSet<Board> = listed.iter().map(theirs).collect();
        if mine != other {
            let only_ours: Vec<_> = mine.difference(&other).collect();
            let only_theirs: Vec<_> = other.difference(&mine).collect();
            panic!(
                "{what}: {pos:?} {roll}: {} boards against bkgm's {}; only ours {only_ours:?}; \
                 only bkgm's {only_theirs:?}",
                mine.len(),
                other.len()
            );
        }
        let me = pos.counts(pos.turn());
        seen.pairs += 1;
        seen.boards += mine.len();
        seen.bar += usize::from(me[BAR] > 0);
        seen.home += usize::from(me[7..=BAR].iter().all(|&n| n == 0));
        seen.stuck += usize::from(plays.numbers_played() == 0);
        seen.hit += usize::from(plays.plays().iter().any(|p| p.hit_count() > 0));
        let next = boards.boards()[rng.below(boards.boards().len())].position(pos.turn(), N);
        assert_eq!(next.checkers(pos.turn()), N);
        if next.winner().is_some() {
            seen.games += 1;
            pos = start;
        } else {
            pos = next;
        }
    }
    seen
}

/// Every kind of board came up: checkers on the bar, bearing off, at least `stuck` throws with
/// no number played, hits; and several games were played out.
fn covered(what: &str, seen: &Seen, stuck: usize) {
    assert!(
        seen.games >= 5
            && seen.bar >= 50
            && seen.home >= 100
            && seen.stuck >= stuck
            && seen.hit >= 100,
        "{what}: {seen:?}"
    );
}

#[test]
fn the_boards_of_backgammon_are_bkgms() {
    let seen = compare::<15>("backgammon", Start::Standard, 37, 3_000);
    covered("backgammon", &seen, 10);
}

#[test]
fn the_boards_of_nackgammon_are_bkgms() {
    let seen = compare::<15>("nackgammon", Start::Nackgammon, 370, 3_000);
    covered("nackgammon", &seen, 10);
}

#[test]
fn the_boards_of_hypergammon_are_bkgms() {
    // three checkers a side on the opponent's ace, two and three points
    let start = BgPosition::start(Start::Hyper3);
    assert_eq!(to_bkgm::<3>(&start), bkgm::HYPERGAMMON);
    let seen = compare::<3>("hypergammon-3", Start::Hyper3, 3_700, 3_000);
    // three checkers are seldom shut out: one throw in these 3,000 plays nothing
    covered("hypergammon-3", &seen, 1);
}

#[test]
fn the_boards_of_hypergammon_with_two_checkers_are_bkgms() {
    let start = BgPosition::start(Start::Hyper2);
    assert_eq!(to_bkgm::<2>(&start), bkgm::HYPERGAMMON2);
    let seen = compare::<2>("hypergammon-2", Start::Hyper2, 3_702, 3_000);
    covered("hypergammon-2", &seen, 0);
}

/// The conversions are read the same way on both sides: the starts are bkgm's, and a board
/// bkgm lists after a throw with no number played is the position, turned round.
#[test]
fn the_frames_match() {
    assert_eq!(to_bkgm::<15>(&BgPosition::opening()), bkgm::BACKGAMMON);
    let nack = BgSetup::nackgammon().validate().unwrap();
    assert_eq!(to_bkgm::<15>(&nack), bkgm::NACKGAMMON);
    // White on the bar, Black holding all six home points: 6-6 plays nothing
    let closed = BgSetup::from_points(
        &[(25, 1), (13, 14)],
        &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 5)],
        Color::White,
    )
    .validate()
    .unwrap();
    let listed = bkgm::legal_positions_with::<bkgm::ClassicRules, 15>(
        to_bkgm::<15>(&closed),
        &bkgm::Dice::new(6, 6),
    );
    assert_eq!(listed.len(), 1);
    assert_eq!(
        theirs(&listed[0]),
        ours(&BgBoard::of(&closed.with_turn(Color::Black)), 15)
    );
}
