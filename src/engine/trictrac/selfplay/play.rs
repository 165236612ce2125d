//! One whole game between two players, every invariant checked on the way: the [`Game`] keeps
//! the state and applies the rules; the players only choose.
//!
//! The random streams ([`Streams`]): self-play draws the dice and both players' choices from
//! one stream ([`OneStream`], as it always has); a match keeps the dice apart from each
//! player's choices ([`Apart`]), so that the two seatings of a deal throw the same dice
//! whatever the players draw for their choices.
//!
//! Seats: seat 0 is the player who starts as White. Where the players change colours after a
//! sortie (`sortie_swaps_colours`), each keeps his seat under his new colour.

use super::players::Player;
use super::{Broken, Stats, MAX_TURNS};
use crate::engine::trictrac::game::{Form, GameError, Partie};
use crate::engine::trictrac::marking;
use crate::engine::{
    trictrac::{Jan, Rules},
    Color, Roll,
};

/// Where the dice and the players' choices are drawn from.
pub(crate) trait Streams {
    /// The dice (and who throws first).
    fn dice(&mut self) -> &mut fastrand::Rng;
    /// The choices of the player in `seat`.
    fn player(&mut self, seat: usize) -> &mut fastrand::Rng;
}

/// One stream for everything.
pub(crate) struct OneStream(pub fastrand::Rng);

impl Streams for OneStream {
    fn dice(&mut self) -> &mut fastrand::Rng {
        &mut self.0
    }
    fn player(&mut self, _seat: usize) -> &mut fastrand::Rng {
        &mut self.0
    }
}

/// The dice on a stream of their own, and one for each seat's choices.
pub(crate) struct Apart {
    pub dice: fastrand::Rng,
    pub players: [fastrand::Rng; 2],
}

impl Streams for Apart {
    fn dice(&mut self) -> &mut fastrand::Rng {
        &mut self.dice
    }
    fn player(&mut self, seat: usize) -> &mut fastrand::Rng {
        &mut self.players[seat]
    }
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Ending {
    /// The seat that won, if the game finished within [`MAX_TURNS`] a partie and was not
    /// drawn.
    pub winner: Option<usize>,
    /// The game finished drawn (à écrire, equal écrits).
    pub drawn: bool,
    /// The game's value to its winner, as a fraction (numerator, denominator): in twelve
    /// trous under the rules' payout, `(1, 1)` a simple game; à écrire the écrits' difference
    /// in jetons; `(0, 1)` unfinished or drawn.
    pub stake: (u32, u32),
    /// Each seat's trous at the end (of the last marqué à écrire).
    pub trous: [u32; 2],
    /// Each seat's marqués won (à écrire).
    pub marques: [u32; 2],
    /// Rolls played.
    pub turns: u32,
    /// Each seat's rolls on which he could go away, and those on which he went.
    pub could_go: [u32; 2],
    pub went: [u32; 2],
}

fn ci(c: Color) -> usize {
    usize::from(c == Color::Black)
}

/// A jan scores an even number of points, and some.
pub(super) fn jan_points_ok(points: u32) -> bool {
    points.is_multiple_of(2) && points > 0
}

/// The marks after a roll against those before it: no side's trous go back, and each side's
/// points stay even and under twelve.
pub(super) fn marks_ok(before: &marking::Marks, after: &marking::Marks) -> Result<(), String> {
    for c in Color::ALL {
        let k = ci(c);
        if after.trous[k] < before.trous[k] {
            return Err(format!("{c}'s trous went back"));
        }
        if after.points[k] >= 12 || !after.points[k].is_multiple_of(2) {
            return Err(format!("{c} holds {} points", after.points[k]));
        }
    }
    Ok(())
}

pub(super) fn check(
    cond: bool,
    game: u64,
    turn: u32,
    what: impl FnOnce() -> String,
) -> Result<(), Broken> {
    if cond {
        Ok(())
    } else {
        Err(Broken {
            game,
            turn,
            what: what(),
        })
    }
}

fn broken(game: u64, turn: u32, e: &GameError) -> Broken {
    Broken {
        game,
        turn,
        what: e.to_string(),
    }
}

/// Plays game number `n` in `form` under `rules`, `players[seat]` choosing for each seat, and
/// counts it into `stats`.
pub(crate) fn play_game(
    rules: &Rules,
    form: Form,
    n: u64,
    streams: &mut impl Streams,
    mut players: [&mut dyn Player; 2],
    stats: &mut Stats,
) -> Result<Ending, Broken> {
    for p in &mut players {
        p.new_game();
    }
    let first = if streams.dice().bool() {
        Color::White
    } else {
        Color::Black
    };
    let mut partie = Partie::new(form, first, rules);
    let mut end = Ending {
        stake: (0, 1),
        ..Ending::default()
    };
    stats.games += 1;
    stats.relevés += 1;
    for turn in 1..=MAX_TURNS.saturating_mul(form.parties()) {
        stats.turns += 1;
        end.turns = turn;
        let roller = partie.game().to_play().unwrap_or(first);
        let k = partie.seat(roller);
        let roll =
            Roll::new(streams.dice().u8(1..=6), streams.dice().u8(1..=6)).expect("dice are 1..6");
        let game = partie.game_mut();
        let thrown = game.roll(roller, roll).map_err(|e| broken(n, turn, &e))?;
        let score = thrown.score();
        let mut seen: Vec<Jan> = score.jans.iter().map(|j| j.jan).collect();
        seen.dedup();
        for j in seen {
            *stats.jans.entry(j.rule().as_str()).or_default() += 1;
        }
        for j in &score.jans {
            check(jan_points_ok(j.points), n, turn, || {
                format!("odd or empty jan {j:?}")
            })?;
        }
        let before = game.marks();
        let may_go = game.marked().is_some_and(|m| m.may_go);
        stats.could_go += u64::from(may_go);
        end.could_go[k] += u32::from(may_go);
        if may_go && players[k].goes(game, streams.player(k)) {
            game.go().map_err(|e| broken(n, turn, &e))?;
            stats.went += 1;
            end.went[k] += 1;
        }
        let m = game
            .marked()
            .ok_or_else(|| broken(n, turn, &GameError::NoRoll))?;
        let marks = m.marks;
        stats.invariant_checks += 1;
        marks_ok(&before, &marks).map_err(|what| Broken {
            game: n,
            turn,
            what,
        })?;
        stats.trous +=
            u64::from(marks.trous[0] + marks.trous[1] - before.trous[0] - before.trous[1]);
        if let Some(w) = partie.won_on(&marks) {
            stats.wins[ci(w)] += 1;
            end.trous = partie.by_seat(marks.trous);
            return Ok(finished(end, &partie, stats));
        }
        if !m.went {
            let game = partie.game_mut();
            let plays = game
                .turn()
                .ok_or_else(|| broken(n, turn, &GameError::NoRoll))?
                .plays()
                .plays
                .len();
            check(plays > 0, n, turn, || {
                "no play at all, not even an empty one".into()
            })?;
            let choice = players[k].choose_play(game, streams.player(k));
            game.play_legal(choice).map_err(|e| broken(n, turn, &e))?;
            let next = game.board().clone();
            stats.invariant_checks += 1;
            let valid = next.clone().validate();
            check(valid.is_ok(), n, turn, || {
                format!("illegal position {next:?}")
            })?;
            if let Ok(next) = valid {
                for c in Color::ALL {
                    let total = next.setup().on_board(c) + u32::from(next.borne_off(c));
                    check(total == 15, n, turn, || format!("{c} has {total} checkers"))?;
                }
            }
        }
        if partie.close().flatten().is_some() {
            stats.relevés += 1;
            if let Some(o) = partie.outcome() {
                // à écrire: the last marqué ended; wins by the seat's colour at the start
                if let Some(w) = o.winner {
                    stats.wins[w] += 1;
                }
                end.trous = partie.by_seat(marks.trous);
                return Ok(finished(end, &partie, stats));
            }
        }
    }
    end.trous = partie.trous();
    end.marques = partie.marques_won();
    Ok(end)
}

/// `end` with the outcome of the finished `partie`.
fn finished(mut end: Ending, partie: &Partie<'_>, stats: &mut Stats) -> Ending {
    stats.finished += 1;
    if let Some(o) = partie.outcome() {
        end.winner = o.winner;
        end.drawn = o.winner.is_none();
        end.stake = if end.drawn { (0, 1) } else { o.stake };
    }
    end.marques = partie.marques_won();
    end
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_invariant_fires_when_broken() {
        assert!(check(true, 1, 2, || unreachable!()).is_ok());
        assert_eq!(
            check(false, 1, 2, || "x".into()),
            Err(Broken {
                game: 1,
                turn: 2,
                what: "x".into()
            })
        );
        assert_eq!(
            Broken {
                game: 1,
                turn: 2,
                what: "x".into()
            }
            .to_string(),
            "game 1 turn 2: x"
        );
        assert!(jan_points_ok(2) && jan_points_ok(4));
        assert!(!jan_points_ok(0) && !jan_points_ok(3));
        let m = |points: [u32; 2], trous: [u32; 2]| marking::Marks {
            points,
            trous,
            ..marking::Marks::default()
        };
        assert_eq!(marks_ok(&m([0, 0], [1, 1]), &m([10, 0], [1, 1])), Ok(()));
        assert_eq!(marks_ok(&m([0, 0], [1, 1]), &m([0, 10], [1, 2])), Ok(()));
        assert_eq!(
            marks_ok(&m([0, 0], [2, 1]), &m([0, 0], [1, 1])),
            Err("white's trous went back".into())
        );
        assert_eq!(
            marks_ok(&m([0, 0], [1, 2]), &m([0, 0], [1, 1])),
            Err("black's trous went back".into())
        );
        assert_eq!(
            marks_ok(&m([0, 0], [0, 0]), &m([12, 0], [0, 0])),
            Err("white holds 12 points".into())
        );
        assert_eq!(
            marks_ok(&m([0, 0], [0, 0]), &m([0, 3], [0, 0])),
            Err("black holds 3 points".into())
        );
    }
}
