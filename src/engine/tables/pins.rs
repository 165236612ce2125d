//! Pinning, plakoto's contact rule (`plakoto.pin`): a checker that lands on a lone opponent
//! checker does not hit it but stays on top of it, and the checker underneath may not move
//! while one of the pinner's checkers is on the point. The counts of both sides then stand on
//! one point; which is on top is [`BgSetup::pinned`]'s bit. This module checks those bits,
//! sets them after a play, and reads the mother checker's end (`plakoto.mother`).
//!
//! A play never moves the mover's pinned checkers nor the opponent's checkers, so the pins
//! after it follow from the mover's counts alone: the mover's own pins stay, and the
//! opponent's lone checkers with a checker of the mover on their point (one not already on
//! top of a pinned checker of the mover) are pinned. The legal plays' key (the mover's
//! counts) is thus still one key per resulting position.

use super::position::{side, BgPosition, BgPositionError, BgSetup};
use super::rules::{BgRules, Mother};
use crate::engine::Color;

/// The points 1..=24 as bits.
const BOARD: u32 = ((1 << 25) - 1) & !1;

/// The mother's point: each side's start point, its 24.
pub const START: usize = 24;

/// Checks the pins of `s`: each marked checker is its side's only one on the point with at
/// least one opponent checker on it, never both sides marked on one point, and no point
/// holds both colours without one of them pinned.
///
/// # Errors
///
/// The first point that breaks it, White's numbering first.
pub(super) fn check(s: &BgSetup) -> Result<(), BgPositionError> {
    for c in Color::ALL {
        let stray = s.pinned[side(c)] & !BOARD;
        if stray != 0 {
            let point = stray.trailing_zeros() as usize;
            return Err(BgPositionError::Pin { color: c, point });
        }
    }
    for p in 1..=24 {
        let q = s.facing(p);
        let (w, b) = (s.points[0][p], s.points[1][q]);
        let (wp, bp) = (s.pinned[0] & 1 << p != 0, s.pinned[1] & 1 << q != 0);
        let bad = if wp && bp {
            Some((Color::White, p))
        } else if wp && (w != 1 || b == 0) {
            Some((Color::White, p))
        } else if bp && (b != 1 || w == 0) {
            Some((Color::Black, q))
        } else if w > 0 && b > 0 && !wp && !bp {
            Some((Color::White, p))
        } else {
            None
        };
        if let Some((color, point)) = bad {
            return Err(BgPositionError::Pin { color, point });
        }
    }
    Ok(())
}

/// Marks the pins a reader can tell from the counts alone: where both colours stand on a
/// point and one of them has two or more, the other's lone checker is pinned. Where each has
/// one, the counts cannot say which is on top: the point is left unmarked (and
/// [`check`] refuses it until a reader marks it).
pub fn infer(s: &mut BgSetup) {
    for p in 1..=24 {
        let q = s.facing(p);
        let (w, b) = (s.points[0][p], s.points[1][q]);
        if w == 1 && b >= 2 {
            s.pinned[0] |= 1 << p;
        } else if b == 1 && w >= 2 {
            s.pinned[1] |= 1 << q;
        }
    }
}

/// The opponent's pins once the mover (`me`, an index of [`BgSetup::points`]) has played on
/// `s` (his counts after the play, the opponent's as before it): every lone opponent checker
/// with a checker of the mover on its point, but those on top of a pinned checker of the
/// mover. Empty wherever checkers are hit (no point then holds both colours).
#[inline]
pub(super) fn after_play(s: &mut BgSetup, me: usize) {
    let mut theirs = 0;
    for q in 1..=24 {
        let p = s.facing(q);
        if s.points[1 - me][q] == 1 && s.points[me][p] > 0 && s.pinned[me] & 1 << p == 0 {
            theirs |= 1 << q;
        }
    }
    s.pinned[1 - me] = theirs;
}

/// How the mother checker ends a game (`plakoto.mother`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MotherEnd {
    /// This colour's mother is pinned and the pinner holds no checker on his own start point:
    /// it loses the double game.
    Lost(Color),
    /// Both mothers are pinned: the game is drawn (`plakoto.mother.draw`).
    Drawn,
}

/// Whether colour `c`'s mother is pinned: its only checker left on its start point, pinned
/// there.
#[must_use]
pub fn mother_pinned(pos: &BgPosition, c: Color) -> bool {
    pos.counts(c)[START] == 1 && pos.pinned(c) & 1 << START != 0
}

/// The end the mother checker makes of `pos` under `rules`, if any: both pinned, a draw; one
/// pinned while the pinner has left his own start point, its loss; else none (the game goes
/// on: while the pinner's own start point is held, his mother may still be pinned).
#[must_use]
pub fn mother_end(pos: &BgPosition, rules: &BgRules) -> Option<MotherEnd> {
    if rules.mother == Mother::None || !rules.pinning {
        return None;
    }
    let [w, b] = Color::ALL.map(|c| mother_pinned(pos, c));
    match (w, b) {
        (true, true) => Some(MotherEnd::Drawn),
        (true, false) if pos.counts(Color::Black)[START] == 0 => {
            Some(MotherEnd::Lost(Color::White))
        }
        (false, true) if pos.counts(Color::White)[START] == 0 => {
            Some(MotherEnd::Lost(Color::Black))
        }
        _ => None,
    }
}

/// Self-play's invariants of pinning for one play (`moves`, in the mover's numbering) from
/// `before` to `after`: no pinned checker of the mover moved or was landed on, none borne off
/// while one was pinned, and the opponent's pins are those [`after_play`] gives.
///
/// # Errors
///
/// The invariant broken.
pub fn play_keeps_pins(
    before: &BgPosition,
    after: &BgPosition,
    moves: &[super::plays::BgMove],
) -> Result<(), String> {
    let me = before.turn();
    let pinned = before.pinned(me);
    for m in moves {
        if pinned & 1 << m.from != 0 || (m.to > 0 && pinned & 1 << m.to != 0) {
            return Err(format!("a pinned checker moved or was landed on: {m:?}"));
        }
        if m.to == 0 && pinned != 0 {
            return Err("a checker borne off while one of the side's was pinned".into());
        }
    }
    if after.pinned(me) != pinned {
        return Err("the mover's pins changed in his own play".into());
    }
    let mut s = *after.setup();
    after_play(&mut s, side(me));
    if s.pinned != after.setup().pinned || after.counts(me.opposite()) != before.counts(me.opposite()) {
        return Err("the opponent's checkers moved, or his pins are not those of the play".into());
    }
    Ok(())
}
