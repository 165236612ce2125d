//! The legal plays of any two-dice game of the tables family, for instruction counts under
//! callgrind (issue 37: each game's plays against backgammon's):
//!
//! ```sh
//! cargo build --release --example family_profile
//! valgrind --tool=callgrind target/release/examples/family_profile long-nardy 20 plays
//! ```
//!
//! The first argument names a profile of the shipped corpus (`corpus/`, read from the
//! directory the command runs in). Its positions are its own: twelve boards met along seeded
//! random games played under the profile from its start, every fifth turn. Each is asked every
//! one of the 21 rolls: one operation is one (position, roll), so that instructions per
//! operation = (total − startup) / operations (startup: the same command with 0 iterations).
//! The third argument chooses what is counted: `plays` (`generate_into`, the default) or
//! `boards` (`boards_into`). Run it on `modern-backgammon` for the figure the others are
//! compared with: positions of the same kind, reached the same way.

use std::hint::black_box;
use std::path::Path;

use tablier::engine::tables::{boards_into, generate_into, BgBoardList, BgPlayList, BgSetup};
use tablier::engine::Roll;
use tablier::Profiles;

fn main() {
    let mut args = std::env::args().skip(1);
    let name = args.next().unwrap_or_else(|| "modern-backgammon".into());
    let iters: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(20);
    let mode = args.next().unwrap_or_else(|| "plays".into());
    let profiles = Profiles::load(Path::new("corpus")).expect("the shipped corpus loads");
    let rules = profiles
        .get(&name)
        .unwrap_or_else(|| panic!("no profile {name} in corpus/"))
        .bg_rules
        .clone();
    let rolls: Vec<Roll> = Roll::all().collect();
    let mut list = BgPlayList::new();
    let mut boards = BgBoardList::new();

    // twelve boards of seeded random games, every fifth turn
    let mut rng = fastrand::Rng::with_seed(37);
    let start = BgSetup::start(rules.start).validate_under(&rules).unwrap();
    let mut positions = Vec::new();
    while positions.len() < 12 {
        let mut pos = start;
        for turn in 1..=200 {
            let roll = rolls[rng.usize(..rolls.len())];
            generate_into(&pos, roll, &rules, &mut list);
            // the list always holds a play, the empty one when nothing can be played; taken
            // in the order of their keys, so that the boards do not depend on the order the
            // generator lists the plays in
            let mut plays = list.plays().to_vec();
            plays.sort_unstable_by_key(|p| p.key());
            let next = plays[rng.usize(..plays.len())].apply(&pos);
            if next.winner().is_some() {
                break;
            }
            pos = next;
            if turn % 5 == 0 && positions.len() < 12 {
                positions.push(pos);
            }
        }
    }

    let (mut ops, mut plays) = (0usize, 0usize);
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
        _ => panic!("the third argument: plays or boards"),
    }
    println!("{name}: {ops} operations, {plays} plays");
}
