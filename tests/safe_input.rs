//! Inputs read safely, errors a contributor can act on (issue 36): what a file holds never
//! reaches the terminal as a control sequence, in any output form; a control character, a
//! tab or an indent too many in the front matter, and a field missing from it, are each shown
//! at their place with what to do; an illegal position is named in the file's own notation.
//! Each run is the built binary, on a file written in a scratch folder, with the repository as
//! its root.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tablier-input-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    fs::canonicalize(dir).unwrap()
}

/// A scenario of the repository, as text.
fn bredouille() -> String {
    fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/modern/bredouille.scn"),
    )
    .unwrap()
}

/// `tablier --root REPO ARGS` in `dir`.
fn tablier(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablier"))
        .arg("--root")
        .arg(env!("CARGO_MANIFEST_DIR"))
        .args(args)
        .current_dir(dir)
        .env_remove("TABLIER_ROOT")
        .output()
        .expect("the binary runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// No C0 or C1 control character but tab and newline in `s`.
fn no_controls(s: &str) {
    let bad: Vec<char> = s
        .chars()
        .filter(|c| c.is_control() && !matches!(c, '\t' | '\n'))
        .collect();
    assert!(bad.is_empty(), "{bad:?} in:\n{s}");
}

/// `name` written in `dir` with `text`; what `check` says of it (exit 2): its report, then
/// its notes.
fn check_error(dir: &Path, name: &str, text_: &str) -> String {
    fs::write(dir.join(name), text_).unwrap();
    let out = tablier(dir, &["check", name]);
    let err = text(&out.stdout) + &text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    err
}

const HOSTILE: &str = "\u{1b}[2J\u{1b}]0;owned\u{7}\u{9b}31m";

#[test]
fn terminal_escapes_in_a_file_are_shown_escaped() {
    let d = scratch("escapes");
    let src = bredouille().replacen(
        "roll white 3-2\n",
        &format!("# {HOSTILE}\nroll whte 3-2\n"),
        1,
    );
    let err = check_error(&d, "esc.scn", &src);
    no_controls(&err);
    assert!(
        err.contains(r"# \u{1b}[2J\u{1b}]0;owned\u{7}\u{9b}31m"),
        "{err}"
    );
    // the caret still under the word at fault
    assert!(err.contains("roll whte 3-2\n"), "{err}");
    assert!(err.contains("│      ^^^^"), "{err}");
}

#[cfg(unix)]
#[test]
fn terminal_escapes_in_a_file_name_are_shown_escaped_in_every_form() {
    let d = scratch("escaped-names");
    let name = format!("evil{HOSTILE}.scn");
    let src = bredouille().replacen("roll white 3-2", "roll whte 3-2", 1);
    fs::write(d.join(&name), src).unwrap();
    for form in [
        &["check"][..],
        &["check", "--json"],
        &["check", "--format", "github"],
    ] {
        let mut args = form.to_vec();
        args.push(&name);
        let out = tablier(&d, &args);
        assert_eq!(
            out.status.code(),
            Some(2),
            "{form:?}: {}",
            text(&out.stderr)
        );
        let (o, e) = (text(&out.stdout), text(&out.stderr));
        no_controls(&o);
        no_controls(&e);
        // JSON has escapes of its own (`\u001b`)
        let escaped = o.contains(r"evil\u{1b}[2J") || form.contains(&"--json");
        assert!(escaped, "{form:?}:\n{o}\n{e}");
    }
    // a file that cannot be found, named in the one-line error
    let out = tablier(&d, &["check", &format!("missing{HOSTILE}.scn")]);
    assert_eq!(out.status.code(), Some(2));
    no_controls(&text(&out.stderr));
}

/// 1-based line and column of the first `needle` in `text`.
fn place(text: &str, needle: &str) -> String {
    place_at(text, text.find(needle).unwrap())
}

/// 1-based line and column of byte `at` of `text`.
fn place_at(text: &str, at: usize) -> String {
    let line = text[..at].matches('\n').count() + 1;
    let col = at - text[..at].rfind('\n').map_or(0, |n| n + 1) + 1;
    format!("{line}:{col}")
}

#[test]
fn a_control_character_in_the_front_matter_is_named_at_its_place() {
    let d = scratch("bel");
    let src = bredouille().replacen("profile: modern", "profile: mod\u{7}ern", 1);
    let err = check_error(&d, "bel.scn", &src);
    let at = place(&src, "\u{7}");
    assert!(err.contains(&format!("bel.scn:{at}: ")), "{at}: {err}");
    assert!(err.contains("U+0007 BEL"), "{err}");
    assert!(!err.contains("position"), "{err}");
    no_controls(&err);
}

#[test]
fn a_tab_or_an_indent_too_many_in_the_front_matter_gets_a_help_line() {
    let d = scratch("indent");
    let src = bredouille().replacen("profile: modern", "\tprofile: modern", 1);
    let err = check_error(&d, "tab.scn", &src);
    assert!(err.contains("help: use spaces, not tabs"), "{err}");
    let src = bredouille().replacen("profile: modern", "  profile: modern", 1);
    let err = check_error(&d, "indent.scn", &src);
    assert!(
        err.contains("help: this key is indented under the previous one"),
        "{err}"
    );
    assert!(
        err.contains(&format!("indent.scn:{}", place(&src, "profile"))),
        "{err}"
    );
}

#[test]
fn a_missing_front_matter_field_is_pointed_at_where_it_belongs() {
    let d = scratch("missing");
    let src = bredouille().replacen("profile: modern\n", "", 1);
    let err = check_error(&d, "missing.scn", &src);
    // after the last key of the front matter
    let last = "flags: [single-roll, second-hand]";
    let at = src.find(last).unwrap() + last.len();
    assert!(
        err.contains(&format!("missing.scn:{}: ", place_at(&src, at))),
        "{err}"
    );
    assert!(err.contains("help: add a line such as `profile: "), "{err}");
    // one in a nested mapping: after its last key
    let src = bredouille().replacen(
        "  locator: seed article, marking the points and bredouille\n",
        "",
        1,
    );
    let err = check_error(&d, "nested.scn", &src);
    assert!(err.contains("missing field `locator`"), "{err}");
    let last = "  page: null";
    let at = src.find(last).unwrap() + last.len();
    assert!(
        err.contains(&format!("nested.scn:{}: ", place_at(&src, at))),
        "{err}"
    );
    assert!(
        err.contains("help: add a line such as `  locator: "),
        "{err}"
    );
}

#[test]
fn fourteen_checkers_are_spoken_of_in_the_file_s_notation() {
    let d = scratch("fourteen");
    let body = bredouille();
    let start = body.find("notation lepeintre white=A\n").unwrap();
    let end = body[start..].find("\n\n").unwrap() + start;
    let src = format!(
        "{}notation lepeintre white=A\nwhite A4 B2 C3 D3 E2\nblack Y15{}",
        &body[..start],
        &body[end..]
    );
    let err = check_error(&d, "fourteen.scn", &src);
    assert!(err.contains("still one on A,"), "{err}");
    assert!(!err.contains("F1"), "{err}");
}
