//! Every `tablier …` command that `docs/*.md` names, checked against the built binary: what the
//! docs write as a command to run (a positional argument that is no placeholder, such as
//! `tablier rules bg.`) runs from the working copy and exits 0; what they write as a synopsis
//! (`tablier report [--html DIR]`) or a mention (`tablier match --sprt`) names a subcommand
//! that exists and only flags that subcommand accepts; a file they name exists. (README.md's
//! commands run in `tests/anywhere.rs`, CONTRIBUTING.md's in `tests/contributor.rs`.)

use std::path::Path;
use std::process::Command;

/// One command found in a doc: the file and the words after `tablier`.
struct Found {
    doc: String,
    args: Vec<String>,
}

fn docs_commands() -> Vec<Found> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut docs: Vec<_> = std::fs::read_dir(root.join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    let mut out = Vec::new();
    for doc in docs {
        let text = std::fs::read_to_string(&doc).unwrap();
        let name = doc.file_name().unwrap().to_string_lossy().into_owned();
        let mut push = |cmd: &str| {
            out.push(Found {
                doc: name.clone(),
                args: cmd.split_whitespace().skip(1).map(str::to_owned).collect(),
            });
        };
        let mut fenced = false;
        for line in text.lines() {
            if line.trim_start().starts_with("```") {
                fenced = !fenced;
                continue;
            }
            if fenced {
                if let Some(at) = line.find("tablier ") {
                    push(line[at..].trim());
                }
                continue;
            }
            // inline code spans: every second piece between backquotes
            for (i, span) in line.split('`').enumerate() {
                if i % 2 == 1 && span.starts_with("tablier ") {
                    push(span);
                }
            }
        }
    }
    out
}

/// A word of a synopsis that stands for something to fill in: `FILE`, `A`, `[PATHS]`,
/// `<id>`, `text|json`.
fn placeholder(word: &str) -> bool {
    word.contains(['[', ']', '<', '>', '|', '…'])
        || (word.chars().any(|c| c.is_ascii_uppercase())
            && word
                .chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_'))
}

fn tablier(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("TABLIER_ROOT")
        .output()
        .unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn every_command_the_docs_name_exists_and_every_concrete_one_runs() {
    let found = docs_commands();
    assert!(found.len() >= 15, "{} commands found", found.len());
    let mut ran = 0;
    for f in &found {
        let sub = f.args.first().expect("a subcommand after `tablier`");
        let help = tablier(&[sub, "--help"]);
        assert_eq!(
            help.status.code(),
            Some(0),
            "{}: `tablier {sub}` is no command: {}",
            f.doc,
            text(&help.stderr)
        );
        let help = text(&help.stdout);
        for flag in f.args.iter().filter(|a| a.starts_with("--")) {
            let flag = flag.split('=').next().unwrap();
            assert!(
                help.contains(&format!("{flag} ")) || help.contains(&format!("{flag}\n")),
                "{}: `tablier {}` names {flag}, which `tablier {sub}` does not accept",
                f.doc,
                f.args.join(" ")
            );
        }
        // the files it names exist
        for a in f
            .args
            .iter()
            .filter(|a| a.ends_with(".scn") || a.ends_with(".md"))
        {
            assert!(
                Path::new(env!("CARGO_MANIFEST_DIR")).join(a).is_file(),
                "{}: `tablier {}` names {a}, which is not a file of the working copy",
                f.doc,
                f.args.join(" ")
            );
        }
        let positional: Vec<&String> = f.args[1..].iter().filter(|a| !a.starts_with('-')).collect();
        let replays = f.args.iter().any(|a| a == "--advice");
        if positional.is_empty() || positional.iter().any(|a| placeholder(a)) || replays {
            // a synopsis or a mention (a tournament replayed is slow: its flags and file are
            // checked above, and `tests/tournament_claims.rs` replays tournaments)
            continue;
        }
        let args: Vec<&str> = f.args.iter().map(String::as_str).collect();
        let o = tablier(&args);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{}: `tablier {}` exits {:?}: {}",
            f.doc,
            args.join(" "),
            o.status.code(),
            text(&o.stderr)
        );
        assert!(
            !o.stdout.is_empty(),
            "{}: `tablier {}` prints nothing",
            f.doc,
            args.join(" ")
        );
        ran += 1;
    }
    assert!(ran >= 1, "no concrete command ran");
}

#[test]
fn the_placeholders_of_a_synopsis_are_told_from_arguments() {
    for w in ["FILE", "A", "[PATHS]", "<work>/<part>", "text|json", "ID"] {
        assert!(placeholder(w), "{w}");
    }
    for w in ["bg.", "jan.mezeas", "modern/bredouille", "site/"] {
        assert!(!placeholder(w), "{w}");
    }
}

#[test]
fn a_rule_section_lists_its_rules_and_an_unknown_one_is_an_error() {
    let o = tablier(&["rules", "bg."]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(
        out.contains("bg.jacoby") && out.contains("bg.cube"),
        "{out}"
    );
    assert!(!out.contains("jan.mezeas"), "{out}");
    assert!(out.contains("rules under `bg.`"), "{out}");
    let o = tablier(&["rules", "nosuch."]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stdout));
}
