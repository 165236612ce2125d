//! The game's transitions on small positions.

use super::{Game, Refusal, ReleveEnd, StatedMarks};
use crate::engine::trictrac::sided::COIN;
use crate::engine::{
    trictrac::{parse_position, Jan, Mezeas, MoveError, Rules, Setup},
    Color, Roll,
};

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
    // the same board set up anew: a new position has no previous roll, so the coin taken
    // above no longer counts until it is stated again
    g.set_up(board("lepeintre white=A: white A13 L2; black Y15"));
    let t = g.roll(Color::White, roll(2, 1)).expect("legal");
    assert!(!t.score().jans.iter().any(|j| j.jan == Jan::Mezeas));
    g.set_up(board("lepeintre white=A: white A13 L2; black Y15"));
    g.set_coin_just_taken(Color::White);
    let t = g.roll(Color::White, roll(2, 1)).expect("legal");
    assert!(t.score().jans.iter().any(|j| j.jan == Jan::Mezeas));
    // a fresh game on that board: no mézéas in this reading
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

/// The plein made, spare checkers on E and G (Guiton ch. III, "Fausse case", 6 and 5): the
/// board before 6-5 and after the 5 played with E, leaving the 6 unplayable.
const SPARES: &str = "lepeintre white=A: white E G3 H2 I2 J2 K2 L3; black M2 N2 O2 P2 Q2 R2 S3";

#[test]
fn a_number_left_unplayed_is_put_right_with_another_checker() {
    let rules = Rules::default();
    let mut g = Game::at(board(SPARES), &rules);
    g.roll(Color::White, roll(6, 5)).expect("legal");
    let false_play =
        board("lepeintre white=A: white G3 H2 I2 J3 K2 L3; black M2 N2 O2 P2 Q2 R2 S3");
    assert_eq!(g.play(false_play), Ok(Err(MoveError::BothNumbers)));
    // E plays the 6 and the other spare checker, from G, the 5
    let right = board("lepeintre white=A: white G2 H2 I2 J2 K3 L4; black M2 N2 O2 P2 Q2 R2 S3");
    assert_eq!(g.correct(right), Ok(Ok(())));
}

#[test]
fn a_fausse_case_is_put_right_with_its_own_checkers_only() {
    let rules = Rules::default();
    // Lepeintre r.23: D and E put together on I by 5-1; nothing takes E there
    let start = "lepeintre white=A: white A11 D E L2; black Y9 X V2 U R Q";
    let mut g = Game::at(board(start), &rules);
    g.roll(Color::White, roll(5, 1)).expect("legal");
    let false_play = board("lepeintre white=A: white A11 I2 L2; black Y9 X V2 U R Q");
    assert_eq!(g.play(false_play), Ok(Err(MoveError::NotTheDice)));
    // two checkers from the talon instead: not the checkers the false play moved
    let others = board("lepeintre white=A: white A9 B D E F L2; black Y9 X V2 U R Q");
    assert_eq!(g.correct(others), Ok(Err(Refusal::OtherCheckers)));
    let right = board("lepeintre white=A: white A11 F I L2; black Y9 X V2 U R Q");
    assert_eq!(g.correct(right), Ok(Ok(())));
}

/// Guiton ch. III, third example, his second case: White marks the 4 of his fill by 6-1, fills
/// H from the talon tout d'une, then plays a stray ace as well (A-H A-B).
#[test]
fn a_fill_regularly_made_stands_when_only_a_stray_move_is_taken_back() {
    let rules = Rules::default();
    let black = "black M2 N2 O2 P2 Q2 R2 S3";
    let at = |white: &str| board(&format!("lepeintre white=A: white {white}; {black}"));
    let mut g = Game::at(at("A4 G2 H I2 J2 K2 L2"), &rules);
    g.roll(Color::White, roll(6, 1)).expect("legal");
    g.declare(Color::White, 4, None, false, false)
        .expect("a roll");
    let false_play = at("A2 B G2 H2 I2 J2 K2 L2");
    assert_eq!(g.play(false_play), Ok(Err(MoveError::NotTheDice)));
    assert_eq!(g.correct(at("A3 G2 H2 I2 J2 K2 L2")), Ok(Ok(())));
    let m = g.marked().expect("a roll");
    assert_eq!((m.settled.roller_points, m.settled.opponent_ecole), (4, 0));
    assert_eq!(m.marks.points, [4, 0]);
}

/// Lepeintre r.60, fig. 31: the 8 of the fill marked, A-G played instead; the correction that
/// fills (F-H A-E) is no taking back, and in rigour the école of 16 stands.
#[test]
fn a_fill_missed_stays_an_ecole_when_the_correction_makes_it() {
    let rules = Rules::default();
    let at = |white: &str| board(&format!("lepeintre white=A: white {white}; black Y13 M2"));
    let mut g = Game::at(at("A2 B F G2 H I2 J2 K2 L2"), &rules);
    g.roll(Color::White, roll(4, 2)).expect("legal");
    g.declare(Color::White, 8, None, false, false)
        .expect("a roll");
    let false_play = at("A B F G3 H I2 J2 K2 L2");
    assert_eq!(g.play(false_play), Ok(Err(MoveError::FillObligatory)));
    assert_eq!(g.correct(at("A B E G2 H2 I2 J2 K2 L2")), Ok(Ok(())));
    let m = g.marked().expect("a roll");
    assert_eq!((m.settled.roller_points, m.settled.opponent_ecole), (0, 16));
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
    let before = g.marked().expect("the throw again");
    assert!(
        before.may_go && !before.went,
        "he may go, and has not gone yet"
    );
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

#[test]
fn each_game_error_says_what_is_wrong() {
    use super::GameError;
    let errors = [
        GameError::NoRoll,
        GameError::NoPlay,
        GameError::PlayedAlready,
        GameError::TrousOfOpponent,
        GameError::NoSuchPlay,
    ];
    let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
    for (e, m) in errors.iter().zip(&messages) {
        assert!(m.len() > 10, "{e:?} says only {m:?}");
        assert_eq!(
            messages.iter().filter(|n| *n == m).count(),
            1,
            "{m:?} twice"
        );
    }
    assert!(GameError::NoRoll.to_string().contains("roll"));
}

#[test]
fn roll_numbers_count_each_players_throws() {
    let rules = Rules::default();
    let mut g = Game::opening(Color::White, &rules);
    assert_eq!(g.roll_number(Color::White), Some(1));
    g.roll(Color::White, roll(3, 1)).expect("legal");
    g.play_legal(0).expect("a play");
    g.roll(Color::Black, roll(4, 2)).expect("legal");
    g.play_legal(0).expect("a play");
    assert_eq!(g.roll_number(Color::White), Some(2));
    assert_eq!(g.roll_number(Color::Black), Some(2));
    g.roll(Color::White, roll(6, 5)).expect("legal");
    g.play_legal(0).expect("a play");
    assert_eq!(g.roll_number(Color::White), Some(3));
}

#[test]
fn a_coin_kept_is_not_a_coin_just_taken() {
    let rules = Rules {
        mezeas: Mezeas::NextRoll,
        ..Rules::default()
    };
    // White already holds his coin; his 2-1 is played from the talon and keeps it
    let mut g = Game::at(
        board("lepeintre white=A: white A11 B C L2; black Y15"),
        &rules,
    );
    let t = g.roll(Color::White, roll(2, 1)).expect("legal");
    let keep = t
        .plays()
        .plays
        .iter()
        .position(|p| p.result().me[COIN] == 2)
        .expect("a play keeps the coin");
    g.play_legal(keep).expect("a play");
    assert!(!g.coin_just_taken[0] && !g.coin_just_taken[1]);
}

#[test]
fn a_turn_keeps_the_marks_it_started_from() {
    let rules = Rules::default();
    let mut g = Game::at(board("lepeintre white=A: white A13 F G; black Y15"), &rules);
    g.state_marks(&StatedMarks {
        points: Some([4, 2]),
        ..StatedMarks::default()
    });
    let before = g.marks();
    let t = g.roll(Color::White, roll(6, 5)).expect("legal");
    assert_eq!(t.marks_before(), before);
    assert_eq!(t.marks_before().points(Color::White), 4);
    assert_eq!(t.marks_before().points(Color::Black), 2);
}

mod partie {
    use super::{board, roll};
    use crate::engine::trictrac::game::{Form, Outcome, Partie, StatedMarks};
    use crate::engine::trictrac::marking::ecrire::{marque, postillons, Bredouille};
    use crate::engine::{trictrac::Rules, Color};

    /// `side` fills his petit jan with 5-3 (4 points, the 5 from his talon: Guiton's
    /// constructed boards of «Quand il y a refait» and «A la partie à écrire…») on the
    /// `points` and `trous` stated, no pavillon, and goes away on the trou.
    fn fill_and_go(p: &mut Partie<'_>, side: Color, points: [u32; 2], trous: [u32; 2]) {
        fill_and_go_with(p, side, points, trous, None, None);
    }

    /// [`fill_and_go`] with the bredouille of trous (`pavillon`) and the tenue stated.
    fn fill_and_go_with(
        p: &mut Partie<'_>,
        side: Color,
        points: [u32; 2],
        trous: [u32; 2],
        pavillon: Option<Color>,
        tenue: Option<Color>,
    ) {
        let text = match side {
            Color::White => "lepeintre white=A: white A5 B2 C2 D2 E2 F G; black Y15",
            Color::Black => "lepeintre white=A: white A15; black Y5 X2 V2 U2 T2 S R",
        };
        let g = p.game_mut();
        g.set_up(board(text));
        for c in Color::ALL {
            g.set_roll_number(c, 6);
        }
        g.state_marks(&StatedMarks {
            points: Some(points),
            trous: Some(trous),
            pavillon: Some(pavillon),
            tenue: Some(tenue),
            ..StatedMarks::default()
        });
        g.roll(side, roll(5, 3)).expect("a legal position");
        assert!(
            g.marked().expect("a roll").may_go,
            "the trou of his own throw"
        );
        g.go().expect("a roll");
        p.close().expect("a roll");
    }

    /// By hand, a game à écrire in two marqués: White takes the first, 6 trous to 2 not in one
    /// run, 6 − 2 + 2 = 6; the second, Black throwing first as the dice alternate, ends six
    /// trous each when Black goes: a refait, void, Black first again; the marqué played again
    /// goes to White, 6 − 2 + 4 = 8 (Guiton's refait-one). White has won both: Black lost one
    /// beyond his contingent of one, a postillon of 28. White's écrit 6 + 8 + 28 = 42.
    #[test]
    fn a_game_a_ecrire_reckoned_marque_by_marque() {
        let rules = Rules::default();
        let mut p = Partie::new(Form::Ecrire { marques: 2 }, Color::White, &rules);
        fill_and_go(&mut p, Color::White, [8, 2], [5, 2]);
        let first = marque(6, 2, Bredouille::None, 0, &rules);
        assert_eq!(first, 6);
        assert_eq!(p.marques().len(), 1);
        assert_eq!(
            (p.marques()[0].winner, p.marques()[0].value),
            (Some(0), first)
        );
        // the next marqué: marks from zero, the talons set, Black to throw first
        assert_eq!(p.game().marks().trous, [0, 0]);
        assert_eq!(p.game().to_play(), Some(Color::Black));
        assert_eq!(p.outcome(), None);

        fill_and_go(&mut p, Color::Black, [2, 8], [6, 5]);
        assert_eq!(p.marques()[1].winner, None, "six trous each: a refait");
        assert_eq!(p.marques()[1].trous, [6, 6]);
        assert_eq!(p.game().to_play(), Some(Color::Black), "the same first");
        assert_eq!(p.marques_won(), [1, 0]);

        fill_and_go(&mut p, Color::White, [8, 2], [5, 2]);
        let second = marque(6, 2, Bredouille::None, 1, &rules);
        assert_eq!(second, 8);
        assert_eq!(
            (
                p.marques()[2].winner,
                p.marques()[2].refaits,
                p.marques()[2].value
            ),
            (Some(0), 1, second)
        );
        assert_eq!(p.marques_won(), [2, 0]);
        assert_eq!(p.ecrit(), [first + second + postillons(1), 0]);
        assert_eq!(p.ecrit(), [42, 0]);
        assert_eq!(
            p.outcome(),
            Some(Outcome {
                winner: Some(0),
                stake: (42, 1)
            })
        );
    }

    /// A going under six trous ends only the relevé; in twelve trous no going ends the game,
    /// the twelfth trou does.
    #[test]
    fn a_going_short_of_six_trous_ends_only_the_releve() {
        let rules = Rules::default();
        let mut p = Partie::new(Form::Ecrire { marques: 2 }, Color::White, &rules);
        fill_and_go(&mut p, Color::White, [8, 2], [3, 2]);
        assert!(p.marques().is_empty());
        assert_eq!(p.game().marks().trous, [4, 2]);
        let mut p = Partie::new(Form::DouzeTrous, Color::White, &rules);
        fill_and_go(&mut p, Color::White, [8, 2], [7, 2]);
        assert!(p.marques().is_empty() && p.outcome().is_none());
        assert_eq!(p.game().marks().trous, [8, 2]);
    }

    /// The treatises' worked marqués, each played to its end in a game à écrire (White's sixth
    /// trou or more by the fill of his petit jan, then his going), with the refaits before it
    /// played too (six trous each when he goes: void, the same first thrower): the worth the
    /// game reckons is the treatise's, as the scenarios that state these marks check it
    /// (scenarios/guiton-1822/game/, scenarios/lepeintre-1818/part1/1-vi-*,
    /// scenarios/charpentier-1715/ecrire/).
    #[test]
    fn the_worked_marques_are_reckoned_as_the_treatises_do() {
        let w = Some(Color::White);
        let lepeintre = Rules::default();
        let compilation = Rules {
            ecrire_tenue: true,
            ..Rules::default()
        };
        // (before: trous, pavillon, tenue), refaits, the worth, where
        let cases = [
            (([5, 2], None, None), 0, 6, "Guiton ch. VIII, simple"),
            (([5, 2], w, None), 0, 14, "Guiton ch. VIII, double"),
            (([11, 0], w, None), 0, 56, "Guiton ch. VIII, quadruple"),
            (([11, 3], w, None), 0, 53, "Guiton, quadruple after three"),
            (([5, 2], None, None), 1, 8, "Guiton, refait, simple"),
            (([5, 2], w, None), 1, 18, "Guiton, refait, double"),
            (([11, 0], w, None), 2, 72, "Guiton, two refaits, quadruple"),
            (([5, 1], w, None), 0, 15, "Lepeintre 1re §VI, en bredouille"),
            (([5, 0], w, None), 0, 16, "the compilation art. 17"),
            (([5, 0], w, w), 0, 24, "the compilation art. 18, one tenue"),
            (([19, 0], w, None), 0, 88, "the compilation art. 33"),
            (
                ([19, 0], w, w),
                0,
                110,
                "the compilation art. 33, one tenue",
            ),
        ];
        for ((trous, pavillon, tenue), refaits, worth, at) in cases {
            let rules = if tenue.is_some() {
                &compilation
            } else {
                &lepeintre
            };
            let mut p = Partie::new(Form::Ecrire { marques: 2 }, Color::White, rules);
            for _ in 0..refaits {
                fill_and_go(&mut p, Color::White, [8, 2], [5, 6]);
            }
            fill_and_go_with(&mut p, Color::White, [8, 2], trous, pavillon, tenue);
            let m = p.marques().last().copied().expect(at);
            assert_eq!(p.marques().len() as u32, refaits + 1, "{at}");
            assert_eq!(
                (m.winner, m.refaits, m.value),
                (Some(0), refaits, worth),
                "{at}"
            );
        }
    }

    /// Twelve trous do not end a marqué à écrire: the one who holds them may stay and go round
    /// the trous again (the compilation, art. 33: twenty trous), the marqué ending at a going;
    /// in twelve trous the twelfth wins the game, the roll that takes it.
    #[test]
    fn twelve_trous_end_the_game_in_twelve_but_not_a_marque() {
        let rules = Rules::default();
        let stay = |p: &mut Partie<'_>| {
            let g = p.game_mut();
            g.set_up(board(
                "lepeintre white=A: white A5 B2 C2 D2 E2 F G; black Y15",
            ));
            for c in Color::ALL {
                g.set_roll_number(c, 6);
            }
            g.state_marks(&StatedMarks {
                points: Some([8, 2]),
                trous: Some([11, 0]),
                pavillon: Some(Some(Color::White)),
                ..StatedMarks::default()
            });
            g.roll(Color::White, roll(5, 3)).expect("a legal position");
            g.marked().expect("a roll").marks
        };
        let mut twelve = Partie::new(Form::DouzeTrous, Color::White, &rules);
        let marks = stay(&mut twelve);
        assert_eq!(marks.trous(Color::White), 12);
        assert_eq!(twelve.won_on(&marks), Some(Color::White));
        assert_eq!(twelve.outcome().map(|o| o.winner), Some(Some(0)));

        let mut ecrire = Partie::new(Form::Ecrire { marques: 2 }, Color::White, &rules);
        let marks = stay(&mut ecrire);
        assert_eq!(ecrire.won_on(&marks), None);
        // he stays: his roll played out, the marqué runs on at twelve trous
        let g = ecrire.game_mut();
        g.play_legal(0).expect("a legal play");
        ecrire.close().expect("a roll");
        assert!(ecrire.marques().is_empty() && ecrire.outcome().is_none());
        assert_eq!(ecrire.trous(), [12, 0]);
    }

    #[test]
    fn the_forms_are_spelled_one_way() {
        for f in [Form::DouzeTrous, Form::Ecrire { marques: 4 }] {
            assert_eq!(f.to_string().parse::<Form>(), Ok(f));
        }
        for bad in ["ecrire", "ecrire:0", "ecrire:3", "ecrire:x", "twelve", ""] {
            let e = bad.parse::<Form>().expect_err(bad);
            assert!(e.contains("`douze-trous`, or `ecrire:N`"), "{bad}: {e}");
        }
        assert!("ecrire:3"
            .parse::<Form>()
            .unwrap_err()
            .contains("an even number"));
    }
}
