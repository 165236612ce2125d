//! The rare jans of the start of a relevé: six tables, deux tables, mézéas, and the two
//! contre-jans.
//!
//! - `jan.six-tables`: within the roller's first three rolls (Lepeintre 1re §I; the reading
//!   "third roll only" is [`SixTables::ThirdRollOnly`]), the roll, not a doublet, could leave a
//!   checker on each of the six flèches after his talon: 4 points.
//! - `jan.deux-tables`: exactly two checkers off the talon, both in his grand jan short of the
//!   coin, and the roll could carry one onto his coin and the other onto the opponent's coin:
//!   4 (6). If the opponent holds his coin, `jan.contre-deux-tables`: the same to the opponent
//!   (Lepeintre 1re §II, fig. 4).
//! - `jan.mezeas`: his coin held by his only two checkers off the talon, and an ace thrown:
//!   4 (bezet 6); `jan.contre-mezeas` to the opponent when the opponent holds his coin. The
//!   reading that the ace must come on the roll after the coin was taken is
//!   [`Mezeas::NextRoll`] (Guiton, modern rules).
//!
//! Example (Lepeintre fig. 4): White A13 H J, Black on his talon; 4-3 → deux tables, 4.

use super::{How, Input, Jan, JanScore};
use tablier::engine::trictrac::sided::{COIN, OPP_COIN, TALON};
use tablier::engine::trictrac::{Mezeas, SixTables};

pub fn score(i: &Input<'_>, out: &mut Vec<JanScore>) {
    six_tables(i, out);
    deux_tables(i, out);
    mezeas(i, out);
}

fn six_tables(i: &Input<'_>, out: &mut Vec<JanScore>) {
    let Some(n) = i.ctx.roll_number else { return };
    let in_time = match i.rules.six_tables {
        SixTables::WithinThreeRolls => (1..=3).contains(&n),
        SixTables::ThirdRollOnly => n == 3,
    };
    if !in_time || i.roll.is_doublet() {
        return;
    }
    let covered_before = (2..=7).filter(|&p| i.s.me[p] > 0).count();
    if covered_before == 6 {
        return;
    }
    let made = i
        .plays
        .plays
        .iter()
        .any(|pl| (2..=7).all(|p| pl.result.me[p] > 0));
    if made {
        out.push(i.line(
            Jan::SixTables,
            None,
            vec![i.means(How::Situation, None, None, None)],
        ));
    }
}

/// The two checkers off the talon, if exactly two are off and the rest sit on it.
fn two_off_talon(i: &Input<'_>) -> Option<(usize, usize)> {
    if i.s.me[TALON] != 13 {
        return None;
    }
    let mut off = (2..=24).flat_map(|p| std::iter::repeat_n(p, usize::from(i.s.me[p])));
    Some((off.next()?, off.next()?))
}

fn deux_tables(i: &Input<'_>, out: &mut Vec<JanScore>) {
    let Some((a, b)) = two_off_talon(i) else {
        return;
    };
    // Lepeintre: both passed into the grand jan; under `deux-tables-anywhere` a checker may
    // still be in the petit jan (a checker past the coin can beat neither coin anyway)
    let grand = |p: usize| (7..COIN).contains(&p);
    let allowed = i.rules.deux_tables_anywhere || (grand(a) && grand(b));
    if !allowed {
        return;
    }
    let [hi, lo] = i.roll.numbers().map(usize::from);
    let beats = |x: usize, y: usize| {
        (x + hi == COIN && y + lo == OPP_COIN) || (x + lo == COIN && y + hi == OPP_COIN)
    };
    if !(beats(a, b) || beats(b, a)) {
        return;
    }
    let jan = if i.s.opp[OPP_COIN] > 0 {
        Jan::ContreDeuxTables
    } else {
        Jan::DeuxTables
    };
    out.push(i.line(jan, None, vec![i.means(How::Both, None, None, None)]));
}

fn mezeas(i: &Input<'_>, out: &mut Vec<JanScore>) {
    if i.s.me[TALON] != 13 || i.s.me[COIN] != 2 || i.roll.lo() != 1 {
        return;
    }
    if i.rules.mezeas == Mezeas::NextRoll && !i.ctx.coin_just_taken {
        return;
    }
    let jan = if i.s.opp[OPP_COIN] > 0 {
        Jan::ContreMezeas
    } else {
        Jan::Mezeas
    };
    out.push(i.line(
        jan,
        Some(COIN),
        vec![i.means(How::Number(1), Some(COIN), None, None)],
    ));
}
