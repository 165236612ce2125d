//! The engine: the game of grand trictrac and nothing else — no files, no YAML, no Markdown.
//!
//! - Vocabulary, one small file each: [`Color`], [`Fleche`], [`Roll`], [`Setup`] (unvalidated)
//!   and [`Position`] (validated, with [`PositionError`] naming the rule broken), [`Sided`] (the
//!   board seen by one player), [`Quarter`] and [`FullJans`]; the rule IDs of the
//!   [`catalogue`], and the French terms explained in the [`glossary`].
//! - The rule options on which the treatises differ: [`Rules`].
//! - Notations of positions: [`notation`]; a text diagram: [`text_diagram`].
//! - Legal plays and the judgement of a play ([`moves`]), jans ([`jans`]), chance tables
//!   ([`chances`]): each rule written once, on bit masks, with no heap allocation in the hot
//!   paths; marking, écoles and the game ([`marking`]), the game's state and its transitions
//!   ([`game`]), self-play ([`selfplay`]).

pub mod backgammon;
pub mod catalogue;
pub mod chances;
mod color;
pub mod diagram;
mod fleche;
pub mod game;
pub mod glossary;
pub mod jans;
mod kind;
pub mod limits;
pub mod marking;
pub mod moves;
pub mod notation;
mod position;
mod quarter;
mod roll;
mod rules;
pub mod selfplay;
mod setup;
pub mod sided;
pub mod spelling;

pub use catalogue::{RuleId, UnknownRuleId};
pub use color::{Color, ParseColorError};
pub use diagram::text_diagram;
pub use fleche::Fleche;
pub use jans::{score, Context, Jan, JanScore, Score};
pub use kind::GameKind;
pub use moves::{
    every_legal_way, explain, generate, judge, legal_plays, numbers_left, Dest, Illegal, Move,
    MoveError, Play, Plays, Step,
};
pub use notation::{parse_position, Notation, NotationError};
pub use position::{Position, PositionError};
pub use quarter::{FullJans, Quarter};
pub use roll::{ParseRollError, Roll};
pub use rules::{
    ClosedJans, Counting, EcoleDeuxJetons, EcoleFausseCase, EcoleTiming, ExitMethod, GameTrous,
    Mezeas, OptionValue, Payout, RuleOption, Rules, SixTables, UnchallengedMarks,
};
pub use setup::Setup;
pub use sided::Sided;
