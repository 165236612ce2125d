//! The two colours. White sits on F1..F12 of the engine's frame and moves upward; Black sits on
//! F13..F24 and moves downward (`board.fleches`).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A player's colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    White,
    Black,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other player.
    #[must_use]
    pub fn opposite(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// Lower-case English name, as used by the CLI and JSON.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text was neither `white` nor `black`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseColorError(pub String);

impl fmt::Display for ParseColorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "expected `white` or `black`, found `{}`", self.0)
    }
}

impl std::error::Error for ParseColorError {}

impl FromStr for Color {
    type Err = ParseColorError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "white" | "w" | "blanc" | "blancs" => Ok(Color::White),
            "black" | "b" | "noir" | "noirs" => Ok(Color::Black),
            _ => Err(ParseColorError(s.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_have_names_opposites_and_spellings() {
        assert_eq!(Color::White.opposite(), Color::Black);
        assert_eq!(Color::Black.opposite(), Color::White);
        assert_eq!(Color::White.to_string(), "white");
        assert_eq!(Color::Black.to_string(), "black");
        for (text, color) in [
            ("White", Color::White),
            ("blancs", Color::White),
            ("B", Color::Black),
            ("noir", Color::Black),
        ] {
            assert_eq!(text.parse::<Color>(), Ok(color), "{text}");
        }
        let err = "whte".parse::<Color>().expect_err("a misspelling");
        assert_eq!(err.to_string(), "expected `white` or `black`, found `whte`");
    }
}
