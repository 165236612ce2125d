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

/// The folders of `src/engine/`: the two games, each in its own, over the shared vocabulary.
const GAMES: &[&str] = &["trictrac", "tables"];

/// The games a source text names through a path (`trictrac::`, `tables;`).
fn named_games(text: &str) -> Vec<&'static str> {
    GAMES
        .iter()
        .copied()
        .filter(|g| text.contains(&format!("{g}::")) || text.contains(&format!("{g};")))
        .collect()
}

#[test]
fn each_game_keeps_its_rules_in_its_folder() {
    let engine = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine");
    let mut wrong = Vec::new();
    for f in common_files::files_with_extension(&engine, "rs") {
        let rel = f
            .strip_prefix(&engine)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        // only the dispatch point (kind.rs) and the engine's root know both games
        if rel == "kind.rs" || rel == "mod.rs" {
            continue;
        }
        let own = GAMES.iter().find(|g| rel.starts_with(&format!("{g}/")));
        let text = fs::read_to_string(&f).unwrap();
        for named in named_games(&text) {
            if own != Some(&named) {
                wrong.push(format!("{} names the game {named}", f.display()));
            }
        }
        // a game reaches the shared vocabulary by `crate::engine::`, never climbing out of
        // its folder by `super::super::…` into the other
        if own.is_some() && text.contains("super::super::super::") {
            wrong.push(format!("{} climbs out of its game's folder", f.display()));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_engine_holds_the_shared_vocabulary_and_one_folder_per_game() {
    let engine = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine");
    let dirs: Vec<String> = fs::read_dir(&engine)
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n != "glossary")
        .collect();
    let mut dirs = dirs;
    dirs.sort();
    assert_eq!(dirs, ["tables", "trictrac"]);
}

#[test]
fn the_game_check_sees_a_crossing() {
    // the check reads text: a use of trictrac's move generator is found in it
    assert_eq!(
        named_games("use crate::engine::trictrac::moves::generate;"),
        ["trictrac"]
    );
    assert_eq!(named_games("use crate::engine::tables;"), ["tables"]);
    assert!(named_games("use crate::engine::{Color, Roll};").is_empty());
}
