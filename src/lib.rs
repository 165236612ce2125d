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
//!   YAML [`profile`](conformance::profile)s ([`Profiles`], [`Profile`]).
//! - Legal plays: [`legal_plays`], [`judge`] and [`MoveError`]; scoring: [`score()`]; the chances
//!   of each jan: [`chances`](engine::chances).
//! - One engine, each rule written once on bit masks with no allocation in the hot paths:
//!   [`moves`](engine::moves) (legal plays; `judge` names the rule a play breaks from the same
//!   checks) and [`jans`](engine::jans) (scoring). A property test holds it equal, on random
//!   positions, to a naive test oracle written rule by rule (`tests/oracle/`).
//! - Notations: [`notation`](engine::notation), with [`Notation`] for the treatises' notations and
//!   [`parse_position`] for a position on one line.
//! - A text diagram of the board: [`text_diagram`].
//!
//! The layers, each pointing only down: [`engine`] (the game) ← [`input`] (files and
//! diagnostics) ← [`conformance`] (profiles, scenarios, the check) ← [`corpus`] (the annotated
//! readings) ← [`site`] (the static report) ← [`cli`] (the commands).
//!
//! Rule IDs (`move.coin.enter-together`, `jan.fill.petit`…) are those of the project's rules
//! catalogue, `src/engine/catalogue.rs`; every error and every scored jan names one.

pub mod cli;
pub mod conformance;
pub mod corpus;
pub mod engine;
pub mod input;
pub mod site;

pub use conformance::profile::{Profile, Profiles};
pub use engine::trictrac::{
    every_legal_way, generate, judge, legal_plays, numbers_left, parse_position, score,
    text_diagram, ClosedJans, Context, Dest, EcoleDeuxJetons, EcoleFausseCase, EcoleTiming,
    ExitMethod, Fleche, FullJans, Jan, JanScore, Mezeas, Move, MoveError, Notation, NotationError,
    Payout, Play, Plays, Position, PositionError, Quarter, Rules, Score, Setup, Sided, SixTables,
    Step, UnchallengedMarks,
};
pub use engine::{Color, ParseColorError, ParseRollError, Roll, RuleId};
