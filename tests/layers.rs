//! The layers of `src/` point only down: engine ← input ← conformance ← corpus ← site ← cli.
//! Each folder may name (`crate::…`) only the folders below it, so there is no import cycle
//! between the top-level modules and the tree shows the layers.

mod common_files;

use std::fs;
use std::path::Path;

const LAYERS: &[&str] = &["engine", "input", "conformance", "corpus", "site", "cli"];

/// The top-level modules a source text names through `crate::`.
fn named_layers(text: &str) -> Vec<&'static str> {
    LAYERS
        .iter()
        .copied()
        .filter(|l| {
            text.contains(&format!("crate::{l}::")) || text.contains(&format!("crate::{l};"))
        })
        .collect()
}

#[test]
fn each_layer_imports_only_from_the_layers_below() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut wrong = Vec::new();
    for (rank, layer) in LAYERS.iter().enumerate() {
        let files = common_files::files_with_extension(&src.join(layer), "rs");
        assert!(!files.is_empty(), "no src/{layer}/");
        for f in files {
            let text = fs::read_to_string(&f).unwrap();
            for named in named_layers(&text) {
                let r = LAYERS.iter().position(|l| *l == named).unwrap();
                if r > rank {
                    wrong.push(format!("{} names the layer above: {named}", f.display()));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_engine_knows_no_files_yaml_markdown_or_command_line() {
    let files = common_files::files_with_extension(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine"),
        "rs",
    );
    for f in files {
        let text = fs::read_to_string(&f).unwrap();
        for dep in [
            "serde_yaml",
            "pulldown_cmark",
            "clap::",
            "std::fs",
            "codespan",
        ] {
            assert!(!text.contains(dep), "{} uses {dep}", f.display());
        }
    }
}

#[test]
fn the_check_sees_an_upward_import() {
    assert_eq!(named_layers("use crate::site::page;"), vec!["site"]);
    assert_eq!(named_layers("use crate::engine::Color;"), vec!["engine"]);
    assert!(named_layers("// nothing here").is_empty());
}

#[test]
fn src_holds_only_the_layers_and_the_two_roots_with_the_binarys_folder() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut names: Vec<String> = fs::read_dir(&src)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let mut expected: Vec<String> = LAYERS.iter().map(|l| (*l).to_string()).collect();
    // the two roots, and `main/`: the binary's own modules (its arguments), outside the library
    expected.extend(["lib.rs", "main.rs", "main"].map(String::from));
    expected.sort();
    assert_eq!(names, expected);
}

/// Trictrac's own rules: the modules of `src/engine/` that backgammon may not name.
const TRICTRAC_RULES: &[&str] = &[
    "moves", "jans", "marking", "game", "chances", "selfplay", "notation", "sided", "position",
    "setup", "fleche", "quarter", "diagram",
];

#[test]
fn each_game_keeps_its_rules_in_its_module() {
    let engine = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine");
    let mut wrong = Vec::new();
    // backgammon names only the shared vocabulary (colours, rolls, rule IDs, the options'
    // machinery), never one of trictrac's rules modules
    for f in common_files::files_with_extension(&engine.join("backgammon"), "rs") {
        let text = fs::read_to_string(&f).unwrap();
        for m in TRICTRAC_RULES {
            for form in [
                format!("crate::engine::{m}::"),
                format!("crate::engine::{m};"),
            ] {
                if text.contains(&form) {
                    wrong.push(format!("{} names trictrac's {m}", f.display()));
                }
            }
        }
    }
    // trictrac's rules never name backgammon; only the dispatch point (kind.rs) and the
    // engine's root know both games
    for f in common_files::files_with_extension(&engine, "rs") {
        let rel = f
            .strip_prefix(&engine)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        if rel.starts_with("backgammon") || rel == "kind.rs" || rel == "mod.rs" {
            continue;
        }
        let text = fs::read_to_string(&f).unwrap();
        if text.contains("backgammon::") || text.contains("backgammon;") {
            wrong.push(format!("{} names backgammon", f.display()));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_game_check_sees_a_crossing() {
    // the check reads text: a use of trictrac's move generator is found in it
    let text = "use crate::engine::moves::generate;";
    assert!(TRICTRAC_RULES
        .iter()
        .any(|m| text.contains(&format!("crate::engine::{m}::"))));
}
