//! The input layer: diagnostics placed at `file:line:col` ([`diag`]) and the reading of input
//! files with their limits ([`files`]). It sits below every parser (scenarios, profiles, readings).

pub mod diag;
pub mod files;
