//! The command-line front end: output formats, exit codes and one-line errors.

use tablier::cli;
use tablier::engine::trictrac::selfplay::{Config, Strategy};
use tablier::engine::{
    trictrac::{Context, Rules},
    Color,
};

/// The moves of a JSON play (`1-7`, in the position's notation), sorted.
fn sorted_moves(play: &serde_json::Value) -> Vec<String> {
    let mut moves: Vec<String> = play["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect();
    moves.sort();
    moves
}

#[test]
fn moves_json_lists_plays_and_unplayable_numbers() {
    let out = cli::moves("opening", "6-5", Color::White, true, &Rules::default());
    assert_eq!(out.code, 0);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let plays = v["plays"].as_array().unwrap();
    assert_eq!(plays.len(), 1);
    assert_eq!(sorted_moves(&plays[0]), ["1-6", "1-7"]);
    assert_eq!(v["notation"], "canonical");
    assert_eq!(
        plays[0]["position"],
        "13,0,0,0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-15"
    );
    assert_eq!(v["unplayable"].as_array().unwrap().len(), 0);
}

#[test]
fn black_moves_toward_f1() {
    let out = cli::moves("opening", "6-5", Color::Black, true, &Rules::default());
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(sorted_moves(&v["plays"][0]), ["24-18", "24-19"]);
}

#[test]
fn score_json_names_the_jans() {
    // Lepeintre fig. 7: mézéas with 6-1.
    let pos = "lepeintre white=A: white A13 L2; black Y13 N2";
    let out = cli::score(
        pos,
        "6-1",
        Color::White,
        &Context::default(),
        true,
        false,
        &Rules::default(),
    );
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["white"], 4);
    assert_eq!(v["black"], 0);
    assert_eq!(v["jans"][0]["rule"], "jan.mezeas");
    assert_eq!(v["jans"][0]["to"], "white");
    assert_eq!(v["jans"][0]["means"], 1);
}

#[test]
fn explain_gives_one_line_per_means() {
    let pos = "lepeintre white=A: white A3 B2 C3 D3 E2 F G; black Y15";
    let out = cli::score(
        pos,
        "3-2",
        Color::White,
        &Context::default(),
        false,
        true,
        &Rules::default(),
    );
    let means: Vec<&str> = out
        .stdout
        .lines()
        .filter(|l| l.trim_start().starts_with("- "))
        .collect();
    assert_eq!(means.len(), 3, "{}", out.stdout);
    assert!(out.stdout.contains("by the sum from A"), "{}", out.stdout);
}

#[test]
fn bad_input_is_one_line_and_exit_code_2() {
    for (pos, roll) in [
        ("lepeintre white=A: white A13 W2; black Y15", "6-5"),
        ("lepeintre white=A: white A16; black Y15", "6-5"),
        ("opening", "7-1"),
        ("15,0,0", "6-5"),
    ] {
        let out = cli::moves(pos, roll, Color::White, false, &Rules::default());
        assert_eq!(out.code, 2, "{pos} {roll}");
        assert_eq!(out.stderr.lines().count(), 1, "{}", out.stderr);
        assert!(out.stderr.starts_with("error: "), "{}", out.stderr);
    }
    let out = cli::moves(
        "lepeintre white=A: white A13 W2; black Y15",
        "6-5",
        Color::White,
        false,
        &Rules::default(),
    );
    assert!(out.stderr.contains("no W"), "{}", out.stderr);
    let out = cli::moves(
        "lepeintre white=A: white A14 B2; black Y15",
        "6-5",
        Color::White,
        false,
        &Rules::default(),
    );
    assert!(out.stderr.contains("16 checkers"), "{}", out.stderr);
}

fn cfg(seed: u64) -> Config {
    Config {
        games: 200,
        seed,
        strategy: Strategy::Random,
        rules: Rules::default(),
        threads: 2,
    }
}

#[test]
fn selfplay_is_deterministic_for_a_seed() {
    let a = cli::selfplay(&cfg(1));
    let b = cli::selfplay(&cfg(1));
    assert_eq!(a.code, 0, "{}", a.stderr);
    assert_eq!(a.stdout, b.stdout);
    assert!(a.stdout.contains("none broken"));
    assert_ne!(a.stdout, cli::selfplay(&cfg(2)).stdout);
}

#[test]
fn replay_prints_the_marks_after_each_roll() {
    let out = cli::replay(std::path::Path::new(
        "scenarios/lepeintre-1818/part1/1-i-fill-petit-jan-three-ways.scn",
    ));
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains("marks: white 4 points 2 trous"),
        "{}",
        out.stdout
    );
}

#[cfg(unix)]
#[test]
fn a_named_pipe_is_refused_at_once() {
    let dir = std::env::temp_dir().join(format!("tablier-fifo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let fifo = dir.join("scenario.scn");
    let _ = std::fs::remove_file(&fifo);
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        return; // no mkfifo on this machine: nothing to check
    }
    let err = tablier::input::files::read_text(&fifo).unwrap_err();
    assert!(err.message.contains("named pipe"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn battre_le_coin_names_both_checkers() {
    // Lepeintre 1re §II: 6-5 beats the opponent's coin (M, F13) with the checkers of G (F7, by
    // the 6) and H (F8, by the 5): both are named, in the JSON detail and in the explanation,
    // in Lepeintre's letters as the position is written.
    let pos = "lepeintre white=A: white A9 D E G H L2; black Y7 X V U T S R Q P";
    let score = |json: bool| {
        let ctx = Context::default();
        cli::score(
            pos,
            "6-5",
            Color::White,
            &ctx,
            json,
            !json,
            &Rules::default(),
        )
    };
    let out = score(true);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let coin = v["jans"]
        .as_array()
        .unwrap()
        .iter()
        .find(|j| j["rule"] == "jan.battre.coin")
        .expect("the coin battu");
    let m = &coin["detail"][0];
    assert_eq!(
        (&m["from"], &m["and_from"], &m["to"]),
        (&"G".into(), &"H".into(), &"M".into())
    );
    let text = score(false).stdout;
    assert!(
        text.contains("by both numbers at once from G and H onto M"),
        "{text}"
    );
}
