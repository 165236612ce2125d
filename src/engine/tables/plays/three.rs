//! The legal plays of a throw of three dice (`bg.dice.three`): up to nine numbers
//! ([`Throw3::numbers`]) played in any order, with the step of the two-dice game
//! ([`legal`], [`advance`]) and its key, so the standard game's generator is not touched.
//!
//! Each distinct order of the numbers is walked; within a run of one number the checkers are
//! taken from the highest point down, as a doublet's are (`doublets`), so each set of moves
//! of the run is met once; a board met again at the start of a run with the same numbers left
//! (by another order) is not walked again. A way of playing is kept when no way plays more numbers, and among
//! those that play as many, when the numbers it plays are the highest: the numbers left
//! unplayed are the smallest they can be (`bg.both-numbers`, `bg.larger-number`; Lepeintre
//! gives no rule for a throw that cannot be played whole, so backgammon's is followed). Each
//! resulting position is kept once, the first way found; the list grows as needed (a triplet
//! of nine moves can leave tens of thousands of positions) and keeps its room from throw to
//! throw.

use std::cell::RefCell;

use super::super::judge::BgMoveError;
use super::super::position::{BgPosition, BAR};
use super::super::rules::{BearOff, BgRules};
use super::super::throw3::{Numbers, Throw3};
use super::three_list::rank;
pub use super::three_list::BgThrowList;
use super::walk::{advance, highest, legal, prepare, sources, Ctx, State, HIT_SHIFT};
use super::{apply_key, BgMove};

/// The most numbers a throw of three dice plays (a triplet nine times).
pub const MOST: usize = 9;

/// One legal play of a throw of three dice: as [`super::BgPlay`], with room for nine moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct BgLongPlay {
    key: u128,
    moves: [BgMove; MOST],
    len: u8,
}

impl BgLongPlay {
    pub(super) fn new(key: u128, moves: [BgMove; MOST], len: u8) -> BgLongPlay {
        BgLongPlay { key, moves, len }
    }

    /// The moves, in the order played.
    #[must_use]
    pub fn moves(&self) -> &[BgMove] {
        &self.moves[..usize::from(self.len)]
    }

    /// The points (mover's numbering, bit `p`) where an opponent checker was hit.
    #[must_use]
    pub fn hits(&self) -> u32 {
        ((self.key >> HIT_SHIFT) as u32) << 1
    }

    /// How many opponent checkers the play hits.
    #[must_use]
    pub fn hit_count(&self) -> u32 {
        self.hits().count_ones()
    }

    /// The key of the position the play leaves (as [`super::BgPlay::key`]).
    #[must_use]
    pub fn key(&self) -> u128 {
        self.key
    }

    /// The position the play leaves from `pos`, the opponent to play.
    #[must_use]
    pub fn apply(&self, pos: &BgPosition) -> BgPosition {
        apply_key(self.key, pos)
    }
}

/// One step of the throw (`die` from `from`), its moves folded as [`fold`] does, so a judge
/// may take nine of them.
pub(super) fn step_folded(ctx: &Ctx, st: &State, from: u8, die: u8) -> Result<State, BgMoveError> {
    legal(ctx, st, from, die).map(|()| fold(advance(ctx, st, from, die)))
}

/// The board after a step, its moves folded into one flag (a number played inside, which
/// the French rule reads), so that nine steps fit the two-dice game's [`State`].
#[inline]
fn fold(mut s: State) -> State {
    s.moves = if s.moves & 0xFF00_FF00_FF00_FF00 != 0 {
        0xFF00
    } else {
        0
    };
    s.len = 0;
    s
}

/// The next distinct order of `a` (lexicographic), or false after the last.
fn next_order(a: &mut [u8]) -> bool {
    if a.len() < 2 {
        return false;
    }
    let mut i = a.len() - 1;
    while i > 0 && a[i - 1] >= a[i] {
        i -= 1;
    }
    if i == 0 {
        return false;
    }
    let mut j = a.len() - 1;
    while a[j] <= a[i - 1] {
        j -= 1;
    }
    a.swap(i - 1, j);
    a[i..].reverse();
    true
}

struct Walk<'a> {
    ctx: &'a Ctx,
    order: [u8; MOST],
    len: usize,
    /// `ranks[i]`: the rank (plus one) of a way that played the first `i` numbers of `order`.
    ranks: [u64; MOST + 1],
    /// `rests[i]`: the numbers `order[i..]` as a code (four bits each, and how many).
    rests: [u64; MOST + 1],
    moves: [BgMove; MOST],
    out: &'a mut BgThrowList,
}

impl<'a> Walk<'a> {
    fn new(ctx: &'a Ctx, order: [u8; MOST], len: usize, out: &'a mut BgThrowList) -> Walk<'a> {
        let mut ranks = [0; MOST + 1];
        let mut rests = [0; MOST + 1];
        for i in 0..=len {
            let mut sorted = [0u8; MOST];
            sorted[..i].copy_from_slice(&order[..i]);
            sorted.sort_unstable_by(|a, b| b.cmp(a));
            ranks[i] = rank(&sorted, i) + 1;
            rests[i] = order[i..len]
                .iter()
                .fold((len - i) as u64, |c, &n| c << 4 | u64::from(n));
        }
        Walk {
            ctx,
            order,
            len,
            ranks,
            rests,
            moves: [BgMove::default(); MOST],
            out,
        }
    }

    /// Plays the `i`-th number of the order from `st` (within a run of one number, from no
    /// higher a point than `max`), and on.
    fn go(&mut self, st: &State, i: usize, max: u8) {
        if i == self.len {
            self.out
                .keep(st, self.ranks[i], &self.order[..i], &self.moves[..i]);
            return;
        }
        let die = self.order[i];
        let max = if i > 0 && self.order[i - 1] == die {
            max
        } else {
            // a run begins: what follows depends on the board and the numbers left alone
            // (and on whether a number was played inside, which the French rule reads), so a
            // board met again with the same numbers left, by another order, is walked once
            if i > 0
                && self
                    .out
                    .walked(st.key(), self.rests[i] | u64::from(st.moves != 0) << 63)
            {
                return;
            }
            BAR as u8
        };
        let mut from = sources::<true>(st, max);
        let mut any = false;
        while from != 0 {
            let p = highest(from);
            from &= !(1 << p);
            if legal(self.ctx, st, p, die).is_ok() {
                any = true;
                let n = fold(advance(self.ctx, st, p, die));
                self.moves[i] = BgMove {
                    from: p,
                    to: p.saturating_sub(die),
                };
                self.go(&n, i + 1, p);
            }
        }
        if !any {
            self.out
                .keep(st, self.ranks[i], &self.order[..i], &self.moves[..i]);
        }
    }
}

fn generate_with(
    pos: &BgPosition,
    numbers: Numbers,
    rules: &BgRules,
    french: bool,
    out: &mut BgThrowList,
) {
    out.clear();
    out.numbers = numbers;
    out.french = french;
    let (ctx, st) = prepare::<false>(pos, rules, french);
    let st = fold(st);
    let len = usize::from(numbers.len);
    let mut order = numbers.n;
    order[..len].sort_unstable();
    loop {
        Walk::new(&ctx, order, len, &mut *out).go(&st, 0, BAR as u8);
        if !next_order(&mut order[..len]) {
            break;
        }
    }
}

/// The distinct legal plays of the throw `throw` of three dice for the side to play in `pos`,
/// into `out` (its buffers reused; they grow only past the largest throw met so far).
pub fn generate_three_into(
    pos: &BgPosition,
    throw: Throw3,
    rules: &BgRules,
    out: &mut BgThrowList,
) {
    let numbers = throw.numbers(rules.triplet);
    match rules.bear_off {
        BearOff::English => generate_with(pos, numbers, rules, false, out),
        BearOff::French => generate_with(pos, numbers, rules, true, out),
        BearOff::FrenchMost if pos.counts(pos.turn())[7..=BAR].iter().any(|&n| n > 0) => {
            generate_with(pos, numbers, rules, true, out);
        }
        BearOff::FrenchMost => {
            generate_with(pos, numbers, rules, false, out);
            let english = out.numbers_played();
            generate_with(pos, numbers, rules, true, out);
            if out.numbers_played() < english {
                generate_with(pos, numbers, rules, false, out);
            }
        }
    }
}

thread_local! {
    static LIST: RefCell<BgThrowList> = RefCell::new(BgThrowList::new());
}

/// Runs `f` on this thread's reused list of the plays of three dice.
pub fn with_throw_list<R>(f: impl FnOnce(&mut BgThrowList) -> R) -> R {
    LIST.with(|l| f(&mut l.borrow_mut()))
}

/// The distinct legal plays of a throw of three dice, and the numbers it cannot play.
#[must_use]
pub fn legal_plays_three(
    pos: &BgPosition,
    throw: Throw3,
    rules: &BgRules,
) -> (Vec<BgLongPlay>, Vec<u8>) {
    LIST.with(|l| {
        let mut l = l.borrow_mut();
        generate_three_into(pos, throw, rules, &mut l);
        (l.plays().to_vec(), l.unplayable())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tables::BgSetup;
    use crate::engine::Color;

    fn plays(
        white: &[(usize, u8)],
        black: &[(usize, u8)],
        throw: &str,
        rules: &BgRules,
    ) -> (usize, Vec<u8>) {
        let pos = BgSetup::from_points(white, black, Color::White)
            .validate()
            .unwrap();
        let (p, lost) = legal_plays_three(&pos, throw.parse().unwrap(), rules);
        (p.len(), lost)
    }

    #[test]
    fn the_orders_of_a_throw_are_each_met_once() {
        let mut a = [1, 2, 3];
        let mut n = 1;
        while next_order(&mut a) {
            n += 1;
        }
        assert_eq!(n, 6);
        let mut a = [3, 4, 4, 4, 4];
        let mut n = 1;
        while next_order(&mut a) {
            n += 1;
        }
        assert_eq!(n, 5);
        assert!(!next_order(&mut [5; 9]));
    }

    #[test]
    fn one_checker_alone_plays_the_throw_whole_or_the_highest_numbers() {
        let rules = BgRules::default();
        // one checker on 24, far from anything: 6-5-1 leaves it on 12, one position
        assert_eq!(
            plays(&[(24, 1), (1, 14)], &[(20, 15)], "6-5-1", &rules).0,
            1
        );
        // a triplet of 1s nine times: 24 to 15
        assert_eq!(
            plays(&[(24, 1), (1, 14)], &[(20, 15)], "1-1-1", &rules),
            (1, vec![])
        );
        // two checkers on 2 and 1 (all home), 6-5-4: two off, the 4 lost (the lowest)
        assert_eq!(
            plays(&[(2, 1), (1, 1)], &[(1, 15)], "6-5-4", &rules),
            (1, vec![4])
        );
    }
}
