//! The base play policies a deeper player builds on (a maxim's overrides, a rollout's trials):
//! `greedy` or `greedy-1ply`, and the value each gives the board a play leaves.

use super::greedy::structure;
use super::OnePly;
use crate::engine::trictrac::{Rules, Sided};

/// A base play policy: `greedy` or `greedy-1ply`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Base {
    /// `greedy`: the best [`structure`], the first among equals.
    Greedy,
    /// `greedy-1ply`: the best 1-ply future, then the best structure, then the first.
    OnePly,
}

impl Base {
    /// Both, in the order names are listed.
    pub const ALL: [Base; 2] = [Base::Greedy, Base::OnePly];

    /// Its name, as the play policy of that name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Base::Greedy => "greedy",
            Base::OnePly => "greedy-1ply",
        }
    }

    /// The base's value of the board `after` a play leaves (its roller's frame; higher is
    /// better, compared as a pair): the structure for `greedy`; the 1-ply future, then the
    /// structure, for `greedy-1ply` (`one` its reusable tables).
    pub fn value(self, one: &mut OnePly, after: &Sided, rules: &Rules) -> (i32, i32) {
        match self {
            Base::Greedy => (structure(after), 0),
            Base::OnePly => (one.future36(after, rules), structure(after)),
        }
    }
}
