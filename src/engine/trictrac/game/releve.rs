//! The end of a roll and of a relevé (`mark.releve`): the roll is marked; going away
//! (`mark.sen-aller`) or bearing off the last checker (`jan.sortie`) ends the relevé, both
//! talons are set again and the one who ended it throws first, under the other colour when the
//! players change colours after a sortie (`sortie_swaps_colours`: each rebuilds his talon with
//! the checkers on his side). "Je joue pour tout" (`jan.sortie.pour-tout`, Lepeintre r.74):
//! the throw that bore off the last checker is played again as the first of the next relevé;
//! where the player keeps, on seeing it, the choice of going on the trou the sortie won
//! (`go_after_pour_tout`, Guiton ch. VII), he may go instead of playing it.

use super::{Game, GameError, Turn};
use crate::engine::trictrac::marking::{mark_roll, Marked, Settled, Taken};
use crate::engine::{trictrac::Setup, Color, Roll};

/// How a roll ends the relevé.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReleveEnd {
    /// The roller went away (`mark.sen-aller`).
    Went,
    /// The roller bore off his last checker; `swaps`: the players then change colours.
    Sortie { swaps: bool },
}

/// A roll closed: the roll, its marking, and how it ended the relevé, if it did.
#[derive(Debug, Clone)]
pub struct Closed {
    pub turn: Turn,
    pub marked: Marked,
    pub end: Option<ReleveEnd>,
}

impl Game<'_> {
    /// How the current roll ends the relevé, if it does, marked as `m`.
    #[must_use]
    pub fn releve_end(&self, m: &Marked) -> Option<ReleveEnd> {
        let t = self.turn.as_ref()?;
        let sortie = t.verdict.is_some() && self.board.counts(t.color).iter().all(|&c| c == 0);
        if m.went {
            Some(ReleveEnd::Went)
        } else if sortie {
            Some(ReleveEnd::Sortie {
                swaps: self.rules.sortie_swaps_colours,
            })
        } else {
            None
        }
    }

    /// Who throws after the current roll, once played (or gone away): the one who ended the
    /// relevé opens the next, under his new colour when a sortie changes the colours.
    #[must_use]
    pub fn next_to_play(&self) -> Option<Color> {
        let t = self.turn.as_ref()?;
        let m = self.marking(t);
        Some(next(t.color, self.releve_end(&m)))
    }

    /// Closes the current roll, if any: its marks stand, and a relevé it ended gives way to
    /// the next (talons set again, roll numbers at 1, marks under the new colours).
    pub fn close(&mut self) -> Option<Closed> {
        let m = self.marked()?;
        let end = self.releve_end(&m);
        let turn = self.turn.take()?;
        self.marks = m.marks;
        self.to_play = Some(next(turn.color, end));
        if let Some(end) = end {
            if end == (ReleveEnd::Sortie { swaps: true }) {
                self.marks = self.marks.swapped();
            }
            self.board = Setup::opening();
            self.roll_numbers = [Some(1), Some(1)];
            self.coin_just_taken = [false, false];
            self.first_rolls = [None, None];
        }
        Some(Closed {
            turn,
            marked: m,
            end,
        })
    }

    /// "Je joue pour tout": the current roll, which bore off the roller's last checker, is
    /// closed and thrown again from the talon as his first roll of the next relevé (under his
    /// new colour if the players change colours). `Ok(None)`: the roll did not bear off the
    /// last checker, and nothing changes.
    pub fn pour_tout(&mut self) -> Result<Option<Closed>, GameError> {
        let t = self.turn.as_ref().ok_or(GameError::NoRoll)?;
        let m = self.marking(t);
        let Some(ReleveEnd::Sortie { swaps }) = self.releve_end(&m) else {
            return Ok(None);
        };
        let (color, roll): (Color, Roll) = (t.color, t.roll);
        let color = if swaps { color.opposite() } else { color };
        // whether going on that sortie's trou would be allowed (none of its points over
        // marked, no école, a trou of his own throw)
        let may_go = mark_roll(&t.marks_before, &t.score, t.declared(), true, self.rules).may_go;
        let closed = self.close();
        self.roll(color, roll)?;
        if let Some(t) = self.turn.as_mut() {
            t.pour_tout_may_go = Some(may_go);
        }
        Ok(closed)
    }

    /// The choice left to a player who plays pour tout (`go_after_pour_tout`, Guiton ch. VII,
    /// "Difficulté relative à la sortie du jan de retour"): until he plays the throw again he
    /// may still go on the trou his sortie won, the throw then serving the sortie only (his
    /// points over the trou given up, nothing played from the talon). `m` is the throw's own
    /// marking, returned as it is where the choice is not his.
    pub(super) fn pour_tout_choice(&self, t: &Turn, m: Marked) -> Marked {
        let Some(may_go) = t.pour_tout_may_go else {
            return m;
        };
        if !self.rules.go_after_pour_tout || t.verdict.is_some() {
            return m;
        }
        if !(t.go && may_go) {
            return Marked { may_go, ..m };
        }
        let mut marks = t.marks_before;
        marks.go_away(t.color);
        Marked {
            marks,
            settled: Settled::default(),
            taken: Taken::default(),
            may_go,
            went: true,
        }
    }
}

/// Who throws after `roller`'s roll that ended the relevé so (or did not).
fn next(roller: Color, end: Option<ReleveEnd>) -> Color {
    match end {
        Some(ReleveEnd::Went | ReleveEnd::Sortie { swaps: false }) => roller,
        _ => roller.opposite(),
    }
}
