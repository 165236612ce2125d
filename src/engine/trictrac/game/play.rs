//! The roller's play: the checkers he touched (`move.touched`, Lepeintre r.17, r.30), the play
//! judged by [`judge`], a false play put right (`move.fausse-case`, r.23, r.26–27, r.60;
//! Lelasseux n° 199) or let stand (`accept`), and the board that follows.
//!
//! A correction must be a legal play of the roll that moves only the checkers the false play
//! moved ("his choice among the legal plays of the checkers involved", r.23, r.27); after a
//! false coin (`move.coin.false-take`, r.26) he may play one of those checkers or others, but
//! takes no coin on that throw, unless taking the coin is all the roll allows: the penalty
//! never overrides the obligation to play (Lelasseux 1852, n° 199; Guiton ch. III, first
//! example, fig. IV, against his own penalty of ch. IV); after a jan left unfilled
//! or unkept, the opponent may make him play the checkers that fill (r.60); after a number
//! left unplayed by moves the dice allow (`move.both-numbers`), the whole throw as the rules
//! require, other checkers included: the 5 played with the checker meant for the 6 is put
//! right by that checker playing the 6 and another the 5 (Guiton ch. III, "Fausse case"; the
//! alternative to letting it stand in Lepeintre r.69), the correction being a legal play, so
//! never one that breaks a plein the throw can keep.
//!
//! The écoles of the false play stand, except when the correction only takes back its stray
//! moves: what stands was then played regularly, and points marked for it (a plein made by
//! the checker that makes it, then a stray ace) are judged as for a legal play, not as points
//! marked before a fausse case (Guiton ch. III, third example; Lepeintre r.60 sends to school
//! for a plein not made, or made by checkers that do not make it).

use std::fmt;

use super::{idx, Game, GameError, Turn};
use crate::engine::trictrac::sided::COIN;
use crate::engine::{
    trictrac::{judge, numbers_left, Fleche, MoveError, Setup, Sided},
    Color,
};

/// Why a correction is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The play was legal: there is nothing to put right.
    WasLegal,
    /// The correction is not a legal play of the roll.
    Illegal(MoveError),
    /// After a false coin, no coin is taken on that throw.
    FalseCoin,
    /// It moves checkers the false play did not.
    OtherCheckers,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::WasLegal => write!(f, "the play was legal: there is nothing to put right"),
            Refusal::Illegal(e) => write!(f, "the correction is illegal: {e}"),
            Refusal::FalseCoin => write!(
                f,
                "after a false coin no coin is taken on that throw (move.coin.false-take)"
            ),
            Refusal::OtherCheckers => write!(
                f,
                "it moves checkers the false play did not (move.fausse-case: the checkers involved)"
            ),
        }
    }
}

impl Game<'_> {
    /// The roller touched checkers on `fleches` (his own frame, one entry per checker) before
    /// playing.
    pub fn touch(&mut self, fleches: &[u8]) -> Result<(), GameError> {
        let t = self.turn_mut()?;
        if t.verdict.is_some() {
            return Err(GameError::PlayedAlready);
        }
        t.touched.extend_from_slice(fleches);
        Ok(())
    }

    /// The roller plays, leaving `target`: the play is judged (with `move.touched` when the
    /// rules have it) and the board becomes `target` whatever the verdict.
    pub fn play(&mut self, target: Setup) -> Result<Result<(), MoveError>, GameError> {
        let t = self.turn.as_ref().ok_or(GameError::NoRoll)?;
        let start = t.pos.sided(t.color);
        let played = Sided::new(&target, t.color);
        let verdict = judge(&start, t.roll, &played, self.rules).and_then(|()| {
            if self.rules.touched_played && !touched_played(t, &start, &played) {
                Err(MoveError::Touched)
            } else {
                Ok(())
            }
        });
        self.played(verdict, target);
        Ok(verdict)
    }

    /// The roller makes the `i`-th of the roll's legal plays.
    pub fn play_legal(&mut self, i: usize) -> Result<(), GameError> {
        let t = self.turn.as_ref().ok_or(GameError::NoRoll)?;
        let p = t.plays.plays.get(i).ok_or(GameError::NoSuchPlay)?;
        let target = p.position().setup().clone();
        self.played(Ok(()), target);
        Ok(())
    }

    fn played(&mut self, verdict: Result<(), MoveError>, target: Setup) {
        let Some(t) = self.turn.as_mut() else { return };
        t.verdict = Some(verdict);
        let color = t.color;
        if let Some(n) = self.roll_numbers[idx(color)].as_mut() {
            *n = n.saturating_add(1);
        }
        self.board_after(color, target);
    }

    /// The board becomes `target`, played by `color` from the current roll's position.
    fn board_after(&mut self, color: Color, target: Setup) {
        if let Some(t) = self.turn.as_ref() {
            let coin = Fleche::from_side(color, 12).expect("12 is a flèche");
            self.coin_just_taken[idx(color)] =
                t.pos.count(color, coin) == 0 && target.get(color, coin) >= 2;
        }
        self.board = target;
        self.board.turn = color.opposite();
    }

    /// The opponent has the false play put right as `target`; accepted, the board becomes
    /// `target`.
    pub fn correct(&mut self, target: Setup) -> Result<Result<(), Refusal>, GameError> {
        let t = self.turn.as_ref().ok_or(GameError::NoRoll)?;
        let verdict = t.verdict.ok_or(GameError::NoPlay)?;
        let start = t.pos.sided(t.color);
        let corrected = Sided::new(&target, t.color);
        let played = Sided::new(&self.board, t.color);
        let refused = match verdict {
            Ok(()) => Some(Refusal::WasLegal),
            Err(fault) => match judge(&start, t.roll, &corrected, self.rules) {
                Err(e) => Some(Refusal::Illegal(e)),
                Ok(()) => refusal(t, &start, &played, &corrected, fault),
            },
        };
        if let Some(r) = refused {
            return Ok(Err(r));
        }
        let color = t.color;
        let taken_back = taken_back(&start, &played, &corrected);
        self.board_after(color, target);
        self.turn_mut()?.taken_back = taken_back;
        Ok(Ok(()))
    }

    /// The opponent lets the play and the marking stand (`mark.points.unchallenged`): the
    /// numbers the play left unplayed, though the dice allowed them, are counted for
    /// `ecole.accepted-non-play`.
    pub fn accept(&mut self) -> Result<(), GameError> {
        let t = self.turn.as_ref().ok_or(GameError::NoRoll)?;
        if t.verdict.is_none() {
            return Err(GameError::NoPlay);
        }
        let left = numbers_left(
            &t.pos.sided(t.color),
            t.roll,
            &Sided::new(&self.board, t.color),
            self.rules,
        );
        let t = self.turn_mut()?;
        t.declared.accepted = true;
        t.declared.accepted_unplayed = left.unwrap_or(0);
        Ok(())
    }
}

/// Whether every checker the roller touched was played, where a legal play could play it
/// (`move.touched`, r.17; touching a checker that cannot be played is no fault, r.30).
fn touched_played(t: &Turn, start: &Sided, played: &Sided) -> bool {
    let mut fleches = t.touched.clone();
    fleches.sort_unstable();
    fleches.dedup();
    fleches.into_iter().all(|p| {
        let need = t.touched.iter().filter(|&&x| x == p).count();
        let best = t
            .plays
            .plays
            .iter()
            .map(|pl| pl.steps().iter().filter(|s| s.from == p).count())
            .max()
            .unwrap_or(0);
        let i = usize::from(p);
        let left = usize::from(start.me[i].saturating_sub(played.me[i]));
        left >= need.min(best)
    })
}

/// Whether the correction only takes back moves of the false play: on every flèche it leaves
/// as many checkers as the start, as the false play, or a number between, so every checker it
/// moved stands where the false play put one.
fn taken_back(start: &Sided, played: &Sided, corrected: &Sided) -> bool {
    (0..start.me.len()).all(|p| {
        let (a, b) = (start.me[p], played.me[p]);
        (a.min(b)..=a.max(b)).contains(&corrected.me[p])
    })
}

/// Why a legal correction is not one the opponent may impose, if it is not.
fn refusal(
    t: &Turn,
    start: &Sided,
    played: &Sided,
    corrected: &Sided,
    fault: MoveError,
) -> Option<Refusal> {
    let false_coin = start.me[COIN] == 0 && played.me[COIN] >= 2;
    if false_coin {
        // no coin on that throw, unless every legal play takes it (Lelasseux n° 199; Guiton
        // ch. III, first example)
        let forced = t.plays.plays.iter().all(|p| p.result().me[COIN] >= 2);
        return (corrected.me[COIN] >= 2 && !forced).then_some(Refusal::FalseCoin);
    }
    // a jan left unfilled or unkept (r.60), or a number left unplayed by moves the dice allow
    // (Guiton ch. III, "Fausse case", the 6 and 5 of two spare checkers; Lepeintre r.69): the
    // throw is played as the rules require, with whatever checkers that takes
    if matches!(
        fault,
        MoveError::FillObligatory | MoveError::Conserve | MoveError::BothNumbers
    ) {
        return None;
    }
    // every checker moved by the correction left a flèche the false play took one from
    let involved = (1..=24).all(|p| {
        let left = |s: &Sided| start.me[p].saturating_sub(s.me[p]);
        left(corrected) <= left(played)
    });
    (!involved).then_some(Refusal::OtherCheckers)
}
