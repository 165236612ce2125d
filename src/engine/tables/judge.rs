//! The judgement of a written backgammon play: legal, or the rule it breaks, from the same
//! step checks that generate the legal plays ([`super::plays`]).

use std::fmt;

use super::plays::{
    generate_into, is_limited, keeps_prime, limited_step, pinning_step, prepare, prepare_limited,
    prepare_pinning, step, trapping, with_play_list, BgPlay, State,
};
use super::position::{BgPosition, BAR};
use super::rules::BgRules;
use crate::engine::{Roll, RuleId};

/// Why a play is not legal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BgMoveError {
    /// No checker of the mover stands on the point a move starts from.
    NoChecker { from: u8 },
    /// A move goes backwards, or stays.
    Direction { from: u8, to: u8 },
    /// The distance of a move is no number of the throw, nor a sum of them.
    Dice { from: u8, to: u8 },
    /// A move lands on a point the opponent holds.
    Blocked { to: u8 },
    /// A checker moves while another waits on the bar.
    BarFirst,
    /// A blot hit before one of the mover's own checkers has reached his home (Dutch).
    HitBeforeHome { to: u8 },
    /// A checker is borne off while another is outside the home.
    NotAllHome,
    /// A number higher than the distance bears off a checker that is not the highest (under
    /// the French rule, part of it: an excédant number takes the farthest checker).
    NotHighest { from: u8, french: bool },
    /// The French rule: a number made excédant by the way the other was played.
    French { from: u8, die: u8 },
    /// More checkers leave the head than the throw allows (`most`: one, or two on a first
    /// throw's doublet of the profile's reading).
    Head { most: u8 },
    /// A move completes six consecutive points with no opponent checker ahead of them.
    SixBlock { to: u8 },
    /// A pinned checker moves while an opponent checker is on top of it (plakoto).
    Pinned { from: u8 },
    /// A move lands on the point where one of the mover's checkers is pinned (plakoto).
    PinnedPoint { to: u8 },
    /// A checker is borne off while another of the side is pinned (plakoto).
    PinnedBearOff,
    /// A checker other than the first off the head moves before the first has reached its
    /// goal (`goal`: the goal's highest point, the mover's).
    FirstChecker { goal: u8 },
    /// A move fills the last empty point of the mover's starting quarter (19..=24).
    StartTable { to: u8 },
    /// A play keeps whole six points in a row that the opponent is all caught behind, when
    /// another play would open them.
    PrimeOpen,
    /// Fewer numbers played than the throw allows.
    BothNumbers,
    /// The smaller number played when only one can be and the larger could.
    LargerNumber,
}

impl BgMoveError {
    /// The rule broken.
    #[must_use]
    pub fn rule(self) -> RuleId {
        match self {
            BgMoveError::NoChecker { .. } | BgMoveError::Direction { .. } => RuleId::BgDirection,
            BgMoveError::Dice { from: 25, .. } => RuleId::BgBarEnter,
            BgMoveError::Dice { .. } => RuleId::DiceRoll,
            BgMoveError::Blocked { .. } => RuleId::BgNoOpponentPoint,
            BgMoveError::BarFirst => RuleId::BgBarEnterFirst,
            BgMoveError::HitBeforeHome { .. } => RuleId::BgHitAfterHome,
            BgMoveError::NotAllHome => RuleId::BgBearOffAllHome,
            BgMoveError::NotHighest { french: false, .. } => RuleId::BgBearOffEnglish,
            BgMoveError::NotHighest { french: true, .. } => RuleId::BgBearOffFrench,
            BgMoveError::French { .. } => RuleId::BgBearOffFrench,
            BgMoveError::Head { most: 1 } => RuleId::NardyHead,
            BgMoveError::Head { .. } => RuleId::NardyHeadFirstThrow,
            BgMoveError::SixBlock { .. } => RuleId::NardySixBlock,
            BgMoveError::Pinned { .. } | BgMoveError::PinnedPoint { .. } => RuleId::PlakotoPin,
            BgMoveError::PinnedBearOff => RuleId::PlakotoPinBearOff,
            BgMoveError::FirstChecker { .. } => RuleId::BgFirstChecker,
            BgMoveError::StartTable { .. } => RuleId::FevgaStartTable,
            BgMoveError::PrimeOpen => RuleId::FevgaPrimeOpen,
            BgMoveError::BothNumbers => RuleId::BgBothNumbers,
            BgMoveError::LargerNumber => RuleId::BgLargerNumber,
        }
    }
}

impl BgMoveError {
    /// The index of the move of `moves` (as given to [`judge`]) that breaks the rule, when one
    /// move does (a play left short, or by the smaller number, has none).
    #[must_use]
    pub fn culprit(self, moves: &[(u8, u8)]) -> Option<usize> {
        let find = |f: &dyn Fn(u8, u8) -> bool| moves.iter().position(|&(a, b)| f(a, b));
        match self {
            BgMoveError::NoChecker { from } | BgMoveError::French { from, .. } => {
                find(&|a, _| a == from)
            }
            BgMoveError::Direction { from, to } | BgMoveError::Dice { from, to } => {
                find(&|a, b| (a, b) == (from, to))
            }
            BgMoveError::Blocked { to } => {
                find(&|_, b| b == to).or_else(|| find(&|a, b| a > to && to > b))
            }
            BgMoveError::BarFirst => find(&|a, _| usize::from(a) != BAR),
            BgMoveError::HitBeforeHome { to } => find(&|_, b| b == to),
            BgMoveError::NotAllHome => find(&|_, b| b == 0),
            BgMoveError::NotHighest { from, .. } => find(&|a, b| a == from && b == 0),
            BgMoveError::Head { .. } => moves.iter().rposition(|&(a, _)| a == 24),
            BgMoveError::SixBlock { to } => find(&|_, b| b == to),
            BgMoveError::Pinned { from } => find(&|a, _| a == from),
            BgMoveError::PinnedPoint { to } => {
                find(&|_, b| b == to).or_else(|| find(&|a, b| a > to && to > b))
            }
            BgMoveError::PinnedBearOff => find(&|_, b| b == 0),
            BgMoveError::FirstChecker { .. } => moves.iter().rposition(|&(a, _)| a == 24),
            BgMoveError::StartTable { to } => find(&|_, b| b == to),
            BgMoveError::PrimeOpen => None,
            BgMoveError::BothNumbers | BgMoveError::LargerNumber => None,
        }
    }
}

impl fmt::Display for BgMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pt = |p: u8| match p {
            0 => "off".to_string(),
            25 => "the bar".to_string(),
            p => format!("point {p}"),
        };
        let what = match *self {
            BgMoveError::NoChecker { from } => format!("no checker stands on {}", pt(from)),
            BgMoveError::Direction { from, to } => {
                format!("{} to {} goes the wrong way", pt(from), pt(to))
            }
            BgMoveError::Dice { from, to } => {
                format!("{} to {} is no number of the throw nor a sum of them", pt(from), pt(to))
            }
            BgMoveError::Blocked { to } => {
                format!("a checker may not land on {}, which the opponent holds", pt(to))
            }
            BgMoveError::BarFirst => "checkers on the bar must enter before any other moves".into(),
            BgMoveError::HitBeforeHome { to } => format!(
                "the blot on {} may not be hit before one of the mover's own checkers has reached his home",
                pt(to)
            ),
            BgMoveError::NotAllHome => "no checker is borne off before all the side's checkers are home".into(),
            BgMoveError::NotHighest { from, .. } => format!(
                "a number higher than its distance bears off only from the highest point, not {}",
                pt(from)
            ),
            BgMoveError::French { from, die } => format!(
                "the {die} bears off from {} only because the other number was played inside: the French rule forbids making a number excédant",
                pt(from)
            ),
            BgMoveError::Head { most } => format!(
                "at most {most} checker{} may leave the head (point 24) in this throw",
                if most == 1 { "" } else { "s" }
            ),
            BgMoveError::SixBlock { to } => format!(
                "{} would complete six points in a row with no opponent checker ahead of them",
                pt(to)
            ),
            BgMoveError::Pinned { from } => format!(
                "the checker on {} is pinned: it may not move while an opponent checker is on top of it",
                pt(from)
            ),
            BgMoveError::PinnedPoint { to } => format!(
                "a checker may not land on {}, where one of the side's checkers is pinned",
                pt(to)
            ),
            BgMoveError::PinnedBearOff => "no checker is borne off while one of the side's checkers is pinned".into(),
            BgMoveError::FirstChecker { goal } => format!(
                "no checker leaves the head (point 24) before the first one off it has reached point {goal} or lower"
            ),
            BgMoveError::StartTable { to } => format!(
                "{} would fill the last empty point of the starting quarter (points 19 to 24)",
                pt(to)
            ),
            BgMoveError::PrimeOpen => "the opponent is all caught behind six points in a row: a play that opens one of them must be chosen".into(),
            BgMoveError::BothNumbers => "the throw can be played whole (or further): every number that can be played must be".into(),
            BgMoveError::LargerNumber => "only one number can be played: it must be the larger".into(),
        };
        write!(f, "{what} ({})", self.rule())
    }
}

/// The dice one written move may use, from those still to play: one number, or several
/// played by the same checker (tout d'une), as a list of numbers in order.
fn ways(from: u8, to: u8, dice: &[u8], out: &mut Vec<Vec<usize>>) {
    // every ordered selection of distinct indices of `dice`
    fn rec(from: i32, to: u8, dice: &[u8], used: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        for i in 0..dice.len() {
            if used.contains(&i) {
                continue;
            }
            let at = from - i32::from(dice[i]);
            used.push(i);
            if (to == 0 && at <= 0) || (to > 0 && at == i32::from(to)) {
                out.push(used.clone());
            } else if at > i32::from(to) && at > 0 {
                rec(at, to, dice, used, out);
            }
            used.pop();
        }
    }
    rec(i32::from(from), to, dice, &mut Vec::new(), out);
}

/// The search of a way to read written moves as the numbers of a throw: each move takes one
/// number, or several by one checker, each step taken by `step` (the two-dice walk, the walk
/// under limits, or the three-dice walk). Shared by [`judge`] and the three-dice judge.
pub(super) struct Search<'a, F> {
    /// Entering and moving mix: a checker on the bar does not have to move first.
    mixed: bool,
    step: F,
    moves: &'a [(u8, u8)],
    /// The furthest failure: how many steps it came after, and its error.
    worst: Option<(usize, BgMoveError)>,
    /// The board reached, and how many numbers of the throw were left unplayed.
    done: Option<(State, usize)>,
}

impl<'a, F: Fn(&State, u8, u8) -> Result<State, BgMoveError>> Search<'a, F> {
    /// The board the written `moves` reach from `st` with the numbers `dice`, and how many of
    /// them are left unplayed; or the rule the furthest reading of them breaks.
    pub(super) fn run(
        st: &State,
        moves: &'a [(u8, u8)],
        dice: &[u8],
        mixed: bool,
        step: F,
    ) -> Result<(State, usize), BgMoveError> {
        let mut search = Search {
            mixed,
            step,
            moves,
            worst: None,
            done: None,
        };
        search.go(st, &mut (0..moves.len()).collect(), dice, 0);
        search
            .done
            .ok_or_else(|| search.worst.map_or(BgMoveError::BothNumbers, |(_, e)| e))
    }

    fn fail(&mut self, depth: usize, e: BgMoveError) {
        if self.worst.is_none_or(|(d, _)| depth > d) {
            self.worst = Some((depth, e));
        }
    }

    fn go(&mut self, st: &State, left: &mut Vec<usize>, dice: &[u8], depth: usize) {
        if self.done.is_some() {
            return;
        }
        if left.is_empty() {
            self.done = Some((*st, dice.len()));
            return;
        }
        for k in 0..left.len() {
            let (from, to) = self.moves[left[k]];
            if st.count(from) == 0 {
                self.fail(depth, BgMoveError::NoChecker { from });
                continue;
            }
            if !self.mixed && st.count(BAR as u8) > 0 && from != BAR as u8 {
                self.fail(depth, BgMoveError::BarFirst);
                continue;
            }
            let mut options = Vec::new();
            ways(from, to, dice, &mut options);
            if options.is_empty() {
                self.fail(depth, BgMoveError::Dice { from, to });
            }
            for way in options {
                let mut s = *st;
                let mut at = from;
                let mut ok = true;
                for &i in &way {
                    match (self.step)(&s, at, dice[i]) {
                        Ok(n) => {
                            s = n;
                            at = at.saturating_sub(dice[i]);
                        }
                        Err(e) => {
                            self.fail(depth, e);
                            ok = false;
                            break;
                        }
                    }
                }
                if !ok {
                    continue;
                }
                let rest: Vec<u8> = dice
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| !way.contains(i))
                    .map(|(_, &d)| d)
                    .collect();
                let m = left.remove(k);
                self.go(&s, left, &rest, depth + 1);
                left.insert(k, m);
                if self.done.is_some() {
                    return;
                }
            }
        }
    }
}

/// Judges the play `moves` (each `(from, to)` in the mover's numbering, 25 the bar, 0 off) of
/// `roll` in `pos`: the legal play it is, or the rule it breaks.
///
/// # Errors
///
/// The rule the play breaks: a step's own rule (direction, dice, blocked point, bar, bearing
/// off), else the rule that makes the throw be played whole or by its larger number.
pub fn judge(
    pos: &BgPosition,
    roll: Roll,
    rules: &BgRules,
    moves: &[(u8, u8)],
) -> Result<BgPlay, BgMoveError> {
    for &(from, to) in moves {
        if to >= from {
            return Err(BgMoveError::Direction { from, to });
        }
    }
    let (legal, best, french) = with_play_list(|l| {
        generate_into(pos, roll, rules, l);
        (l.plays().to_vec(), l.numbers_played(), l.french())
    });
    let dice: Vec<u8> = if roll.is_doublet() {
        vec![roll.hi(); 4]
    } else {
        vec![roll.hi(), roll.lo()]
    };
    let pinned = if rules.pinning {
        Some(pos.pinned(pos.turn()))
    } else {
        None
    };
    let (ctx, st, lim) = if pinned.is_some() {
        let (ctx, st, _) = prepare_pinning(pos, rules, french);
        (ctx, st, None)
    } else if is_limited(pos, rules) {
        let (ctx, st, lim) = prepare_limited(pos, rules, roll, french);
        (ctx, st, Some(lim))
    } else {
        let (ctx, st) = prepare::<false>(pos, rules, french);
        (ctx, st, None)
    };
    let (end, _) = Search::run(&st, moves, &dice, ctx.mixed, |s: &State, at, die| {
        match (&lim, pinned) {
            (_, Some(p)) => pinning_step(&ctx, p, s, at, die),
            (Some(lim), None) => limited_step(&ctx, lim, s, at, die),
            (None, None) => step(&ctx, s, at, die),
        }
    })?;
    let play = BgPlay::from_state(&end);
    if legal.iter().any(|p| p.key() == play.key()) {
        Ok(play)
    } else if end.len < best {
        Err(BgMoveError::BothNumbers)
    } else if keeps_prime(play.key(), trapping(pos, rules)) {
        Err(BgMoveError::PrimeOpen)
    } else {
        // as many numbers as the legal plays, yet none of them: one number of two, the smaller
        Err(BgMoveError::LargerNumber)
    }
}

#[cfg(test)]
mod tests {
    use super::BgMoveError::{self, *};

    #[test]
    fn the_culprit_is_the_move_that_breaks_the_rule() {
        let play = [(24, 22), (13, 8)];
        let c = |e: BgMoveError| e.culprit(&play);
        // a blocked point: the move landing on it, else the one passing over it
        assert_eq!(c(Blocked { to: 8 }), Some(1));
        assert_eq!(c(Blocked { to: 10 }), Some(1));
        assert_eq!(c(Blocked { to: 23 }), Some(0));
        // a move only starting there, or ending short of it, does not pass over it
        assert_eq!(c(Blocked { to: 13 }), None);
        assert_eq!(c(Blocked { to: 5 }), None);
        assert_eq!(c(NoChecker { from: 13 }), Some(1));
        assert_eq!(c(Dice { from: 24, to: 22 }), Some(0));
        assert_eq!(c(Direction { from: 13, to: 8 }), Some(1));
        assert_eq!(c(BarFirst), Some(0));
        assert_eq!(c(NotAllHome), None);
        assert_eq!(c(BothNumbers), None);
        assert_eq!(c(LargerNumber), None);
        let off = [(3, 1), (4, 0)];
        assert_eq!(BarFirst.culprit(&[(25, 20), (13, 8)]), Some(1));
        assert_eq!(NotAllHome.culprit(&off), Some(1));
        assert_eq!(
            NotHighest {
                from: 4,
                french: true
            }
            .culprit(&off),
            Some(1)
        );
        assert_eq!(
            NotHighest {
                from: 3,
                french: false
            }
            .culprit(&off),
            None
        );
        assert_eq!(French { from: 4, die: 6 }.culprit(&off), Some(1));
    }

    fn ways_of(from: u8, to: u8, dice: &[u8]) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        super::ways(from, to, dice, &mut out);
        out
    }

    #[test]
    fn a_written_move_uses_one_number_or_several_in_a_row() {
        // 13 to 8 on 5-3: the five alone; 13 to 5: both, in either order; 13 to 10: the three
        assert_eq!(ways_of(13, 8, &[5, 3]), [vec![0]]);
        assert_eq!(ways_of(13, 5, &[5, 3]), [vec![0, 1], vec![1, 0]]);
        assert_eq!(ways_of(13, 10, &[5, 3]), [vec![1]]);
        // no number nor sum reaches 13 to 9, and a move never goes backwards
        assert!(ways_of(13, 9, &[5, 3]).is_empty());
        assert!(ways_of(8, 13, &[5, 3]).is_empty());
        // a point passed over is not a way to a point short of it: 13 to 12 is no 5-3
        assert!(ways_of(13, 12, &[5, 3]).is_empty());
        // off (0): exactly (3 from 3) or with a number to spare (6 from 2), or by two numbers
        // whose first stops inside (2 then 1 from 3)
        assert_eq!(ways_of(3, 0, &[3]), [vec![0]]);
        assert_eq!(ways_of(2, 0, &[6]), [vec![0]]);
        assert_eq!(ways_of(3, 0, &[2, 1]), [vec![0, 1], vec![1, 0]]);
        assert!(ways_of(4, 0, &[2, 1]).is_empty());
        // a doublet: any one of the four threes takes 6 to 3, any ordered two of them 6 to 0
        assert_eq!(ways_of(6, 3, &[3, 3, 3, 3]).len(), 4);
        assert_eq!(ways_of(6, 0, &[3, 3, 3, 3]).len(), 12);
        // from the bar (25): 25 - 4 = 21
        assert_eq!(ways_of(25, 21, &[4, 2]), [vec![0]]);
    }

    #[test]
    fn each_error_says_in_words_what_is_wrong_and_names_its_rule() {
        let said = |e: BgMoveError| e.to_string();
        assert_eq!(
            said(Blocked { to: 5 }),
            "a checker may not land on point 5, which the opponent holds (bg.no-opponent-point)"
        );
        assert_eq!(
            said(NoChecker { from: 25 }),
            format!(
                "no checker stands on the bar ({})",
                NoChecker { from: 25 }.rule()
            )
        );
        assert!(said(Dice { from: 6, to: 0 }).starts_with("point 6 to off is no number"));
        assert!(said(BarFirst).contains("must enter before"));
    }

    #[test]
    fn judge_names_the_rule_a_written_play_breaks() {
        use crate::engine::tables::{judge, BgPosition, BgRules, BgSetup};
        use crate::engine::{Color, Roll};
        let rules = BgRules::default();
        let open = BgPosition::opening();
        let r31 = Roll::new(3, 1).unwrap();
        let j = |pos: &BgPosition, roll, moves: &[(u8, u8)]| judge(pos, roll, &rules, moves);
        // the five point, written in either order, is the legal play it makes
        let made = j(&open, r31, &[(8, 5), (6, 5)]).unwrap();
        assert_eq!(j(&open, r31, &[(6, 5), (8, 5)]).unwrap().key(), made.key());
        assert_eq!(made.moves().len(), 2);
        assert_eq!(j(&open, r31, &[(5, 8)]), Err(Direction { from: 5, to: 8 }));
        // one number of a throw that can be played whole
        assert_eq!(j(&open, r31, &[(13, 10)]), Err(BothNumbers));
        // the error is the furthest one the search met: 5-2 fails at once for want of a
        // checker, but after 8-5 it fails for want of a number, one step further
        assert_eq!(
            j(&open, r31, &[(5, 2), (8, 5)]),
            Err(Dice { from: 5, to: 2 })
        );
        // of two failures as far, the first met: 6-2 with the 1 left (after 8-5)
        assert_eq!(
            j(&open, r31, &[(8, 5), (6, 2)]),
            Err(Dice { from: 6, to: 2 })
        );
        // Black holds White's 19 (his own 6)
        let r51 = Roll::new(5, 1).unwrap();
        assert_eq!(
            j(&open, r51, &[(24, 19), (24, 23)]),
            Err(Blocked { to: 19 })
        );
        // a checker on the bar enters before any other moves
        let barred = BgSetup::from_points(&[(25, 1), (13, 14)], &[(6, 15)], Color::White)
            .validate()
            .unwrap();
        assert_eq!(j(&barred, r31, &[(13, 10), (13, 12)]), Err(BarFirst));
        assert!(j(&barred, r31, &[(13, 10), (25, 24)]).is_ok());
        // one checker on 13, Black holding White's 2: 13-7 or 13-8, never both; the 6 is due
        let one = BgSetup::from_points(&[(13, 1)], &[(23, 2)], Color::White)
            .validate()
            .unwrap();
        let r65 = Roll::new(6, 5).unwrap();
        assert!(j(&one, r65, &[(13, 7)]).is_ok());
        assert_eq!(j(&one, r65, &[(13, 8)]), Err(LargerNumber));
        assert_eq!(j(&one, r65, &[]), Err(BothNumbers));
    }

    #[test]
    fn the_french_rule_lets_an_excedant_number_off_from_the_point_highest_before_the_throw() {
        use crate::engine::tables::{judge, BearOff, BgRules, BgSetup};
        use crate::engine::{Color, Roll};
        let french = BgRules {
            bear_off: BearOff::French,
            ..BgRules::default()
        };
        // White's last two on his 5 and 2; 6-1: the 1 played inside first, the 6 still bears
        // off the checker of the 5, which was the highest before the throw and below 6
        let two = BgSetup::from_points(&[(5, 1), (2, 1)], &[(6, 15)], Color::White)
            .validate()
            .unwrap();
        let r61 = Roll::new(6, 1).unwrap();
        assert!(judge(&two, r61, &french, &[(2, 1), (5, 0)]).is_ok());
        assert!(judge(&two, r61, &french, &[(5, 0), (2, 1)]).is_ok());
        // the 1 played from the 5 makes the 6 excédant from the 4: forbidden
        assert_eq!(
            judge(&two, r61, &french, &[(5, 4), (4, 0)]),
            Err(French { from: 4, die: 6 })
        );
        // under the English usage that is legal
        assert!(judge(&two, r61, &BgRules::default(), &[(5, 4), (4, 0)]).is_ok());
    }
}
