//! The installed binary works from any folder: run from a temporary folder outside the
//! repository, it finds no working copy and uses the corpus and scenarios embedded in it; from
//! a folder inside the repository it walks up to the working copy; `--root` and `TABLIER_ROOT`
//! name one. Each run is the built binary itself (`CARGO_BIN_EXE_tablier`), as a user runs it.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const FIG7: &str = "lepeintre white=A: white A13 L2; black Y13 N2";

/// A fresh folder outside the repository (the temporary folder is in no working copy).
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tablier-anywhere-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `tablier ARGS` in `dir`, with its cache in `dir` and no `TABLIER_ROOT`.
fn tablier(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(args)
        .current_dir(dir)
        .env_remove("TABLIER_ROOT")
        .env("XDG_CACHE_HOME", dir.join("cache"))
        .output()
        .expect("the binary runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The stderr of a run that exits 2, and its one `error` line (the test fails on another
/// exit code or another number of errors).
fn the_one_error(args: &[&str], out: &Output) -> (String, String) {
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = text(&out.stderr);
    let errors: Vec<&str> = err.lines().filter(|l| l.starts_with("error")).collect();
    assert_eq!(errors.len(), 1, "{args:?}: {err}");
    let error = errors[0].to_string();
    (err, error)
}

#[test]
fn outside_any_working_copy_the_embedded_copy_is_used() {
    let dir = scratch("outside");
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));

    let out = tablier(&dir, &["score", FIG7, "6-1", "--profile", "guiton-1822"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).starts_with("white throws 6-1"),
        "{}",
        text(&out.stdout)
    );
    // it says which copy it used
    assert!(
        text(&out.stderr).contains("embedded"),
        "{}",
        text(&out.stderr)
    );

    // Guiton's reading changes some outcomes of Lepeintre's: exit 1 with --exit-code
    let out = tablier(
        &dir,
        &[
            "diff",
            "--profile",
            "lepeintre-1818",
            "--profile",
            "guiton-1822",
            "--exit-code",
        ],
    );
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("lepeintre-1818"),
        "{}",
        text(&out.stdout)
    );

    // a scenario given by path runs wherever it is
    std::fs::copy(
        repo.join("scenarios/lepeintre-1818/part1/1-iii-fig7-mezeas.scn"),
        dir.join("ONE.scn"),
    )
    .unwrap();
    let out = tablier(&dir, &["check", "ONE.scn"]);
    assert!(
        out.status.success(),
        "{}{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    let summary = text(&out.stdout);
    let total = summary.lines().find(|l| l.starts_with("total")).unwrap();
    assert_eq!(total.split_whitespace().nth(1), Some("1"), "{summary}");

    // the whole embedded corpus: every scenario, the readings and their report
    let out = tablier(&dir, &["check"]);
    assert!(out.status.success(), "{}", text(&out.stdout));
    assert!(text(&out.stdout).contains("lepeintre-1818"));
    let out = tablier(&dir, &["lint"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = tablier(&dir, &["report", "--format", "json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn inside_the_repository_it_walks_up_to_the_working_copy() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = scratch("inside");
    let out = tablier(&repo.join("src/engine"), &["check", "--json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let note = text(&out.stderr);
    assert!(note.contains("using the working copy at"), "{note}");
    // scenarios are named by their path from where the command ran
    assert!(
        text(&out.stdout).contains("../../scenarios/"),
        "{}",
        &text(&out.stdout)[..200]
    );

    // --root names it from anywhere; a folder without corpus/ is an error, not a fallback
    let root = repo.to_str().unwrap();
    let out = tablier(&dir, &["--root", root, "lint"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("given by --root"),
        "{}",
        text(&out.stderr)
    );
    let out = Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args([
            "diff",
            "--profile",
            "modern",
            "--profile",
            "modern",
            "--exit-code",
        ])
        .current_dir(&dir)
        .env("TABLIER_ROOT", repo)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "no outcome changes: {}",
        text(&out.stderr)
    );
    assert!(
        text(&out.stderr).contains("TABLIER_ROOT"),
        "{}",
        text(&out.stderr)
    );
    let out = tablier(&dir, &["lint", "--root", dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("expected a folder holding corpus/"),
        "{}",
        text(&out.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_canonical_position_may_start_with_a_black_count() {
    let dir = scratch("negative");
    let pos = "-1,15,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-14";
    for args in [
        vec!["show", pos],
        vec!["moves", pos, "6-5"],
        vec!["score", pos, "6-5"],
    ] {
        let out = tablier(&dir, &args);
        assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_unknown_profile_is_one_error_listing_the_names() {
    let dir = scratch("profile");
    for args in [
        vec!["check", "--profile", "nosuch"],
        vec!["score", FIG7, "6-1", "--profile", "nosuch"],
        vec!["diff", "--profile", "nosuch", "--profile", "modern"],
    ] {
        let out = tablier(&dir, &args);
        let (err, error) = the_one_error(&args, &out);
        let errors = [error.as_str()];
        assert!(
            errors[0].contains("unknown profile `nosuch`: expected one of "),
            "{err}"
        );
        assert!(
            errors[0].contains("guiton-1822, guiton-1822-backgammon")
                && errors[0].contains("jollyvet-1634, lelasseux-1852"),
            "{err}"
        );
        assert!(text(&out.stdout).is_empty(), "{}", text(&out.stdout));
    }
    let out = tablier(&dir, &["check", "--profile", "lepeintre-1881"]);
    assert!(
        text(&out.stderr).contains("did you mean `lepeintre-1818`?"),
        "{}",
        text(&out.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn report_format_html_is_an_error() {
    let dir = scratch("html");
    let out = tablier(&dir, &["report", "--format", "html"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("--html DIR"),
        "{}",
        text(&out.stderr)
    );
    assert!(text(&out.stdout).is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The command lines of the README's `sh` blocks, in order (the `cargo` ones, which need a
/// clone, aside).
fn readme_commands() -> Vec<String> {
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
        .expect("README.md");
    let mut out = Vec::new();
    let mut in_sh = false;
    for line in readme.lines() {
        match (in_sh, line.trim_end()) {
            (false, "```sh") => in_sh = true,
            (true, "```") => in_sh = false,
            (true, l) if l.starts_with("tablier ") => out.push(l.to_string()),
            (true, l) => assert!(
                l.starts_with("cargo ") || l.trim().is_empty(),
                "a README command this test does not know how to run: {l}"
            ),
            _ => {}
        }
    }
    out
}

/// What a README command must end with when run outside any working copy: its exit code and
/// a piece of its stderr. Every command exits 0 but `new`, which writes into a working copy's
/// `scenarios/` and so refuses, as the README says, where there is none.
fn expected(line: &str) -> (i32, &'static str) {
    if line.starts_with("tablier new ") {
        (2, "no working copy here")
    } else {
        (0, "")
    }
}

#[test]
fn every_readme_command_runs_as_written_from_a_folder_outside_any_working_copy() {
    let commands = readme_commands();
    assert!(commands.len() >= 25, "{commands:?}");
    let dir = scratch("readme");
    let bin = Path::new(env!("CARGO_BIN_EXE_tablier")).parent().unwrap();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    for line in &commands {
        let out = Command::new("sh")
            .args(["-c", line])
            .current_dir(&dir)
            .env("PATH", &path)
            .env("HOME", dir.join("home"))
            .env("XDG_CACHE_HOME", dir.join("cache"))
            .env_remove("TABLIER_ROOT")
            .output()
            .expect("sh runs");
        let (code, says) = expected(line);
        let err = text(&out.stderr);
        assert_eq!(
            out.status.code(),
            Some(code),
            "{line}\n{err}{}",
            text(&out.stdout)
        );
        assert!(err.contains(says), "{line}\n{err}");
        assert!(
            err.contains("using the corpus and scenarios embedded in tablier")
                || !err.contains("note:"),
            "{line}\n{err}"
        );
        // what it wrote through a redirect is whole
        if let Some(file) = line.split(" > ").nth(1) {
            let file = file.split_whitespace().next().unwrap();
            let written = std::fs::read_to_string(dir.join(file)).unwrap();
            assert!(written.len() > 100, "{line}: {written}");
        }
    }
    // the site written, its card too
    assert!(dir.join("site/index.html").is_file());
    assert!(dir.join("site/scenario/modern/bredouille.html").is_file());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_relative_path_not_here_is_read_from_the_root_and_an_id_is_a_scenario() {
    let dir = scratch("ids");
    let scn = "scenarios/modern/bredouille.scn";
    let out = tablier(&dir, &["check", scn]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains(&format!(
            "note: {scn} is not in the current folder: read from the root in use, "
        )),
        "{}",
        text(&out.stderr)
    );
    // ids, a folder of ids and the start of ids, wherever a scenario file is taken
    for (args, total) in [
        (vec!["check", "modern/bredouille"], 1),
        (vec!["check", "modern/bredouille.scn"], 1),
        (vec!["check", "soumille-1738"], 3),
        (vec!["check", "soumille-1738/fill-"], 3),
        (vec!["check", "--work", "soumille-1738"], 3),
    ] {
        let out = tablier(&dir, &args);
        assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
        let summary = text(&out.stdout);
        let line = summary.lines().find(|l| l.starts_with("total")).unwrap();
        let n: u32 = line
            .split_whitespace()
            .skip(1)
            .map(|c| c.parse::<u32>().unwrap())
            .sum();
        assert_eq!(n, total, "{args:?}: {summary}");
    }
    let out = tablier(
        &dir,
        &["replay", "lepeintre-1818/part1/1-i-go-away-and-next-releve"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).starts_with("lepeintre-1818/part1/1-i-go-away-and-next-releve: "));
    let out = tablier(
        &dir,
        &[
            "diff",
            "--profile",
            "modern",
            "--profile",
            "modern",
            "modern/bredouille",
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_missing_file_is_one_message_for_every_command_without_a_position() {
    let dir = scratch("missing");
    for args in [
        vec!["check", "nosuch.scn"],
        vec!["replay", "nosuch.scn"],
        vec![
            "diff",
            "--profile",
            "modern",
            "--profile",
            "modern",
            "nosuch.scn",
        ],
        vec!["lint", "nosuch.scn"],
        vec!["annotate", "nosuch.scn"],
        vec!["report", "nosuch.scn"],
        vec!["lint", "--scenarios", "nosuch.scn"],
    ] {
        let out = tablier(&dir, &args);
        let (err, error) = the_one_error(&args, &out);
        let errors = [error.as_str()];
        assert!(
            errors[0].starts_with("error: no such file or folder: nosuch.scn (looked in the current folder and in the root in use, "),
            "{args:?}: {err}"
        );
        assert!(!errors[0].contains(":1:1"), "{err}");
        assert!(text(&out.stdout).is_empty(), "{args:?}");
    }
    // a near id is named
    let out = tablier(&dir, &["check", "modern/bredoulle"]);
    assert!(
        text(&out.stderr).contains("did you mean the scenario `modern/bredouille`?"),
        "{}",
        text(&out.stderr)
    );
    // an absolute path is looked for where it says only
    let out = tablier(&dir, &["check", "/nosuch/x.scn"]);
    assert!(
        text(&out.stderr).contains("error: no such file or folder: /nosuch/x.scn\n"),
        "{}",
        text(&out.stderr)
    );
    let _ = std::fs::remove_dir_all(&dir);
}
