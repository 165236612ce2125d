//! `tablier match`: the built binary run as a user runs it, from the repository — its figures,
//! the same whatever `--threads`, and one line listing the valid names for a player's name
//! that names none.

use std::path::Path;
use std::process::{Command, Output};

use tablier::cli::tournament::{play, MatchArgs};
use tablier::engine::trictrac::game::Form;
use tablier::engine::trictrac::Rules;

fn tablier(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(args)
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")))
        .env_remove("TABLIER_ROOT")
        .output()
        .expect("the binary runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn run_match(white: &str, black: &str, extra: &[&str]) -> Output {
    let mut args = vec!["match", "--white", white, "--black", black];
    args.extend_from_slice(extra);
    tablier(&args)
}

#[test]
fn a_match_prints_the_result_for_the_first_player_with_its_interval() {
    let out = run_match("greedy+go", "greedy", &["--games", "30", "--seed", "4"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[0], "profile the default reading (Lepeintre's)");
    assert_eq!(
        lines[1],
        "P = greedy+go against Q = greedy+stay, in twelve trous, seed 4"
    );
    assert_eq!(
        lines[2],
        "30 deals of the dice, each played twice (P as White, then as Black): 60 games"
    );
    assert!(lines[3].starts_with("P won "), "{stdout}");
    assert_eq!(lines[4], "for P, a game      mean   95 % interval");
    for (line, what) in lines[5..8]
        .iter()
        .zip(["  win rate", "  stake", "  trous margin"])
    {
        assert!(line.starts_with(what) && line.contains("   ["), "{line}");
    }
    assert!(
        stdout.contains("stake: the game's value under the payout `older`"),
        "{stdout}"
    );
    assert!(stdout.contains("none broken"), "{stdout}");
    // the speed on stderr, never in the figures
    assert!(
        text(&out.stderr).starts_with("60 games in "),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn the_figures_are_the_same_on_one_thread_and_two() {
    let args = ["--games", "12", "--seed", "8", "--profile", "guiton-1822"];
    let one = run_match(
        "random",
        "greedy-1ply+21",
        &[&args[..], &["--threads", "1"]].concat(),
    );
    let two = run_match(
        "random",
        "greedy-1ply+21",
        &[&args[..], &["--threads", "2"]].concat(),
    );
    assert_eq!(one.status.code(), Some(0), "{}", text(&one.stderr));
    assert_eq!(two.status.code(), Some(0), "{}", text(&two.stderr));
    assert_eq!(text(&one.stdout), text(&two.stdout));
    assert!(
        text(&one.stdout).starts_with("profile `guiton-1822`\n"),
        "{}",
        text(&one.stdout)
    );
    let other = run_match(
        "random",
        "greedy-1ply+21",
        &["--games", "12", "--seed", "9"],
    );
    assert_ne!(text(&one.stdout), text(&other.stdout));
}

#[test]
fn a_bad_player_name_is_one_line_listing_the_valid_ones() {
    for (white, black, says) in [
        (
            "greedy-2ply",
            "greedy",
            "error: --white: unknown player `greedy-2ply`: no play policy `greedy-2ply` (did you \
             mean `greedy-1ply`?); a player is PLAY or PLAY+GOING, PLAY one of random, greedy, \
             greedy-1ply",
        ),
        (
            "random",
            "greedy+sometimes",
            "error: --black: unknown player `greedy+sometimes`: no going policy `sometimes`",
        ),
        (
            "greedy+ev",
            "random",
            "error: --white: unknown player `greedy+ev`: `greedy` does not value its plays",
        ),
    ] {
        let out = run_match(white, black, &["--games", "2"]);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.starts_with(says), "{err}");
        assert!(
            err.contains("GOING one of go, stay, 21, ev, random"),
            "{err}"
        );
        assert!(out.stdout.is_empty());
    }
    // a bad profile or thread count is refused as for selfplay
    let out = run_match("random", "greedy", &["--profile", "lepeintre"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("unknown profile `lepeintre`"));
    let out = run_match("random", "greedy", &["--threads", "0"]);
    assert_eq!(out.status.code(), Some(2));
}

/// The command's library entry gives the same as the binary, and names a bad player first.
#[test]
fn the_command_runs_in_process_too() {
    let args = MatchArgs {
        white: "greedy",
        black: "random",
        form: Form::DouzeTrous,
        deals: 10,
        seed: 2,
        profile: None,
        threads: 2,
        sprt: false,
    };
    let out = play(&args, Rules::default());
    assert_eq!(out.code, 0, "{}", out.stderr);
    let bin = run_match("greedy", "random", &["--games", "10", "--seed", "2"]);
    assert_eq!(out.stdout, text(&bin.stdout));
    // the structural player beats the random one
    let won = out.stdout.lines().nth(3).expect("the wins");
    let count = |who: &str| -> u64 {
        let rest = &won[won.find(who).expect(who) + who.len()..];
        rest.split(|c: char| !c.is_ascii_digit())
            .next()
            .unwrap()
            .parse()
            .unwrap()
    };
    assert!(count("P won ") > count("Q won "), "{won}");
    let bad = play(
        &MatchArgs {
            white: "nobody",
            ..args
        },
        Rules::default(),
    );
    assert_eq!(bad.code, 2);
    assert!(bad
        .stderr
        .starts_with("error: --white: unknown player `nobody`"));
}

/// `--sprt`: the match stops where the sequential test decides, says so, and gives the same
/// figures on one thread and two.
#[test]
fn a_match_with_the_sequential_stop_says_where_it_stopped() {
    let args = ["--games", "600", "--seed", "1013", "--sprt"];
    let one = run_match(
        "bold:greedy",
        "cautious:greedy",
        &[&args[..], &["--threads", "1"]].concat(),
    );
    let two = run_match(
        "bold:greedy",
        "cautious:greedy",
        &[&args[..], &["--threads", "2"]].concat(),
    );
    assert_eq!(one.status.code(), Some(0), "{}", text(&one.stderr));
    assert_eq!(text(&one.stdout), text(&two.stdout));
    let stdout = text(&one.stdout);
    assert!(
        stdout.contains("P = bold:greedy+stay against Q = cautious:greedy+stay"),
        "{stdout}"
    );
    assert!(
        stdout.contains("sequential stop: Q better after "),
        "{stdout}"
    );
}

/// `--form ecrire:N`: the game à écrire in N marqués, its figures the same on one thread and
/// two, its stake in jetons and its margin in marqués; a form that is none, or an odd number
/// of marqués, is clap's error naming the forms (exit 2), never a panic.
#[test]
fn a_match_a_ecrire_is_the_same_on_one_thread_and_two() {
    let args = ["--games", "8", "--seed", "3", "--form", "ecrire:2"];
    let [one, two] = ["1", "2"].map(|t| {
        run_match(
            "greedy+go",
            "greedy-1ply+21",
            &[&args[..], &["--threads", t]].concat(),
        )
    });
    assert_eq!(one.status.code(), Some(0), "{}", text(&one.stderr));
    assert_eq!(two.status.code(), Some(0), "{}", text(&two.stderr));
    let stdout = text(&one.stdout);
    assert_eq!(stdout, text(&two.stdout));
    assert!(
        stdout.contains(
            "P = greedy+go against Q = greedy-1ply+points:21, à écrire in 2 marqués, seed 3"
        ),
        "{stdout}"
    );
    assert!(stdout.contains("  marqués margin"), "{stdout}");
    assert!(
        stdout.contains("stake: P's écrit less Q's, in jetons"),
        "{stdout}"
    );
    // two players who stay: their marqués never end, and the output says why
    let out = run_match("greedy", "greedy", &["--games", "2", "--form", "ecrire:2"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("unfinished 4;"), "{stdout}");
    assert!(stdout.contains("never go (`+stay`)"), "{stdout}");
    for (bad, says) in [
        ("ecrire", "unknown game form `ecrire`"),
        ("ecrire:3", "an even number"),
        ("ecrire:x", "unknown game form `ecrire:x`"),
        ("twelve", "`douze-trous`, or `ecrire:N`"),
    ] {
        let out = run_match("greedy", "random", &["--games", "2", "--form", bad]);
        assert_eq!(out.status.code(), Some(2), "{bad}");
        let err = text(&out.stderr);
        assert!(err.contains("--form") && err.contains(says), "{bad}: {err}");
        assert!(!err.contains("panicked"), "{err}");
        assert!(out.stdout.is_empty());
    }
}
