//! The treatises as a conformance suite: every scenario under `scenarios/` runs under its
//! profile; each run is snapshotted (in `snapshots/`, named after its file) and must not fail.
//! The expectations come from the treatises; the snapshots only record what the engine said.

use std::path::{Path, PathBuf};

use tablier::check;
use tablier::scenario::Status;

fn snapshot_name(path: &Path) -> String {
    path.strip_prefix("scenarios")
        .unwrap_or(path)
        .with_extension("")
        .to_string_lossy()
        .replace(['/', '\\'], "__")
}

fn all_scenarios() -> Vec<PathBuf> {
    check::discover(&[PathBuf::from("scenarios")]).expect("scenarios/ is readable")
}

#[test]
fn every_scenario_runs_and_agrees_with_its_treatise() {
    let files = all_scenarios();
    assert!(files.len() >= 60, "only {} scenarios", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let report = check::run_file(f, &tablier::cli::resolve_profile, None);
        insta::with_settings!({
            snapshot_path => "../snapshots",
            prepend_module_to_snapshot => false,
            omit_expression => true,
            description => f.display().to_string(),
        }, {
            insta::assert_snapshot!(snapshot_name(f), report.render());
        });
        if matches!(report.status(), Status::Failing | Status::Invalid) {
            failures.push(report.render());
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_scenario_flagged_pending_is_never_confirmed() {
    let files = check::discover(&[PathBuf::from("tests/pending-scenarios")]).unwrap();
    assert!(!files.is_empty());
    for f in &files {
        let report = check::run_file(f, &tablier::cli::resolve_profile, None);
        assert!(report
            .checks
            .iter()
            .all(|c| c.verdict == tablier::scenario::Verdict::Agrees));
        assert_eq!(report.status(), Status::Pending, "{}", f.display());
    }
}

#[test]
fn bad_scenarios_are_reported_at_their_line_and_column() {
    let files = check::discover(&[PathBuf::from("tests/bad-scenarios")]).unwrap();
    assert!(!files.is_empty());
    let mut out = String::new();
    for f in &files {
        let report = check::run_file(f, &tablier::cli::resolve_profile, None);
        assert_eq!(report.status(), Status::Invalid, "{}", f.display());
        out.push_str(
            &report
                .error
                .expect("an invalid report has its error")
                .to_string(),
        );
        out.push('\n');
    }
    insta::with_settings!({snapshot_path => "../snapshots", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!("bad_scenarios", out);
    });
}

#[test]
fn one_bad_file_does_not_stop_the_others() {
    let paths = vec![
        PathBuf::from("tests/bad-scenarios"),
        PathBuf::from("scenarios/lepeintre-1818/part1"),
    ];
    let out = tablier::cli::check(&paths, &tablier::cli::resolve_profile, None, false);
    assert_eq!(out.code, 2, "{}", out.stdout);
    assert!(out.stdout.contains("lepeintre-1818"));
    let summary: Vec<&str> = out
        .stdout
        .lines()
        .filter(|l| l.starts_with("lepeintre-1818"))
        .collect();
    assert_eq!(summary.len(), 1);
    let confirmed: usize = summary[0]
        .split_whitespace()
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    assert!(confirmed > 10, "{}", out.stdout);
}
