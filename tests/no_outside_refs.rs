//! Nothing in the repository points outside it: no file refers to `shared/` (the seed material
//! the project started from, not shipped), to a `RULES.md` the repository does not hold, or to
//! `src/rules_catalogue`; and every `src/….rs` path a file names exists. The readings, scenarios
//! and docs name their sources themselves instead (the seed article by its title, the project's
//! catalogue `src/engine/catalogue.rs`).

use std::path::Path;
use std::process::Command;

/// The tracked files, outside the fuzzers' generated corpus. In a copy of the tree without its
/// `.git` (the copy cargo-mutants builds in, a tarball), the files found by walking it, leaving
/// out what `.gitignore` names: the same set on a clean checkout.
fn tracked() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = if root.join(".git").exists() {
        let out = Command::new("git")
            .args(["ls-files", "-z"])
            .current_dir(root)
            .output()
            .expect("git runs");
        assert!(out.status.success(), "git ls-files failed");
        String::from_utf8_lossy(&out.stdout)
            .split('\0')
            .filter(|f| !f.is_empty())
            .map(str::to_owned)
            .collect()
    } else {
        let mut found = Vec::new();
        walk(root, "", &ignored(root), &mut found);
        found
    };
    files
        .into_iter()
        .filter(|f| !f.starts_with("fuzz/corpus/") && !f.starts_with("target/"))
        .collect()
}

/// The patterns of the root's `.gitignore` (the project's is a list of names and `*.ext`).
fn ignored(root: &Path) -> Vec<String> {
    std::fs::read_to_string(root.join(".gitignore"))
        .unwrap_or_default()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_owned)
        .collect()
}

/// Whether `rel` (a path from the root; `dir` when a folder) is one `.gitignore` leaves out.
fn is_ignored(rel: &str, name: &str, dir: bool, patterns: &[String]) -> bool {
    patterns.iter().any(|p| {
        let (p, only_dir) = match p.strip_suffix('/') {
            Some(p) => (p, true),
            None => (p.as_str(), false),
        };
        if only_dir && !dir {
            return false;
        }
        match (p.strip_prefix('/'), p.strip_prefix('*')) {
            (Some(anchored), _) => rel == anchored,
            (None, Some(suffix)) => name.ends_with(suffix),
            (None, None) => name == p,
        }
    })
}

fn walk(root: &Path, rel: &str, patterns: &[String], out: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(root.join(rel)) else {
        return;
    };
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let path = if rel.is_empty() {
            name.clone()
        } else {
            format!("{rel}/{name}")
        };
        let dir = e.file_type().is_ok_and(|t| t.is_dir());
        if name == ".git" || is_ignored(&path, &name, dir, patterns) {
            continue;
        }
        if dir {
            walk(root, &path, patterns, out);
        } else {
            out.push(path);
        }
    }
}

/// The `src/….rs` paths named in `text`.
fn source_paths(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for (i, _) in text.match_indices("src/") {
        if text[..i]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '/' || c == '_' || c == '-' || c == '.')
        {
            continue; // part of a longer path (`fuzz/src/…`, `../src/…`): not from the root
        }
        let end = text[i..]
            .find(|c: char| !(c.is_ascii_alphanumeric() || "/_.-".contains(c)))
            .map_or(text.len(), |e| i + e);
        let path = text[i..end].trim_end_matches('.');
        if path.ends_with(".rs") {
            out.push(path);
        }
    }
    out
}

fn problems(file: &str, text: &str, files: &[String]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let has_rules_md = files.iter().any(|f| f.ends_with("RULES.md"));
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let at = format!("{file}:{}", n + 1);
        if line.contains("shared/") {
            out.push(format!("{at}: refers to shared/: {line}"));
        }
        if line.contains("RULES.md") && !has_rules_md {
            out.push(format!(
                "{at}: refers to RULES.md, not in the repository: {line}"
            ));
        }
        if line.contains("src/rules_catalogue") {
            out.push(format!("{at}: refers to src/rules_catalogue: {line}"));
        }
        for p in source_paths(line) {
            if !root.join(p).is_file() {
                out.push(format!("{at}: names {p}, which does not exist"));
            }
        }
    }
    out
}

#[test]
fn no_tracked_file_points_outside_the_repository() {
    let files = tracked();
    assert!(files.iter().any(|f| f == "README.md"), "{files:?}");
    let me = "tests/no_outside_refs.rs";
    let mut found = Vec::new();
    for f in &files {
        if f == me {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(f))
        else {
            continue; // binary files
        };
        found.extend(problems(f, &text, &files));
    }
    assert!(
        found.is_empty(),
        "{} reference(s) outside the repository:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// The walk, used where there is no `.git`, finds every tracked file (on a clean checkout it
/// finds exactly those; a working copy may hold untracked ones besides).
#[test]
fn the_walk_finds_every_tracked_file() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    if !root.join(".git").exists() {
        return; // nothing to compare with: the walk is what `tracked` uses
    }
    let mut walked = Vec::new();
    walk(root, "", &ignored(root), &mut walked);
    let walked: std::collections::HashSet<_> = walked.into_iter().collect();
    let missed: Vec<_> = tracked()
        .into_iter()
        .filter(|f| root.join(f).is_file() && !walked.contains(f))
        .collect();
    assert!(
        missed.is_empty(),
        "tracked files the walk skips: {missed:?}"
    );
}

#[test]
fn the_walk_leaves_out_what_gitignore_names() {
    let p: Vec<String> = ["target/", "*.snap.new", "/site/"]
        .map(String::from)
        .to_vec();
    assert!(is_ignored("target", "target", true, &p));
    assert!(!is_ignored("target", "target", false, &p));
    assert!(is_ignored(
        "tests/snapshots/a.snap.new",
        "a.snap.new",
        false,
        &p
    ));
    assert!(is_ignored("site", "site", true, &p));
    assert!(!is_ignored("src/site", "site", true, &p));
    assert!(!is_ignored("README.md", "README.md", false, &p));
}

#[test]
fn the_check_catches_each_kind() {
    let files = vec!["README.md".to_string()];
    // the sample is put together here so that this file names no outside path itself
    let text = format!(
        "see `{}/RULES.md`\nthe src/rules_catalogue folder\n`src/nowhere.rs` and src/lib.rs\nfuzz/src/x.rs",
        "shared"
    );
    let p = problems("x.md", &text, &files);
    assert_eq!(p.len(), 4, "{p:#?}");
    assert!(p[0].starts_with("x.md:1: refers to shared/"));
    assert!(p[1].starts_with("x.md:1: refers to RULES.md"));
    assert!(p[2].starts_with("x.md:2: refers to src/rules_catalogue"));
    assert_eq!(p[3], "x.md:3: names src/nowhere.rs, which does not exist");
}
