//! A loop over backgammon's legal plays on the benchmark positions of `benches/backgammon.rs`
//! (the same seven),
//! for instruction counts under callgrind (see BENCHMARKS.md):
//!
//! ```sh
//! cargo build --release --example bg_profile
//! valgrind --tool=callgrind target/release/examples/bg_profile 100
//! ```
//!
//! It prints the operations done (one = one position and roll) and the plays found, so that
//! instructions per operation = (total − startup) / operations (startup: run it with 0).
//!
//! A second argument chooses what is counted (issue 37): `plays` (the default), the plays
//! alone (`generate_into`); `boards`, the plays and the board each leaves (`boards_into`);
//! `apply`, the boards as the public calls gave them before (`generate_into`, then
//! `BgPlay::apply` on each play); `bkgm`, the boards as the bkgm crate lists them
//! (`legal_positions`, a vector each call).

use std::hint::black_box;

use tablier::engine::tables::id::from_position_id;
use tablier::engine::tables::{
    boards_into, generate_into, BgBoardList, BgPlayList, BgPosition, BgRules, BgSetup,
};
use tablier::engine::{Color, Roll};

/// Five boards of play (a seeded random game after 10, 20, 30, 45 and 80 turns): checkers on the
/// bar for either side, a middle game, a bearing off.
const PLAYED: [(&str, Color); 5] = [
    ("1ZbgAQVrfIgBYA", Color::White),
    ("sgEeIGdzdiRQAQ", Color::White),
    ("cgAPYU7PsxGAIA", Color::White),
    ("f34AAgHmBVEEHg", Color::Black),
    ("nRUyAB0PAAAAAA", Color::White),
];

fn main() {
    let iters: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let rules = BgRules::default();
    let mut positions = vec![
        BgPosition::opening(),
        BgSetup::nackgammon().validate().unwrap(),
    ];
    positions.extend(
        PLAYED
            .iter()
            .map(|(id, turn)| from_position_id(id, *turn).unwrap()),
    );
    let rolls: Vec<Roll> = Roll::all().collect();
    let mode = std::env::args().nth(2).unwrap_or_else(|| "plays".into());
    let mut list = BgPlayList::new();
    let mut boards = BgBoardList::new();
    let theirs: Vec<bkgm::Position<15>> = positions.iter().map(to_bkgm).collect();
    let dice: Vec<bkgm::Dice> = rolls
        .iter()
        .map(|r| {
            let [a, b] = r.numbers();
            bkgm::Dice::new(usize::from(a), usize::from(b))
        })
        .collect();
    let (mut ops, mut plays) = (0usize, 0usize);
    // one loop a mode, so that the plays' loop is the one measured before issue 37
    match mode.as_str() {
        "plays" => {
            for _ in 0..iters {
                for p in &positions {
                    for &r in &rolls {
                        generate_into(black_box(p), r, &rules, &mut list);
                        plays += list.plays().len();
                        ops += 1;
                    }
                }
            }
        }
        "boards" => {
            for _ in 0..iters {
                for p in &positions {
                    for &r in &rolls {
                        boards_into(black_box(p), r, &rules, &mut list, &mut boards);
                        plays += boards.boards().len();
                        ops += 1;
                    }
                }
            }
        }
        "apply" => {
            for _ in 0..iters {
                for p in &positions {
                    for &r in &rolls {
                        generate_into(black_box(p), r, &rules, &mut list);
                        for play in list.plays() {
                            black_box(play.apply(p));
                        }
                        plays += list.plays().len();
                        ops += 1;
                    }
                }
            }
        }
        "bkgm" => {
            for _ in 0..iters {
                for q in &theirs {
                    for d in &dice {
                        plays +=
                            bkgm::legal_positions_with::<bkgm::ClassicRules, 15>(*black_box(q), d)
                                .len();
                        ops += 1;
                    }
                }
            }
        }
        _ => panic!("the second argument: plays, boards, apply or bkgm"),
    }
    println!("{ops} operations, {plays} plays");
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
