//! Criterion benchmarks of backgammon's legal plays (issue 22), beside trictrac's public
//! `legal_plays` on its seven benchmark positions, so that one run compares them (BENCHMARKS.md).
//!
//! One operation = one (position, roll): seven backgammon positions (the standard start, the
//! nackgammon start, and five boards of play, given by their Position IDs: checkers on the
//! bar for either side, a middle game, a bearing off) with all 21 rolls, 147 operations. The plays go into a reused
//! `BgPlayList`: no heap allocation (`tests/no_alloc.rs` counts it).
//!
//! `bg_boards` (issue 37): on the same seven positions and 21 rolls, the plays alone
//! (`generate_into`), the plays and the board each leaves (`boards_into`), the boards as the
//! public calls gave them before (`generate_into`, then `BgPlay::apply` on each play), and the
//! bkgm crate's `legal_positions` (its boards in a new vector each call, as its public call
//! gives them).

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tablier::engine::tables::id::from_position_id;
use tablier::engine::tables::{
    boards_into, generate_into, BgBoardList, BgPlayList, BgPosition, BgRules, BgSetup,
};
use tablier::engine::trictrac::notation::canonical;
use tablier::engine::{trictrac::Rules, Color, Roll};

/// The seven backgammon positions of the benchmark.
pub fn bg_positions() -> Vec<BgPosition> {
    let played = [
        ("1ZbgAQVrfIgBYA", Color::White),
        ("sgEeIGdzdiRQAQ", Color::White),
        ("cgAPYU7PsxGAIA", Color::White),
        ("f34AAgHmBVEEHg", Color::Black),
        ("nRUyAB0PAAAAAA", Color::White),
    ];
    let mut v = vec![
        BgPosition::opening(),
        BgSetup::nackgammon().validate().unwrap(),
    ];
    v.extend(
        played
            .iter()
            .map(|(id, turn)| from_position_id(id, *turn).unwrap()),
    );
    v
}

const TRICTRAC: [&str; 7] = [
    "15,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-15",
    "10,0,0,0,1,1,0,1,0,0,0,2,0,-1,-1,-1,0,-1,0,0,0,0,0,-11",
    "2,1,1,1,0,2,0,1,2,3,2,0,0,-5,0,-1,0,-4,-1,0,0,0,0,-4",
    "0,0,0,0,0,1,2,3,-1,0,6,3,0,-4,-7,-1,-2,0,0,0,0,0,0,0",
    "-2,-3,-2,0,0,-2,0,0,0,0,2,4,0,-1,-5,0,2,0,0,0,1,1,3,2",
    "-7,-4,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,4,8",
    "3,2,2,2,2,2,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-15",
];

fn legal_plays(c: &mut Criterion) {
    let rolls: Vec<Roll> = Roll::all().collect();
    let bg = bg_positions();
    let bg_rules = BgRules::default();
    let tt: Vec<_> = TRICTRAC
        .iter()
        .map(|t| {
            let mut s = canonical::parse(t).unwrap();
            s.turn = Color::White;
            s.validate().unwrap()
        })
        .collect();
    let tt_rules = Rules::default();
    let mut g = c.benchmark_group("tables_legal_plays");
    g.throughput(Throughput::Elements(147));
    g.bench_function("backgammon", |b| {
        let mut list = BgPlayList::new();
        b.iter(|| {
            let mut n = 0;
            for p in &bg {
                for &r in &rolls {
                    generate_into(black_box(p), r, &bg_rules, &mut list);
                    n += list.plays().len();
                }
            }
            n
        });
    });
    g.bench_function("trictrac_public_api", |b| {
        b.iter(|| {
            let mut n = 0;
            for p in &tt {
                for &r in &rolls {
                    n += tablier::legal_plays(black_box(p), r, &tt_rules).plays.len();
                }
            }
            n
        });
    });
    g.finish();
}

/// The position as bkgm writes it: the side to play's checkers positive on his points, the
/// other's negative, index 25 the first's bar and 0 the other's.
fn to_bkgm(pos: &BgPosition) -> bkgm::Position<15> {
    let me = pos.counts(pos.turn());
    let them = pos.counts(pos.turn().opposite());
    let mut pips = [0i8; 26];
    for (i, pip) in pips.iter_mut().enumerate().take(25).skip(1) {
        *pip = me[i] as i8 - them[25 - i] as i8;
    }
    pips[25] = me[25] as i8;
    pips[0] = -(them[25] as i8);
    bkgm::Position::try_from(pips).unwrap()
}

fn boards(c: &mut Criterion) {
    let rolls: Vec<Roll> = Roll::all().collect();
    let bg = bg_positions();
    let rules = BgRules::default();
    let theirs: Vec<bkgm::Position<15>> = bg.iter().map(to_bkgm).collect();
    let dice: Vec<bkgm::Dice> = rolls
        .iter()
        .map(|r| {
            let [a, b] = r.numbers();
            bkgm::Dice::new(usize::from(a), usize::from(b))
        })
        .collect();
    let mut g = c.benchmark_group("bg_boards");
    g.throughput(Throughput::Elements(147));
    g.bench_function("tablier_generate_into", |b| {
        let mut list = BgPlayList::new();
        b.iter(|| {
            let mut n = 0;
            for p in &bg {
                for &r in &rolls {
                    generate_into(black_box(p), r, &rules, &mut list);
                    n += list.plays().len();
                }
            }
            n
        });
    });
    g.bench_function("tablier_boards_into", |b| {
        let (mut list, mut boards) = (BgPlayList::new(), BgBoardList::new());
        b.iter(|| {
            let mut n = 0;
            for p in &bg {
                for &r in &rolls {
                    boards_into(black_box(p), r, &rules, &mut list, &mut boards);
                    n += boards.boards().len();
                }
            }
            n
        });
    });
    // the boards as the public calls gave them before: each play's `apply`
    g.bench_function("tablier_generate_apply", |b| {
        let mut list = BgPlayList::new();
        b.iter(|| {
            let mut n = 0;
            for p in &bg {
                for &r in &rolls {
                    generate_into(black_box(p), r, &rules, &mut list);
                    for play in list.plays() {
                        black_box(play.apply(p));
                    }
                    n += list.plays().len();
                }
            }
            n
        });
    });
    g.bench_function("bkgm_legal_positions", |b| {
        b.iter(|| {
            let mut n = 0;
            for q in &theirs {
                for d in &dice {
                    n += bkgm::legal_positions_with::<bkgm::ClassicRules, 15>(*black_box(q), d)
                        .len();
                }
            }
            n
        });
    });
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    targets = legal_plays, boards
}
criterion_main!(benches);
