//! `docs/rules.md` and `docs/glossary.md` are generated from the code's catalogue and glossary;
//! these tests fail when either is stale. `UPDATE_DOCS=1 cargo test --test rules_docs` rewrites
//! them.

use std::fs;
use std::path::Path;

use tablier::cli::rules::{catalogue_markdown, glossary_markdown};
use tablier::engine::catalogue::RULES;
use tablier::engine::glossary::TERMS;

fn current(path: &str, generated: &str, command: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    if std::env::var_os("UPDATE_DOCS").is_some() {
        fs::write(&path, generated).unwrap();
        return;
    }
    let on_disk = fs::read_to_string(&path).unwrap_or_default();
    assert!(
        on_disk == generated,
        "{} is stale: regenerate it with `{command}` (or `UPDATE_DOCS=1 cargo test --test rules_docs`)",
        path.display()
    );
}

#[test]
fn the_catalogue_in_docs_is_current() {
    current(
        "docs/rules.md",
        &catalogue_markdown(),
        "cargo run -- rules --markdown > docs/rules.md",
    );
}

#[test]
fn the_glossary_in_docs_is_current() {
    current(
        "docs/glossary.md",
        &glossary_markdown(),
        "cargo run -- rules --glossary --markdown > docs/glossary.md",
    );
}

/// The generated pages hold every rule and every term, with the anchors their links use.
#[test]
fn every_rule_and_term_has_its_anchor() {
    let rules = catalogue_markdown();
    let glossary = glossary_markdown();
    for e in RULES {
        assert!(
            rules.contains(&format!("<a id=\"{0}\"></a>`{0}`", e.id)),
            "{}",
            e.id
        );
    }
    for t in TERMS {
        assert!(
            glossary.contains(&format!("### <a id=\"{}\"></a>{}\n", t.slug(), t.term)),
            "{}",
            t.term
        );
        for id in t.rules {
            assert!(rules.contains(&format!("<a id=\"{id}\">")), "{id}");
        }
    }
}
