//! The going policies on hand-made positions.

use super::*;
use crate::engine::trictrac::game::StatedMarks;
use crate::engine::trictrac::selfplay::players::tests::white;
use crate::engine::trictrac::selfplay::players::{Composed, PlayPolicy, Player, RandomPlays};
use crate::engine::{
    trictrac::{Rules, Setup},
    Roll,
};

/// A game on `board`, the marks as stated, White throwing `roll`.
fn thrown<'r>(board: &Setup, points: [u32; 2], roll: (u8, u8), rules: &'r Rules) -> Game<'r> {
    let mut game = Game::at(board.clone(), rules);
    game.state_marks(&StatedMarks {
        points: Some(points),
        ..StatedMarks::default()
    });
    game.roll(Color::White, Roll::new(roll.0, roll.1).unwrap())
        .unwrap();
    game
}

/// White's fifteen on his talon, one black checker alone on F7; White holds 10 points and
/// throws 6-6. His sixes hit F7 (one means, a doublet in the grand jan's table: 4 points) and
/// neither can be played (F7 is taken, nothing else moves): Black marks 4 par impuissance.
/// White reaches 14: a trou of his own points, which lets him go, 2 points over it.
fn sonnez_for_the_trou(rules: &Rules) -> Game<'_> {
    thrown(&white(&[], &[(7, 1)]), [10, 0], (6, 6), rules)
}

fn choice(index: usize, future36: i32) -> Option<Choice> {
    Some(Choice {
        index,
        future36: Some(future36),
    })
}

#[test]
fn always_go_and_always_stay() {
    let rules = Rules::default();
    let game = sonnez_for_the_trou(&rules);
    assert!(game.marked().unwrap().may_go);
    let mut rng = fastrand::Rng::with_seed(1);
    assert!(Going::Go.goes(&game, None, &mut rng));
    assert!(!Going::Stay.goes(&game, None, &mut rng));
    let went = (0..200)
        .filter(|_| Going::Random.goes(&game, None, &mut rng))
        .count();
    assert!(went > 50 && went < 150, "{went}");
}

/// Staying keeps the 2 points over the trou but lets Black mark his 4 of the throw; going
/// gives up both: staying is worth 2 − 4 = −2 points (−72 in 36ths) before the play's value.
#[test]
fn the_expected_value_weighs_the_marks_and_the_play() {
    let rules = Rules::default();
    let game = sonnez_for_the_trou(&rules);
    assert_eq!(stay_gain36(&game, 0), -72);
    let mut rng = fastrand::Rng::with_seed(1);
    assert!(!Going::Ev.goes(&game, choice(0, 73), &mut rng));
    // a tie goes
    assert!(Going::Ev.goes(&game, choice(0, 72), &mut rng));
    assert!(Going::Ev.goes(&game, choice(0, -5), &mut rng));
}

#[test]
fn the_marks_are_worth_twelve_a_trou_and_their_points() {
    let m = Marks::with([4, 10], [3, 1], None);
    assert_eq!(worth(&m, Color::White), 36 + 4 - 12 - 10);
    assert_eq!(worth(&m, Color::Black), -18);
}

/// White's plein G..L and three surplus checkers on B, E and F: 10 + 7 + 6 = 23 points to
/// play. Whatever he plays of 1-1 stays inside the jan (the plein kept): 21 left, he stays;
/// of 2-1, 20 left: he goes.
#[test]
fn twenty_one_points_to_play_make_a_stay() {
    let rules = Rules::default();
    let mut me = vec![(2, 1), (5, 1), (6, 1)];
    me.extend((7..=12).map(|f| (f, 2)));
    let board = white(&me, &[]);
    for (roll, goes) in [((1, 1), false), ((2, 1), true)] {
        let game = thrown(&board, [0, 0], roll, &rules);
        let n = game.turn().unwrap().plays().plays.len();
        assert!(n > 1, "{roll:?}");
        let mut rng = fastrand::Rng::with_seed(1);
        for i in 0..n {
            let after = after_play(&game, i).unwrap();
            let expected = if goes { 20 } else { 21 };
            assert_eq!(points_to_play(&after), expected, "{roll:?} play {i}");
            assert_eq!(
                Going::Points(TWENTY_ONE).goes(&game, choice(i, 0), &mut rng),
                goes,
                "{roll:?} play {i}"
            );
        }
    }
}

/// The same board under other figures: `points:N` stays when the play leaves N or more, so
/// of 1-1 (21 left) `points:22` and the stricter `points:26` go where `points:21` stays, and of
/// 2-1 (20 left) `points:20` stays where `points:21` goes.
#[test]
fn points_to_play_make_a_stay_at_any_figure() {
    let rules = Rules::default();
    let mut me = vec![(2, 1), (5, 1), (6, 1)];
    me.extend((7..=12).map(|f| (f, 2)));
    let board = white(&me, &[]);
    let mut rng = fastrand::Rng::with_seed(1);
    for (roll, n, goes) in [
        ((1, 1), 21, false),
        ((1, 1), 22, true),
        ((1, 1), 26, true),
        ((2, 1), 20, false),
        ((2, 1), 21, true),
    ] {
        let game = thrown(&board, [0, 0], roll, &rules);
        assert_eq!(
            Going::Points(n).goes(&game, choice(0, 0), &mut rng),
            goes,
            "{roll:?} points:{n}"
        );
    }
    assert_eq!(Going::named("21"), Some(Going::Points(21)));
    assert_eq!(Going::named("points:26"), Some(Going::Points(26)));
    assert_eq!(Going::Points(26).name(), "points:26");
}

/// A player who looks at his play to decide makes that same play when he stays, without
/// drawing again.
#[test]
fn the_play_seen_when_staying_is_the_play_made() {
    let rules = Rules::default();
    let game = thrown(&white(&[], &[]), [0, 0], (3, 1), &rules);
    let mut player = Composed::new(Box::new(RandomPlays), Going::Points(TWENTY_ONE));
    assert_eq!(player.name(), "random+points:21");
    for seed in 0..20 {
        let mut alone = fastrand::Rng::with_seed(seed);
        let expected = RandomPlays.choose(&game, &mut alone).index;
        let mut rng = fastrand::Rng::with_seed(seed);
        // the full talon: 135 points to play
        assert!(!player.goes(&game, &mut rng));
        assert_eq!(player.choose_play(&game, &mut rng), expected);
        assert_eq!(rng.u64(..), alone.u64(..), "choose_play drew again");
    }
    // a game that ends on the roll he stayed on leaves nothing for the next game
    let mut rng = fastrand::Rng::with_seed(9);
    assert!(!player.goes(&game, &mut rng));
    assert!(player.pending.is_some());
    player.new_game();
    assert!(player.pending.is_none());
    // going, nothing is kept for the next roll
    let mut goer = Composed::new(Box::new(RandomPlays), Going::Go);
    assert!(goer.goes(&game, &mut rng));
    assert!(goer.pending.is_none());
}
