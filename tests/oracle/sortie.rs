//! Bearing off (`move.sortie.*`): when a number may take a checker onto the band.
//!
//! All fifteen must be in the jan de retour first (`move.sortie.all-home`); the band counts as
//! one more flèche, so a number that carries a checker exactly onto it is *sortant*, a number
//! larger than the farthest checker needs is *excédant*, and one that does neither is
//! *défaillant* and is played inside.
//!
//! - Parisian method (Guiton, Lepeintre, modern rules): a sortant number may bear off or be
//!   played inside; an excédant number bears off the farthest checker only.
//! - Provincial method (the strict old laws): a number that any checker can play inside must
//!   be played inside; only a number that cannot bears off.
//! - The privilege of the retour (`privilege`, asked only by [`super::moves`] when the plein of
//!   the retour is held and no legal play keeps it): under the provincial method, a number that
//!   carries a checker exactly onto the band may bear it off though it could be played inside,
//!   and two numbers may be joined to bear a checker off when the second lands exactly there.

use tablier::engine::trictrac::sided::BAND;
use tablier::engine::trictrac::{ExitMethod, MoveError, Rules, Sided, Step};

/// Whether the checker on `from` may be borne off by `die` in `s` (with `from + die >= 25`),
/// with the privilege of the retour or not.
pub fn bear_off(
    s: &Sided,
    from: usize,
    die: u8,
    rules: &Rules,
    privilege: bool,
) -> Result<(), MoveError> {
    if !s.all_home() {
        return Err(MoveError::NotAllHome);
    }
    let reach = from + usize::from(die);
    let rearmost = s.rearmost().unwrap_or(BAND);
    match rules.exit_method {
        ExitMethod::Parisian => {
            if reach > BAND && from != rearmost {
                return Err(MoveError::ParisianExit);
            }
            Ok(())
        }
        ExitMethod::Provincial => {
            if reach > BAND && from != rearmost {
                return Err(MoveError::ProvincialExit);
            }
            let privileged = privilege && reach == BAND;
            if can_play_inside(s, die) && !privileged {
                return Err(MoveError::ProvincialExit);
            }
            Ok(())
        }
    }
}

/// Whether some checker could play `die` to a flèche of the board (ignoring the resting
/// rules, which no longer matter once every checker is home).
fn can_play_inside(s: &Sided, die: u8) -> bool {
    (19..=24).any(|p| s.me[p] > 0 && p + usize::from(die) <= 24 && s.opp[p + usize::from(die)] == 0)
}

/// Whether `die` is excédant in `s`: larger than the farthest checker needs.
pub fn excedant(s: &Sided, die: u8) -> bool {
    s.all_home() && s.rearmost().is_some_and(|r| r + usize::from(die) > BAND)
}

/// The second step of a play bears off; judge it against the position before the play.
/// Parisian: after a number played inside, an excédant bear-off stands only if that number was
/// already excédant before the play and takes the checker that was then the farthest. Provincial: two non-excédant numbers are not joined (tout d'une) to bear off.
pub fn second_bear_off(
    before: &Sided,
    first: Step,
    second: Step,
    rules: &Rules,
    privilege: bool,
) -> Result<(), MoveError> {
    let first_inside = usize::from(first.to) < BAND;
    if !before.all_home() || !first_inside {
        return Ok(());
    }
    let joined = second.from == first.to;
    let from2 = usize::from(second.from);
    let reach2 = from2 + usize::from(second.die);
    match rules.exit_method {
        ExitMethod::Parisian => {
            if reach2 > BAND && (!excedant(before, second.die) || before.rearmost() != Some(from2))
            {
                return Err(MoveError::ParisianExit);
            }
        }
        ExitMethod::Provincial => {
            let privileged = privilege && reach2 == BAND;
            if joined
                && !excedant(before, first.die)
                && !excedant(before, second.die)
                && !privileged
            {
                return Err(MoveError::ProvincialExit);
            }
        }
    }
    Ok(())
}
