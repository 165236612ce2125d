//! `tablier rules [ID|TERM]`: the catalogue, one rule with the readings' stand and its
//! scenarios (the same as the report's matrix), a glossary entry, and a miss with its
//! suggestion.

use std::path::{Path, PathBuf};
use std::process::Command;

use tablier::cli::corpus as cmd;
use tablier::cli::rules::{rules, Form, Sources};
use tablier::cli::Outcome;
use tablier::engine::catalogue::RULES;
use tablier::engine::glossary::TERMS;

fn src() -> Sources {
    Sources {
        corpus: vec![PathBuf::from("corpus")],
        scenarios: PathBuf::from("scenarios"),
    }
}

fn run(q: Option<&str>, form: Form) -> Outcome {
    rules(q, false, form, &src())
}

fn snapshot(name: &str, text: &str) {
    insta::with_settings!({snapshot_path => "../snapshots", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!(name, text);
    });
}

#[test]
fn a_rule_shows_its_tariff_readings_and_scenarios() {
    let out = run(Some("jan.mezeas"), Form::Text);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let t = &out.stdout;
    assert!(t.starts_with("jan.mezeas — jan de mézéas\n"), "{t}");
    assert!(
        t.contains("tariff:  4 points per means, 6 with a doublet, to the roller"),
        "{t}"
    );
    let terms = t.lines().find(|l| l.trim_start().starts_with("terms:"));
    assert!(
        terms.is_some_and(|l| l.split([':', ',']).any(|w| w.trim() == "jan de mézéas")),
        "{t}"
    );
    assert!(
        t.contains("lepeintre-1818#lepeintre-mezeas  confirmed"),
        "{t}"
    );
    assert!(t.contains("silent     "), "{t}");
    assert!(
        t.contains("confirmed  lepeintre-1818/part1/1-iii-fig7-mezeas  (cited by lepeintre-1818; names it)"),
        "{t}"
    );
}

/// The rule's JSON gives each reading the status of the report's matrix cell, and lists every
/// scenario a claim on the rule cites.
#[test]
fn a_rule_agrees_with_the_report() {
    let report = cmd::report(
        None,
        cmd::Format::Json,
        &[PathBuf::from("corpus")],
        Path::new("scenarios"),
    );
    let report: serde_json::Value = serde_json::from_str(&report.stdout).unwrap();
    for id in [
        "jan.mezeas",
        "mark.bredouille",
        "jan.battre.faux.grand",
        "board.tables",
    ] {
        let out = run(Some(id), Form::Json);
        assert_eq!(out.code, 0, "{}", out.stderr);
        let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
        assert_eq!(v["id"], id);
        let readings = v["readings"].as_array().unwrap();
        assert_eq!(readings.len(), report["readings"].as_array().unwrap().len());
        for r in readings {
            let work = r["work"].as_str().unwrap();
            let cell = &report["matrix"][id][work]["status"];
            assert_eq!(&r["status"], cell, "{id} {work}");
        }
        let listed: Vec<&str> = v["scenarios"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["id"].as_str().unwrap())
            .collect();
        for reading in report["readings"].as_array().unwrap() {
            for c in reading["annotated"]["claims"].as_array().unwrap() {
                if c["rules"].as_array().unwrap().iter().any(|r| r == id) {
                    for s in c["scenarios"].as_array().unwrap() {
                        let sid = s["id"].as_str().unwrap();
                        assert!(listed.contains(&sid), "{id}: {sid} not listed");
                    }
                }
            }
        }
    }
}

#[test]
fn a_term_shows_its_entry() {
    let out = run(Some("bredouille"), Form::Text);
    assert_eq!(out.code, 0, "{}", out.stderr);
    snapshot("rules__bredouille", &out.stdout);
    // accents, case and punctuation do not matter
    assert_eq!(
        run(Some("Relevé"), Form::Text),
        run(Some("RELEVE"), Form::Text)
    );
    assert_eq!(
        run(Some("s'en aller"), Form::Text),
        run(Some("sen-aller"), Form::Text)
    );
    let v: serde_json::Value =
        serde_json::from_str(&run(Some("bredouille"), Form::Json).stdout).unwrap();
    assert_eq!(v["term"], "bredouille");
    assert!(v["rules"]
        .as_array()
        .unwrap()
        .iter()
        .any(|r| r["id"] == "mark.bredouille"));
}

#[test]
fn a_miss_suggests_the_nearest_name() {
    let out = run(Some("bredouile"), Form::Text);
    assert_eq!(out.code, 2);
    assert!(out.stdout.is_empty());
    snapshot("rules__unknown-term", &out.stderr);
    let out = run(Some("jan.mezaes"), Form::Text);
    assert_eq!(out.code, 2);
    assert!(
        out.stderr.contains("did you mean `jan.mezeas`?"),
        "{}",
        out.stderr
    );
    let out = run(Some("bredou"), Form::Text);
    assert!(
        out.stderr
            .contains("terms that contain it: bredouille, grande bredouille"),
        "{}",
        out.stderr
    );
    let out = run(Some("jan.mezeas"), Form::Markdown);
    assert_eq!(out.code, 2);
}

#[test]
fn the_catalogue_and_the_glossary_are_listed() {
    let out = run(None, Form::Text);
    assert_eq!(out.code, 0);
    for e in RULES {
        assert!(
            out.stdout.contains(&format!("  {:<34} {}", e.id, e.title)),
            "{}",
            e.id
        );
    }
    let v: serde_json::Value = serde_json::from_str(&run(None, Form::Json).stdout).unwrap();
    assert_eq!(v.as_array().unwrap().len(), RULES.len());
    let g = rules(None, true, Form::Text, &src());
    for t in TERMS {
        assert!(g.stdout.contains(&format!("{}\n", t.term)), "{}", t.term);
    }
}

/// The subcommand is wired in the binary; outside a working copy a rule still shows what the
/// code knows of it.
#[test]
fn the_binary_answers() {
    let bin = env!("CARGO_BIN_EXE_tablier");
    let out = Command::new(bin)
        .args(["rules", "bredouille"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        run(Some("bredouille"), Form::Text).stdout
    );
    let out = Command::new(bin)
        .args(["rules", "bredouile"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let elsewhere = std::env::temp_dir();
    let out = Command::new(bin)
        .args(["rules", "jan.mezeas"])
        .current_dir(&elsewhere)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("4 points per means, 6 with a doublet, to the roller"),
        "{text}"
    );
}

/// The options section of `tablier rules RULE`.
fn options_of(rule: &str) -> String {
    let out = run(Some(rule), Form::Text);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let t = &out.stdout;
    let start = t.find("\noptions").expect("an options section");
    let end = t.find("\nreadings:").expect("the readings after it");
    t[start + 1..end].to_string()
}

#[test]
fn a_rule_shows_the_options_on_which_the_readings_differ() {
    let text = options_of("jan.mezeas");
    let options = text.as_str();
    assert!(
        options.contains("  mezeas: coin-held (default) | next-roll\n"),
        "{options}"
    );
    // each reading's value, from its profile
    assert!(options.contains("coin-held: "), "{options}");
    assert!(options.contains("next-roll: guiton-1822,"), "{options}");
    // Lepeintre's figure 7 holds under his value only
    assert!(
        options.contains(
            "lepeintre-1818/part1/1-iii-fig7-mezeas (a lepeintre-1818 scenario, profile\n      lepeintre-1818): confirmed under coin-held, failing under next-roll"
        ),
        "{options}"
    );
    snapshot("rules__jan.mezeas-options", options);
}

#[test]
fn a_backgammon_rule_runs_its_scenarios_again_under_each_value() {
    let text = options_of("bg.bear-off.french");
    let options = text.as_str();
    assert!(
        options.contains("  bear-off: english (default) | french | french-most\n"),
        "{options}"
    );
    assert!(
        options.contains("french: guiton-1822-backgammon, lepeintre-1818-gammon"),
        "{options}"
    );
    // Guiton's privilege is refused by his French rule: his example holds under it (and its
    // lenient variant), not under the English usage that allows it
    assert!(
        options.contains(
            "guiton-1822-backgammon/ch2-regles/privilege-first-example (a guiton-1822-backgammon\n      scenario, profile guiton-1822-backgammon): failing under english, confirmed under\n      french, confirmed under french-most"
        ),
        "{options}"
    );
    assert!(!options.contains("not run again"), "{options}");
    snapshot("rules__bg.bear-off.french-options", options);
}
