//! The figures the README quotes, computed from a root's scenarios and the engine: each sits
//! between `<!-- fig:NAME -->` and `<!-- /fig -->` (`tests/readme_figures.rs` checks them,
//! `tests/contributor.rs` brings a copy's up to date as CONTRIBUTING says).
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use tablier::conformance::check::{run_file, Summary};
use tablier::conformance::profile::resolve_profile;
use tablier::engine::trictrac::selfplay::{run, Config, Strategy};
use tablier::engine::trictrac::Rules;

use super::common_files;

pub const OPEN: &str = "<!-- fig:";
pub const CLOSE: &str = "<!-- /fig -->";

/// The command that rewrites the README's figures (CONTRIBUTING gives it as a step).
pub const UPDATE: &str = "UPDATE_FIGURES=1 cargo test --test readme_figures";

/// `1240394` as `1,240,394`.
#[must_use]
pub fn thousands(n: u64) -> String {
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

/// Every figure the README may quote, by name, for the scenarios under `root/scenarios`.
#[must_use]
pub fn figures(root: &Path) -> BTreeMap<String, String> {
    let files = common_files::files_with_extension(&root.join("scenarios"), "scn");
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

/// Each figure `text` quotes, by name, with its value there.
#[must_use]
pub fn quoted(text: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut rest = text;
    while let Some(i) = rest.find(OPEN) {
        let after = &rest[i + OPEN.len()..];
        let (Some(name_end), Some(close)) = (after.find(" -->"), after.find(CLOSE)) else {
            break;
        };
        out.insert(
            after[..name_end].to_string(),
            after[name_end + 4..close].to_string(),
        );
        rest = &after[close + CLOSE.len()..];
    }
    out
}

/// `text` with every figure set to its value; the names it quotes that have no value.
#[must_use]
pub fn fill(text: &str, figs: &BTreeMap<String, String>) -> (String, Vec<String>) {
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

/// What `root/README.md` should be: its text with current figures, the figures that changed
/// (`name: old → new`), and the names it quotes that have no value.
#[must_use]
pub fn current(root: &Path) -> (String, Vec<String>, Vec<String>) {
    let path = root.join("README.md");
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let figs = figures(root);
    let (want, unknown) = fill(&text, &figs);
    let was = quoted(&text);
    let changed = quoted(&want)
        .into_iter()
        .filter(|(name, v)| was.get(name) != Some(v))
        .map(|(name, v)| format!("{name}: {:?} → {v:?}", was[&name]))
        .collect();
    (want, changed, unknown)
}

/// Rewrites the figures of `root/README.md` ([`UPDATE`]); the figures that changed.
pub fn update(root: &Path) -> Vec<String> {
    let (want, changed, unknown) = current(root);
    assert!(
        unknown.is_empty(),
        "README quotes unknown figures: {unknown:?}"
    );
    if !changed.is_empty() {
        fs::write(root.join("README.md"), want).expect("README.md is writable");
    }
    changed
}
