//! Écoles: errors in marking, scored by the opponent (the `ecole` section of the catalogue).
//!
//! - `ecole.points`: points forgotten by the marker, or marked too many (these are also taken
//!   off), go to the opponent, who is never obliged to mark them.
//! - `ecole.impossible`: when no checker can be played, forgotten points are no école
//!   (Lepeintre r.63, fig. 27).
//! - `ecole.no-ecole-d-ecole` and the set-off of r.56 (fig. 26): the opponent who marks an
//!   école while forgetting points of his own owes an école only for the excess of what he
//!   forgot over the école he marked.
//! - `ecole.fausse-case`: points marked for a jan, then a false move that does not make it
//!   (r.60, fig. 31; a stray move taken back while the jan stands is no fausse case, Guiton
//!   ch. III, third example): in rigour the
//!   opponent scores the points marked plus those owed; Guiton and Lelasseux, the points
//!   marked; in Lepeintre's "bonne compagnie", the player corrects his play and nothing is
//!   scored ([`EcoleFausseCase`]).
//! - `ecole.full`: an école, when marked, is marked in full (r.47): an opponent who marks
//!   part of it is made to mark the whole.
//! - `ecole.induced` (r.58): an error the other side led a player into is no école, and what
//!   he marked too few stays lost.
//! - `mark.points.unchallenged` (r.48): an opponent who lets the marking stand claims no
//!   école; in rigour points marked too many then stand, in "bonne compagnie" they come off
//!   ([`UnchallengedMarks`]).
//! - `ecole.points`, renounced: the one who takes off an école (points the other marked too
//!   many) is free to profit by it or to renounce it, marking nothing for it (the Charpentier
//!   text, second-hand, «École faite à dessein par trop»); the points wrongly marked still come
//!   off.
//! - `ecole.timing` (r.42–43): points forgotten become an école only once the roller touches a
//!   checker; points marked too many, in rigour as soon as the jeton is let go, in "bonne
//!   compagnie" only once he has played ([`EcoleTiming`]).
//!
//! What a player *declares* is what he marked for the roll; a player who declares nothing is
//! taken to have marked what he was owed, and an opponent who declares nothing to have taken
//! every école offered.

use crate::engine::trictrac::{EcoleFausseCase, EcoleTiming, Rules, UnchallengedMarks};

/// The marking of one roll: what each side was owed, what each declared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Declared {
    /// Points the roll owes the roller.
    pub roller_owed: u32,
    /// Points the roll owes the opponent.
    pub opponent_owed: u32,
    /// What the roller marked, if said.
    pub roller: Option<u32>,
    /// What the opponent marked, if said.
    pub opponent: Option<u32>,
    /// The roller could move no checker at all (`ecole.impossible`).
    pub impossible: bool,
    /// The roller's play was a false move (`move.fausse-case`).
    pub fausse_case: bool,
    /// The roller has not touched a checker yet (`ecole.timing`): forgotten points are not yet
    /// an école, and points marked too many are one only in rigour.
    pub not_yet_played: bool,
    /// The roller marked his points on a second jeton (`ecole.deux-jetons`, see
    /// [`jetons`](super::jetons)).
    pub roller_second_jeton: bool,
    /// The opponent marked his points on a second jeton.
    pub opponent_second_jeton: bool,
    /// Numbers the roller's play left unplayed though the dice allowed them, the opponent
    /// having let the play stand (`ecole.accepted-non-play`, Lepeintre r.69).
    pub accepted_unplayed: u32,
    /// The opponent lets the roller's play and marking stand as they are: he claims no école
    /// and corrects nothing (`mark.points.unchallenged`, r.48).
    pub accepted: bool,
    /// The trous the roller marked, if said (`ecole.trous`, r.49–52).
    pub roller_trous: Option<u32>,
    /// The roller's marking error was induced by the opponent (`ecole.induced`, r.58): no
    /// école for it, and points he marked too few stay lost.
    pub roller_induced: bool,
    /// The opponent's marking error was induced by the roller.
    pub opponent_induced: bool,
    /// The roller took a trou and left the opponent's points standing (`mark.trou.erases`,
    /// r.50).
    pub left_unerased: bool,
    /// Whose points the other side erased wrongly on this roll (`ecole.erasing`, r.68).
    pub wrongly_erased: Option<crate::engine::Color>,
    /// Whoever wins the bredouille of trous on this roll does not put the pavillon up
    /// (`mark.pavillon`, r.59).
    pub pavillon_forgotten: bool,
    /// The roller renounces the école the opponent's marking offers him: he takes off what
    /// was marked too many and marks nothing for it (`ecole.points`).
    pub roller_renounces: bool,
    /// The opponent renounces the école the roller's marking offers him.
    pub opponent_renounces: bool,
}

/// Who scores what, in marking order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Settled {
    /// The roller's own points that stand.
    pub roller_points: u32,
    /// The école the opponent scores for the roller's errors.
    pub opponent_ecole: u32,
    /// The opponent's own points that stand.
    pub opponent_points: u32,
    /// The école the roller scores for the opponent's errors.
    pub roller_ecole: u32,
}

/// Settles the marking of one roll.
#[must_use]
pub fn settle(d: &Declared, rules: &Rules) -> Settled {
    let owed = d.roller_owed;
    let marked = d.roller.unwrap_or(owed);
    let (roller_points, offered) = if d.roller_induced {
        // led into his error: no école, and what he marked too few is his loss (r.58)
        (marked.min(owed), 0)
    } else if d.accepted {
        // nobody challenges: in rigour what he marked stands (r.48), else it is put right
        let stands = rules.unchallenged_marks == UnchallengedMarks::Stand;
        (if stands { marked } else { marked.min(owed) }, 0)
    } else if d.fausse_case && d.roller.is_some() && marked > 0 {
        match rules.ecole_fausse_case {
            EcoleFausseCase::Rigour => (0, marked.saturating_add(owed)),
            EcoleFausseCase::Marked => (0, marked),
            EcoleFausseCase::Corrected => (owed, 0),
        }
    } else if marked > owed {
        let consummated = !d.not_yet_played || rules.ecole_timing == EcoleTiming::Rigour;
        (owed, if consummated { marked - owed } else { 0 })
    } else if d.impossible || d.not_yet_played {
        (marked, 0)
    } else {
        (marked, owed - marked)
    };
    // an école renounced is marked by nobody; what was marked too many still comes off
    let offered = if d.opponent_renounces { 0 } else { offered };
    let opp_marked = d
        .opponent
        .unwrap_or(d.opponent_owed.saturating_add(offered));
    // what the opponent marks counts first toward the école; an école marked at all is
    // marked in full (`ecole.full`, r.47)
    let toward = opp_marked.min(offered);
    let opponent_ecole = if toward > 0 { offered } else { 0 };
    let own = opp_marked - toward;
    let (opponent_points, over) = if own > d.opponent_owed {
        (d.opponent_owed, own - d.opponent_owed)
    } else {
        (own, 0)
    };
    let forgotten = d.opponent_owed - opponent_points;
    let roller_ecole = if d.opponent_induced || d.roller_renounces {
        0
    } else {
        over.saturating_add(forgotten.saturating_sub(toward))
    };
    Settled {
        roller_points,
        opponent_ecole,
        opponent_points,
        roller_ecole,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r56_fig26_the_ecole_sets_off_against_points_forgotten() {
        // Black (roller) owed 2, marks nothing; White owed 4, marks 2 as the école.
        let d = Declared {
            roller_owed: 2,
            opponent_owed: 4,
            roller: Some(0),
            opponent: Some(2),
            ..Declared::default()
        };
        let s = settle(&d, &Rules::default());
        assert_eq!((s.opponent_ecole, s.roller_ecole), (2, 2));
        assert_eq!((s.roller_points, s.opponent_points), (0, 0));
    }

    #[test]
    fn an_ecole_by_too_much_may_be_renounced() {
        // The Charpentier text, «École faite à dessein par trop» (fallavel fig32): the roller
        // owed 4 and marked them; the opponent, owed 2, marked 6. The roller takes the 4 off
        // and renounces them: nobody scores them.
        let d = Declared {
            roller_owed: 4,
            opponent_owed: 2,
            roller: Some(4),
            opponent: Some(6),
            ..Declared::default()
        };
        let taken = settle(&d, &Rules::default());
        assert_eq!((taken.opponent_points, taken.roller_ecole), (2, 4));
        let renounced = settle(
            &Declared {
                roller_renounces: true,
                ..d
            },
            &Rules::default(),
        );
        assert_eq!((renounced.opponent_points, renounced.roller_ecole), (2, 0));
        assert_eq!(renounced.roller_points, 4);
        // the opponent renouncing the roller's école: the roller's excess comes off, and what
        // the opponent marks is his own points
        let over = Declared {
            roller_owed: 2,
            opponent_owed: 4,
            roller: Some(6),
            opponent: Some(4),
            opponent_renounces: true,
            ..Declared::default()
        };
        let s = settle(&over, &Rules::default());
        assert_eq!(
            (
                s.roller_points,
                s.opponent_ecole,
                s.opponent_points,
                s.roller_ecole
            ),
            (2, 0, 4, 0)
        );
        let unsaid = settle(
            &Declared {
                opponent: None,
                ..over
            },
            &Rules::default(),
        );
        assert_eq!((unsaid.opponent_ecole, unsaid.opponent_points), (0, 4));
    }

    #[test]
    fn r60_fig31_fill_marked_then_not_played() {
        let d = Declared {
            roller_owed: 8,
            roller: Some(8),
            fausse_case: true,
            ..Declared::default()
        };
        assert_eq!(settle(&d, &Rules::default()).opponent_ecole, 16);
        let nothing = Declared {
            roller: Some(0),
            ..d
        };
        assert_eq!(settle(&nothing, &Rules::default()).opponent_ecole, 8);
        let guiton = Rules {
            ecole_fausse_case: EcoleFausseCase::Marked,
            ..Rules::default()
        };
        assert_eq!(settle(&d, &guiton).opponent_ecole, 8);
        let company = Rules {
            ecole_fausse_case: EcoleFausseCase::Corrected,
            ..Rules::default()
        };
        assert_eq!(settle(&d, &company).opponent_ecole, 0);
    }

    #[test]
    fn r63_fig27_no_ecole_when_nothing_can_be_played() {
        let d = Declared {
            roller_owed: 14,
            opponent_owed: 4,
            roller: Some(8),
            impossible: true,
            ..Declared::default()
        };
        let s = settle(&d, &Rules::default());
        assert_eq!(s.opponent_ecole, 0);
        assert_eq!(s.roller_points, 8);
    }

    #[test]
    fn r42_43_when_an_error_becomes_an_ecole() {
        let early = Declared {
            roller_owed: 4,
            roller: Some(6),
            not_yet_played: true,
            ..Declared::default()
        };
        assert_eq!(settle(&early, &Rules::default()).opponent_ecole, 2);
        let company = Rules {
            ecole_timing: EcoleTiming::Company,
            ..Rules::default()
        };
        assert_eq!(settle(&early, &company).opponent_ecole, 0);
        let forgot = Declared {
            roller_owed: 4,
            roller: Some(2),
            not_yet_played: true,
            ..Declared::default()
        };
        assert_eq!(settle(&forgot, &Rules::default()).opponent_ecole, 0);
        let touched = Declared {
            not_yet_played: false,
            ..forgot
        };
        assert_eq!(settle(&touched, &Rules::default()).opponent_ecole, 2);
    }

    #[test]
    fn r58_an_induced_error_is_no_ecole() {
        // fig. 26: Black's 6-3 owes Black 2 and White 4; Black leads White to mark 2.
        let d = Declared {
            roller_owed: 2,
            opponent_owed: 4,
            opponent: Some(2),
            opponent_induced: true,
            ..Declared::default()
        };
        let s = settle(&d, &Rules::default());
        assert_eq!((s.opponent_points, s.roller_ecole), (2, 0));
        let roller = Declared {
            roller_owed: 4,
            roller: Some(2),
            roller_induced: true,
            ..Declared::default()
        };
        let s = settle(&roller, &Rules::default());
        assert_eq!((s.roller_points, s.opponent_ecole), (2, 0));
    }

    #[test]
    fn r47_an_ecole_is_marked_in_full() {
        let d = Declared {
            roller_owed: 4,
            roller: Some(0),
            opponent: Some(2),
            ..Declared::default()
        };
        let s = settle(&d, &Rules::default());
        assert_eq!((s.opponent_ecole, s.roller_ecole), (4, 0));
        // marking none of it is no école at all (r.44, r.57)
        let none = Declared {
            opponent: Some(0),
            ..d
        };
        assert_eq!(settle(&none, &Rules::default()).opponent_ecole, 0);
    }

    #[test]
    fn marking_too_many_is_an_ecole_and_the_excess_comes_off() {
        let d = Declared {
            roller_owed: 4,
            roller: Some(6),
            ..Declared::default()
        };
        let s = settle(&d, &Rules::default());
        assert_eq!((s.roller_points, s.opponent_ecole), (4, 2));
    }
}
