//! The statements of a match of games in turn (`bg.match.series`, the tavli), run on the
//! engine's [`Series`]: `game white gammon` (or `game draw`) records a game of the match, and
//! `expect match-score`, `next-game`, `first-to-play` and `match-winner` compare what the
//! engine holds with the source. The scenario runs under a profile that is such a match
//! (`series:` in its file); the runner decides nothing: the score, the game of the turn and
//! who throws first are the engine's.

use super::Runner;
use crate::conformance::profile::SeriesSpec;
use crate::conformance::scenario::ast::{Expect, Tok};
use crate::engine::tables::{GameResult, Series};
use crate::engine::Color;
use crate::input::diag::Diagnostic;

/// A match of games in turn as a scenario plays it: the engine's state and the names of the
/// games' profiles.
pub(super) struct MatchOfGames {
    series: Series,
    names: Vec<String>,
}

impl MatchOfGames {
    /// The match a profile's `series` describes, none played yet (`None` when the spec is
    /// empty, which the profile loader refuses).
    pub(super) fn new(spec: &SeriesSpec) -> Option<MatchOfGames> {
        Some(MatchOfGames {
            series: Series::new(spec.games.len(), spec.length).ok()?,
            names: spec.games.clone(),
        })
    }
}

/// The result a scenario names (the parser has read one of the four).
fn result_of(kind: &Tok) -> GameResult {
    match kind.text.as_str() {
        "gammon" => GameResult::Gammon,
        "backgammon" => GameResult::Backgammon,
        "mother" => GameResult::Mother,
        _ => GameResult::Single,
    }
}

impl Runner<'_> {
    fn match_of_games(&mut self, at: usize) -> Result<&mut MatchOfGames, Diagnostic> {
        if self.series.is_none() {
            return Err(self.diag(
                at,
                "expected a scenario under a profile that is a match of games in turn (`series:` in its file, such as `tavli`): this profile plays one game",
            ));
        }
        Ok(self
            .series
            .as_mut()
            .unwrap_or_else(|| unreachable!("checked above")))
    }

    /// `game COLOR RESULT` or `game draw`: a game of the match, recorded by the engine; a game
    /// after the match is won is refused (as the engine refuses it).
    pub(super) fn game_of_match(
        &mut self,
        game: Option<&(Color, Tok)>,
        at: usize,
    ) -> Result<(), Diagnostic> {
        let m = self.match_of_games(at)?;
        let done = match game {
            Some((side, kind)) => m.series.record(*side, result_of(kind).multiplier()),
            None => m.series.record_draw(),
        };
        done.map_err(|e| self.diag(at, format!("{e} ({})", e.rule())))
    }

    /// An expectation on the match (`match-score`, `next-game`, `first-to-play`,
    /// `match-winner`).
    pub(super) fn expect_match(&mut self, e: &Expect, at: usize) -> Result<(), Diagnostic> {
        let who = self.author.clone();
        let m = self.match_of_games(at)?;
        let (claim, engine, agrees) = match e {
            Expect::MatchScore(p) => {
                let [w, b] = m.series.score();
                (
                    format!(
                        "{who} says the match stands white {} black {}",
                        p.white, p.black
                    ),
                    format!("white {w} black {b}"),
                    [w, b] == [p.white, p.black],
                )
            }
            Expect::NextGame(name) => {
                let got = m.names[m.series.next_game()].clone();
                (
                    format!("{who} says the next game is {}", name.text),
                    got.clone(),
                    got == name.text,
                )
            }
            Expect::FirstToPlay(c) => {
                let got = m.series.first_to_play();
                let say = |c: Option<Color>| {
                    c.map_or_else(
                        || "the opening throw decides".to_string(),
                        |c| format!("{c} throws first"),
                    )
                };
                (
                    format!("{who} says in the next game {}", say(*c)),
                    say(got),
                    got == *c,
                )
            }
            Expect::MatchWinner(c) => {
                let got = m.series.winner();
                let say = |c: Option<Color>| {
                    c.map_or_else(
                        || "no one has won the match".to_string(),
                        |c| format!("{c} has won the match"),
                    )
                };
                (format!("{who} says {}", say(*c)), say(got), got == *c)
            }
            _ => unreachable!("the caller passes the match's expectations only"),
        };
        self.check(at, claim, engine, agrees);
        Ok(())
    }
}
