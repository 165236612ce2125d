//! The public lists of plays: fixed capacity, no heap allocation, each play kept compact and
//! made a full [`Play`] (with the board it leaves) only when it is asked for.

use std::fmt;
use std::ops::{Deref, DerefMut};

use serde::Serialize;

use super::list::CompactPlay;
use crate::engine::trictrac::{Play, Sided};

/// Room for the distinct legal plays of any roll: a play of both numbers is fixed by the
/// checker playing the higher and the one playing the lower (at most 15 × 16 pairs, one of
/// them the flèche the first reaches), with at most 15 tout d'une first by the lower number
/// and the coin par puissance; a single number moves at most 15 checkers.
pub const MAX_PLAYS: usize = 256;

/// The distinct legal plays of a roll, in the order of their first way of playing, each shown
/// by that way (in the manner of a move list on the stack).
#[derive(Clone)]
pub struct PlaySet {
    start: Sided,
    len: u16,
    list: [CompactPlay; MAX_PLAYS],
}

impl PlaySet {
    /// No play yet, from `start`.
    #[inline]
    pub(crate) fn empty(start: &Sided) -> PlaySet {
        PlaySet {
            start: *start,
            len: 0,
            list: [CompactPlay::default(); MAX_PLAYS],
        }
    }

    /// The plays become those of `list` (at most [`MAX_PLAYS`]).
    #[inline]
    pub(crate) fn set(&mut self, list: &[CompactPlay]) {
        debug_assert!(list.len() <= MAX_PLAYS, "{} distinct plays", list.len());
        let n = list.len().min(MAX_PLAYS);
        self.list[..n].copy_from_slice(&list[..n]);
        self.len = n as u16;
    }

    /// How many plays.
    #[must_use]
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// No play at all (never the case of a roll's plays: nothing playable is one empty play).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The board before the plays, seen by the player.
    #[must_use]
    pub fn start(&self) -> &Sided {
        &self.start
    }

    /// The plays in eight bytes each (their boards by [`CompactPlay::result`]).
    #[must_use]
    pub fn compact(&self) -> &[CompactPlay] {
        &self.list[..self.len()]
    }

    /// Play `i`, with the board it leaves.
    #[must_use]
    pub fn get(&self, i: usize) -> Option<Play> {
        self.compact().get(i).map(|p| p.to_play(&self.start))
    }

    /// Each play, with the board it leaves (made as it is reached).
    pub fn iter(&self) -> PlayIter<'_> {
        PlayIter {
            start: &self.start,
            inner: self.compact().iter(),
        }
    }

    /// The plays as a `Vec` of full plays.
    #[must_use]
    pub fn to_vec(&self) -> Vec<Play> {
        self.iter().collect()
    }
}

impl<'a> IntoIterator for &'a PlaySet {
    type Item = Play;
    type IntoIter = PlayIter<'a>;
    fn into_iter(self) -> PlayIter<'a> {
        self.iter()
    }
}

/// The plays of a [`PlaySet`], each made a full [`Play`] as it is reached.
#[derive(Clone)]
pub struct PlayIter<'a> {
    start: &'a Sided,
    inner: std::slice::Iter<'a, CompactPlay>,
}

impl Iterator for PlayIter<'_> {
    type Item = Play;
    fn next(&mut self) -> Option<Play> {
        self.inner.next().map(|p| p.to_play(self.start))
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.inner.size_hint()
    }
}

impl DoubleEndedIterator for PlayIter<'_> {
    fn next_back(&mut self) -> Option<Play> {
        self.inner.next_back().map(|p| p.to_play(self.start))
    }
}

impl ExactSizeIterator for PlayIter<'_> {}

impl PartialEq for PlaySet {
    fn eq(&self, other: &PlaySet) -> bool {
        self.start == other.start && self.compact() == other.compact()
    }
}

impl Eq for PlaySet {}

impl fmt::Debug for PlaySet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// The numbers of a roll that go unplayed (`jan.impuissance`), high first: none, one, or both
/// (a doublet with neither playable lists its number twice).
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub struct Numbers {
    len: u8,
    numbers: [u8; 2],
}

impl Numbers {
    /// The numbers of `list` (at most two).
    #[inline]
    pub(crate) fn new(list: &[u8]) -> Numbers {
        let mut n = Numbers::default();
        let len = list.len().min(2);
        n.numbers[..len].copy_from_slice(&list[..len]);
        n.len = len as u8;
        n
    }
}

impl Deref for Numbers {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.numbers[..usize::from(self.len)]
    }
}

impl DerefMut for Numbers {
    fn deref_mut(&mut self) -> &mut [u8] {
        &mut self.numbers[..usize::from(self.len)]
    }
}

impl PartialEq<Vec<u8>> for Numbers {
    fn eq(&self, other: &Vec<u8>) -> bool {
        **self == other[..]
    }
}

impl PartialEq<Numbers> for Vec<u8> {
    fn eq(&self, other: &Numbers) -> bool {
        self[..] == **other
    }
}

impl fmt::Debug for Numbers {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for Numbers {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

/// The legal plays of a roll, and the numbers that could not be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plays {
    /// Distinct plays; a single play with no move when nothing can be played.
    pub plays: PlaySet,
    /// The numbers of the roll that go unplayed.
    pub unplayable: Numbers,
}

#[cfg(test)]
mod tests {
    use crate::engine::{
        trictrac::{generate, parse_position, Rules, Sided},
        Color, Roll,
    };

    fn plays_of(text: &str, a: u8, b: u8) -> super::Plays {
        let setup = parse_position(text).expect("position");
        let s = Sided::new(&setup, Color::White);
        generate(&s, Roll::new(a, b).expect("dice"), &Rules::default())
    }

    #[test]
    fn a_play_set_lists_the_same_plays_every_way_it_is_read() {
        let p = plays_of("lepeintre white=A: white A13 F G; black Y15", 6, 5);
        let set = &p.plays;
        let all = set.to_vec();
        assert!(set.len() > 2 && !set.is_empty());
        assert_eq!(all.len(), set.len());
        assert_eq!(set.iter().len(), set.len());
        assert_eq!(set.iter().size_hint(), (set.len(), Some(set.len())));
        let mut back: Vec<_> = set.iter().rev().collect();
        back.reverse();
        assert_eq!(back, all);
        for (i, play) in all.iter().enumerate() {
            assert_eq!(set.get(i).as_ref(), Some(play));
        }
        assert!(set.get(set.len()).is_none());
        assert_eq!(format!("{set:?}"), format!("{all:?}"));
        // equal sets, and sets of another roll or board
        assert_eq!(
            *set,
            plays_of("lepeintre white=A: white A13 F G; black Y15", 5, 6).plays
        );
        assert_ne!(
            *set,
            plays_of("lepeintre white=A: white A13 F G; black Y15", 6, 4).plays
        );
        assert_ne!(
            *set,
            plays_of("lepeintre white=A: white A12 F G H; black Y15", 6, 5).plays
        );
    }

    #[test]
    fn a_set_with_no_play_yet_is_empty() {
        let p = plays_of("lepeintre white=A: white A13 F G; black Y15", 6, 5);
        let none = super::PlaySet::empty(&p.plays.start);
        assert!(none.is_empty());
        assert_eq!(none.len(), 0);
        assert!(none.to_vec().is_empty());
        assert!(!p.plays.is_empty());
    }

    #[test]
    fn the_numbers_left_unplayed_compare_with_a_list() {
        // White's only checkers are boxed in: the talon's 6 and 5 land on Black's cases
        let p = plays_of("lepeintre white=A: white A15; black F2 G2 Y11", 6, 5);
        assert_eq!(p.unplayable, vec![6u8, 5]);
        assert_eq!(vec![6u8, 5], p.unplayable);
        assert_ne!(p.unplayable, vec![6u8]);
        assert_ne!(vec![5u8, 6], p.unplayable);
        assert_eq!(format!("{:?}", p.unplayable), "[6, 5]");
        let q = plays_of("lepeintre white=A: white A13 F G; black Y15", 6, 5);
        assert_eq!(q.unplayable, Vec::<u8>::new());
    }
}
