//! A lettering of the 24 flèches — the treatises' way of naming them — read from the talon of
//! the player sitting on A. Lepeintre's and Soumille's letters are two instances.

use nom::character::complete::anychar;
use nom::combinator::map_opt;
use nom::{IResult, Parser};

use super::tokens::{CountStyle, Labels};
use crate::engine::{trictrac::Fleche, Color};

/// 24 letters in board order from the talon of `a_side`, and how to name them in errors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lettering {
    /// The letters, A's talon first.
    pub letters: &'static [char; 24],
    /// Who sits on A (A = his talon).
    pub a_side: Color,
    /// What an error says was expected.
    pub expected: &'static str,
}

impl Lettering {
    /// The letter of a flèche.
    #[must_use]
    pub fn letter(self, f: Fleche) -> char {
        self.letters[usize::from(f.for_side(self.a_side)) - 1]
    }

    /// The flèche of a letter, if it is one of the 24.
    #[must_use]
    pub fn fleche(self, letter: char) -> Option<Fleche> {
        let i = self.letters.iter().position(|&c| c == letter)?;
        Fleche::from_side(self.a_side, i as u8 + 1)
    }
}

impl Labels for Lettering {
    fn expected(&self) -> &'static str {
        self.expected
    }

    fn count_style(&self) -> CountStyle {
        CountStyle::Suffix
    }

    fn label<'a>(&self, _color: Color, input: &'a str) -> IResult<&'a str, Fleche> {
        map_opt(anychar, |c| self.fleche(c)).parse(input)
    }

    fn format_label(&self, _color: Color, f: Fleche) -> String {
        self.letter(f).to_string()
    }
}
