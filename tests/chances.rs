//! `tablier chances`: the chance tables the treatises count by hand (`chances.count`).

mod oracle;

use tablier::cli;
use tablier::engine::trictrac::chances::ChanceTable;
use tablier::engine::{
    trictrac::{Jan, Rules},
    Color,
};

/// Lepeintre 2e partie §V, fig. 20 as completed in the scenario: Black's throw hits White's
/// blots on D, E, F only à faux (White's grand jan is full), by 10, 15 and 21 chances.
const FIG20: &str = "lepeintre white=A: white D E F G2 H2 I2 J2 K2 L2; black Y3 R2 Q2 P2 O2 N2 M2";

#[test]
fn lepeintre_fig20_hits_a_faux_by_21_15_and_10_chances() {
    let out = cli::chances(FIG20, Color::Black, true, &Rules::default());
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["roller"], "black");
    let faux = v["jans"]
        .as_array()
        .unwrap()
        .iter()
        .find(|j| j["rule"] == "jan.battre.faux.petit")
        .expect("hits à faux");
    assert_eq!(faux["to"], "white");
    assert_eq!(faux["chances"], 21);
    assert_eq!(faux["by_sum"], 21);
    // in Lepeintre's letters, as the position is written: F6, F5, F4 are F, E, D
    assert_eq!(faux["at"]["F"], 21);
    assert_eq!(faux["at"]["E"], 15);
    assert_eq!(faux["at"]["D"], 10);
}

#[test]
fn the_text_table_names_each_jan_and_its_fleches() {
    let out = cli::chances(FIG20, Color::Black, false, &Rules::default());
    assert_eq!(out.code, 0);
    assert!(out.stdout.starts_with("black to roll"), "{}", out.stdout);
    let line = out
        .stdout
        .lines()
        .find(|l| l.contains("jan.battre.faux.petit"))
        .expect("a line for the hits à faux");
    assert!(line.contains("white") && line.contains("21"), "{line}");
    assert!(out.stdout.contains("at D"), "{}", out.stdout);
}

#[test]
fn the_table_is_the_oracle_table() {
    let pos = cli::position_arg(FIG20, Color::Black).unwrap();
    for roller in Color::ALL {
        let table = ChanceTable::of(&pos, roller, &Rules::default());
        assert_eq!(table, oracle::chance_table(&pos, roller, &Rules::default()));
        // every chance gives Black's full grand jan kept, or nothing to keep it
        if roller == Color::Black {
            assert_eq!(table.get(Jan::ConserveGrand).chances, 36);
        }
    }
}

#[test]
fn a_bad_position_is_invalid_input() {
    let out = cli::chances("nonsense", Color::White, false, &Rules::default());
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("position"), "{}", out.stderr);
}
