//! The annotated corpus: the shipped readings lint clean and cite every scenario; each kind of
//! lint error is caught at its line:col in the bad inputs of `tests/corpus-bad/`; annotate
//! marks claims from their scenarios; diff reports what a profile changes.

use std::path::{Path, PathBuf};
use tablier::input::files;

use tablier::cli::corpus as cmd;
use tablier::conformance::scenario::Status;
use tablier::corpus::annotate::{annotate_file, Runs};
use tablier::corpus::{diff, lint, ClaimStatus, ScenarioIndex};
use tablier::engine::trictrac::{Mezeas, Rules};

const BAD: &str = "tests/corpus-bad";

fn bad_index() -> ScenarioIndex {
    ScenarioIndex::new(&Path::new(BAD).join("scenarios")).expect("bad scenarios readable")
}

fn lint_bad(file: &str) -> Vec<String> {
    let path = Path::new(BAD).join(file);
    lint::lint(&[path], &bad_index())
        .expect("lint runs")
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[test]
fn the_shipped_corpus_lints_clean_and_cites_every_scenario() {
    let index = ScenarioIndex::new(Path::new("scenarios")).unwrap();
    assert!(index.ids.len() >= 69, "{}", index.ids.len());
    let errors = lint::lint(&[PathBuf::from("corpus")], &index).unwrap();
    let shown: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert!(errors.is_empty(), "{}", shown.join("\n"));
    for work in [
        "lepeintre-1818",
        "soumille-1738",
        "jollyvet-1634",
        "guiton-1822",
        "lelasseux-1852",
        "modern",
    ] {
        let p = Path::new("corpus").join(work).join("reading.md");
        assert!(p.exists(), "{}", p.display());
    }
    let out = cmd::lint(&[PathBuf::from("corpus")], Path::new("scenarios"));
    assert_eq!(out.code, 0, "{}", out.stderr);
}

#[test]
fn a_cross_reference_to_a_missing_anchor_or_reading_is_an_error() {
    let e = lint_bad("broken-cross-reference.md");
    assert!(e.contains(&"tests/corpus-bad/broken-cross-reference.md:4:9: cross-reference `unknown-rule.md#b`: no anchor `b` in tests/corpus-bad/unknown-rule.md; did you mean `a`?".to_string()), "{e:#?}");
    assert!(e.contains(&"tests/corpus-bad/broken-cross-reference.md:4:52: cross-reference `../nowhere/reading.md#a`: no reading at tests/nowhere/reading.md".to_string()), "{e:#?}");
    // the good one, and nothing else
    assert_eq!(e.len(), 2, "{e:#?}");
}

#[test]
fn an_unknown_rule_id_is_an_error() {
    let e = lint_bad("unknown-rule.md");
    assert!(e.contains(&"tests/corpus-bad/unknown-rule.md:3:20: unknown rule ID `jan.mezea`: expected an ID of the rules catalogue (src/engine/catalogue.rs); did you mean `jan.mezeas`?".to_string()), "{e:#?}");
}

#[test]
fn a_dangling_scenario_link_is_an_error() {
    let e = lint_bad("dangling-scenario.md");
    assert!(e.contains(&"tests/corpus-bad/dangling-scenario.md:4:27: dangling scenario link `w/three`: no such scenario under tests/corpus-bad/scenarios".to_string()), "{e:#?}");
}

#[test]
fn a_duplicate_anchor_is_an_error() {
    let e = lint_bad("duplicate-anchor.md");
    assert!(
        e.contains(
            &"tests/corpus-bad/duplicate-anchor.md:5:10: duplicate anchor `same`: first at line 3"
                .to_string()
        ),
        "{e:#?}"
    );
}

#[test]
fn a_claim_without_an_anchor_is_an_error() {
    let e = lint_bad("missing-anchor.md");
    assert!(e.contains(&"tests/corpus-bad/missing-anchor.md:3:1: claim without an anchor: start it with `<a id=\"…\"></a>`".to_string()), "{e:#?}");
}

#[test]
fn an_annotation_outside_a_claim_is_an_error() {
    let e = lint_bad("stray-annotation.md");
    assert!(e.contains(&"tests/corpus-bad/stray-annotation.md:1:25: annotation `jan.mezeas` outside a paragraph or list item: no claim holds it".to_string()), "{e:#?}");
}

#[test]
fn a_scenario_cited_by_no_reading_is_an_error() {
    // the coverage check runs when a folder is linted
    let e: Vec<String> = lint::lint(&[PathBuf::from(BAD)], &bad_index())
        .expect("lint runs")
        .iter()
        .map(ToString::to_string)
        .collect();
    // it names the reading to edit and the link to add
    assert!(
        e.contains(
            &"tests/corpus-bad/scenarios/w/two.scn:1:1: scenario `w/two` is cited by no reading: \
              add `[a few words](scenario:w/two)` to the claim it tests in \
              tests/corpus-bad/w/reading.md (to be written: that work has no reading yet)"
                .to_string()
        ),
        "{e:#?}"
    );
    assert!(!e.iter().any(|m| m.contains("`w/one`")), "{e:#?}");
}

#[test]
fn lint_exits_2_on_errors_and_on_a_missing_path() {
    let out = cmd::lint(
        &[Path::new(BAD).join("duplicate-anchor.md")],
        &Path::new(BAD).join("scenarios"),
    );
    assert_eq!(out.code, 2);
    assert!(out.stderr.ends_with("\n1 error\n"), "{}", out.stderr);
    let out = cmd::lint(&[PathBuf::from("no/such/place")], Path::new("scenarios"));
    assert_eq!(out.code, 2);
}

#[test]
fn annotate_marks_claims_from_their_scenarios() {
    let index = ScenarioIndex::new(Path::new("scenarios")).unwrap();
    let resolve = tablier::conformance::profile::resolve_profile;
    let mut runs = Runs::new(&index, &resolve);
    let (_, a) = annotate_file(Path::new("corpus/lepeintre-1818/reading.md"), &mut runs).unwrap();
    let status = |key: &str| {
        a.claims
            .iter()
            .find(|c| c.key == key)
            .map(|c| c.status)
            .unwrap_or_else(|| panic!("no claim {key}"))
    };
    assert_eq!(status("lepeintre-contre-mezeas"), ClaimStatus::Confirmed);
    assert_eq!(status("lepeintre-mezeas"), ClaimStatus::Confirmed);
    assert_eq!(status("lepeintre-par-puissance"), ClaimStatus::Divergent);
    assert_eq!(status("lepeintre-pass-coin-count"), ClaimStatus::Confirmed);
    // r.74's "je joue pour tout", once pending, is now checked
    assert_eq!(status("lepeintre-sortie-points"), ClaimStatus::Confirmed);
    assert_eq!(status("lepeintre-touched"), ClaimStatus::Confirmed);
    assert_eq!(status("lepeintre-dice-rules"), ClaimStatus::Uncovered);
    assert!(!a.any_failing());

    // A dangling link makes its claim failing; the others still get their status.
    let mut runs = Runs::new(&index, &resolve);
    let (_, a) = annotate_file(&Path::new(BAD).join("dangling-scenario.md"), &mut runs).unwrap();
    assert_eq!(a.claims[0].status, ClaimStatus::Failing);
    let out = cmd::annotate(
        &Path::new(BAD).join("dangling-scenario.md"),
        cmd::Format::Json,
        &Path::new(BAD).join("scenarios"),
    );
    assert_eq!(out.code, 1);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["claims"][0]["status"], "failing");
    assert_eq!(v["claims"][0]["scenarios"][0]["status"], "confirmed");
}

#[test]
fn annotate_renders_text_and_html() {
    let file = Path::new("corpus/modern/reading.md");
    let out = cmd::annotate(file, cmd::Format::Text, Path::new("scenarios"));
    assert_eq!(out.code, 0);
    assert!(
        out.stdout
            .contains("corpus/modern/reading.md:19:1: uncovered #modern-board [board.fleches]"),
        "{}",
        out.stdout
    );
    let out = cmd::annotate(file, cmd::Format::Html, Path::new("scenarios"));
    assert!(out.stdout.starts_with("<!DOCTYPE html>"));
    assert!(out
        .stdout
        .contains("class=\"claim uncovered\" data-claim=\"modern-board\""));
    assert!(!out.stdout.contains("<script"));
}

#[test]
fn diff_shows_what_a_profile_changes() {
    let files = files::discover(&[PathBuf::from("scenarios")]).unwrap();
    let resolve = |name: &str| match name {
        "lepeintre-1818" => Some(Rules::default()),
        "next-roll" => Some(Rules {
            mezeas: Mezeas::NextRoll,
            ..Rules::default()
        }),
        _ => None,
    };
    let same = diff::diff(&files, &resolve, "lepeintre-1818", "lepeintre-1818");
    assert!(same.changes.is_empty() && same.options.is_empty());
    let d = diff::diff(&files, &resolve, "lepeintre-1818", "next-roll");
    let ids: Vec<&str> = d.changes.iter().map(|c| c.id.as_str()).collect();
    assert!(
        ids.contains(&"lepeintre-1818/part1/1-iii-fig7-mezeas"),
        "{ids:?}"
    );
    let text = d.render();
    assert!(
        text.contains(
            "lepeintre-1818/part1/1-iii-fig7-mezeas: confirmed under lepeintre-1818, failing under next-roll"
        ),
        "{text}"
    );
    // every line names the profile it speaks of
    assert!(!text.contains("A: ") && !text.contains("B: "), "{text}");
    let out = cmd::diff("lepeintre-1818", "nobody", &files, false, false, &resolve);
    assert_eq!(out.code, 2);
}

#[test]
fn diff_attributes_each_change_to_an_option_with_both_books_examples() {
    let files = files::discover(&[PathBuf::from("scenarios")]).unwrap();
    let resolve = tablier::conformance::profile::resolve_profile;
    let d = diff::diff(&files, &resolve, "lepeintre-1818", "guiton-1822");
    let fausse = d
        .options
        .iter()
        .find(|o| o.option == "ecole-fausse-case")
        .expect("the two books differ on the fausse case");
    assert_eq!((fausse.a.as_str(), fausse.b.as_str()), ("rigour", "marked"));
    // Lepeintre's r.60 and Guiton's ch. III, each with its own locator
    let of = |work: &str| {
        fausse
            .examples
            .iter()
            .find(|e| e.work == work)
            .unwrap_or_else(|| panic!("no {work} example: {:#?}", fausse.examples))
    };
    assert!(of("lepeintre-1818").locator.contains("60"));
    assert!(of("guiton-1822").locator.starts_with("ch. III"));
    // every changed scenario is explained by one option or listed as explained by none
    for c in &d.changes {
        let explained = d
            .options
            .iter()
            .any(|o| o.examples.iter().any(|e| e.id == c.id))
            || d.unattributed.contains(&c.id);
        assert!(explained, "{}", c.id);
    }
    // only real changes: never the same outcome under both
    assert!(d.changes.iter().all(|c| c.a != c.b), "{:#?}", d.changes);
    for o in &d.options {
        assert!(o.examples.iter().all(|e| e.a != e.b), "{}", o.option);
    }
    // a file invalid under one profile says why
    let invalid = d
        .changes
        .iter()
        .find(|c| c.a == Status::Invalid)
        .expect("a file invalid under Lepeintre's rules");
    assert!(invalid.error_a.is_some() && invalid.error_b.is_none());
    let text = d.render();
    assert!(
        text.contains("ecole-fausse-case: lepeintre-1818 rigour, guiton-1822 marked"),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "  invalid under lepeintre-1818: {}",
            invalid.error_a.as_deref().unwrap_or_default()
        )),
        "{text}"
    );
    assert!(!text.contains("under A") && !text.contains("A: "), "{text}");
}

#[test]
fn advice_claims_take_the_verdict_of_their_scenarios_or_their_reason() {
    const DIR: &str = "tests/corpus-advice";
    let index = ScenarioIndex::new(&Path::new(DIR).join("scenarios")).unwrap();
    let resolve = tablier::conformance::profile::resolve_profile;
    let mut runs = Runs::new(&index, &resolve);
    let (_, a) = annotate_file(&Path::new(DIR).join("reading.md"), &mut runs).unwrap();
    let advice = |key: &str| {
        a.claims
            .iter()
            .find(|c| c.key == key)
            .unwrap_or_else(|| panic!("no claim {key}"))
            .advice
    };
    use tablier::conformance::scenario::ast::AdviceVerdict as V;
    use tablier::corpus::advice::{AdviceKind as K, AdviceStatus as S};
    assert_eq!(advice("t-confirmed"), Some(S::Verdict(V::Confirmed)));
    assert_eq!(advice("t-refuted"), Some(S::Verdict(V::Refuted)));
    assert_eq!(advice("t-both"), Some(S::Verdict(V::Refuted)));
    assert_eq!(advice("t-points"), Some(S::Uncovered(K::Points)));
    assert_eq!(advice("t-tournament"), Some(S::Uncovered(K::Tournament)));
    assert_eq!(advice("t-remark"), Some(S::Uncovered(K::Remark)));
    assert_eq!(advice("t-unwritten"), Some(S::Uncovered(K::Count)));
    // a claim that is advice only, with no rule, is a claim; a kind mistyped is none
    assert_eq!(advice("t-typo"), None);
    let t = a.advice_tally();
    assert_eq!((t.verdict(V::Confirmed), t.verdict(V::Refuted)), (1, 2));
    assert_eq!(t.total(), 7);
    // the acknowledged refutation agrees, as a divergence
    let status = |key: &str| a.claims.iter().find(|c| c.key == key).unwrap().status;
    assert_eq!(status("t-refuted"), ClaimStatus::Divergent);

    // lint: the unknown kind, with the one meant (a countable claim with no scenario yet is
    // counted as such, no error)
    let e: Vec<String> = lint::lint(&[Path::new(DIR).join("reading.md")], &index)
        .unwrap()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        e,
        [
            "tests/corpus-advice/reading.md:21:38: unknown advice kind `tournamnet`: expected \
             `advice:count`, `advice:points`, `advice:tournament` or `advice:remark`; did you mean \
             `tournament`?",
        ],
        "{e:#?}"
    );

    // the report counts them beside the rule counts; the site marks them
    let out = cmd::report(
        None,
        cmd::Format::Text,
        &[Path::new(DIR).join("reading.md")],
        &Path::new(DIR).join("scenarios"),
    );
    assert!(
        out.stdout.contains("reading") && out.stdout.contains(" advice claims "),
        "{}",
        out.stdout
    );
    let row = out
        .stdout
        .lines()
        .filter(|l| l.starts_with("corpus-advice"))
        .nth(1)
        .unwrap_or_else(|| panic!("{}", out.stdout));
    let figures: Vec<&str> = row.split_whitespace().skip(1).collect();
    assert_eq!(
        figures,
        ["7", "1", "2", "0", "0", "1", "1", "1", "1"],
        "{row}"
    );
    let out = cmd::annotate(
        &Path::new(DIR).join("reading.md"),
        cmd::Format::Html,
        &Path::new(DIR).join("scenarios"),
    );
    assert!(
        out.stdout.contains("<span class=\"badge advice refuted\""),
        "{}",
        out.stdout
    );
    assert!(out
        .stdout
        .contains("<span class=\"advice-note tournament\" title=\"advice: needs a tournament\">"));
}
