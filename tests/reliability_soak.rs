//! A small soak in the test suite: whole self-play games with every invariant checked on
//! every turn (`selfplay::run`: fifteen checkers a side, legal positions, even points under
//! twelve, trous never going back, a play always offered), under the default reading and under
//! every shipped profile. The large soak (1,000,000 games) is run by hand with the release
//! binary; its figures are in the README, "Reliability".

use tablier::engine::selfplay::{run, Config, Strategy};
use tablier::engine::Rules;

fn soak(games: u64, seed: u64, strategy: Strategy, rules: Rules) {
    let cfg = Config {
        games,
        seed,
        strategy,
        rules,
        threads: 2,
    };
    match run(&cfg) {
        Ok(stats) => {
            assert_eq!(stats.games, games);
            assert_eq!(stats.finished, games, "a game ran past the turn limit");
            assert!(stats.invariant_checks >= 2 * stats.turns / 3, "{stats:?}");
        }
        Err(broken) => panic!("invariant broken: {broken}"),
    }
}

#[test]
fn three_thousand_random_games_break_no_invariant() {
    soak(3_000, 2026, Strategy::Random, Rules::default());
}

#[test]
fn every_shipped_profile_plays_whole_games() {
    let profiles = tablier::conformance::profile::shipped_profiles()
        .as_ref()
        .expect("profiles load");
    assert!(profiles.len() >= 5);
    for (i, p) in profiles.iter().enumerate() {
        soak(100, i as u64, Strategy::Random, p.rules.clone());
        soak(20, i as u64, Strategy::Greedy, p.rules.clone());
    }
}

#[test]
fn self_play_scores_the_mezeas_read_on_the_roll_after_the_coin() {
    // Guiton's reading wants the ace on the roll right after the coin was taken: self-play
    // knows that only through the game's state (the coin just taken)
    let guiton = tablier::conformance::profile::resolve_profile("guiton-1822").expect("guiton");
    assert_eq!(guiton.mezeas, tablier::engine::Mezeas::NextRoll);
    let stats = run(&Config {
        games: 300,
        seed: 3,
        strategy: Strategy::Random,
        rules: guiton,
        threads: 2,
    })
    .expect("no invariant broken");
    let mezeas = stats.jans.get("jan.mezeas").copied().unwrap_or(0);
    assert!(mezeas > 0, "no mézéas in {} turns", stats.turns);
}
