//! The fuzz targets' findings, replayed: every file under `fuzz/regressions/<target>/` goes
//! through exactly the checks its fuzz target runs (`fuzz/checks.rs`), so a fixed crash stays
//! fixed without a fuzzer. The seeds of `fuzz/seeds/` are replayed too.

use std::fs;
use std::path::{Path, PathBuf};

#[path = "../fuzz/checks.rs"]
mod checks;

/// The files of `dir`; a missing folder fails the test (it would replay nothing).
fn files(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut v: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    v.retain(|p| p.is_file());
    v.sort();
    v
}

/// Runs `check` on every file of `dirs`, reporting each one that panics by name; `counts`
/// says how many files each folder holds, so a folder emptied or misnamed fails the test
/// instead of replaying nothing (a new regression input means a new count here).
fn replay(dirs: &[&str], counts: &[usize], check: impl Fn(&[u8])) {
    let mut failed = Vec::new();
    for (dir, &count) in dirs.iter().zip(counts) {
        let found = files(dir);
        assert_eq!(found.len(), count, "{dir}: {found:#?}");
        for f in found {
            let data = fs::read(&f).unwrap();
            if std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(&data))).is_err() {
                failed.push(f.display().to_string());
            }
        }
    }
    assert!(
        failed.is_empty(),
        "these inputs break an invariant: {failed:#?}"
    );
}

#[test]
fn notation_regressions_and_seeds() {
    replay(
        &["fuzz/regressions/notation", "fuzz/seeds/notation"],
        &[3, 13],
        checks::check_notation,
    );
}

#[test]
fn scenario_regressions() {
    let bad = files("tests/bad-scenarios").len();
    assert!(bad > 0);
    replay(
        &["fuzz/regressions/scenario", "tests/bad-scenarios"],
        &[1, bad],
        |d| {
            checks::check_scenario(d, &tablier::conformance::profile::resolve_profile);
        },
    );
}

#[test]
fn profile_regressions() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("fuzz-profile-regressions-{}", std::process::id()));
    replay(&["fuzz/regressions/profile"], &[2], |d| {
        checks::check_profile(d, &dir);
    });
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn corpus_regressions_and_readings() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let index = tablier::corpus::ScenarioIndex::new(&root.join("scenarios")).unwrap();
    let readings: Vec<PathBuf> = fs::read_dir(root.join("corpus"))
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path().join("reading.md")))
        .filter(|p| p.is_file())
        .collect();
    // every reading of the corpus (eighteen when the tables family came), none skipped
    assert!(readings.len() >= 18, "{readings:#?}");
    for r in &readings {
        checks::check_reading(&fs::read(r).unwrap(), &index);
    }
    replay(&["fuzz/regressions/corpus"], &[3], |d| {
        checks::check_reading(d, &index)
    });
}
