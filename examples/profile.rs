//! A loop over one engine operation on the benchmark positions, for instruction counts under
//! callgrind (less noisy than times on a shared machine; see BENCHMARKS.md):
//!
//! ```sh
//! cargo build --release --example profile
//! valgrind --tool=callgrind target/release/examples/profile score all 100
//! ```
//!
//! Arguments: the operation (`legal`, `score`, `points`, `chances`, `chance-points` for the
//! engine's own path into reused buffers; `api-legal`, `api-score` for the public API,
//! `tablier::engine::trictrac::generate` and `tablier::engine::trictrac::score`), the position (`all` or 0..=6, in
//! the order of BENCHMARKS.md) and the number of iterations. It prints the operations done, so
//! that instructions per operation = (total − startup) / operations.
//!
//! The players' operations ignore the position: `match-PLAYER` plays N deals of PLAYER against
//! itself (`tablier match --white P --black P --games N --seed 1 --threads 1`: 2N games, one
//! operation each), `rollout-BASE` makes N 1,296-trial rollouts over BASE of the first play of
//! White's 6-5 on position 2 (`mid_blots`; the bench `evaluators/rollout_1296/BASE`).

use std::hint::black_box;

use tablier::engine::trictrac::chances::{self, ChanceTable, Scratch};
use tablier::engine::trictrac::jans::{self, Score};
use tablier::engine::trictrac::moves::{self, Board, PlayList};
use tablier::engine::trictrac::notation::canonical;
use tablier::engine::trictrac::selfplay::players::{Base, PlayerSpec, Rollout, HORIZON};
use tablier::engine::trictrac::selfplay::tournament::{self, MatchConfig};
use tablier::engine::{
    trictrac::{Context, Position, Rules},
    Color, Roll,
};

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
    if let Some(player) = op.strip_prefix("match-") {
        let spec: PlayerSpec = player.parse().expect("a player");
        let games = if iters == 0 {
            0
        } else {
            let cfg = MatchConfig {
                p: spec,
                q: spec,
                deals: iters as u64,
                seed: 1,
                rules: rules.clone(),
                threads: 1,
                sprt: None,
                form: Default::default(),
            };
            let t = tournament::run(&cfg).expect("no invariant broken");
            println!("{} turns", t.stats.turns);
            2 * iters
        };
        println!("{games} operations");
        return;
    }
    if let Some(base) = op.strip_prefix("rollout-") {
        let base = Base::ALL
            .into_iter()
            .find(|b| b.name() == base)
            .expect("a base player");
        let pos: Position = canonical::parse(POSITIONS[2].0)
            .expect("canonical")
            .validate()
            .expect("legal");
        let mut game = tablier::engine::trictrac::game::Game::at(pos.setup().clone(), &rules);
        game.roll(Color::White, Roll::new(6, 5).expect("6-5"))
            .expect("a legal board");
        let set = &game.turn().expect("rolled").plays().plays;
        let after = set.compact()[0].result(set.start());
        let mut r = Rollout::new(1296, HORIZON, base);
        let mut sum = 0.0;
        for _ in 0..iters {
            sum += r.estimate(black_box(&after), &rules, 1).mean;
        }
        println!("{iters} operations ({sum})");
        return;
    }
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
                "points" => {
                    for r in Roll::all() {
                        let b = Board::new(black_box(&s), &rules);
                        let p = jans::points_into(&b, r, ctx, &mut list);
                        sink += (p.roller + p.opponent) as usize;
                        ops += 1;
                    }
                }
                "chance-points" => {
                    let p = chances::chance_points_into(black_box(&s), &rules, &mut scratch);
                    sink += (p.roller + p.opponent) as usize;
                    ops += 1;
                }
                "chances" => {
                    chances::chance_table_into(black_box(&s), &rules, &mut table, &mut scratch);
                    sink += usize::from(table.jans[0].chances);
                    ops += 1;
                }
                "api-legal" => {
                    for r in Roll::all() {
                        sink += tablier::engine::trictrac::generate(black_box(&s), r, &rules)
                            .plays
                            .len();
                        ops += 1;
                    }
                }
                "api-score" => {
                    for r in Roll::all() {
                        sink += tablier::engine::trictrac::score(
                            black_box(pos),
                            pos.turn(),
                            r,
                            ctx,
                            &rules,
                        )
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
