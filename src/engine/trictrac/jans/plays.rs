//! What the legal plays of a roll tell the scoring: the jans filled and kept, six tables, the
//! sortie, the pile de misère and the numbers that cannot be played. The plays are enumerated
//! only when one of these can apply: a quarter full or short of two checkers or fewer, six
//! tables with four of the six flèches already covered, at most two checkers left to bear off,
//! the pile de misère turned on. Otherwise the plays are only asked whether the roll can be
//! played in full, which stops at the first play found.
//!
//! - `jan.fill.petit` / `.grand` / `.retour`: a quarter is full when each of its six flèches
//!   holds two of the player's checkers (the talon counts in the petit jan). A roll that could
//!   fill it scores 4 (6) per means. With one demi-case left, the means are counted by number:
//!   by the first number, by the second, by the sum (tout d'une) — up to three, two for a
//!   doublet — each needing a legal play that fills that way with a checker that can be spared
//!   (one from outside the jan, or a surcase within it: not one whose flèche the other number
//!   refills; Lepeintre 1re §I), both numbers played. With two demi-cases left, or an empty
//!   flèche covered by two checkers at once (d'emblée), one means only (Lepeintre 2e §V).
//!   Covering the last flèche with one number and leaving it with the other (en passant) fills
//!   nothing. Lepeintre proposed (4e §IV) that two demi-cases covered in two different ways
//!   count two means: the option `fill-two-plays-two-means`.
//! - `jan.conserve.petit` / `.grand` / `.retour`: a full jan is kept when the roll can be played
//!   without breaking it; a number that cannot be played at all keeps it too (par impuissance,
//!   and the opponent scores the impuissance). One means, 4 (6). The jan de retour is kept par
//!   impuissance only while the roller still has a checker in his own half (Lepeintre 1re §V).
//! - `jan.six-tables`: within the roller's first three rolls (Lepeintre 1re §I; the reading
//!   "third roll only" is [`SixTables::ThirdRollOnly`]), the roll, not a doublet, could leave a
//!   checker on each of the six flèches after his talon: 4 points.
//! - `jan.sortie`: the first to bear off all fifteen scores 4 (6) when a legal play takes his
//!   last checker off; if it needs one number only, the other is ignored.
//! - `jan.pile-de-misere` (dropped in the 18th century): all fifteen checkers on one's coin, none
//!   passed: 4 (6) when the roll makes it, and when it keeps it.
//! - `jan.impuissance`: each number the roller cannot play gives his opponent 2 points (a
//!   number left over when the last checker is borne off is none).

use super::scoring::{Sink, Writer};
use super::{How, Jan, Means};
use crate::engine::trictrac::moves::{
    self, bit, span, Bits, Board, CompactPlay, PlayList, QUARTERS,
};
use crate::engine::trictrac::sided::COIN;
use crate::engine::{
    trictrac::{Context, SixTables},
    Roll,
};

/// What the legal plays tell the scoring, gathered over the plays that survive the
/// obligations. Small and plain: most rolls return it at once with the unplayable numbers
/// alone, and the means of filling are written as [`Means`] only when their line is.
pub(super) struct FromPlays {
    unplayable: [u8; 2],
    n_unplayable: u8,
    /// Quarters (bits of `QUARTERS`) full after some legal play.
    full: u8,
    pub six_tables: bool,
    sortie: bool,
    pile: bool,
    /// Per quarter with a single demi-case to cover (or two, under
    /// `fill-two-plays-two-means`): its means, in order of discovery.
    fill_means: [[Fill; 3]; 3],
    n_fill_means: [u8; 3],
}

/// One means of filling, before it is written: by the number `die` (0: by the sum, through
/// `via`), from `from` onto `to`.
#[derive(Clone, Copy, Default)]
struct Fill {
    die: u8,
    from: u8,
    via: u8,
    to: u8,
}

impl Fill {
    /// The means written in White's frame.
    #[inline]
    fn means(self, w: &Writer) -> Means {
        let how = if self.die == 0 {
            How::Sum
        } else {
            How::Number(self.die)
        };
        w.means(how, self.from.into(), self.via.into(), self.to.into())
    }
}

impl FromPlays {
    /// Nothing read yet.
    const NONE: FromPlays = FromPlays {
        unplayable: [0; 2],
        n_unplayable: 0,
        full: 0,
        six_tables: false,
        sortie: false,
        pile: false,
        fill_means: [[Fill {
            die: 0,
            from: 0,
            via: 0,
            to: 0,
        }; 3]; 3],
        n_fill_means: [0; 3],
    };

    /// The numbers of the roll that go unplayed.
    pub fn unplayable(&self) -> &[u8] {
        &self.unplayable[..usize::from(self.n_unplayable)]
    }
}

/// Writes the jans read on the legal plays, in marking order: filling, keeping, the sortie,
/// the pile de misère.
#[inline]
pub(super) fn write_from_plays<S: Sink>(b: &Board<'_>, plays: &FromPlays, w: &Writer, out: &mut S) {
    let s = &b.s;
    // jan.fill.*, then jan.conserve.*: none unless a play leaves a quarter full
    if plays.full == 0 {
        return write_sortie_pile(plays, w, out);
    }
    for (k, jan) in [Jan::FillPetit, Jan::FillGrand, Jan::FillRetour]
        .into_iter()
        .enumerate()
    {
        if b.full & (1 << k) != 0 || plays.full & (1 << k) == 0 {
            continue;
        }
        let q = QUARTERS[k];
        let short = Bits(q).filter(|&p| s.me[p] < 2);
        let target = short.clone().last().unwrap_or(0);
        let single = short.clone().count() == 1 && s.me[target] == 1;
        let two_demi = short.clone().count() == 2 && short.clone().all(|p| s.me[p] == 1);
        let n = usize::from(plays.n_fill_means[k]);
        let mut fills = plays.fill_means[k];
        if two_demi && b.rules.fill_two_plays_two_means && n > 0 {
            write_fills(out, w, jan, target, &fills[..n]);
        } else if single {
            fills[..n].sort_by_key(|f| if f.die == 0 { 10 } else { 6 - f.die });
            if n > 0 {
                write_fills(out, w, jan, target, &fills[..n]);
            }
        } else {
            w.line(out, jan, target, &[w.means(How::Both, 0, 0, target)]);
        }
    }
    let par_impuissance = plays.n_unplayable > 0;
    for (k, jan) in [Jan::ConservePetit, Jan::ConserveGrand, Jan::ConserveRetour]
        .into_iter()
        .enumerate()
    {
        if b.full & (1 << k) == 0 || plays.full & (1 << k) == 0 {
            continue;
        }
        if k == 2 && par_impuissance && (1..=12).all(|p| s.me[p] == 0) {
            continue;
        }
        w.line(
            out,
            jan,
            0,
            &[Means::plain(How::Keeping { par_impuissance })],
        );
    }
    write_sortie_pile(plays, w, out);
}

/// The line of a filling jan by the means `fills`, made [`Means`] only for a sink that
/// keeps them.
#[inline]
fn write_fills<S: Sink>(out: &mut S, w: &Writer, jan: Jan, target: usize, fills: &[Fill]) {
    out.line(w, jan, target, fills.len(), |d| {
        for (m, f) in d.iter_mut().zip(fills) {
            *m = f.means(w);
        }
    });
}

/// `jan.sortie` and `jan.pile-de-misere`, the last jans read on the plays.
#[inline]
fn write_sortie_pile<S: Sink>(plays: &FromPlays, w: &Writer, out: &mut S) {
    // jan.sortie
    if plays.sortie {
        w.line(out, Jan::Sortie, 0, &[Means::plain(How::Situation)]);
    }
    // jan.pile-de-misere (abandoned)
    if plays.pile {
        w.line(
            out,
            Jan::PileDeMisere,
            COIN,
            &[Means::plain(How::Situation)],
        );
    }
}

/// Whether six tables could be made by this roll: in time, not a doublet, and four or five
/// of the six flèches after the talon already covered (a play covers two more at most).
#[inline]
fn six_tables_possible(b: &Board<'_>, roll: Roll, ctx: &Context) -> bool {
    let Some(n) = ctx.roll_number else {
        return false;
    };
    let in_time = match b.rules.six_tables {
        SixTables::WithinThreeRolls => (1..=3).contains(&n),
        SixTables::ThirdRollOnly => n == 3,
    };
    let covered = (2..=7).filter(|&p| b.s.me[p] > 0).count();
    in_time && !roll.is_doublet() && (4..6).contains(&covered)
}

/// What the legal plays of the roll tell the scoring. Inlined into each scoring (the lines,
/// the points alone) with one way out, so that the answer is made in place: most rolls need
/// only the unplayable numbers, read on the masks; the plays are read in a call of its own.
#[inline(always)]
pub(super) fn from_plays(
    b: &Board<'_>,
    roll: Roll,
    ctx: &Context,
    pile_on: bool,
    // the means are written by `write_from_plays`
    _w: &Writer,
    scratch: &mut PlayList,
) -> FromPlays {
    let mut fp = FromPlays::NONE;
    let six = six_tables_possible(b, roll, ctx);
    let sortie = b.on_board > 0 && b.on_board <= 2;
    if b.relevant != 0 || six || sortie || pile_on {
        read_plays(b, roll, six, sortie, pile_on, scratch, &mut fp);
    } else {
        fp.n_unplayable = moves::unplayable(b, roll, scratch, &mut fp.unplayable) as u8;
    }
    fp
}

/// [`from_plays`] when a jan read on the plays can apply: `six` (six tables can be made),
/// `sortie` (two checkers at most left to bear off), `pile_on`.
#[inline(never)]
fn read_plays(
    b: &Board<'_>,
    roll: Roll,
    six: bool,
    sortie: bool,
    pile_on: bool,
    scratch: &mut PlayList,
    fp: &mut FromPlays,
) {
    let s = &b.s;
    // the quarters with one demi-case left to cover (their flèche; 0 = none), and, under
    // Lepeintre's proposal, those with two (the first of them); a demi-case no checker can
    // reach with this roll is not covered by it, so its quarter is not filled: its means need
    // no ways of playing
    let [hi, lo] = roll.numbers().map(usize::from);
    let reach = b.reach(hi, lo);
    let mut single = [0usize; 3];
    let mut two = [0usize; 3];
    for (k, &q) in QUARTERS.iter().enumerate() {
        if b.relevant & (1 << k) == 0 || b.full & (1 << k) != 0 {
            continue;
        }
        let mut short = Bits(q).filter(|&p| s.me[p] < 2);
        match (short.next(), short.next(), short.next()) {
            (Some(p), None, _) if s.me[p] == 1 && reach & bit(p) != 0 => single[k] = p,
            (Some(p), Some(r), None)
                if b.rules.fill_two_plays_two_means
                    && s.me[p] == 1
                    && s.me[r] == 1
                    && reach & bit(p) != 0
                    && reach & bit(r) != 0 =>
            {
                two[k] = p;
            }
            _ => {}
        }
    }
    let by_ways = single != [0; 3] || two != [0; 3];
    let board_facts = six || sortie || pile_on;
    if b.normal() && !by_ways && !board_facts {
        // only the quarters left full matter (r.40 included): no need to list the plays
        let (full, n) = moves::full_after_obligations(b, roll, scratch, &mut fp.unplayable);
        fp.full = full;
        fp.n_unplayable = n as u8;
        return;
    }
    if !b.normal() && !by_ways && !six && !pile_on {
        // in the bear-off: the quarters left full and the sortie, walked until known
        let kept = moves::kept_bearing_off(b, roll, sortie, &mut fp.unplayable);
        if let Some((full, n, off)) = kept {
            fp.full = full;
            fp.n_unplayable = n as u8;
            fp.sortie = off;
            return;
        }
    }
    if b.normal() && !by_ways {
        // every fact needed depends on the board a play leaves: the distinct plays suffice
        moves::legal_plays_into(b, roll, scratch);
    } else {
        // the means of filling are counted on the ways of playing
        moves::every_legal_way_into(b, roll, scratch);
    }
    let n = scratch.unplayable().len();
    fp.n_unplayable = n as u8;
    fp.unplayable[..n].copy_from_slice(scratch.unplayable());
    let six_mask = span(2, 7);
    for play in scratch.plays() {
        // the quarters it leaves full are on the play once the obligations have looked
        let full = if b.relevant != 0 { play.full() } else { 0 };
        fp.full |= full;
        if board_facts {
            let after = b.after(&play.from, &play.to, play.len());
            fp.six_tables |= six && after.me & six_mask == six_mask;
            fp.sortie |= sortie && after.off == 15;
            fp.pile |= pile_on && after.coin == 15;
        }
        for k in 0..3 {
            if full & (1 << k) == 0 {
                continue;
            }
            if single[k] != 0 {
                fill_means(b, play, single[k], fp, k);
            } else if two[k] != 0 {
                two_ways(b, play, two[k], fp, k);
            }
        }
    }
}

/// A checker of quarter `k` that can be spared to fill it: one outside the jan, or a surcase
/// in it (Lepeintre 1re §I), not one whose flèche the other number refills.
#[inline]
fn spare(b: &Board<'_>, k: usize, x: usize) -> bool {
    QUARTERS[k] & bit(x) == 0 || b.s.me[x] >= 3
}

/// The means by which `play` covers the demi-case `p` (`jan.fill`): by a number, or by the sum
/// when its second step carries on the first, with a checker that can be spared; each kind
/// kept once, the first met.
#[inline]
fn fill_means(b: &Board<'_>, play: &CompactPlay, p: usize, fp: &mut FromPlays, k: usize) {
    for i in 0..play.len() {
        let st = play.step(i);
        if usize::from(st.to) != p {
            continue;
        }
        let joined = i == 1 && play.step(0).to == st.from;
        let source = if joined { play.step(0).from } else { st.from };
        if !spare(b, k, usize::from(source)) {
            continue;
        }
        let s0 = play.step(0);
        let (die, via) = if joined { (0, s0.to) } else { (st.die, 0) };
        note_means(
            fp,
            k,
            Fill {
                die,
                from: source,
                via,
                to: st.to,
            },
        );
    }
}

/// `fill-two-plays-two-means` (Lepeintre 4e §IV): with two demi-cases left, the number that
/// covers the first of them (`p`) with a checker that can be spared is a means.
#[inline]
fn two_ways(b: &Board<'_>, play: &CompactPlay, p: usize, fp: &mut FromPlays, k: usize) {
    let found = (0..play.len())
        .map(|i| play.step(i))
        .find(|st| usize::from(st.to) == p && spare(b, k, usize::from(st.from)));
    if let Some(st) = found {
        let fill = Fill {
            die: st.die,
            from: st.from,
            via: 0,
            to: st.to,
        };
        note_means(fp, k, fill);
    }
}

/// Keeps `m` among quarter `k`'s means unless one of its kind is there already.
#[inline]
fn note_means(fp: &mut FromPlays, k: usize, m: Fill) {
    let n = usize::from(fp.n_fill_means[k]);
    if !fp.fill_means[k][..n].iter().any(|d| d.die == m.die) {
        fp.fill_means[k][n] = m;
        fp.n_fill_means[k] += 1;
    }
}
