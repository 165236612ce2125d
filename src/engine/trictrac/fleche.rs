//! A flèche (point) of the board, numbered F1..F24 in White's frame (`board.fleches`).

use std::fmt;

use crate::engine::Color;

/// One of the 24 flèches, `F1`..`F24` in White's frame: F1 is White's talon, F12 White's coin,
/// F13 Black's coin, F24 Black's talon.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Fleche(u8);

impl Fleche {
    /// White's talon.
    pub const WHITE_TALON: Fleche = Fleche(1);
    /// White's coin de repos.
    pub const WHITE_COIN: Fleche = Fleche(12);
    /// Black's coin de repos.
    pub const BLACK_COIN: Fleche = Fleche(13);
    /// Black's talon.
    pub const BLACK_TALON: Fleche = Fleche(24);

    /// The flèche `Fn`, if `1 <= n <= 24`.
    #[must_use]
    pub fn new(n: u8) -> Option<Fleche> {
        (1..=24).contains(&n).then_some(Fleche(n))
    }

    /// Its number in White's frame, 1..=24.
    #[must_use]
    pub fn get(self) -> u8 {
        self.0
    }

    /// Zero-based index, 0..24.
    #[must_use]
    pub fn index(self) -> usize {
        usize::from(self.0 - 1)
    }

    /// The flèche facing this one when colours are swapped: `Fk ↔ F(25−k)`.
    #[must_use]
    pub fn mirror(self) -> Fleche {
        Fleche(25 - self.0)
    }

    /// The flèche numbered `n` (1 = own talon .. 24 = opponent's talon) in `color`'s own
    /// direction of travel.
    #[must_use]
    pub fn from_side(color: Color, n: u8) -> Option<Fleche> {
        let f = Fleche::new(n)?;
        Some(match color {
            Color::White => f,
            Color::Black => f.mirror(),
        })
    }

    /// This flèche's number (1..=24) in `color`'s own direction of travel.
    #[must_use]
    pub fn for_side(self, color: Color) -> u8 {
        match color {
            Color::White => self.0,
            Color::Black => 25 - self.0,
        }
    }

    /// All 24 flèches, F1 first.
    pub fn all() -> impl Iterator<Item = Fleche> {
        (1..=24).map(Fleche)
    }
}

impl fmt::Display for Fleche {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "F{}", self.0)
    }
}
