//! Output for people: one of a thing is singular (`1 trou`, `1 distinct play`, `1 reading`),
//! `report`'s headings are words with their columns under them, and `chances` keeps its
//! columns aligned whatever the length of a jan's rule ID. Run with the built binary.

use std::process::Command;

fn tablier(args: &[&str]) -> (String, String, i32) {
    let o = Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("TABLIER_ROOT")
        .output()
        .expect("the binary runs");
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
        o.status.code().unwrap_or(-1),
    )
}

/// The column (in characters) where each whitespace-separated word of `line` ends.
fn ends(line: &str) -> Vec<usize> {
    let chars: Vec<char> = line.chars().collect();
    (0..chars.len())
        .filter(|&i| {
            !chars[i].is_whitespace() && chars.get(i + 1).is_none_or(|c| c.is_whitespace())
        })
        .map(|i| i + 1)
        .collect()
}

#[test]
fn one_is_singular() {
    let (out, _, code) = tablier(&["moves", "lepeintre white=A: white A15; black Y15", "6-5"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("white 6-5: 1 distinct play\n"), "{out}");
    let (out, _, _) = tablier(&["moves", "opening", "3-1"]);
    assert!(out.starts_with("white 3-1: 2 distinct plays\n"), "{out}");
    let (out, _, code) = tablier(&["replay", "guiton-1822/game/pavillon"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("white 0 points 1 trou, black 0 points 3 trous"),
        "{out}"
    );
    assert!(!out.contains(" 1 trous"), "{out}");
    let (out, _, code) = tablier(&["lint", "corpus/modern/reading.md"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("1 reading clean;"), "{out}");
    assert!(!out.contains("(s)"), "{out}");
}

#[test]
fn the_report_spells_its_headings_and_aligns_its_columns() {
    let (out, _, code) = tablier(&["report"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].contains(" claims ") && lines[0].contains(" rule IDs (of "),
        "{out}"
    );
    assert_eq!(
        lines[1].split_whitespace().collect::<Vec<_>>(),
        [
            "reading",
            "all",
            "confirmed",
            "divergent",
            "failing",
            "pending",
            "uncovered",
            "named",
            "confirmed",
            "or",
            "divergent"
        ]
    );
    for abbreviation in ["diverg.", "uncov.", "c/d/f"] {
        assert!(!out.contains(abbreviation), "{out}");
    }
    // each number ends where its heading ends ("or divergent" is one heading)
    let mut head = ends(lines[1]);
    head.remove(head.len() - 2);
    let rows: Vec<&&str> = lines[2..]
        .iter()
        .take_while(|l| !l.starts_with("claims:"))
        .collect();
    assert!(rows.len() >= 8, "{out}");
    for row in rows {
        assert_eq!(ends(row)[1..], head[1..], "{row}\n{}", lines[1]);
    }
    assert!(out.contains("\nclaims: "), "a legend: {out}");
}

#[test]
fn chances_columns_stay_aligned_past_a_long_rule_id() {
    let (out, _, code) = tablier(&[
        "chances",
        "lepeintre white=A: white D E F G2 H2 I2 J2 K2 L2; black Y3 R2 Q2 P2 O2 N2 M2",
        "--side",
        "black",
    ]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    let head = lines[1];
    let to = head.find(" to ").unwrap() + 1;
    let mut rows = 0;
    for l in &lines[2..] {
        if l.starts_with("  jan.") {
            rows += 1;
            // the side starts under `to`, the numbers end under their headings
            assert!(
                l[to..].starts_with("white") || l[to..].starts_with("black"),
                "{l}\n{head}"
            );
            // chances, by number, by sum, points
            let h = ends(head);
            assert_eq!(ends(l)[2..], [h[2], h[4], h[6], h[7]], "{l}\n{head}");
        }
    }
    assert!(out.contains("jan.battre.faux.petit"), "{out}");
    assert_eq!(rows, 2, "{out}");
}
