//! The fuzz targets' findings, replayed: every file under `fuzz/regressions/<target>/` goes
//! through exactly the checks its fuzz target runs (`fuzz/checks.rs`), so a fixed crash stays
//! fixed without a fuzzer. The seeds of `fuzz/seeds/` are replayed too.

use std::fs;
use std::path::{Path, PathBuf};

#[path = "../fuzz/checks.rs"]
mod checks;

fn files(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut v: Vec<PathBuf> = fs::read_dir(&dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    v.retain(|p| p.is_file());
    v.sort();
    v
}

/// Runs `check` on every file of `dirs`, reporting each one that panics by name.
fn replay(dirs: &[&str], check: impl Fn(&[u8])) -> usize {
    let mut failed = Vec::new();
    let mut n = 0;
    for dir in dirs {
        for f in files(dir) {
            n += 1;
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
    n
}

#[test]
fn notation_regressions_and_seeds() {
    let n = replay(
        &["fuzz/regressions/notation", "fuzz/seeds/notation"],
        checks::check_notation,
    );
    assert!(n >= 10);
}

#[test]
fn scenario_regressions() {
    replay(&["fuzz/regressions/scenario", "tests/bad-scenarios"], |d| {
        checks::check_scenario(d, &tablier::conformance::profile::resolve_profile);
    });
}

#[test]
fn profile_regressions() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("fuzz-profile-regressions-{}", std::process::id()));
    replay(&["fuzz/regressions/profile"], |d| {
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
    assert!(!readings.is_empty());
    for r in &readings {
        checks::check_reading(&fs::read(r).unwrap(), &index);
    }
    replay(&["fuzz/regressions/corpus"], |d| {
        checks::check_reading(d, &index)
    });
}
