//! The most work an input may ask for: every count a command line, a player's name or a
//! scenario file can name is held to one of these limits, declared here once. A count above
//! its limit is refused where it is read (at its `file:line:col`, or naming its flag), before
//! anything runs, so that no input makes tablier run for hours or fill the memory. Each limit
//! is well above what every shipped scenario, test and documented command asks for.

/// Trials of one rollout: `advice … by rollout N`, `rollout:N:BASE`. At about 20,000 trials a
/// second, a rollout of this many takes a second or less.
pub const ROLLOUT_TRIALS: u32 = 10_000;

/// Throws of one rollout trial: `rollout:TRIALS:BASE:HORIZON` (a trial stops anyway when the
/// relevé ends).
pub const ROLLOUT_HORIZON: u32 = 100;

/// Trials of all the `advice … by rollout N` lines of one scenario file together.
pub const FILE_ROLLOUT_TRIALS: u64 = 100_000;

/// `roll` lines of one scenario file (each roll, played or an alternative, is scored and
/// drawn on the scenario's card).
pub const FILE_ROLLS: usize = 10_000;

/// Games of `selfplay --games`, and deals of `match --games` (each played twice). The soak run
/// of the README plays this many.
pub const GAMES: u64 = 1_000_000;

/// Deals of a scenario's `tournament` line (and of its `recorded` lines).
pub const TOURNAMENT_DEALS: u64 = 20_000;

/// Marqués of the game à écrire (`--form ecrire:N`, `form ecrire:N`).
pub const MARQUES: u32 = 100;

/// Trous a scenario may state (`trous white N black N`): more than any game reaches.
pub const STATED_TROUS: u32 = 1_000;

/// Refaits a scenario may state (`refaits N`).
pub const REFAITS: u32 = 100;

/// A count above `limit`, as the error says it: `WHAT: at most LIMIT, found N`.
#[must_use]
pub fn above(what: &str, limit: impl std::fmt::Display, found: impl std::fmt::Display) -> String {
    format!("{what}: at most {limit}, found {found}")
}
