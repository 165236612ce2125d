//! A small soak in the test suite: whole self-play games with every invariant checked on
//! every turn (`selfplay::run`: fifteen checkers a side, legal positions, even points under
//! twelve, trous never going back, a play always offered), under the default reading and under
//! every shipped profile. The large soak (1,000,000 games) is run by hand with the release
//! binary; its figures are in the README, "Reliability".

use tablier::engine::trictrac::game::Form;
use tablier::engine::trictrac::selfplay::tournament::{self, MatchConfig, MatchTotals};
use tablier::engine::trictrac::selfplay::{run, Config, Strategy};
use tablier::engine::trictrac::Rules;

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
    assert_eq!(guiton.mezeas, tablier::engine::trictrac::Mezeas::NextRoll);
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

/// Each pair of players (P, Q, deals) plays a match in `form` under every shipped profile of
/// the trictrac, every game finished within the turn limit and no invariant broken; `each`
/// reads the profile's rules and the match's totals.
fn matches_under_every_profile(
    pairs: &[(&str, &str, u64)],
    form: Form,
    mut each: impl FnMut(&Rules, &MatchTotals),
) {
    let profiles = tablier::conformance::profile::shipped_profiles()
        .as_ref()
        .expect("profiles load");
    for (i, p) in profiles.iter().enumerate() {
        if p.game != tablier::engine::GameKind::Trictrac {
            continue;
        }
        for &(white, black, deals) in pairs {
            let cfg = MatchConfig {
                p: white.parse().unwrap(),
                q: black.parse().unwrap(),
                deals,
                seed: i as u64,
                rules: p.rules.clone(),
                form,
                threads: 2,
                sprt: None,
            };
            let t =
                tournament::run(&cfg).unwrap_or_else(|b| panic!("{white} against {black}: {b}"));
            assert_eq!(t.stats.games, 2 * deals);
            assert_eq!(
                t.stats.finished,
                2 * deals,
                "a game ran past the turn limit"
            );
            each(&p.rules, &t);
        }
    }
}

/// Every player of `tablier match`, under every shipped profile, plays whole games that break
/// no invariant: each going policy, greedy-1ply among them.
#[test]
fn every_player_plays_whole_match_games_under_every_profile() {
    let pairs = [
        ("greedy+21", "random+go", 6),
        ("greedy+go", "random+stay", 6),
        ("greedy-1ply", "greedy", 1),
        ("greedy-1ply+21", "random+random", 1),
    ];
    matches_under_every_profile(&pairs, Form::DouzeTrous, |_, _| {});
}

/// The game à écrire, under every shipped profile (those of its own reckoning among them: the
/// bredouille of one tenue, the progression): players who go away play whole games of two
/// marqués that break no invariant, each won or drawn on its écrit.
#[test]
fn players_who_go_play_whole_games_a_ecrire_under_every_profile() {
    let pairs = [
        ("greedy+21", "random+go", 3),
        ("greedy+go", "random+stay", 3),
    ];
    let mut own = 0;
    matches_under_every_profile(&pairs, Form::Ecrire { marques: 2 }, |rules, t| {
        let decided = t.p_wins[0] + t.p_wins[1] + t.q_wins[0] + t.q_wins[1];
        assert_eq!(decided + t.drawn[0] + t.drawn[1], t.stats.games);
        own += usize::from(rules.ecrire_tenue || rules.ecrire_progression);
    });
    assert!(own > 0, "no profile of the reckoning à écrire's own");
}
