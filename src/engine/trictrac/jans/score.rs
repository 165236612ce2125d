//! What a roll scores: a [`Score`] of [`JanScore`] lines, each with its means ([`Detail`]) —
//! fixed capacity, no heap allocation, read as slices.

use std::fmt;
use std::ops::Deref;

use arrayvec::ArrayVec;
use serde::Serialize;

use super::{Jan, Means};
use crate::engine::{Color, Roll};

/// Room for the means of one jan: by the first number, by the second, by the sum.
pub const MAX_MEANS: usize = 3;

/// The means of one jan scored, read as a slice of [`Means`].
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Detail {
    len: u8,
    means: [Means; MAX_MEANS],
}

impl Detail {
    pub(crate) const NONE: Detail = Detail {
        len: 0,
        means: [Means::NONE; MAX_MEANS],
    };

    /// The means of `list` (at most [`MAX_MEANS`]).
    #[inline]
    pub(crate) fn new(list: &[Means]) -> Detail {
        let mut d = Detail::NONE;
        let n = list.len().min(MAX_MEANS);
        d.means[..n].copy_from_slice(&list[..n]);
        d.len = n as u8;
        d
    }
}

impl Deref for Detail {
    type Target = [Means];
    fn deref(&self) -> &[Means] {
        &self.means[..usize::from(self.len)]
    }
}

impl<'a> IntoIterator for &'a Detail {
    type Item = &'a Means;
    type IntoIter = std::slice::Iter<'a, Means>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl fmt::Debug for Detail {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for Detail {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

/// One jan scored by a roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct JanScore {
    /// Which jan.
    pub jan: Jan,
    /// Who scores it.
    pub to: Color,
    /// The number of means.
    pub means: u32,
    /// The points: means × the tariff.
    pub points: u32,
    /// The flèche the jan is about (the checker hit, the jan filled…), White's frame.
    pub at: Option<u8>,
    /// Each means in words.
    pub detail: Detail,
}

/// Room for every jan of one roll: at most 15 opponent checkers hit, and the others once each.
pub const MAX_LINES: usize = 32;

/// The jans of a roll, in marking order, read as a slice of [`JanScore`].
/// Stored in an [`ArrayVec`]: a fresh score writes nothing into the room it does not use.
#[derive(Clone)]
pub struct Lines {
    lines: ArrayVec<JanScore, MAX_LINES>,
}

impl Lines {
    pub(crate) fn clear(&mut self) {
        self.lines.clear();
    }

    #[inline]
    pub(crate) fn push(&mut self, line: JanScore) {
        debug_assert!(!self.lines.is_full());
        // a roll never scores more lines than there is room for (see MAX_LINES)
        let _ = self.lines.try_push(line);
    }

    /// The lines as a slice.
    #[must_use]
    pub fn as_slice(&self) -> &[JanScore] {
        &self.lines
    }
}

impl Deref for Lines {
    type Target = [JanScore];
    fn deref(&self) -> &[JanScore] {
        self.as_slice()
    }
}

impl<'a> IntoIterator for &'a Lines {
    type Item = &'a JanScore;
    type IntoIter = std::slice::Iter<'a, JanScore>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl PartialEq for Lines {
    fn eq(&self, other: &Lines) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for Lines {}

impl fmt::Debug for Lines {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// Everything a roll scores, the roller's own points first (`jan.order`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Score {
    /// Who rolled.
    pub roller: Color,
    /// The roll.
    pub roll: Roll,
    /// The jans, roller's first.
    pub jans: Lines,
}

impl Default for Score {
    fn default() -> Self {
        Score::new()
    }
}

impl Score {
    /// An empty score, to be written by [`super::score_into`].
    #[must_use]
    #[inline]
    pub fn new() -> Score {
        Score {
            roller: Color::White,
            roll: Roll::new(1, 1).expect("1-1"),
            jans: Lines {
                lines: ArrayVec::new_const(),
            },
        }
    }

    /// Total points scored by `color` from this roll.
    #[must_use]
    pub fn points(&self, color: Color) -> u32 {
        self.jans
            .iter()
            .filter(|j| j.to == color)
            .map(|j| j.points)
            .sum()
    }
}
