//! The notations the treatises use, each parsed with nom and printed back.
//!
//! - [`canonical`]: 24 comma-separated signed counts F1..F24 in White's frame, used by the CLI
//!   and JSON.
//!
//! Parsers check syntax only; the rules are checked when the [`Setup`](crate::Setup) they build
//! is validated into a [`Position`](crate::Position).

pub mod canonical;
mod error;

pub use error::NotationError;
