//! The engine: the game of grand trictrac and nothing else — no files, no YAML, no Markdown.
//!
//! - Vocabulary, one small file each: [`Color`], [`Fleche`], [`Roll`], [`Setup`] (unvalidated)
//!   and [`Position`] (validated, with [`PositionError`] naming the rule broken), [`Sided`] (the
//!   board seen by one player), [`Quarter`] and [`FullJans`]; the rule IDs of the
//!   [`catalogue`], and the French terms explained in the [`glossary`].
//! - The rule options on which the treatises differ: [`Rules`].
//! - Notations of positions: [`notation`]; a text diagram: [`text_diagram`].
//! - Legal plays ([`movegen`], [`fast`]), jans ([`jans`]), chance tables ([`chances`]),
//!   marking, écoles and the game ([`marking`]), self-play ([`selfplay`]).

pub mod catalogue;
pub mod chances;
mod color;
pub mod diagram;
pub mod fast;
mod fleche;
pub mod glossary;
pub mod jans;
pub mod marking;
pub mod movegen;
pub mod notation;
mod position;
mod quarter;
mod roll;
mod rules;
pub mod selfplay;
mod setup;
pub mod sided;

pub use color::{Color, ParseColorError};
pub use diagram::text_diagram;
pub use fast::{generate, legal_plays, score};
pub use fleche::Fleche;
pub use jans::{Context, Jan, JanScore, Score};
pub use movegen::{every_legal_way, judge, numbers_left, Dest, Move, MoveError, Play, Plays, Step};
pub use notation::{parse_position, Notation, NotationError};
pub use position::{Position, PositionError};
pub use quarter::{FullJans, Quarter};
pub use roll::{ParseRollError, Roll};
pub use rules::{
    ClosedJans, EcoleDeuxJetons, EcoleFausseCase, EcoleTiming, ExitMethod, Mezeas, Payout, Rules,
    SixTables, UnchallengedMarks,
};
pub use setup::Setup;
pub use sided::Sided;
