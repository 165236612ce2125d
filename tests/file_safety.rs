//! Files stay in their place (issue 20): in a copy of the working copy, symbolic links that
//! leave it, or lead back up, are refused with an error naming the link, and nothing outside
//! it is read, written or removed; `report --html DIR` writes and removes only its own files
//! (its manifest lists them), never through a link, refuses a folder among its inputs, and two
//! runs into one folder both succeed; `new` writes only inside `scenarios/`. Each run is the
//! built binary, as a user runs it.

#![cfg(unix)]

mod common_files;
use common_files::{copy_dir, tree};
use std::fs;
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A fresh folder holding `wc/` (a copy of the repository's corpus and scenarios) and
/// `outside/` (files of the user's that tablier must leave alone).
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tablier-safety-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    for sub in ["corpus", "scenarios"] {
        copy_dir(&repo.join(sub), &dir.join("wc").join(sub));
    }
    fs::create_dir_all(dir.join("outside")).unwrap();
    fs::write(
        dir.join("outside/secret.txt"),
        "the first line of a secret\n",
    )
    .unwrap();
    fs::write(dir.join("outside/page.html"), "mine\n").unwrap();
    fs::canonicalize(dir).unwrap()
}

/// Runs `tablier ARGS` in `dir`.
fn tablier(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(args)
        .current_dir(dir)
        .env_remove("TABLIER_ROOT")
        .output()
        .expect("the binary runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Exit 2, with `needle` on stderr.
fn refused(out: &Output, needle: &str) {
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains(needle), "{}", text(&out.stderr));
}

#[test]
fn a_scenario_linked_out_of_the_working_copy_is_refused_unread() {
    let d = scratch("leak");
    let wc = d.join("wc");
    symlink(
        d.join("outside/secret.txt"),
        wc.join("scenarios/modern/leak.scn"),
    )
    .unwrap();
    let before = tree(&d.join("outside"));
    for args in [
        &["check"][..],
        &["check", "scenarios/modern"],
        &["check", "scenarios/modern/leak.scn"],
        &["report", "--html", "../site"],
        &["lint"],
    ] {
        let out = tablier(&wc, args);
        refused(&out, "scenarios/modern/leak.scn");
        refused(&out, "symbolic link out of it");
        for o in [&out.stdout, &out.stderr] {
            assert!(
                !text(o).contains("first line of a secret"),
                "{args:?}: {}",
                text(o)
            );
        }
    }
    assert!(!d.join("site").exists(), "no site written");
    assert_eq!(tree(&d.join("outside")), before);
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn a_profile_linked_out_of_the_working_copy_is_refused() {
    let d = scratch("profile");
    let wc = d.join("wc");
    fs::copy(
        wc.join("corpus/modern/profile.yaml"),
        d.join("outside/profile.yaml"),
    )
    .unwrap();
    fs::remove_file(wc.join("corpus/modern/profile.yaml")).unwrap();
    symlink(
        d.join("outside/profile.yaml"),
        wc.join("corpus/modern/profile.yaml"),
    )
    .unwrap();
    let out = tablier(&wc, &["check", "scenarios/modern/bredouille.scn"]);
    refused(&out, "corpus/modern/profile.yaml");
    refused(&out, "symbolic link out of it");
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn a_loop_of_links_is_one_error_in_bounded_time() {
    let d = scratch("loop");
    let wc = d.join("wc");
    symlink("..", wc.join("scenarios/modern/loop")).unwrap();
    let start = std::time::Instant::now();
    for args in [&["check"][..], &["report", "--html", "../site"]] {
        let out = tablier(&wc, args);
        refused(&out, "scenarios/modern/loop");
        refused(&out, "symbolic link loop");
        assert_eq!(
            text(&out.stderr).matches("error").count(),
            1,
            "{}",
            text(&out.stderr)
        );
    }
    assert!(start.elapsed().as_secs() < 60);
    assert!(!d.join("site").exists());
    // a link that stays inside, to a folder searched anyway, adds nothing
    fs::remove_file(wc.join("scenarios/modern/loop")).unwrap();
    symlink("../guiton-1822", wc.join("scenarios/modern/alias")).unwrap();
    let out = tablier(&wc, &["check", "--json"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(!text(&out.stdout).contains("modern/alias"));
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn new_writes_only_inside_scenarios() {
    let d = scratch("new");
    let wc = d.join("wc");
    symlink(d.join("outside"), wc.join("scenarios/modern/linkdir")).unwrap();
    let before = tree(&d.join("outside"));
    let out = tablier(&wc, &["new", "modern/linkdir/x"]);
    refused(&out, "scenarios/modern/linkdir");
    refused(&out, "symbolic link");
    // a link where the file would go is not written through either
    symlink(
        d.join("outside/page.html"),
        wc.join("scenarios/modern/y.scn"),
    )
    .unwrap();
    refused(&tablier(&wc, &["new", "modern/y"]), "symbolic link");
    assert_eq!(tree(&d.join("outside")), before);
    // scenarios/ itself a link out of the working copy
    fs::remove_file(wc.join("scenarios/modern/linkdir")).unwrap();
    fs::remove_file(wc.join("scenarios/modern/y.scn")).unwrap();
    fs::rename(wc.join("scenarios"), d.join("outside/scenarios")).unwrap();
    symlink(d.join("outside/scenarios"), wc.join("scenarios")).unwrap();
    let out = tablier(&wc, &["new", "modern/z"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(!d.join("outside/scenarios/modern/z.scn").exists());
    let _ = fs::remove_dir_all(&d);
}

/// `report --html ../site ARGS` from the working copy.
fn report(d: &Path, args: &[&str]) -> Output {
    let mut all = vec!["report", "--html", "../site"];
    all.extend_from_slice(args);
    tablier(&d.join("wc"), &all)
}

#[test]
fn the_site_writes_and_removes_nothing_through_a_link() {
    let d = scratch("site-links");
    let site = d.join("site");
    let outside = d.join("outside");
    let before = tree(&outside);
    // a link of the user's in a folder the site writes to: left alone
    fs::create_dir_all(site.join("scenario")).unwrap();
    symlink("../../outside", site.join("scenario/link")).unwrap();
    let out = report(&d, &[]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(fs::symlink_metadata(site.join("scenario/link"))
        .unwrap()
        .file_type()
        .is_symlink());
    assert_eq!(tree(&outside), before);

    // a folder the site writes into, replaced by a link
    fs::rename(site.join("rule"), d.join("old-rule")).unwrap();
    symlink(&outside, site.join("rule")).unwrap();
    let out = report(&d, &[]);
    refused(&out, "site/rule");
    refused(&out, "symbolic link");
    assert_eq!(tree(&outside), before);
    fs::remove_file(site.join("rule")).unwrap();

    // a work's folder of cards, replaced by a link
    fs::rename(site.join("scenario/modern"), d.join("old-modern")).unwrap();
    symlink("../../outside", site.join("scenario/modern")).unwrap();
    refused(&report(&d, &[]), "site/scenario/modern");
    assert_eq!(tree(&outside), before);
    fs::remove_file(site.join("scenario/modern")).unwrap();

    // a page replaced by a link to a file of the user's
    fs::remove_file(site.join("index.html")).unwrap();
    symlink(outside.join("page.html"), site.join("index.html")).unwrap();
    let out = report(&d, &[]);
    refused(&out, "site/index.html");
    assert_eq!(tree(&outside), before);
    // the same with --only
    let out = report(&d, &["--only", "modern/bredouille"]);
    refused(&out, "site/index.html");
    assert_eq!(tree(&outside), before);
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn the_site_removes_only_the_files_it_wrote() {
    let d = scratch("site-own");
    let site = d.join("site");
    let wc = d.join("wc");
    // files of the user's, in the folders the site writes into
    fs::create_dir_all(site.join("reading")).unwrap();
    fs::write(site.join("reading/notes.txt"), "mine").unwrap();
    fs::create_dir_all(site.join("scenario/modern")).unwrap();
    fs::write(site.join("scenario/modern/draft.html"), "mine").unwrap();
    // a scenario of its own folder, to be deleted
    let src = fs::read_to_string(wc.join("scenarios/modern/bredouille.scn")).unwrap();
    fs::create_dir_all(wc.join("scenarios/modern/extra")).unwrap();
    fs::write(
        wc.join("scenarios/modern/extra/copy.scn"),
        src.replace("id: modern/bredouille", "id: modern/extra/copy"),
    )
    .unwrap();
    let out = report(&d, &[]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(site.join(".tablier-manifest").is_file());
    let card = site.join("scenario/modern/extra/copy.html");
    assert!(card.is_file());
    // deleted: its card and copy go at the next run (and their folder), the user's files stay
    fs::remove_dir_all(wc.join("scenarios/modern/extra")).unwrap();
    let out = report(&d, &[]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(!card.exists(), "the card of a deleted scenario survived");
    assert!(!site.join("scenario/modern/extra").exists());
    assert_eq!(
        fs::read_to_string(site.join("reading/notes.txt")).unwrap(),
        "mine"
    );
    assert_eq!(
        fs::read_to_string(site.join("scenario/modern/draft.html")).unwrap(),
        "mine"
    );
    // no temporary file is left behind
    assert!(!tree(&site)
        .iter()
        .any(|(p, _)| p.to_string_lossy().ends_with(".tmp")));
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn a_site_folder_among_the_inputs_is_refused() {
    let d = scratch("site-inputs");
    let wc = d.join("wc");
    let before = tree(&wc);
    for dir in [
        "scenarios",
        "scenarios/x",
        "corpus",
        "corpus/modern/site",
        "./scenarios/../corpus",
    ] {
        let out = tablier(&wc, &["report", "--html", dir]);
        refused(&out, "outside the project's inputs");
        let out = tablier(
            &wc,
            &["report", "--html", dir, "--only", "modern/bredouille"],
        );
        refused(&out, "outside the project's inputs");
    }
    assert_eq!(tree(&wc), before, "nothing written among the inputs");
    assert_eq!(
        tablier(&wc, &["check"]).status.code(),
        Some(0),
        "the working copy is as it was"
    );
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn two_reports_into_one_folder_both_succeed() {
    let d = scratch("site-race");
    let wc = d.join("wc");
    let spawn = || {
        Command::new(env!("CARGO_BIN_EXE_tablier"))
            .args(["report", "--html", "../site"])
            .current_dir(&wc)
            .env_remove("TABLIER_ROOT")
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap()
    };
    assert_eq!(report(&d, &[]).status.code(), Some(0));
    for _ in 0..2 {
        // pages an earlier run wrote (its manifest lists them) for scenarios since deleted:
        // both runs find pages to replace and stale pages to remove
        let site = d.join("site");
        let mut manifest = fs::read_to_string(site.join(".tablier-manifest")).unwrap_or_default();
        for i in 0..3000 {
            let rel = format!("scenario/gone/{}/card-{i}.html", i % 40);
            fs::create_dir_all(site.join(&rel).parent().unwrap()).unwrap();
            fs::write(site.join(&rel), "old").unwrap();
            let hash = tablier::site::manifest::hash(b"old");
            manifest.push_str(&format!("{hash:016x} {rel}\n"));
        }
        fs::write(site.join(".tablier-manifest"), manifest).unwrap();
        let (a, b) = (spawn(), spawn());
        let (a, b) = (a.wait_with_output().unwrap(), b.wait_with_output().unwrap());
        assert_eq!(a.status.code(), Some(0), "{}", text(&a.stderr));
        assert_eq!(b.status.code(), Some(0), "{}", text(&b.stderr));
        assert_eq!(a.stdout, b.stdout);
        assert_eq!(a.stderr, b.stderr);
    }
    let raced = tree(&d.join("site"));
    fs::remove_dir_all(d.join("site")).unwrap();
    assert_eq!(report(&d, &[]).status.code(), Some(0));
    assert!(
        raced == tree(&d.join("site")),
        "the site is that of one run"
    );
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn a_file_argument_linked_out_of_its_folder_is_refused_unread() {
    let d = scratch("file-arg");
    let here = d.join("here");
    fs::create_dir_all(&here).unwrap();
    symlink(d.join("outside/secret.txt"), here.join("x.scn")).unwrap();
    let root = d.join("wc");
    let root = root.to_str().unwrap();
    for command in ["check", "replay", "analyse"] {
        let out = tablier(&here, &["--root", root, command, "x.scn"]);
        refused(&out, "x.scn");
        refused(&out, "symbolic link out of it");
        for o in [&out.stdout, &out.stderr] {
            assert!(!text(o).contains("first line of a secret"), "{}", text(o));
        }
    }
    // a link that stays in its folder is read as the file it names
    fs::copy(
        d.join("wc/scenarios/modern/bredouille.scn"),
        here.join("real.scn"),
    )
    .unwrap();
    symlink("real.scn", here.join("alias.scn")).unwrap();
    let out = tablier(&here, &["--root", root, "check", "alias.scn"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn a_path_read_through_the_root_stays_in_the_root() {
    let d = scratch("root-escape");
    let elsewhere = d.join("elsewhere");
    fs::create_dir_all(&elsewhere).unwrap();
    let root = d.join("wc");
    let root = root.to_str().unwrap();
    // not there from `elsewhere`, but there from the root, one folder above it
    for given in [
        "scenarios/../../outside/secret.txt",
        "corpus/../../outside/secret.txt",
    ] {
        let out = tablier(&elsewhere, &["--root", root, "check", given]);
        refused(&out, given);
        refused(&out, "outside the root in use");
        for o in [&out.stdout, &out.stderr] {
            assert!(!text(o).contains("first line of a secret"), "{}", text(o));
        }
    }
    // a path that stays in the root is still found there
    let out = tablier(
        &elsewhere,
        &[
            "--root",
            root,
            "check",
            "scenarios/../scenarios/modern/bredouille.scn",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let _ = fs::remove_dir_all(&d);
}
