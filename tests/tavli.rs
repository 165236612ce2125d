//! The tavli (`corpus/tavli/`): a match of portes, plakoto and fevga in turn, played whole by
//! `tablier selfplay --profile tavli` as a user runs it, each game under its own profile, the
//! same figures for a seed on one thread or two.

use std::process::Command;

use tablier::Profiles;

fn tablier(args: &[&str]) -> (String, String, bool) {
    let out = Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(args)
        .output()
        .unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.success(),
    )
}

#[test]
fn the_tavli_is_portes_plakoto_and_fevga_in_turn_to_five_or_seven() {
    let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let p = Profiles::load(&corpus).unwrap();
    for (name, length) in [("tavli", 5), ("tavli-7", 7)] {
        let s = p.get(name).unwrap().series.clone().unwrap();
        assert_eq!(s.games, ["portes", "plakoto", "fevga"]);
        assert_eq!(s.length, length);
        // a single game under the match's name is its first, portes
        assert_eq!(
            p.get(name).unwrap().bg_rules,
            p.get("portes").unwrap().bg_rules
        );
    }
}

#[test]
fn selfplay_plays_whole_tavli_matches_the_same_on_one_thread_or_two() {
    let args = [
        "selfplay",
        "--profile",
        "tavli",
        "--games",
        "40",
        "--seed",
        "5",
    ];
    let (one, err, ok) = tablier(&[&args[..], &["--threads", "1"]].concat());
    assert!(ok, "{err}");
    let (two, err, ok) = tablier(&[&args[..], &["--threads", "2"]].concat());
    assert!(ok, "{err}");
    assert_eq!(one, two);
    assert!(
        one.starts_with("match to 5 points, its games in turn\nmatches: 40\n"),
        "{one}"
    );
    // every game of the turn is played, portes at least once a match
    let games = |name: &str| -> u64 {
        let line = one
            .lines()
            .find(|l| l.starts_with(&format!("games of {name}: ")))
            .unwrap_or_else(|| panic!("{one}"));
        line.rsplit(' ').next().unwrap().parse().unwrap()
    };
    let (portes, plakoto, fevga) = (games("portes"), games("plakoto"), games("fevga"));
    assert!(
        portes >= 40 && portes >= plakoto && plakoto >= fevga && fevga > 0,
        "{one}"
    );
    assert!(portes <= plakoto + 40 && plakoto <= fevga + 40, "{one}");
    assert!(one.contains("none broken"), "{one}");
}
