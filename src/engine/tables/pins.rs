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
        // both marked, or White's mark on no lone checker under Black's
        let bad = if wp && (bp || w != 1 || b == 0) {
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
    if s.pinned != after.setup().pinned
        || after.counts(me.opposite()) != before.counts(me.opposite())
    {
        return Err("the opponent's checkers moved, or his pins are not those of the play".into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tables::id::{from_position_id_pinned, position_id};
    use crate::engine::tables::rules::Start;
    use crate::engine::RuleId;

    fn plakoto() -> BgRules {
        BgRules {
            start: Start::Head,
            hitting: false,
            pinning: true,
            mother: Mother::Double,
            ..BgRules::default()
        }
    }

    fn setup(w: &[(usize, u8)], b: &[(usize, u8)], pins: [u32; 2]) -> BgSetup {
        let mut s = BgSetup::from_points(w, b, Color::White);
        s.pinned = pins;
        s
    }

    #[test]
    fn a_pin_is_checked_and_refused_where_it_is_none() {
        let rules = plakoto();
        // White's 8 is Black's 17: Black's lone checker under White's
        let ok = setup(&[(24, 14), (8, 1)], &[(24, 14), (17, 1)], [0, 1 << 17]);
        let pos = ok.validate_under(&rules).unwrap();
        assert_eq!(pos.pinned(Color::Black), 1 << 17);
        assert_eq!(pos.mirror().pinned(Color::White), 1 << 17);
        // the same board with no pin marked: both colours on one point, neither pinned
        let unmarked = setup(&[(24, 14), (8, 1)], &[(24, 14), (17, 1)], [0, 0]);
        let e = unmarked.validate_under(&rules).unwrap_err();
        assert_eq!(
            e,
            BgPositionError::Pin {
                color: Color::White,
                point: 8
            }
        );
        assert_eq!(e.rule(), RuleId::PlakotoPin);
        // a pin with nobody on top, two checkers pinned, both sides pinned
        let alone = setup(&[(24, 14), (8, 1)], &[(24, 15)], [1 << 8, 0]);
        assert!(alone.validate_under(&rules).is_err());
        let two = setup(&[(24, 13), (8, 2)], &[(24, 14), (17, 1)], [1 << 8, 0]);
        assert!(two.validate_under(&rules).is_err());
        let both = setup(&[(24, 14), (8, 1)], &[(24, 14), (17, 1)], [1 << 8, 1 << 17]);
        assert!(both.validate_under(&rules).is_err());
        // a standard profile refuses any pin, and the shared point
        assert_eq!(
            ok.validate_under(&BgRules {
                start: Start::Head,
                ..BgRules::default()
            }),
            Err(BgPositionError::Pin {
                color: Color::Black,
                point: 17
            })
        );
        assert!(ok.validate_with(15, false).is_err());
    }

    #[test]
    fn the_counts_tell_a_pin_but_one_against_one() {
        let mut s = setup(&[(24, 13), (8, 2)], &[(24, 14), (17, 1)], [0, 0]);
        infer(&mut s);
        assert_eq!(s.pinned, [0, 1 << 17]);
        let pos = s.validate_with(15, true).unwrap();
        // the Position ID holds the counts; read under pinning, the pin comes back
        let id = position_id(&pos);
        assert_eq!(from_position_id_pinned(&id, Color::White, 15), Ok(pos));
        // one against one: the ID cannot say which is on top
        let one = setup(&[(24, 14), (8, 1)], &[(24, 14), (17, 1)], [0, 1 << 17]);
        let pos = one.validate_with(15, true).unwrap();
        assert!(from_position_id_pinned(&position_id(&pos), Color::White, 15).is_err());
    }

    #[test]
    fn the_mother_loses_unless_the_pinners_start_is_held_and_both_draw() {
        let rules = plakoto();
        // White's mother (his 24, Black's 1) under Black's checker; Black has left his 24
        let lost = setup(&[(24, 1), (6, 14)], &[(1, 1), (6, 14)], [1 << 24, 0]);
        let pos = lost.validate_under(&rules).unwrap();
        assert!(mother_pinned(&pos, Color::White));
        assert_eq!(
            mother_end(&pos, &rules),
            Some(MotherEnd::Lost(Color::White))
        );
        // Black still on his 24: the game goes on
        let held = setup(
            &[(24, 1), (6, 14)],
            &[(24, 1), (1, 1), (6, 13)],
            [1 << 24, 0],
        );
        let pos = held.validate_under(&rules).unwrap();
        assert_eq!(mother_end(&pos, &rules), None);
        // both mothers pinned: drawn
        let both = setup(
            &[(24, 1), (1, 1), (6, 13)],
            &[(24, 1), (1, 1), (6, 13)],
            [1 << 24, 1 << 24],
        );
        let pos = both.validate_under(&rules).unwrap();
        assert_eq!(mother_end(&pos, &rules), Some(MotherEnd::Drawn));
        // without the mother rule, nothing ends
        let none = BgRules {
            mother: Mother::None,
            ..rules
        };
        assert_eq!(mother_end(&pos, &none), None);
    }
}
