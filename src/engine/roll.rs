//! A throw of the two dice (`dice.roll`, `dice.doublet-once`).

use std::fmt;
use std::str::FromStr;

/// A throw of two dice, kept high die first as the treatises announce it ("6 et 4").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Roll {
    hi: u8,
    lo: u8,
}

impl Roll {
    /// The roll of `a` and `b` in either order, if both are 1..=6.
    #[must_use]
    pub fn new(a: u8, b: u8) -> Option<Roll> {
        if !(1..=6).contains(&a) || !(1..=6).contains(&b) {
            return None;
        }
        Some(Roll {
            hi: a.max(b),
            lo: a.min(b),
        })
    }

    /// The higher die.
    #[must_use]
    pub fn hi(self) -> u8 {
        self.hi
    }

    /// The lower die.
    #[must_use]
    pub fn lo(self) -> u8 {
        self.lo
    }

    /// Both dice shown the same number. A doublet is still played as two numbers
    /// (`dice.doublet-once`), never four.
    #[must_use]
    pub fn is_doublet(self) -> bool {
        self.hi == self.lo
    }

    /// The two numbers to play, high first.
    #[must_use]
    pub fn numbers(self) -> [u8; 2] {
        [self.hi, self.lo]
    }

    /// How many of the 36 chances give this roll: 1 for a doublet, 2 otherwise.
    #[must_use]
    pub fn chances(self) -> u32 {
        if self.is_doublet() {
            1
        } else {
            2
        }
    }

    /// The 21 distinct rolls, 1-1 first.
    pub fn all() -> impl Iterator<Item = Roll> {
        (1..=6u8).flat_map(|hi| (1..=hi).map(move |lo| Roll { hi, lo }))
    }

    /// The treatises' name of a doublet (`bezet`, `terne`…), if it has one.
    #[must_use]
    pub fn doublet_name(self) -> Option<&'static str> {
        if !self.is_doublet() {
            return None;
        }
        match self.hi {
            1 => Some("bezet"),
            2 => Some("double deux"),
            3 => Some("terne"),
            4 => Some("carmes"),
            5 => Some("quines"),
            _ => Some("sonnez"),
        }
    }
}

impl fmt::Display for Roll {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.hi, self.lo)
    }
}

/// A roll was not two dice 1..6 written `6-5`, `5-6` or `65`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseRollError(pub String);

impl fmt::Display for ParseRollError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "expected a roll of two dice 1..6 such as `6-5`, `5-6` or `65`, found `{}`",
            self.0
        )
    }
}

impl std::error::Error for ParseRollError {}

impl FromStr for Roll {
    type Err = ParseRollError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseRollError(s.to_string());
        let digits: Vec<char> = match s.split_once('-') {
            Some((a, b)) if a.len() == 1 && b.len() == 1 => {
                vec![
                    a.chars().next().unwrap_or('x'),
                    b.chars().next().unwrap_or('x'),
                ]
            }
            Some(_) => return Err(err()),
            None if s.chars().count() == 2 => s.chars().collect(),
            None => return Err(err()),
        };
        let a = digits[0].to_digit(10).ok_or_else(err)?;
        let b = digits[1].to_digit(10).ok_or_else(err)?;
        Roll::new(a as u8, b as u8).ok_or_else(err)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_roll_keeps_its_high_die_first() {
        let r = Roll::new(2, 6).expect("two dice");
        assert_eq!((r.hi(), r.lo(), r.numbers()), (6, 2, [6, 2]));
        assert_eq!(r, Roll::new(6, 2).expect("two dice"));
        assert!(!r.is_doublet());
        assert_eq!(r.chances(), 2);
        assert_eq!(r.to_string(), "6-2");
        assert_eq!(r.doublet_name(), None);
        for bad in [(0, 3), (3, 0), (7, 1), (1, 7)] {
            assert_eq!(Roll::new(bad.0, bad.1), None, "{bad:?}");
        }
        assert!(Roll::new(1, 1).is_some() && Roll::new(6, 6).is_some());
    }

    #[test]
    fn the_21_rolls_make_the_36_chances() {
        let all: Vec<Roll> = Roll::all().collect();
        assert_eq!(all.len(), 21);
        assert_eq!(all[0].to_string(), "1-1");
        assert_eq!(all[20].to_string(), "6-6");
        assert_eq!(all.iter().map(|r| r.chances()).sum::<u32>(), 36);
        assert_eq!(all.iter().filter(|r| r.is_doublet()).count(), 6);
    }

    #[test]
    fn each_doublet_has_its_name() {
        let names: Vec<_> = (1..=6)
            .map(|n| Roll::new(n, n).and_then(Roll::doublet_name))
            .collect();
        assert_eq!(
            names,
            [
                Some("bezet"),
                Some("double deux"),
                Some("terne"),
                Some("carmes"),
                Some("quines"),
                Some("sonnez")
            ]
        );
    }

    #[test]
    fn a_roll_parses_from_three_spellings_and_nothing_else() {
        for text in ["6-5", "5-6", "65", "56"] {
            assert_eq!(
                text.parse::<Roll>(),
                Ok(Roll::new(6, 5).expect("dice")),
                "{text}"
            );
        }
        for text in [
            "", "6", "655", "6-", "-5", "66-5", "6-55", "7-1", "0-1", "a-b", "6x",
        ] {
            let err = text.parse::<Roll>().expect_err(text);
            assert_eq!(err, ParseRollError(text.to_string()));
        }
        assert_eq!(
            "9-9".parse::<Roll>().expect_err("no such die").to_string(),
            "expected a roll of two dice 1..6 such as `6-5`, `5-6` or `65`, found `9-9`"
        );
    }
}
