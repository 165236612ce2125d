//! The backgammon game: its end and value (`bg.result`, `bg.gammon`, `bg.backgammon`), the
//! opening (`bg.opening`), the cube (`bg.cube.*`) and the match (`bg.match.crawford`,
//! `bg.jacoby`). [`BgGame`] owns the state; drivers (the scenario runner, self-play) only ask
//! it to play, double, take or drop.

use std::fmt;

use super::acey::{self, AceyStep};
use super::judge::{judge, BgMoveError};
use super::pins::{mother_end, MotherEnd};
use super::plays::{judge_three, BgLongPlay, BgPlay};
use super::position::{BgPosition, BAR};
use super::rules::{BgRules, DropCosts, Gammon, Opening, Stake, Triple};
use super::stake::{double_of, BgStakeError};
use super::throw3::Throw3;
use crate::engine::{Color, Roll, RuleId};

/// How a game was won.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameResult {
    /// The loser had borne off (single game).
    Single,
    /// The double game.
    Gammon,
    /// The triple game.
    Backgammon,
    /// The loser's mother checker pinned on his start point while the winner's own start
    /// point was empty (plakoto, `plakoto.mother`): the double game.
    Mother,
}

impl GameResult {
    /// The multiple of the stake.
    #[must_use]
    pub fn multiplier(self) -> u32 {
        match self {
            GameResult::Single => 1,
            GameResult::Gammon => 2,
            GameResult::Backgammon => 3,
            GameResult::Mother => 2,
        }
    }

    /// The word a scenario uses (`single`, `gammon`, `backgammon`).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            GameResult::Single => "single",
            GameResult::Gammon => "gammon",
            GameResult::Backgammon => "backgammon",
            GameResult::Mother => "mother",
        }
    }
}

/// The winner of a finished position and how he won, under `rules`: the side that bore off
/// all his checkers, or (plakoto) the side whose opponent's mother checker is pinned while his
/// own start point is empty (a draw, both mothers pinned, is [`drawn`]).
#[must_use]
pub fn result(pos: &BgPosition, rules: &BgRules) -> Option<(Color, GameResult)> {
    if let Some(MotherEnd::Lost(c)) = mother_end(pos, rules) {
        return Some((c.opposite(), GameResult::Mother));
    }
    let winner = pos.winner()?;
    let loser = pos.counts(winner.opposite());
    let gammon = match rules.gammon {
        Gammon::Never => false,
        Gammon::NoneOff => loser[0] == 0,
        Gammon::NotAllHome => loser[7..=BAR].iter().any(|&n| n > 0),
        Gammon::NotHomeNoneOff => loser[0] == 0 && loser[7..=BAR].iter().any(|&n| n > 0),
    };
    // the winner's home (his points 1..6) on the loser's points, and the bar
    let in_winners_home = loser[BAR] > 0 || (1..=6).any(|p| loser[pos.setup().facing(p)] > 0);
    let r = if !gammon {
        GameResult::Single
    } else if rules.backgammon == Triple::BarOrHome && loser[0] == 0 && in_winners_home {
        GameResult::Backgammon
    } else {
        GameResult::Gammon
    };
    Some((winner, r))
}

/// Whether `pos` is a drawn game under `rules`: both mother checkers pinned
/// (`plakoto.mother.draw`).
#[must_use]
pub fn drawn(pos: &BgPosition, rules: &BgRules) -> bool {
    mother_end(pos, rules) == Some(MotherEnd::Drawn)
}

/// The doubling cube: its value and who holds it (`None`: in the middle).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cube {
    pub value: u32,
    pub owner: Option<Color>,
}

impl Default for Cube {
    fn default() -> Self {
        Cube {
            value: 1,
            owner: None,
        }
    }
}

/// A match to `length` points: the score before this game, and whether it is the Crawford
/// game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchState {
    pub length: u32,
    /// White's and Black's points.
    pub score: [u32; 2],
    pub crawford: bool,
}

impl MatchState {
    /// Whether the game after one that brought the score to `score` is the Crawford game: the
    /// first game after a player reaches `length - 1` (when none had before).
    #[must_use]
    pub fn next_is_crawford(length: u32, before: [u32; 2], after: [u32; 2]) -> bool {
        let post = |s: [u32; 2]| s.iter().any(|&x| x + 1 == length);
        post(after) && !post(before) && after.iter().all(|&x| x < length)
    }
}

/// Why a game action is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BgGameError {
    /// The play breaks a rule.
    Play(BgMoveError),
    /// The game is over.
    Over,
    /// Not this side's turn.
    NotYourTurn(Color),
    /// The cube is not played under this profile.
    NoCube,
    /// The other side holds the cube.
    NotHolder(Color),
    /// No double in the Crawford game.
    Crawford,
    /// No double offered to answer.
    NoDoubleOffered,
    /// Beavers are not allowed (not under the profile, or in a match).
    NoBeaver,
    /// A double is offered and must be answered first.
    DoublePending,
    /// The cube would pass its largest value.
    Stake(BgStakeError),
    /// After an acey-deucey played whole, the throw played is no doublet (one must be named).
    NotADoublet(Roll),
}

impl BgGameError {
    /// The rule behind the refusal.
    #[must_use]
    pub fn rule(&self) -> RuleId {
        match self {
            BgGameError::Play(e) => e.rule(),
            BgGameError::Over => RuleId::BgResult,
            BgGameError::NotYourTurn(_) => RuleId::DiceRoll,
            BgGameError::NoCube | BgGameError::NoDoubleOffered | BgGameError::DoublePending => {
                RuleId::BgCube
            }
            BgGameError::NotHolder(_) => RuleId::BgCubeRedouble,
            BgGameError::Crawford => RuleId::BgMatchCrawford,
            BgGameError::NoBeaver => RuleId::BgCubeBeaver,
            BgGameError::Stake(e) => e.rule(),
            BgGameError::NotADoublet(_) => RuleId::BgAceyDeucey,
        }
    }
}

impl fmt::Display for BgGameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self {
            BgGameError::Play(e) => return write!(f, "{e}"),
            BgGameError::Stake(e) => return write!(f, "{e}"),
            BgGameError::Over => "the game is over".to_string(),
            BgGameError::NotYourTurn(c) => format!("it is not {c}'s turn"),
            BgGameError::NoCube => "this reading plays no cube".into(),
            BgGameError::NotHolder(c) => {
                format!("{c} holds the cube: only its holder may redouble")
            }
            BgGameError::Crawford => "no double in the Crawford game".into(),
            BgGameError::NoDoubleOffered => "no double has been offered".into(),
            BgGameError::NoBeaver => "no beaver under this reading (or in a match)".into(),
            BgGameError::DoublePending => {
                "a double is offered: it must be taken or dropped first".into()
            }
            BgGameError::NotADoublet(r) => {
                format!("after the 1-2 the player names a doublet and plays it: {r} is no doublet")
            }
        };
        write!(f, "{what} ({})", self.rule())
    }
}

/// What the single dice of the opening decide (`bg.opening`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpeningOutcome {
    /// Equal dice: throw again (under automatic doubles the cube has doubled).
    Again,
    /// The higher die's side plays first: with the two dice thrown, or by throwing again.
    First { color: Color, roll: Option<Roll> },
}

/// A game of backgammon: the position, the cube, the match, how it ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BgGame {
    pub position: BgPosition,
    pub cube: Cube,
    pub match_state: Option<MatchState>,
    /// A double was taken in this game (the Jacoby rule counts gammons only then).
    pub turned: bool,
    /// The side that offered a double not yet answered.
    pub offered: Option<Color>,
    /// The winner and the points he scores, once the game is over.
    pub ended: Option<(Color, u32)>,
    /// How the game was won at the board (`None` after a drop).
    pub result: Option<GameResult>,
    /// The game ended drawn, nobody scoring (plakoto: both mothers pinned).
    pub drawn: bool,
    /// Under `acey-deucey`, where the mover's special throw stands (`None`: no special throw
    /// under way, the turn passes after each play).
    pub acey: Option<AceyStep>,
    rules: BgRules,
}

impl BgGame {
    /// A game from `position`, the cube in the middle at 1, no match.
    #[must_use]
    pub fn new(position: BgPosition, rules: BgRules) -> BgGame {
        BgGame {
            position,
            cube: Cube::default(),
            match_state: None,
            turned: false,
            offered: None,
            ended: None,
            result: None,
            drawn: false,
            acey: None,
            rules,
        }
    }

    /// The rules the game is played under.
    #[must_use]
    pub fn rules(&self) -> &BgRules {
        &self.rules
    }

    /// The single dice of the opening.
    ///
    /// # Errors
    ///
    /// Equal dice that would double, under automatic doubles, a cube already at its largest.
    pub fn opening(&mut self, white: u8, black: u8) -> Result<OpeningOutcome, BgGameError> {
        if white == black {
            if self.rules.cube && self.rules.automatic_doubles && self.match_state.is_none() {
                self.cube.value = double_of(self.cube.value, 2).map_err(BgGameError::Stake)?;
            }
            return Ok(OpeningOutcome::Again);
        }
        let color = if white > black {
            Color::White
        } else {
            Color::Black
        };
        self.position = self.position.with_turn(color);
        let roll = match self.rules.opening {
            Opening::PlayBothDice => Roll::new(white, black),
            Opening::Rethrow => None,
        };
        Ok(OpeningOutcome::First { color, roll })
    }

    /// Whether `c` may double now.
    ///
    /// # Errors
    ///
    /// Why not: no cube, the game over or a double pending, not his turn, the cube held by the
    /// other side, the Crawford game.
    pub fn may_double(&self, c: Color) -> Result<(), BgGameError> {
        if !self.rules.cube {
            return Err(BgGameError::NoCube);
        }
        if self.ended.is_some() {
            return Err(BgGameError::Over);
        }
        if self.offered.is_some() {
            return Err(BgGameError::DoublePending);
        }
        if self.position.turn() != c {
            return Err(BgGameError::NotYourTurn(c));
        }
        if let Some(owner) = self.cube.owner {
            if owner != c {
                return Err(BgGameError::NotHolder(owner));
            }
        }
        if self.rules.crawford && self.match_state.is_some_and(|m| m.crawford) {
            return Err(BgGameError::Crawford);
        }
        // a double taken must leave a cube gnubg can hold
        double_of(self.cube.value, 2).map_err(BgGameError::Stake)?;
        Ok(())
    }

    /// `c` offers a double.
    ///
    /// # Errors
    ///
    /// As [`BgGame::may_double`].
    pub fn double(&mut self, c: Color) -> Result<(), BgGameError> {
        self.may_double(c)?;
        self.offered = Some(c);
        Ok(())
    }

    fn answering(&self, c: Color) -> Result<Color, BgGameError> {
        match self.offered {
            Some(d) if d != c => Ok(d),
            _ => Err(BgGameError::NoDoubleOffered),
        }
    }

    /// `c` takes the double offered: the cube doubles and is his.
    ///
    /// # Errors
    ///
    /// No double offered to `c`, or a cube already at its largest.
    pub fn take(&mut self, c: Color) -> Result<(), BgGameError> {
        self.answering(c)?;
        self.cube = Cube {
            value: double_of(self.cube.value, 2).map_err(BgGameError::Stake)?,
            owner: Some(c),
        };
        self.turned = true;
        self.offered = None;
        Ok(())
    }

    /// `c` takes and redoubles at once, keeping the cube (a beaver).
    ///
    /// # Errors
    ///
    /// No double offered to `c`, no beavers under the profile or in a match, or a cube that
    /// would pass its largest.
    pub fn beaver(&mut self, c: Color) -> Result<(), BgGameError> {
        self.answering(c)?;
        if !self.rules.beavers || self.match_state.is_some() {
            return Err(BgGameError::NoBeaver);
        }
        self.cube = Cube {
            value: double_of(self.cube.value, 4).map_err(BgGameError::Stake)?,
            owner: Some(c),
        };
        self.turned = true;
        self.offered = None;
        Ok(())
    }

    /// `c` drops the double offered: the doubler wins what the profile says it costs.
    ///
    /// # Errors
    ///
    /// No double offered to `c`.
    pub fn drop_double(&mut self, c: Color) -> Result<(), BgGameError> {
        let doubler = self.answering(c)?;
        let points = match self.rules.drop_costs {
            DropCosts::CubeValue => self.cube.value,
            // what the cube would have come to
            DropCosts::DoubledValue => self.cube.value.checked_mul(2).ok_or(BgGameError::Stake(
                BgStakeError::CubePast {
                    value: self.cube.value,
                    times: 2,
                },
            ))?,
        };
        self.offered = None;
        self.ended = Some((doubler, points));
        Ok(())
    }

    /// `c` plays `moves` (his numbering, 25 the bar, 0 off) with `roll`.
    ///
    /// # Errors
    ///
    /// The game over, a double pending, not his turn, or the rule the play breaks.
    pub fn play(
        &mut self,
        c: Color,
        roll: Roll,
        moves: &[(u8, u8)],
    ) -> Result<BgPlay, BgGameError> {
        if self.ended.is_some() || self.drawn {
            return Err(BgGameError::Over);
        }
        if self.offered.is_some() {
            return Err(BgGameError::DoublePending);
        }
        if self.position.turn() != c {
            return Err(BgGameError::NotYourTurn(c));
        }
        if self.rules.acey_deucey && !acey::may_play(self.acey, roll) {
            return Err(BgGameError::NotADoublet(roll));
        }
        let play = judge(&self.position, roll, &self.rules, moves).map_err(BgGameError::Play)?;
        self.position = play.apply(&self.position);
        if self.rules.acey_deucey {
            // the special throw: the same player goes on while each part is played whole
            self.acey = acey::next(self.acey, roll, play.moves().len());
            if self.acey.is_some() {
                self.position = self.position.with_turn(c);
            }
        }
        if let Some((winner, r)) = result(&self.position, &self.rules) {
            let value = self.value_of(r)?;
            self.result = Some(r);
            self.ended = Some((winner, value));
        }
        self.drawn = drawn(&self.position, &self.rules);
        Ok(play)
    }

    /// Plays `moves` for `c` with the throw `throw` of three dice (`bg.dice.three`), as
    /// [`BgGame::play`] plays a roll of two.
    ///
    /// # Errors
    ///
    /// As [`BgGame::play`].
    pub fn play_three(
        &mut self,
        c: Color,
        throw: Throw3,
        moves: &[(u8, u8)],
    ) -> Result<BgLongPlay, BgGameError> {
        if self.ended.is_some() {
            return Err(BgGameError::Over);
        }
        if self.offered.is_some() {
            return Err(BgGameError::DoublePending);
        }
        if self.position.turn() != c {
            return Err(BgGameError::NotYourTurn(c));
        }
        let play =
            judge_three(&self.position, throw, &self.rules, moves).map_err(BgGameError::Play)?;
        self.position = play.apply(&self.position);
        if let Some((winner, r)) = result(&self.position, &self.rules) {
            let value = self.value_of(r)?;
            self.result = Some(r);
            self.ended = Some((winner, value));
        }
        Ok(play)
    }

    /// The points a game won by `r` scores (`bg.result`, `bg.stake.per-checker`): under the
    /// stake per game, the result times the cube, gammons single under the Jacoby rule while
    /// the cube is unturned (money play only); under a stake per checker, the checkers the
    /// loser has not borne off in the current position, alone or times that value.
    ///
    /// # Errors
    ///
    /// A value past what a `u32` holds (never, with a cube of gnubg's range).
    pub fn value_of(&self, r: GameResult) -> Result<u32, BgGameError> {
        let unturned = !self.turned && self.cube.owner.is_none();
        let jacoby = self.rules.jacoby && self.match_state.is_none() && unturned;
        let m = if jacoby { 1 } else { r.multiplier() };
        let per_game =
            self.cube
                .value
                .checked_mul(m)
                .ok_or(BgGameError::Stake(BgStakeError::CubePast {
                    value: self.cube.value,
                    times: m,
                }));
        // the loser is the side that still has checkers on the board or the bar
        let left = || {
            let loser = self
                .position
                .winner()
                .map_or(self.position.turn(), Color::opposite);
            let c = self.position.counts(loser);
            u32::from(c[1..=BAR].iter().sum::<u8>())
        };
        match self.rules.stake {
            Stake::Game => per_game,
            Stake::PerChecker => Ok(left()),
            Stake::PerCheckerTimesValue => Ok(per_game? * left()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tables::BgSetup;

    /// White has borne off all fifteen; Black's counts as given (the rest off).
    fn won(black: &[(usize, u8)]) -> BgPosition {
        BgSetup::from_points(&[], black, Color::Black)
            .validate()
            .unwrap()
    }

    fn rules(gammon: Gammon, backgammon: Triple) -> BgRules {
        BgRules {
            gammon,
            backgammon,
            ..BgRules::default()
        }
    }

    #[test]
    fn each_reading_of_the_double_and_triple_game() {
        let outside_none_off = won(&[(8, 15)]);
        let home_none_off = won(&[(3, 15)]);
        let outside_one_off = won(&[(8, 14)]);
        let in_winners_home = won(&[(20, 1), (3, 14)]);
        let on_bar = won(&[(25, 1), (3, 14)]);
        let r = |g, t, p: &BgPosition| result(p, &rules(g, t)).map(|(c, r)| (c, r.name()));
        let w = Color::White;
        // none off: the modern game, Guiton
        assert_eq!(
            r(Gammon::NoneOff, Triple::None, &home_none_off),
            Some((w, "gammon"))
        );
        assert_eq!(
            r(Gammon::NoneOff, Triple::None, &outside_one_off),
            Some((w, "single"))
        );
        // not all home
        assert_eq!(
            r(Gammon::NotAllHome, Triple::None, &home_none_off),
            Some((w, "single"))
        );
        assert_eq!(
            r(Gammon::NotAllHome, Triple::None, &outside_one_off),
            Some((w, "gammon"))
        );
        assert_eq!(
            r(Gammon::NotAllHome, Triple::None, &outside_none_off),
            Some((w, "gammon"))
        );
        // both (Lepeintre)
        assert_eq!(
            r(Gammon::NotHomeNoneOff, Triple::None, &outside_none_off),
            Some((w, "gammon"))
        );
        assert_eq!(
            r(Gammon::NotHomeNoneOff, Triple::None, &home_none_off),
            Some((w, "single"))
        );
        assert_eq!(
            r(Gammon::NotHomeNoneOff, Triple::None, &outside_one_off),
            Some((w, "single"))
        );
        // the triple game: on the bar or in the winner's home, none off
        assert_eq!(
            r(Gammon::NoneOff, Triple::BarOrHome, &in_winners_home),
            Some((w, "backgammon"))
        );
        assert_eq!(
            r(Gammon::NoneOff, Triple::BarOrHome, &on_bar),
            Some((w, "backgammon"))
        );
        assert_eq!(
            r(Gammon::NoneOff, Triple::None, &on_bar),
            Some((w, "gammon"))
        );
        assert_eq!(
            r(Gammon::NoneOff, Triple::BarOrHome, &home_none_off),
            Some((w, "gammon"))
        );
        assert_eq!(result(&BgPosition::opening(), &BgRules::default()), None);
        assert_eq!(
            [
                GameResult::Single,
                GameResult::Gammon,
                GameResult::Backgammon
            ]
            .map(GameResult::multiplier),
            [1, 2, 3]
        );
    }

    #[test]
    fn the_cube_passes_to_the_taker_and_only_he_redoubles() {
        let mut g = BgGame::new(BgPosition::opening(), BgRules::default());
        assert_eq!(
            g.may_double(Color::Black),
            Err(BgGameError::NotYourTurn(Color::Black))
        );
        g.double(Color::White).unwrap();
        assert_eq!(g.may_double(Color::White), Err(BgGameError::DoublePending));
        assert_eq!(g.take(Color::White), Err(BgGameError::NoDoubleOffered));
        g.take(Color::Black).unwrap();
        assert_eq!(
            g.cube,
            Cube {
                value: 2,
                owner: Some(Color::Black)
            }
        );
        assert!(g.turned);
        assert_eq!(
            g.may_double(Color::White),
            Err(BgGameError::NotHolder(Color::Black))
        );
        g.position = g.position.with_turn(Color::Black);
        g.double(Color::Black).unwrap();
        g.drop_double(Color::White).unwrap();
        assert_eq!(g.ended, Some((Color::Black, 2)));
        assert_eq!(g.may_double(Color::Black), Err(BgGameError::Over));
        assert_eq!(
            g.play(Color::Black, Roll::new(3, 1).unwrap(), &[]),
            Err(BgGameError::Over)
        );
    }

    #[test]
    fn a_drop_costs_what_the_profile_says() {
        for (costs, points) in [(DropCosts::CubeValue, 4), (DropCosts::DoubledValue, 8)] {
            let mut g = BgGame::new(
                BgPosition::opening(),
                BgRules {
                    drop_costs: costs,
                    ..BgRules::default()
                },
            );
            g.cube = Cube {
                value: 4,
                owner: Some(Color::White),
            };
            g.double(Color::White).unwrap();
            g.drop_double(Color::Black).unwrap();
            assert_eq!(g.ended, Some((Color::White, points)));
        }
    }

    #[test]
    fn beavers_crawford_and_no_cube() {
        let mut g = BgGame::new(BgPosition::opening(), BgRules::default());
        g.double(Color::White).unwrap();
        assert_eq!(g.beaver(Color::Black), Err(BgGameError::NoBeaver));
        let mut g = BgGame::new(
            BgPosition::opening(),
            BgRules {
                beavers: true,
                ..BgRules::default()
            },
        );
        g.double(Color::White).unwrap();
        g.beaver(Color::Black).unwrap();
        assert_eq!(
            g.cube,
            Cube {
                value: 4,
                owner: Some(Color::Black)
            }
        );
        // no beaver in a match
        let mut g = BgGame::new(
            BgPosition::opening(),
            BgRules {
                beavers: true,
                ..BgRules::default()
            },
        );
        g.match_state = Some(MatchState {
            length: 7,
            score: [0, 0],
            crawford: false,
        });
        g.double(Color::White).unwrap();
        assert_eq!(g.beaver(Color::Black), Err(BgGameError::NoBeaver));
        // the Crawford game, and the rule off
        let crawford = MatchState {
            length: 7,
            score: [6, 3],
            crawford: true,
        };
        let mut g = BgGame::new(BgPosition::opening(), BgRules::default());
        g.match_state = Some(crawford);
        assert_eq!(g.may_double(Color::White), Err(BgGameError::Crawford));
        let mut g = BgGame::new(
            BgPosition::opening(),
            BgRules {
                crawford: false,
                ..BgRules::default()
            },
        );
        g.match_state = Some(crawford);
        assert_eq!(g.may_double(Color::White), Ok(()));
        let g = BgGame::new(
            BgPosition::opening(),
            BgRules {
                cube: false,
                ..BgRules::default()
            },
        );
        assert_eq!(g.may_double(Color::White), Err(BgGameError::NoCube));
        assert!(MatchState::next_is_crawford(7, [5, 3], [6, 3]));
        assert!(!MatchState::next_is_crawford(7, [6, 3], [6, 4]));
        assert!(!MatchState::next_is_crawford(7, [5, 3], [7, 3]));
        // a player past the length ends the match: no Crawford game follows
        assert!(!MatchState::next_is_crawford(7, [5, 5], [6, 7]));
    }

    #[test]
    fn the_jacoby_rule_counts_gammons_single_while_the_cube_is_unturned() {
        let jacoby = BgRules {
            jacoby: true,
            ..BgRules::default()
        };
        let g = BgGame::new(BgPosition::opening(), jacoby.clone());
        assert_eq!(g.value_of(GameResult::Gammon), Ok(1));
        assert_eq!(g.value_of(GameResult::Backgammon), Ok(1));
        let mut turned = BgGame::new(BgPosition::opening(), jacoby.clone());
        turned.double(Color::White).unwrap();
        turned.take(Color::Black).unwrap();
        assert_eq!(turned.value_of(GameResult::Gammon), Ok(4));
        // a cube stated held (a scenario's `cube 2 black`), no take seen in this game: turned
        let mut held = BgGame::new(BgPosition::opening(), jacoby.clone());
        held.cube = Cube {
            value: 2,
            owner: Some(Color::Black),
        };
        assert!(!held.turned);
        assert_eq!(held.value_of(GameResult::Gammon), Ok(4));
        let mut in_match = BgGame::new(BgPosition::opening(), jacoby);
        in_match.match_state = Some(MatchState {
            length: 5,
            score: [0, 0],
            crawford: false,
        });
        assert_eq!(in_match.value_of(GameResult::Gammon), Ok(2));
        let plain = BgGame::new(BgPosition::opening(), BgRules::default());
        assert_eq!(plain.value_of(GameResult::Backgammon), Ok(3));
    }

    #[test]
    fn no_double_game_and_the_stake_per_checker() {
        // Black has none off, two on the bar: a backgammon under the modern rules
        let pos = won(&[(25, 2), (6, 13)]);
        let never = BgRules {
            gammon: Gammon::Never,
            ..BgRules::default()
        };
        assert_eq!(
            result(&pos, &never),
            Some((Color::White, GameResult::Single))
        );
        let value = |stake: Stake, cube: u32, jacoby: bool| {
            let mut g = BgGame::new(
                pos,
                BgRules {
                    stake,
                    jacoby,
                    ..BgRules::default()
                },
            );
            g.cube = Cube {
                value: cube,
                owner: (cube > 1).then_some(Color::White),
            };
            let (_, r) = result(&pos, g.rules()).unwrap();
            g.value_of(r)
        };
        // fifteen left: 15 stakes; times the triple game (3) and the cube (2): 90
        assert_eq!(value(Stake::Game, 2, false), Ok(6));
        assert_eq!(value(Stake::PerChecker, 2, false), Ok(15));
        assert_eq!(value(Stake::PerCheckerTimesValue, 1, false), Ok(45));
        assert_eq!(value(Stake::PerCheckerTimesValue, 2, false), Ok(90));
        // the Jacoby rule, cube in the middle: the result counts single
        assert_eq!(value(Stake::PerCheckerTimesValue, 1, true), Ok(15));
        let one_left = won(&[(2, 1)]);
        let g = BgGame::new(
            one_left,
            BgRules {
                stake: Stake::PerChecker,
                ..BgRules::default()
            },
        );
        assert_eq!(g.value_of(GameResult::Single), Ok(1));
    }

    #[test]
    fn the_opening_as_each_reading_plays_it() {
        let mut g = BgGame::new(BgPosition::opening(), BgRules::default());
        let beavers = BgRules {
            beavers: true,
            ..BgRules::default()
        };
        assert!(BgGame::new(BgPosition::opening(), beavers).rules().beavers);
        assert_eq!(
            g.opening(3, 5),
            Ok(OpeningOutcome::First {
                color: Color::Black,
                roll: Roll::new(5, 3)
            })
        );
        assert_eq!(g.position.turn(), Color::Black);
        assert_eq!(g.opening(4, 4), Ok(OpeningOutcome::Again));
        assert_eq!(g.cube.value, 1);
        let mut auto = BgGame::new(
            BgPosition::opening(),
            BgRules {
                automatic_doubles: true,
                ..BgRules::default()
            },
        );
        assert_eq!(auto.opening(4, 4), Ok(OpeningOutcome::Again));
        assert_eq!(
            auto.cube,
            Cube {
                value: 2,
                owner: None
            }
        );
        // never past the largest cube
        auto.cube.value = crate::engine::tables::MAX_CUBE;
        assert_eq!(auto.opening(4, 4).unwrap_err().rule(), RuleId::BgCube);
        assert_eq!(auto.cube.value, crate::engine::tables::MAX_CUBE);
        let mut guiton = BgGame::new(
            BgPosition::opening(),
            BgRules {
                opening: Opening::Rethrow,
                ..BgRules::default()
            },
        );
        assert_eq!(
            guiton.opening(6, 2),
            Ok(OpeningOutcome::First {
                color: Color::White,
                roll: None
            })
        );
    }

    #[test]
    fn a_game_ends_on_its_last_checker_and_scores_its_value() {
        let mut s = BgSetup::empty();
        s.points[0][1] = 1;
        s.points[1][8] = 15;
        s.fill_off();
        let mut g = BgGame::new(s.validate().unwrap(), BgRules::default());
        g.cube = Cube {
            value: 2,
            owner: Some(Color::White),
        };
        g.play(Color::White, Roll::new(2, 1).unwrap(), &[(1, 0)])
            .unwrap();
        assert_eq!(g.result, Some(GameResult::Gammon));
        assert_eq!(g.ended, Some((Color::White, 4)));
        let e = BgGameError::Play(BgMoveError::BarFirst);
        assert_eq!(e.rule(), RuleId::BgBarEnterFirst);
        assert!(BgGameError::Crawford
            .to_string()
            .ends_with("(bg.match.crawford)"));
    }
}
