//! No heap allocation in the hot paths of the engine: legal plays, every way of playing,
//! scoring and chance tables, into reused buffers and through the public `generate`, `score`
//! and `judge`, on the seven benchmark positions, every roll, both players to roll, several
//! rule profiles. A counting global allocator (global in this test binary only)
//! counts the allocations made by this test's own thread: a count, not a time.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use tablier::engine::trictrac::chances::{self, ChanceTable, Scratch};
use tablier::engine::trictrac::jans::{self, Score};
use tablier::engine::trictrac::moves::{self, Board, PlayList};
use tablier::engine::trictrac::notation::canonical;
use tablier::engine::{
    trictrac::{Context, ExitMethod, Position, Rules},
    Color, Roll,
};

mod common_bg;

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

fn count() {
    // `try_with`: the counter may already be gone while a thread shuts down
    let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count();
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        unsafe { System.realloc(ptr, layout, new_size) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Allocations made by this thread while `f` runs.
fn allocations(f: impl FnOnce()) -> usize {
    let before = ALLOCATIONS.with(Cell::get);
    f();
    ALLOCATIONS.with(Cell::get) - before
}

const POSITIONS: [&str; 7] = [
    "15,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-15",
    "10,0,0,0,1,1,0,1,0,0,0,2,0,-1,-1,-1,0,-1,0,0,0,0,0,-11",
    "2,1,1,1,0,2,0,1,2,3,2,0,0,-5,0,-1,0,-4,-1,0,0,0,0,-4",
    "0,0,0,0,0,1,2,3,-1,0,6,3,0,-4,-7,-1,-2,0,0,0,0,0,0,0",
    "-2,-3,-2,0,0,-2,0,0,0,0,2,4,0,-1,-5,0,2,0,0,0,1,1,3,2",
    "-7,-4,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,4,8",
    "3,2,2,2,2,2,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-15",
];

#[test]
fn the_counter_sees_an_allocation() {
    assert!(allocations(|| drop(std::hint::black_box(vec![1u8; 10]))) >= 1);
}

#[test]
fn the_hot_paths_do_not_allocate() {
    let positions: Vec<Position> = POSITIONS
        .iter()
        .map(|t| canonical::parse(t).unwrap().validate().unwrap())
        .collect();
    let profiles = [
        Rules::default(),
        Rules {
            exit_method: ExitMethod::Provincial,
            pile_de_misere: true,
            margot: true,
            rencontre: true,
            ..Rules::default()
        },
    ];
    let contexts = [
        Context::default(),
        Context {
            roll_number: Some(1),
            opponent_first_roll: Roll::new(3, 1),
            ..Context::default()
        },
    ];
    // buffers made once, before counting
    let mut list = PlayList::new();
    let mut ways = PlayList::new();
    let mut score = Score::new();
    let mut table = ChanceTable::new(Color::White);
    let mut scratch = Scratch::default();
    let sides: Vec<_> = positions
        .iter()
        .flat_map(|p| Color::ALL.map(|c| p.sided(c)))
        .collect();
    let mut work = 0usize;
    // the public wrappers' thread-local buffers, made once
    work += moves::generate(&sides[0], Roll::all().next().unwrap(), &profiles[0])
        .plays
        .len();
    let n = allocations(|| {
        for rules in &profiles {
            for s in &sides {
                let board = Board::new(s, rules);
                for roll in Roll::all() {
                    moves::legal_plays_into(&board, roll, &mut list);
                    moves::every_legal_way_into(&board, roll, &mut ways);
                    work += list.plays().len() + ways.plays().len();
                    // the public API: a stack list, plays made full only when asked
                    let plays = moves::generate(s, roll, rules);
                    work += plays.plays.len() + plays.unplayable.len();
                    if let Some(p) = plays.plays.iter().next_back() {
                        work += usize::from(moves::judge(s, roll, p.result(), rules).is_ok());
                    }
                    for ctx in &contexts {
                        jans::score_into(&board, roll, ctx, &mut score, &mut scratch.plays);
                        work += score.jans.len();
                        work += jans::score_sided(s, roll, ctx, rules).jans.len();
                    }
                }
                chances::chance_table_into(s, rules, &mut table, &mut scratch);
                work += usize::from(table.jans[0].chances);
            }
        }
    });
    assert!(work > 1000, "the loop did its work: {work}");
    assert_eq!(n, 0, "allocations in the hot paths");
}

#[test]
fn backgammon_legal_plays_allocate_nothing() {
    use tablier::engine::tables::{generate_into, BearOff, BgPlayList, BgRules};
    let positions = common_bg::bench_positions();
    let mut list = BgPlayList::new();
    for bear_off in [BearOff::English, BearOff::French, BearOff::FrenchMost] {
        let rules = BgRules {
            bear_off,
            ..BgRules::default()
        };
        let mut plays = 0;
        let n = allocations(|| {
            for p in &positions {
                for r in Roll::all() {
                    generate_into(p, r, &rules, &mut list);
                    plays += list.plays().len();
                }
            }
        });
        assert_eq!(n, 0, "{bear_off:?}");
        assert!(plays > 1000);
    }
}

/// Issue 37: the boards of the plays, into reused lists, allocate nothing either.
#[test]
fn backgammon_boards_allocate_nothing() {
    use tablier::engine::tables::{boards_into, BgBoardList, BgPlayList, BgRules};
    let positions = common_bg::bench_positions();
    let (mut plays, mut boards) = (BgPlayList::new(), BgBoardList::new());
    let rules = BgRules::default();
    let mut written = 0;
    let n = allocations(|| {
        for p in &positions {
            for r in Roll::all() {
                boards_into(p, r, &rules, &mut plays, &mut boards);
                written += boards.boards().len();
            }
        }
    });
    assert_eq!(n, 0);
    assert_eq!(written, 3829);
}

/// Issue 37: long nardy's plays (parallel movement, the head and the six-block, walked on
/// their own path) allocate nothing either, on positions reached by play from the head.
#[test]
fn long_nardy_legal_plays_allocate_nothing() {
    use tablier::engine::tables::selfplay::reached;
    use tablier::engine::tables::{
        boards_into, BgBoardList, BgPlayList, BgRules, Geometry, Head, Start,
    };
    let rules = BgRules {
        geometry: Geometry::Parallel,
        start: Start::Head,
        hitting: false,
        head: Head::OneBut664433,
        six_block: true,
        ..BgRules::default()
    };
    let positions: Vec<_> = (0..20)
        .flat_map(|seed| [0, 10, 40, 80].map(|turns| reached(seed, turns, &rules)))
        .collect();
    let (mut plays, mut boards) = (BgPlayList::new(), BgBoardList::new());
    let mut written = 0;
    let n = allocations(|| {
        for p in &positions {
            for r in Roll::all() {
                boards_into(p, r, &rules, &mut plays, &mut boards);
                written += boards.boards().len();
            }
        }
    });
    assert_eq!(n, 0);
    assert!(written > 5_000, "{written}");
}

/// Issue 37: plakoto's plays (pinning, walked on their own path) and their judgement of a pin
/// allocate nothing in the generator, on positions reached by play, pins among them.
#[test]
fn plakoto_legal_plays_allocate_nothing() {
    use tablier::engine::tables::selfplay::reached;
    use tablier::engine::tables::{generate_into, BgPlayList, BgRules, Mother, Start};
    let rules = BgRules {
        start: Start::Head,
        hitting: false,
        pinning: true,
        mother: Mother::Double,
        ..BgRules::default()
    };
    let positions: Vec<_> = (0..20)
        .flat_map(|seed| [0, 10, 30, 60].map(|turns| reached(seed, turns, &rules)))
        .collect();
    assert!(positions
        .iter()
        .any(|p| p.pinned(Color::White) | p.pinned(Color::Black) != 0));
    let mut plays = BgPlayList::new();
    let mut written = 0;
    let n = allocations(|| {
        for p in &positions {
            for r in Roll::all() {
                generate_into(p, r, &rules, &mut plays);
                written += plays.plays().len();
            }
        }
    });
    assert_eq!(n, 0);
}

/// Issue 37: the jacquet's and fevga's plays (the first-checker rule, the starting quarter, on
/// the limited walk) allocate nothing either, on positions reached by play from the heads.
#[test]
fn jacquet_and_fevga_legal_plays_allocate_nothing() {
    use tablier::engine::tables::selfplay::reached;
    use tablier::engine::tables::{
        boards_into, BgBoardList, BgPlayList, BgRules, FirstChecker, FirstCheckerRelease, Geometry,
        Start,
    };
    let mut written = 0;
    for (first, release, start_table) in [
        (FirstChecker::OwnHome, FirstCheckerRelease::NextThrow, false),
        (
            FirstChecker::PastOpponentStart,
            FirstCheckerRelease::AtOnce,
            true,
        ),
    ] {
        let rules = BgRules {
            geometry: Geometry::Parallel,
            start: Start::Head,
            hitting: false,
            first_checker: first,
            first_checker_release: release,
            start_table,
            ..BgRules::default()
        };
        let positions: Vec<_> = (0..20)
            .flat_map(|seed| [0, 3, 10, 40].map(|turns| reached(seed, turns, &rules)))
            .collect();
        let (mut plays, mut boards) = (BgPlayList::new(), BgBoardList::new());
        let n = allocations(|| {
            for p in &positions {
                for r in Roll::all() {
                    boards_into(p, r, &rules, &mut plays, &mut boards);
                    written += boards.boards().len();
                }
            }
        });
        assert_eq!(n, 0);
    }
    assert!(written > 5_000, "{written}");
}

/// A rollout counts its trials as they come: however many it plays, it keeps none of them
/// (issue 36: a vector of trials made `by rollout 4294967295` ask for 34 GB).
#[test]
fn a_rollout_keeps_no_trials() {
    use tablier::engine::trictrac::selfplay::players::{Base, Rollout};
    use tablier::engine::trictrac::{Setup, Sided};
    let rules = Rules::default();
    let after = Sided::new(&Setup::opening(), Color::White);
    for base in [Base::Greedy, Base::OnePly] {
        let mut r = Rollout::new(40, 4, base);
        // the buffers grown once
        let _ = r.estimate(&after, &rules, 1);
        let _ = r.compare(&after, &after, &rules, 1);
        r.trials = 400;
        assert_eq!(
            allocations(|| {
                std::hint::black_box(r.estimate(&after, &rules, 2));
            }),
            0
        );
        assert_eq!(
            allocations(|| {
                std::hint::black_box(r.compare(&after, &after, &rules, 2));
            }),
            0
        );
    }
}
