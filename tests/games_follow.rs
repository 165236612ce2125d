//! Every command plays the game it is asked to, as the built binary runs it: the profile's
//! `game:` decides it (a `--game` that contradicts it is an error), a backgammon Match ID
//! decides the side on roll, the cube, the match and the dice, and an option a game has no use
//! for is an error naming what that game has, never ignored.

use std::path::Path;
use std::process::{Command, Output};

use tablier::engine::tables::id::{match_id, position_id, MatchId};
use tablier::Color;

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

/// The exit code, stdout and stderr of a run.
fn run(args: &[&str]) -> (i32, String, String) {
    let o = tablier(args);
    (
        o.status.code().unwrap_or(-1),
        text(&o.stdout),
        text(&o.stderr),
    )
}

/// An error of the command line: exit 2, nothing on stdout, and the stderr.
fn refused(args: &[&str]) -> String {
    let (code, out, err) = run(args);
    assert_eq!(code, 2, "{args:?} should be refused: {out}{err}");
    assert!(out.is_empty(), "{out}");
    assert!(err.starts_with("error: "), "{err}");
    err
}

/// The Position ID of a backgammon position written in the points notation, `turn` on roll.
fn pid(points: &str, turn: Color) -> String {
    let (pos, _) = tablier::cli::backgammon::position(points, Some(turn), &Default::default())
        .expect("a position");
    position_id(&pos)
}

/// A board where the side on roll matters: White has a blot on his 5, Black one on his 9.
const UNEVEN: &str = "points: white 24x2 13x5 8x3 6x4 5; black 24x2 13x5 9 8x2 6x5";

fn black_on_roll(m: MatchId) -> String {
    match_id(&MatchId {
        cube: m.cube.max(1),
        on_roll: Some(Color::Black),
        ..m
    })
}

#[test]
fn match_refuses_a_backgammon_profile_instead_of_playing_trictrac() {
    let err = refused(&[
        "match",
        "--white",
        "random",
        "--black",
        "random",
        "--games",
        "2",
        "--profile",
        "modern-backgammon",
    ]);
    assert!(err.contains("modern-backgammon"), "{err}");
    assert!(err.contains("backgammon"), "{err}");
    assert!(err.contains("selfplay"), "{err}");
}

#[test]
fn moves_follows_the_profiles_game() {
    let (code, out, err) = run(&["moves", "opening", "3-1", "--profile", "modern-backgammon"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("16 distinct plays of 3-1 for white"),
        "{out}"
    );
    let (_, asked, _) = run(&["moves", "opening", "3-1", "--game", "backgammon"]);
    assert_eq!(out, asked);
}

#[test]
fn selfplay_follows_the_profiles_game() {
    let by_profile = run(&["selfplay", "--games", "3", "--profile", "modern-backgammon"]);
    assert_eq!(by_profile.0, 0, "{}", by_profile.2);
    let by_flag = run(&["selfplay", "--games", "3", "--game", "backgammon"]);
    assert_eq!(by_profile.1, by_flag.1);
    // trictrac's figures name its jans and relevés; backgammon's do not
    assert!(!by_profile.1.contains("relevé"), "{}", by_profile.1);
}

#[test]
fn score_and_chances_follow_the_profiles_game() {
    let (code, out, err) = run(&["chances", "opening", "--profile", "modern-backgammon"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("white hits:"), "{out}");
    let (code, out, err) = run(&["score", "opening", "--profile", "modern-backgammon"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("the game goes on"), "{out}");
}

#[test]
fn a_game_flag_that_contradicts_the_profile_is_refused() {
    for (flag, profile, games) in [
        ("trictrac", "modern-backgammon", ["trictrac", "backgammon"]),
        ("backgammon", "modern", ["backgammon", "trictrac"]),
    ] {
        for cmd in [
            vec!["moves", "opening", "3-1"],
            vec!["score", "opening", "3-1"],
            vec!["chances", "opening"],
            vec!["selfplay", "--games", "1"],
            vec!["show", "opening", "--svg"],
        ] {
            let mut args = cmd.clone();
            args.extend(["--game", flag, "--profile", profile]);
            let err = refused(&args);
            assert!(err.contains("--game"), "{args:?}: {err}");
            assert!(err.contains(profile), "{args:?}: {err}");
            for g in games {
                assert!(err.contains(g), "{args:?}: {err}");
            }
        }
    }
}

#[test]
fn diff_refuses_profiles_of_two_games() {
    let err = refused(&[
        "diff",
        "--profile",
        "modern",
        "--profile",
        "modern-backgammon",
    ]);
    assert!(err.contains("trictrac"), "{err}");
    assert!(err.contains("backgammon"), "{err}");
}

#[test]
fn moves_plays_for_the_side_the_match_id_puts_on_roll() {
    let id = format!(
        "{}:{}",
        pid(UNEVEN, Color::Black),
        black_on_roll(MatchId::default())
    );
    let by_match = run(&["moves", &id, "3-1", "--game", "backgammon"]);
    assert_eq!(by_match.0, 0, "{}", by_match.2);
    assert!(by_match.1.contains("for black"), "{}", by_match.1);
    let by_side = run(&[
        "moves",
        &pid(UNEVEN, Color::Black),
        "3-1",
        "--game",
        "backgammon",
        "--side",
        "black",
    ]);
    assert_eq!(by_match.1, by_side.1);
    // a --side the Match ID contradicts
    let err = refused(&[
        "moves",
        &id,
        "3-1",
        "--game",
        "backgammon",
        "--side",
        "white",
    ]);
    assert!(err.contains("--side white"), "{err}");
    assert!(err.contains("Match ID"), "{err}");
}

#[test]
fn chances_count_for_the_side_the_match_id_puts_on_roll() {
    let id = format!(
        "{}:{}",
        pid(UNEVEN, Color::Black),
        black_on_roll(MatchId::default())
    );
    let by_match = run(&["chances", &id, "--game", "backgammon", "--json"]);
    assert_eq!(by_match.0, 0, "{}", by_match.2);
    let v: serde_json::Value = serde_json::from_str(&by_match.1).unwrap();
    assert_eq!(v["side"], "black");
    let by_side = run(&[
        "chances",
        &pid(UNEVEN, Color::Black),
        "--game",
        "backgammon",
        "--json",
        "--side",
        "black",
    ]);
    assert_eq!(by_match.1, by_side.1);
    let err = refused(&["chances", &id, "--game", "backgammon", "--side", "white"]);
    assert!(err.contains("Match ID"), "{err}");
    // the dice a Match ID holds are said, not dropped
    let thrown = format!(
        "{}:{}",
        pid(UNEVEN, Color::Black),
        black_on_roll(MatchId {
            dice: (6, 3),
            ..MatchId::default()
        })
    );
    let (code, out, err) = run(&["chances", &thrown, "--game", "backgammon"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("black has thrown 6-3"), "{out}");
}

#[test]
fn moves_reads_the_dice_a_match_id_holds() {
    let pos = pid(UNEVEN, Color::Black);
    let thrown = black_on_roll(MatchId {
        dice: (3, 1),
        ..MatchId::default()
    });
    let id = format!("{pos}:{thrown}");
    // no roll given: the one thrown
    let (code, out, err) = run(&["moves", &id, "--game", "backgammon"]);
    assert_eq!(code, 0, "{err}");
    let (_, given, _) = run(&["moves", &id, "3-1", "--game", "backgammon"]);
    assert_eq!(out, given);
    assert!(out.contains("of 3-1 for black"), "{out}");
    // another roll than the one thrown
    let err = refused(&["moves", &id, "6-5", "--game", "backgammon"]);
    assert!(err.contains("3-1"), "{err}");
    // no roll at all
    let err = refused(&["moves", "opening", "--game", "backgammon"]);
    assert!(err.contains("roll"), "{err}");
    // trictrac always needs one
    let err = refused(&["moves", "opening"]);
    assert!(err.contains("roll"), "{err}");
}

/// White has borne off all fifteen, Black none: a gammon (Black on roll).
fn gammon_id(m: MatchId) -> String {
    format!(
        "{}:{}",
        pid("points: black 7x14 1", Color::Black),
        black_on_roll(m)
    )
}

#[test]
fn score_values_the_game_at_the_match_ids_cube() {
    let id = gammon_id(MatchId {
        cube: 2,
        owner: Some(Color::White),
        ..MatchId::default()
    });
    let (code, out, err) = run(&["score", &id, "--game", "backgammon", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["result"], "gammon");
    assert_eq!(v["cube"], 2);
    assert_eq!(v["value"], 4);
    let (_, words, _) = run(&["score", &id, "--game", "backgammon"]);
    assert!(words.contains("4 points"), "{words}");
    assert!(words.contains("cube of 2"), "{words}");
}

#[test]
fn score_counts_the_match_and_its_crawford_game() {
    // a match to 5, White 4 Black 2, the Crawford game: White's gammon wins him the match
    let id = gammon_id(MatchId {
        length: 5,
        score: (4, 2),
        crawford: true,
        ..MatchId::default()
    });
    let (code, out, err) = run(&["score", &id, "--game", "backgammon", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["value"], 2);
    assert_eq!(v["match"]["length"], 5);
    assert_eq!(v["match"]["crawford"], true);
    assert_eq!(v["match"]["score"], serde_json::json!([6, 2]));
    assert_eq!(v["match"]["winner"], "white");
    let (_, words, _) = run(&["score", &id, "--game", "backgammon"]);
    assert!(words.contains("the Crawford game"), "{words}");
    assert!(words.contains("white wins the match"), "{words}");
}

#[test]
fn options_backgammon_has_no_use_for_are_refused() {
    let bg = |args: &[&str]| {
        let mut v = args.to_vec();
        v.extend(["--game", "backgammon"]);
        refused(&v)
    };
    let err = bg(&["selfplay", "--games", "1", "--player", "greedy"]);
    assert!(
        err.contains("backgammon selfplay has the players: random"),
        "{err}"
    );
    let err = bg(&["score", "opening", "--explain"]);
    assert!(err.contains("--explain"), "{err}");
    let err = bg(&["score", "opening", "6-5"]);
    assert!(err.contains("roll"), "{err}");
    let err = bg(&["score", "opening", "--roll-number", "2"]);
    assert!(err.contains("--roll-number"), "{err}");
    let err = bg(&["chances", "opening", "--notation", "guiton"]);
    assert!(err.contains("--notation"), "{err}");
    let err = bg(&["moves", "opening", "3-1", "--notation", "lepeintre"]);
    assert!(err.contains("--notation"), "{err}");
    let err = bg(&["show", "opening", "--svg", "--flip"]);
    assert!(err.contains("--flip"), "{err}");
    // trictrac's text board has no use for --side either (it is --svg's)
    let err = refused(&["show", "opening", "--side", "black"]);
    assert!(err.contains("--side"), "{err}");
}

#[test]
fn moves_names_the_points_in_the_notation_asked() {
    let (code, out, err) = run(&[
        "moves",
        "opening",
        "6-5",
        "--game",
        "backgammon",
        "--notation",
        "points",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("24-18 18-13"), "{out}");
    let (code, guiton, err) = run(&[
        "moves",
        "opening",
        "6-5",
        "--game",
        "backgammon",
        "--notation",
        "guiton",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_ne!(out, guiton, "guiton names the points otherwise");
}

#[test]
fn show_draws_a_backgammon_board_as_svg() {
    let (code, out, err) = run(&["show", "opening", "--game", "backgammon", "--svg"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("<svg"), "{out}");
    assert!(out.contains("Position ID 4HPwATDgc/ABMA"), "{out}");
    // the profile's game is enough
    let by_profile = run(&["show", "opening", "--svg", "--profile", "modern-backgammon"]);
    assert_eq!(by_profile.1, out, "{}", by_profile.2);
    // the side on roll and the roll from the Match ID, a play drawn
    let id = format!(
        "{}:{}",
        pid(UNEVEN, Color::Black),
        black_on_roll(MatchId {
            dice: (3, 1),
            ..MatchId::default()
        })
    );
    let (code, out, err) = run(&["show", &id, "--game", "backgammon", "--svg"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("black to play"), "{out}");
    let (code, played, err) = run(&[
        "show",
        "opening",
        "--game",
        "backgammon",
        "--svg",
        "--roll",
        "3-1",
        "--play",
        "8-5 6-5",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        played.contains("<line") || played.contains("<path"),
        "{played}"
    );
    let err = refused(&[
        "show",
        "opening",
        "--game",
        "backgammon",
        "--svg",
        "--roll",
        "3-1",
        "--play",
        "8-2",
    ]);
    assert!(err.contains("8-2"), "{err}");
}

#[test]
fn show_draws_the_checkers_on_the_bar() {
    let (code, out, err) = run(&[
        "show",
        "points: white bar 24 13x5 8x3 6x5; black barx2 24 13x5 8x3 6x4",
        "--game",
        "backgammon",
    ]);
    assert_eq!(code, 0, "{err}");
    let rows: Vec<&str> = out.lines().take(4).collect();
    // White's bar checker in the bottom half, Black's two in the top half
    assert!(rows[1].contains("|B2 |"), "{out}");
    assert!(rows[2].contains("|W1 |"), "{out}");
}

#[test]
fn score_counts_a_gammon_single_under_the_profiles_jacoby_rule() {
    use tablier::cli::backgammon::score;
    use tablier::engine::tables::BgRules;
    let jacoby = BgRules {
        jacoby: true,
        ..BgRules::default()
    };
    let value = |m: MatchId, rules: &BgRules| {
        let o = score(&gammon_id(m), None, true, rules);
        assert_eq!(o.code, 0, "{}", o.stderr);
        let v: serde_json::Value = serde_json::from_str(&o.stdout).unwrap();
        v["value"].as_u64().unwrap()
    };
    let centred = MatchId {
        jacoby: true,
        ..MatchId::default()
    };
    // the cube unturned in a money game: the gammon counts single
    assert_eq!(value(centred, &jacoby), 1);
    // turned: the gammon counts double, times the cube
    let turned = MatchId {
        cube: 2,
        owner: Some(Color::White),
        ..centred
    };
    assert_eq!(value(turned, &jacoby), 4);
    // in a match the Jacoby rule does not hold
    let in_a_match = MatchId {
        length: 7,
        ..centred
    };
    assert_eq!(value(in_a_match, &jacoby), 2);
    // a money game's Match ID that plays the Jacoby rule otherwise than the profile
    let o = score(&gammon_id(centred), None, true, &BgRules::default());
    assert_eq!(o.code, 2);
    assert!(o.stderr.contains("Jacoby"), "{}", o.stderr);
}

#[test]
fn replay_and_analyse_say_what_a_backgammon_scenario_has() {
    const BG: &str = "scenarios/modern-backgammon/bar-no-entry.scn";
    // a trictrac notation asked of a backgammon file: refused, not ignored
    let err = refused(&["replay", BG, "--notation", "fleche"]);
    assert!(err.contains("--notation"), "{err}");
    assert!(err.contains("backgammon"), "{err}");
    let (code, _, err) = run(&["replay", BG]);
    assert_eq!(code, 0, "{err}");
    // nothing but backgammon to analyse: an error, not an empty table
    let (code, out, err) = run(&["analyse", BG]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("error: no trictrac scenario"), "{err}");
    // with a trictrac file beside it: the backgammon one passed over with a note
    let (code, out, err) = run(&["analyse", BG, "modern/bredouille"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("is a backgammon scenario: not analysed"),
        "{err}"
    );
    assert!(!out.is_empty());
}

#[test]
fn diff_of_two_backgammon_profiles_names_the_option_that_changes_an_outcome() {
    let (code, out, err) = run(&[
        "diff",
        "--profile",
        "modern-backgammon",
        "--profile",
        "guiton-1822-backgammon",
        "modern-backgammon/backgammon",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    // the triple game alone changes it: not "several options together"
    assert_eq!(v["unattributed"], serde_json::json!([]), "{out}");
    let triple = v["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["option"] == "backgammon")
        .expect("the option `backgammon` is listed");
    assert_eq!(triple["examples"][0]["id"], "modern-backgammon/backgammon");
}

#[test]
fn check_refuses_a_profile_of_a_game_none_of_its_scenarios_plays() {
    // every scenario given is trictrac: a backgammon profile would change nothing
    let err = refused(&[
        "check",
        "modern/bredouille",
        "--profile",
        "modern-backgammon",
    ]);
    assert!(err.contains("--profile modern-backgammon"), "{err}");
    assert!(err.contains("trictrac"), "{err}");
    // with a backgammon scenario among them, it applies to that one
    let (code, _, err) = run(&[
        "check",
        "modern/bredouille",
        "modern-backgammon/backgammon",
        "--profile",
        "modern-backgammon",
    ]);
    assert_eq!(code, 0, "{err}");
}
