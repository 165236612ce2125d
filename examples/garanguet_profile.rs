//! A loop over the legal plays of three dice (the garanguet, `dice: three`) on positions reached
//! by random play from its start, the 216 throws of three dice on each, for instruction counts
//! under callgrind, as `bg_profile` does for the two-dice game:
//!
//! ```sh
//! cargo build --release --example garanguet_profile
//! valgrind --tool=callgrind target/release/examples/garanguet_profile 20
//! ```
//!
//! One operation is one (position, throw): instructions per operation = (total − startup) /
//! operations (startup: run it with 0). The second argument names the triplet's reading
//! (`nine`, the default, or `six`); a third, `hits`, plays with hitting.

use std::hint::black_box;

use tablier::engine::tables::{
    generate_three_into, BgRules, BgSetup, BgThrowList, Dice, Start, Throw3, Triplet,
};

fn main() {
    let mut args = std::env::args().skip(1);
    let iters: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(20);
    let triplet = match args.next().as_deref() {
        Some("six") => Triplet::Six,
        _ => Triplet::Nine,
    };
    let hitting = args.next().as_deref() == Some("hits");
    let rules = BgRules {
        dice: Dice::Three,
        triplet,
        start: Start::Head,
        hitting,
        ..BgRules::default()
    };
    let mut list = BgThrowList::new();
    // seven positions of a seeded random game, every tenth turn from the start
    let mut rng = fastrand::Rng::with_seed(1818);
    let mut pos = BgSetup::start(Start::Head).validate().unwrap();
    let mut positions = vec![pos];
    for turn in 1..=70 {
        let t = Throw3::new(rng.u8(1..=6), rng.u8(1..=6), rng.u8(1..=6)).unwrap();
        generate_three_into(&pos, t, &rules, &mut list);
        let next = list.plays()[rng.usize(..list.plays().len())].apply(&pos);
        if next.winner().is_some() {
            break;
        }
        pos = next;
        if turn % 10 == 0 {
            positions.push(pos);
        }
    }
    let throws: Vec<Throw3> = Throw3::all().collect();
    let (mut ops, mut plays) = (0usize, 0usize);
    for _ in 0..iters {
        for p in &positions {
            // each throw as often as it falls in 216: the 216 throws of three dice
            for &t in &throws {
                for _ in 0..t.chances() {
                    generate_three_into(black_box(p), black_box(t), &rules, &mut list);
                    plays += list.plays().len();
                    ops += 1;
                }
            }
        }
    }
    println!("{ops} operations, {plays} plays");
}
