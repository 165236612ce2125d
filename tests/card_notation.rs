//! One notation per output, and the rolls told as they went: a card of a lettered scenario
//! names flèches in the file's letters in the engine's column too, draws an alternative roll
//! from its position's own marks, and says when a side went away; `replay` shows each play in
//! the file's notation (or the one asked for) and each going or staying.

use std::fs;
use std::path::{Path, PathBuf};

use tablier::cli;

/// Writes the card of `id` into a fresh folder and returns its HTML.
fn card(id: &str) -> String {
    // one folder per call: two tests may draw the same card at once
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!(
        "tablier-card-{}-{call}-{}",
        std::process::id(),
        id.replace('/', "-")
    ));
    let _ = fs::remove_dir_all(&dir);
    let out =
        cli::corpus::report_only(&dir, id, &[PathBuf::from("corpus")], Path::new("scenarios"));
    assert_eq!(out.code, 0, "{}{}", out.stdout, out.stderr);
    let html = fs::read_to_string(dir.join("scenario").join(format!("{id}.html"))).unwrap();
    let _ = fs::remove_dir_all(&dir);
    html
}

/// Whether `text` holds an F-number (`F7`, `F23`).
fn has_f_number(text: &str) -> bool {
    text.as_bytes()
        .windows(2)
        .any(|w| w[0] == b'F' && w[1].is_ascii_digit())
}

/// The part of a card from the frame of `line` to the next frame.
fn frame(html: &str, line: usize) -> &str {
    let start = html
        .find(&format!("id=\"line-{line}\""))
        .unwrap_or_else(|| panic!("no frame of line {line}"));
    let rest = &html[start..];
    let end = rest[1..]
        .find("<section class=\"frame\"")
        .map_or(rest.len(), |e| e + 1);
    &rest[..end]
}

#[test]
fn a_lettered_card_names_every_fleche_in_its_letters() {
    // Lepeintre 1re §II, fig. 5: the 6-5 hits Q by the 5 from the coin L
    let html = card("lepeintre-1818/part1/1-ii-six-five-twenty");
    assert!(!has_f_number(&html), "an F-number on a lettered card");
    assert!(html.contains("by hit à vrai in the table du grand jan (<code>jan.battre.vrai.grand</code>) at Q, 1 means"));
    assert!(html.contains("by the 5 from L onto Q"));
}

#[test]
fn the_card_draws_an_alternative_from_its_position_s_marks() {
    // the quines are Lepeintre's "had he thrown": from the 2 points White had before the 6-5
    let html = card("lepeintre-1818/part1/1-ii-six-five-twenty");
    let quines = frame(&html, 41);
    assert!(quines.contains("white throws 5-5"), "{quines}");
    assert!(
        quines.contains("An alternative to <a href=\"#line-28\">line 28</a>"),
        "{quines}"
    );
    assert!(
        quines.contains("<th title=\"on the jetons; 12 make a trou\">points</th><td>2 → "),
        "{quines}"
    );
    assert!(
        !frame(&html, 28).contains("An alternative"),
        "the first roll is no alternative"
    );
}

#[test]
fn the_card_says_a_side_went_away() {
    // Lepeintre 1re §I: Kermadeuc goes away after his carmes
    let html = card("lepeintre-1818/part1/1-i-go-away-and-next-releve");
    assert!(frame(&html, 27).contains("<b>White goes away</b> (s'en aller)"));
    assert!(!frame(&html, 36).contains("goes away"));
}

#[test]
fn replay_shows_each_play_and_each_going() {
    let file = Path::new("scenarios/lepeintre-1818/part1/1-i-go-away-and-next-releve.scn");
    let out = cli::replay(file);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains("bredouille none; he goes away"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout.contains("line 38: white plays A-G A-F"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout.contains("line 41: black plays Y-V Y-X"),
        "{}",
        out.stdout
    );
    // the plays in the notation asked for: A-G is F1-F7, Y-V is F24-F22 (no W in the letters)
    let fleche = cli::replay_in(file, Some(tablier::engine::trictrac::Notation::Fleche));
    assert!(
        fleche.stdout.contains("line 38: white plays F1-F7 F1-F6"),
        "{}",
        fleche.stdout
    );
    assert!(
        fleche
            .stdout
            .contains("line 41: black plays F24-F22 F24-F23"),
        "{}",
        fleche.stdout
    );
    // staying: Lepeintre 1re §I, the fill of the petit jan three ways gives Kermadeuc two trous
    // of his own throw, and he plays it (A-D-F) rather than going
    let stays = cli::replay(Path::new(
        "scenarios/lepeintre-1818/part1/1-i-fill-petit-jan-three-ways.scn",
    ));
    assert!(
        stays.stdout.contains("he may go away and stays"),
        "{}",
        stays.stdout
    );
}

#[test]
fn the_card_says_a_sortie_ends_the_releve() {
    // Guiton ch. III and VII: after the sortie each player changes colours
    let html = card("guiton-1822/laws/sortie-change-de-dames");
    assert!(
        html.contains(
            "bears off his last checker</b> (the sortie): the relevé ends, both talons are set \
             again, the players change colours,"
        ),
        "no sortie told"
    );
}
