//! The conformance layer, above the engine: rule profiles read from YAML ([`profile`]), the
//! the comment that cites the source of each option a profile sets ([`citation`]), the
//! scenario files that transcribe the treatises' examples ([`scenario`]: parser, runner,
//! report), the conformance run over a tree of them ([`check`]) and its failures drawn as
//! compiler errors ([`fail`]).

pub mod analysis;
pub mod check;
pub mod citation;
pub mod fail;
pub mod profile;
pub mod scenario;
