//! The players of self-play and of matches: each a play policy (which of a roll's legal plays
//! to make) and a going policy (whether to go away, `mark.sen-aller`, when a trou lets him),
//! behind one trait, [`Player`]. The engine's [`Game`] owns the state and applies the rules;
//! a player only chooses, from what the game shows him.
//!
//! - Play policies ([`PlayPolicy`]): [`RandomPlays`] (any legal play), [`GreedyPlays`] (the
//!   cheap structural one: full jans, then cases, then demi-cases), [`OnePly`] (`greedy-1ply`:
//!   the expected points of the next two throws, read off the chance tables), [`Expectimax`]
//!   (`expectimax-2ply`: the opponent's next throw played out exactly, the rest by 1-ply),
//!   [`RolloutPlays`] (`rollout:TRIALS:BASE`: truncated rollouts over a base player), and the
//!   maxim players ([`maxim`]: `bold:greedy`, `cautious:greedy-1ply`, a base under a treatise's
//!   system), over a [`Base`].
//! - Going policies ([`Going`]): always go, always stay, Lepeintre's "21 points à jouer" (r.53),
//!   by expected value (for a play policy that values its plays), at random.
//! - Names: a player is written `PLAY+GOING` (`greedy-1ply+21`) or `PLAY` alone, with the going
//!   policy that play policy has by default ([`PlayerSpec`]).
//!
//! Every choice is deterministic for the random stream the player is given: the same seed,
//! the same games.

mod base;
mod expectimax;
mod going;
mod greedy;
pub mod maxim;
mod one_ply;
mod random;
mod rollout;
mod spec;
mod twenty_one;

pub use base::Base;
pub use expectimax::Expectimax;
pub use going::Going;
pub use greedy::{structure, GreedyPlays};
pub use one_ply::{net_of_table, OnePly};
pub use random::RandomPlays;
pub use rollout::{Accrued, Estimate, Rollout, RolloutPlays, HORIZON};
pub use spec::{PlaySpec, PlayerSpec, UnknownPlayer};
pub use twenty_one::{points_to_play, TWENTY_ONE};

use crate::engine::trictrac::game::Game;
use crate::engine::{trictrac::Sided, Roll};

/// The first of the roll's plays with the greatest key, and that key: `key` is given the board
/// each play leaves (the roller's frame), `None` for a play out of the running; `None` when no
/// roll is being played or no play runs.
fn best_play<K: Ord>(
    game: &Game<'_>,
    mut key: impl FnMut(&Sided) -> Option<K>,
) -> Option<(K, usize)> {
    let set = &game.turn()?.plays().plays;
    let mut best: Option<(K, usize)> = None;
    for (i, p) in set.compact().iter().enumerate() {
        let Some(k) = key(&p.result(set.start())) else {
            continue;
        };
        if best.as_ref().is_none_or(|(b, _)| k > *b) {
            best = Some((k, i));
        }
    }
    best
}

/// The first of the roll's plays with the greatest pair (`key`, `tie`) of the board it leaves,
/// and that pair, as [`best_play`] with the key `(key, tie)`: `tie` (the tie-break) is read
/// only on the boards whose `key` equals the best one so far (each board at most once).
fn best_play_tied<K: Ord, T: Ord + Copy>(
    game: &Game<'_>,
    mut key: impl FnMut(&Sided) -> K,
    mut tie: impl FnMut(&Sided) -> T,
) -> Option<((K, T), usize)> {
    let set = &game.turn()?.plays().plays;
    // the best so far: its key, its tie-break once read, its index and its board
    let mut best: Option<(K, Option<T>, usize, Sided)> = None;
    for (i, p) in set.compact().iter().enumerate() {
        let after = p.result(set.start());
        let k = key(&after);
        match &mut best {
            Some((b, bt, bi, board)) if k == *b => {
                let held = *bt.get_or_insert_with(|| tie(board));
                let t = tie(&after);
                if t > held {
                    (*bt, *bi, *board) = (Some(t), i, after);
                }
            }
            Some((b, ..)) if k < *b => {}
            _ => best = Some((k, None, i, after)),
        }
    }
    best.map(|(k, t, i, board)| ((k, t.unwrap_or_else(|| tie(&board))), i))
}

/// The roll being played in `game`, and the board it is played from (the roller's frame).
fn roll_and_board(game: &Game<'_>) -> Option<(Roll, Sided)> {
    game.turn().map(|t| (t.roll(), *t.plays().plays.start()))
}

/// What a play policy chose: the index of the play among the roll's legal plays
/// (`Turn::plays`), and its value when the policy has one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    /// Index into the roll's distinct legal plays.
    pub index: usize,
    /// The expected net points of the throws after the play, in 36ths of a point (see
    /// [`OnePly`]); `None` for a policy that does not count points.
    pub future36: Option<i32>,
}

/// Which of a roll's legal plays to make.
pub trait PlayPolicy: Send {
    /// The policy's name (`greedy-1ply`).
    fn name(&self) -> &'static str;

    /// Its full name, with its parameters (`rollout:1296:greedy`): its name by default.
    fn label(&self) -> String {
        self.name().to_string()
    }

    /// A play of the roll being played in `game` (`game.turn()`, which has at least one
    /// play: nothing playable is one empty play).
    fn choose(&mut self, game: &Game<'_>, rng: &mut fastrand::Rng) -> Choice;

    /// The index of [`choose`](Self::choose)'s play, when its value will not be read: a
    /// policy may then spare the work of valuing a roll's only play (it must choose the same
    /// play, and draw the same numbers from `rng`).
    fn choose_index(&mut self, game: &Game<'_>, rng: &mut fastrand::Rng) -> usize {
        self.choose(game, rng).index
    }
}

/// Whether the roll being played in `game` has one play at most (nothing to choose).
fn forced(game: &Game<'_>) -> bool {
    game.turn().is_none_or(|t| t.plays().plays.len() <= 1)
}

/// A player: asked, on each of his rolls, whether to go away (only when the marking lets him)
/// and, if he stays, which play to make.
pub trait Player: Send {
    /// The player's full name (`greedy-1ply+21`).
    fn name(&self) -> &str;

    /// Whether to go away on the roll being played: asked only when its trous let him.
    fn goes(&mut self, game: &Game<'_>, rng: &mut fastrand::Rng) -> bool;

    /// Which of the roll's legal plays to make (an index into `game.turn()`'s plays).
    fn choose_play(&mut self, game: &Game<'_>, rng: &mut fastrand::Rng) -> usize;

    /// A new game starts: nothing of the last one may weigh on this one's choices (the
    /// figures of a seed must not depend on which games a thread played before).
    fn new_game(&mut self) {}
}

/// A player made of a play policy and a going policy.
pub struct Composed {
    name: String,
    plays: Box<dyn PlayPolicy>,
    going: Going,
    /// The play chosen while deciding to stay (the 21 points and the expected value look at
    /// it), made when the player is asked for his play on the same roll: kept with the roll
    /// and the board it was chosen on, so that it is never made on another (a game can end on
    /// the roll he stayed on, before any play).
    pending: Option<(usize, Roll, Sided)>,
}

impl Composed {
    /// The player playing by `plays` and going by `going`.
    #[must_use]
    pub fn new(plays: Box<dyn PlayPolicy>, going: Going) -> Composed {
        Composed {
            name: format!("{}+{}", plays.label(), going.name()),
            plays,
            going,
            pending: None,
        }
    }
}

impl Player for Composed {
    fn name(&self) -> &str {
        &self.name
    }

    fn goes(&mut self, game: &Game<'_>, rng: &mut fastrand::Rng) -> bool {
        self.pending = None;
        let go = if self.going.looks_at_the_play() {
            let choice = self.plays.choose(game, rng);
            self.pending = roll_and_board(game).map(|(roll, board)| (choice.index, roll, board));
            self.going.goes(game, Some(choice), rng)
        } else {
            self.going.goes(game, None, rng)
        };
        if go {
            self.pending = None;
        }
        go
    }

    fn new_game(&mut self) {
        self.pending = None;
    }

    fn choose_play(&mut self, game: &Game<'_>, rng: &mut fastrand::Rng) -> usize {
        match self.pending.take() {
            Some((i, roll, board)) if roll_and_board(game) == Some((roll, board)) => i,
            _ => self.plays.choose_index(game, rng),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests;
