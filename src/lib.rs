//! # tablier
//!
//! An executable reading of the rules of the grand trictrac, the French table game of the
//! 17th–19th centuries, checked against the worked examples of its treatises (Jollyvet 1634,
//! Soumille 1738, Lepeintre 1818…).
//!
//! - Vocabulary: [`Color`], [`Fleche`], [`Roll`], [`Setup`] (unvalidated) and [`Position`]
//!   (validated, with [`PositionError`] naming the rule broken), [`Sided`] (the board seen by
//!   one player), [`Quarter`] and [`FullJans`].
//! - Rule options that differ between treatises: [`Rules`], set per reading of a treatise by the
//!   YAML [`profile`]s ([`Profiles`], [`Profile`]).
//! - Legal plays: [`legal_plays`], [`judge`] and [`MoveError`]; scoring: [`score()`]; the chances
//!   of each jan: [`chances`].
//! - Two engines give the same results: the rule-by-rule reference ([`movegen`], [`jans`]),
//!   which reads like the rules and names the rule a play breaks, and the fast path
//!   ([`fast`]), with no allocation, behind [`legal_plays`], [`generate`] and [`score()`]. A
//!   property test holds them equal on random positions.
//! - Notations: [`notation`], with [`Notation`] for the treatises' notations and
//!   [`parse_position`] for a position on one line.
//! - A text diagram of the board: [`text_diagram`].
//!
//! Rule IDs (`move.coin.enter-together`, `jan.fill.petit`…) are those of the project's rules
//! catalogue, `RULES.md`; every error and every scored jan names one.

pub mod catalogue;
pub mod chances;
pub mod check;
pub mod cli;
mod color;
pub mod corpus;
pub mod diag;
pub mod diagram;
pub mod fast;
mod fleche;
pub mod jans;
pub mod marking;
pub mod movegen;
pub mod notation;
mod position;
pub mod profile;
mod quarter;
mod roll;
mod rules;
pub mod scenario;
pub mod selfplay;
mod setup;
pub mod sided;
pub mod site;

pub use color::{Color, ParseColorError};
pub use diagram::text_diagram;
pub use fast::{generate, legal_plays, score};
pub use fleche::Fleche;
pub use jans::{Context, Jan, JanScore, Score};
pub use movegen::{every_legal_way, judge, numbers_left, Dest, Move, MoveError, Play, Plays, Step};
pub use notation::{parse_position, Notation, NotationError};
pub use position::{Position, PositionError};
pub use profile::{Profile, Profiles};
pub use quarter::{FullJans, Quarter};
pub use roll::{ParseRollError, Roll};
pub use rules::{
    ClosedJans, EcoleDeuxJetons, EcoleFausseCase, EcoleTiming, ExitMethod, Mezeas, Payout, Rules,
    SixTables, UnchallengedMarks,
};
pub use setup::Setup;
pub use sided::Sided;
