//! Exit codes and messages that never lie (issue 20): a chance count above 36 is invalid at
//! parse time (exit 2); an invisible or confusable character is named where it is, and
//! escaped wherever a line or a message shows it; `--threads` is checked and capped. Each run
//! is the built binary, from the repository (its working copy).

mod common_files;
use common_files::copy_dir;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn tablier(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(args)
        .current_dir(repo())
        .env_remove("TABLIER_ROOT")
        .output()
        .expect("the binary runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tablier-honest-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

/// A copy of a shipped scenario in `dir`, with `from` replaced by `to`.
fn variant(dir: &Path, scenario: &str, from: &str, to: &str) -> PathBuf {
    let src = fs::read_to_string(repo().join("scenarios").join(scenario)).unwrap();
    assert!(src.contains(from), "{from}");
    let p = dir.join(format!("v{}.scn", fastrand::u32(..)));
    fs::write(&p, src.replacen(from, to, 1)).unwrap();
    p
}

const CHANCES: &str = "lepeintre-1818/part2/s3-quatre-cinq-six-33.scn";
const CHANCE_LINE: &str = "expect chances jan.fill.grand white 33";

#[test]
fn a_chance_count_above_36_is_invalid_at_parse_time() {
    let d = scratch("chances");
    for n in [
        "37",
        "255",
        "4294967295",
        "4294967296",
        "99999999999999999999",
    ] {
        let p = variant(
            &d,
            CHANCES,
            CHANCE_LINE,
            &format!("expect chances jan.fill.grand white {n}"),
        );
        let out = tablier(&["check", p.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2), "{n}: {}", text(&out.stdout));
        let want = format!(
            "{}:26:39: expected a count of chances out of 36 (0 to 36), found `{n}`",
            p.display()
        );
        assert!(text(&out.stdout).contains(&want), "{}", text(&out.stdout));
    }
    // 36 itself is a count (which the engine does not share here: a FAIL, exit 1)
    let p = variant(
        &d,
        CHANCES,
        CHANCE_LINE,
        "expect chances jan.fill.grand white 36",
    );
    assert_eq!(
        tablier(&["check", p.to_str().unwrap()]).status.code(),
        Some(1)
    );
    let _ = fs::remove_dir_all(&d);
}

const PLAIN: &str = "modern/bredouille.scn";

/// The invisible characters, where they go, what the message must say, and where.
fn cases() -> Vec<(&'static str, &'static str, &'static str, &'static str)> {
    vec![
        (
            "white A4 B2",
            "white\u{a0}A4 B2",
            "a no-break space (U+00A0) where a space is expected",
            ":22:6:",
        ),
        (
            "roll white 3-2",
            "roll white\u{200b} 3-2",
            "a zero-width space (U+200B), an invisible character",
            ":25:11:",
        ),
        (
            "roll white 3-2",
            "roll white \u{202e}3-2",
            "a right-to-left override (U+202E), a bidirectional control",
            ":25:12:",
        ),
        (
            "# Colours: White",
            "# Colours:\u{2066} White",
            "a left-to-right isolate (U+2066)",
            ":15:11:",
        ),
        (
            "---\nid:",
            "\u{feff}---\nid:",
            "a byte-order mark (U+FEFF) at the start of the file",
            ":1:1:",
        ),
        (
            "profile: modern",
            "profile:\u{a0}modern",
            "a no-break space (U+00A0) where a space is expected",
            ":12:9:",
        ),
    ]
}

#[test]
fn invisible_characters_are_named_and_escaped_in_scenarios() {
    let d = scratch("invisible");
    for (from, to, says, at) in cases() {
        let p = variant(&d, PLAIN, from, to);
        let out = tablier(&["check", p.to_str().unwrap()]);
        let stdout = text(&out.stdout);
        assert_eq!(out.status.code(), Some(2), "{to:?}: {stdout}");
        assert!(stdout.contains(says), "{to:?}: {stdout}");
        assert!(
            stdout.contains(&format!("{}{at} found {says}", p.display())),
            "{to:?}: {stdout}"
        );
        // the line shown holds the escape, never the character itself
        let c = to.chars().find(|c| !c.is_ascii()).unwrap();
        assert!(!stdout.contains(c), "{to:?}: {stdout}");
        assert!(stdout.contains(&c.escape_unicode().to_string()), "{stdout}");
        // and the JSON message too
        let out = tablier(&["check", "--json", p.to_str().unwrap()]);
        assert!(!text(&out.stdout).contains(c), "{}", text(&out.stdout));
    }
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn invisible_characters_are_named_in_profiles() {
    let d = scratch("profile");
    for sub in ["corpus", "scenarios"] {
        copy_dir(&repo().join(sub), &d.join(sub));
    }
    let profile = d.join("corpus/modern/profile.yaml");
    let yaml = fs::read_to_string(&profile).unwrap();
    fs::write(&profile, format!("\u{feff}{yaml}")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(["check", "scenarios/modern/bredouille.scn"])
        .current_dir(&d)
        .output()
        .unwrap();
    let all = text(&out.stdout) + &text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{all}");
    assert!(
        all.contains("corpus/modern/profile.yaml:1:1: found a byte-order mark (U+FEFF)"),
        "{all}"
    );
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn invisible_characters_in_arguments_are_named_and_escaped() {
    for (args, c, says) in [
        (
            vec![
                "show",
                "lepeintre white=A: white A13\u{200b} L2; black Y13 N2",
            ],
            '\u{200b}',
            "is a zero-width space (U+200B)",
        ),
        (
            vec!["moves", "opening", "6\u{202e}-5"],
            '\u{202e}',
            "is a right-to-left override (U+202E)",
        ),
    ] {
        let out = tablier(&args);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{stderr}");
        assert!(stderr.contains(says), "{stderr}");
        assert!(!stderr.contains(c), "{stderr}");
    }
}

#[test]
fn threads_are_checked_and_capped() {
    let out = tablier(&["selfplay", "--games", "20", "--threads", "0"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("--threads: expected a number of threads from 1 to"),
        "{}",
        text(&out.stderr)
    );
    let one = tablier(&["selfplay", "--games", "20", "--threads", "1"]);
    assert_eq!(one.status.code(), Some(0));
    for n in ["10000", "18446744073709551615"] {
        let many = tablier(&["selfplay", "--games", "20", "--threads", n]);
        assert_eq!(many.status.code(), Some(0), "{}", text(&many.stderr));
        assert!(
            text(&many.stderr).contains(&format!("note: --threads {n} capped at")),
            "{}",
            text(&many.stderr)
        );
        assert_eq!(many.stdout, one.stdout, "the same statistics");
    }
}
