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

use std::hint::black_box;

use tablier::engine::backgammon::id::from_position_id;
use tablier::engine::backgammon::{generate_into, BgPlayList, BgPosition, BgRules, BgSetup};
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
    let mut list = BgPlayList::new();
    let (mut ops, mut plays) = (0usize, 0usize);
    for _ in 0..iters {
        for p in &positions {
            for &r in &rolls {
                generate_into(black_box(p), r, &rules, &mut list);
                plays += list.plays().len();
                ops += 1;
            }
        }
    }
    println!("{ops} operations, {plays} plays");
}
