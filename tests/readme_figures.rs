//! The figures the README quotes come from the code, so they cannot go stale: each sits
//! between `<!-- fig:NAME -->` and `<!-- /fig -->`, and this test computes them again — the
//! `check` table of the shipped scenarios, the count of scenarios of each work, the statistics
//! of a self-play run. When one differs, the test rewrites README.md, prints the new values
//! and fails: read the change and commit it.

mod common_files;

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use tablier::conformance::check::{run_file, Summary};
use tablier::conformance::profile::resolve_profile;
use tablier::engine::selfplay::{run, Config, Strategy};
use tablier::engine::Rules;

const OPEN: &str = "<!-- fig:";
const CLOSE: &str = "<!-- /fig -->";

/// `1240394` as `1,240,394`.
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Every figure the README may quote, by name.
fn figures() -> BTreeMap<String, String> {
    let files = common_files::files_with_extension(Path::new("scenarios"), "scn");
    let summary = Summary::new(
        files
            .iter()
            .map(|f| run_file(f, &resolve_profile, None))
            .collect(),
    );
    let mut figs = BTreeMap::new();
    figs.insert(
        "check-table".to_string(),
        format!("\n```\n{}```\n", summary.table()),
    );
    for (work, t) in &summary.works {
        let n = t.confirmed + t.divergence + t.pending + t.failing + t.invalid;
        figs.insert(format!("scenarios:{work}"), n.to_string());
    }
    let stats = run(&Config {
        games: 10_000,
        seed: 1,
        strategy: Strategy::Random,
        rules: Rules::default(),
        threads: 2,
    })
    .expect("no invariant broken");
    figs.insert("selfplay-10000:turns".to_string(), thousands(stats.turns));
    figs.insert(
        "selfplay-10000:checks".to_string(),
        thousands(stats.invariant_checks),
    );
    figs
}

/// `text` with every figure set to its value; the names it quotes that have no value.
fn fill(text: &str, figs: &BTreeMap<String, String>) -> (String, Vec<String>) {
    let mut out = String::new();
    let mut unknown = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find(OPEN) {
        let after = &rest[i + OPEN.len()..];
        let (Some(name_end), Some(close)) = (after.find(" -->"), after.find(CLOSE)) else {
            break;
        };
        let name = &after[..name_end];
        out.push_str(&rest[..i + OPEN.len() + name_end + 4]);
        match figs.get(name) {
            Some(v) => out.push_str(v),
            None => {
                unknown.push(name.to_string());
                out.push_str(&after[name_end + 4..close]);
            }
        }
        out.push_str(CLOSE);
        rest = &after[close + CLOSE.len()..];
    }
    out.push_str(rest);
    (out, unknown)
}

#[test]
fn the_readme_figures_are_current() {
    let text = fs::read_to_string("README.md").expect("README.md");
    let figs = figures();
    let (want, unknown) = fill(&text, &figs);
    assert!(
        unknown.is_empty(),
        "README quotes unknown figures: {unknown:?}"
    );
    for name in [
        "check-table",
        "scenarios:lepeintre-1818",
        "selfplay-10000:turns",
    ] {
        assert!(
            text.contains(&format!("{OPEN}{name} -->")),
            "README.md no longer quotes {name}"
        );
    }
    if want != text {
        fs::write("README.md", &want).expect("README.md is writable");
        panic!(
            "README.md quoted stale figures: it is now rewritten with these, check and commit \
             it:\n{figs:#?}"
        );
    }
}

#[test]
fn a_stale_figure_is_rewritten_and_an_unknown_one_reported() {
    let figs: BTreeMap<String, String> = [("a".to_string(), "12".to_string())].into();
    let (out, unknown) = fill(
        "x <!-- fig:a -->7<!-- /fig --> y <!-- fig:b -->3<!-- /fig --> z",
        &figs,
    );
    assert_eq!(
        out,
        "x <!-- fig:a -->12<!-- /fig --> y <!-- fig:b -->3<!-- /fig --> z"
    );
    assert_eq!(unknown, ["b"]);
    assert_eq!(thousands(1_240_394), "1,240,394");
    assert_eq!(thousands(999), "999");
}
