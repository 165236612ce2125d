//! The input layer: diagnostics placed at `file:line:col` ([`diag`]), what of the input may be
//! shown on a terminal ([`shown`]) and what to say of YAML that does not read ([`yaml`]); the
//! reading of input files with their limits ([`files`]), where a path may be read or written
//! ([`paths`]), and where the corpus and scenarios are found ([`root`]).
//! [`hash`] is the one hash used to tell bytes unchanged. It sits below every parser (scenarios, profiles, readings).

pub mod diag;
pub mod files;
pub mod hash;
pub mod paths;
pub mod root;
pub mod shown;
pub mod yaml;
