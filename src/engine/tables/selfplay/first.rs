//! The self-play invariants of the jacquet's and fevga's limits, read on the boards before and
//! after a turn (never on the moves the generator chose): the first-checker rule
//! (`bg.first-checker`, `bg.first-checker.release`) and the starting quarter
//! (`fevga.start-table`).

use super::super::position::{BgPosition, CHECKERS};
use super::super::rules::{BgRules, FirstChecker, FirstCheckerRelease};

/// The first-checker rule, when the profile has one: a turn begun with all on the head takes
/// at most one off it unless (released at once) a checker has come to the goal; a turn begun
/// with the first checker short of its goal takes none off unless (released at once) a checker
/// has come to the goal. How many invariants were checked.
pub(super) fn first_checker(
    before: &BgPosition,
    after: &BgPosition,
    rules: &BgRules,
) -> Result<u32, String> {
    if rules.first_checker == FirstChecker::Free {
        return Ok(0);
    }
    let me = before.turn();
    let goal = usize::from(rules.first_checker.goal());
    let (b, a) = (before.counts(me), after.counts(me));
    let first_short =
        b[24] == CHECKERS - 1 && (1..24).find(|&p| b[p] > 0).is_some_and(|p| p > goal);
    // how many may leave the head in the turn, the first checker arriving or not
    let most = match (b[24] == CHECKERS, first_short) {
        (true, _) => 1,
        (false, true) => 0,
        (false, false) => return Ok(1),
    };
    let arrived = (1..=goal).any(|p| a[p] > 0);
    let left = b[24] - a[24];
    let released = rules.first_checker_release == FirstCheckerRelease::AtOnce && arrived;
    if left > most && !released {
        return Err(format!(
            "{left} checkers left the head before the first reached point {goal}: {:?}",
            before.setup()
        ));
    }
    Ok(1)
}

/// The starting quarter, when the profile limits it: the mover never ends a turn holding all
/// six of his points 19..=24. How many invariants were checked.
pub(super) fn start_table(
    after: &BgPosition,
    mover: crate::engine::Color,
    rules: &BgRules,
) -> Result<u32, String> {
    if !rules.start_table {
        return Ok(0);
    }
    if (19..=24).all(|p| after.counts(mover)[p] > 0) {
        return Err(format!(
            "the mover holds all six points of his starting quarter: {:?}",
            after.setup()
        ));
    }
    Ok(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tables::{BgSetup, Gammon, Geometry, Start, Triple};
    use crate::engine::Color;

    fn rules(first: FirstChecker, release: FirstCheckerRelease) -> BgRules {
        BgRules {
            geometry: Geometry::Parallel,
            start: Start::Head,
            hitting: false,
            first_checker: first,
            first_checker_release: release,
            start_table: true,
            gammon: Gammon::NoneOff,
            backgammon: Triple::None,
            ..BgRules::default()
        }
    }

    fn pos(white: &[(usize, u8)], turn: Color) -> BgPosition {
        BgSetup::from_points(white, &[(24, 15)], turn)
            .with_geometry(Geometry::Parallel)
            .validate()
            .unwrap()
    }

    #[test]
    fn the_invariants_catch_a_turn_that_breaks_the_rules() {
        let jacquet = rules(FirstChecker::OwnHome, FirstCheckerRelease::NextThrow);
        let fevga = rules(FirstChecker::PastOpponentStart, FirstCheckerRelease::AtOnce);
        let start = pos(&[(24, 15)], Color::White);
        // two off the head from the start: refused under both
        let two = pos(&[(24, 13), (18, 1), (19, 1)], Color::Black);
        assert!(first_checker(&start, &two, &jacquet).is_err());
        assert!(first_checker(&start, &two, &fevga).is_err());
        let one = pos(&[(24, 14), (13, 1)], Color::Black);
        assert_eq!(first_checker(&start, &one, &jacquet), Ok(1));
        // the first on 8 comes to 6 and one leaves the head: at once only
        let before = pos(&[(24, 14), (8, 1)], Color::White);
        let after = pos(&[(24, 13), (6, 1), (18, 1)], Color::Black);
        assert!(first_checker(&before, &after, &jacquet).is_err());
        let at_once = rules(FirstChecker::OwnHome, FirstCheckerRelease::AtOnce);
        assert_eq!(first_checker(&before, &after, &at_once), Ok(1));
        // free: nothing checked
        assert_eq!(first_checker(&before, &after, &BgRules::default()), Ok(0));
        // the starting quarter held whole
        let six = pos(
            &[(24, 5), (23, 2), (22, 2), (21, 2), (20, 2), (19, 2)],
            Color::Black,
        );
        assert!(start_table(&six, Color::White, &fevga).is_err());
        assert_eq!(start_table(&after, Color::White, &fevga), Ok(1));
    }
}
