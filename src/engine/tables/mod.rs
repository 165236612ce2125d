//! Backgammon, the second game of the tables family hosted by the engine, on the vocabulary
//! trictrac shares with it ([`Color`](crate::engine::Color), [`Roll`](crate::engine::Roll),
//! [`RuleId`](crate::engine::RuleId), the rule-option machinery): its own position
//! ([`BgSetup`], [`BgPosition`]), rule options ([`BgRules`]), legal plays ([`plays`]), the
//! judgement of a play ([`judge`]), the game's end and value, the cube and the match
//! ([`game`], their range in [`stake`]), gnubg's Position ID and Match ID ([`id`]), its
//! notations ([`notation`]) and its chance counts ([`chances`]). Nothing here reads trictrac's rules, nor they these.
//!
//! The same engine plays long nardy: a position carries its geometry ([`Geometry`]: contrary,
//! a side's point `p` the other's `25 - p`, or parallel, `p + 12` or `p - 12`), and the head
//! start, the head rule and the six-block rule are settings of [`BgRules`]; under parallel
//! movement or a limit on movement the legal plays are walked on their own path, chosen once
//! (`plays/limited.rs`).
//!
//! And plakoto: under `pinning: true` a lone checker landed on is pinned, not hit; the
//! position marks which checker is on top ([`BgSetup::pinned`], [`pins`]), the plays are
//! walked in `plays/pinning.rs`, and the mother checker's end is [`pins::mother_end`].

pub mod acey;
pub mod chances;
pub mod diagram;
pub mod game;
pub mod id;
pub mod judge;
pub mod notation;
pub mod pins;
pub mod plays;
mod position;
mod rules;
pub mod selfplay;
pub mod series;
pub mod stake;
pub mod throw3;

pub use acey::AceyStep;
pub use game::{BgGame, BgGameError, Cube, GameResult, MatchState};
pub use judge::{judge, BgMoveError};
pub use plays::{
    boards_into, generate_into, generate_three_into, judge_three, legal_plays, legal_plays_three,
    with_play_list, BgBoard, BgBoardList, BgLongPlay, BgMove, BgPlay, BgPlayList, BgThrowList,
};
pub use position::{facing, side, BgPosition, BgPositionError, BgSetup, BAR, CHECKERS, OFF};
pub use rules::{
    BearOff, BgRules, Dice, DropCosts, Entering, FirstChecker, FirstCheckerRelease, Gammon,
    Geometry, Head, HitFrom, Mother, Opening, PrimeOpen, Stake, Start, Triple, Triplet,
};
pub use series::{Series, SeriesError};
pub use stake::{BgStakeError, MAX_CUBE, MAX_LENGTH};
pub use throw3::Throw3;
