//! A match whose games are played in turn under the rules of several games of the family
//! (`bg.match.series`): the Greek tavli plays portes, plakoto and fevga, in that order and
//! again, until a player reaches the match's length, each game scoring what its own rules
//! give (one, or two for a double game). Who throws first: the opening throw in the first
//! game, then the winner of the game before (`bg.match.series.first`).
//!
//! The rules of each game are the caller's (the profiles the match names); a [`Series`] holds
//! the order, the score and who starts, and refuses a game recorded after the match is won.

use std::fmt;

use crate::engine::{Color, RuleId};

/// The state of a match of games played in turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Series {
    /// How many games come in turn (three in the tavli).
    games: usize,
    length: u32,
    /// White's and Black's points.
    score: [u32; 2],
    /// Games played so far.
    played: u32,
    /// The winner of the last game, who throws first in the next.
    last: Option<Color>,
}

/// Why a match of games in turn cannot be set up or go on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeriesError {
    /// No game to play in turn, or a match of no point.
    Empty,
    /// A game recorded after a player had won the match.
    Over { winner: Color },
    /// A game recorded as won by no point.
    NoPoint,
}

impl SeriesError {
    /// The rule the error breaks.
    #[must_use]
    pub fn rule(self) -> RuleId {
        RuleId::BgMatchSeries
    }
}

impl fmt::Display for SeriesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeriesError::Empty => write!(
                f,
                "a match of games in turn needs at least one game and a length of at least one point"
            ),
            SeriesError::Over { winner } => {
                write!(f, "the match is over: {winner} has won it")
            }
            SeriesError::NoPoint => write!(f, "a game is won by one point at least"),
        }
    }
}

impl std::error::Error for SeriesError {}

impl Series {
    /// A match to `length` points of `games` games played in turn, none played yet.
    ///
    /// # Errors
    ///
    /// [`SeriesError::Empty`] for no game or a length of 0.
    pub fn new(games: usize, length: u32) -> Result<Series, SeriesError> {
        if games == 0 || length == 0 {
            return Err(SeriesError::Empty);
        }
        Ok(Series {
            games,
            length,
            score: [0, 0],
            played: 0,
            last: None,
        })
    }

    /// Which of the games in turn the next game is (0 for the first of them).
    #[must_use]
    pub fn next_game(&self) -> usize {
        self.played as usize % self.games
    }

    /// Who throws first in the next game: the winner of the game before, or none in the
    /// match's first game (the opening throw decides).
    #[must_use]
    pub fn first_to_play(&self) -> Option<Color> {
        self.last
    }

    /// Records a game won by `winner` for `points`.
    ///
    /// # Errors
    ///
    /// [`SeriesError::Over`] when the match was won already, [`SeriesError::NoPoint`] for a
    /// game won by no point.
    pub fn record(&mut self, winner: Color, points: u32) -> Result<(), SeriesError> {
        if let Some(w) = self.winner() {
            return Err(SeriesError::Over { winner: w });
        }
        if points == 0 {
            return Err(SeriesError::NoPoint);
        }
        let s = &mut self.score[usize::from(winner == Color::Black)];
        *s = s.saturating_add(points);
        self.played += 1;
        self.last = Some(winner);
        Ok(())
    }

    /// Records a drawn game (plakoto's, both mothers pinned): no point to either player, and
    /// the next game opened by the opening throw, as no one won this one. The reports are
    /// silent on a draw within a tavli match; this is the reading taken.
    ///
    /// # Errors
    ///
    /// [`SeriesError::Over`] when the match was won already.
    pub fn record_draw(&mut self) -> Result<(), SeriesError> {
        if let Some(w) = self.winner() {
            return Err(SeriesError::Over { winner: w });
        }
        self.played += 1;
        self.last = None;
        Ok(())
    }

    /// The player who has reached the match's length, if one has.
    #[must_use]
    pub fn winner(&self) -> Option<Color> {
        if self.score[0] >= self.length {
            Some(Color::White)
        } else if self.score[1] >= self.length {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// White's and Black's points.
    #[must_use]
    pub fn score(&self) -> [u32; 2] {
        self.score
    }

    /// The games played so far.
    #[must_use]
    pub fn played(&self) -> u32 {
        self.played
    }

    /// The match's length in points.
    #[must_use]
    pub fn length(&self) -> u32 {
        self.length
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_games_come_in_turn_and_the_winner_throws_first_in_the_next() {
        let mut s = Series::new(3, 5).unwrap();
        assert_eq!((s.next_game(), s.first_to_play()), (0, None));
        s.record(Color::Black, 1).unwrap();
        assert_eq!((s.next_game(), s.first_to_play()), (1, Some(Color::Black)));
        s.record(Color::White, 2).unwrap();
        assert_eq!((s.next_game(), s.first_to_play()), (2, Some(Color::White)));
        s.record(Color::White, 1).unwrap();
        // after the third game, the first again
        assert_eq!((s.next_game(), s.score(), s.winner()), (0, [3, 1], None));
        s.record(Color::White, 2).unwrap();
        assert_eq!(
            (s.score(), s.winner(), s.played()),
            ([5, 1], Some(Color::White), 4)
        );
        assert_eq!(
            s.record(Color::Black, 1),
            Err(SeriesError::Over {
                winner: Color::White
            })
        );
        assert_eq!(s.score(), [5, 1]);
    }

    #[test]
    fn a_drawn_game_scores_nothing_and_the_next_opens_with_the_throw() {
        let mut s = Series::new(3, 3).unwrap();
        s.record(Color::White, 1).unwrap();
        s.record_draw().unwrap();
        assert_eq!(
            (s.next_game(), s.first_to_play(), s.score()),
            (2, None, [1, 0])
        );
        s.record(Color::White, 2).unwrap();
        assert_eq!(
            s.record_draw(),
            Err(SeriesError::Over {
                winner: Color::White
            })
        );
        assert_eq!(s.played(), 3);
    }

    #[test]
    fn a_match_needs_a_game_a_point_and_points_a_game() {
        assert_eq!(Series::new(0, 5), Err(SeriesError::Empty));
        assert_eq!(Series::new(3, 0), Err(SeriesError::Empty));
        let mut s = Series::new(1, 1).unwrap();
        assert_eq!(s.record(Color::White, 0), Err(SeriesError::NoPoint));
        assert_eq!(s.played(), 0);
        s.record(Color::Black, 2).unwrap();
        assert_eq!(s.winner(), Some(Color::Black));
        assert_eq!(SeriesError::NoPoint.rule(), RuleId::BgMatchSeries);
        assert_eq!(s.length(), 1);
        assert_eq!(Series::new(3, 7).unwrap().length(), 7);
    }

    #[test]
    fn each_refusal_says_why() {
        assert!(SeriesError::Empty.to_string().contains("at least one game"));
        assert!(SeriesError::NoPoint
            .to_string()
            .contains("one point at least"));
        let over = SeriesError::Over {
            winner: Color::Black,
        };
        assert_eq!(over.to_string(), "the match is over: black has won it");
    }
}
