//! The commands answer in the notation the position (or the scenario) was written in, or the
//! one `--notation` names: one notation per output, never Lepeintre's letters in and F-numbers
//! out.

use std::process::Command;

/// Runs `tablier ARGS` from the repository; (exit code, stdout, stderr).
fn tablier(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tablier"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn ok(args: &[&str]) -> String {
    let (code, out, err) = tablier(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    out
}

const OPENING: &str = "lepeintre white=A: white A15; black Y15";
/// Lepeintre 1re §II: White's 6-5 hits blots and the coin (M) with G and H.
const COIN: &str = "lepeintre white=A: white A9 D E G H L2; black Y7 X V U T S R Q P";
/// Lepeintre 2e §V, fig. 20: Black's throw hits D, E, F à faux.
const FIG20: &str = "lepeintre white=A: white D E F G2 H2 I2 J2 K2 L2; black Y3 R2 Q2 P2 O2 N2 M2";

/// No F-number (`F7`) anywhere in `text`.
fn no_f_numbers(text: &str) {
    let bad = text
        .split(|c: char| !c.is_alphanumeric())
        .find(|w| w.len() > 1 && w.starts_with('F') && w[1..].chars().all(|c| c.is_ascii_digit()));
    assert_eq!(bad, None, "an F-number in:\n{text}");
}

#[test]
fn moves_in_lepeintre_s_letters_come_back_in_his_letters() {
    let out = ok(&["moves", OPENING, "6-5"]);
    assert_eq!(
        out,
        "white 6-5: 1 distinct play\n  A-G A-F  → lepeintre white=A: white A13 F G; black Y15\n"
    );
    assert!(out.contains("A-G A-F"));
}

#[test]
fn moves_in_two_notations() {
    let bn = ok(&["moves", OPENING, "6-5", "--notation", "bn"]);
    assert!(
        bn.contains("  B1-B7 B1-B6  → bn: white B1x13 B6 B7; black N1x15"),
        "{bn}"
    );
    let canonical = ok(&["moves", "opening", "6-5"]);
    assert!(
        canonical.contains("  1-7 1-6  → 13,0,0,0,0,1,1,0,"),
        "{canonical}"
    );
    let json = ok(&["moves", OPENING, "6-5", "--json", "--notation", "fleche"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["notation"], "fleche");
    assert_eq!(
        v["plays"][0]["moves"],
        serde_json::json!(["F1-F7", "F1-F6"])
    );
    assert_eq!(
        v["plays"][0]["position"],
        "fleche: white F1x13 F6 F7; black F24x15"
    );
    // Black seen from his own side in the `side` notation
    let side = ok(&[
        "moves",
        OPENING,
        "6-5",
        "--side",
        "black",
        "--notation",
        "side",
    ]);
    assert!(
        side.contains("  T-6 T-5  → side: white Tx15; black Tx13 5 6"),
        "{side}"
    );
}

#[test]
fn score_and_its_explanation_in_two_notations() {
    let text = ok(&["score", COIN, "6-5", "--explain"]);
    no_f_numbers(&text);
    assert!(
        text.contains(
            "  white +4 by battre le coin de l'adversaire (jan.battre.coin) at M: 1 means"
        ),
        "{text}"
    );
    assert!(
        text.contains("    - by both numbers at once from G and H onto M"),
        "{text}"
    );
    assert!(
        text.contains("    - by the sum from E through K onto P"),
        "{text}"
    );

    let fleche = ok(&["score", COIN, "6-5", "--explain", "--notation", "fleche"]);
    assert!(fleche.contains("(jan.battre.coin) at F13"), "{fleche}");
    assert!(fleche.contains("from F7 and F8 onto F13"), "{fleche}");
    assert!(!fleche.contains(" at M"), "{fleche}");

    let json = ok(&["score", COIN, "6-5", "--json"]);
    no_f_numbers(&json);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["notation"], "lepeintre white=A");
    let coin = v["jans"]
        .as_array()
        .unwrap()
        .iter()
        .find(|j| j["rule"] == "jan.battre.coin")
        .unwrap();
    assert_eq!(coin["at"], "M");
    assert_eq!(coin["detail"][0]["from"], "G");
    assert_eq!(
        coin["detail"][0]["text"],
        "by both numbers at once from G and H onto M"
    );
    let json = ok(&["score", COIN, "6-5", "--json", "--notation", "bn"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["notation"], "bn");
    assert!(json.contains("\"at\":\"N12\""), "{json}");
}

#[test]
fn chances_in_two_notations() {
    let text = ok(&["chances", FIG20, "--side", "black"]);
    no_f_numbers(&text);
    assert!(
        text.contains("    at D ") && text.contains("    at F "),
        "{text}"
    );
    let bn = ok(&["chances", FIG20, "--side", "black", "--notation", "bn"]);
    assert!(bn.contains("    at B4 ") && !bn.contains("at D"), "{bn}");
    let json = ok(&[
        "chances",
        FIG20,
        "--side",
        "black",
        "--json",
        "--notation",
        "bn",
    ]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["notation"], "bn");
    let faux = v["jans"]
        .as_array()
        .unwrap()
        .iter()
        .find(|j| j["rule"] == "jan.battre.faux.petit")
        .unwrap();
    assert_eq!(faux["at"]["B6"], 21);
}

#[test]
fn replay_names_each_fleche_in_one_notation() {
    // Lepeintre fig. 6: its claims say `at N`; the engine's trace said `at F14`
    let file = "scenarios/lepeintre-1818/part1/1-ii-fig6-every-blot-hit.scn";
    let own = ok(&["replay", file]);
    no_f_numbers(&own);
    assert!(own.contains("(3 means) at N;"), "{own}");
    assert!(own.contains("claim Lepeintre says white +6 by hit à vrai in the table du grand jan (jan.battre.vrai.grand) (3 means) at N;"));
    let fleche = ok(&["replay", file, "--notation", "fleche"]);
    assert!(fleche.contains("(3 means) at F14;"), "{fleche}");
    assert!(
        fleche.contains("claim Lepeintre says white +6 by hit à vrai in the table du grand jan (jan.battre.vrai.grand) (3 means) at F14;"),
        "{fleche}"
    );
    assert!(!fleche.contains(" at N"), "{fleche}");
    // a file in the `side` notation, shown in Lepeintre's letters
    let side = "scenarios/guiton-1822/laws/fig3-ecole-impossible.scn";
    let own = ok(&["replay", side]);
    assert!(
        own.contains("(jan.battre.vrai.petit) (1 means) at oT;"),
        "{own}"
    );
    let letters = ok(&["replay", side, "--notation", "lepeintre"]);
    assert!(
        letters.contains("(jan.battre.vrai.petit) (1 means) at Y;"),
        "{letters}"
    );
    assert!(!letters.contains(" at o"), "{letters}");
}

#[test]
fn an_unknown_notation_is_one_error() {
    let (code, out, err) = tablier(&["moves", OPENING, "6-5", "--notation", "lepientre"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("did you mean `lepeintre`?"), "{err}");
}
