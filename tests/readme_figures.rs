//! The figures the README quotes come from the code, so they cannot go stale: each sits
//! between `<!-- fig:NAME -->` and `<!-- /fig -->`, and this test computes them again — the
//! `check` table of the shipped scenarios, the count of scenarios of each work, the statistics
//! of a self-play run (`common_figures`). A stale one fails the test, in CI as anywhere, and
//! leaves README.md as it is; `UPDATE_FIGURES=1 cargo test --test readme_figures` (a step of
//! CONTRIBUTING) rewrites them and passes: read the change and commit it.

mod common_figures;
mod common_files;

use std::collections::BTreeMap;
use std::path::Path;

use common_figures::{fill, quoted, thousands, UPDATE};

#[test]
fn the_readme_figures_are_current() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("UPDATE_FIGURES").is_some() {
        for change in common_figures::update(root) {
            eprintln!("README.md rewritten: {change}");
        }
    }
    let text = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    for name in [
        "check-table",
        "scenarios:lepeintre-1818",
        "selfplay-10000:turns",
    ] {
        assert!(
            text.contains(&format!("{}{name} -->", common_figures::OPEN)),
            "README.md no longer quotes {name}"
        );
    }
    let (_, changed, unknown) = common_figures::current(root);
    assert!(
        unknown.is_empty(),
        "README quotes unknown figures: {unknown:?}"
    );
    assert!(
        changed.is_empty(),
        "README.md quotes stale figures (it is left as it is): bring them up to date with \
         `{UPDATE}`, read the change and commit it:\n{}",
        changed.join("\n")
    );
}

#[test]
fn a_stale_figure_is_rewritten_and_an_unknown_one_reported() {
    let figs: BTreeMap<String, String> = [("a".to_string(), "12".to_string())].into();
    let text = "x <!-- fig:a -->7<!-- /fig --> y <!-- fig:b -->3<!-- /fig --> z";
    let (out, unknown) = fill(text, &figs);
    assert_eq!(
        out,
        "x <!-- fig:a -->12<!-- /fig --> y <!-- fig:b -->3<!-- /fig --> z"
    );
    assert_eq!(unknown, ["b"]);
    assert_eq!(quoted(text)["a"], "7");
    assert_eq!(quoted(&out)["a"], "12");
    assert_eq!(thousands(1_240_394), "1,240,394");
    assert_eq!(thousands(999), "999");
}
