//! The conformance layer, above the engine: rule profiles read from YAML ([`profile`]), the
//! scenario files that transcribe the treatises' examples ([`scenario`]: parser, runner,
//! report) and the conformance run over a tree of them ([`check`]).

pub mod check;
pub mod profile;
pub mod scenario;
