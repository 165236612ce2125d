//! The corpus commands do what they say: `lint PATH` checks that reading only, `report --html`
//! leaves no page of a deleted scenario, `report --format html` is refused, and `diff
//! --exit-code` tells by its exit code whether an outcome changes.

use std::fs;
use std::path::{Path, PathBuf};

use tablier::cli::corpus as cmd;

fn copy_tree(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for e in fs::read_dir(from).unwrap() {
        let p = e.unwrap().path();
        let dest = to.join(p.file_name().unwrap());
        if p.is_dir() {
            copy_tree(&p, &dest);
        } else {
            fs::copy(&p, dest).unwrap();
        }
    }
}

#[test]
fn lint_of_one_reading_checks_that_reading_only() {
    for work in ["modern", "lepeintre-1818", "guiton-1822", "soumille-1738"] {
        let reading = Path::new("corpus").join(work).join("reading.md");
        let out = cmd::lint(std::slice::from_ref(&reading), Path::new("scenarios"));
        assert_eq!(out.code, 0, "{}: {}", reading.display(), out.stderr);
        assert!(out.stdout.starts_with("1 reading clean"), "{}", out.stdout);
    }
}

#[test]
fn lint_of_one_reading_still_reports_its_own_uncited_scenarios() {
    // a copy of the working copy, with a scenario of modern's that no reading cites
    let root = std::env::temp_dir().join(format!("tablier-lint-one-{}", std::process::id()));
    let _ = fs::remove_dir_all(&root);
    copy_tree(Path::new("corpus"), &root.join("corpus"));
    copy_tree(Path::new("scenarios"), &root.join("scenarios"));
    fs::copy(
        "scenarios/modern/bredouille.scn",
        root.join("scenarios/modern/uncited-copy.scn"),
    )
    .unwrap();
    let reading = root.join("corpus/modern/reading.md");
    let other = cmd::lint(
        &[root.join("corpus/lepeintre-1818/reading.md")],
        &root.join("scenarios"),
    );
    assert_eq!(other.code, 0, "another work's reading: {}", other.stderr);
    let out = cmd::lint(&[reading], &root.join("scenarios"));
    assert_eq!(out.code, 2, "{}", out.stdout);
    assert!(
        out.stderr
            .contains("scenario `modern/uncited-copy` is cited by no reading"),
        "{}",
        out.stderr
    );
    assert!(out.stderr.ends_with("\n1 error\n"), "{}", out.stderr);
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn lint_of_one_reading_reads_that_reading_and_what_it_cites_only() {
    let root = std::env::temp_dir().join(format!("tablier-lint-reads-{}", std::process::id()));
    let _ = fs::remove_dir_all(&root);
    copy_tree(Path::new("corpus"), &root.join("corpus"));
    // unrelated Markdown beside the readings, last read in 2000
    let notes = root.join("corpus/notes");
    fs::create_dir_all(&notes).unwrap();
    let past = std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(946_684_800);
    let mut unrelated = Vec::new();
    for i in 0..50 {
        let p = notes.join(format!("note-{i}.md"));
        fs::write(
            &p,
            format!("# note {i}\n\n[x](scenario:modern/bredouille)\n"),
        )
        .unwrap();
        fs::File::options()
            .write(true)
            .open(&p)
            .unwrap()
            .set_times(fs::FileTimes::new().set_accessed(past))
            .unwrap();
        unrelated.push(p);
    }
    let read_since = |p: &Path| fs::metadata(p).unwrap().accessed().unwrap() > past;
    // (a file system that keeps no access times cannot tell: then there is nothing to check)
    let probe = &unrelated[0];
    let _ = fs::read(probe).unwrap();
    if !read_since(probe) {
        eprintln!("no access times on this file system: skipped");
        return;
    }
    unrelated.remove(0);
    let out = cmd::lint(
        &[root.join("corpus/modern/reading.md")],
        Path::new("scenarios"),
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    for p in &unrelated {
        assert!(!read_since(p), "{} was read", p.display());
    }
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn the_site_keeps_no_page_of_a_deleted_scenario() {
    let root = std::env::temp_dir().join(format!("tablier-stale-{}", std::process::id()));
    let _ = fs::remove_dir_all(&root);
    let site = root.join("site");
    // pages left by an earlier run (its manifest lists them), for scenarios since deleted,
    // and files of the user's, one in a folder of the site
    let stale = site.join("scenario/modern/deleted.html");
    fs::create_dir_all(stale.parent().unwrap()).unwrap();
    fs::write(&stale, "old").unwrap();
    fs::write(site.join("scenario/modern/deleted.scn"), "old").unwrap();
    fs::create_dir_all(site.join("scenario/gone-work")).unwrap();
    fs::write(site.join("scenario/gone-work/x.html"), "old").unwrap();
    // each listed with the hash of what the earlier run wrote there
    let h = tablier::site::manifest::hash(b"old");
    fs::write(
        site.join(".tablier-manifest"),
        format!(
            "# an earlier run's\n{h:016x} scenario/modern/deleted.html\n\
             {h:016x} scenario/modern/deleted.scn\n{h:016x} scenario/gone-work/x.html\n\
             {:016x} ../outside.html\n",
            tablier::site::manifest::hash(b"mine")
        ),
    )
    .unwrap();
    fs::write(root.join("outside.html"), "mine").unwrap();
    fs::write(site.join("notes.txt"), "mine").unwrap();
    fs::create_dir_all(site.join("reading")).unwrap();
    fs::write(site.join("reading/notes.txt"), "mine").unwrap();

    let out = cmd::report(
        Some(&site),
        cmd::Format::Text,
        &[PathBuf::from("corpus/modern/reading.md")],
        Path::new("scenarios"),
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(site.join("scenario/modern/bredouille.html").is_file());
    assert!(site.join("index.html").is_file());
    assert!(!stale.exists(), "the stale card survived");
    assert!(!site.join("scenario/modern/deleted.scn").exists());
    assert!(!site.join("scenario/gone-work").exists());
    assert!(
        site.join("notes.txt").exists(),
        "a file outside the site's folders"
    );
    assert!(
        site.join("reading/notes.txt").exists(),
        "a file of the user's"
    );
    assert!(
        root.join("outside.html").exists(),
        "a manifest naming a file out of the folder"
    );
    let _ = fs::remove_dir_all(&root);
}

#[test]
fn report_refuses_the_html_format() {
    let out = cmd::report(
        None,
        cmd::Format::Html,
        &[PathBuf::from("corpus/modern/reading.md")],
        Path::new("scenarios"),
    );
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("`--html DIR`"), "{}", out.stderr);
    assert!(out.stdout.is_empty());
}

#[test]
fn diff_exit_code_tells_whether_an_outcome_changes() {
    let resolve = tablier::conformance::profile::resolve_profile;
    let files = [PathBuf::from(
        "scenarios/lepeintre-1818/part1/1-iii-fig7-mezeas.scn",
    )];
    let same = cmd::diff("modern", "modern", &files, false, true, &resolve);
    assert_eq!(same.code, 0, "{}", same.stdout);
    let changed = cmd::diff(
        "lepeintre-1818",
        "guiton-1822",
        &files,
        false,
        true,
        &resolve,
    );
    assert_eq!(changed.code, 1, "{}", changed.stdout);
    // without --exit-code, a diff that finds changes succeeds
    let plain = cmd::diff(
        "lepeintre-1818",
        "guiton-1822",
        &files,
        false,
        false,
        &resolve,
    );
    assert_eq!(plain.code, 0);
}
