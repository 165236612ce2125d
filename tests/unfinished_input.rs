//! Unfinished input is reported, not passed: a scenario still holding the `tablier new`
//! skeleton's `TODO` lines (or no statement at all) is invalid, `check` on a folder with no
//! scenario exits 2, and `lint` of a file that is no reading is an error. (A false play given
//! to `show --svg --play` is refused: `tests/site_game.rs`.)

use std::fs;
use std::path::{Path, PathBuf};

use tablier::cli;
use tablier::conformance::profile::{resolve_profile, shipped_profiles};

mod common_snapshots;
use common_snapshots::snapshot;

/// A fresh folder of its own for `name`, with an empty `scenarios/`.
fn temp_root(name: &str) -> PathBuf {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("unfinished-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&root);
    fs::create_dir_all(root.join("scenarios")).unwrap();
    root
}

#[test]
fn the_skeleton_of_new_is_refused_until_its_todo_lines_are_filled() {
    let root = temp_root("skeleton");
    let profiles = shipped_profiles().as_ref().expect("profiles load");
    let o = cli::new::write_skeleton("lepeintre-1818/part1/x", &root, profiles);
    assert_eq!(o.code, 0, "{}", o.stderr);
    let path = root.join("scenarios/lepeintre-1818/part1/x.scn");
    let check = |path: &Path| cli::check(&[path.to_path_buf()], &resolve_profile, None, false);
    let out = check(&path);
    assert_eq!(out.code, 2, "{}", out.stdout);
    let shown = out.stdout.replace(&root.display().to_string(), "<root>");
    // every error at once: the description and the locator left as `TODO`, no rule, no body
    for what in [
        "3:15: expected a description of the example in your own words, found the skeleton's `TODO`",
        "7:13: expected the locator of the example",
        "11:1: expected at least one rule ID",
        "15:1: expected the example's statements",
    ] {
        assert!(shown.contains(what), "{what}: {shown}");
    }
    snapshot("unfinished__skeleton", &shown);

    // a rule named is not enough: the `TODO` lines and the empty body still make it invalid
    // (it was reported `pending`, exit 0)
    let text = fs::read_to_string(&path).unwrap();
    fs::write(&path, text.replace("rules: []", "rules: [jan.mezeas]")).unwrap();
    let out = cli::check(std::slice::from_ref(&path), &resolve_profile, None, true);
    assert_eq!(out.code, 2, "{}", out.stdout);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let s = &v["scenarios"][0];
    let mut codes = vec![s["error"]["code"].as_str().unwrap().to_string()];
    for e in s["more_errors"].as_array().unwrap() {
        codes.push(e["code"].as_str().unwrap().to_string());
    }
    assert_eq!(codes, ["unfinished", "unfinished", "unfinished"]);

    // the statements written, the `TODO`s replaced: a scenario like any other
    let text = fs::read_to_string(&path).unwrap()
        .replace("\"TODO: what the example shows, in your own words\"", "A mézéas.")
        .replace("\"TODO: part / § / rule number, as precise as the text allows\"", "1re partie")
        + "notation lepeintre white=A\nwhite A13 L2\nblack Y15\nroll white 6-1\n  expect jan jan.mezeas white 4\n";
    fs::write(&path, text).unwrap();
    let out = check(&path);
    assert_eq!(out.code, 0, "{}", out.stdout);
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn check_on_a_folder_with_no_scenario_exits_2() {
    let root = temp_root("empty");
    let empty = root.join("scenarios");
    let out = cli::check(std::slice::from_ref(&empty), &resolve_profile, None, false);
    assert_eq!((out.code, out.stdout.as_str()), (2, ""));
    let text = out.stderr.replace(&root.display().to_string(), "<root>");
    assert!(
        text.contains("no scenario found under <root>/scenarios"),
        "{text}"
    );
    let out = cli::check(std::slice::from_ref(&empty), &resolve_profile, None, true);
    assert_eq!(out.code, 2);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["error"]["code"], "no-scenario");
    let json = out.stdout.replace(&root.display().to_string(), "<root>");
    snapshot("unfinished__check_empty_folder", &format!("{text}\n{json}"));
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn lint_of_a_file_that_is_no_reading_is_an_error() {
    let root = temp_root("lint");
    let hello = root.join("hello.md");
    fs::write(&hello, "hello\n").unwrap();
    let out = cli::corpus::lint(std::slice::from_ref(&hello), &root.join("scenarios"));
    assert_eq!(out.code, 2, "{}", out.stdout);
    assert!(!out.stdout.contains("clean"), "{}", out.stdout);
    assert!(
        out.stderr
            .contains("hello.md:1:1: expected a reading: claims"),
        "{}",
        out.stderr
    );
    let _ = fs::remove_dir_all(&root);
}
