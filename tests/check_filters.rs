//! `tablier check` kept to one work (`--work`), to the scenarios citing a rule (`--rule`), to
//! a scenario id or the start of ids; and `check --divergences`, each documented divergence in
//! text. Run in the working copy, with the built binary.

mod common_files;

use std::path::Path;
use std::process::{Command, Output};

fn tablier(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("TABLIER_ROOT")
        .output()
        .expect("the binary runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The scenario files under `scenarios/` whose text passes `keep`.
fn shipped(keep: &dyn Fn(&str) -> bool) -> usize {
    common_files::files_with_extension(Path::new("scenarios"), "scn")
        .iter()
        .filter(|f| keep(&std::fs::read_to_string(f).unwrap()))
        .count()
}

/// The sum of the `total` row of a check table.
fn total(o: &Output) -> usize {
    let out = text(&o.stdout);
    let line = out
        .lines()
        .find(|l| l.starts_with("total"))
        .unwrap_or_else(|| panic!("{out}{}", text(&o.stderr)));
    line.split_whitespace()
        .skip(1)
        .map(|c| c.parse::<usize>().unwrap())
        .sum()
}

#[test]
fn work_rule_and_id_keep_their_scenarios() {
    let o = tablier(&["check", "--work", "lepeintre-1818-gammon"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let of_work = shipped(&|t| t.contains("\n  work: lepeintre-1818-gammon\n"));
    assert_eq!(total(&o), of_work);
    assert!(text(&o.stdout)
        .lines()
        .nth(1)
        .unwrap()
        .starts_with("lepeintre-1818-gammon "));
    assert_eq!(
        text(&o.stdout).lines().count(),
        3,
        "one work, then the total"
    );

    // the front matter's rules line names it (as a whole ID: not jan.mezeas-like prefixes)
    let o = tablier(&["check", "--rule", "jan.mezeas"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let citing = shipped(&|t| {
        t.lines()
            .find(|l| l.starts_with("rules:"))
            .is_some_and(|l| l.split(['[', ']', ',']).any(|r| r.trim() == "jan.mezeas"))
    });
    assert!(citing > 1);
    assert_eq!(total(&o), citing);

    // both: the scenarios of the work citing the rule
    let o = tablier(&["check", "--work", "modern", "--rule", "jan.mezeas"]);
    assert!(o.status.success());
    assert!(total(&o) >= 1 && total(&o) < citing, "{}", text(&o.stdout));

    // an id, its .scn, a folder of ids, the start of ids
    for (arg, n) in [
        ("modern/bredouille", 1),
        ("modern/bredouille.scn", 1),
        (
            "lepeintre-1818/part1/1-iii-fig7",
            shipped(&|t| t.contains("id: lepeintre-1818/part1/1-iii-fig7")),
        ),
        ("soumille-1738", 3),
    ] {
        let o = tablier(&["check", arg]);
        assert!(o.status.success(), "{arg}: {}", text(&o.stderr));
        assert_eq!(total(&o), n, "{arg}");
    }
}

#[test]
fn a_filter_keeping_nothing_is_an_error_naming_what_there_is() {
    let o = tablier(&["check", "--work", "lepeintre-1881"]);
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(
        err.contains("no scenario of the work `lepeintre-1881`"),
        "{err}"
    );
    assert!(err.contains("did you mean `lepeintre-1818`?"), "{err}");
    let o = tablier(&["check", "--rule", "jan.mezeaz"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("did you mean `jan.mezeas`?"),
        "{}",
        text(&o.stderr)
    );
    // a rule no scenario of the work cites
    let o = tablier(&["check", "--work", "soumille-1738", "--rule", "jan.mezeas"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr)
            .contains("no scenario of the work `soumille-1738` citing the rule `jan.mezeas`"),
        "{}",
        text(&o.stderr)
    );
}

#[test]
fn a_path_found_nowhere_is_json_with_json() {
    let o = tablier(&["check", "--json", "nosuch.scn"]);
    assert_eq!(o.status.code(), Some(2));
    let v: serde_json::Value = serde_json::from_str(&text(&o.stdout)).unwrap();
    assert_eq!(v["error"]["code"], "read");
    let msg = v["error"]["message"].as_str().unwrap();
    assert!(
        msg.starts_with("no such file or folder: nosuch.scn (looked in "),
        "{msg}"
    );
    let o = tablier(&["check", "--format", "github", "--work", "nosuch"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stdout).starts_with("::error title=read::no scenario of the work `nosuch`"),
        "{}",
        text(&o.stdout)
    );
}

#[test]
fn divergences_are_listed_each_at_its_line_with_the_authors_claim_and_the_reason() {
    let o = tablier(&["check", "--divergences"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    let heads: Vec<&str> = out.lines().filter(|l| !l.starts_with(' ')).collect();
    let (entries, last) = heads.split_at(heads.len() - 1);
    let lines_written = common_files::files_with_extension(Path::new("scenarios"), "scn")
        .iter()
        .map(|f| {
            std::fs::read_to_string(f)
                .unwrap()
                .lines()
                .filter(|l| {
                    let l = l.trim_start();
                    l.starts_with("divergence text") || l.starts_with("acknowledge ")
                })
                .count()
        })
        .sum::<usize>();
    assert_eq!(entries.len(), lines_written, "{out}");
    assert!(
        last[0].starts_with(&format!("{lines_written} divergences in ")),
        "{}",
        last[0]
    );
    // each entry: file:line of the expectation, its locator; then the author's words as the
    // file quotes them, the corrected claim, and the reason
    let mut rest = out.lines();
    while let Some(head) = rest.next() {
        if !head.contains(".scn:") {
            break;
        }
        let (file, after) = head.split_once(".scn:").unwrap();
        let (line, locator) = after.split_once(": ").unwrap();
        assert!(!locator.is_empty(), "{head}");
        let source = std::fs::read_to_string(format!("{file}.scn")).unwrap();
        let line: usize = line.parse().unwrap();
        let author = rest.next().unwrap().strip_prefix("  the author: ").unwrap();
        // an advice the counts refute keeps the author's claim and states the counts
        let advice = rest.next().unwrap().starts_with("  the counts: ");
        let reason = rest.next().unwrap().strip_prefix("  reason:     ").unwrap();
        // (a tournament's acknowledgement comes after its `recorded` lines)
        let stated = source.lines().skip(line - 1).take(6).any(|l| {
            if advice {
                l.trim_start().starts_with("acknowledge ")
                    && l.contains(&format!("reason \"{reason}\""))
            } else {
                l.contains(&format!("divergence text \"{author}\" reason \"{reason}\""))
            }
        });
        assert!(stated, "{head}: {author} / {reason}");
        assert!(
            source.contains(&format!("locator: {locator}")) || source.contains(locator),
            "{head}"
        );
    }
    let o = tablier(&["check", "--divergences", "soumille-1738"]);
    assert!(
        text(&o.stdout).ends_with("\n3 divergences in 3 scenarios\n"),
        "{}",
        text(&o.stdout)
    );
}
