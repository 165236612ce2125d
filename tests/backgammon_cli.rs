//! The commands that speak backgammon (`--game backgammon`), through the library's command
//! functions: positions in every form they read, plays in the scenarios' move syntax with the
//! Position IDs gnubg would print, the value of a finished game, the chances, self-play.

use tablier::cli::backgammon::{chances, moves, score, selfplay, show};
use tablier::engine::tables::BgRules;
use tablier::{Color, Roll};

fn roll(s: &str) -> Roll {
    s.parse().unwrap()
}

#[test]
fn show_draws_the_board_with_its_position_id() {
    let o = show("opening", Some(Color::White), &BgRules::default());
    assert_eq!(o.code, 0);
    assert!(
        o.stdout.contains("position ID: 4HPwATDgc/ABMA"),
        "{}",
        o.stdout
    );
    assert!(o.stdout.contains("white: 0 on the bar, 0 off, 167 pips"));
    // the Match ID a money game starts with, White on roll, nothing thrown
    let line = o
        .stdout
        .lines()
        .find(|l| l.starts_with("match ID"))
        .unwrap();
    let id = line.rsplit(' ').next().unwrap();
    let m = tablier::engine::tables::id::from_match_id(id).unwrap();
    assert_eq!(
        (m.cube, m.owner, m.length, m.on_roll),
        (1, None, 0, Some(Color::White))
    );
    // the same board by its ID and in a notation
    let by_id = show("4HPwATDgc/ABMA", Some(Color::White), &BgRules::default());
    let written = show(
        "points: white 24x2 13x5 8x3 6x5; black 24x2 13x5 8x3 6x5",
        Some(Color::White),
        &BgRules::default(),
    );
    assert_eq!(by_id.stdout, o.stdout);
    assert_eq!(written.stdout, o.stdout);
    let bad = show(
        "points: white 25x2",
        Some(Color::White),
        &BgRules::default(),
    );
    assert_eq!(bad.code, 2);
    assert!(
        bad.stderr.contains("expected a point 1..24"),
        "{}",
        bad.stderr
    );
}

#[test]
fn show_reads_gnubgs_full_id_with_its_match() {
    // gnubg's `POSITION_ID:MATCH_ID`; gnubg 1.07 reads this Match ID as a 5-point match, 4 to
    // 2, the Crawford game, the cube centred at 1, its player 1 (Black here) on roll
    let o = show("4HPwATDgc/ABMA:8AmvAEAAEAAE", None, &BgRules::default());
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(
        o.stdout.contains(
            "match ID (match to 5 points, white 4 black 2, the Crawford game; cube centred at 1; black has thrown 6-3): 8AmvAEAAEAAE"
        ),
        "{}",
        o.stdout
    );
    // the side on roll comes from the Match ID: a --side that repeats it changes nothing, one
    // that contradicts it is an error
    assert_eq!(
        o.stdout,
        show(
            "4HPwATDgc/ABMA:8AmvAEAAEAAE",
            Some(Color::Black),
            &BgRules::default()
        )
        .stdout
    );
    let contradicted = show(
        "4HPwATDgc/ABMA:8AmvAEAAEAAE",
        Some(Color::White),
        &BgRules::default(),
    );
    assert_eq!(contradicted.code, 2);
    assert!(
        contradicted
            .stderr
            .contains("the Match ID puts black on roll"),
        "{}",
        contradicted.stderr
    );
    assert!(o.stdout.contains("black to play"), "{}", o.stdout);
    let bad = show("4HPwATDgc/ABMA:8AmvAEAAEAA!", None, &BgRules::default());
    assert_eq!(bad.code, 2);
    assert!(
        bad.stderr.contains("expected a gnubg Match ID"),
        "{}",
        bad.stderr
    );
}

#[test]
fn moves_lists_each_distinct_play_once() {
    let o = moves(
        "opening",
        Some(roll("3-1")),
        Some(Color::White),
        None,
        false,
        &BgRules::default(),
    );
    assert!(
        o.stdout.starts_with("16 distinct plays of 3-1 for white"),
        "{}",
        o.stdout
    );
    // gnubg's ID of 8/5 6/5 from the mover's side (scripts/gnubg/README.md)
    assert!(o.stdout.contains("8-5 6-5"), "{}", o.stdout);
    assert!(o.stdout.contains("4HPwATCwZ/ABMA"), "{}", o.stdout);
    let j = moves(
        "opening",
        Some(roll("6-6")),
        Some(Color::White),
        None,
        true,
        &BgRules::default(),
    );
    let v: serde_json::Value = serde_json::from_str(&j.stdout).unwrap();
    assert_eq!(v["plays"].as_array().unwrap().len(), 11);
    // a hit is starred
    let h = moves(
        "points: white 13x15; black 19",
        Some(roll("6-1")),
        Some(Color::White),
        None,
        false,
        &BgRules::default(),
    );
    assert!(
        h.stdout.contains("13-6*") || h.stdout.contains("7-6*"),
        "{}",
        h.stdout
    );
}

#[test]
fn score_values_a_finished_game() {
    let rules = BgRules::default();
    // White has borne off all fifteen; Black none: a gammon, and with one on the bar a backgammon
    let o = score("points: black 7x14 1", Some(Color::Black), true, &rules);
    let v: serde_json::Value = serde_json::from_str(&o.stdout).unwrap();
    assert_eq!(v["winner"], "white");
    assert_eq!(v["result"], "gammon");
    let o = score("points: black 7x14 bar", Some(Color::Black), true, &rules);
    let v: serde_json::Value = serde_json::from_str(&o.stdout).unwrap();
    assert_eq!(v["result"], "backgammon");
    assert_eq!(v["value"], 3);
    let going = score("opening", None, false, &rules);
    assert!(
        going.stdout.contains("the game goes on"),
        "{}",
        going.stdout
    );
}

#[test]
fn chances_count_the_throws_that_enter() {
    // Guiton's count: only the opponent's fourth point open, 11 chances
    let o = chances(
        "points: white bar 13x14; black 1x2 2x2 3x2 5x2 6x2 13x5",
        None,
        true,
        &BgRules::default(),
    );
    let v: serde_json::Value = serde_json::from_str(&o.stdout).unwrap();
    assert_eq!(v["enter"], 11);
}

#[test]
fn selfplay_plays_whole_games_checking_every_turn() {
    let o = selfplay(50, 1, &BgRules::default(), 2);
    assert_eq!(o.code, 0, "{}", o.stderr);
    assert!(o.stdout.contains("games: 50"), "{}", o.stdout);
    assert!(o.stdout.contains("none broken"));
    assert_eq!(o.stdout, selfplay(50, 1, &BgRules::default(), 1).stdout);
}

#[test]
fn new_writes_a_backgammon_skeleton_for_a_backgammon_work() {
    let profiles = tablier::conformance::profile::shipped_profiles()
        .as_ref()
        .expect("profiles load");
    let root = std::env::temp_dir().join(format!("tablier-new-bg-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("scenarios")).unwrap();
    let o = tablier::cli::new::write_skeleton("guiton-1822-backgammon/ch9/x", &root, profiles);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let path = root.join("scenarios/guiton-1822-backgammon/ch9/x.scn");
    let text = std::fs::read_to_string(&path).unwrap();
    let file = tablier::conformance::scenario::parse(&path, &text).expect("the skeleton parses");
    assert_eq!(file.front.game, tablier::engine::GameKind::Backgammon);
    assert_eq!(file.front.profile, "guiton-1822-backgammon");
    assert!(text.contains("docs/scenario-format-backgammon.md"));
    let _ = std::fs::remove_dir_all(&root);
}
