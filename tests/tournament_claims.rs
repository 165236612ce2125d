//! Tournament claims (`tournament … over …` and its `recorded` lines): read without playing by
//! default, played again under `check --advice`, where a figure that differs fails. Its own
//! test binary: playing again is a switch of the whole process.

use std::path::Path;

use tablier::conformance::scenario::{self, run::set_replay_tournaments, Status, Verdict};
use tablier::engine::Rules;

const HEAD: &str = "---
id: lepeintre-1818/tournaments/test
description: A tournament claim for the tests.
source:
  work: lepeintre-1818
  edition: Paris, Guillaume, 1818
  locator: 3e partie, r.59
  figure: null
  page: null
via: null
rules: [mark.sen-aller]
profile: lepeintre-1818
flags: []
---
";

fn run(body: &str) -> scenario::Report {
    let text = format!("{HEAD}{body}");
    let path = Path::new("test.scn");
    let file = scenario::parse(path, &text).expect("the file reads");
    scenario::run(path, &text, &file, &Rules::default())
}

#[test]
fn recorded_figures_are_read_then_played_again() {
    // recorded figures above zero under both evaluators: confirmed without playing
    let confirmed = "tournament BASE+go over BASE+stay form douze-trous deals 3 seed 5\n\
                     recorded greedy deals 3 stake +0.500 low +0.100 high +0.900\n\
                     recorded random deals 3 stake +0.500 low +0.100 high +0.900\n";
    let r = run(confirmed);
    assert_eq!(r.status(), Status::Confirmed, "{:?}", r.checks);
    assert!(r.trace[0].contains("confirmed"), "{:?}", r.trace);
    // one evaluator for, one against: depends on the player, to be acknowledged
    let depends = "tournament BASE+go over BASE+stay form douze-trous deals 3 seed 5\n\
                   recorded greedy deals 3 stake +0.500 low +0.100 high +0.900\n\
                   recorded random deals 3 stake -0.500 low -0.900 high -0.100\n";
    assert_eq!(run(depends).status(), Status::Failing);
    let acknowledged = format!("{depends}acknowledge depends reason \"the two disagree\"\n");
    assert_eq!(run(&acknowledged).status(), Status::Divergence);
    // a zero inside an interval: undecided, with the deals it would need
    let undecided = "tournament BASE+go over BASE+stay form douze-trous deals 3 seed 5\n\
                     recorded greedy deals 100 stake +0.100 low -0.100 high +0.300\n\
                     recorded random deals 3 stake +0.500 low +0.100 high +0.900\n";
    let r = run(undecided);
    assert!(
        r.trace[0].contains("about 400 deals needed"),
        "{:?}",
        r.trace
    );
    assert!(r.trace[0].ends_with(": undecided"), "{:?}", r.trace);
    // played again, the made-up figures differ: a failing check for each
    set_replay_tournaments(true);
    let r = run(confirmed);
    set_replay_tournaments(false);
    let again: Vec<_> = r
        .checks
        .iter()
        .filter(|c| c.engine.starts_with("played again: 3 deals, stake "))
        .collect();
    assert_eq!(again.len(), 2, "{:?}", r.checks);
    assert!(again.iter().all(|c| c.verdict == Verdict::Disagrees));
    assert_eq!(r.status(), Status::Failing);
}

#[test]
fn a_bad_tournament_line_is_refused_where_it_is_wrong() {
    let text = format!("{HEAD}tournament BASE+go over BASE+stay form ecrire deals 3 seed 5\n");
    let path = Path::new("test.scn");
    let file = scenario::parse(path, &text).expect("the file reads");
    let r = scenario::run(path, &text, &file, &Rules::default());
    let e = r.error.expect("refused");
    assert!(e.to_string().contains("unknown game form `ecrire`"), "{e}");
    let text =
        format!("{HEAD}tournament bold:BASE over cautious form douze-trous deals 3 seed 5\n");
    let file = scenario::parse(path, &text).expect("the file reads");
    let r = scenario::run(path, &text, &file, &Rules::default());
    assert!(r
        .error
        .expect("refused")
        .to_string()
        .contains("has no `BASE`"));
    let text = format!("{HEAD}tournament BASE over BASE form douze-trous deals 3 seed 5\nrecorded greedy deals 3 stake 0.5 low -0.1 high +0.9\n");
    let e = scenario::parse(path, &text).expect_err("a figure without its sign");
    assert!(e.to_string().contains("signed with three decimals"), "{e}");
}
