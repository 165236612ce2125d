//! A loop over one engine operation on the benchmark positions, for instruction counts under
//! callgrind (less noisy than times on a shared machine; see BENCHMARKS.md):
//!
//! ```sh
//! cargo build --release --example profile
//! valgrind --tool=callgrind target/release/examples/profile score all 100
//! ```
//!
//! Arguments: the operation (`legal`, `score`, `chances` for the engine's own path into
//! reused buffers; `api-legal`, `api-score` for the public API, `tablier::engine::generate` and
//! `tablier::engine::score`), the position (`all` or 0..=6, in the order of BENCHMARKS.md) and the number of iterations. It prints the operations done, so that
//! instructions per operation = (total − startup) / operations.

use std::hint::black_box;

use tablier::engine::chances::{self, ChanceTable, Scratch};
use tablier::engine::jans::{self, Score};
use tablier::engine::moves::{self, Board, PlayList};
use tablier::engine::notation::canonical;
use tablier::engine::{Color, Context, Roll, Rules};

const POSITIONS: [(&str, u32); 7] = [
    ("15,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-15", 1),
    ("10,0,0,0,1,1,0,1,0,0,0,2,0,-1,-1,-1,0,-1,0,0,0,0,0,-11", 5),
    ("2,1,1,1,0,2,0,1,2,3,2,0,0,-5,0,-1,0,-4,-1,0,0,0,0,-4", 12),
    ("0,0,0,0,0,1,2,3,-1,0,6,3,0,-4,-7,-1,-2,0,0,0,0,0,0,0", 20),
    ("-2,-3,-2,0,0,-2,0,0,0,0,2,4,0,-1,-5,0,2,0,0,0,1,1,3,2", 35),
    ("-7,-4,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,4,8", 50),
    ("3,2,2,2,2,2,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-15", 8),
];

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let op = args.get(1).map_or("score", String::as_str);
    let which: Option<usize> = args.get(2).and_then(|s| s.parse().ok());
    let iters: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1000);
    let rules = Rules::default();
    let positions: Vec<_> = POSITIONS
        .iter()
        .enumerate()
        .filter(|(i, _)| which.is_none_or(|w| w == *i))
        .map(|(_, (text, n))| {
            let pos = canonical::parse(text)
                .expect("canonical")
                .validate()
                .expect("legal");
            let ctx = Context {
                roll_number: Some(*n),
                ..Context::default()
            };
            (pos, ctx)
        })
        .collect();
    let mut list = PlayList::new();
    let mut score = Score::new();
    let mut table = ChanceTable::new(Color::White);
    let mut scratch = Scratch::default();
    let (mut ops, mut sink) = (0usize, 0usize);
    for _ in 0..iters {
        for (pos, ctx) in &positions {
            let s = pos.sided(pos.turn());
            match op {
                "legal" => {
                    for r in Roll::all() {
                        let b = Board::new(black_box(&s), &rules);
                        moves::legal_plays_into(&b, r, &mut list);
                        sink += list.plays().len();
                        ops += 1;
                    }
                }
                "score" => {
                    for r in Roll::all() {
                        let b = Board::new(black_box(&s), &rules);
                        jans::score_into(&b, r, ctx, &mut score, &mut list);
                        sink += score.jans.len();
                        ops += 1;
                    }
                }
                "chances" => {
                    chances::chance_table_into(black_box(&s), &rules, &mut table, &mut scratch);
                    sink += usize::from(table.jans[0].chances);
                    ops += 1;
                }
                "api-legal" => {
                    for r in Roll::all() {
                        sink += tablier::engine::generate(black_box(&s), r, &rules)
                            .plays
                            .len();
                        ops += 1;
                    }
                }
                "api-score" => {
                    for r in Roll::all() {
                        sink += tablier::engine::score(black_box(pos), pos.turn(), r, ctx, &rules)
                            .jans
                            .len();
                        ops += 1;
                    }
                }
                other => panic!("unknown operation `{other}`"),
            }
        }
    }
    println!("{ops} operations ({sink})");
}
