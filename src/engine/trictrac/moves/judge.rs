//! Judging a play given by the board it leaves: `Ok` when it is one of the legal plays, else
//! the rule it breaks (how a fausse case is named), from the same checks that generate the
//! legal plays. Only here are the broken ways of playing walked.

use super::board::Board;
use super::list::{CompactPlay, PlayList};
use super::ways::{keeps_by_privilege, legal_ways_into, ways};
use crate::engine::trictrac::sided::COIN;
use crate::engine::{
    trictrac::{MoveError, Rules, Sided},
    Roll,
};

/// The legal ways of the roll (after the obligations), the number of steps they play, and
/// whether the privilege of the retour was called for.
fn legal_ways(board: &Board<'_>, roll: Roll) -> (PlayList, usize, bool) {
    let mut legal = PlayList::new();
    let privilege = legal_ways_into(board, roll, &mut legal);
    let best = legal.plays().first().map_or(0, CompactPlay::len);
    (legal, best, privilege)
}

/// When the privilege of the retour is called for, each way it makes legal on its own (the
/// band one more flèche, the plein kept) that leaves `target`: a play the ordinary sortie
/// refuses but the privilege allows breaks an obligation, not the sortie (found by the
/// property tests: 5-1, the 5 alone bearing off a surplus checker of the plein).
fn privileged_reaching(
    board: &Board<'_>,
    roll: Roll,
    privilege: bool,
    target: &Sided,
    mut f: impl FnMut(CompactPlay),
) {
    if !privilege {
        return;
    }
    ways::<false, true>(board, roll, |p, _| {
        if p.apply(&board.s.me) == target.me && keeps_by_privilege(board, &p) {
            f(p);
        }
    });
}

/// Judges a play given by the board it leaves (`target`, seen by the player of `s`): `Ok` if
/// it is one of the legal plays, else the rule it breaks.
///
/// A board reached by a way legal on its own but refused by an obligation breaks
/// `move.both-numbers`, `jan.conserve` or `jan.fill.obligatory`; one reached only by broken
/// ways breaks the first rule of the first of them; an untouched board leaves numbers unplayed
/// (`move.both-numbers`); two checkers of the grand jan put on the empty coin are a false coin
/// (`move.coin.par-puissance`); anything else does not match the dice (`dice.roll`).
pub fn judge(s: &Sided, roll: Roll, target: &Sided, rules: &Rules) -> Result<(), MoveError> {
    let board = Board::new(s, rules);
    let (legal, best, privilege) = legal_ways(&board, roll);
    if legal.plays().iter().any(|p| p.apply(&s.me) == target.me) {
        return Ok(());
    }
    let mut legal_alone: Option<CompactPlay> = None;
    let mut broken: Option<MoveError> = None;
    ways::<true, false>(&board, roll, |p, verdict| {
        if p.apply(&s.me) != target.me {
            return;
        }
        match verdict {
            Ok(()) => legal_alone = legal_alone.or(Some(p)),
            Err(e) => broken = broken.or(Some(e)),
        }
    });
    if legal_alone.is_none() {
        privileged_reaching(&board, roll, privilege, target, |p| {
            legal_alone = legal_alone.or(Some(p));
        });
    }
    if let Some(c) = legal_alone {
        // legal on its own, refused by an obligation
        let played = if c.complete() { 2 } else { c.len() };
        let one_number = legal.unplayable().len() == 1;
        if played < best || (one_number && c.die[0] != legal.plays()[0].die[0]) {
            return Err(MoveError::BothNumbers);
        }
        let after = |p: &CompactPlay| board.after(&p.from, &p.to, p.len()).full;
        let kept = legal.plays().iter().fold(0, |acc, p| acc | after(p));
        let kept_lost = board.full & kept & !after(&c) != 0;
        return Err(if kept_lost {
            MoveError::Conserve
        } else {
            MoveError::FillObligatory
        });
    }
    if let Some(e) = broken {
        return Err(e);
    }
    if target.me == s.me {
        return Err(MoveError::BothNumbers);
    }
    if coin_attempt(s, target) {
        return Err(MoveError::ParPuissance);
    }
    Err(MoveError::NotTheDice)
}

/// How many numbers of the roll a play (given by the board it leaves) leaves unplayed where
/// a legal play would have played them: 0 for a legal play. What an opponent who lets such a
/// play stand marks 2 points for (`ecole.accepted-non-play`, Lepeintre r.69). `None` when the
/// board is reached by no way of playing the numbers that breaks no other rule.
#[must_use]
pub fn numbers_left(s: &Sided, roll: Roll, target: &Sided, rules: &Rules) -> Option<u32> {
    let board = Board::new(s, rules);
    let (legal, best, privilege) = legal_ways(&board, roll);
    if legal.plays().iter().any(|p| p.apply(&s.me) == target.me) {
        return Some(0);
    }
    if target.me == s.me {
        return u32::try_from(best).ok();
    }
    let mut fewest: Option<u32> = None;
    let mut count = |p: CompactPlay| {
        let left = u32::try_from(best.saturating_sub(p.len())).unwrap_or(u32::MAX);
        fewest = Some(fewest.map_or(left, |f| f.min(left)));
    };
    ways::<false, false>(&board, roll, |p, _| {
        if p.apply(&s.me) == target.me {
            count(p);
        }
    });
    privileged_reaching(&board, roll, privilege, target, count);
    fewest
}

/// Whether `target` differs from `s` only by two checkers of the grand jan put on the
/// player's empty coin: a coin taken par puissance (or announced) that the roll does not allow
/// (`move.coin.false-take`, judged under `move.coin.par-puissance`).
fn coin_attempt(s: &Sided, target: &Sided) -> bool {
    if s.me[COIN] != 0 || target.me[COIN] != 2 {
        return false;
    }
    let mut left = 0;
    for p in 1..=25 {
        match (p, i32::from(s.me[p]) - i32::from(target.me[p])) {
            (_, 0) => {}
            (7..=11, d) if d > 0 => left += d,
            (COIN, -2) => {}
            _ => return false,
        }
    }
    left == 2
}
