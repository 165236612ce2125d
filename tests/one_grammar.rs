//! Trictrac and backgammon scenarios read one statement grammar with the same checks: a count
//! of chances above 36 is refused at its column in both games, and a statement (or an
//! expectation) the file's game does not have is an error of the file at its place, naming the
//! game, reported with the file's other errors before anything runs.

use std::path::Path;

use tablier::conformance::scenario::parse_all;

const BACKGAMMON: &str = "---
id: modern-backgammon/grammar
game: backgammon
description: A test of the grammar.
source:
  work: modern-backgammon
  edition: the modern rules
  locator: none
via: \"a test\"
rules: [bg.chances]
profile: modern-backgammon
flags: [second-hand]
---
notation points
white bar 24 13x5 8x3 6x5
black 24x2 13x5 8x3 6x5
";

const TRICTRAC: &str = "---
id: modern/grammar
description: A test of the grammar.
source:
  work: modern
  edition: the modern rules
  locator: none
rules: [jan.mezeas]
profile: modern
---
notation lepeintre white=A
white A13 L2
black Y13 N2
";

/// Each error of `body` after `head` as `line:col: message`, with its code.
fn errors(head: &str, body: &str) -> Vec<(String, String)> {
    let text = format!("{head}{body}");
    let parsed = parse_all(Path::new("t.scn"), &text);
    parsed
        .errors
        .iter()
        .map(|d| {
            (
                format!("{}:{}: {}", d.line, d.col, d.message),
                d.code.to_string(),
            )
        })
        .collect()
}

/// The line of the body's first line in both headers.
fn body_line(head: &str) -> usize {
    head.lines().count() + 1
}

#[test]
fn a_count_above_36_is_refused_at_its_column_in_both_games() {
    let bg = errors(
        BACKGAMMON,
        "chances white\n  expect chances enter white 37\n  expect chances hit white 40\n",
    );
    let l = body_line(BACKGAMMON);
    assert_eq!(bg.len(), 2, "{bg:?}");
    assert!(
        bg[0].0.starts_with(&format!(
            "{}:30: expected a count of chances out of 36",
            l + 1
        )),
        "{bg:?}"
    );
    assert!(
        bg[1].0.starts_with(&format!(
            "{}:28: expected a count of chances out of 36",
            l + 2
        )),
        "{bg:?}"
    );
    let tt = errors(
        TRICTRAC,
        "chances white\n  expect chances unplayable white 37\n",
    );
    assert_eq!(tt.len(), 1, "{tt:?}");
    assert!(
        tt[0].0.starts_with(&format!(
            "{}:35: expected a count of chances out of 36",
            body_line(TRICTRAC) + 1
        )),
        "{tt:?}"
    );
}

#[test]
fn a_statement_of_the_other_game_is_an_error_of_the_file_naming_the_game() {
    // a trictrac statement and a trictrac expectation in a backgammon file, with a syntax
    // error after them: all three reported, in line order
    let bg = errors(
        BACKGAMMON,
        "points white 2 black 0\nroll white 6-5\n  expect points white 4 black 0\n  expect chances enter white 99\n",
    );
    let l = body_line(BACKGAMMON);
    assert_eq!(bg.len(), 3, "{bg:?}");
    assert!(bg[0].0.starts_with(&format!("{l}:1: ")), "{bg:?}");
    assert!(bg[0].0.contains("backgammon"), "{bg:?}");
    assert!(bg[0].0.contains("`points`"), "{bg:?}");
    assert_eq!(bg[0].1, "wrong-game");
    assert!(bg[1].0.starts_with(&format!("{}:3: ", l + 2)), "{bg:?}");
    assert!(bg[1].0.contains("`expect points`"), "{bg:?}");
    assert_eq!(bg[1].1, "wrong-game");
    assert!(bg[2].0.starts_with(&format!("{}:", l + 3)), "{bg:?}");
    // and the other way round
    let tt = errors(
        TRICTRAC,
        "cube 2 white\nroll white 6-1\n  expect pips white 10 black 10\n",
    );
    let l = body_line(TRICTRAC);
    assert_eq!(tt.len(), 2, "{tt:?}");
    assert!(tt[0].0.starts_with(&format!("{l}:1: ")), "{tt:?}");
    assert!(tt[0].0.contains("trictrac"), "{tt:?}");
    assert!(tt[0].0.contains("`cube`"), "{tt:?}");
    assert!(tt[1].0.contains("`expect pips`"), "{tt:?}");
}

#[test]
fn backgammon_words_are_checked_as_the_file_is_read() {
    // the result's kind and the opening's roll: refused at their column, before anything runs
    let bg = errors(
        BACKGAMMON,
        "opening white 6 black 3\n  expect opening-roll 6-9\nroll white 6-5\n  expect result white gamon\n",
    );
    let l = body_line(BACKGAMMON);
    assert_eq!(bg.len(), 2, "{bg:?}");
    assert!(
        bg[0]
            .0
            .starts_with(&format!("{}:23: expected a roll such as `6-3`", l + 1)),
        "{bg:?}"
    );
    assert!(
        bg[1].0.starts_with(&format!(
            "{}:23: expected `single`, `gammon`, `backgammon` or `mother`",
            l + 3
        )),
        "{bg:?}"
    );
}

#[test]
fn check_refuses_a_backgammon_count_above_36() {
    let dir =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("grammar-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("grammar.scn");
    std::fs::write(
        &path,
        format!("{BACKGAMMON}chances white\n  expect chances enter white 37\n"),
    )
    .unwrap();
    let out = tablier::cli::check(
        std::slice::from_ref(&path),
        &tablier::conformance::profile::resolve_profile,
        None,
        false,
    );
    assert_eq!(out.code, 2, "{}{}", out.stdout, out.stderr);
    let all = format!("{}{}", out.stdout, out.stderr);
    assert!(all.contains("grammar.scn:"), "{all}");
    assert!(all.contains("a count of chances out of 36"), "{all}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `tablier check` of a backgammon file whose body is `body`: the exit code and the output.
fn check_backgammon(name: &str, body: &str) -> (i32, String) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("grammar-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("grammar.scn");
    std::fs::write(&path, format!("{BACKGAMMON}{body}")).unwrap();
    let out = tablier::cli::check(
        std::slice::from_ref(&path),
        &tablier::conformance::profile::resolve_profile,
        None,
        false,
    );
    let _ = std::fs::remove_dir_all(&dir);
    (out.code, format!("{}{}", out.stdout, out.stderr))
}

#[test]
fn the_dice_of_a_match_id_are_the_next_rolls() {
    // 8AmvAEAAEAAE: Black on roll, 6-3 thrown
    let (code, out) = check_backgammon(
        "other-dice",
        "match-id 8AmvAEAAEAAE\nroll black 5-2\n  expect to-play white\n",
    );
    assert_eq!(code, 2, "{out}");
    assert!(
        out.contains("expected `roll black 6-3`, the roll the Match ID of line"),
        "{out}"
    );
    let l = body_line(BACKGAMMON) + 1;
    assert!(out.contains(&format!("grammar.scn:{l}:1")), "{out}");
    let (code, out) = check_backgammon(
        "same-dice",
        "match-id 8AmvAEAAEAAE\nroll black 6-3\n  expect to-play black\n",
    );
    assert_ne!(code, 2, "{out}");
}
