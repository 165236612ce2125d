//! An illegal play explained in words: the move at fault in the file's notation, what is
//! wrong with it and the rule's ID, as `tablier check` and the report show it (trictrac and
//! backgammon), snapshotted in `snapshots/`.

use std::path::Path;

mod common_snapshots;
use common_snapshots::snapshot;

use tablier::conformance::check;
use tablier::conformance::fail::failures;
use tablier::conformance::profile::resolve_profile;
use tablier::conformance::scenario::Status;

fn run(file: &str) -> tablier::conformance::scenario::Report {
    check::run_file(
        &Path::new("tests/illegal-plays").join(file),
        &resolve_profile,
        None,
    )
}

#[test]
fn a_play_off_the_dice_fails_naming_the_move_and_the_numbers() {
    let path = Path::new("tests/illegal-plays/off-the-dice.scn");
    let report = run("off-the-dice.scn");
    assert_eq!(report.status(), Status::Failing, "{}", report.render());
    let source = std::fs::read_to_string(path).expect("the fixture");
    let text: String = failures(&report, &source)
        .iter()
        .map(|f| f.render(&report, &source))
        .collect();
    assert!(
        text.contains("the moves go 1 and 2 where the throw is 6-2; A-B goes 1, which no number of the throw makes"),
        "{text}"
    );
    snapshot("illegal_plays__off_the_dice", &text);
}

#[test]
fn each_illegal_play_names_its_move_and_its_rule_in_words() {
    let report = run("explained.scn");
    assert_eq!(report.status(), Status::Confirmed, "{}", report.render());
    let text = report.render();
    assert!(
        text.contains(
            "engine illegal: H-N: a checker would rest on a flèche held by the opponent (move.no-opponent)"
        ),
        "{text}"
    );
    assert!(!text.contains("engine illegal: dice.roll"), "{text}");
    snapshot("illegal_plays__trictrac", &text);
}

#[test]
fn a_backgammon_play_is_explained_the_same_way() {
    let report = run("backgammon.scn");
    assert_eq!(report.status(), Status::Confirmed, "{}", report.render());
    let text = report.render();
    assert!(text.contains("engine illegal: 6-1: a checker may not land on point 1, which the opponent holds (bg.no-opponent-point)"), "{text}");
    snapshot("illegal_plays__backgammon", &text);
}
