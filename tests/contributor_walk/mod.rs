//! CONTRIBUTING's steps walked exactly as the file writes them: its commands read from it (a
//! command changed there fails here until it is walked as written), run in a copy of the
//! repository, the figures step and the snapshot step included, until the checks of
//! `cargo test` that a new scenario touches pass with no second failure.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use super::{common_figures, common_files, err, filled, out, root_copy, tablier};

/// The commands of CONTRIBUTING's numbered steps (its first section), in order, each with the
/// number of its step: every code span that starts with `tablier `, `cargo ` or a variable
/// set for `cargo`.
fn contributing_commands() -> Vec<(u32, String)> {
    let text = fs::read_to_string("CONTRIBUTING.md").expect("CONTRIBUTING.md");
    let start = text
        .find("## Transcribing")
        .expect("the section of the contributor's path");
    let section = &text[start..];
    let section = &section[..section[3..].find("\n## ").map_or(section.len(), |i| i + 3)];
    // the steps, each its lines joined (a code span may break across two)
    let mut steps: Vec<(u32, String)> = Vec::new();
    for line in section.lines() {
        let number = line
            .split_once(". ")
            .and_then(|(n, _)| n.parse::<u32>().ok());
        match (number, steps.last_mut()) {
            (Some(n), _) => steps.push((n, line.to_string())),
            (None, Some((_, step))) => {
                step.push(' ');
                step.push_str(line.trim());
            }
            (None, None) => {}
        }
    }
    let mut out = Vec::new();
    for (n, step) in steps {
        for (i, span) in step.split('`').enumerate() {
            let command = ["tablier ", "cargo ", "UPDATE_FIGURES="]
                .iter()
                .any(|p| span.starts_with(p));
            if i % 2 == 1 && command {
                out.push((n, span.to_string()));
            }
        }
    }
    out
}

/// The commands the walk below runs, as CONTRIBUTING writes them, in its order.
const WALKED: &[(u32, &str)] = &[
    (2, "tablier new <work>/<part>/<short-name>"),
    (2, "tablier new lepeintre-1818/part1/fig9-six-four"),
    (3, "tablier rules"),
    (3, "tablier rules jan.mezeas"),
    (8, "tablier check scenarios/<work>/<part>/<short-name>.scn"),
    (8, "cargo run -- check …"),
    (9, "tablier replay FILE"),
    (
        9,
        "tablier report --html site/ --only <work>/<part>/<short-name>",
    ),
    (10, "tablier lint"),
    (10, "tablier lint"),
    (11, "UPDATE_FIGURES=1 cargo test --test readme_figures"),
    (12, "cargo test --no-fail-fast"),
    (12, "cargo insta accept"),
    (12, "cargo test"),
];

const WORK_PART_NAME: &str = "modern/walk/filled-three-ways";

/// A CONTRIBUTING command with its placeholders set to this walk's scenario, run in `root`
/// (a working copy: no `--root`), as a user types it.
fn as_written(root: &Path, command: &str) -> Output {
    let file = format!("scenarios/{WORK_PART_NAME}.scn");
    let command = command
        .replace("<work>/<part>/<short-name>", WORK_PART_NAME)
        .replace("FILE", &file);
    let mut words = command.split_whitespace();
    assert_eq!(words.next(), Some("tablier"), "{command}");
    Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(words)
        .current_dir(root)
        .env_remove("TABLIER_ROOT")
        .output()
        .expect("the binary runs")
}

/// The snapshot file of a scenario, as `tests/conformance.rs` names it.
fn snapshot_of(root: &Path, file: &Path) -> PathBuf {
    let rel = file.strip_prefix(root.join("scenarios")).unwrap();
    let name = rel
        .with_extension("")
        .to_string_lossy()
        .replace(['/', '\\'], "__");
    root.join("snapshots").join(format!("{name}.snap"))
}

/// What `cargo test` checks of a root that a new scenario touches (the test binaries a new
/// scenario fails are `conformance`, for its snapshot, and `readme_figures`; measured by adding
/// one and running the whole suite), done here on `root` itself: every scenario agrees, its
/// run is its snapshot's (a missing one written as `.snap.new`, as insta does, and a failure),
/// the README's figures are current, `check` and `lint` pass. The failures.
fn suite_touched_by_a_scenario(root: &Path) -> Vec<String> {
    let mut failures = Vec::new();
    let resolve = tablier::conformance::profile::resolve_profile;
    for f in common_files::files_with_extension(&root.join("scenarios"), "scn") {
        let report = tablier::conformance::check::run_file(&f, &resolve, None);
        let run = report.render();
        let snap = snapshot_of(root, &f);
        match fs::read_to_string(&snap) {
            Ok(text) => {
                // insta's header, then the snapshot
                let body = text.splitn(3, "---\n").nth(2).unwrap_or_default();
                if body.trim_end() != run.trim_end() {
                    failures.push(format!("{}: differs from its run", snap.display()));
                }
            }
            Err(_) => {
                let new = snap.with_extension("snap.new");
                let header =
                    "---\nsource: tests/conformance.rs\nexpression: report.render()\n---\n";
                fs::write(&new, format!("{header}{run}")).unwrap();
                failures.push(format!("{}: new snapshot", new.display()));
            }
        }
        use tablier::conformance::scenario::Status;
        if matches!(report.status(), Status::Failing | Status::Invalid) {
            failures.push(format!("{}: {:?}", f.display(), report.status()));
        }
    }
    let (_, stale, unknown) = common_figures::current(root);
    failures.extend(stale.iter().map(|s| format!("README.md stale: {s}")));
    failures.extend(unknown.iter().map(|s| format!("README.md unknown: {s}")));
    for args in [&["check"][..], &["lint"]] {
        let o = tablier(root, args);
        if !o.status.success() {
            failures.push(format!("tablier {args:?}: {}{}", out(&o), err(&o)));
        }
    }
    failures
}

#[test]
fn contributings_steps_as_written_end_green_with_no_second_failure() {
    let commands = contributing_commands();
    let walked: Vec<(u32, String)> = WALKED.iter().map(|(n, c)| (*n, c.to_string())).collect();
    assert_eq!(
        commands, walked,
        "CONTRIBUTING.md's commands changed: walk them here as it now writes them"
    );
    let root = root_copy("walk");
    let run = |i: usize| as_written(&root, WALKED[i].1);
    common_files::copy_dir(Path::new("snapshots"), &root.join("snapshots"));
    fs::copy("README.md", root.join("README.md")).unwrap();
    // the copy as shipped passes: the emulated checks agree with the real suite
    assert_eq!(suite_touched_by_a_scenario(&root), Vec::<String>::new());

    // 2. make its file (the second command of the step is an example of the first)
    let o = run(0);
    assert!(o.status.success(), "{}", err(&o));
    let file = root.join(format!("scenarios/{WORK_PART_NAME}.scn"));
    let skeleton = fs::read_to_string(&file).unwrap();
    assert!(WALKED[1].1.starts_with("tablier new lepeintre-1818/"));
    // 3. the rules to name
    for i in [2, 3] {
        let o = run(i);
        assert!(o.status.success(), "{}: {}", WALKED[i].1, err(&o));
    }
    assert!(out(&run(3)).contains("jan.mezeas"));
    // 3.–5. front matter, position, expectations from the text (the contributor's writing)
    let text = filled(&skeleton, 12);
    fs::write(&file, text).unwrap();
    // 8. run it (`cargo run -- check …` is the same without installing)
    let o = run(4);
    assert_eq!(o.status.code(), Some(0), "{}{}", out(&o), err(&o));
    assert!(WALKED[5].1.starts_with("cargo run -- check"));
    // 9. read it: replay and its card
    let o = run(6);
    assert!(
        out(&o).starts_with(&format!("{WORK_PART_NAME}: confirmed")),
        "{}",
        out(&o)
    );
    let o = run(7);
    assert!(o.status.success(), "{}", err(&o));
    assert!(root
        .join(format!("site/scenario/{WORK_PART_NAME}.html"))
        .is_file());
    fs::remove_dir_all(root.join("site")).unwrap();
    // 10. cite it: lint says where, the link is added, lint is clean
    let o = run(8);
    assert_eq!(o.status.code(), Some(2), "{}", err(&o));
    let msg = err(&o);
    let anchor = msg.split("(the claims naming its rules: #").nth(1).unwrap();
    let anchor: String = anchor
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '-')
        .collect();
    let reading = root.join("corpus/modern/reading.md");
    let mut md = fs::read_to_string(&reading).unwrap();
    let start = md.find(&format!("<a id=\"{anchor}\"></a>")).unwrap();
    let end = start + md[start..].find("\n\n").unwrap();
    md.insert_str(
        end,
        &format!(" ([filled three ways](scenario:{WORK_PART_NAME}))"),
    );
    fs::write(&reading, md).unwrap();
    let o = run(9);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    // 11. the README's figures: the work's count one higher
    assert!(WALKED[10].1.starts_with(common_figures::UPDATE));
    let changed = common_figures::update(&root);
    assert!(
        changed.iter().any(|c| c.starts_with("scenarios:modern: ")) && changed.len() == 2,
        "{changed:?}"
    );
    // 12. `cargo test --no-fail-fast`: the new snapshot, and nothing else, fails once
    let failures = suite_touched_by_a_scenario(&root);
    let new = snapshot_of(&root, &file).with_extension("snap.new");
    assert_eq!(failures, [format!("{}: new snapshot", new.display())]);
    let snapshot = fs::read_to_string(&new).unwrap();
    assert!(
        snapshot.contains("white +12 by filling the petit jan (jan.fill.petit) (3 means)"),
        "{snapshot}"
    );
    // read, then accepted (`cargo insta accept`, or renamed)
    fs::rename(&new, snapshot_of(&root, &file)).unwrap();
    // `cargo test` is then green
    assert_eq!(suite_touched_by_a_scenario(&root), Vec::<String>::new());
    let _ = fs::remove_dir_all(&root);
}
