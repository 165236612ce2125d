//! A backgammon position: each side's checkers counted in its own numbering, as the seeds and
//! gnubg count them. [`BgSetup`] holds anything a notation can write; [`BgPosition`] is a setup
//! that [`BgSetup::validate`] found legal (`bg.setup`, `bg.no-opponent-point`).

use std::fmt;

use super::rules::{BgRules, Geometry, Start};
use crate::engine::{Color, RuleId};

/// Index of the bar in a side's counts: checkers hit and not yet entered ("en main").
pub const BAR: usize = 25;
/// Index of the checkers borne off in a side's counts.
pub const OFF: usize = 0;
/// Checkers a side plays with in the standard game and nackgammon, the most any start gives
/// (hypergammon's have fewer: [`Start::checkers`]).
pub const CHECKERS: u8 = 15;

/// The index of a colour in [`BgSetup::points`].
#[inline]
#[must_use]
pub const fn side(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// An unvalidated backgammon board: `points[side(c)][p]` is colour `c`'s checkers on its own
/// point `p` (1 = its ace point, the last before it bears off; 24 = the opponent's ace point),
/// on the bar (`p = 25`) or borne off (`p = 0`). Under contrary movement a side's point `p` is
/// the other side's `25 - p`; under parallel movement, `p + 12` or `p - 12` (see
/// [`BgSetup::facing`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BgSetup {
    /// Each colour's counts, White first.
    pub points: [[u8; 26]; 2],
    /// The side to play.
    pub turn: Color,
    /// How the two sides go round (the profile's `geometry`): which point of one side is
    /// which of the other's.
    pub geometry: Geometry,
    /// Under pinning (plakoto), bit `p` of `pinned[side(c)]`: colour `c`'s lone checker on its
    /// own point `p` is pinned there by the opponent's checkers on top of it (see
    /// [`super::pins`]); zero in every other game.
    pub pinned: [u32; 2],
}

/// The other side's number of a side's point `p` (1..=24) under `geometry`.
#[inline]
#[must_use]
pub const fn facing(geometry: Geometry, p: usize) -> usize {
    match geometry {
        Geometry::Contrary => 25 - p,
        Geometry::Parallel if p <= 12 => p + 12,
        Geometry::Parallel => p - 12,
    }
}

/// Why a setup is not a legal backgammon position, with the rule it breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BgPositionError {
    /// A side does not have the start's checkers (fifteen in the standard game) on the board,
    /// the bar and off together.
    CheckerCount {
        color: Color,
        count: u32,
        expected: u8,
    },
    /// Both colours on one point (White's numbering).
    Shared { point: usize },
    /// A checker on the bar under parallel movement, where none is ever hit.
    BarParallel { color: Color },
    /// Both sides have borne off all their checkers: the first to do so ended the game.
    BothOff,
    /// A pin that is none: a checker marked pinned on its point `point` (its own numbering)
    /// where it is not the side's only checker under at least one opponent checker, a pin
    /// under a profile without pinning, or both colours on one point with neither pinned.
    Pin { color: Color, point: usize },
}

impl BgPositionError {
    /// The rule the setup breaks.
    #[must_use]
    pub fn rule(&self) -> RuleId {
        match self {
            BgPositionError::CheckerCount { .. } => RuleId::BgSetup,
            BgPositionError::Shared { .. } => RuleId::BgNoOpponentPoint,
            BgPositionError::BarParallel { .. } => RuleId::NardyParallel,
            BgPositionError::BothOff => RuleId::BgResult,
            BgPositionError::Pin { .. } => RuleId::PlakotoPin,
        }
    }
}

impl fmt::Display for BgPositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BgPositionError::CheckerCount {
                color,
                count,
                expected,
            } => write!(
                f,
                "{color} has {count} checkers on the board, the bar and off together, not \
                 {expected} ({})",
                self.rule()
            ),
            BgPositionError::Shared { point } => write!(
                f,
                "both colours stand on White's point {point} ({})",
                self.rule()
            ),
            BgPositionError::BarParallel { color } => write!(
                f,
                "{color} has a checker on the bar, but under parallel movement no checker is hit \
                 ({})",
                self.rule()
            ),
            BgPositionError::BothOff => write!(
                f,
                "no checker is left on the board: both sides have borne off all their checkers, \
                 but the game ends when the first does ({})",
                self.rule()
            ),
            BgPositionError::Pin { color, point } => write!(
                f,
                "{color}'s point {point} is no pin: a pinned checker is its side's only one on \
                 the point, under at least one opponent checker, and only a profile with \
                 `pinning: true` has pins; where both colours stand on a point, one of them is \
                 pinned ({})",
                self.rule()
            ),
        }
    }
}

impl std::error::Error for BgPositionError {}

impl BgSetup {
    /// No checker anywhere: every count zero (not a legal position), White to play.
    #[must_use]
    pub fn empty() -> BgSetup {
        BgSetup {
            points: [[0; 26]; 2],
            turn: Color::White,
            geometry: Geometry::Contrary,
            pinned: [0; 2],
        }
    }

    /// The position at the start of a game (`bg.setup`): each side's checkers placed as
    /// [`Start::placement`] says, none off; White to play.
    #[must_use]
    pub fn start(start: Start) -> BgSetup {
        let mut s = BgSetup::empty();
        for c in 0..2 {
            for &(p, n) in start.placement() {
                s.points[c][p] = n;
            }
        }
        s
    }

    /// The setup under `geometry`.
    #[must_use]
    pub fn with_geometry(mut self, geometry: Geometry) -> BgSetup {
        self.geometry = geometry;
        self
    }

    /// The other side's number of a side's point `p` (1..=24): `25 - p` under contrary
    /// movement, `p + 12` or `p - 12` under parallel movement.
    #[must_use]
    pub fn facing(&self, p: usize) -> usize {
        facing(self.geometry, p)
    }

    /// The standard start (`bg.setup`): two on the 24-point, five on the 13, three on the 8 and
    /// five on the 6, for each side; White to play.
    #[must_use]
    pub fn opening() -> BgSetup {
        BgSetup::start(Start::Standard)
    }

    /// The nackgammon start: two on the 24, two on the 23, four on the 13, three on the 8 and
    /// four on the 6.
    #[must_use]
    pub fn nackgammon() -> BgSetup {
        BgSetup::start(Start::Nackgammon)
    }

    /// White's and Black's checkers as `(point, count)` lists in each side's own numbering (25
    /// the bar), the rest borne off, `turn` to play: a setup written as the tests write one.
    #[must_use]
    pub fn from_points(white: &[(usize, u8)], black: &[(usize, u8)], turn: Color) -> BgSetup {
        let mut s = BgSetup::empty().with_turn(turn);
        for (i, list) in [white, black].into_iter().enumerate() {
            for &(p, n) in list {
                if let Some(c) = s.points[i].get_mut(p) {
                    *c = c.saturating_add(n);
                }
            }
        }
        s.fill_off();
        s
    }

    /// A colour's counts.
    #[must_use]
    pub fn counts(&self, c: Color) -> &[u8; 26] {
        &self.points[side(c)]
    }

    /// The setup with `turn` to play.
    #[must_use]
    pub fn with_turn(mut self, turn: Color) -> BgSetup {
        self.turn = turn;
        self
    }

    /// Puts on the borne-off count whatever is missing of a side's fifteen (the notations list
    /// the checkers on the board and the bar; the rest are off).
    pub fn fill_off(&mut self) {
        self.fill_off_to(CHECKERS);
    }

    /// Puts on the borne-off count whatever is missing of a side's `checkers` (see
    /// [`BgSetup::fill_off`]).
    pub fn fill_off_to(&mut self, checkers: u8) {
        for c in 0..2 {
            let on: u32 = self.points[c][1..=25].iter().map(|&n| u32::from(n)).sum();
            self.points[c][OFF] = u8::try_from(u32::from(checkers).saturating_sub(on)).unwrap_or(0);
        }
    }

    /// Judges the setup as a position of the standard game: fifteen checkers a side (see
    /// [`BgSetup::validate_for`]).
    ///
    /// # Errors
    ///
    /// The first rule broken, White's faults first.
    pub fn validate(&self) -> Result<BgPosition, BgPositionError> {
        self.validate_for(CHECKERS)
    }

    /// Judges the setup as a position of a game played under `rules`: its start's checkers a
    /// side, under its geometry (see [`BgSetup::validate_for`]).
    ///
    /// # Errors
    ///
    /// The first rule broken, White's faults first.
    pub fn validate_under(&self, rules: &BgRules) -> Result<BgPosition, BgPositionError> {
        self.with_geometry(rules.geometry)
            .validate_with(rules.start.checkers(), rules.pinning)
    }

    /// Judges the setup: `checkers` a side on the board, the bar and off together, never both
    /// colours on one point, never both sides borne off.
    ///
    /// # Errors
    ///
    /// The first rule broken, White's faults first.
    pub fn validate_for(&self, checkers: u8) -> Result<BgPosition, BgPositionError> {
        self.validate_with(checkers, false)
    }

    /// [`BgSetup::validate_for`], with pins allowed (`pinning`: both colours on a point where
    /// one lone checker is pinned under the other's, as [`super::pins`] checks) or refused.
    ///
    /// # Errors
    ///
    /// The first rule broken, White's faults first.
    pub fn validate_with(
        &self,
        checkers: u8,
        pinning: bool,
    ) -> Result<BgPosition, BgPositionError> {
        for c in Color::ALL {
            let count: u32 = self.counts(c).iter().map(|&n| u32::from(n)).sum();
            if count != u32::from(checkers) {
                return Err(BgPositionError::CheckerCount {
                    color: c,
                    count,
                    expected: checkers,
                });
            }
        }
        if pinning {
            super::pins::check(self)?;
        } else if let Some(c) = Color::ALL.into_iter().find(|&c| self.pinned[side(c)] != 0) {
            let point = self.pinned[side(c)].trailing_zeros() as usize;
            return Err(BgPositionError::Pin { color: c, point });
        } else {
            for p in 1..=24 {
                if self.points[0][p] > 0 && self.points[1][self.facing(p)] > 0 {
                    return Err(BgPositionError::Shared { point: p });
                }
            }
        }
        if self.geometry == Geometry::Parallel {
            if let Some(color) = Color::ALL.into_iter().find(|&c| self.counts(c)[BAR] > 0) {
                return Err(BgPositionError::BarParallel { color });
            }
        }
        if self
            .points
            .iter()
            .all(|c| c[1..=BAR].iter().all(|&n| n == 0))
        {
            return Err(BgPositionError::BothOff);
        }
        Ok(BgPosition(*self))
    }
}

/// A legal backgammon position (see [`BgSetup::validate`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BgPosition(BgSetup);

impl BgPosition {
    /// The standard start, White to play.
    #[must_use]
    pub fn opening() -> BgPosition {
        BgPosition(BgSetup::opening())
    }

    /// The start of a game under `start`, White to play.
    #[must_use]
    pub fn start(start: Start) -> BgPosition {
        BgPosition(BgSetup::start(start))
    }

    /// A setup a legal play left: the checkers of the position it was played from and no
    /// shared point by construction.
    pub(super) fn from_play(s: BgSetup) -> BgPosition {
        debug_assert!(
            s.validate_with(BgPosition(s).checkers(Color::White), true)
                .is_ok(),
            "a play left an illegal position"
        );
        BgPosition(s)
    }

    /// The setup behind the position.
    #[must_use]
    pub fn setup(&self) -> &BgSetup {
        &self.0
    }

    /// The side to play.
    #[must_use]
    pub fn turn(&self) -> Color {
        self.0.turn
    }

    /// How the two sides go round.
    #[must_use]
    pub fn geometry(&self) -> Geometry {
        self.0.geometry
    }

    /// The same position with `turn` to play.
    #[must_use]
    pub fn with_turn(self, turn: Color) -> BgPosition {
        BgPosition(self.0.with_turn(turn))
    }

    /// A colour's counts (see [`BgSetup::points`]).
    #[must_use]
    pub fn counts(&self, c: Color) -> &[u8; 26] {
        self.0.counts(c)
    }

    /// The points (a colour's own numbering, bit `p`) where its lone checker is pinned (see
    /// [`BgSetup::pinned`]).
    #[must_use]
    pub fn pinned(&self, c: Color) -> u32 {
        self.0.pinned[side(c)]
    }

    /// A colour's checkers on the bar.
    #[must_use]
    pub fn bar(&self, c: Color) -> u8 {
        self.counts(c)[BAR]
    }

    /// A colour's checkers borne off.
    #[must_use]
    pub fn off(&self, c: Color) -> u8 {
        self.counts(c)[OFF]
    }

    /// The checkers a colour plays with: on the board, on the bar and off (both sides have
    /// as many, the start's).
    #[must_use]
    pub fn checkers(&self, c: Color) -> u8 {
        self.counts(c).iter().sum()
    }

    /// A colour's pip count (`bg.pips`): the sum over its checkers of the points each still
    /// has to travel to bear off, 25 for one on the bar.
    #[must_use]
    pub fn pips(&self, c: Color) -> u32 {
        self.counts(c)
            .iter()
            .enumerate()
            .map(|(p, &n)| p as u32 * u32::from(n))
            .sum()
    }

    /// The colour that has borne off all its checkers, if any (`bg.result`).
    #[must_use]
    pub fn winner(&self) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|&c| self.counts(c)[1..=BAR].iter().all(|&n| n == 0))
    }

    /// The mirror: colours exchanged (White's counts become Black's), the other side to play.
    #[must_use]
    pub fn mirror(&self) -> BgPosition {
        BgPosition(BgSetup {
            points: [self.0.points[1], self.0.points[0]],
            turn: self.0.turn.opposite(),
            geometry: self.0.geometry,
            pinned: [self.0.pinned[1], self.0.pinned[0]],
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setup_that_is_no_position_says_why() {
        // the rest of fifteen is put off; a sixteenth has nowhere to come from
        let many = BgSetup::from_points(&[(6, 16)], &[(6, 15)], Color::White);
        assert_eq!(
            many.validate().unwrap_err().to_string(),
            "white has 16 checkers on the board, the bar and off together, not 15 (bg.setup)"
        );
        // Black's 19 is White's 6
        let shared = BgSetup::from_points(&[(6, 15)], &[(19, 15)], Color::White);
        assert_eq!(
            shared.validate().unwrap_err().to_string(),
            "both colours stand on White's point 6 (bg.no-opponent-point)"
        );
        // the Position ID of no checker at all
        let none = BgSetup::from_points(&[], &[], Color::White);
        assert_eq!(none.validate(), Err(BgPositionError::BothOff));
        assert_eq!(BgPositionError::BothOff.rule(), RuleId::BgResult);
    }

    #[test]
    fn the_count_follows_the_start() {
        let counts = |st: Start| {
            let s = BgSetup::start(st);
            [s.points[0], s.points[1]].map(|c| c.iter().map(|&n| u32::from(n)).sum::<u32>())
        };
        assert_eq!(counts(Start::Standard), [15, 15]);
        assert_eq!(counts(Start::Nackgammon), [15, 15]);
        assert_eq!(counts(Start::Hyper1), [1, 1]);
        assert_eq!(counts(Start::Hyper2), [2, 2]);
        assert_eq!(counts(Start::Hyper3), [3, 3]);
        for st in [
            Start::Standard,
            Start::Nackgammon,
            Start::Hyper1,
            Start::Hyper2,
            Start::Hyper3,
        ] {
            let rules = BgRules {
                start: st,
                ..BgRules::default()
            };
            let pos = BgSetup::start(st).validate_under(&rules).unwrap();
            assert_eq!(pos.checkers(Color::White), st.checkers());
            assert_eq!(pos.winner(), None);
        }
        // three checkers where the profile plays fifteen: refused, naming the count expected
        let hyper = BgSetup::start(Start::Hyper3);
        assert_eq!(
            hyper.validate().unwrap_err().to_string(),
            "white has 3 checkers on the board, the bar and off together, not 15 (bg.setup)"
        );
        let std = BgSetup::opening();
        let rules = BgRules {
            start: Start::Hyper2,
            ..BgRules::default()
        };
        assert_eq!(
            std.validate_under(&rules),
            Err(BgPositionError::CheckerCount {
                color: Color::White,
                count: 15,
                expected: 2
            })
        );
        // one checker each, White's borne off: White has won
        let mut won = BgSetup::from_points(&[], &[(3, 1)], Color::Black);
        won.fill_off_to(1);
        assert_eq!(won.points[0][OFF], 1);
        assert_eq!(won.validate_for(1).unwrap().winner(), Some(Color::White));
    }
}
