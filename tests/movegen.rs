//! Legal-move generation, one or more tests per dice and movement rule of the catalogue (its
//! `dice` and `move` sections). Every expected set of plays below is worked out by hand from the
//! rule text, not taken from the engine.

mod common_positions;
mod oracle;

use common_positions::{after, expect, legal_plays, pos, results, roll};
use tablier::engine::{
    trictrac::{judge, MoveError, Position, Rules, Sided},
    Color, Roll,
};

const W: Color = Color::White;

fn opening() -> Position {
    Position::opening()
}

/// `judge` of the play given by its moves (White-frame numbers).
fn judged(p: &Position, r: &str, moves: &[(u8, u8)], rules: &Rules) -> Result<(), MoveError> {
    let mut target = p.setup().clone();
    let c = p.turn();
    for &(from, to) in moves {
        target.counts_mut(c)[usize::from(from) - 1] -= 1;
        if (1..=24).contains(&to) {
            target.counts_mut(c)[usize::from(to) - 1] += 1;
        }
    }
    judge(&p.sided(c), roll(r), &Sided::new(&target, c), rules)
}

// --- dice.doublet-once, move.direction ---------------------------------------------------

#[test]
fn opening_six_five_has_one_play_since_the_coin_is_not_taken_by_one_checker() {
    // move.coin.enter-together: A→L tout d'une would leave one checker on the coin.
    let p = opening();
    assert_eq!(
        results(&p, "6-5", &Rules::default()),
        expect(&p, &[&[(1, 7), (1, 6)]])
    );
    assert_eq!(
        judged(&p, "6-5", &[(1, 12)], &Rules::default()),
        Err(MoveError::CoinEnteredAlone)
    );
}

#[test]
fn opening_has_forty_distinct_plays_over_the_21_rolls() {
    // Each of the 15 singles: two checkers or one tout d'une (2 plays), but 6-5 (1 play);
    // doublets are two moves, never four (dice.doublet-once): two checkers or one tout d'une,
    // but sonnez, whose tout d'une would end on the opponent's coin: 29 + 11 = 40.
    let p = opening();
    let total: usize = Roll::all()
        .map(|r| legal_plays(&p, r, &Rules::default()).plays.len())
        .sum();
    assert_eq!(total, 40);
}

#[test]
fn a_doublet_is_two_moves_never_four() {
    let p = opening();
    assert_eq!(
        results(&p, "3-3", &Rules::default()),
        expect(&p, &[&[(1, 4), (1, 4)], &[(1, 7)]])
    );
}

// --- move.no-opponent, move.tout-d-une ----------------------------------------------------

#[test]
fn a_tout_d_une_whose_two_resting_fleches_are_held_is_illegal() {
    // Black holds F5 and F6: from the talon neither 4 nor 5 can rest, so neither can carry on.
    let p = pos(&[(1, 15)], &[(5, 2), (6, 2), (24, 11)], W);
    let plays = legal_plays(&p, roll("5-4"), &Rules::default());
    assert_eq!(plays.plays.len(), 1);
    assert!(plays.plays.get(0).unwrap().steps().is_empty());
    assert_eq!(plays.unplayable, vec![5, 4]);
    assert_eq!(
        judged(&p, "5-4", &[(1, 10)], &Rules::default()),
        Err(MoveError::ToutDuneBlocked)
    );
}

#[test]
fn a_tout_d_une_passes_through_one_open_resting_fleche() {
    // Only F6 is held: the 4 rests on F5, then the 5 carries the checker to F10.
    let p = pos(&[(1, 15)], &[(6, 2), (24, 13)], W);
    assert_eq!(
        results(&p, "5-4", &Rules::default()),
        expect(&p, &[&[(1, 5), (5, 10)]])
    );
    assert_eq!(
        judged(&p, "5-4", &[(1, 6), (1, 5)], &Rules::default()),
        Err(MoveError::NoOpponent)
    );
}

// --- move.both-numbers, jan.impuissance's input ---------------------------------------------

#[test]
fn a_doublet_with_one_playable_number_reports_one_unplayed_number() {
    // Black holds F3, so the talon cannot move 2; the checker on F9 can go to F11 once, then
    // the next 2 would end on Black's coin (move.coin.never-opponent).
    let p = pos(&[(1, 14), (9, 1)], &[(3, 2), (24, 13)], W);
    let plays = legal_plays(&p, roll("2-2"), &Rules::default());
    assert_eq!(
        results(&p, "2-2", &Rules::default()),
        expect(&p, &[&[(9, 11)]])
    );
    assert_eq!(plays.unplayable, vec![2]);
}

#[test]
fn the_higher_number_is_played_when_only_one_can_be() {
    // Black holds F4..F7 but not F3 or F8: from the talon 2 (to F3) or 6... F7 is held, so
    // only the 2 moves, and then a 6 from F3 would land on F9, open: both are played.
    let p = pos(
        &[(1, 15)],
        &[(4, 2), (5, 2), (6, 2), (7, 2), (9, 2), (24, 5)],
        W,
    );
    // 6-2: the 6 from the talon hits F7 (held); 2 to F3, then 6 from F3 to F9 (held): so
    // only one number can be played, and it must be the higher if possible — it is not: the
    // lower is played and the 6 reported.
    let plays = legal_plays(&p, roll("6-2"), &Rules::default());
    assert_eq!(
        results(&p, "6-2", &Rules::default()),
        expect(&p, &[&[(1, 3)]])
    );
    assert_eq!(plays.unplayable, vec![6]);
}

// --- the coin ----------------------------------------------------------------------------

/// Black can fill neither of his jans (11 checkers left before them, 4 passed), so every
/// open flèche of his side but his coin is a place to rest.
const OPEN_BLACK: &[(u8, u8)] = &[(24, 2), (23, 2), (22, 2), (21, 2), (20, 2), (19, 1), (5, 4)];

#[test]
fn the_last_two_checkers_of_the_coin_leave_together_and_surcases_come_one_at_a_time() {
    let p = pos(&[(1, 13), (12, 2)], OPEN_BLACK, W);
    assert_eq!(
        results(&p, "6-5", &Rules::default()),
        expect(&p, &[&[(12, 18), (12, 17)], &[(1, 7), (1, 6)], &[(1, 12)]])
    );
    assert_eq!(
        judged(&p, "6-5", &[(12, 18), (1, 6)], &Rules::default()),
        Err(MoveError::CoinLeftAlone)
    );
}

#[test]
fn the_coin_is_taken_par_puissance_when_the_opponent_coin_is_empty() {
    // F7 + 6 and F8 + 5 both reach Black's empty coin: the two checkers take White's own coin.
    let p = pos(&[(1, 13), (7, 1), (8, 1)], &[(24, 15)], W);
    assert_eq!(
        results(&p, "6-5", &Rules::default()),
        expect(&p, &[&[(1, 7), (1, 6)], &[(7, 12), (8, 12)]])
    );
}

#[test]
fn never_par_puissance_when_the_opponent_holds_his_coin() {
    let p = pos(&[(1, 13), (7, 1), (8, 1)], &[(13, 2), (24, 13)], W);
    assert_eq!(
        results(&p, "6-5", &Rules::default()),
        expect(&p, &[&[(1, 7), (1, 6)]])
    );
    assert_eq!(
        judged(&p, "6-5", &[(7, 12), (8, 12)], &Rules::default()),
        Err(MoveError::ParPuissance)
    );
}

#[test]
fn a_false_coin_is_two_checkers_of_the_grand_jan_put_on_it_and_nothing_else() {
    // Black holds his coin: no coin par puissance. Two checkers of F7 put on White's coin are a
    // false coin; the same with a third checker of F7 carried on to F9 only mismatches the dice.
    let p = pos(&[(1, 12), (7, 3)], &[(13, 2), (24, 13)], W);
    let rules = Rules::default();
    assert_eq!(
        judged(&p, "6-5", &[(7, 12), (7, 12)], &rules),
        Err(MoveError::ParPuissance)
    );
    assert_eq!(
        judged(&p, "6-5", &[(7, 12), (7, 12), (7, 9)], &rules),
        Err(MoveError::NotTheDice)
    );
}

#[test]
fn natural_taking_is_preferred_only_under_the_option() {
    // F6 + 6 and F7 + 5 take the coin naturally; F7 + 6 and F8 + 5 could take it par puissance.
    let p = pos(&[(1, 12), (6, 1), (7, 1), (8, 1)], &[(24, 15)], W);
    let natural = after(&p, &[(6, 12), (7, 12)]);
    let puissance = after(&p, &[(7, 12), (8, 12)]);
    let preferred = results(&p, "6-5", &Rules::default());
    assert!(preferred.contains(&natural));
    assert!(!preferred.contains(&puissance));
    let free = Rules {
        coin_natural_preferred: false,
        ..Rules::default()
    };
    let both = results(&p, "6-5", &free);
    assert!(both.contains(&natural) && both.contains(&puissance));
}

#[test]
fn sonnez_twice_from_the_talon_then_the_coin_par_puissance() {
    // Lepeintre fig. 7: a first sonnez puts two checkers on G; a second takes the coin par
    // puissance (G + 6 = Black's empty coin, twice).
    let p = pos(&[(1, 13), (7, 2)], &[(24, 15)], W);
    assert!(results(&p, "6-6", &Rules::default()).contains(&after(&p, &[(7, 12), (7, 12)])));
}

#[test]
fn an_evacuated_coin_is_retaken_par_puissance() {
    // move.coin.retake-par-puissance: White's coin is empty again, one checker passed.
    let p = pos(&[(1, 10), (7, 1), (8, 1), (10, 2), (16, 1)], OPEN_BLACK, W);
    assert!(results(&p, "6-5", &Rules::default()).contains(&after(&p, &[(7, 12), (8, 12)])));
}

// --- move.retour.closed-jans -------------------------------------------------------------

#[test]
fn no_rest_in_the_opponent_petit_jan_while_he_can_fill_it() {
    // Black has all 15 on his talon: he can still fill both his jans, so White's checkers on
    // F16 cannot rest anywhere on his side with 3-2.
    let p = pos(&[(1, 13), (16, 2)], &[(24, 15)], W);
    let plays = legal_plays(&p, roll("3-2"), &Rules::default());
    for pl in &plays.plays {
        assert_eq!(
            pl.position()
                .count(W, tablier::engine::trictrac::Fleche::new(16).unwrap()),
            2
        );
    }
    assert_eq!(
        judged(&p, "3-2", &[(16, 19), (1, 3)], &Rules::default()),
        Err(MoveError::ClosedJan)
    );
}

#[test]
fn passing_through_a_closed_quarter_to_rest_in_an_open_one() {
    // Black can still fill his grand jan (F13..F18) but no longer his petit jan: one checker on
    // his talon. White's F11 goes by 3 to F14 (closed: no rest) and on by 5 to F19 (open).
    let black = &[
        (24, 1),
        (22, 4),
        (21, 2),
        (20, 2),
        (18, 2),
        (17, 2),
        (16, 2),
    ];
    let p = pos(&[(1, 13), (10, 1), (11, 1)], black, W);
    let res = results(&p, "5-3", &Rules::default());
    assert!(res.contains(&after(&p, &[(11, 14), (14, 19)])));
    assert_eq!(
        judged(&p, "5-3", &[(11, 14), (1, 6)], &Rules::default()),
        Err(MoveError::ClosedJan)
    );
}

// --- bearing off ---------------------------------------------------------------------------

const BLACK_AWAY: &[(u8, u8)] = &[(14, 15)];

#[test]
fn two_checkers_on_f23_with_two_and_ace_cannot_both_go_off() {
    // The 2 is sortant for F23; the ace is played inside; an ace played first does not make
    // the 2 bear off the checker then on F24 (the farthest is still on F23).
    let p = pos(&[(23, 2)], BLACK_AWAY, W);
    assert_eq!(
        results(&p, "2-1", &Rules::default()),
        expect(&p, &[&[(23, 25), (23, 24)]])
    );
}

#[test]
fn one_checker_on_f19_goes_off_tout_d_une_with_four_and_two() {
    let p = pos(&[(19, 1)], BLACK_AWAY, W);
    assert_eq!(
        results(&p, "4-2", &Rules::default()),
        expect(&p, &[&[(19, 25)]])
    );
}

#[test]
fn checkers_on_f24_and_f20_both_go_off_with_five_and_ace() {
    let p = pos(&[(24, 1), (20, 1)], BLACK_AWAY, W);
    assert_eq!(
        results(&p, "5-1", &Rules::default()),
        expect(&p, &[&[(24, 25), (20, 25)]])
    );
}

#[test]
fn bearing_off_waits_for_all_fifteen_but_one_number_may_bring_the_last_in() {
    // move.sortie.all-home; r.72: the 3 brings F18 in, then the 5 (sortant for F20) bears off.
    let p = pos(&[(18, 1), (20, 1), (24, 13)], BLACK_AWAY, W);
    let res = results(&p, "5-3", &Rules::default());
    assert!(res.contains(&after(&p, &[(18, 21), (20, 25)])));
    assert_eq!(
        judged(&p, "5-3", &[(20, 25), (18, 21)], &Rules::default()),
        Ok(())
    );
}

fn provincial() -> Rules {
    Rules {
        exit_method: tablier::engine::trictrac::ExitMethod::Provincial,
        ..Rules::default()
    }
}

#[test]
fn parisian_and_provincial_differ_on_joining_two_numbers_to_bear_off() {
    // move.sortie.provincial: 4 and 2 are neither excédant for F19, so they may not be joined;
    // the 4 is played inside and the 2 cannot be played. Parisian: off tout d'une.
    let p = pos(&[(19, 1)], BLACK_AWAY, W);
    assert_eq!(
        results(&p, "4-2", &provincial()),
        expect(&p, &[&[(19, 23)]])
    );
    assert_eq!(
        legal_plays(&p, roll("4-2"), &provincial()).unplayable,
        vec![2]
    );
    assert_eq!(
        results(&p, "4-2", &Rules::default()),
        expect(&p, &[&[(19, 25)]])
    );
}

#[test]
fn parisian_and_provincial_differ_on_a_sortant_number_that_could_be_played_inside() {
    // F20 and F23 with 2-1. Parisian (move.sortie.parisian): the 2 is sortant for F23 and may
    // bear it off, the ace then played inside. Provincial: the 2 can be played inside (F20→F22),
    // so it must be.
    let p = pos(&[(20, 1), (23, 1)], BLACK_AWAY, W);
    let off_and_in = after(&p, &[(23, 25), (20, 21)]);
    let inside = [after(&p, &[(20, 22), (23, 24)]), after(&p, &[(20, 23)])];
    let parisian = results(&p, "2-1", &Rules::default());
    let prov = results(&p, "2-1", &provincial());
    assert!(parisian.contains(&off_and_in));
    assert!(!prov.contains(&off_and_in));
    for r in &inside {
        assert!(parisian.contains(r) && prov.contains(r));
    }
    assert_eq!(prov.len(), 2);
    assert_eq!(parisian.len(), 3);
}

#[test]
fn an_excedant_number_bears_off_only_the_farthest_checker() {
    // F20 and F22 with 6-3: the 6 is excédant and bears off F20; the 3 is sortant for F22.
    // Playing the 3 inside first (F20→F23) would make the 6 excédant for F22: refused.
    let p = pos(&[(20, 1), (22, 1)], BLACK_AWAY, W);
    assert_eq!(
        results(&p, "6-3", &Rules::default()),
        expect(&p, &[&[(20, 25), (22, 25)]])
    );
    assert_eq!(
        judged(&p, "6-3", &[(22, 25), (20, 23)], &Rules::default()),
        Err(MoveError::ParisianExit)
    );
}

// --- obligations ---------------------------------------------------------------------------

/// The provincial sortie without the privilege of the retour.
fn provincial_no_privilege() -> Rules {
    Rules {
        retour_privilege: false,
        ..provincial()
    }
}

/// White's plein of the retour with surcases on F20, F21, F22 (the Charpentier text's «École
/// de privilège»), Black's fifteen in his own retour.
fn privilege_position() -> Position {
    pos(
        &[(19, 2), (20, 3), (21, 3), (22, 3), (23, 2), (24, 2)],
        &[(1, 2), (2, 2), (3, 2), (4, 3), (5, 3), (6, 3)],
        W,
    )
}

#[test]
fn the_privilege_of_the_retour_bears_off_surcases_to_keep_the_plein() {
    // 5-4: inside, the 5 goes only F19→F24 and the 4 F19→F23 or F20→F24, each breaking F19 or
    // F20. The 5 and the 4 carry the surcases of F20 and F21 exactly onto the band: with the
    // privilege that play keeps the plein, and is the only legal one.
    let p = privilege_position();
    let keep = expect(&p, &[&[(20, 25), (21, 25)]]);
    let ordinary = expect(&p, &[&[(19, 24), (19, 23)], &[(19, 24), (20, 24)]]);
    assert_eq!(results(&p, "5-4", &provincial()), keep);
    assert_eq!(results(&p, "5-4", &provincial_no_privilege()), ordinary);
    // the Parisian sortie bears them off anyway
    assert_eq!(results(&p, "5-4", &Rules::default()), keep);
    // breaking when one could keep by the privilege is refused as a plein not kept; a play
    // using the band that breaks the plein is no privilege
    type Case = (&'static [(u8, u8)], Rules, Result<(), MoveError>);
    let cases: [Case; 4] = [
        (
            &[(20, 24), (19, 24)],
            provincial(),
            Err(MoveError::Conserve),
        ),
        (&[(20, 24), (19, 24)], provincial_no_privilege(), Ok(())),
        (
            &[(19, 24), (21, 25)],
            provincial(),
            Err(MoveError::ProvincialExit),
        ),
        (&[(20, 25), (21, 25)], provincial(), Ok(())),
    ];
    for (moves, rules, verdict) in cases {
        assert_eq!(judged(&p, "5-4", moves, &rules), verdict, "{moves:?}");
    }
}

#[test]
fn the_privilege_of_the_retour_takes_the_last_checker_tout_d_une_onto_the_band() {
    // The plein held, the surplus on F24, the last checker on F18 (seven from the band). 5-2:
    // brought in by either number, it cannot go on by the other, which can be played inside;
    // every ordinary play breaks a flèche. By the privilege it goes on tout d'une onto the
    // band, keeping the plein (footnote on the privilege in «Du jan de retour»: six and ace,
    // four and three, five and two).
    let p = pos(
        &[
            (18, 1),
            (19, 2),
            (20, 2),
            (21, 2),
            (22, 2),
            (23, 2),
            (24, 4),
        ],
        &[(1, 3), (2, 3), (3, 3), (4, 2), (5, 2), (6, 2)],
        W,
    );
    let tout_d_une = after(&p, &[(18, 25)]);
    assert_eq!(
        results(&p, "5-2", &provincial()),
        std::iter::once(tout_d_une.clone()).collect()
    );
    let without = results(&p, "5-2", &provincial_no_privilege());
    assert!(!without.is_empty() && !without.contains(&tout_d_une));
    assert_eq!(
        results(&p, "5-2", &Rules::default()),
        std::iter::once(tout_d_une).collect()
    );
    // 6-1 keeps without the privilege: the ace brings the checker in, and the 6, which no
    // checker can play inside, bears it off from F19
    assert_eq!(
        results(&p, "6-1", &provincial()),
        results(&p, "6-1", &provincial_no_privilege())
    );
}

#[test]
fn the_privilege_of_the_retour_is_not_used_when_an_ordinary_play_keeps() {
    // F19 and F20 with three, F24 with three. 4-1: the 4 played inside by a surcase (F19→F23
    // or F20→F24) and the ace by another keep the plein without the band, so the privilege
    // (the ace taking a surcase of F24 onto the band) is not open: the same plays as without it.
    let p = pos(
        &[(19, 3), (20, 3), (21, 2), (22, 2), (23, 2), (24, 3)],
        &[(1, 3), (2, 3), (3, 3), (4, 2), (5, 2), (6, 2)],
        W,
    );
    let with = results(&p, "4-1", &provincial());
    assert_eq!(with, results(&p, "4-1", &provincial_no_privilege()));
    assert!(!with.contains(&after(&p, &[(19, 23), (24, 25)])));
    assert!(with.contains(&after(&p, &[(19, 23), (23, 24)])));
}

#[test]
fn a_play_that_fills_the_petit_jan_is_obligatory() {
    // jan.fill.obligatory: White A5 B2 C2 D2 E2 F1 + G and H; with 2-1 (H... ) filling F needs
    // a checker at distance 1 or 2 or 3 of F: E by ace (E keeps 1? no: E has 2) — D by 2.
    // White: A5 B2 C2 D3 E2 F1: the ace from E would break E; the 2 from D fills F with D's
    // surcase. Every legal play of 2-1 must leave F with two checkers.
    let p = pos(
        &[(1, 5), (2, 2), (3, 2), (4, 3), (5, 2), (6, 1)],
        &[(24, 15)],
        W,
    );
    let plays = legal_plays(&p, roll("2-1"), &Rules::default());
    assert!(!plays.plays.is_empty());
    for pl in &plays.plays {
        assert!(tablier::engine::trictrac::FullJans::of(pl.result())
            .contains(tablier::engine::trictrac::Quarter::Petit));
    }
    assert_eq!(
        judged(&p, "2-1", &[(1, 3), (1, 2)], &Rules::default()),
        Err(MoveError::FillObligatory)
    );
}

#[test]
fn a_full_jan_is_kept_when_it_can_be() {
    // jan.conserve: White's petit jan full, three spare checkers on the talon; 2-1 can be
    // played from the talon's surcases (A→C, A→B) without breaking it, so it must be.
    let p = pos(
        &[(1, 5), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2)],
        &[(24, 15)],
        W,
    );
    for pl in &legal_plays(&p, roll("2-1"), &Rules::default()).plays {
        assert!(tablier::engine::trictrac::FullJans::of(pl.result())
            .contains(tablier::engine::trictrac::Quarter::Petit));
    }
    assert_eq!(
        judged(&p, "2-1", &[(6, 8), (6, 7)], &Rules::default()),
        Err(MoveError::Conserve)
    );
}

// --- mirror symmetry ----------------------------------------------------------------------

fn test_positions() -> Vec<Position> {
    vec![
        opening(),
        pos(&[(1, 15)], &[(5, 2), (6, 2), (24, 11)], W),
        pos(&[(1, 14), (9, 1)], &[(3, 2), (24, 13)], W),
        pos(&[(1, 13), (12, 2)], OPEN_BLACK, W),
        pos(&[(1, 13), (7, 1), (8, 1)], &[(24, 15)], W),
        pos(&[(1, 12), (6, 1), (7, 1), (8, 1)], &[(24, 15)], W),
        pos(
            &[(1, 13), (10, 1), (11, 1)],
            &[
                (24, 1),
                (22, 4),
                (21, 2),
                (20, 2),
                (18, 2),
                (17, 2),
                (16, 2),
            ],
            W,
        ),
        pos(&[(23, 2)], BLACK_AWAY, W),
        pos(&[(20, 1), (23, 1)], BLACK_AWAY, W),
        pos(&[(18, 1), (20, 1), (24, 13)], BLACK_AWAY, W),
        pos(
            &[(1, 5), (2, 2), (3, 2), (4, 3), (5, 2), (6, 1)],
            &[(24, 15)],
            W,
        ),
    ]
}

#[test]
fn mirrored_positions_have_mirrored_plays_for_every_roll() {
    for rules in [Rules::default(), provincial()] {
        for p in test_positions() {
            let m = p.mirror();
            for r in Roll::all() {
                let mut direct: Vec<String> = legal_plays(&p, r, &rules)
                    .plays
                    .iter()
                    .map(|pl| {
                        tablier::engine::trictrac::notation::canonical::format(
                            pl.position().mirror().setup(),
                        )
                    })
                    .collect();
                let mut mirrored: Vec<String> = legal_plays(&m, r, &rules)
                    .plays
                    .iter()
                    .map(|pl| {
                        tablier::engine::trictrac::notation::canonical::format(
                            pl.position().setup(),
                        )
                    })
                    .collect();
                direct.sort();
                mirrored.sort();
                assert_eq!(direct, mirrored, "position {:?} roll {r}", p.setup());
                assert_eq!(
                    legal_plays(&p, r, &rules).unplayable,
                    legal_plays(&m, r, &rules).unplayable
                );
            }
        }
    }
}

#[test]
fn r40_taking_the_coin_spares_passing_into_the_opponent_petit_jan() {
    // Lepeintre r.40: keeping the petit jan with sonnez would take both surcases of P into
    // Black's petit jan (P→V twice); White may instead take his coin from F (breaking the jan).
    // Black's talon holds one checker, so his petit jan is open to rest on.
    let white = &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (16, 3)];
    let black = &[
        (24, 1),
        (23, 2),
        (21, 2),
        (20, 2),
        (19, 2),
        (15, 2),
        (14, 2),
        (13, 2),
    ];
    let p = pos(white, black, W);
    let res = results(&p, "6-6", &Rules::default());
    assert_eq!(
        res,
        expect(&p, &[&[(16, 22), (16, 22)], &[(6, 12), (6, 12)]])
    );
}

#[test]
fn a_tout_d_une_to_the_last_fleche_by_the_low_number_first() {
    // White's checker on 16 plays 5-3 tout d'une: the 5 first lands on Black's case on 21, the
    // 3 first rests on 19, then the 5 ends on 24. Black's checkers are home in White's petit
    // jan but for the case on 21: he can no longer fill his petit jan, so White may rest there.
    let p = pos(&[(1, 12), (6, 2), (16, 1)], &[(21, 2), (2, 13)], W);
    let got = results(&p, "5-3", &Rules::default());
    assert!(got.contains(&after(&p, &[(16, 24)])), "{got:?}");
}
