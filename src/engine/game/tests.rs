//! The game's transitions on small positions.

use super::{Game, ReleveEnd, StatedMarks};
use crate::engine::sided::COIN;
use crate::engine::{parse_position, Color, Jan, Mezeas, Roll, Rules, Setup};

fn board(text: &str) -> Setup {
    parse_position(text).expect("position")
}

fn roll(a: u8, b: u8) -> Roll {
    Roll::new(a, b).expect("dice")
}

/// White bears off his last checker with 2-1.
fn last_checker(rules: &Rules) -> Game<'_> {
    let mut g = Game::at(board("lepeintre white=A: white Y; black A15"), rules);
    g.state_marks(&StatedMarks {
        points: Some([4, 2]),
        ..StatedMarks::default()
    });
    g.roll(Color::White, roll(2, 1)).expect("legal");
    g.play_legal(0).expect("a play");
    g
}

#[test]
fn a_sortie_ends_the_releve_and_the_first_out_throws_first() {
    let rules = Rules::default();
    let mut g = last_checker(&rules);
    let closed = g.close().expect("a roll");
    assert_eq!(closed.end, Some(ReleveEnd::Sortie { swaps: false }));
    assert_eq!(g.to_play(), Some(Color::White));
    assert_eq!(g.board(), &Setup::opening());
    assert_eq!(g.roll_number(Color::Black), Some(1));
}

#[test]
fn after_a_sortie_the_players_may_change_colours() {
    let rules = Rules {
        sortie_swaps_colours: true,
        ..Rules::default()
    };
    let mut g = last_checker(&rules);
    let before = g.marked().expect("a roll").marks;
    g.close();
    // the one who bore off throws first, under the other colour, with his own marks
    assert_eq!(g.to_play(), Some(Color::Black));
    assert_eq!(g.marks(), before.swapped());
}

#[test]
fn pour_tout_throws_the_same_dice_again_from_the_talon() {
    let rules = Rules::default();
    let mut g = last_checker(&rules);
    assert!(g.pour_tout().expect("a roll").is_some());
    let t = g.turn().expect("the throw again");
    assert_eq!((t.color(), t.roll()), (Color::White, roll(2, 1)));
    assert_eq!(
        t.position().setup().counts(Color::White),
        Setup::opening().counts(Color::White)
    );
    // only the throw that bore off the last checker is played pour tout
    assert!(g.pour_tout().expect("a roll").is_none());
}

#[test]
fn the_coin_just_taken_is_known_at_the_next_roll() {
    let rules = Rules {
        mezeas: Mezeas::NextRoll,
        ..Rules::default()
    };
    let mut g = Game::at(board("lepeintre white=A: white A13 F G; black Y15"), &rules);
    let t = g.roll(Color::White, roll(6, 5)).expect("legal");
    let take = t
        .plays()
        .plays
        .iter()
        .position(|p| p.result().me[COIN] == 2)
        .expect("the coin can be taken");
    g.play_legal(take).expect("a play");
    g.roll(Color::Black, roll(2, 3)).expect("legal");
    g.play_legal(0).expect("a play");
    let t = g.roll(Color::White, roll(2, 1)).expect("legal");
    assert!(t.score().jans.iter().any(|j| j.jan == Jan::Mezeas));
    // the same board with the coin not just taken: no mézéas in this reading
    let mut g = Game::at(board("lepeintre white=A: white A13 L2; black Y15"), &rules);
    let t = g.roll(Color::White, roll(2, 1)).expect("legal");
    assert!(!t.score().jans.iter().any(|j| j.jan == Jan::Mezeas));
}

#[test]
fn going_away_ends_the_releve_and_a_new_position_starts_from_zero() {
    let rules = Rules::default();
    // White fills his petit jan three ways: 12 points alone, two trous
    let fill = board("lepeintre white=A: white A4 B2 C3 D3 E2 F; black Y15");
    let mut g = Game::at(fill.clone(), &rules);
    g.roll(Color::White, roll(3, 2)).expect("legal");
    assert!(g.marked().expect("a roll").may_go);
    g.go().expect("a roll");
    let closed = g.close().expect("a roll");
    assert_eq!(closed.end, Some(ReleveEnd::Went));
    assert_eq!(g.marks().trous, [2, 0]);
    assert_eq!(g.board(), &Setup::opening());
    g.set_up(fill);
    assert_eq!(g.marks().trous, [0, 0]);
}

#[test]
fn a_transition_out_of_turn_is_an_error_not_a_panic() {
    let rules = Rules::default();
    let mut g = Game::at(Setup::opening(), &rules);
    assert!(g.go().is_err());
    assert!(g.accept().is_err());
    assert!(g.play_legal(0).is_err());
    g.roll(Color::White, roll(6, 5)).expect("legal");
    assert!(g.accept().is_err());
    assert!(g.play_legal(999).is_err());
    assert!(g.declare(Color::Black, 2, Some(1), false, false).is_err());
    assert!(g.correct(Setup::opening()).is_err());
}

/// White, holding 10, bears off his last checker with 2-1 (4 for the sortie: a trou and 2
/// over) and plays pour tout, having marked `declared` for it (`None`: nothing said).
fn pour_tout_on_a_trou(rules: &Rules, declared: Option<u32>) -> Game<'_> {
    let mut g = Game::at(board("lepeintre white=A: white Y; black A15"), rules);
    g.state_marks(&StatedMarks {
        points: Some([10, 2]),
        ..StatedMarks::default()
    });
    g.roll(Color::White, roll(2, 1)).expect("legal");
    g.play_legal(0).expect("a play");
    if let Some(n) = declared {
        g.declare(Color::White, n, None, false, false)
            .expect("a roll");
    }
    assert!(g.pour_tout().expect("a roll").is_some());
    g
}

#[test]
fn playing_pour_tout_binds_to_play_unless_the_choice_is_kept() {
    // Lepeintre r.74: the throw said pour tout is to be played, even where the sortie's trou
    // would let him go
    let lepeintre = Rules {
        go_after_sortie: true,
        ..Rules::default()
    };
    let mut g = pour_tout_on_a_trou(&lepeintre, None);
    assert!(!g.marked().expect("the throw again").may_go);
    g.go().expect("a roll");
    assert!(!g.marked().expect("the throw again").went);
    // Guiton ch. VII: he may still go on it, seeing the throw
    let guiton = Rules {
        go_after_sortie: true,
        go_after_pour_tout: true,
        ..Rules::default()
    };
    let mut g = pour_tout_on_a_trou(&guiton, None);
    assert!(g.marked().expect("the throw again").may_go);
    g.go().expect("a roll");
    let closed = g.close().expect("a roll");
    assert_eq!(closed.end, Some(ReleveEnd::Went));
    // the trou kept, the 2 over given up, White to throw first from both talons
    assert_eq!((g.marks().trous, g.marks().points), ([1, 0], [0, 0]));
    assert_eq!(g.to_play(), Some(Color::White));
    assert_eq!(g.board(), &Setup::opening());
    // not once he has marked the points over the trou (ch. V), nor where the sortie's trou
    // never lets one go
    let g = pour_tout_on_a_trou(&guiton, Some(4));
    assert!(!g.marked().expect("the throw again").may_go);
    let no_sortie_going = Rules {
        go_after_pour_tout: true,
        ..Rules::default()
    };
    let g = pour_tout_on_a_trou(&no_sortie_going, None);
    assert!(!g.marked().expect("the throw again").may_go);
}

#[test]
fn the_throw_played_pour_tout_is_the_choice_to_stay() {
    let guiton = Rules {
        go_after_sortie: true,
        go_after_pour_tout: true,
        ..Rules::default()
    };
    let mut g = pour_tout_on_a_trou(&guiton, None);
    g.play_legal(0).expect("a play");
    g.go().expect("a roll");
    assert!(!g.marked().expect("the throw again").went);
}
