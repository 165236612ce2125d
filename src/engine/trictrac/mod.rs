//! The grand trictrac, on the vocabulary the engine shares with the tables family.
//!
//! - Its vocabulary, one small file each: [`Fleche`], [`Setup`] (unvalidated) and [`Position`]
//!   (validated, with [`PositionError`] naming the rule broken), [`Sided`] (the board seen by
//!   one player), [`Quarter`] and [`FullJans`].
//! - The rule options on which the treatises differ: [`Rules`].
//! - Notations of positions: [`notation`]; a text diagram: [`text_diagram`].
//! - Legal plays and the judgement of a play ([`moves`]), jans ([`jans`]), chance tables
//!   ([`chances`]): each rule written once, on bit masks, with no heap allocation in the hot
//!   paths; marking, écoles and the game ([`marking`]), the game's state and its transitions
//!   ([`game`]), self-play ([`selfplay`]).

pub mod chances;
pub mod diagram;
mod fleche;
pub mod game;
pub mod jans;
pub mod marking;
pub mod moves;
pub mod notation;
mod position;
mod quarter;
mod rules;
pub mod selfplay;
mod setup;
pub mod sided;

pub use diagram::text_diagram;
pub use fleche::Fleche;
pub use jans::{score, Context, Jan, JanScore, Score};
pub use moves::{
    every_legal_way, explain, generate, judge, legal_plays, numbers_left, Dest, Illegal, Move,
    MoveError, Play, Plays, Step,
};
pub use notation::{parse_position, Notation, NotationError};
pub use position::{Position, PositionError};
pub use quarter::{FullJans, Quarter};
pub use rules::{
    ClosedJans, Counting, EcoleDeuxJetons, EcoleFausseCase, EcoleTiming, ExitMethod, GameTrous,
    Mezeas, Payout, Rules, SixTables, UnchallengedMarks,
};
pub use setup::Setup;
pub use sided::Sided;
