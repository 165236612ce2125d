//! Chance counts of backgammon, out of the 36 throws (`bg.chances`): entering from the bar,
//! hitting a blot, numbers that cannot be played. Each count asks the legal plays of every
//! throw, so it follows every rule the plays follow.

use super::plays::{generate_into, with_play_list};
use super::position::{BgPosition, BAR};
use super::rules::BgRules;
use crate::engine::{Color, Roll};

/// What is counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BgEvent {
    /// Some legal play enters every checker the side has on the bar.
    Enter,
    /// Some legal play hits: any blot, or the opponent's blot on this point (the side's own
    /// numbering).
    Hit(Option<u8>),
    /// At least one number of the throw cannot be played.
    Unplayable,
}

/// How many of the 36 throws of `side` in `pos` give `event`.
#[must_use]
pub fn count(pos: &BgPosition, side: Color, rules: &BgRules, event: BgEvent) -> u32 {
    let pos = pos.with_turn(side);
    let on_bar = pos.bar(side);
    with_play_list(|l| {
        Roll::all()
            .filter(|&r| {
                generate_into(&pos, r, rules, l);
                match event {
                    BgEvent::Enter => {
                        l.plays().iter().any(|p| {
                            p.moves()
                                .iter()
                                .filter(|m| usize::from(m.from) == BAR)
                                .count()
                                >= usize::from(on_bar)
                        }) && on_bar > 0
                    }
                    BgEvent::Hit(None) => l.plays().iter().any(|p| p.hits() != 0),
                    BgEvent::Hit(Some(at)) => l.plays().iter().any(|p| p.hits() & (1 << at) != 0),
                    BgEvent::Unplayable => !l.unplayable().is_empty(),
                }
            })
            .map(Roll::chances)
            .sum()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tables::BgSetup;

    fn pos(white: &[(usize, u8)], black: &[(usize, u8)]) -> BgPosition {
        BgSetup::from_points(white, black, Color::White)
            .validate()
            .unwrap()
    }

    #[test]
    fn entering_counts_only_with_checkers_on_the_bar() {
        let rules = BgRules::default();
        // Black holds White's 24..21 and 19 (his 1..4 and 6): White enters by a 5 only
        let closed = pos(
            &[(25, 1), (13, 14)],
            &[(1, 2), (2, 2), (3, 2), (4, 2), (6, 2), (13, 5)],
        );
        assert_eq!(count(&closed, Color::White, &rules, BgEvent::Enter), 11);
        // two on the bar need both numbers to enter: 5-5 alone
        let two = pos(
            &[(25, 2), (13, 13)],
            &[(1, 2), (2, 2), (3, 2), (4, 2), (6, 2), (13, 5)],
        );
        assert_eq!(count(&two, Color::White, &rules, BgEvent::Enter), 1);
        // nothing on the bar: nothing to enter
        assert_eq!(
            count(&BgPosition::opening(), Color::White, &rules, BgEvent::Enter),
            0
        );
        // the 25 throws without a 5 lose both numbers; of the eleven with one, 5-1 loses its
        // ace (White's 19 and 12 are Black's): 27
        assert_eq!(
            count(&closed, Color::White, &rules, BgEvent::Unplayable),
            27
        );
        assert_eq!(
            count(
                &BgPosition::opening(),
                Color::White,
                &rules,
                BgEvent::Unplayable
            ),
            0
        );
    }

    #[test]
    fn hits_are_counted_at_the_blot_named() {
        let rules = BgRules::default();
        // White's lone checker on his 13; Black blots on White's 10 and 7 (three and six away)
        let p = pos(&[(13, 1), (1, 14)], &[(15, 1), (18, 1), (1, 13)]);
        let at7 = count(&p, Color::White, &rules, BgEvent::Hit(Some(7)));
        let at10 = count(&p, Color::White, &rules, BgEvent::Hit(Some(10)));
        let any = count(&p, Color::White, &rules, BgEvent::Hit(None));
        // six away: 11 throws with a 6, 5-1, 4-2, 3-3, 2-2 (2-2 lands 11, 9, 7): 11 + 2 + 2 + 1 + 1
        assert_eq!(at7, 17);
        // three away: 11 with a 3, 2-1, 1-1
        assert_eq!(at10, 14);
        assert!(any >= at7.max(at10) && any < at7 + at10);
        assert_eq!(count(&p, Color::White, &rules, BgEvent::Hit(Some(12))), 0);
    }
}
