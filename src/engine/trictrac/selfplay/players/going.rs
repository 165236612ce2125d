//! Going or staying (`mark.sen-aller`), a decision of its own: asked only when the roll's trous
//! let the roller go. Going, he marks his trous, gives up the points over them (and the
//! opponent does not mark his points of that throw), and a new relevé starts, the goer
//! throwing first; staying, he keeps those points and plays the throw.
//!
//! - [`Going::Go`], [`Going::Stay`]: always.
//! - [`Going::Points`]`(n)`, `points:N`: stay when the play he would make leaves at least `n`
//!   [`points_to_play`]; else go. Lepeintre's rule (r.53) is `points:21` ([`TWENTY_ONE`],
//!   written `21` for short); Guiton (ch. XIII) holds 21 too few, a larger `n` his reading.
//! - [`Going::Ev`]: by expected value, for a play policy that values its plays (`greedy-1ply`):
//!   staying is worth the marks it leaves (the points kept over the trous, less the opponent's
//!   points of the throw) plus the value of the best play; going, the marks it leaves and a
//!   new relevé, counted even (the priority of the dice in it is not valued). Stay when
//!   staying is worth more; on a tie, go (the old adage: going is never a fault).
//! - [`Going::Random`]: either, as likely (the random player's).

use super::twenty_one::{points_to_play, TWENTY_ONE};
use super::Choice;
use crate::engine::trictrac::game::Game;
use crate::engine::trictrac::marking::{mark_roll, Marks};
use crate::engine::Color;

/// A going policy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Going {
    /// Always go.
    Go,
    /// Always stay.
    Stay,
    /// Stay while at least this many points are left to play (r.53: 21).
    Points(u32),
    /// By expected value.
    Ev,
    /// At random.
    Random,
}

impl Going {
    /// Every policy, in the order names are listed.
    pub const ALL: [Going; 5] = [
        Going::Go,
        Going::Stay,
        Going::Points(TWENTY_ONE),
        Going::Ev,
        Going::Random,
    ];

    /// The policy's name in a player's name (`greedy-1ply+points:21`).
    #[must_use]
    pub fn name(self) -> String {
        match self {
            Going::Go => "go".into(),
            Going::Stay => "stay".into(),
            Going::Points(n) => format!("points:{n}"),
            Going::Ev => "ev".into(),
            Going::Random => "random".into(),
        }
    }

    /// The names listed in an error: each of [`ALL`](Self::ALL)'s, `points:N` for any N.
    pub const LISTED: [&'static str; 6] = ["go", "stay", "21", "ev", "random", "points:N"];

    /// The policy named `name` (as [`name`](Self::name) writes it, or `21` for
    /// `points:21`), if any.
    #[must_use]
    pub fn named(name: &str) -> Option<Going> {
        let points = |n: &str| n.parse::<u32>().ok().filter(|n| *n > 0).map(Going::Points);
        match name {
            "go" => Some(Going::Go),
            "stay" => Some(Going::Stay),
            "ev" => Some(Going::Ev),
            "random" => Some(Going::Random),
            "21" => Some(Going::Points(TWENTY_ONE)),
            _ => points(name.strip_prefix("points:")?),
        }
    }

    /// Whether the decision looks at the play the player would make if he stayed.
    #[must_use]
    pub fn looks_at_the_play(self) -> bool {
        matches!(self, Going::Points(_) | Going::Ev)
    }

    /// Whether the roller of `game`'s current roll goes, `play` being the play he would make
    /// if he stayed (given when [`looks_at_the_play`](Self::looks_at_the_play)).
    pub fn goes(self, game: &Game<'_>, play: Option<Choice>, rng: &mut fastrand::Rng) -> bool {
        match self {
            Going::Go => true,
            Going::Stay => false,
            Going::Random => rng.bool(),
            Going::Points(n) => play
                .and_then(|c| after_play(game, c.index))
                .is_none_or(|s| points_to_play(&s) < n),
            Going::Ev => stay_gain36(game, play.and_then(|c| c.future36).unwrap_or(0)) <= 0,
        }
    }
}

/// The board the roll's play `i` leaves, seen by the roller.
fn after_play(game: &Game<'_>, i: usize) -> Option<crate::engine::trictrac::Sided> {
    let set = &game.turn()?.plays().plays;
    Some(set.compact().get(i)?.result(set.start()))
}

/// The marks' worth to `me` in points: twelve a trou and his points, less the opponent's.
#[must_use]
pub fn worth(m: &Marks, me: Color) -> i32 {
    let of = |c: Color| 12 * m.trous(c) as i32 + m.points(c) as i32;
    of(me) - of(me.opposite())
}

/// What staying gains over going, in 36ths of a point: the marks staying leaves against those
/// going leaves, plus `future36`, the value of the play he would make.
fn stay_gain36(game: &Game<'_>, future36: i32) -> i32 {
    let Some(t) = game.turn() else { return 0 };
    let marks =
        |go: bool| mark_roll(&t.marks_before(), t.score(), t.declared(), go, game.rules()).marks;
    let me = t.color();
    36 * (worth(&marks(false), me) - worth(&marks(true), me)) + future36
}

#[cfg(test)]
mod tests;
