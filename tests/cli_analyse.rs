//! `tablier analyse`: each legal transcribed play set against every legal play of its roll by
//! the 1-ply evaluator, with the points given up, a mark, and the error rate per unforced play.
//! One roll is counted by hand below; the lesson game's table is a snapshot.

use std::fs;
use std::path::{Path, PathBuf};

use tablier::cli::analyse::analyse;
use tablier::conformance::analysis::{self, Mark, Thresholds, THRESHOLDS};
use tablier::conformance::check;
use tablier::conformance::profile::resolve_profile;
use tablier::engine::Color;

/// White throws 1-1 from his talon (15 on A); Black has 14 on his talon and one checker alone
/// on J (White's F10, in White's grand jan).
const ONE_ONE: &str = "---
id: test/one-one
description: Constructed - White throws 1-1 from his talon against a lone black checker on J.
source:
  work: lepeintre-1818
  edition: Paris, Guillaume, 1818
  locator: constructed
  figure: null
  page: null
via: null
rules: [jan.battre.vrai.grand]
profile: lepeintre-1818
flags: [constructed]
---
notation lepeintre white=A
white A15
black Y14 J
roll white 1-1
  play A-C
";

fn scratch(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tablier-analyse-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    fs::write(&p, text).unwrap();
    p
}

/// Counted by hand. 1-1 has two plays: (a) two checkers to B (a case), (b) one checker tout
/// d'une to C. Nothing scores now (J is nine away and more).
///
/// (a) Black's next throw: White has no checker alone, every number of Black plays from his
/// talon: nothing to either side. White's throw after it: J is hit from A by 9 (6-3, 5-4: four
/// chances) and from B by 8 (6-2, 5-3: four chances; 4-4: one), one means each, in the table of
/// the grand jan, 2 a means and 4 by the doublet: 16 + 4 = 20. Value +20/36.
///
/// (b) Black's throw: his checker on J hits White's C by 7 (6-1, 5-2, 4-3: six chances; no
/// doublet makes 7), in White's petit jan, 4 a means: 24 to Black. White's throw: J from A by 9
/// (6-3, 5-4: four) and from C by 7 (6-1, 5-2, 4-3: six), one means each at 2: 20. Value
/// 20 − 24 = −4/36.
///
/// Playing (b) gives up 24/36 = 0.67 point: doubtful (≥ 0.5), not bad (< 1).
#[test]
fn a_small_roll_counted_by_hand() {
    let path = scratch("one-one.scn", ONE_ONE);
    let report = check::run_file(&path, &resolve_profile, None);
    assert!(report.error.is_none(), "{:?}", report.error);
    let rules = resolve_profile("lepeintre-1818").unwrap();
    let a = analysis::analyse("test/one-one", &report, &rules);
    assert_eq!(a.rolls.len(), 1, "{a:?}");
    let r = &a.rolls[0];
    assert_eq!((r.roller, r.plays, r.forced), (Color::White, 2, false));
    assert_eq!((r.best.moves.as_str(), r.best.value36), ("A-B A-B", 20));
    assert_eq!((r.played.moves.as_str(), r.played.value36), ("A-B B-C", -4));
    assert_eq!((r.loss36, r.mark, r.rank), (24, Mark::Doubtful, 2));
    assert_eq!((r.near_best, r.equal_best), (1, 1));
    let t = a.tally(None);
    assert_eq!((t.unforced, t.errors(), t.loss36), (1, 1, 24));
    // the command prints the same figures
    let out = analyse(&[path]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let row = out
        .stdout
        .lines()
        .find(|l| l.starts_with("test/one-one"))
        .expect("the roll's row");
    let cells: Vec<&str> = row.split_whitespace().collect();
    assert_eq!(
        cells,
        [
            "test/one-one",
            "18",
            "white",
            "1-1",
            "2",
            "A-B",
            "A-B",
            "+0.56",
            "A-B",
            "B-C",
            "-0.11",
            "0.67",
            "doubtful"
        ]
    );
    assert!(
        out.stdout.contains("1/1 (100 %)"),
        "one error in one unforced play: {}",
        out.stdout
    );
}

/// The marks at their thresholds, and what the thresholds are.
#[test]
fn the_marks_start_at_their_thresholds() {
    let t = THRESHOLDS;
    assert_eq!(
        t,
        Thresholds {
            doubtful36: 18,
            bad36: 36,
            very_bad36: 72
        }
    );
    assert_eq!(Mark::of(17, &t), Mark::None);
    assert_eq!(Mark::of(18, &t), Mark::Doubtful);
    assert_eq!(Mark::of(35, &t), Mark::Doubtful);
    assert_eq!(Mark::of(36, &t), Mark::Bad);
    assert_eq!(Mark::of(71, &t), Mark::Bad);
    assert_eq!(Mark::of(72, &t), Mark::VeryBad);
    assert_eq!(Mark::of(0, &t), Mark::None);
}

/// The files of Lepeintre's lesson game, in the order of the story (the first two relevés).
fn lesson() -> Vec<PathBuf> {
    [
        "1-i-fig1-six-tables",
        "1-i-lesson-fill-keep-and-go",
        "1-ii-lesson-second-releve",
    ]
    .iter()
    .map(|f| Path::new("scenarios/lepeintre-1818/part1").join(format!("{f}.scn")))
    .collect()
}

/// The lesson game: a forced play is never marked, the values of one roll are those of its
/// plays, and the whole table is the snapshot `analyse__lepeintre-lesson`.
#[test]
fn the_lesson_game_is_analysed_roll_by_roll() {
    let out = analyse(&lesson());
    assert_eq!(out.code, 0, "{}", out.stderr);
    // the carmes through O to S is the only play of its roll (O may not be rested on)
    let carmes = out
        .stdout
        .lines()
        .find(|l| {
            l.starts_with("lepeintre-1818/part1/1-i-lesson-fill-keep-and-go") && l.contains(" 4-4 ")
        })
        .expect("the carmes");
    assert!(carmes.ends_with("forced"), "{carmes}");
    assert!(carmes.contains(" 1 K-O O-S "), "{carmes}");
    insta::with_settings!({snapshot_path => "../snapshots", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!("analyse__lepeintre-lesson", out.stdout);
    });
}

/// A backgammon scenario is not analysed, and says so; a file that does not read is an error.
#[test]
fn what_is_not_analysed_is_said() {
    let bg = Path::new("scenarios/modern-backgammon");
    let out = analyse(&[bg.to_path_buf()]);
    assert!(
        out.stderr
            .contains("is a backgammon scenario: not analysed"),
        "{}",
        out.stderr
    );
    let bad = scratch("bad.scn", "---\nid: x\n---\nroll white 9-9\n");
    let out = analyse(&[bad]);
    assert_eq!(out.code, 2, "{}", out.stdout);
    assert!(out.stderr.starts_with("error: "), "{}", out.stderr);
}

/// A play made after checkers were touched is passed over: the plays open to the roller are
/// then fewer than the throw's (`move.touched`), and the analysis would weigh plays he may not
/// make.
#[test]
fn a_play_after_touched_checkers_is_passed_over() {
    let out = analyse(&[PathBuf::from(
        "scenarios/guiton-1822/laws/sortie-touched-checker.scn",
    )]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout.contains("checkers touched before the play"),
        "{}",
        out.stdout
    );
}
