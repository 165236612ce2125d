//! Every way of playing a roll, and the obligations that choose the legal plays among them.
//!
//! The ways are walked in one order — both numbers (the higher first, then the lower first),
//! each number alone, the coin par puissance — each checked by [`super::checks`]. Generating
//! keeps the ways that break no rule and stops checking a way at its first fault; judging
//! ([`super::judge`]) walks the broken ways too, each with the first rule it breaks.
//!
//! The obligations then apply, in the order of the "Readings of ambiguous points": first
//! `move.both-numbers` (both; else the higher; else the lower; else nothing), then among those
//! the plays leaving the most jans full (`jan.fill.obligatory`, `jan.conserve`), with r.40: one
//! need not pass a checker into the opponent's petit jan to keep a jan when one can take one's
//! coin instead (Lepeintre 4e). Under the provincial sortie, a player whose plein of the retour
//! no legal play keeps may keep it by the privilege of the retour, the band counting as one
//! more flèche ([`privileged`], the option `retour-privilege`).
//!
//! Where no checker can be borne off during the roll, [`super::canonical`] reaches each
//! distinct board once instead of walking every way.

use super::board::{bit, Bits, Board, Mask, RETOUR};
use super::canonical::{canonical, singles};
use super::checks::{finish, landing, legal_par_puissance, par_puissance, second_bear_off, step};
use super::list::{CompactPlay, PlayList};
use crate::engine::trictrac::sided::{BAND, COIN};
use crate::engine::{
    trictrac::{ExitMethod, MoveError},
    Roll,
};

/// Every way of playing the roll, in order, with its verdict: both numbers in either order,
/// each number alone, the coin par puissance. With `ALL` false only the ways legal on their
/// own (before the obligations) are given; with `ALL` true every way, each with the first rule
/// it breaks. With `PRIV` the band counts as one more flèche of the provincial sortie (the
/// privilege of the retour, see [`privileged`]).
#[inline]
pub(super) fn ways<const ALL: bool, const PRIV: bool>(
    b: &Board<'_>,
    roll: Roll,
    mut emit: impl FnMut(CompactPlay, Result<(), MoveError>),
) {
    ways_until::<ALL, PRIV>(b, roll, |p, verdict| {
        emit(p, verdict);
        true
    });
}

/// [`ways`], stopped as soon as `emit` returns `false`.
#[inline]
fn ways_until<const ALL: bool, const PRIV: bool>(
    b: &Board<'_>,
    roll: Roll,
    mut emit: impl FnMut(CompactPlay, Result<(), MoveError>) -> bool,
) {
    let s = &b.s;
    let [hi, lo] = roll.numbers().map(usize::from);
    let orders: &[(usize, usize)] = if hi == lo {
        &[(hi, hi)]
    } else {
        &[(hi, lo), (lo, hi)]
    };
    for &(d1, d2) in orders {
        for p1 in Bits(b.me) {
            let r1 = step::<PRIV>(b, b.me, p1, d1);
            if !ALL && r1.is_err() {
                continue;
            }
            let t1 = r1.unwrap_or_else(|_| landing(p1, d1));
            let mut me1 = s.me;
            me1[p1] -= 1;
            me1[t1] += 1;
            if t1 == BAND && b.on_board == 1 {
                // the last checker is off: the other number is not needed (`jan.sortie`)
                let p = CompactPlay::one(p1, t1, d1, true);
                let verdict = r1.and_then(|_| finish(&p, &me1, b));
                if (ALL || verdict.is_ok()) && !emit(p, verdict) {
                    return;
                }
                continue;
            }
            let mut mine1 = b.me & !(Mask::from(me1[p1] == 0) << p1);
            if t1 < BAND {
                mine1 |= bit(t1);
            }
            for p2 in Bits(mine1) {
                let r2 = step::<PRIV>(b, mine1, p2, d2);
                if !ALL && r2.is_err() {
                    continue;
                }
                let t2 = r2.unwrap_or_else(|_| landing(p2, d2));
                let first = match r1 {
                    Err(MoveError::NoOpponent) if p2 == t1 => Err(MoveError::ToutDuneBlocked),
                    other => other.map(|_| ()),
                };
                let mut verdict = first.and(r2.map(|_| ()));
                if verdict.is_ok() && t2 == BAND {
                    verdict = second_bear_off::<PRIV>(b, t1, d1, p2, d2);
                }
                if !ALL && verdict.is_err() {
                    continue;
                }
                let p = CompactPlay::two((p1, t1, d1), (p2, t2, d2));
                let mut result = me1;
                result[p2] -= 1;
                result[t2] += 1;
                let verdict = verdict.and_then(|()| finish(&p, &result, b));
                if (ALL || verdict.is_ok()) && !emit(p, verdict) {
                    return;
                }
            }
        }
    }
    let singles: &[usize] = if hi == lo { &[hi] } else { &[hi, lo] };
    for &d in singles {
        for p in Bits(b.me) {
            let r = step::<PRIV>(b, b.me, p, d);
            if !ALL && r.is_err() {
                continue;
            }
            let t = r.unwrap_or_else(|_| landing(p, d));
            let complete = t == BAND && b.on_board == 1;
            let play = CompactPlay::one(p, t, d, complete);
            let verdict = r.and_then(|_| finish(&play, &play.apply(&s.me), b));
            if (ALL || verdict.is_ok()) && !emit(play, verdict) {
                return;
            }
        }
    }
    if let Some((p, verdict)) = par_puissance(b, roll) {
        if ALL || verdict.is_ok() {
            emit(p, verdict);
        }
    }
}

/// The ways legal on their own (before the obligations) into `out`.
pub(super) fn every_way(b: &Board<'_>, roll: Roll, out: &mut PlayList) {
    out.clear();
    ways::<false, false>(b, roll, |p, _| out.push(p));
}

/// `move.both-numbers` on the ways of [`every_way`]: the complete ones; else those playing
/// the higher number alone; else the lower; else the empty play. Sets the unplayable numbers.
fn both_numbers(roll: Roll, list: &mut PlayList) {
    let [hi, lo] = roll.numbers();
    if list.plays().iter().any(CompactPlay::complete) {
        list.retain(CompactPlay::complete);
        return;
    }
    for (d, other) in [(hi, lo), (lo, hi)] {
        if list.plays().iter().any(|p| p.len == 1 && p.die[0] == d) {
            list.retain(|p| p.len == 1 && p.die[0] == d);
            list.set_unplayable(&[other]);
            return;
        }
    }
    list.clear();
    list.push(CompactPlay::default());
    list.set_unplayable(&[hi, lo]);
}

/// `jan.fill.obligatory`, `jan.conserve`: only the plays leaving the most jans full stay.
/// `known`: the plays already carry the quarters they leave full.
fn most_full(b: &Board<'_>, list: &mut PlayList, known: bool) {
    if b.relevant == 0 {
        // no play can change which jans are full
        return;
    }
    if !known {
        for p in &mut list.plays[..list.len] {
            *p = p.with_full(b.full_of(&p.from, &p.to, p.len()));
        }
    }
    let best = list
        .plays()
        .iter()
        .map(|p| p.full().count_ones())
        .max()
        .unwrap_or(0);
    // r.40 (Lepeintre 4e): one need not pass a checker into the opponent's petit jan to keep
    // a jan when one can take one's coin instead
    let keeping_passes = list
        .plays()
        .iter()
        .filter(|p| p.full().count_ones() == best)
        .all(CompactPlay::passes_into_retour);
    let coin_empty = b.s.me[COIN] == 0;
    list.retain(|p| {
        p.full().count_ones() == best
            || (keeping_passes && coin_empty && p.coin_after(&b.s.me) >= 2)
    });
}

/// Every legal way of playing the roll, the same board reached in different ways kept apart
/// (what the scoring counts its means on).
pub fn every_legal_way_into(b: &Board<'_>, roll: Roll, out: &mut PlayList) {
    legal_ways_into(b, roll, out);
}

/// [`every_legal_way_into`], telling whether the privilege of the retour was called for (then
/// the ways of the privileged walk that keep the plein, [`keeps_by_privilege`], are legal on
/// their own too).
pub(super) fn legal_ways_into(b: &Board<'_>, roll: Roll, out: &mut PlayList) -> bool {
    every_way(b, roll, out);
    both_numbers(roll, out);
    most_full(b, out, false);
    let called =
        b.full & RETOUR != 0 && privilege_applies(b) && !out.plays().iter().any(keeps_retour);
    if called {
        privileged(b, roll, out);
    }
    called
}

/// Out of normal mode (a checker may be borne off), for the scoring when the means of filling
/// are not asked: the quarters full after the plays that survive the obligations (together),
/// the unplayable numbers (written into `unplayable`, their count returned) and, when `sortie`
/// asks it, whether one of those plays bears the last checker off. The ways are walked in the
/// order of [`every_legal_way_into`], stopping once the answer is known: a complete way
/// leaving full every quarter a play can (and the sortie found, if asked); the ways of one
/// number alone once a complete one is met, or once the higher has been played alone. `None`
/// when the privilege of the retour could then apply: only the listed ways answer that.
pub(crate) fn kept_bearing_off(
    b: &Board<'_>,
    roll: Roll,
    sortie: bool,
    unplayable: &mut [u8; 2],
) -> Option<(u8, usize, bool)> {
    debug_assert!(!b.normal());
    // the coin par puissance, the last of the ways, needs two checkers of the grand jan
    debug_assert!(par_puissance(b, roll).is_none());
    let full = |p: &CompactPlay| {
        if b.relevant == 0 {
            0
        } else {
            b.full_of(&p.from, &p.to, p.len())
        }
    };
    // the most quarters full so far, and which (over the plays reaching that many)
    let mut best: (Option<u32>, u8) = (None, 0);
    let (mut complete, mut off, mut alone) = (false, false, None);
    ways_until::<false, false>(b, roll, |p, _| {
        if p.complete() {
            complete = true;
            note_full(&mut best, full(&p));
            let borne = (0..p.len())
                .filter(|&k| usize::from(p.to[k]) == BAND)
                .count();
            off |= usize::from(b.s.me[BAND]) + borne == 15;
            return best.1 != b.relevant || (sortie && !off);
        }
        // one number alone: the higher first, the lower only when the higher cannot be played
        if complete || alone.is_some_and(|d| d != p.die[0]) {
            return false;
        }
        alone = Some(p.die[0]);
        note_full(&mut best, full(&p));
        true
    });
    let [hi, lo] = roll.numbers();
    let n = if complete {
        0
    } else if let Some(d) = alone {
        unplayable[0] = if d == hi { lo } else { hi };
        1
    } else {
        // nothing moves: the board stays as it is
        note_full(&mut best, b.full);
        *unplayable = [hi, lo];
        2
    };
    if b.full & RETOUR != 0 && privilege_applies(b) && best.1 & RETOUR == 0 {
        return None;
    }
    Some((best.1, n, sortie && off))
}

/// Notes the quarters `full` left by a play among the best so far: the most quarters full,
/// and which (over the plays leaving that many).
#[inline]
pub(super) fn note_full(best: &mut (Option<u32>, u8), full: u8) {
    let count = full.count_ones();
    match best.0 {
        Some(c) if c > count => {}
        Some(c) if c == count => best.1 |= full,
        _ => *best = (Some(count), full),
    }
}

/// The privilege of the retour can apply to the roll: the reading grants it, the sortie is the
/// provincial one (the Parisian lets every sortant number bear off anyway), and the player, his
/// plein held in the jan de retour, has one checker at most outside it.
#[inline]
fn privilege_applies(b: &Board<'_>) -> bool {
    b.rules.retour_privilege && b.rules.exit_method == ExitMethod::Provincial && b.outside <= 1
}

/// The play leaves the jan de retour full (once [`most_full`] has looked at it).
fn keeps_retour(p: &CompactPlay) -> bool {
    p.full() & RETOUR != 0
}

/// The privilege of the retour (`jan.conserve` under `move.sortie.provincial`, the Charpentier
/// text's «Conserver par privilège»): his plein held and no legal play keeping it, the player
/// counts the band as one more flèche to keep it. The ways are walked again with the band open
/// to every number carrying a checker exactly onto it (a surplus checker whose number could be
/// played inside, or tout d'une his last checker still outside); those the ordinary sortie
/// refuses are added only when they keep the plein, and the obligations choose among all.
/// Reached only in that rare case: the ordinary path pays one test of [`Board::full`].
#[cold]
fn privileged(b: &Board<'_>, roll: Roll, out: &mut PlayList) {
    let mut ordinary = PlayList::new();
    every_way(b, roll, &mut ordinary);
    out.clear();
    ways::<false, true>(b, roll, |p, _| {
        if keeps_by_privilege(b, &p) || ordinary.plays().contains(&p) {
            out.push(p);
        }
    });
    both_numbers(roll, out);
    most_full(b, out, false);
}

/// A way of the privileged walk keeps the plein of the retour: legal on its own once the
/// privilege is called for, though the ordinary sortie may refuse it.
#[inline]
pub(super) fn keeps_by_privilege(b: &Board<'_>, p: &CompactPlay) -> bool {
    b.after(&p.from, &p.to, p.len()).full & RETOUR != 0
}

/// The distinct legal plays of the roll into `out`: each board once, in the order of its first
/// legal way, shown by that way.
pub fn legal_plays_into(b: &Board<'_>, roll: Roll, out: &mut PlayList) {
    if !b.normal() {
        every_legal_way_into(b, roll, out);
        let mut n = 0;
        for i in 0..out.len {
            let p = out.plays[i];
            let k = p.key();
            if !out.keys[..n].contains(&k) {
                out.keys[n] = k;
                out.plays[n] = p;
                n += 1;
            }
        }
        out.len = n;
        return;
    }
    out.clear();
    canonical(b, roll, |p| {
        out.push(p);
        true
    });
    if let Some(p) = legal_par_puissance(b, roll) {
        out.push(p.with_full(b.full_of(&p.from, &p.to, 2)));
    }
    if out.len == 0 {
        singles(b, roll, out);
    }
    most_full(b, out, true);
}

/// A complete play read on the masks alone, in any mode: two checkers (two from one flèche
/// holding two or more) each playing one number onto a flèche of the board free of opponents
/// where they may rest, none leaving or reaching the coin, which does not hold exactly one.
/// Such a play is legal in either order (no bear-off, the coin untouched), so `true` is the
/// walk's answer; `false` leaves the question to the walk (tout d'une, the coin, the sortie).
#[inline]
fn complete_by_masks(b: &Board<'_>, roll: Roll) -> bool {
    complete_from(b, roll, !0, !0)
}

/// [`complete_by_masks`] with the checkers taken only from the flèches of `one` (two from
/// one flèche only from those of `two`).
#[inline]
pub(super) fn complete_from(b: &Board<'_>, roll: Roll, one: Mask, two: Mask) -> bool {
    if b.s.me[COIN] == 1 {
        return false;
    }
    let [h, l] = roll.numbers().map(usize::from);
    let open = |d: usize| b.sources(d) & (b.rest >> d) & !(bit(COIN) | bit(COIN) >> d) & one;
    let (sh, sl) = (open(h), open(l));
    let either = sh | sl;
    sh != 0 && sl != 0 && (either & (either - 1) != 0 || sh & b.me2 & two != 0)
}

/// Whether the roll can be played in full (both numbers). Stops at the first complete play.
#[cfg(test)]
fn any_complete(b: &Board<'_>, roll: Roll, scratch: &mut PlayList) -> bool {
    if complete_by_masks(b, roll) {
        return true;
    }
    any_complete_walked(b, roll, scratch)
}

/// [`any_complete`] by the walk of the plays alone (the test oracle of its shortcut).
fn any_complete_walked(b: &Board<'_>, roll: Roll, scratch: &mut PlayList) -> bool {
    if !b.normal() {
        every_way(b, roll, scratch);
        return scratch.plays().iter().any(CompactPlay::complete);
    }
    let mut found = false;
    canonical(b, roll, |_| {
        found = true;
        false
    });
    found || legal_par_puissance(b, roll).is_some()
}

/// The numbers of the roll that go unplayed, in normal mode or not. Inlined: most rolls are
/// played in full on the masks; the walk is a call of its own.
#[inline]
pub(crate) fn unplayable(
    b: &Board<'_>,
    roll: Roll,
    scratch: &mut PlayList,
    out: &mut [u8; 2],
) -> usize {
    // with the jan de retour full the scoring lists the plays instead: the privilege of the
    // retour may then play numbers this walk does not see
    debug_assert!(b.full & RETOUR == 0 || !privilege_applies(b));
    if complete_by_masks(b, roll) {
        return 0;
    }
    unplayable_walked(b, roll, scratch, out)
}

/// [`unplayable`] when the masks do not settle it.
#[inline(never)]
fn unplayable_walked(
    b: &Board<'_>,
    roll: Roll,
    scratch: &mut PlayList,
    out: &mut [u8; 2],
) -> usize {
    if !b.normal() {
        if let Some((_, n, _)) = kept_bearing_off(b, roll, false, out) {
            return n;
        }
    }
    if any_complete_walked(b, roll, scratch) {
        return 0;
    }
    let [hi, lo] = roll.numbers();
    for (d, other) in [(hi, lo), (lo, hi)] {
        if single_exists(b, usize::from(d)) {
            out[0] = other;
            return 1;
        }
    }
    *out = [hi, lo];
    2
}

fn single_exists(b: &Board<'_>, d: usize) -> bool {
    Bits(b.me).any(|p| {
        step::<false>(b, b.me, p, d).is_ok_and(|t| {
            let play = CompactPlay::one(p, t, d, false);
            finish(&play, &play.apply(&b.s.me), b).is_ok()
        })
    })
}

#[cfg(test)]
mod tests {
    use super::super::canonical::{full_after_obligations, full_walked};
    use super::*;
    use crate::engine::trictrac::selfplay::players::tests::each_random_turn;
    use crate::engine::trictrac::{Rules, Sided};

    /// On the boards of random self-play games (each turn's start and the boards its plays
    /// leave, both sides to roll) under the default rules and 39 random profiles, all 21 rolls:
    /// the shortcuts of [`any_complete`] and of [`full_after_obligations`] give the walk's
    /// answers, in normal mode and in the bear-off, [`unplayable`] the numbers and
    /// [`kept_bearing_off`] the quarters left full and the sortie of the listed legal ways,
    /// and [`Board::full_of`] the quarters of [`Board::after`] on every way of playing.
    #[test]
    fn the_masks_answer_as_the_walk_whether_a_roll_is_played_in_full() {
        let mut plays = PlayList::new();
        let (mut rolls, mut by_masks, mut bearing_off, mut incomplete, mut kept) = (0, 0, 0, 0, 0);
        let (mut kept_off, mut kept_full) = (0, 0);
        for k in 0..40u64 {
            let rules = if k == 0 {
                Rules::default()
            } else {
                Rules::arbitrary(900 + k)
            };
            each_random_turn(k, &rules, 400, |game| {
                let set = &game.turn().unwrap().plays().plays;
                let mut sides: Vec<Sided> = vec![*set.start(), set.start().flip()];
                for p in set.compact().iter().take(4) {
                    let after = p.result(set.start());
                    sides.extend([after, after.flip()]);
                }
                for s in &sides {
                    let b = Board::new(s, &rules);
                    for roll in Roll::all() {
                        let walked = any_complete_walked(&b, roll, &mut plays);
                        assert_eq!(any_complete(&b, roll, &mut plays), walked, "{s:?} {roll:?}");
                        let masks = complete_by_masks(&b, roll);
                        assert!(!masks || walked, "{s:?} {roll:?}");
                        rolls += 1;
                        by_masks += usize::from(masks);
                        bearing_off += usize::from(!b.normal());
                        incomplete += usize::from(!walked);
                        if b.normal() {
                            let (mut u, mut v) = ([0; 2], [0; 2]);
                            let fast = full_after_obligations(&b, roll, &mut plays, &mut u);
                            let slow = full_walked(&b, roll, &mut plays, &mut v);
                            assert_eq!((fast, u), (slow, v), "{s:?} {roll:?}");
                            kept += usize::from(fast.0 != 0);
                        }
                        let mut u = [0; 2];
                        let asked = b.full & RETOUR == 0 || !privilege_applies(&b);
                        let n = if asked {
                            unplayable(&b, roll, &mut plays, &mut u)
                        } else {
                            0
                        };
                        if b.normal() {
                            every_legal_way_into(&b, roll, &mut plays);
                        } else if let Some((full, off)) = kept_as_listed(&b, roll, &mut plays) {
                            kept_off += usize::from(off);
                            kept_full += usize::from(full != 0);
                        }
                        if asked {
                            assert_eq!(&u[..n], plays.unplayable(), "{s:?} {roll:?}");
                        }
                        every_way(&b, roll, &mut plays);
                        for p in plays.plays() {
                            let after = b.after(&p.from, &p.to, p.len()).full;
                            assert_eq!(b.full_of(&p.from, &p.to, p.len()), after, "{s:?} {p:?}");
                        }
                    }
                }
            });
        }
        assert!(
            rolls > 100_000
                && bearing_off > 2_000
                && incomplete > 1_000
                && by_masks > rolls / 2
                && kept > 500
                && kept_off > 100,
            "{rolls} {by_masks} {bearing_off} {incomplete} {kept} {kept_off} {kept_full}"
        );
    }

    /// [`kept_bearing_off`] (the sortie asked whenever a checker is left) against the legal
    /// ways listed into `plays`: its quarters left full and sortie, or `None` only where the
    /// privilege of the retour may apply.
    fn kept_as_listed(b: &Board<'_>, roll: Roll, plays: &mut PlayList) -> Option<(u8, bool)> {
        let mut v = [0; 2];
        let fast = kept_bearing_off(b, roll, b.on_board > 0, &mut v);
        every_legal_way_into(b, roll, plays);
        let listed = plays.plays();
        let Some((full, m, off)) = fast else {
            assert!(b.full & RETOUR != 0 && privilege_applies(b), "{:?}", b.s);
            return None;
        };
        let union = listed.iter().fold(0, |f, p| f | p.full());
        let sortie = b.on_board > 0
            && listed
                .iter()
                .any(|p| b.after(&p.from, &p.to, p.len()).off == 15);
        let walked = (union, plays.unplayable(), sortie);
        assert_eq!((full, &v[..m], off), walked, "{:?} {roll:?}", b.s);
        Some((full, off))
    }

    /// Random bear-off boards, most with the jan de retour full or nearly (what random games
    /// seldom reach), under random profiles, all 21 rolls: [`kept_bearing_off`] gives the
    /// quarters left full, the unplayable numbers and the sortie of the listed legal ways.
    #[test]
    fn in_the_bear_off_the_walk_stopped_early_answers_as_the_listed_ways() {
        let mut rng = fastrand::Rng::with_seed(24);
        let mut plays = PlayList::new();
        let (mut kept, mut full, mut lost, mut privileged) = (0, 0, 0, 0);
        for k in 0..4000u64 {
            let rules = if k % 4 == 0 {
                Rules::default()
            } else {
                Rules::arbitrary(k)
            };
            let mut me = [0u8; 26];
            // two on each flèche of the retour but up to two, the rest anywhere at home,
            // borne off, or one of them outside
            let mut left = 15u8;
            for n in &mut me[19..=24] {
                *n = 2 - u8::from(rng.u8(0..6) == 0) * rng.u8(1..=2);
                left -= *n;
            }
            if rng.bool() {
                me[rng.usize(1..=18)] += 1;
                left -= 1;
            }
            for _ in 0..left {
                me[if rng.u8(0..3) == 0 {
                    25
                } else {
                    rng.usize(19..=24)
                }] += 1;
            }
            let mut opp = [0u8; 26];
            let mut opp_off = 15u8;
            for _ in 0..rng.u8(0..=15) {
                let p = rng.usize(1..=24);
                if me[p] == 0 {
                    opp[p] += 1;
                    opp_off -= 1;
                }
            }
            let s = Sided {
                color: crate::engine::Color::White,
                me,
                opp,
                opp_off,
            };
            let b = Board::new(&s, &rules);
            assert!(!b.normal());
            for roll in Roll::all() {
                let Some((f, _)) = kept_as_listed(&b, roll, &mut plays) else {
                    privileged += 1;
                    continue;
                };
                kept += 1;
                full += usize::from(f != 0);
                lost += usize::from(b.full != 0 && f == 0);
            }
        }
        assert!(
            kept > 50_000 && full > 10_000 && lost > 1_000 && privileged > 100,
            "{kept} {full} {lost} {privileged}"
        );
    }

    /// The coin par puissance fills the grand jan from the opponent's coin, out of the
    /// numbers' reach from the player's checkers: White's 6-6 with the coin and the sixth
    /// flèche empty, four checkers on the seventh and cases on the eighth to the eleventh
    /// takes the coin only par puissance (7 + 6 = 13), which fills the quarter. The masks'
    /// shortcut once answered "none filled" here (Guiton's XIII tournament under greedy-1ply
    /// moved by it).
    #[test]
    fn the_coin_par_puissance_fills_a_quarter_out_of_the_numbers_reach() {
        let setup = crate::engine::trictrac::notation::canonical::parse(
            "3,0,0,0,0,0,4,2,2,2,2,0,0,0,0,0,0,0,0,0,0,0,0,-15",
        )
        .expect("a board");
        let s = Sided::new(&setup, crate::engine::Color::White);
        let rules = Rules::default();
        let b = Board::new(&s, &rules);
        let roll = Roll::new(6, 6).expect("a roll");
        let mut plays = PlayList::new();
        let (mut u, mut v) = ([0; 2], [0; 2]);
        let fast = full_after_obligations(&b, roll, &mut plays, &mut u);
        let slow = full_walked(&b, roll, &mut plays, &mut v);
        assert_eq!(slow, (0b10, 0), "the walk: the grand jan full");
        assert_eq!((fast, u), (slow, v));
    }
}
