//! A throw of three dice (`bg.dice.three`, the garanguet), kept apart from the two-dice
//! [`Roll`](crate::engine::Roll) that every other game throws, and the numbers it plays: each
//! die once; a doublet among the three four times when it is higher than the third die, else
//! once each like any number (`bg.dice.three-doublet`); three equal dice nine or six times as
//! the profile's [`Triplet`] says (`bg.dice.triplet`).

use std::fmt;
use std::str::FromStr;

use super::rules::Triplet;

/// A throw of three dice, kept highest die first (`4-4-3`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Throw3 {
    dice: [u8; 3],
}

/// The numbers a throw of three dice plays, highest first: at most nine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Numbers {
    pub(super) n: [u8; 9],
    pub(super) len: u8,
}

impl Numbers {
    /// The numbers, highest first.
    #[must_use]
    pub fn as_slice(&self) -> &[u8] {
        &self.n[..usize::from(self.len)]
    }

    fn of(list: &[u8]) -> Numbers {
        let mut n = [0; 9];
        n[..list.len()].copy_from_slice(list);
        Numbers {
            n,
            len: list.len() as u8,
        }
    }
}

impl Throw3 {
    /// The throw of `a`, `b` and `c` in any order, if each is 1..=6.
    #[must_use]
    pub fn new(a: u8, b: u8, c: u8) -> Option<Throw3> {
        let mut dice = [a, b, c];
        if dice.iter().any(|d| !(1..=6).contains(d)) {
            return None;
        }
        dice.sort_unstable_by(|x, y| y.cmp(x));
        Some(Throw3 { dice })
    }

    /// The three dice, highest first.
    #[must_use]
    pub fn dice(self) -> [u8; 3] {
        self.dice
    }

    /// The numbers to play, highest first: three different dice once each; a doublet higher
    /// than the third die four times and the third once; a doublet lower than the third die
    /// once each, like the third; a triplet nine or six times (`triplet`).
    #[must_use]
    pub fn numbers(self, triplet: Triplet) -> Numbers {
        let [a, b, c] = self.dice;
        if a == c {
            match triplet {
                Triplet::Nine => Numbers::of(&[a; 9]),
                Triplet::Six => Numbers::of(&[a; 6]),
            }
        } else if a == b {
            // the doublet is the higher: it plays double
            Numbers::of(&[a, a, a, a, c])
        } else {
            // three different dice, or a doublet below the third die: each once
            Numbers::of(&[a, b, c])
        }
    }

    /// The 56 distinct throws of three dice, 1-1-1 first.
    pub fn all() -> impl Iterator<Item = Throw3> {
        (1..=6u8).flat_map(|a| {
            (1..=a).flat_map(move |b| (1..=b).map(move |c| Throw3 { dice: [a, b, c] }))
        })
    }

    /// How many of the 216 chances give this throw.
    #[must_use]
    pub fn chances(self) -> u32 {
        let [a, b, c] = self.dice;
        match (a == b, b == c) {
            (true, true) => 1,
            (false, false) => 6,
            _ => 3,
        }
    }
}

impl fmt::Display for Throw3 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c] = self.dice;
        write!(f, "{a}-{b}-{c}")
    }
}

/// A throw was not three dice 1..6 written `4-4-3`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseThrow3Error(pub String);

impl fmt::Display for ParseThrow3Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "expected a throw of three dice 1..6 such as `4-4-3`, found `{}`",
            self.0
        )
    }
}

impl std::error::Error for ParseThrow3Error {}

impl FromStr for Throw3 {
    type Err = ParseThrow3Error;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseThrow3Error(s.to_string());
        let parts: Vec<&str> = s.split('-').collect();
        let [a, b, c] = parts[..] else {
            return Err(err());
        };
        let die = |t: &str| {
            if t.len() == 1 {
                t.parse::<u8>().ok()
            } else {
                None
            }
        };
        match (die(a), die(b), die(c)) {
            (Some(a), Some(b), Some(c)) => Throw3::new(a, b, c).ok_or_else(err),
            _ => Err(err()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> Throw3 {
        s.parse().expect("a throw")
    }

    #[test]
    fn lepeintres_examples_give_his_numbers() {
        // 2, 2 and 3: the doublet is below the third die, 7 points in three numbers
        assert_eq!(t("2-2-3").numbers(Triplet::Nine).as_slice(), [3, 2, 2]);
        // 4, 4 and 3: sixteen for the carmes and three for the third die
        assert_eq!(
            t("4-4-3").numbers(Triplet::Nine).as_slice(),
            [4, 4, 4, 4, 3]
        );
        assert_eq!(t("6-5-1").numbers(Triplet::Six).as_slice(), [6, 5, 1]);
        assert_eq!(t("5-5-5").numbers(Triplet::Nine).as_slice(), [5; 9]);
        assert_eq!(t("5-5-5").numbers(Triplet::Six).as_slice(), [5; 6]);
    }

    #[test]
    fn the_56_throws_make_the_216_chances() {
        assert_eq!(Throw3::all().count(), 56);
        assert_eq!(Throw3::all().map(Throw3::chances).sum::<u32>(), 216);
    }

    #[test]
    fn a_throw_parses_in_any_order_and_nothing_else_does() {
        assert_eq!(t("3-4-4"), t("4-4-3"));
        assert_eq!(t("3-4-4").to_string(), "4-4-3");
        for bad in [
            "", "4-4", "4-4-3-1", "4-4-7", "0-1-2", "44-3", "a-b-c", "4--3",
        ] {
            assert_eq!(
                bad.parse::<Throw3>(),
                Err(ParseThrow3Error(bad.into())),
                "{bad}"
            );
        }
    }
}
