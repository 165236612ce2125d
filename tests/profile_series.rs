//! A profile's `series` (`bg.match.series`): a match whose games come in turn under the rules
//! of other tables profiles (the tavli). It loads when every game it names is a tables profile
//! of the corpus, itself no series, paid one stake a game; anything else is an error at the
//! place of the `series` entry at fault, with what was expected.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use tablier::engine::tables::BgRules;
use tablier::engine::trictrac::Rules;
use tablier::input::diag::Diagnostic;
use tablier::Profiles;

/// A fresh corpus directory with the given files (relative path, contents).
fn corpus_with(files: &[(&str, String)]) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "profile-series-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    ));
    let _ = fs::remove_dir_all(&dir);
    for (rel, text) in files {
        let path = dir.join(rel);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
    dir
}

/// A root tables profile `name` of the work `work`, every option at its default but `stake`.
fn tables_root(work: &str, stake: &str) -> String {
    let mut s = format!(
        "name: {work}\nwork: {work}\ngame: backgammon\ntitle: t\ninherits: null\n\
         second-hand: false\nunknown: []\nrules:\n"
    );
    for o in BgRules::OPTIONS {
        let v = if o.key == "stake" { stake } else { o.default };
        s.push_str(&format!("  {}: {v}\n", o.key));
    }
    s
}

/// A child of `portes` in the work `tavli`, with a `series` block.
fn series(name: &str, block: &str) -> String {
    format!(
        "name: {name}\nwork: tavli\ngame: backgammon\ntitle: t\ninherits: portes\n\
         second-hand: true\n{block}"
    )
}

fn games() -> Vec<(&'static str, String)> {
    vec![
        ("portes/profile.yaml", tables_root("portes", "game")),
        ("fevga/profile.yaml", tables_root("fevga", "game")),
        ("acey/profile.yaml", tables_root("acey", "per-checker")),
    ]
}

fn load(extra: &[(&'static str, String)]) -> Result<Profiles, Vec<Diagnostic>> {
    let mut files = games();
    files.extend(extra.iter().cloned());
    Profiles::load(&corpus_with(&files))
}

/// The one error of loading `extra` beside the games: its line, column and message.
fn error(extra: &[(&'static str, String)]) -> (usize, usize, String) {
    let d = load(extra).expect_err("expected an error");
    assert_eq!(d.len(), 1, "{d:?}");
    (d[0].line, d[0].col, d[0].message.clone())
}

#[test]
fn a_match_of_games_in_turn_loads_with_its_games_and_length() {
    let p = load(&[(
        "tavli/profile.yaml",
        series(
            "tavli",
            "series:\n  games: [portes, fevga, portes]\n  length: 5\n",
        ),
    )])
    .unwrap();
    let s = p.get("tavli").unwrap().series.as_ref().unwrap();
    assert_eq!(s.games, ["portes", "fevga", "portes"]);
    assert_eq!(s.length, 5);
    // a single game under the match's name plays its parent's rules; the games no series
    assert_eq!(
        p.get("tavli").unwrap().bg_rules,
        p.get("portes").unwrap().bg_rules
    );
    assert!(p.get("portes").unwrap().series.is_none());
}

#[test]
fn a_game_that_is_no_tables_profile_of_the_corpus_is_named_where_it_is_written() {
    let block = "series:\n  games: [portes, plakoto]\n  length: 5\n";
    let (line, col, msg) = error(&[("tavli/profile.yaml", series("tavli", block))]);
    assert_eq!((line, col), (8, 19), "{msg}");
    assert!(
        msg.contains("`plakoto` is not a profile of the corpus"),
        "{msg}"
    );

    // a game paid by the checker
    let block = "series:\n  games:\n    - portes\n    - acey\n  length: 7\n";
    let (line, col, msg) = error(&[("tavli/profile.yaml", series("tavli", block))]);
    assert_eq!((line, col), (10, 7), "{msg}");
    assert!(msg.contains("by the checker"), "{msg}");

    // a match of matches
    let (line, _, msg) = error(&[
        (
            "tavli/profile.yaml",
            series("tavli", "series:\n  games: [portes]\n  length: 3\n"),
        ),
        (
            "tavli/profiles/twice.yaml",
            series("twice", "series:\n  games: [portes, tavli]\n  length: 3\n"),
        ),
    ]);
    assert_eq!(line, 8);
    assert!(msg.contains("itself a match"), "{msg}");
}

#[test]
fn an_empty_match_a_match_of_no_point_or_a_trictrac_match_is_refused() {
    let (line, _, msg) = error(&[(
        "tavli/profile.yaml",
        series("tavli", "series:\n  games: []\n  length: 5\n"),
    )]);
    assert!(
        line == 8 && msg.contains("at least one game"),
        "{line} {msg}"
    );
    let (line, _, msg) = error(&[(
        "tavli/profile.yaml",
        series("tavli", "series:\n  games: [portes]\n  length: 0\n"),
    )]);
    assert!(
        line == 9 && msg.contains("at least one point"),
        "{line} {msg}"
    );
    let (line, _, msg) = error(&[(
        "tavli/profile.yaml",
        series(
            "tavli",
            "series:\n  games: [portes]\n  length: 5\n  crawford: true\n",
        ),
    )]);
    assert!(line >= 7 && msg.contains("crawford"), "{line} {msg}");
    let every: Vec<&str> = Rules::OPTIONS.iter().map(|o| o.key).collect();
    let trictrac = format!(
        "name: old\nwork: old\ntitle: t\ninherits: null\nsecond-hand: false\n\
         unknown: [{}]\nseries:\n  games: [portes]\n  length: 5\n",
        every.join(", ")
    );
    let d = load(&[("old/profile.yaml", trictrac)]).unwrap_err();
    assert!(
        d.iter()
            .any(|d| d.line == 7 && d.message.contains("only a game of the tables family")),
        "{d:?}"
    );
}
