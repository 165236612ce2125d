//! The engine: the games of the tables family and nothing else — no files, no YAML, no
//! Markdown.
//!
//! - What every game shares, one small file each: [`Color`], [`Roll`], the rule IDs of the
//!   [`catalogue`], the one way a game declares its rule options ([`options`]), the terms
//!   explained in the [`glossary`], the declared [`limits`] on what an input may ask, the
//!   [`GameKind`] that says which game a file plays, and the "did you mean" of [`spelling`].
//! - [`trictrac`]: the grand trictrac, its board, legal plays, jans, marking, écoles, the game
//!   and its self-play.
//! - [`tables`]: the backgammon family on one board and its settings: legal plays, the judge,
//!   the game's end and value, the cube and the match, gnubg's IDs, its notations.
//!
//! The two games' folders never name each other (`tests/layers.rs`).

pub mod catalogue;
mod color;
pub mod glossary;
mod kind;
pub mod limits;
pub mod options;
mod roll;
pub mod spelling;
pub mod tables;
pub mod trictrac;

pub use catalogue::{RuleId, UnknownRuleId};
pub use color::{Color, ParseColorError};
pub use kind::GameKind;
pub use options::{OptionValue, RuleOption};
pub use roll::{ParseRollError, Roll};
