//! Diagnostics of compiler quality beyond parse errors, snapshotted in `snapshots/`: a FAIL of
//! `tablier check` at `file:line:col` with its statement underlined, the treatise against the
//! engine (the jans of the roll and their means) and a `help:` line; the same as GitHub
//! annotations and JSON; a did-you-mean for each kind of name a contributor types (statement and
//! expectation keywords, front-matter keys and rule IDs, profile names, profile options, notation
//! names, sides); every error of a file at once, in line order; and the one error of an unknown
//! `--profile`.

use std::fs;
use std::path::{Path, PathBuf};

use tablier::cli;
use tablier::conformance::profile::{resolve_profile, Profiles};
use tablier::conformance::{check, scenario::Status};
use tablier::input::files;

mod common_snapshots;
use common_snapshots::snapshot;

fn failing() -> Vec<PathBuf> {
    vec![PathBuf::from("tests/failing-scenarios")]
}

#[test]
fn a_fail_is_drawn_with_its_line_the_engine_s_jans_and_a_next_step() {
    let out = cli::check(&failing(), &resolve_profile, None, false);
    assert_eq!(out.code, 1, "{}", out.stderr);
    // each FAIL at file:line:col, its statement underlined, both sides, the roll's jans, help
    let fails =
        out.stdout.matches("\nFAIL ").count() + usize::from(out.stdout.starts_with("FAIL "));
    assert_eq!(fails, 7, "{}", out.stdout);
    assert!(out
        .stdout
        .contains("FAIL tests/failing-scenarios/correct-a-legal-play.scn:20:3: "));
    assert!(out
        .stdout
        .contains("20 │   correct D-I E-F\n   │   ^^^^^^^^^^^^^^^ "));
    assert!(out
        .stdout
        .contains("= the treatise: Lepeintre has white's false play"));
    assert!(out.stdout.contains("= the engine:   the play was legal"));
    assert!(out
        .stdout
        .contains("white +2 by hit à vrai in the table du grand jan (jan.battre.vrai.grand) at Q, 1 means: by the 5 from L onto Q"));
    assert!(out.stdout.contains(
        "= help: replay the file, each roll with what it scored and the marks after it: \
         `tablier replay tests/failing-scenarios/correct-a-legal-play.scn`"
    ));
    snapshot("fail_diagnostics__text", &out.stdout);
}

#[test]
fn a_refuted_advice_says_how_to_acknowledge_it() {
    let out = cli::check(
        &[PathBuf::from("tests/failing-advice")],
        &resolve_profile,
        None,
        false,
    );
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert!(out.stdout.contains(
        "FAIL tests/failing-advice/advice-refuted-unacknowledged.scn:21:3: Guiton prefers \
         6-10 7-10 to T-4-7 for more chances in which white takes his coin; engine: 2 against 6: \
         refuted"
    ));
    assert!(
        out.stdout
            .contains("state the verdict with its reason on the next line, `acknowledge refuted reason \"…\"`"),
        "{}",
        out.stdout
    );
    assert!(out
        .stdout
        .contains("a confirmed advice needs no `acknowledge` line"));
}

#[test]
fn failures_and_errors_as_github_annotations() {
    let mut paths = failing();
    paths.push(PathBuf::from("tests/bad-scenarios/unknown-rule.scn"));
    let out = cli::check_as(&paths, &resolve_profile, None, cli::CheckForm::Github);
    assert_eq!(out.code, 2);
    assert!(
        out.stdout.lines().all(|l| l.starts_with("::")),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains(
        "::error file=tests/failing-scenarios/correct-a-legal-play.scn,line=20,col=3,title=FAIL::"
    ));
    snapshot("fail_diagnostics__github", &out.stdout);
}

#[test]
fn json_errors_carry_file_line_column_and_code() {
    let paths = [
        PathBuf::from("tests/bad-scenarios/unknown-rule.scn"),
        PathBuf::from("tests/bad-scenarios/sixteen-checkers.scn"),
        PathBuf::from("tests/did-you-mean/statement-keyword.scn"),
    ];
    let out = cli::check(&paths, &resolve_profile, None, true);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let errors: Vec<_> = v["scenarios"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let e = &s["error"];
            (
                e["file"].as_str().unwrap().to_string(),
                e["line"].as_u64().unwrap(),
                e["column"].as_u64().unwrap(),
                e["code"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let want = |f: &str, l, c, code: &str| (f.to_string(), l, c, code.to_string());
    assert_eq!(
        errors,
        [
            want(
                "tests/bad-scenarios/sixteen-checkers.scn",
                13,
                1,
                "illegal-position"
            ),
            want(
                "tests/bad-scenarios/unknown-rule.scn",
                16,
                14,
                "unknown-rule"
            ),
            want(
                "tests/did-you-mean/statement-keyword.scn",
                15,
                1,
                "unknown-keyword"
            ),
        ]
    );
    // an error before any scenario runs is JSON too
    let out = cli::check(&failing(), &resolve_profile, Some("nosuch"), true);
    assert_eq!(out.code, 2);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["error"]["code"], "unknown-profile");
    let out = cli::check(
        &[PathBuf::from("no/such/path")],
        &resolve_profile,
        None,
        true,
    );
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(
        (v["error"]["line"].as_u64(), v["error"]["column"].as_u64()),
        (Some(1), Some(1))
    );
    assert_eq!(v["error"]["file"], "no/such/path");
}

/// The one-line form, then the rendered one, of the error of a scenario file.
fn both_forms(path: &str) -> String {
    let report = check::run_file(Path::new(path), &resolve_profile, None);
    assert_eq!(report.status(), Status::Invalid, "{path}");
    let e = report.error.expect("an invalid report has its error");
    let source = files::read_text(&e.path).unwrap();
    format!("{e}\n\n{}", e.render(&source))
}

#[test]
fn did_you_mean_in_scenarios() {
    for (name, path, near) in [
        (
            "statement",
            "tests/did-you-mean/statement-keyword.scn",
            "roll",
        ),
        (
            "expectation",
            "tests/did-you-mean/expect-keyword.scn",
            "jan",
        ),
        (
            "front_matter_key",
            "tests/did-you-mean/front-matter-field.scn",
            "flags",
        ),
        (
            "front_matter_rule",
            "tests/did-you-mean/front-matter-rule.scn",
            "jan.contre-mezeas",
        ),
        (
            "rule_id",
            "tests/bad-scenarios/unknown-rule.scn",
            "jan.mezeas",
        ),
        (
            "profile_name",
            "tests/bad-scenarios/unknown-profile.scn",
            "lepeintre-1818",
        ),
        (
            "notation",
            "tests/did-you-mean/notation-name.scn",
            "lepeintre",
        ),
        ("side", "tests/did-you-mean/side.scn", "white"),
        (
            "advice_direction",
            "tests/did-you-mean/advice-direction.scn",
            "more",
        ),
    ] {
        let text = both_forms(path);
        assert!(text.contains(&format!("did you mean `{near}`?")), "{text}");
        snapshot(&format!("did_you_mean__{name}"), &text);
    }
}

#[test]
fn every_error_of_a_file_at_once_in_line_order() {
    // a rule-ID typo, a misspelled keyword after it, a flèche the notation has not: reading
    // goes on at the next line after each, and the three come in the order of their lines
    let path = PathBuf::from("tests/many-errors/three-errors.scn");
    let out = cli::check(std::slice::from_ref(&path), &resolve_profile, None, false);
    assert_eq!(out.code, 2, "{}", out.stderr);
    let at = |needle: &str| {
        out.stdout
            .find(needle)
            .unwrap_or_else(|| panic!("{needle}: {}", out.stdout))
    };
    let (rule, keyword, square) = (
        at("three-errors.scn:16:14: expected a rule ID"),
        at("three-errors.scn:17:3: expected a statement"),
        at("three-errors.scn:18:36: expected a Lepeintre letter"),
    );
    assert!(rule < keyword && keyword < square, "{}", out.stdout);
    assert!(out.stdout.contains("did you mean `jan.mezeas`?"));
    assert!(out.stdout.contains("did you mean `expect`?"));
    snapshot("many_errors__text", &out.stdout);
    // `replay` says them all too
    let out = cli::replay(&path);
    assert_eq!(
        (out.code, out.stderr.lines().count()),
        (2, 3),
        "{}",
        out.stderr
    );
    // the same as JSON: the first as `error`, the others as `more_errors`, each with its code
    let out = cli::check(&[path], &resolve_profile, None, true);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let s = &v["scenarios"][0];
    let mut codes = vec![(s["error"]["line"].clone(), s["error"]["code"].clone())];
    for e in s["more_errors"].as_array().unwrap() {
        codes.push((e["line"].clone(), e["code"].clone()));
    }
    let codes: Vec<String> = codes.iter().map(|(l, c)| format!("{l} {c}")).collect();
    assert_eq!(
        codes,
        [
            "16 \"unknown-rule\"",
            "17 \"unknown-keyword\"",
            "18 \"bad-square\""
        ]
    );
}

#[test]
fn did_you_mean_in_profiles() {
    for (name, near) in [
        ("profile-option", "exit-method"),
        ("profile-unknown-entry", "margot"),
    ] {
        let corpus = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("did-you-mean-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&corpus);
        fs::create_dir_all(corpus.join(name)).unwrap();
        fs::copy(
            format!("tests/did-you-mean/{name}/profile.yaml"),
            corpus.join(name).join("profile.yaml"),
        )
        .unwrap();
        let diags = Profiles::load(&corpus).unwrap_err();
        let shown: Vec<String> = diags
            .iter()
            .map(|d| {
                d.to_string()
                    .replace(&corpus.display().to_string(), "<corpus>")
            })
            .collect();
        let text = shown.join("\n");
        assert!(text.contains(&format!("did you mean `{near}`?")), "{text}");
        // the list of options grows with the engine: the snapshot keeps the rest
        let text = match (text.find("expected one of "), text.rfind("; did you mean")) {
            (Some(a), Some(b)) if a < b => {
                let close = usize::from(text[..b].ends_with(')'));
                format!(
                    "{}<the rule options>{}",
                    &text[..a + 16],
                    &text[b - close..]
                )
            }
            _ => text,
        };
        snapshot(&format!("did_you_mean__{}", name.replace('-', "_")), &text);
        let _ = fs::remove_dir_all(&corpus);
    }
}

#[test]
fn an_unknown_profile_is_one_error_listing_the_names() {
    for (name, profile) in [("near", "lepeintre-1819"), ("far", "nosuch")] {
        let out = cli::check(&failing(), &resolve_profile, Some(profile), false);
        assert_eq!((out.code, out.stdout.as_str()), (2, ""));
        assert_eq!(out.stderr.lines().count(), 1, "{}", out.stderr);
        assert_eq!(
            out.stderr.contains("did you mean `lepeintre-1818`?"),
            name == "near",
            "{}",
            out.stderr
        );
        snapshot(&format!("unknown_profile__{name}"), &out.stderr);
    }
}
