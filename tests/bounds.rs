//! Bounded work and validated states (issue 36): every count an input names is held to its
//! limit (`src/engine/limits.rs`), the cube, the match and the Match ID are checked against
//! their rules, and impossible positions and marks are refused — each at its `file:line:col`
//! or naming its flag, exit 2, never an abort, a panic or hours of work. The built binary is
//! run as a user runs it; a run that does not end within a bound is killed and fails.

use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Exit code, stdout and stderr of `tablier ARGS`, killed (and failed) after 60 seconds.
fn tablier(args: &[&str]) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(args)
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")))
        .env_remove("TABLIER_ROOT")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break s;
        }
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            let _ = child.wait();
            panic!("`tablier {}` ran past a minute", args.join(" "));
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut out = String::new();
    let mut err = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    (status.code().unwrap_or(-1), out, err)
}

/// A scenario file of its own in a fresh temporary folder.
fn scenario(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tablier-bounds-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.scn"));
    std::fs::write(&path, text).unwrap();
    path
}

const TRICTRAC: &str = "---
id: modern/bounds
description: A constructed file of the bounds tests.
source:
  work: modern
  edition: the tests
  locator: none
  figure: null
  page: null
via: \"the tests\"
rules: [mark.points]
profile: modern
flags: [second-hand]
---
notation lepeintre white=A
white J2 K2 L2 Q2 R2 S T U V X
black M2 N3 O3 P2 F2 E2 D
";

const BACKGAMMON: &str = "---
id: modern-backgammon/bounds
game: backgammon
description: A constructed file of the bounds tests.
source:
  work: modern-backgammon
  edition: the tests
  locator: none
  figure: null
  page: null
via: \"the tests\"
rules: [bg.cube]
profile: PROFILE
flags: [second-hand]
---
notation points
white 13x2 8x4 6x3 5x3 4x3
black 13x2 8x4 6x3 5x3 4x3
";

/// `tablier check` of a file of `head` and `body`: exit code, its output (the errors are
/// drawn on stdout) and stderr, and the file.
fn check(name: &str, head: &str, body: &str) -> (i32, String, PathBuf) {
    let path = scenario(name, &format!("{head}{body}"));
    let (code, out, err) = tablier(&["check", path.to_str().unwrap()]);
    (code, format!("{out}{err}"), path)
}

fn bg(profile: &str) -> String {
    BACKGAMMON.replace("PROFILE", profile)
}

/// The line number of the first line of `head` + `body` that is `line` (1-based).
fn line_of(head: &str, body: &str, line: &str) -> usize {
    format!("{head}{body}")
        .lines()
        .position(|l| l == line)
        .expect("the line is in the file")
        + 1
}

/// Asserts an invalid file: exit 2 and an error at `path:line:col` saying `says`.
fn assert_refused(code: i32, err: &str, path: &Path, line: usize, col: usize, says: &str) {
    let at = format!("{}:{line}:{col}: ", path.display());
    assert_eq!(code, 2, "{err}");
    assert!(
        err.lines()
            .any(|l| l.contains(&at) && l.contains(says) && !l.contains("panicked")),
        "expected `{at}… {says}`, found:\n{err}"
    );
}

#[test]
fn a_rollout_of_more_trials_than_the_limit_is_refused_at_its_number() {
    let body = "roll white 2-1\n  advice prefer Q-S R-S over J-L J-K by rollout 4294967295\n";
    let (code, err, path) = check("trials", TRICTRAC, body);
    let line = line_of(
        TRICTRAC,
        body,
        "  advice prefer Q-S R-S over J-L J-K by rollout 4294967295",
    );
    assert_refused(code, &err, &path, line, 49, "at most 10000");
    let body = "roll white 2-1\n  advice prefer Q-S R-S over J-L J-K by rollout 10001\n";
    let (code, err, path) = check("trials-one-more", TRICTRAC, body);
    assert_refused(code, &err, &path, line, 49, "at most 10000");
}

#[test]
fn the_rollouts_of_one_file_are_capped_together() {
    let mut body = "roll white 2-1\n".to_string();
    for _ in 0..11 {
        body.push_str("  advice prefer Q-S R-S over J-L J-K by rollout 10000\n");
    }
    let (code, err, path) = check("file-trials", TRICTRAC, &body);
    // the eleventh passes the file's 100,000 trials
    let first = line_of(TRICTRAC, &body, "roll white 2-1") + 1;
    assert_refused(code, &err, &path, first + 10, 3, "at most 100000");
}

#[test]
fn the_rolls_of_one_file_are_capped() {
    let body = "roll white 2-1\n".repeat(10_001);
    let (code, err, path) = check("rolls", TRICTRAC, &body);
    let first = line_of(TRICTRAC, &body, "roll white 2-1");
    assert_refused(code, &err, &path, first + 10_000, 1, "at most 10000");
}

#[test]
fn a_tournament_of_too_many_deals_is_refused_at_its_number() {
    let body = "tournament BASE+go over BASE+stay form douze-trous deals 4294967295 seed 1\n";
    let (code, err, path) = check("deals", TRICTRAC, body);
    let line = line_of(TRICTRAC, body, body.trim_end());
    assert_refused(code, &err, &path, line, 58, "at most 20000");
    let body = "tournament BASE+go over BASE+stay form ecrire:4294967294 deals 10 seed 1\n";
    let (code, err, path) = check("marques", TRICTRAC, body);
    assert_refused(code, &err, &path, line, 40, "at most 100");
    let body = "tournament rollout:4294967295:BASE over BASE form douze-trous deals 10 seed 1\n\
                recorded greedy deals 10 stake +0.000 low -1.000 high +1.000\n";
    let (code, err, _) = check("tournament-trials", TRICTRAC, body);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("at most 10000"), "{err}");
}

#[test]
fn the_stated_marks_are_those_a_game_can_have() {
    for (name, body, col, says) in [
        (
            "trous",
            "trous white 4294967295 black 0\n",
            13,
            "at most 1000",
        ),
        ("points", "points white 4 black 12\n", 22, "mark.points"),
        ("refaits", "refaits 4294967295\n", 9, "at most 100"),
    ] {
        let body = format!("{body}roll white 2-1\n");
        let (code, err, path) = check(name, TRICTRAC, &body);
        let line = line_of(TRICTRAC, &body, body.lines().next().unwrap());
        assert_refused(code, &err, &path, line, col, says);
    }
}

#[test]
fn counts_on_the_command_line_are_capped_naming_the_flag() {
    for (args, flag, says) in [
        (
            &[
                "match",
                "--white",
                "rollout:4294967295:greedy",
                "--black",
                "greedy",
                "--games",
                "1",
            ][..],
            "--white",
            "at most 10000",
        ),
        (
            &[
                "match",
                "--white",
                "greedy",
                "--black",
                "rollout:36:greedy:4294967295",
                "--games",
                "1",
            ],
            "--black",
            "at most 100",
        ),
        (
            &[
                "match",
                "--white",
                "greedy",
                "--black",
                "greedy",
                "--games",
                "18446744073709551615",
            ],
            "--games",
            "1000000",
        ),
        (
            &[
                "match",
                "--white",
                "greedy",
                "--black",
                "greedy",
                "--games",
                "1",
                "--form",
                "ecrire:4294967294",
            ],
            "--form",
            "at most 100",
        ),
        (
            &["selfplay", "--games", "18446744073709551615"],
            "--games",
            "1000000",
        ),
    ] {
        let (code, _, err) = tablier(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(
            err.contains(flag) && err.contains(says) && !err.contains("panicked"),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn a_cube_is_a_power_of_two_up_to_gnubgs_limit() {
    let head = bg("modern-backgammon");
    for value in ["0", "3", "2147483648", "65536"] {
        let body = format!("to-play white\ncube {value} white\n");
        let (code, err, path) = check(&format!("cube-{value}"), &head, &body);
        let line = line_of(&head, &body, &format!("cube {value} white"));
        assert_refused(code, &err, &path, line, 6, "bg.cube");
    }
    // the largest cube stands; a double from it would pass the limit
    let body = "to-play white\ncube 32768 white\ndouble white\n  expect legal no bg.cube\n";
    let (code, err, _) = check("cube-top", &head, body);
    assert_eq!(code, 0, "{err}");
    let body =
        "to-play white\ncube 16384 centre\ndouble white\n  take black\n  expect cube 32768 black\n";
    let (code, err, _) = check("cube-top-take", &head, body);
    assert_eq!(code, 0, "{err}");
    // automatic doubles stop at the limit too: equal opening dice on a cube of 32768
    let auto = bg("modern-backgammon-automatic-doubles");
    let body = "cube 32768 centre\nopening white 4 black 4\n";
    let (code, err, path) = check("cube-auto", &auto, body);
    let line = line_of(&auto, body, "opening white 4 black 4");
    assert_refused(code, &err, &path, line, 1, "bg.cube");
}

#[test]
fn a_match_score_is_below_its_length() {
    let head = bg("modern-backgammon");
    for (name, stmt, col) in [
        ("match-over", "match 7 white 7 black 0", 15),
        ("match-black-over", "match 7 white 0 black 9", 23),
        ("match-empty", "match 0 white 0 black 0", 7),
    ] {
        let body = format!("{stmt}\nto-play white\n");
        let (code, err, path) = check(name, &head, &body);
        let line = line_of(&head, &body, stmt);
        assert_refused(code, &err, &path, line, col, "bg.match");
    }
}

/// A Match ID of the given fields (value, bits), lowest first, as gnubg packs them.
fn raw_match_id(fields: &[(u64, u32)]) -> String {
    const B64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut v: u128 = 0;
    let mut at = 0;
    for &(x, bits) in fields {
        v |= u128::from(x & ((1 << bits) - 1)) << at;
        at += bits;
    }
    let bytes: Vec<u8> = (0..9).map(|i| (v >> (8 * i)) as u8).collect();
    bytes
        .chunks(3)
        .flat_map(|c| {
            let n = (u32::from(c[0]) << 16) | (u32::from(c[1]) << 8) | u32::from(c[2]);
            (0..4)
                .rev()
                .map(move |k| char::from(B64[((n >> (6 * k)) & 0x3F) as usize]))
        })
        .collect()
}

/// The fields of a Match ID: cube log, owner, on roll, Crawford, state, turn, double,
/// resignation, dice, length, scores, no Jacoby.
fn match_id(cube: u64, owner: u64, dice: (u64, u64), length: u64, score: (u64, u64)) -> String {
    raw_match_id(&[
        (cube, 4),
        (owner, 2),
        (0, 1),
        (0, 1),
        (1, 3),
        (0, 1),
        (0, 1),
        (0, 2),
        (dice.0, 3),
        (dice.1, 3),
        (length, 15),
        (score.0, 15),
        (score.1, 15),
        (1, 1),
    ])
}

#[test]
fn a_match_id_is_read_by_gnubgs_rules() {
    // the helper packs as gnubg does: a money game, cube centred, White on roll
    assert_eq!(match_id(0, 3, (0, 0), 0, (0, 0)), "MAEAAAAAAAAE");
    let good = match_id(15, 0, (6, 1), 7, (6, 0));
    let (code, _, err) = tablier(&[
        "show",
        "--game",
        "backgammon",
        &format!("4HPwATDgc/ABMA:{good}"),
    ]);
    assert_eq!(code, 0, "{err}");
    for (id, says) in [
        (match_id(1, 3, (0, 0), 5, (5, 0)), "bg.match"),
        (match_id(1, 3, (0, 0), 5, (0, 6)), "bg.match"),
        (match_id(1, 2, (0, 0), 0, (0, 0)), "bg.cube"),
        (match_id(0, 3, (7, 1), 0, (0, 0)), "dice"),
        (match_id(0, 3, (0, 4), 0, (0, 0)), "dice"),
        ("////////////".to_string(), "Match ID"),
    ] {
        let (code, _, err) = tablier(&[
            "show",
            "--game",
            "backgammon",
            &format!("4HPwATDgc/ABMA:{id}"),
        ]);
        assert_eq!(code, 2, "{id}: {err}");
        assert!(
            err.contains(says) && !err.contains("panicked"),
            "{id}: {err}"
        );
        // and in a scenario, at the ID
        let head = bg("modern-backgammon");
        let body = format!("match-id {id}\nto-play white\n");
        let (code, err, path) = check("match-id", &head, &body);
        let line = line_of(&head, &body, &format!("match-id {id}"));
        assert_refused(code, &err, &path, line, 10, says);
    }
}

#[test]
fn a_position_with_no_checker_on_the_board_is_refused() {
    // both sides borne off: two winners
    let (code, _, err) = tablier(&["show", "--game", "backgammon", "AAAAAAAAAAAAAA"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("bg.result"), "{err}");
    let zeros = ["0"; 24].join(",");
    let (code, _, err) = tablier(&["show", &zeros]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("jan.sortie"), "{err}");
    let (code, _, err) = tablier(&["show", "AAAAAAAAAAAAAA"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("jan.sortie"), "{err}");
    let head = bg("modern-backgammon");
    let body = "position-id AAAAAAAAAAAAAA\nto-play white\nroll white 2-1\n";
    let (code, err, path) = check(
        "no-checker",
        &head.replace(
            "white 13x2 8x4 6x3 5x3 4x3\nblack 13x2 8x4 6x3 5x3 4x3\n",
            "",
        ),
        body,
    );
    let line = 17;
    assert_refused(code, &err, &path, line, 13, "bg.result");
}

#[test]
fn a_cube_in_the_middle_above_one_needs_automatic_doubles() {
    // gnubg's range allows a cube of 2^15 in the middle; a game reaches it only by automatic
    // doubles, which the modern profile does not play
    for (id, profile, says) in [
        (
            match_id(15, 3, (0, 0), 0, (0, 0)),
            "modern-backgammon",
            "bg.cube.automatic",
        ),
        (
            match_id(1, 3, (0, 0), 0, (0, 0)),
            "modern-backgammon",
            "bg.cube.automatic",
        ),
        (
            match_id(1, 0, (0, 0), 0, (0, 0)),
            "guiton-1822-backgammon",
            "bg.cube",
        ),
    ] {
        let (code, _, err) = tablier(&[
            "moves",
            "--profile",
            profile,
            &format!("4HPwATDgc/ABMA:{id}"),
            "3-1",
        ]);
        assert_eq!(code, 2, "{id} under {profile}: {err}");
        assert!(err.contains(says), "{id}: {err}");
    }
    // owned at 2^15, or in the middle at 1, it is a state of the modern game
    for id in [
        match_id(15, 0, (0, 0), 0, (0, 0)),
        match_id(0, 3, (0, 0), 0, (0, 0)),
    ] {
        let (code, _, err) = tablier(&[
            "moves",
            "--profile",
            "modern-backgammon",
            &format!("4HPwATDgc/ABMA:{id}"),
            "3-1",
        ]);
        assert_eq!(code, 0, "{id}: {err}");
    }
}

#[test]
fn nothing_is_played_on_a_board_whose_releve_is_over() {
    // Black has borne off his last checker: the relevé is over
    let over = "lepeintre white=A: white T2";
    for args in [
        vec!["moves", over, "6-5"],
        vec!["score", over, "6-5"],
        vec!["chances", over],
    ] {
        let (code, out, err) = tablier(&args);
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(
            err.contains("the relevé is over") && err.contains("jan.sortie"),
            "{args:?}: {err}"
        );
    }
    // the board itself may be shown
    let (code, _, err) = tablier(&["show", over]);
    assert_eq!(code, 0, "{err}");
}
