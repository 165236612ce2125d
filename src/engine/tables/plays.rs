//! The legal plays of a backgammon throw, each rule written once, with no heap allocation:
//! the throw's numbers are tried in both orders (a doublet's four numbers with the checkers
//! taken from the highest point down, so each set of moves is met once), and a way of playing
//! is kept in a fixed-capacity [`BgPlayList`] only when the position it leaves (its key) is new
//! in the throw, so each resulting position is one play, as gnubg counts them, shown by the
//! first way found. Whether it is new is known from the moves alone for a doublet
//! (`doublets`) and for two numbers where no checker can bear off (`pairs`); elsewhere a
//! table of the positions met tells. The step itself, shared with the judge, is `walk`'s.
//! [`boards_into`] writes besides each play the board it leaves ([`BgBoard`], `boards`).
//!
//! - A checker moves its number towards its home, never onto a point the opponent holds with
//!   two or more (`bg.no-opponent-point`); onto a lone opponent checker it hits it to the bar
//!   (`bg.hit`; under a profile without hitting, any opponent checker blocks).
//! - While a side has checkers on the bar, they enter first, on the opponent's home point
//!   `25 - n` (`bg.bar.enter-first`, `bg.bar.enter`); under `entering: mixed` they enter
//!   while others move, in any order (`bg.bar.enter-mixed`). A profile's start may put all
//!   fifteen there (`bg.start.in-hand`).
//! - Under `hit-from: own-checker-home`, a blot holds its point until one of the mover's
//!   checkers is home, in the throw or before it (`bg.hit.after-home`).
//!
//! Those two rules are looked at once per throw ([`Ctx`]'s `family`): where they change
//! nothing (always in standard backgammon) the walks below run as they are; mixed entering
//! runs them with the bar one more point to play from; the hit condition runs `family`'s walk,
//! one step at a time.
//! - Bearing off once all fifteen are home (`bg.bear-off.all-home`): a number carrying a
//!   checker exactly off bears it off; a higher one only from the highest point occupied
//!   (`bg.bear-off.english`), and under the French rule (`bg.bear-off.french`) not after a
//!   number played inside unless it was already higher than every checker's distance before
//!   the throw and takes the checker from the point that was then the highest.
//! - The most numbers that can be played must be; when only one of two can, the larger
//!   (`bg.both-numbers`, `bg.larger-number`); a doublet is four numbers (`bg.doublet-four`).
//!
//! Under parallel movement (long nardy) or a limit on movement (the head rule, the six-block
//! rule, the first-checker rule, the starting quarter, fevga's prime), [`generate_into`] walks
//! the throw in `limited` instead (under pinning, in `pinning`), on the same list, key, step
//! and rules on the numbers played; the backgammon walks above never look at those settings.

mod boards;
mod doublets;
mod family;
mod limited;
mod list;
mod pairs;
mod pinning;
mod prime;
mod three;
mod three_judge;
mod three_list;
mod walk;

use std::cell::RefCell;

pub(super) use self::limited::{prepare_limited, step as limited_step};
pub(super) use self::pinning::{prepare_pinning, step as pinning_step};
pub(super) use self::prime::{keeps as keeps_prime, trapping};
use super::position::side;
use super::position::{BgPosition, BgSetup, BAR, OFF};
use super::rules::{BearOff, BgRules, FirstChecker, Geometry, Head, PrimeOpen};
use crate::engine::Roll;
pub use boards::{boards_into, BgBoard, BgBoardList};
pub use list::{BgPlayList, CAPACITY};
pub use three::{generate_three_into, legal_plays_three, with_throw_list, BgLongPlay, BgThrowList};
pub use three_judge::judge_three;
use walk::HIT_SHIFT;
pub(super) use walk::{prepare, step, State};

/// One checker's move in the mover's numbering: `from` 25 is the bar, `to` 0 is off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct BgMove {
    /// The point left (25: the bar).
    pub from: u8,
    /// The point reached (0: borne off).
    pub to: u8,
}

/// One legal play: the moves of one way of playing it, and the key of the position it leaves
/// (the mover's counts on points 1..24 and the bar, four bits each, and the points where he
/// hit).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct BgPlay {
    key: u128,
    moves: [BgMove; 4],
    len: u8,
}

impl BgPlay {
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

    /// The key of the position the play leaves: equal for two plays exactly when they leave the
    /// same position.
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

/// The position a play of key `key` leaves from `pos`, the opponent to play (see
/// [`BgPlay::key`]; a play of three dice has the same key).
pub(super) fn apply_key(key: u128, pos: &BgPosition) -> BgPosition {
    let me = side(pos.turn());
    let mut s: BgSetup = *pos.setup();
    for p in 1..=BAR {
        s.points[me][p] = ((key >> (4 * (p - 1))) & 0xF) as u8;
    }
    let on: u8 = s.points[me][1..=BAR].iter().sum();
    s.points[me][OFF] = pos.checkers(pos.turn()) - on;
    let hits = ((key >> HIT_SHIFT) as u32) << 1;
    for t in 1..=24 {
        if hits & (1 << t) != 0 {
            s.points[1 - me][s.facing(t)] -= 1;
            s.points[1 - me][BAR] += 1;
        }
    }
    // under pinning, the opponent's lone checkers the mover now stands on are pinned
    super::pins::after_play(&mut s, me);
    s.turn = pos.turn().opposite();
    // a play keeps each side's checkers and never shares a point
    BgPosition::from_play(s)
}

/// The plays of `roll` into `out`, the French rule applied or not: the backgammon walk, or
/// (`LIMITED`) the walk under limits on movement or parallel movement ([`limited`]); then the
/// rules on the numbers played, shared by both.
fn generate_with<const LIMITED: bool>(
    pos: &BgPosition,
    roll: Roll,
    rules: &BgRules,
    french: bool,
    out: &mut BgPlayList,
) {
    out.clear();
    out.french = french;
    let [hi, lo] = roll.numbers();
    if LIMITED && rules.pinning {
        pinning::walk(pos, roll, rules, french, out);
    } else if LIMITED {
        limited::walk(pos, roll, rules, french, out);
    } else {
        let (ctx, st) = prepare::<false>(pos, rules, french);
        if ctx.family(&st) {
            family::generate(&ctx, &st, roll, out);
        } else if roll.is_doublet() {
            doublets::doublet(&ctx, &st, hi, out);
        } else {
            pairs::two_numbers(&ctx, &st, hi, lo, out);
        }
    }
    // one number of two: the larger when it can be played
    let larger = out.best == 1 && !roll.is_doublet() && out.one_die[..out.len].contains(&hi);
    if larger {
        out.retain(|_, die| die == hi);
    }
    // fevga's prime: among the plays so kept, those that open it, when any does
    if LIMITED {
        prime::filter(pos, rules, out);
    }
    let lost: &[u8] = match (roll.is_doublet(), out.best) {
        (true, b) => &[hi; 4][..usize::from(4 - b)],
        (false, 2) => &[],
        (false, 1) if larger => &[lo],
        (false, 1) => &[hi],
        _ => &[hi, lo],
    };
    out.unplayable[..lost.len()].copy_from_slice(lost);
    out.unplayable_len = lost.len() as u8;
}

/// The distinct legal plays of `roll` for the side to play in `pos`, into `out` (no heap
/// allocation: `out`'s buffers are reused). The walk is chosen here, once: backgammon's, or,
/// under parallel movement or a limit on movement (the head, the six-block), [`limited`]'s.
pub fn generate_into(pos: &BgPosition, roll: Roll, rules: &BgRules, out: &mut BgPlayList) {
    if is_limited(pos, rules) {
        by_bear_off::<true>(pos, roll, rules, out);
    } else {
        by_bear_off::<false>(pos, roll, rules, out);
    }
}

/// Whether the plays from `pos` are walked off the backgammon walk: under limits
/// ([`limited`]: parallel movement, or a limit on movement) or under pinning ([`pinning`]).
#[inline(always)]
pub(super) fn is_limited(pos: &BgPosition, rules: &BgRules) -> bool {
    pos.geometry() != Geometry::Contrary
        || rules.head != Head::Free
        || rules.six_block
        || rules.pinning
        || rules.first_checker != FirstChecker::Free
        || rules.start_table
        || rules.prime_open != PrimeOpen::Free
}

/// [`generate_into`] once the walk is chosen: the bearing off of the profile.
#[inline(always)]
fn by_bear_off<const LIMITED: bool>(
    pos: &BgPosition,
    roll: Roll,
    rules: &BgRules,
    out: &mut BgPlayList,
) {
    match rules.bear_off {
        BearOff::English => generate_with::<LIMITED>(pos, roll, rules, false, out),
        BearOff::French => generate_with::<LIMITED>(pos, roll, rules, true, out),
        // the French rule differs from the English only when all fifteen are home before
        // the throw: else its plays are the English ones, and they lose no number
        BearOff::FrenchMost if pos.counts(pos.turn())[7..=BAR].iter().any(|&n| n > 0) => {
            generate_with::<LIMITED>(pos, roll, rules, true, out);
        }
        BearOff::FrenchMost => {
            generate_with::<LIMITED>(pos, roll, rules, false, out);
            let english = out.best;
            generate_with::<LIMITED>(pos, roll, rules, true, out);
            if out.best < english {
                generate_with::<LIMITED>(pos, roll, rules, false, out);
            }
        }
    }
}

thread_local! {
    static LIST: RefCell<BgPlayList> = RefCell::new(BgPlayList::new());
}

/// Runs `f` on this thread's reused list (made once per thread).
pub fn with_play_list<R>(f: impl FnOnce(&mut BgPlayList) -> R) -> R {
    LIST.with(|l| f(&mut l.borrow_mut()))
}

/// The distinct legal plays of `roll` for the side to play, and the numbers it cannot play.
#[must_use]
pub fn legal_plays(pos: &BgPosition, roll: Roll, rules: &BgRules) -> (Vec<BgPlay>, Vec<u8>) {
    with_play_list(|l| {
        generate_into(pos, roll, rules, l);
        (l.plays().to_vec(), l.unplayable().to_vec())
    })
}
