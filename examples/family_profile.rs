//! A loop over the legal plays of a game of the tables family on positions reached by random
//! play from its start, for instruction counts under callgrind, to compare a game's cost per
//! (position, roll) with backgammon's measured the same way:
//!
//! ```sh
//! cargo build --release --example family_profile
//! valgrind --tool=callgrind target/release/examples/family_profile 20 fevga
//! ```
//!
//! The second argument names the rules: `backgammon` (the default), `fevga` or `jacquet` (as
//! their profiles set the settings the walk reads), or `parallel` (parallel movement from the
//! heads with neither limit, on the same walk and fevga's positions: what the limits cost). One operation is one (position, roll), the
//! 36 rolls of each of seven positions (a seeded random game after 0, 5, 10, 20, 30, 45 and 60
//! turns): instructions per operation = (total − startup) / operations (startup: run it with 0).

use std::hint::black_box;

use tablier::engine::tables::selfplay::reached;
use tablier::engine::tables::{
    generate_into, BgPlayList, BgRules, FirstChecker, FirstCheckerRelease, Geometry, PrimeOpen,
    Start,
};
use tablier::engine::Roll;

fn main() {
    let mut args = std::env::args().skip(1);
    let iters: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(20);
    let parallel = |first, release, start_table| BgRules {
        geometry: Geometry::Parallel,
        start: Start::Head,
        hitting: false,
        first_checker: first,
        first_checker_release: release,
        start_table,
        ..BgRules::default()
    };
    let fevga = parallel(
        FirstChecker::PastOpponentStart,
        FirstCheckerRelease::AtOnce,
        true,
    );
    let name = args.next();
    let rules = match name.as_deref() {
        Some("fevga") => BgRules {
            prime_open: PrimeOpen::AllOnThePointBehind,
            ..fevga.clone()
        },
        Some("jacquet") => parallel(FirstChecker::OwnHome, FirstCheckerRelease::NextThrow, false),
        // the same walk with neither limit: what the limits themselves cost
        Some("parallel") => parallel(FirstChecker::Free, FirstCheckerRelease::AtOnce, false),
        _ => BgRules::default(),
    };
    let positions: Vec<_> = [0, 5, 10, 20, 30, 45, 60]
        .into_iter()
        .map(|t| {
            // `parallel` walks fevga's positions, to compare with fevga's own figure
            let by = if name.as_deref() == Some("parallel") {
                &fevga
            } else {
                &rules
            };
            reached(1818, t, by)
        })
        .collect();
    let mut list = BgPlayList::new();
    let (mut ops, mut plays) = (0usize, 0usize);
    for _ in 0..iters {
        for p in &positions {
            for roll in Roll::all() {
                let times = if roll.is_doublet() { 1 } else { 2 };
                for _ in 0..times {
                    generate_into(black_box(p), black_box(roll), &rules, &mut list);
                    plays += list.plays().len();
                    ops += 1;
                }
            }
        }
    }
    println!("{ops} operations, {plays} plays");
}
