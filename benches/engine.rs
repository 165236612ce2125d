//! Criterion benchmarks of the engine, one group per target of issue 7 (see BENCHMARKS.md).
//!
//! One operation = one (position, roll): every group runs the seven positions below with all 21
//! rolls (147 operations), except `chances` (7 positions = 7 tables), `check` (the whole
//! conformance suite) and `selfplay` (200 whole games, one thread: today's self-play, and the
//! match players against themselves, a maxim player among them, on one thread and on two; 20
//! games for greedy-1ply and its maxim) and
//! `evaluators` (issue 24: one 2-ply choice, one 1,296-trial rollout). Throughput is reported
//! in operations per second.

use std::hint::black_box;
use std::path::PathBuf;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tablier::engine::trictrac::chances::{self, ChanceTable, Scratch};
use tablier::engine::trictrac::jans::{self, Score};
use tablier::engine::trictrac::moves::{self, Board, PlayList};
use tablier::engine::trictrac::notation::canonical;
use tablier::engine::trictrac::selfplay::players::PlayerSpec;
use tablier::engine::trictrac::selfplay::tournament::{self, MatchConfig};
use tablier::engine::trictrac::selfplay::{self, Strategy};
use tablier::engine::{
    trictrac::{Context, Position, Rules},
    Color, Roll,
};

/// The seven benchmark positions (canonical form, White to play) and the roll number of each
/// in its relevé.
const POSITIONS: [(&str, &str, u32); 7] = [
    (
        "start",
        "15,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-15",
        1,
    ),
    (
        "early_corner",
        "10,0,0,0,1,1,0,1,0,0,0,2,0,-1,-1,-1,0,-1,0,0,0,0,0,-11",
        5,
    ),
    (
        "mid_blots",
        "2,1,1,1,0,2,0,1,2,3,2,0,0,-5,0,-1,0,-4,-1,0,0,0,0,-4",
        12,
    ),
    (
        "mid_bigjan",
        "0,0,0,0,0,1,2,3,-1,0,6,3,0,-4,-7,-1,-2,0,0,0,0,0,0,0",
        20,
    ),
    (
        "late_return",
        "-2,-3,-2,0,0,-2,0,0,0,0,2,4,0,-1,-5,0,2,0,0,0,1,1,3,2",
        35,
    ),
    (
        "bearoff",
        "-7,-4,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,4,8",
        50,
    ),
    (
        "petit_jan_full",
        "3,2,2,2,2,2,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-15",
        8,
    ),
];

fn positions() -> Vec<(Position, Context)> {
    POSITIONS
        .iter()
        .map(|(name, text, n)| {
            let mut setup = canonical::parse(text).unwrap_or_else(|e| panic!("{name}: {e}"));
            setup.turn = Color::White;
            let pos = setup
                .validate()
                .unwrap_or_else(|e| panic!("{name} is not a legal position: {e}"));
            let ctx = Context {
                roll_number: Some(*n),
                ..Context::default()
            };
            (pos, ctx)
        })
        .collect()
}

fn legal_plays(c: &mut Criterion) {
    let rules = Rules::default();
    let ps = positions();
    let rolls: Vec<Roll> = Roll::all().collect();
    let mut g = c.benchmark_group("legal_plays");
    g.throughput(Throughput::Elements((ps.len() * rolls.len()) as u64));
    // the engine's own path, no allocation: the board prepared for each (position, roll)
    g.bench_function("fast", |b| {
        let mut list = PlayList::new();
        b.iter(|| {
            let mut n = 0;
            for (p, _) in &ps {
                let s = p.sided(p.turn());
                for &r in &rolls {
                    let board = Board::new(black_box(&s), &rules);
                    moves::legal_plays_into(&board, r, &mut list);
                    n += list.plays().len();
                }
            }
            n
        });
    });
    // the public API (`tablier::engine::trictrac::generate`): a stack list of compact plays
    g.bench_function("fast_public_api", |b| {
        b.iter(|| {
            let mut n = 0;
            for (p, _) in &ps {
                let s = p.sided(p.turn());
                for &r in &rolls {
                    n += tablier::engine::trictrac::generate(black_box(&s), r, &rules)
                        .plays
                        .len();
                }
            }
            n
        });
    });
    g.finish();
}

fn score(c: &mut Criterion) {
    let rules = Rules::default();
    let ps = positions();
    let rolls: Vec<Roll> = Roll::all().collect();
    let mut g = c.benchmark_group("score");
    g.throughput(Throughput::Elements((ps.len() * rolls.len()) as u64));
    g.bench_function("fast", |b| {
        let mut out = Score::new();
        let mut scratch = PlayList::new();
        b.iter(|| {
            let mut n = 0;
            for (p, ctx) in &ps {
                let s = p.sided(p.turn());
                for &r in &rolls {
                    let board = Board::new(black_box(&s), &rules);
                    jans::score_into(&board, r, ctx, &mut out, &mut scratch);
                    n += out.jans.len();
                }
            }
            n
        });
    });
    // the public API (`tablier::engine::trictrac::score`): a fixed-capacity `Score`
    g.bench_function("fast_public_api", |b| {
        b.iter(|| {
            let mut n = 0;
            for (p, ctx) in &ps {
                for &r in &rolls {
                    n += tablier::engine::trictrac::score(black_box(p), p.turn(), r, ctx, &rules)
                        .jans
                        .len();
                }
            }
            n
        });
    });
    g.finish();
}

fn chances(c: &mut Criterion) {
    let rules = Rules::default();
    let ps = positions();
    let mut g = c.benchmark_group("chances");
    g.throughput(Throughput::Elements(ps.len() as u64));
    g.bench_function("fast", |b| {
        let mut table = ChanceTable::new(Color::White);
        let mut scratch = Scratch::default();
        b.iter(|| {
            let mut n = 0u32;
            for (p, _) in &ps {
                let s = p.sided(p.turn());
                chances::chance_table_into(black_box(&s), &rules, &mut table, &mut scratch);
                n += u32::from(table.jans[0].chances);
            }
            n
        });
    });
    // both players' tables (42 rolls scored per position)
    g.bench_function("fast_both_rollers", |b| {
        let mut table = ChanceTable::new(Color::White);
        let mut scratch = Scratch::default();
        b.iter(|| {
            let mut n = 0u32;
            for (p, _) in &ps {
                for c in Color::ALL {
                    let s = p.sided(c);
                    chances::chance_table_into(black_box(&s), &rules, &mut table, &mut scratch);
                    n += u32::from(table.jans[0].chances);
                }
            }
            n
        });
    });
    g.finish();
}

fn check(c: &mut Criterion) {
    let paths = vec![PathBuf::from("scenarios")];
    let mut g = c.benchmark_group("check");
    g.sample_size(20);
    g.bench_function("conformance_suite", |b| {
        b.iter(|| {
            let out = tablier::cli::check(
                &paths,
                &tablier::conformance::profile::resolve_profile,
                None,
                false,
            );
            assert_eq!(out.code, 0, "{}", out.stdout);
            out.stdout.len()
        });
    });
    g.finish();
}

fn selfplay(c: &mut Criterion) {
    const GAMES: u64 = 200;
    let mut g = c.benchmark_group("selfplay");
    g.sample_size(20);
    g.throughput(Throughput::Elements(GAMES));
    // today's self-play: one player on both sides, dice and choices on one stream
    for (name, strategy) in [("random", Strategy::Random), ("greedy", Strategy::Greedy)] {
        let cfg = selfplay::Config {
            games: GAMES,
            seed: 1,
            strategy,
            rules: Rules::default(),
            threads: 1,
        };
        g.bench_function(name, |b| {
            b.iter(|| {
                let stats = selfplay::run(black_box(&cfg)).expect("no invariant broken");
                stats.turns
            });
        });
    }
    // the players of matches, each against itself: a deal is two games (both seatings);
    // greedy-1ply walks the 21 rolls twice (their points only) for every distinct play of
    // every throw that has more than one; a maxim overrides its base's choice; the
    // `_2threads` ones on both cores of the machine
    for (name, player, deals, threads) in [
        ("match_random", "random", GAMES / 2, 1),
        ("match_greedy", "greedy", GAMES / 2, 1),
        ("match_greedy_2threads", "greedy", GAMES / 2, 2),
        ("match_maxim_bold_greedy", "bold:greedy", GAMES / 2, 1),
        (
            "match_maxim_bold_greedy_2threads",
            "bold:greedy",
            GAMES / 2,
            2,
        ),
        ("match_greedy_1ply", "greedy-1ply", 10, 1),
        ("match_greedy_1ply_2threads", "greedy-1ply", 10, 2),
        ("match_maxim_bold_greedy_1ply", "bold:greedy-1ply", 10, 1),
    ] {
        let spec: PlayerSpec = player.parse().expect("a player");
        let cfg = MatchConfig {
            p: spec,
            q: spec,
            deals,
            seed: 1,
            rules: Rules::default(),
            form: tablier::engine::trictrac::game::Form::DouzeTrous,
            threads,
            sprt: None,
        };
        g.throughput(Throughput::Elements(2 * deals));
        if deals < 20 {
            g.sample_size(10);
        }
        g.bench_function(name, |b| {
            b.iter(|| {
                let t = tournament::run(black_box(&cfg)).expect("no invariant broken");
                t.stats.turns
            });
        });
    }
    g.finish();
}

/// Issue 24: the deeper evaluators. `two_ply/POS`: the expectimax-2ply choice of White's 6-5
/// on a benchmark position (every distinct play valued); `rollout_1296/BASE`: a 1,296-trial
/// rollout (6 throws) of one play, the first of that 6-5, over each base player.
fn evaluators(c: &mut Criterion) {
    use tablier::engine::trictrac::game::Game;
    use tablier::engine::trictrac::selfplay::players::{
        Base, Expectimax, PlayPolicy, Rollout, HORIZON,
    };
    let rules = Rules::default();
    let mut g = c.benchmark_group("evaluators");
    g.sample_size(10);
    let ps = positions();
    for (i, (name, ..)) in POSITIONS.iter().enumerate() {
        if !["start", "early_corner", "mid_blots", "mid_bigjan"].contains(name) {
            continue;
        }
        let mut game = Game::at(ps[i].0.setup().clone(), &rules);
        game.roll(Color::White, Roll::new(6, 5).expect("6-5"))
            .expect("a legal board");
        let mut x = Expectimax::default();
        g.bench_function(format!("two_ply/{name}"), |b| {
            b.iter(|| {
                x.choose(black_box(&game), &mut fastrand::Rng::with_seed(1))
                    .index
            });
        });
        if *name != "mid_blots" {
            continue;
        }
        let set = &game.turn().expect("rolled").plays().plays;
        let after = set.compact()[0].result(set.start());
        for base in Base::ALL {
            let mut r = Rollout::new(1296, HORIZON, base);
            g.bench_function(format!("rollout_1296/{}", base.name()), |b| {
                b.iter(|| r.estimate(black_box(&after), &rules, 1).mean);
            });
        }
    }
    g.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    targets = legal_plays, score, chances, check, selfplay, evaluators
}
criterion_main!(benches);
