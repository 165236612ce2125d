//! Marking one roll, in the order of `jan.order`: the roller's own points, the école his
//! errors give the opponent, the opponent's points from the roll, then the école the
//! opponent's errors give the roller. Going away (`mark.sen-aller`) is allowed only on trous
//! the roller *took* with his own points (never on trous received, Lepeintre 1re §III, r.39),
//! never after an école made on the same roll (r.55, r.64), never once the points over the
//! trous are marked (r.41: going, one marks the trous only), and, going, the opponent's points
//! from that roll are not marked. Where a player's own throw wins a trou he forgets to mark,
//! the right to go rests on the trous won or on those marked (`go_on_forgotten_trou`); where
//! he reckons too few points and marks too few trous, going, the shortfall is an école or the
//! trous left out are simply abandoned (`going_abandons_trous`, Guiton ch. V; Lepeintre r.53,
//! r.55). A side that marks on a second jeton is settled by
//! [`second_jeton`] (`ecole.deux-jetons`); an opponent who lets stand a play that left a
//! number unplayed owes himself 2 points for each (`ecole.accepted-non-play`, r.69). Trous
//! the roller forgot to mark are settled by [`forgotten_trous`] (r.49–52). Points the roller
//! leaves standing on the opponent's side after his trou stay there in rigour (r.50); points
//! one side erases wrongly are an école of the other's in rigour (r.68). A pavillon won and not
//! put up is lost at the next trou in rigour (r.59, in [`Marks`]).

use super::ecole::{settle, Declared, Settled};
use super::jetons::second_jeton;
use super::marks::{Marks, Taken};
use super::toc::mark_toc;
use super::trous::forgotten_trous;
use crate::engine::trictrac::jans::{Jan, Score};
use crate::engine::{
    trictrac::{Counting, Rules, UnchallengedMarks},
    Color,
};

/// What marking a roll did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Marked {
    /// The marks after the roll.
    pub marks: Marks,
    /// Who scored what.
    pub settled: Settled,
    /// Trous the roller took with his own points.
    pub taken: Taken,
    /// Whether the roller may go away.
    pub may_go: bool,
    /// Whether he went.
    pub went: bool,
}

/// Marks `score` (thrown by `score.roller`) on `before`, with what each side declared (owed
/// amounts are filled in from the score). `go`: the roller goes away if he may. In the Toc
/// the jans are marked in trous instead ([`mark_toc`]).
#[must_use]
pub fn mark_roll(
    before: &Marks,
    score: &Score,
    declared: Declared,
    go: bool,
    rules: &Rules,
) -> Marked {
    if rules.counting != Counting::Points {
        return mark_toc(before, score, go, rules);
    }
    let roller = score.roller;
    let opp = roller.opposite();
    let accepted = if rules.accepted_non_play {
        2 * declared.accepted_unplayed
    } else {
        0
    };
    let owed = score.points(roller);
    let (roller_declared, remainder_marked) =
        remainder(before.points(roller), owed, declared.roller, go);
    // Guiton ch. V: going with too few trous marked for too few points reckoned, the trous
    // left out are abandoned, not sent to school
    let abandoned = go
        && rules.going_abandons_trous
        && declared
            .roller_trous
            .is_some_and(|said| said >= 1 && said < trous_made(before, roller, owed, rules));
    let d = Declared {
        roller_owed: owed,
        opponent_owed: score.points(opp).saturating_add(accepted),
        roller: if abandoned {
            Some(owed)
        } else {
            roller_declared
        },
        ..declared
    };
    let mut settled = settle(&d, rules);
    let mut marks = *before;
    let (mut taken, ecole) = mark(
        &mut marks,
        roller,
        settled.roller_points,
        d.roller_second_jeton,
        rules,
    );
    settled.opponent_ecole = settled.opponent_ecole.saturating_add(ecole);
    // r.50: the opponent's points left standing after the roller's trou stay his in rigour
    if taken.trous > 0 && d.left_unerased && rules.unchallenged_marks == UnchallengedMarks::Stand {
        marks.keep_points(opp, before.points(opp));
    }
    let won = taken.trous;
    if let Some(said) = d.roller_trous {
        let lost = if abandoned {
            won.saturating_sub(said)
        } else {
            forgotten_trous(taken.trous, said, !d.not_yet_played, rules)
        };
        marks.unmark_trous(roller, lost);
        taken.trous -= lost;
    }
    let by_sortie = score.jans.iter().any(|j| j.jan == Jan::Sortie);
    // the trous that give the right to go: those won by his own throw (Guiton ch. V), or
    // those he marked (Lepeintre 1re §III)
    let going_trous = if rules.go_on_forgotten_trou {
        won
    } else {
        taken.trous
    };
    // an école made on the roll forfeits the right to go (Lepeintre r.55, r.64)
    let may_go = going_trous > 0
        && (!by_sortie || rules.go_after_sortie)
        && settled.opponent_ecole == 0
        && !remainder_marked;
    let went = go && may_go;
    if went {
        marks.go_away(roller);
    }
    marks.score(opp, settled.opponent_ecole, rules);
    if !went {
        let (_, ecole) = mark(
            &mut marks,
            opp,
            settled.opponent_points,
            d.opponent_second_jeton,
            rules,
        );
        settled.roller_ecole = settled.roller_ecole.saturating_add(ecole);
    }
    marks.score(roller, settled.roller_ecole, rules);
    if let Some(victim) = d.wrongly_erased {
        let ecole = wrong_erasing(&mut marks, victim, rules);
        if victim == roller {
            settled.roller_ecole = settled.roller_ecole.saturating_add(ecole);
        } else {
            settled.opponent_ecole = settled.opponent_ecole.saturating_add(ecole);
        }
    }
    if d.pavillon_forgotten {
        // the side that won the bredouille of trous on this roll, if any
        marks.unclaimed = Color::ALL
            .into_iter()
            .find(|c| marks.grande(*c) && !before.grande(*c));
    }
    Marked {
        marks,
        settled,
        taken,
        may_go,
        went,
    }
}

/// The remainder of a roll that makes trous (`mark.tenir`, Lepeintre r.41): a player who goes
/// away marks the trous only, the points over them being given up, which is no error; one who
/// marks those points over the trous too is bound to stay. Returns the declaration to settle
/// and whether the remainder was marked.
fn remainder(held: u32, owed: u32, declared: Option<u32>, go: bool) -> (Option<u32>, bool) {
    let total = held.saturating_add(owed);
    let over = total % 12;
    if !go || total < 12 || over == 0 || owed < over {
        return (declared, false);
    }
    match declared {
        // the trous marked, the rest given up by going
        Some(m) if m == owed - over => (Some(owed), false),
        Some(m) if m == owed => (declared, true),
        _ => (declared, false),
    }
}

/// The trous `owed` points make for `who` on `before`.
fn trous_made(before: &Marks, who: Color, owed: u32, rules: &Rules) -> u32 {
    let mut m = *before;
    m.score(who, owed, rules).trous
}

/// `victim`'s points erased wrongly by the other side (r.68): in rigour he scores them back as
/// an école; else they are simply put back. Returns the école.
fn wrong_erasing(marks: &mut Marks, victim: Color, rules: &Rules) -> u32 {
    let lost = marks.points(victim);
    if !rules.erasing_ecole || lost == 0 {
        return 0;
    }
    marks.erase(victim);
    marks.score(victim, lost, rules);
    lost
}

/// `who` marks `n` points, on a second jeton if `second`: the trous taken, and the école the
/// second jeton gives the opponent.
fn mark(marks: &mut Marks, who: Color, n: u32, second: bool, rules: &Rules) -> (Taken, u32) {
    if !second {
        return (marks.score(who, n, rules), 0);
    }
    let s = second_jeton(marks.points(who), n, rules);
    if s.erase_first {
        marks.erase(who);
    }
    let taken = if s.keep_new {
        marks.score(who, n, rules)
    } else {
        Taken::default()
    };
    (taken, s.ecole)
}

/// The écoles scored by `color` in a marking.
#[must_use]
pub fn ecole_of(m: &Marked, roller: Color, color: Color) -> u32 {
    if color == roller {
        m.settled.roller_ecole
    } else {
        m.settled.opponent_ecole
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::trictrac::jans::Context;
    use crate::engine::trictrac::marking::testing::white_scores;
    use crate::engine::{
        trictrac::{parse_position, EcoleDeuxJetons},
        Roll,
    };

    /// Fig. 26 (Lepeintre r.56): Black's 6-3 gives Black 2 and White 4.
    fn fig26() -> Score {
        let setup =
            parse_position("lepeintre white=A: white A12 G L2; black Y13 P R; to-play black")
                .expect("position");
        let pos = setup.validate().expect("legal");
        let roll = Roll::new(6, 3).expect("dice");
        crate::engine::trictrac::score(
            &pos,
            Color::Black,
            roll,
            &Context::default(),
            &Rules::default(),
        )
    }

    #[test]
    fn the_opponent_too_can_mark_on_a_second_jeton() {
        let score = fig26();
        assert_eq!(
            (score.points(Color::Black), score.points(Color::White)),
            (2, 4)
        );
        // White holds 6 and marks his 4 on a second jeton.
        let before = Marks::with([6, 0], [0, 0], Some(Color::White));
        let d = Declared {
            opponent_second_jeton: true,
            ..Declared::default()
        };
        let m = mark_roll(&before, &score, d, false, &Rules::default());
        assert_eq!(m.settled.roller_ecole, 6);
        assert_eq!(m.marks.points, [4, 8]);
        let company = Rules {
            ecole_deux_jetons: EcoleDeuxJetons::Company,
            ..Rules::default()
        };
        let m = mark_roll(&before, &score, d, false, &company);
        assert_eq!((m.settled.roller_ecole, m.marks.points), (0, [6, 2]));
    }

    #[test]
    fn r41_going_marks_the_trous_only() {
        // 10 held, 4 owed: a trou and 2 over
        assert_eq!(remainder(10, 4, Some(2), true), (Some(4), false));
        assert_eq!(remainder(10, 4, Some(4), true), (Some(4), true));
        // staying, or nothing said, or no trou: the declaration is taken as it is
        assert_eq!(remainder(10, 4, Some(2), false), (Some(2), false));
        assert_eq!(remainder(10, 4, None, true), (None, false));
        assert_eq!(remainder(4, 4, Some(4), true), (Some(4), false));
    }

    #[test]
    fn going_on_a_trou_won_but_not_marked() {
        // 8 held (Black 2), a fill of 4: a trou; he marks the 4, forgets the trou and goes
        let score = white_scores(
            "lepeintre white=A: white A5 B2 C2 D2 E2 F G; black Y15",
            5,
            3,
        );
        assert_eq!(score.points(Color::White), 4);
        let before = Marks::with([8, 2], [0, 0], None);
        let d = Declared {
            roller: Some(4),
            roller_trous: Some(0),
            ..Declared::default()
        };
        let m = mark_roll(&before, &score, d, true, &Rules::default());
        assert!(!m.may_go && !m.went);
        let guiton = Rules {
            go_on_forgotten_trou: true,
            ..Rules::default()
        };
        let m = mark_roll(&before, &score, d, true, &guiton);
        assert!(m.may_go && m.went);
        assert_eq!(m.settled.opponent_ecole, 0);
    }

    #[test]
    fn going_with_too_few_trous_for_too_few_points() {
        // 10 held (Black 2), 14 won (a fill three ways, a blot hit): two trous; he reckons 12,
        // marks one trou and goes
        let score = white_scores(
            "lepeintre white=A: white A3 B2 C3 D3 E2 F K; black Y14 N",
            3,
            2,
        );
        assert_eq!(score.points(Color::White), 14);
        let before = Marks::with([10, 2], [0, 0], None);
        let d = Declared {
            roller: Some(2),
            roller_trous: Some(1),
            ..Declared::default()
        };
        // Lepeintre r.53, r.55: an école of the 12 points miscounted, and no going
        let m = mark_roll(&before, &score, d, true, &Rules::default());
        assert_eq!(m.settled.opponent_ecole, 12);
        assert!(!m.may_go && !m.went);
        // Guiton ch. V: no école, the going stands, the trou left out is lost
        let guiton = Rules {
            going_abandons_trous: true,
            ..Rules::default()
        };
        let m = mark_roll(&before, &score, d, true, &guiton);
        assert_eq!(m.settled.opponent_ecole, 0);
        assert!(m.may_go && m.went);
        assert_eq!((m.marks.trous, m.marks.points), ([1, 0], [0, 0]));
        // staying, the same marking is an école in both readings (ch. III)
        let m = mark_roll(&before, &score, d, false, &guiton);
        assert_eq!(m.settled.opponent_ecole, 12);
    }

    #[test]
    fn r69_letting_a_false_play_stand_owes_two_points_per_number() {
        let score = fig26();
        let d = Declared {
            accepted_unplayed: 1,
            ..Declared::default()
        };
        let m = mark_roll(&Marks::default(), &score, d, false, &Rules::default());
        assert_eq!(m.marks.points, [6, 2]);
        let company = Rules {
            accepted_non_play: false,
            ..Rules::default()
        };
        let m = mark_roll(&Marks::default(), &score, d, false, &company);
        assert_eq!(m.marks.points, [4, 2]);
    }
}
