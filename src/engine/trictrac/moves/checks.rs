//! The checks of one step and of one play, on the board's masks. Each returns the rule it
//! finds broken (a [`MoveError`]), so the same checks generate the legal plays and name the
//! rule a given play breaks ([`super::judge`]).
//!
//! - A step lands on the flèche `from + die`, or on the band (bearing off, `move.sortie.*`):
//!   all fifteen home first (`move.sortie.all-home`); an excédant number bears off the farthest
//!   checker only; under the provincial method a number that can be played inside must be
//!   ([`ExitMethod`]). The band counts as one more flèche: a number carrying a checker exactly
//!   onto it is sortant, a larger one excédant. The checks of a step take the privilege of the
//!   retour as a parameter (`PRIV`): then a provincial sortant number may bear off though it
//!   could be played inside, which only the privileged walk of [`super::ways`] asks.
//! - A play's checkers rest only where the rules allow (`move.no-opponent`,
//!   `move.retour.closed-jans`, `move.coin.never-opponent`), and the coin is entered and left
//!   by two checkers at once (`move.coin.enter-together`, `move.coin.leave-together`).
//! - The coin par puissance (`move.coin.par-puissance`, `move.coin.retake-par-puissance`): when
//!   the opponent's coin is empty and the roll could bring two checkers straight onto it, they
//!   go onto the player's own coin instead — his own coin empty (unless the reading allows
//!   surcases par puissance), and, where natural taking is preferred, only when the roll cannot
//!   take the coin naturally. A coin once held and since evacuated is retaken this way
//!   (Lepeintre r.70).

use super::board::{bit, span, Board, Mask};
use super::list::{CompactPlay, PP};
use crate::engine::trictrac::sided::{BAND, COIN, OPP_COIN};
use crate::engine::{
    trictrac::{ExitMethod, MoveError, Sided},
    Roll,
};

/// `move.sortie.*`: whether the checker on `from` may be borne off by `die`, `mine` being the
/// flèches holding the player's checkers before the step. With `PRIV` (the privilege of the
/// retour, [`crate::engine::trictrac::Rules::retour_privilege`]) a provincial number carrying the
/// checker exactly onto the band may bear it off though it could be played inside.
#[inline]
pub(super) fn bear_off<const PRIV: bool>(
    b: &Board<'_>,
    mine: Mask,
    from: usize,
    die: usize,
) -> Result<(), MoveError> {
    if mine & span(1, 18) != 0 {
        return Err(MoveError::NotAllHome);
    }
    let rearmost = if mine == 0 {
        BAND
    } else {
        mine.trailing_zeros() as usize
    };
    let excedant_not_farthest = from + die > BAND && from != rearmost;
    // the privilege of the retour: a number carrying the checker exactly onto the band
    let onto_band = PRIV && from + die == BAND;
    match b.rules.exit_method {
        ExitMethod::Parisian if excedant_not_farthest => Err(MoveError::ParisianExit),
        ExitMethod::Parisian => Ok(()),
        // what can be played inside must be
        ExitMethod::Provincial
            if excedant_not_farthest
                || (!onto_band && mine & !(b.opp >> die) & ((1 << (25 - die)) - 1) != 0) =>
        {
            Err(MoveError::ProvincialExit)
        }
        ExitMethod::Provincial => Ok(()),
    }
}

/// The second step `(from2, die2)` of a play bears off after the first step `(to1, die1)`;
/// judged against the board before the play. Parisian: after a number played inside, an
/// excédant bear-off stands only if that number was already excédant before the play and takes
/// the checker that was then the farthest. Provincial: two non-excédant numbers are never
/// joined (tout d'une) to bear off, unless (with `PRIV`, the privilege of the retour) the
/// second lands exactly on the band.
pub(super) fn second_bear_off<const PRIV: bool>(
    b: &Board<'_>,
    to1: usize,
    die1: usize,
    from2: usize,
    die2: usize,
) -> Result<(), MoveError> {
    let mine = b.me;
    if mine & span(1, 18) != 0 || to1 >= BAND {
        return Ok(());
    }
    let rearmost = mine.trailing_zeros() as usize;
    let excedant = |d: usize| mine != 0 && rearmost + d > BAND;
    // the privilege of the retour: joined numbers may carry a checker exactly onto the band
    let onto_band = PRIV && from2 + die2 == BAND;
    match b.rules.exit_method {
        ExitMethod::Parisian
            if from2 + die2 > BAND && (!excedant(die2) || rearmost != from2 || mine == 0) =>
        {
            Err(MoveError::ParisianExit)
        }
        ExitMethod::Provincial
            if from2 == to1 && !excedant(die1) && !excedant(die2) && !onto_band =>
        {
            Err(MoveError::ProvincialExit)
        }
        _ => Ok(()),
    }
}

/// One number played by the checker on `from`, `mine` being the flèches holding the player's
/// checkers before the step: where it lands (the band when borne off), if it may (`PRIV`: with
/// the privilege of the retour, see [`bear_off`]).
#[inline]
pub(super) fn step<const PRIV: bool>(
    b: &Board<'_>,
    mine: Mask,
    from: usize,
    die: usize,
) -> Result<usize, MoveError> {
    let to = from + die;
    if to >= BAND {
        bear_off::<PRIV>(b, mine, from, die).map(|()| BAND)
    } else if b.opp & bit(to) != 0 {
        Err(MoveError::NoOpponent)
    } else {
        Ok(to)
    }
}

/// Where a step lands, whether it may or not (judging follows broken steps too).
#[inline]
pub(super) fn landing(from: usize, die: usize) -> usize {
    (from + die).min(BAND)
}

/// The checks on where the checkers of a play come to rest, and on the coin; `result` is the
/// player's checkers after the play.
#[inline]
pub(super) fn finish(p: &CompactPlay, result: &[u8; 26], b: &Board<'_>) -> Result<(), MoveError> {
    for k in 0..p.len() {
        let to = usize::from(p.to[k]);
        let carried_on = k + 1 < p.len() && p.from[k + 1] == p.to[k];
        if to < BAND && !carried_on && !b.rests(to) {
            return Err(if to == OPP_COIN {
                MoveError::OpponentCoin
            } else {
                MoveError::ClosedJan
            });
        }
    }
    if result[COIN] == 1 {
        return Err(if b.s.me[COIN] == 0 {
            MoveError::CoinEnteredAlone
        } else {
            MoveError::CoinLeftAlone
        });
    }
    Ok(())
}

/// Whether the flèches `target - hi` and `target - lo` hold the checkers that could go onto
/// `target` at once, one by each number (two on one flèche for a doublet). A checker already on
/// the coin is not brought to it (an ace aimed at the opponent's coin would come from one's own
/// coin: found by the property tests).
#[inline]
pub(super) fn sources_hold(s: &Sided, target: usize, roll: Roll) -> bool {
    let [hi, lo] = roll.numbers().map(usize::from);
    if target <= hi || target - lo >= COIN {
        return false;
    }
    let (x, y) = (target - hi, target - lo);
    if x == y {
        s.me[x] >= 2
    } else {
        s.me[x] >= 1 && s.me[y] >= 1
    }
}

/// The coin taken par puissance, when the roll could bring two checkers onto the opponent's
/// coin: the play, and whether the rules allow it (`None` when the roll cannot).
#[inline]
pub(super) fn par_puissance(
    b: &Board<'_>,
    roll: Roll,
) -> Option<(CompactPlay, Result<(), MoveError>)> {
    let s = &b.s;
    if !sources_hold(s, OPP_COIN, roll) {
        return None;
    }
    let natural = s.me[COIN] == 0 && sources_hold(s, COIN, roll);
    let refused = s.opp[OPP_COIN] > 0
        || (s.me[COIN] > 0 && !b.rules.surcases_par_puissance)
        || (b.rules.coin_natural_preferred && natural);
    let [hi, lo] = roll.numbers().map(usize::from);
    let mut p = CompactPlay::two((OPP_COIN - hi, COIN, hi), (OPP_COIN - lo, COIN, lo));
    p.flags |= PP;
    Some((
        p,
        if refused {
            Err(MoveError::ParPuissance)
        } else {
            Ok(())
        },
    ))
}

/// The coin par puissance when the rules allow it.
#[inline]
pub(super) fn legal_par_puissance(b: &Board<'_>, roll: Roll) -> Option<CompactPlay> {
    match par_puissance(b, roll) {
        Some((p, Ok(()))) => Some(p),
        _ => None,
    }
}
