//! Alternative rolls (docs/scenario-format.md, "Rolls that follow and alternative rolls"): a
//! roll with neither `play` nor `go` is another throw on the same position, scored from the
//! same marks, never after the roll before it.

use std::path::Path;

use tablier::conformance::check;
use tablier::conformance::profile::resolve_profile;
use tablier::conformance::scenario::{Frame, Report, Status};
use tablier::engine::trictrac::marking::Marks;
use tablier::engine::Color;

fn run(path: &str) -> Report {
    check::run_file(Path::new(path), &resolve_profile, None)
}

/// The marks before and after the roll of `line`.
fn marks_at(r: &Report, line: usize) -> (Marks, Marks) {
    let f: &Frame = r
        .frames
        .iter()
        .find(|f| f.line == line && f.roll.is_some())
        .unwrap_or_else(|| panic!("no roll on line {line}:\n{}", r.render()));
    f.game.marks.expect("a roll closed has its marks")
}

fn shown(m: &Marks) -> String {
    let w = Color::White;
    let b = Color::Black;
    format!(
        "white {} points {} trous, black {} points {} trous, bredouille {:?}",
        m.points(w),
        m.trous(w),
        m.points(b),
        m.trous(b),
        m.who_bredouille()
    )
}

#[test]
fn lepeintre_s_quines_are_scored_from_the_marks_of_his_six_five() {
    // 1re partie §II, fig. 5: Kermadeuc has 2 points left, en bredouille, when he throws 6-5
    // (20 points: 22, two trous en bredouille, 10 left); "had he thrown quines" he would not
    // have beaten the coin. Both throws start from those 2 points.
    let r = run("scenarios/lepeintre-1818/part1/1-ii-six-five-twenty.scn");
    assert_eq!(r.status(), Status::Confirmed, "{}", r.render());
    let [six_five, quines] = [0, 1].map(|i| &r.frames[i]);
    assert_eq!(six_five.roll.map(|d| d.to_string()).as_deref(), Some("6-5"));
    assert_eq!(quines.roll.map(|d| d.to_string()).as_deref(), Some("5-5"));
    let (six_five_before, six_five_after) = marks_at(&r, six_five.line);
    let (quines_before, _) = marks_at(&r, quines.line);
    let two_en_bredouille =
        "white 2 points 0 trous, black 0 points 0 trous, bredouille Some(White)";
    assert_eq!(shown(&six_five_before), two_en_bredouille);
    assert_eq!(
        shown(&six_five_after),
        "white 10 points 2 trous, black 0 points 0 trous, bredouille Some(White)"
    );
    assert_eq!(shown(&quines_before), two_en_bredouille);
    assert_eq!(quines.game.alternative_to, Some(six_five.line));
    let said = format!(
        "line {}: white 5-5 (instead of line {}: same position, same marks)",
        quines.line, six_five.line
    );
    assert!(r.render().contains(&said), "{}", r.render());
}

#[test]
fn a_played_roll_among_alternatives_is_thrown_from_the_same_state_and_followed() {
    // Guiton ch. I, "Battre les deux coins": 6-4 (4 points) and quines (6) are alternatives on
    // one position; then the 6-4 is thrown again and played from the talon, and Black's 4-2
    // follows it: it starts from that 6-4's 4 points alone (none of the alternatives' carried
    // into it) and scores 4 to Black.
    let r = run("scenarios/guiton-1822/vocabulary/battre-les-deux-coins.scn");
    assert_eq!(r.status(), Status::Confirmed, "{}", r.render());
    let start = shown(&marks_at(&r, 25).0);
    assert_eq!(shown(&marks_at(&r, 29).0), start);
    assert_eq!(shown(&marks_at(&r, 34).0), start);
    let (before, after) = marks_at(&r, 36);
    assert_eq!(
        shown(&before),
        "white 4 points 0 trous, black 0 points 0 trous, bredouille Some(White)"
    );
    assert_eq!(after.points(Color::Black), 4);
    let followed = r.frames.iter().find(|f| f.line == 36).expect("black's 4-2");
    assert_eq!(followed.game.alternative_to, None);
}
