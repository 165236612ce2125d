//! Scoring a roll without allocation: the same jans, means, points and reasons as
//! [`crate::engine::jans::score`], written into a fixed-capacity [`FastScore`] in marking order.
//!
//! Most jans depend on the board alone (hits, the coin battu, deux tables, mézéas, margot); only
//! filling and keeping, six tables, the sortie, the pile de misère and the impuissance look at
//! the legal plays. Those are enumerated only when one of them can apply: a quarter full or
//! short of two checkers or fewer, six tables with four of the six flèches already covered, at
//! most two checkers left to bear off, the pile de misère turned on. Otherwise the plays are
//! only asked whether the roll can be played in full, which stops at the first play found.

use super::board::{bit, span, Bits, Board, Mask, QUARTERS};
use super::moves::{self, CompactPlay, PlayList};
use crate::engine::jans::{Beneficiary, How, Jan, JanScore, Means, Score};
use crate::engine::sided::{COIN, OPP_COIN, TALON};
use crate::engine::{Color, Context, Fleche, Mezeas, Roll, SixTables};

/// One means, flèches in White's frame (0 = absent).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FastMeans {
    pub how: How,
    pub from: u8,
    pub via: u8,
    pub to: u8,
}

impl Default for FastMeans {
    fn default() -> Self {
        FastMeans::NONE
    }
}

impl FastMeans {
    const NONE: FastMeans = FastMeans {
        how: How::Situation,
        from: 0,
        via: 0,
        to: 0,
    };

    /// The public [`Means`].
    #[must_use]
    pub fn to_means(&self) -> Means {
        let opt = |p: u8| (p != 0).then_some(p);
        Means {
            how: self.how,
            from: opt(self.from),
            via: opt(self.via),
            to: opt(self.to),
        }
    }
}

/// One jan scored (a line of [`FastScore`]); up to three means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FastLine {
    pub jan: Jan,
    pub to: Color,
    pub points: u8,
    /// The flèche the jan is about, White's frame (0 = none).
    pub at: u8,
    n: u8,
    detail: [FastMeans; 3],
}

impl FastLine {
    const NONE: FastLine = FastLine {
        jan: Jan::Impuissance,
        to: Color::White,
        points: 0,
        at: 0,
        n: 0,
        detail: [FastMeans::NONE; 3],
    };

    /// The number of means.
    #[must_use]
    pub fn means(&self) -> u32 {
        u32::from(self.n)
    }

    /// Each means.
    #[must_use]
    pub fn detail(&self) -> &[FastMeans] {
        &self.detail[..usize::from(self.n)]
    }

    /// The public [`JanScore`].
    #[must_use]
    pub fn to_jan_score(&self) -> JanScore {
        JanScore {
            jan: self.jan,
            to: self.to,
            means: self.means(),
            points: u32::from(self.points),
            at: (self.at != 0).then_some(self.at),
            detail: self.detail().iter().map(FastMeans::to_means).collect(),
        }
    }
}

/// Room for every jan of one roll: at most 15 opponent checkers hit, and the others once each.
pub const MAX_LINES: usize = 32;

/// Everything a roll scores, in marking order (`jan.order`), without allocation.
#[derive(Debug, Clone)]
pub struct FastScore {
    pub roller: Color,
    pub roll: Roll,
    len: usize,
    lines: [FastLine; MAX_LINES],
}

impl Default for FastScore {
    fn default() -> Self {
        FastScore::new()
    }
}

impl FastScore {
    /// An empty score.
    #[must_use]
    pub fn new() -> FastScore {
        FastScore {
            roller: Color::White,
            roll: Roll::new(1, 1).expect("1-1"),
            len: 0,
            lines: [FastLine::NONE; MAX_LINES],
        }
    }

    /// The jans scored, roller's first.
    #[must_use]
    pub fn lines(&self) -> &[FastLine] {
        &self.lines[..self.len]
    }

    /// Total points scored by `color`.
    #[must_use]
    pub fn points(&self, color: Color) -> u32 {
        self.lines()
            .iter()
            .filter(|l| l.to == color)
            .map(|l| u32::from(l.points))
            .sum()
    }

    /// The public [`Score`].
    #[must_use]
    pub fn to_score(&self) -> Score {
        Score {
            roller: self.roller,
            roll: self.roll,
            jans: self.lines().iter().map(FastLine::to_jan_score).collect(),
        }
    }
}

/// What the legal plays tell the scoring, gathered over the plays that survive the
/// obligations.
#[derive(Default)]
struct FromPlays {
    unplayable: [u8; 2],
    n_unplayable: usize,
    /// Quarters (bits of `QUARTERS`) full after some legal play.
    full: u8,
    six_tables: bool,
    sortie: bool,
    pile: bool,
    /// Per quarter with a single demi-case to cover (or two, under
    /// `fill-two-plays-two-means`): its means, in order of discovery.
    fill_means: [[FastMeans; 3]; 3],
    n_fill_means: [u8; 3],
}

/// Writes into `out` what `roll` scores for the player of `b`.
pub fn score_into(
    b: &Board<'_>,
    roll: Roll,
    ctx: &Context,
    out: &mut FastScore,
    scratch: &mut PlayList,
) {
    let w = Writer::new(b, roll);
    out.roller = b.s.color;
    out.roll = roll;
    out.len = 0;
    let plays = from_plays(b, roll, ctx, scratch);
    let s = &b.s;
    let [hi, lo] = roll.numbers().map(usize::from);

    // jan.six-tables
    if plays.six_tables {
        w.push(out, Jan::SixTables, 0, &[w.plain(How::Situation)]);
    }
    // jan.deux-tables / jan.contre-deux-tables, jan.mezeas / jan.contre-mezeas
    let deux = deux_tables(b, hi, lo);
    let opp_coin_held = s.opp[OPP_COIN] > 0;
    if deux && !opp_coin_held {
        w.push(out, Jan::DeuxTables, 0, &[w.plain(How::Both)]);
    }
    let mezeas = s.me[TALON] == 13
        && s.me[COIN] == 2
        && lo == 1
        && (b.rules.mezeas != Mezeas::NextRoll || ctx.coin_just_taken);
    let mezeas_means = [w.means(How::Number(1), COIN, 0, 0)];
    if mezeas && !opp_coin_held {
        w.push(out, Jan::Mezeas, COIN, &mezeas_means);
    }
    // jan.battre.vrai / jan.battre.faux
    let targets = hit_targets(b, hi, lo);
    let tables = [
        (GRAND_TABLE, Jan::BattreVraiGrand, Jan::BattreFauxGrand),
        (!GRAND_TABLE, Jan::BattreVraiPetit, Jan::BattreFauxPetit),
    ];
    for (table, vrai, _) in tables {
        for t in Bits(targets & table) {
            if let Some(h) = hit(b, t, hi, lo, &w).filter(|h| h.vrai) {
                w.push(out, vrai, t, &h.detail[..usize::from(h.n)]);
            }
        }
    }
    // jan.battre.coin
    if let Some(m) = coin_battu(b, hi, lo, &w) {
        w.push(out, Jan::BattreCoin, OPP_COIN, &[m]);
    }
    // jan.fill.*, then jan.conserve.*
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
        if two_demi && b.rules.fill_two_plays_two_means && n > 0 {
            w.push(out, jan, target, &plays.fill_means[k][..n]);
        } else if single {
            let mut detail = plays.fill_means[k];
            detail[..n].sort_by_key(|m| match m.how {
                How::Number(d) => 6 - d,
                _ => 10,
            });
            if n > 0 {
                w.push(out, jan, target, &detail[..n]);
            }
        } else {
            w.push(out, jan, target, &[w.means(How::Both, 0, 0, target)]);
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
        w.push(out, jan, 0, &[w.plain(How::Keeping { par_impuissance })]);
    }
    // jan.sortie
    if plays.sortie {
        w.push(out, Jan::Sortie, 0, &[w.plain(How::Situation)]);
    }
    // abandoned jans: jan.pile-de-misere, jan.rencontre
    let r = b.rules;
    if r.pile_de_misere && plays.pile {
        w.push(out, Jan::PileDeMisere, COIN, &[w.plain(How::Situation)]);
    }
    if r.rencontre && ctx.roll_number == Some(1) && ctx.opponent_first_roll == Some(roll) {
        w.push(out, Jan::Rencontre, 0, &[w.plain(How::Situation)]);
    }
    // the opponent's: contre-jans, hits à faux, impuissance, margot
    if deux && opp_coin_held {
        w.push(out, Jan::ContreDeuxTables, 0, &[w.plain(How::Both)]);
    }
    if mezeas && opp_coin_held {
        w.push(out, Jan::ContreMezeas, COIN, &mezeas_means);
    }
    // à faux only by the sum
    let by_sum = targets & (b.me << (hi + lo));
    for (table, _, faux) in tables {
        for t in Bits(by_sum & table) {
            if let Some(h) = hit(b, t, hi, lo, &w).filter(|h| !h.vrai) {
                w.push(out, faux, t, &h.detail[..1]);
            }
        }
    }
    if plays.n_unplayable > 0 {
        let mut d = [FastMeans::NONE; 2];
        for (m, &n) in d.iter_mut().zip(&plays.unplayable[..plays.n_unplayable]) {
            *m = w.plain(How::Unplayable(n));
        }
        w.push(out, Jan::Impuissance, 0, &d[..plays.n_unplayable]);
    }
    if r.margot && margot(b, roll) {
        w.push(out, Jan::Margot, 0, &[w.plain(How::Situation)]);
    }
}

/// Converts flèches of the roller's frame to White's and writes lines.
struct Writer {
    color: Color,
    doublet: bool,
}

impl Writer {
    fn new(b: &Board<'_>, roll: Roll) -> Writer {
        Writer {
            color: b.s.color,
            doublet: roll.is_doublet(),
        }
    }

    /// Flèche `p` of the roller's frame in White's frame; 0 for none (or the band).
    #[inline]
    fn white(&self, p: usize) -> u8 {
        u8::try_from(p)
            .ok()
            .and_then(|p| Fleche::from_side(self.color, p))
            .map_or(0, Fleche::get)
    }

    #[inline]
    fn means(&self, how: How, from: usize, via: usize, to: usize) -> FastMeans {
        FastMeans {
            how,
            from: self.white(from),
            via: self.white(via),
            to: self.white(to),
        }
    }

    #[inline]
    fn plain(&self, how: How) -> FastMeans {
        FastMeans {
            how,
            ..FastMeans::NONE
        }
    }

    fn push(&self, out: &mut FastScore, jan: Jan, at: usize, detail: &[FastMeans]) {
        let to = match jan.beneficiary() {
            Beneficiary::Roller => self.color,
            Beneficiary::Opponent => self.color.opposite(),
        };
        let n = detail.len();
        let mut line = FastLine {
            jan,
            to,
            points: (n as u32 * jan.points_per_means(self.doublet)) as u8,
            at: self.white(at),
            n: n as u8,
            detail: [FastMeans::NONE; 3],
        };
        line.detail[..n].copy_from_slice(detail);
        out.lines[out.len] = line;
        out.len += 1;
    }
}

/// The table du grand jan (F7..F18); the rest is the table du petit jan.
const GRAND_TABLE: Mask = span(7, 18);

/// An opponent demi-case hit: à vrai with its means, or à faux with one.
#[derive(Clone, Copy)]
struct Hit {
    vrai: bool,
    n: u8,
    detail: [FastMeans; 3],
}

/// The opponent's demi-cases (never his coin) that a checker of the roller stands a number,
/// or the sum, away from: the only ones that can be hit.
fn hit_targets(b: &Board<'_>, hi: usize, lo: usize) -> Mask {
    let s = &b.s;
    let mut blots = 0;
    for p in Bits(b.opp & !bit(OPP_COIN)) {
        if s.opp[p] == 1 {
            blots |= bit(p);
        }
    }
    blots & ((b.me << hi) | (b.me << lo) | (b.me << (hi + lo)))
}

/// `jan.battre.vrai` and `jan.battre.faux` on the blot `t`, as [`crate::engine::jans::battre`].
fn hit(b: &Board<'_>, t: usize, hi: usize, lo: usize, w: &Writer) -> Option<Hit> {
    let s = &b.s;
    let numbers: &[usize] = if hi == lo { &[hi] } else { &[hi, lo] };
    let sum = hi + lo;
    let mut hit = Hit {
        vrai: true,
        n: 0,
        detail: [FastMeans::NONE; 3],
    };
    for &d in numbers {
        if t > d && s.me[t - d] > 0 {
            hit.detail[usize::from(hit.n)] = w.means(How::Number(d as u8), t - d, 0, t);
            hit.n += 1;
        }
    }
    let mut faux = None;
    if t > sum && s.me[t - sum] > 0 {
        let from = t - sum;
        match numbers.iter().map(|&d| from + d).find(|&r| s.opp[r] < 2) {
            Some(via) => {
                hit.detail[usize::from(hit.n)] = w.means(How::Sum, from, via, t);
                hit.n += 1;
            }
            None => faux = Some(w.means(How::Sum, from, from + numbers[0], t)),
        }
    }
    if hit.n == 0 {
        hit.vrai = false;
        hit.n = 1;
        hit.detail[0] = faux?;
    }
    Some(hit)
}

/// `jan.battre.coin`, as [`crate::engine::jans::coin`].
fn coin_battu(b: &Board<'_>, hi: usize, lo: usize, w: &Writer) -> Option<FastMeans> {
    let s = &b.s;
    if s.me[COIN] < 2 || s.opp[OPP_COIN] > 0 {
        return None;
    }
    let spare = |p: usize| if p == COIN { s.me[p] - 2 } else { s.me[p] };
    let (x, y) = (OPP_COIN - hi, OPP_COIN - lo);
    let able = if x == y {
        spare(x) >= 2
    } else {
        spare(x) >= 1 && spare(y) >= 1
    };
    able.then(|| w.means(How::Both, x, 0, OPP_COIN))
}

/// `jan.deux-tables` (or its contre-jan), as [`crate::engine::jans::rare`].
fn deux_tables(b: &Board<'_>, hi: usize, lo: usize) -> bool {
    let s = &b.s;
    if s.me[TALON] != 13 {
        return false;
    }
    let mut off = (2..=24).flat_map(|p| std::iter::repeat_n(p, usize::from(s.me[p])));
    let (Some(x), Some(y)) = (off.next(), off.next()) else {
        return false;
    };
    if !(7..COIN).contains(&x) || !(7..COIN).contains(&y) {
        return false;
    }
    let beats = |x: usize, y: usize| {
        (x + hi == COIN && y + lo == OPP_COIN) || (x + lo == COIN && y + hi == OPP_COIN)
    };
    beats(x, y) || beats(y, x)
}

/// `jan.margot`, as [`crate::engine::jans::abandoned`].
fn margot(b: &Board<'_>, roll: Roll) -> bool {
    let s = &b.s;
    roll.numbers().iter().any(|&d| {
        (1..=24).any(|p| {
            let t = p + usize::from(d);
            s.me[p] > 0
                && (2..24).contains(&t)
                && s.me[t] == 0
                && s.opp[t] == 0
                && s.opp[t - 1] == 1
                && s.opp[t + 1] == 1
        })
    })
}

/// Whether six tables could be made by this roll: in time, not a doublet, and four or five
/// of the six flèches after the talon already covered (a play covers two more at most).
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

/// What the legal plays of the roll tell the scoring.
fn from_plays(b: &Board<'_>, roll: Roll, ctx: &Context, scratch: &mut PlayList) -> FromPlays {
    let mut fp = FromPlays::default();
    let six = six_tables_possible(b, roll, ctx);
    let sortie = b.on_board > 0 && b.on_board <= 2;
    let needed = b.relevant != 0 || six || sortie || b.rules.pile_de_misere;
    if !needed {
        fp.n_unplayable = moves::unplayable(b, roll, scratch, &mut fp.unplayable);
        return fp;
    }
    let s = &b.s;
    // the quarters with one demi-case left to cover (their flèche; 0 = none), and, under
    // Lepeintre's proposal, those with two (the first of them)
    let mut single = [0usize; 3];
    let mut two = [0usize; 3];
    for (k, &q) in QUARTERS.iter().enumerate() {
        if b.relevant & (1 << k) == 0 || b.full & (1 << k) != 0 {
            continue;
        }
        let mut short = Bits(q).filter(|&p| s.me[p] < 2);
        match (short.next(), short.next(), short.next()) {
            (Some(p), None, _) if s.me[p] == 1 => single[k] = p,
            (Some(p), Some(r), None)
                if b.rules.fill_two_plays_two_means && s.me[p] == 1 && s.me[r] == 1 =>
            {
                two[k] = p;
            }
            _ => {}
        }
    }
    let by_ways = single != [0; 3] || two != [0; 3];
    let board_facts = six || sortie || b.rules.pile_de_misere;
    if b.normal() && !by_ways && !board_facts && !moves::coin_take_possible(b, roll) {
        // only the quarters left full matter: no need to list the plays
        let (full, n) = moves::full_after_obligations(b, roll, scratch, &mut fp.unplayable);
        fp.full = full;
        fp.n_unplayable = n;
        return fp;
    }
    if b.normal() && !by_ways {
        // every fact needed depends on the board a play leaves: the distinct plays suffice
        moves::legal_plays(b, roll, scratch);
    } else {
        // the means of filling are counted on the ways of playing
        moves::every_legal_way(b, roll, scratch);
    }
    fp.n_unplayable = scratch.unplayable().len();
    fp.unplayable[..fp.n_unplayable].copy_from_slice(scratch.unplayable());
    let w = Writer::new(b, roll);
    let six_mask = span(2, 7);
    for play in scratch.plays() {
        // the quarters it leaves full are on the play once the obligations have looked
        let full = if b.relevant != 0 { play.full() } else { 0 };
        fp.full |= full;
        if board_facts {
            let after = b.after(&play.from, &play.to, play.len());
            fp.six_tables |= six && after.me & six_mask == six_mask;
            fp.sortie |= sortie && after.off == 15;
            fp.pile |= after.coin == 15;
        }
        for k in 0..3 {
            if full & (1 << k) == 0 {
                continue;
            }
            if single[k] != 0 {
                fill_means(b, play, single[k], &w, &mut fp, k);
            } else if two[k] != 0 {
                two_ways(b, play, two[k], &w, &mut fp, k);
            }
        }
    }
    fp
}

/// A checker of quarter `k` that can be spared to fill it: one outside the jan, or a surcase
/// in it (Lepeintre 1re §I), not one whose flèche the other number refills.
fn spare(b: &Board<'_>, k: usize, x: usize) -> bool {
    QUARTERS[k] & bit(x) == 0 || b.s.me[x] >= 3
}

/// The means by which `play` covers the demi-case `p` (`jan.fill`): by a number, or by the sum
/// when its second step carries on the first, with a checker that can be spared; each kind
/// kept once, the first met.
fn fill_means(
    b: &Board<'_>,
    play: &CompactPlay,
    p: usize,
    w: &Writer,
    fp: &mut FromPlays,
    k: usize,
) {
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
        let m = if joined {
            let s0 = play.step(0);
            w.means(How::Sum, s0.from.into(), s0.to.into(), p)
        } else {
            w.means(How::Number(st.die), st.from.into(), 0, p)
        };
        note_means(fp, k, m);
    }
}

/// `fill-two-plays-two-means` (Lepeintre 4e §IV): with two demi-cases left, the number that
/// covers the first of them (`p`) with a checker that can be spared is a means.
fn two_ways(b: &Board<'_>, play: &CompactPlay, p: usize, w: &Writer, fp: &mut FromPlays, k: usize) {
    let found = (0..play.len())
        .map(|i| play.step(i))
        .find(|st| usize::from(st.to) == p && spare(b, k, usize::from(st.from)));
    if let Some(st) = found {
        note_means(fp, k, w.means(How::Number(st.die), st.from.into(), 0, p));
    }
}

/// Keeps `m` among quarter `k`'s means unless one of its kind is there already.
fn note_means(fp: &mut FromPlays, k: usize, m: FastMeans) {
    let n = usize::from(fp.n_fill_means[k]);
    if !fp.fill_means[k][..n].iter().any(|d| d.how == m.how) {
        fp.fill_means[k][n] = m;
        fp.n_fill_means[k] += 1;
    }
}
