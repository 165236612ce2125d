//! Enumerates the ways of playing a roll, one number after the other, each tagged with the
//! first rule it breaks. The legal plays are the untagged ones that survive
//! [`super::select`]; the tagged ones let a fausse case be named.

use super::{coin, retour, sortie, Play};
use tablier::engine::trictrac::sided::{BAND, COIN, OPP_COIN};
use tablier::engine::{
    trictrac::{MoveError, Rules, Sided, Step},
    Roll,
};

/// One way of playing the roll.
#[derive(Debug, Clone, Copy)]
pub struct Candidate {
    pub play: Play,
    /// The first rule broken, if any.
    pub error: Option<MoveError>,
    /// Both numbers were played (or the last checker was borne off with one).
    pub complete: bool,
}

/// What every candidate of one (position, roll) shares.
pub struct Ctx<'a> {
    pub rules: &'a Rules,
    pub start: &'a Sided,
    pub rest_ok: [bool; 26],
    /// Keep illegal candidates too (for judging a given play).
    pub all: bool,
    /// Bear off with the privilege of the retour ([`sortie`]).
    pub privilege: bool,
}

impl<'a> Ctx<'a> {
    pub fn new(start: &'a Sided, rules: &'a Rules, all: bool) -> Ctx<'a> {
        Ctx {
            rules,
            start,
            rest_ok: retour::resting_allowed(start, rules),
            all,
            privilege: false,
        }
    }
}

/// One number played by the checker on `from`: where it lands and what it breaks on the way.
fn step(s: &Sided, from: usize, die: u8, ctx: &Ctx<'_>) -> (usize, Option<MoveError>) {
    let to = from + usize::from(die);
    if to >= BAND {
        (
            BAND,
            sortie::bear_off(s, from, die, ctx.rules, ctx.privilege).err(),
        )
    } else if s.opp[to] > 0 {
        (to, Some(MoveError::NoOpponent))
    } else {
        (to, None)
    }
}

fn apply(s: &mut Sided, from: usize, to: usize) {
    s.me[from] -= 1;
    s.me[to] += 1;
}

/// The checks made on the board a play leaves: where its checkers came to rest, and the coin.
pub fn finish(steps: &[Step], result: &Sided, ctx: &Ctx<'_>) -> Option<MoveError> {
    for (i, st) in steps.iter().enumerate() {
        let to = usize::from(st.to);
        let carried_on = i + 1 < steps.len() && steps[i + 1].from == st.to;
        if to >= BAND || carried_on {
            continue;
        }
        if to == OPP_COIN {
            return Some(MoveError::OpponentCoin);
        }
        if !ctx.rest_ok[to] {
            return Some(MoveError::ClosedJan);
        }
    }
    if result.me[COIN] == 1 {
        return Some(if ctx.start.me[COIN] == 0 {
            MoveError::CoinEnteredAlone
        } else {
            MoveError::CoinLeftAlone
        });
    }
    None
}

/// Keeps a candidate: every one when judging, only the legal ones when generating.
pub fn push(
    out: &mut Vec<Candidate>,
    ctx: &Ctx<'_>,
    play: Play,
    error: Option<MoveError>,
    complete: bool,
) {
    if ctx.all || error.is_none() {
        out.push(Candidate {
            play,
            error,
            complete,
        });
    }
}

fn step_of(from: usize, to: usize, die: u8) -> Step {
    Step {
        from: from as u8,
        to: to as u8,
        die,
    }
}

/// Every way of playing `roll` from `ctx.start`: both numbers in either order, each number
/// alone, and the coin par puissance.
pub fn enumerate(roll: Roll, ctx: &Ctx<'_>, out: &mut Vec<Candidate>) {
    let s = ctx.start;
    let [hi, lo] = roll.numbers();
    let orders: &[(u8, u8)] = if roll.is_doublet() {
        &[(hi, hi)]
    } else {
        &[(hi, lo), (lo, hi)]
    };
    for &(d1, d2) in orders {
        for p1 in 1..BAND {
            if s.me[p1] == 0 {
                continue;
            }
            let (t1, e1) = step(s, p1, d1, ctx);
            if e1.is_some() && !ctx.all {
                continue;
            }
            let mut b1 = *s;
            apply(&mut b1, p1, t1);
            let s1 = step_of(p1, t1, d1);
            if b1.on_board() == 0 {
                // the last checker is off: the other number is not needed (`jan.sortie`)
                let error = e1.or_else(|| finish(&[s1], &b1, ctx));
                push(out, ctx, Play::one(s1, b1), error, true);
                continue;
            }
            for p2 in 1..BAND {
                if b1.me[p2] == 0 {
                    continue;
                }
                let joined = p2 == t1;
                let (t2, e2) = step(&b1, p2, d2, ctx);
                let mut error = match e1 {
                    Some(MoveError::NoOpponent) if joined => Some(MoveError::ToutDuneBlocked),
                    other => other,
                }
                .or(e2);
                let s2 = step_of(p2, t2, d2);
                if error.is_none() && t2 == BAND {
                    error = sortie::second_bear_off(s, s1, s2, ctx.rules, ctx.privilege).err();
                }
                if error.is_some() && !ctx.all {
                    continue;
                }
                let mut b2 = b1;
                apply(&mut b2, p2, t2);
                let steps = [s1, s2];
                let error = error.or_else(|| finish(&steps, &b2, ctx));
                push(out, ctx, Play::two(steps, b2, false), error, true);
            }
        }
    }
    let singles: &[u8] = if roll.is_doublet() { &[hi] } else { &[hi, lo] };
    for &d in singles {
        for p in 1..BAND {
            if s.me[p] == 0 {
                continue;
            }
            let (t, e) = step(s, p, d, ctx);
            if e.is_some() && !ctx.all {
                continue;
            }
            let mut b = *s;
            apply(&mut b, p, t);
            let st = step_of(p, t, d);
            let error = e.or_else(|| finish(&[st], &b, ctx));
            let complete = b.on_board() == 0;
            push(out, ctx, Play::one(st, b), error, complete);
        }
    }
    coin::par_puissance(roll, ctx, out);
}
