//! The embedded copy is trusted only when intact (issue 20): outside any working copy, tablier
//! unpacks the corpus and scenarios compiled into it into the user's cache, and compares every
//! file with the binary's before each use; a copy edited, cut short or added to is unpacked
//! again, never used. Without a usable cache folder it unpacks into a private folder of its
//! own, of an unpredictable name, removed on exit: a folder planted under a predictable name in
//! the temporary folder is never read. A relative `XDG_CACHE_HOME` is ignored. Each run is the
//! built binary, from a folder outside the repository.

#![cfg(unix)]

mod common_files;
use common_files::copy_dir;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tablier-embedded-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("work")).unwrap();
    fs::canonicalize(dir).unwrap()
}

/// `tablier ARGS` in `dir/work`, with exactly the environment variables `env` of HOME,
/// XDG_CACHE_HOME and TMPDIR.
fn tablier(dir: &Path, env: &[(&str, &Path)], args: &[&str]) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_tablier"));
    c.args(args)
        .current_dir(dir.join("work"))
        .env_remove("TABLIER_ROOT")
        .env_remove("HOME")
        .env_remove("XDG_CACHE_HOME")
        .env("TMPDIR", dir.join("tmp"));
    fs::create_dir_all(dir.join("tmp")).unwrap();
    for (k, v) in env {
        c.env(k, v);
    }
    c.output().expect("the binary runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The table `check` prints for the repository itself: what the embedded copy must give.
fn expected_table() -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(["check"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("TABLIER_ROOT")
        .output()
        .unwrap();
    table(&out)
}

fn table(out: &Output) -> String {
    let s = text(&out.stdout);
    s[s.find("work ").unwrap_or(0)..].to_string()
}

/// The folder the note says the copy was unpacked at.
fn unpacked_at(out: &Output) -> PathBuf {
    let e = text(&out.stderr);
    let at = e.find("unpacked at ").expect("a note") + "unpacked at ".len();
    let rest = &e[at..];
    PathBuf::from(rest[..rest.find([' ', '\n']).unwrap()].to_string())
}

#[test]
fn an_edited_cache_is_not_used() {
    let d = scratch("edited");
    let cache = d.join("cache");
    let env = [("XDG_CACHE_HOME", cache.as_path())];
    let want = expected_table();
    let first = tablier(&d, &env, &["check"]);
    assert_eq!(table(&first), want, "{}", text(&first.stderr));
    let copy = unpacked_at(&first);
    assert!(copy.starts_with(&cache), "{}", copy.display());

    // a scenario deleted, another changed to fail, a third planted
    fs::remove_file(copy.join("scenarios/modern/bredouille.scn")).unwrap();
    let out = tablier(&d, &env, &["check"]);
    assert_eq!(table(&out), want, "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("differed from the binary's"));
    assert!(copy.join("scenarios/modern/bredouille.scn").is_file());

    let f = copy.join("scenarios/modern/bredouille.scn");
    let src = fs::read_to_string(&f).unwrap();
    fs::write(
        &f,
        src.replace("expect points white 12", "expect points white 14"),
    )
    .unwrap();
    let out = tablier(&d, &env, &["check"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    assert_eq!(table(&out), want);

    fs::write(
        copy.join("scenarios/modern/planted.scn"),
        src.replace("id: modern/bredouille", "id: modern/planted"),
    )
    .unwrap();
    let out = tablier(&d, &env, &["check"]);
    assert_eq!(table(&out), want);
    assert!(!copy.join("scenarios/modern/planted.scn").exists());

    // a copy left half unpacked (by an older tablier, or cut short)
    fs::remove_dir_all(copy.join("corpus")).unwrap();
    let out = tablier(&d, &env, &["check"]);
    assert_eq!(table(&out), want);
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn a_planted_temporary_folder_is_never_used() {
    let d = scratch("planted");
    let want = expected_table();
    // the name of the copy, as a user's cache holds it
    let cache = d.join("cache");
    let first = tablier(&d, &[("XDG_CACHE_HOME", cache.as_path())], &["check"]);
    let name = unpacked_at(&first).file_name().unwrap().to_owned();
    // another user's copy, under the predictable names of the temporary folder, with a
    // scenario taken away and the marker an older tablier looked for
    for planted in ["tablier-cache", "tablier"] {
        let p = d.join("tmp").join(planted).join(&name);
        copy_dir(&unpacked_at(&first), &p);
        fs::remove_file(p.join("scenarios/modern/bredouille.scn")).unwrap();
        fs::write(p.join(".complete"), "").unwrap();
    }
    let before: Vec<_> = fs::read_dir(d.join("tmp"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    // no HOME, no XDG_CACHE_HOME: nowhere to cache
    let out = tablier(&d, &[], &["check"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(table(&out), want, "{}", text(&out.stderr));
    let at = unpacked_at(&out);
    assert!(text(&out.stderr).contains("a private temporary folder"));
    assert!(!at.starts_with(d.join("tmp/tablier-cache")));
    // made private, and gone with the process
    assert!(!at.exists(), "{} left behind", at.display());
    let after: Vec<_> = fs::read_dir(d.join("tmp"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(before, after);
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn a_cache_folder_others_can_write_to_is_not_used() {
    use std::os::unix::fs::PermissionsExt as _;
    let d = scratch("shared");
    let cache = d.join("cache");
    let env = [("XDG_CACHE_HOME", cache.as_path())];
    let want = expected_table();
    let first = tablier(&d, &env, &["check"]);
    let copy = unpacked_at(&first);
    fs::set_permissions(cache.join("tablier"), fs::Permissions::from_mode(0o777)).unwrap();
    fs::remove_file(copy.join("scenarios/modern/bredouille.scn")).unwrap();
    let out = tablier(&d, &env, &["check"]);
    assert_eq!(table(&out), want, "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("others than its owner may write to it"),
        "{}",
        text(&out.stderr)
    );
    // a cache "folder" that is a file
    let file = d.join("a-file");
    fs::write(&file, "").unwrap();
    let out = tablier(&d, &[("XDG_CACHE_HOME", file.as_path())], &["check"]);
    assert_eq!(table(&out), want, "{}", text(&out.stderr));
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn a_relative_xdg_cache_home_is_ignored() {
    let d = scratch("relative");
    let home = d.join("home");
    let out = tablier(
        &d,
        &[
            ("XDG_CACHE_HOME", Path::new("rel-cache")),
            ("HOME", home.as_path()),
        ],
        &["check"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        !d.join("work/rel-cache").exists(),
        "unpacked into the current folder"
    );
    assert!(unpacked_at(&out).starts_with(home.join(".cache/tablier")));
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn a_copy_that_cannot_be_unpacked_gives_the_reason() {
    let d = scratch("unpackable");
    // the cache and the temporary folder are files: nowhere to unpack
    let file = d.join("a-file");
    fs::write(&file, "").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(["check", "modern/bredouille"])
        .current_dir(d.join("work"))
        .env_remove("TABLIER_ROOT")
        .env_remove("HOME")
        .env("XDG_CACHE_HOME", &file)
        .env("TMPDIR", &file)
        .output()
        .unwrap();
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("cannot unpack the embedded corpus"), "{err}");
    assert!(err.contains("modern/bredouille"), "{err}");
    let _ = fs::remove_dir_all(&d);
}

/// The last time the file `p` was read.
fn accessed(p: &Path) -> std::time::SystemTime {
    fs::metadata(p).unwrap().accessed().unwrap()
}

/// `p` marked as read long ago (before it was last written: a read is then recorded even on a
/// file system that records reads lazily, `relatime`).
fn mark_unread(p: &Path) {
    let long_ago = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1);
    fs::File::options()
        .write(true)
        .open(p)
        .unwrap()
        .set_times(fs::FileTimes::new().set_accessed(long_ago))
        .unwrap();
}

#[test]
fn a_cached_file_of_another_size_is_not_read() {
    let d = scratch("sized");
    // whether reading a file shows in its metadata here (not on a `noatime` file system)
    let probe = d.join("probe");
    fs::write(&probe, "x").unwrap();
    mark_unread(&probe);
    fs::read(&probe).unwrap();
    if accessed(&probe) == std::time::UNIX_EPOCH + std::time::Duration::from_secs(1) {
        eprintln!("not run: this file system does not record reads");
        return;
    }
    let cache = d.join("cache");
    let env = [("XDG_CACHE_HOME", cache.as_path())];
    let first = tablier(&d, &env, &["check", "modern/bredouille"]);
    assert_eq!(first.status.code(), Some(0), "{}", text(&first.stderr));
    let copy = unpacked_at(&first);
    // every cached file one byte longer, and marked unread; kept by a second name, as the
    // copy found changed is removed
    let mut kept = Vec::new();
    for (i, f) in common_files::files_with_extension(&copy.join("corpus"), "yaml")
        .into_iter()
        .enumerate()
    {
        fs::OpenOptions::new()
            .append(true)
            .open(&f)
            .and_then(|mut h| std::io::Write::write_all(&mut h, b"#"))
            .unwrap();
        mark_unread(&f);
        let k = d.join(format!("kept-{i}"));
        fs::hard_link(&f, &k).unwrap();
        kept.push(k);
    }
    let out = tablier(&d, &env, &["check", "modern/bredouille"]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(err.contains("differed from the binary's"), "{err}");
    for k in &kept {
        assert_eq!(
            accessed(k),
            std::time::UNIX_EPOCH + std::time::Duration::from_secs(1),
            "{} was read",
            k.display()
        );
    }
    let _ = fs::remove_dir_all(&d);
}

#[test]
fn a_copy_folder_of_another_user_is_not_used() {
    let d = scratch("owner");
    let cache = d.join("cache");
    let env = [("XDG_CACHE_HOME", cache.as_path())];
    let first = tablier(&d, &env, &["check", "modern/bredouille"]);
    let copy = unpacked_at(&first);
    // only a superuser can give a folder away: elsewhere there is nothing to test
    if std::os::unix::fs::chown(&copy, Some(65534), Some(65534)).is_err() {
        eprintln!("not run: cannot give a folder to another user here");
        return;
    }
    let out = tablier(&d, &env, &["check", "modern/bredouille"]);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(err.contains("belongs to another user"), "{err}");
    assert!(!unpacked_at(&out).starts_with(&cache), "{err}");
    let _ = fs::remove_dir_all(&d);
}
