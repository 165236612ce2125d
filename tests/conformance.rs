//! The treatises as a conformance suite: every scenario under `scenarios/` runs under its
//! profile; each run is snapshotted (in `snapshots/`, named after its file) and must not fail.
//! The expectations come from the treatises; the snapshots only record what the engine said.

use std::path::{Path, PathBuf};
use tablier::input::files;

use tablier::conformance::check;
use tablier::conformance::scenario::Status;

fn snapshot_name(path: &Path) -> String {
    path.strip_prefix("scenarios")
        .unwrap_or(path)
        .with_extension("")
        .to_string_lossy()
        .replace(['/', '\\'], "__")
}

fn all_scenarios() -> Vec<PathBuf> {
    files::discover(&[PathBuf::from("scenarios")]).expect("scenarios/ is readable")
}

/// Every `.scn` file under `dir`, found by a plain walk independent of `check::discover`.
fn scn_files_on_disk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "scn") {
                out.push(p);
            }
        }
    }
    out.sort();
    assert!(!out.is_empty(), "no scenario under {}", dir.display());
    out
}

#[test]
fn every_scenario_runs_and_agrees_with_its_treatise() {
    let files = all_scenarios();
    assert_eq!(files, scn_files_on_disk(Path::new("scenarios")));
    let mut failures = Vec::new();
    for f in &files {
        let report = check::run_file(f, &tablier::conformance::profile::resolve_profile, None);
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

/// Runs every scenario of `dir` (a folder of test fixtures), each expected to end as `status`.
fn run_fixtures(dir: &str, status: Status) -> Vec<tablier::conformance::scenario::Report> {
    let files = files::discover(&[PathBuf::from(dir)]).unwrap();
    assert!(!files.is_empty(), "no fixture in {dir}");
    files
        .iter()
        .map(|f| {
            let report = check::run_file(f, &tablier::conformance::profile::resolve_profile, None);
            assert_eq!(report.status(), status, "{}", report.render());
            report
        })
        .collect()
}

/// The runs of the fixtures of `dir` ([`run_fixtures`]), rendered one after the other.
fn rendered(dir: &str, status: Status) -> String {
    run_fixtures(dir, status)
        .iter()
        .map(tablier::conformance::scenario::Report::render)
        .collect()
}

fn snapshot(name: &str, out: &str) {
    insta::with_settings!({snapshot_path => "../snapshots", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!(name, out);
    });
}

#[test]
fn a_scenario_flagged_pending_is_never_confirmed() {
    for report in run_fixtures("tests/pending-scenarios", Status::Pending) {
        assert!(report
            .checks
            .iter()
            .all(|c| c.verdict == tablier::conformance::scenario::Verdict::Agrees));
    }
}

#[test]
fn the_engine_refuses_what_the_rules_refuse() {
    // negative tests: each file states a claim the rules reject; its run must fail, and what
    // the engine says is recorded
    snapshot(
        "failing_scenarios",
        &rendered("tests/failing-scenarios", Status::Failing),
    );
}

#[test]
fn an_advice_the_counts_do_not_confirm_fails_unless_acknowledged() {
    // without an acknowledgement, or with one of another verdict than the counts', the file
    // fails; with the verdict and its reason, it agrees as a documented divergence
    snapshot(
        "failing_advice",
        &rendered("tests/failing-advice", Status::Failing),
    );
    snapshot(
        "advice_acknowledged",
        &rendered("tests/advice-scenarios", Status::Divergence),
    );
}

#[test]
fn the_game_state_holds_through_positions_marks_and_corrections() {
    // each file failed while the game's state lived in the runner: a canonical position after
    // a roll (or a going) starting a new position, a player stated débredouillé at zero
    // points, a false coin put right by the only legal play
    let reports = run_fixtures("tests/game-scenarios", Status::Confirmed);
    assert_eq!(reports.len(), 4);
}

#[test]
fn bad_scenarios_are_reported_at_their_line_and_column() {
    let out: String = run_fixtures("tests/bad-scenarios", Status::Invalid)
        .into_iter()
        .map(|r| format!("{}\n", r.error.expect("an invalid report has its error")))
        .collect();
    snapshot("bad_scenarios", &out);
}

#[test]
fn one_bad_file_does_not_stop_the_others() {
    let paths = vec![
        PathBuf::from("tests/bad-scenarios"),
        PathBuf::from("scenarios/lepeintre-1818/part1"),
    ];
    let out = tablier::cli::check(
        &paths,
        &tablier::conformance::profile::resolve_profile,
        None,
        false,
    );
    assert_eq!(out.code, 2, "{}", out.stdout);
    assert!(out.stdout.contains("lepeintre-1818"));
    let summary: Vec<&str> = out
        .stdout
        .lines()
        .filter(|l| l.split_whitespace().next() == Some("lepeintre-1818"))
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
