//! Tournament claims (`tournament … over …` and its `recorded` lines): read without playing by
//! default, played again under `check --advice`, where a figure that differs fails. Its own
//! test binary: playing again is a switch of the whole process.

use std::path::Path;

use tablier::conformance::scenario::{self, run::set_replay_tournaments, Status, Verdict};
use tablier::engine::trictrac::Rules;

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
    // à écrire too
    assert_eq!(run(ECRIRE).status(), Status::Confirmed);
    // played again, the made-up figures differ: a failing check for each
    set_replay_tournaments(true);
    let r = run(confirmed);
    let ecrire = run(ECRIRE);
    set_replay_tournaments(false);
    for r in [r, ecrire] {
        let again: Vec<_> = r
            .checks
            .iter()
            .filter(|c| c.engine.starts_with("played again: 3 deals, stake "))
            .collect();
        assert_eq!(again.len(), 2, "{:?}", r.checks);
        assert!(again.iter().all(|c| c.verdict == Verdict::Disagrees));
        assert_eq!(r.status(), Status::Failing);
    }
}

#[test]
fn a_bad_tournament_line_is_refused_where_it_is_wrong() {
    let text = format!("{HEAD}tournament BASE+go over BASE+stay form ecrire deals 3 seed 5\n");
    let path = Path::new("test.scn");
    let file = scenario::parse(path, &text).expect("the file reads");
    let r = scenario::run(path, &text, &file, &Rules::default());
    let e = r.error.expect("refused");
    assert!(e.to_string().contains("unknown game form `ecrire`"), "{e}");
    assert!(e.to_string().contains("`ecrire:N`"), "the forms named: {e}");
    let text =
        format!("{HEAD}tournament bold:BASE over cautious form douze-trous deals 3 seed 5\n");
    let file = scenario::parse(path, &text).expect("the file reads");
    let r = scenario::run(path, &text, &file, &Rules::default());
    let e = r.error.expect("refused").to_string();
    assert!(
        e.contains("has no `BASE`") && e.contains("test.scn:15:27"),
        "{e}"
    );
    let text = format!("{HEAD}tournament BASE over BASE form douze-trous deals 3 seed 5\nrecorded greedy deals 3 stake 0.5 low -0.1 high +0.9\n");
    let e = scenario::parse(path, &text).expect_err("a figure without its sign");
    assert!(e.to_string().contains("signed with three decimals"), "{e}");
}

/// The form of a tournament line is the match's (`tablier match --form`): à écrire in N
/// marqués reads and plays again (in the test above, which holds the switch of replaying), its
/// stake in jetons; an odd number of marqués is refused.
#[test]
fn a_tournament_a_ecrire_needs_an_even_number_of_marques() {
    for (form, says) in [
        ("ecrire:3", "an even number"),
        ("ecrire:0", "an even number"),
        ("ecrire:", "unknown game form `ecrire:`"),
        ("ecrire:two", "unknown game form `ecrire:two`"),
    ] {
        let odd = run(&format!(
            "tournament BASE+go over BASE+stay form {form} deals 3 seed 5\n"
        ));
        let e = odd.error.expect("refused").to_string();
        // where it is wrong: the form's line and column (the line after the header's 14)
        assert!(
            e.contains(says) && e.contains("test.scn:15:40"),
            "{form}: {e}"
        );
    }
}

const ECRIRE: &str = "tournament BASE+go over BASE+stay form ecrire:2 deals 3 seed 5\n\
                      recorded greedy deals 3 stake +0.500 low +0.100 high +0.900\n\
                      recorded random deals 3 stake +0.500 low +0.100 high +0.900\n";
