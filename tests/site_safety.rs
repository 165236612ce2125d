//! The site at its edges (issue 36): `report --html DIR` refuses a folder that holds the
//! user's own things (`/`, `$HOME`, the working copy, a folder above `corpus/` or
//! `scenarios/`, a link), removes only the pages it wrote that still hold what it wrote (its
//! manifest records each page's hash), and names in a `note:` what it leaves alone; a scenario
//! file name is never a live link and an id outside letters, digits, `-`, `_` and `.` is
//! refused by `check` and `report` alike; a card draws a bounded number of boards; a broken
//! profile is the same error under `report --html` as under `check`. Each run is the built
//! binary, as a user runs it.

#![cfg(unix)]

mod common_files;
use common_files::{copy_dir, tree};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A fresh folder holding `wc/` (a copy of the repository's corpus and scenarios, with a
/// `.git`).
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tablier-sitesafe-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    for sub in ["corpus", "scenarios"] {
        copy_dir(&repo.join(sub), &dir.join("wc").join(sub));
    }
    fs::create_dir_all(dir.join("wc/.git")).unwrap();
    fs::canonicalize(dir).unwrap()
}

/// Runs `tablier ARGS` in `dir`, with `HOME` set to `home`.
fn tablier_home(dir: &Path, home: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(args)
        .current_dir(dir)
        .env_remove("TABLIER_ROOT")
        .env("HOME", home)
        .output()
        .expect("the binary runs")
}

/// Runs `tablier ARGS` in `dir`.
fn tablier(dir: &Path, args: &[&str]) -> Output {
    tablier_home(dir, &std::env::temp_dir().join("tablier-no-home"), args)
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
fn a_planted_manifest_in_the_working_copy_deletes_nothing() {
    let d = scratch("planted");
    let w = d.join("wc");
    fs::write(w.join("notes.txt"), "mine\n").unwrap();
    fs::write(
        w.join(".tablier-manifest"),
        "scenarios/modern/bredouille.scn\ncorpus/modern/reading.md\nnotes.txt\n",
    )
    .unwrap();
    let before = tree(&w);
    let root = w.to_string_lossy().into_owned();
    let out = tablier(&d, &["report", "--root", &root, "--html", &root]);
    refused(&out, "working copy");
    assert_eq!(tree(&w), before, "every file is in place, nothing written");
    // the same folder named from inside it
    let out = tablier(&w, &["report", "--html", "."]);
    refused(&out, "working copy");
    assert_eq!(tree(&w), before);
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn the_root_home_a_link_and_a_folder_above_the_inputs_are_refused() {
    let d = scratch("dirs");
    let w = d.join("wc");
    // a folder above the working copy (and so above corpus/ and scenarios/)
    let out = tablier(&w, &["report", "--html", ".."]);
    refused(&out, "corpus");
    // the file system's root
    let out = tablier(&w, &["report", "--html", "/"]);
    refused(&out, "the file system's root");
    // the user's home, and a folder above it
    let home = d.join("home/me");
    fs::create_dir_all(&home).unwrap();
    fs::write(home.join("index.html"), "my own page\n").unwrap();
    let before = tree(&d.join("home"));
    for dir in [home.clone(), d.join("home")] {
        let dir = dir.to_string_lossy().into_owned();
        let out = tablier_home(&w, &home, &["report", "--html", &dir]);
        refused(&out, "home folder");
    }
    assert_eq!(tree(&d.join("home")), before);
    // a link as DIR, even to an empty folder
    fs::create_dir_all(d.join("target")).unwrap();
    std::os::unix::fs::symlink(d.join("target"), d.join("site")).unwrap();
    for dir in ["../site", "../site/", "../site/."] {
        let out = tablier(&w, &["report", "--html", dir]);
        refused(&out, "symbolic link");
    }
    let out = tablier(
        &w,
        &["report", "--html", "../site", "--only", "modern/bredouille"],
    );
    refused(&out, "symbolic link");
    assert_eq!(fs::read_dir(d.join("target")).unwrap().count(), 0);
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn a_site_among_the_users_files_touches_only_its_own() {
    let d = scratch("among");
    let w = d.join("wc");
    let site = d.join("site");
    fs::create_dir_all(site.join("reading")).unwrap();
    fs::create_dir_all(site.join("scenario/modern")).unwrap();
    fs::write(site.join("notes.txt"), "mine\n").unwrap();
    fs::write(site.join("reading/old.html"), "mine\n").unwrap();
    fs::write(site.join("scenario/modern/gone.html"), "mine\n").unwrap();
    // a manifest planted by someone else: it lists the user's files, with no hash or a false one
    fs::write(
        site.join(".tablier-manifest"),
        "notes.txt\nreading/old.html\n0123456789abcdef scenario/modern/gone.html\n",
    )
    .unwrap();
    let out = tablier(&w, &["report", "--html", "../site"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    for f in ["notes.txt", "reading/old.html", "scenario/modern/gone.html"] {
        assert_eq!(fs::read_to_string(site.join(f)).unwrap(), "mine\n", "{f}");
    }
    let err = text(&out.stderr);
    assert!(err.contains("note:"), "{err}");
    assert!(err.contains("scenario/modern/gone.html"), "{err}");
    assert!(err.contains("reading/old.html"), "{err}");
    // a file of the user's where a page goes is not written over: nothing is written at all
    fs::remove_file(site.join("cards.html")).unwrap();
    fs::write(site.join("cards.html"), "my own list\n").unwrap();
    let before = tree(&site);
    let out = tablier(&w, &["report", "--html", "../site"]);
    refused(&out, "cards.html");
    assert_eq!(tree(&site), before);
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn a_stale_page_is_removed_unchanged_and_kept_edited() {
    let d = scratch("stale");
    let w = d.join("wc");
    let site = d.join("site");
    let src = fs::read_to_string(w.join("scenarios/modern/bredouille.scn")).unwrap();
    for name in ["copy-a", "copy-b"] {
        fs::write(
            w.join(format!("scenarios/modern/{name}.scn")),
            src.replace("id: modern/bredouille", &format!("id: modern/{name}")),
        )
        .unwrap();
    }
    let out = tablier(&w, &["report", "--html", "../site"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let manifest = fs::read_to_string(site.join(".tablier-manifest")).unwrap();
    assert!(
        manifest.contains(" scenario/modern/copy-a.html"),
        "{manifest}"
    );
    // the user edits one stale card; both scenarios are deleted
    fs::write(site.join("scenario/modern/copy-b.html"), "my notes\n").unwrap();
    fs::remove_file(w.join("scenarios/modern/copy-a.scn")).unwrap();
    fs::remove_file(w.join("scenarios/modern/copy-b.scn")).unwrap();
    let out = tablier(&w, &["report", "--html", "../site"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(!site.join("scenario/modern/copy-a.html").exists());
    assert!(!site.join("scenario/modern/copy-a.scn").exists());
    assert!(!site.join("scenario/modern/copy-b.scn").exists());
    assert_eq!(
        fs::read_to_string(site.join("scenario/modern/copy-b.html")).unwrap(),
        "my notes\n"
    );
    let err = text(&out.stderr);
    assert!(
        err.contains("note:") && err.contains("scenario/modern/copy-b.html"),
        "{err}"
    );
    assert!(!err.contains("copy-a"), "{err}");
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn a_scenario_id_outside_the_safe_letters_is_refused_by_check_and_report() {
    let d = scratch("ids");
    let w = d.join("wc");
    let src = fs::read_to_string(w.join("scenarios/modern/bredouille.scn")).unwrap();
    let name = "javascript:alert(63)";
    fs::write(
        w.join(format!("scenarios/modern/{name}.scn")),
        src.replace("id: modern/bredouille", &format!("id: modern/{name}")),
    )
    .unwrap();
    let at = format!("scenarios/modern/{name}.scn:1:1");
    let out = tablier(&w, &["check"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains(&format!("error: {at}")));
    let out = tablier(&w, &["report", "--html", "../site"]);
    refused(&out, &at);
    assert!(!d.join("site").exists(), "nothing written");
    // a name with a dot is an id like any other
    fs::remove_file(w.join(format!("scenarios/modern/{name}.scn"))).unwrap();
    fs::write(
        w.join("scenarios/modern/v1.2.scn"),
        src.replace("id: modern/bredouille", "id: modern/v1.2"),
    )
    .unwrap();
    let out = tablier(&w, &["report", "--html", "../site"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let card = fs::read_to_string(d.join("site/scenario/modern/v1.2.html")).unwrap();
    assert!(card.contains("href=\"./v1.2.scn\""), "{card}");
    let _ = fs::remove_dir_all(&d);
}

/// A scenario of `rolls` alternative throws and `counts` chance counts on one position.
fn huge_scenario(rolls: usize, counts: usize) -> String {
    let mut s = String::from(
        "---\nid: modern/huge\ndescription: Many alternative throws on one position.\n\
         source:\n  work: modern\n  edition: the modern codified rules (2013)\n  \
         locator: constructed\n  figure: null\n  page: null\nvia: \"constructed\"\n\
         rules: [jan.fill.petit]\nprofile: modern\nflags: [constructed, second-hand]\n---\n\
         notation lepeintre white=A\nwhite A4 B2 C3 D3 E2 F\nblack Y15\n\n",
    );
    for _ in 0..rolls {
        s.push_str("roll white 3-2\n  expect points white 12 black 0\n");
    }
    for _ in 0..counts {
        s.push_str("chances white\n");
    }
    s
}

#[test]
fn a_card_draws_a_bounded_number_of_boards() {
    let d = scratch("bounded");
    let w = d.join("wc");
    fs::write(
        w.join("scenarios/modern/huge.scn"),
        huge_scenario(3000, 2000),
    )
    .unwrap();
    let out = tablier(
        &w,
        &["report", "--html", "../site", "--only", "modern/huge"],
    );
    assert_ne!(out.status.code(), Some(2), "{}", text(&out.stderr));
    let card = d.join("site/scenario/modern/huge.html");
    let size = fs::metadata(&card).unwrap().len();
    assert!(size < 4_000_000, "a card of {size} bytes");
    let html = fs::read_to_string(&card).unwrap();
    let boards = html.matches("<svg").count();
    assert!((1..=200).contains(&boards), "{boards} boards");
    assert!(
        html.contains(&format!("{} boards left out", 5000 - boards)),
        "the card says how many boards it left out"
    );
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn a_broken_profile_is_an_error_of_report_too() {
    let d = scratch("profile");
    let w = d.join("wc");
    let p = w.join("corpus/modern/profile.yaml");
    let yaml = fs::read_to_string(&p).unwrap();
    fs::write(&p, format!("{yaml}\nrules: [unclosed\n")).unwrap();
    let check = tablier(&w, &["check"]);
    assert_eq!(check.status.code(), Some(2), "{}", text(&check.stderr));
    let err = text(&check.stderr);
    let at = err
        .lines()
        .find_map(|l| {
            let i = l.find("corpus/modern/profile.yaml:")?;
            Some(l[i..].split(' ').next().unwrap().to_string())
        })
        .unwrap_or_else(|| panic!("check names the profile at file:line:col: {err}"));
    let out = tablier(&w, &["report", "--html", "../site"]);
    refused(&out, &at);
    assert!(!text(&out.stderr).contains("expected a work with a profile"));
    assert!(!d.join("site").exists(), "nothing written");
    let out = tablier(
        &w,
        &["report", "--html", "../site", "--only", "modern/bredouille"],
    );
    refused(&out, &at);
    assert!(!d.join("site").exists(), "nothing written");
    let _ = fs::remove_dir_all(&d);
}
