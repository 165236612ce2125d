//! Marking one roll, in the order of `jan.order`: the roller's own points, the école his
//! errors give the opponent, the opponent's points from the roll, then the école the
//! opponent's errors give the roller. Going away (`mark.sen-aller`) is allowed only on trous
//! the roller *took* with his own points (never on trous received, Lepeintre 1re §III, r.39),
//! never after an école made on the same roll (r.55, r.64), and, going, the opponent's points
//! from that roll are not marked.

use super::ecole::{settle, Declared, Settled};
use super::marks::{Marks, Taken};
use crate::jans::{Jan, Score};
use crate::{Color, Rules};

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
/// amounts are filled in from the score). `go`: the roller goes away if he may.
#[must_use]
pub fn mark_roll(
    before: &Marks,
    score: &Score,
    declared: Declared,
    go: bool,
    rules: &Rules,
) -> Marked {
    let roller = score.roller;
    let opp = roller.opposite();
    let d = Declared {
        roller_owed: score.points(roller),
        opponent_owed: score.points(opp),
        ..declared
    };
    let settled = settle(&d, rules);
    let mut marks = *before;
    let taken = marks.score(roller, settled.roller_points, rules);
    let by_sortie = score.jans.iter().any(|j| j.jan == Jan::Sortie);
    // an école made on the roll forfeits the right to go (Lepeintre r.55, r.64)
    let may_go =
        taken.trous > 0 && (!by_sortie || rules.go_after_sortie) && settled.opponent_ecole == 0;
    let went = go && may_go;
    if went {
        marks.go_away(roller);
    }
    marks.score(opp, settled.opponent_ecole, rules);
    if !went {
        marks.score(opp, settled.opponent_points, rules);
    }
    marks.score(roller, settled.roller_ecole, rules);
    Marked {
        marks,
        settled,
        taken,
        may_go,
        went,
    }
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
