//! An unvalidated arrangement of checkers: what a notation parses into, before the rules of
//! `board.*` and `move.coin.*` are checked by [`Position`](crate::engine::trictrac::Position).

use crate::engine::{
    trictrac::{Fleche, Position, PositionError},
    Color,
};

/// Checkers per flèche for each colour, and the side to play. Anything may be written here,
/// even impossible things (16 checkers, two colours on one flèche); [`Setup::validate`] judges.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Setup {
    /// White's checkers on F1..F24 (index 0 = F1).
    pub white: [u8; 24],
    /// Black's checkers on F1..F24 (index 0 = F1).
    pub black: [u8; 24],
    /// The side to play.
    pub turn: Color,
}

impl Default for Setup {
    fn default() -> Self {
        Setup::empty()
    }
}

impl Setup {
    /// No checker on the board (all borne off), White to play.
    #[must_use]
    pub fn empty() -> Setup {
        Setup {
            white: [0; 24],
            black: [0; 24],
            turn: Color::White,
        }
    }

    /// The opening: each talon holds 15 checkers, White to play.
    #[must_use]
    pub fn opening() -> Setup {
        let mut s = Setup::empty();
        s.white[0] = 15;
        s.black[23] = 15;
        s
    }

    /// The counts of one colour.
    #[must_use]
    pub fn counts(&self, color: Color) -> &[u8; 24] {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The counts of one colour, mutably.
    pub fn counts_mut(&mut self, color: Color) -> &mut [u8; 24] {
        match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }

    /// Checkers of `color` on `fleche`.
    #[must_use]
    pub fn get(&self, color: Color, fleche: Fleche) -> u8 {
        self.counts(color)[fleche.index()]
    }

    /// Adds `n` checkers of `color` on `fleche` (saturating: the validator reports the excess).
    pub fn add(&mut self, color: Color, fleche: Fleche, n: u8) {
        let c = &mut self.counts_mut(color)[fleche.index()];
        *c = c.saturating_add(n);
    }

    /// Checkers of `color` on the board.
    #[must_use]
    pub fn on_board(&self, color: Color) -> u32 {
        self.counts(color).iter().map(|&c| u32::from(c)).sum()
    }

    /// Colours and flèches swapped (`Fk ↔ F(25−k)`), the other side to play.
    #[must_use]
    pub fn mirror(&self) -> Setup {
        let mut m = Setup::empty();
        for f in Fleche::all() {
            m.white[f.mirror().index()] = self.black[f.index()];
            m.black[f.mirror().index()] = self.white[f.index()];
        }
        m.turn = self.turn.opposite();
        m
    }

    /// Checks every rule a position must satisfy; see [`PositionError`].
    pub fn validate(self) -> Result<Position, PositionError> {
        Position::try_from(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setup_counts_adds_and_mirrors() {
        let f = |n| Fleche::new(n).expect("1..=24");
        let mut s = Setup::empty();
        assert_eq!(s, Setup::default());
        assert_eq!((s.on_board(Color::White), s.on_board(Color::Black)), (0, 0));
        s.add(Color::White, f(3), 2);
        s.add(Color::White, f(3), 1);
        s.add(Color::Black, f(20), 250);
        s.add(Color::Black, f(20), 10);
        assert_eq!(s.get(Color::White, f(3)), 3);
        assert_eq!(s.get(Color::Black, f(20)), 255, "saturates");
        assert_eq!(s.counts(Color::White)[2], 3);
        assert_eq!(s.counts(Color::Black)[19], 255);
        s.counts_mut(Color::Black)[19] = 4;
        assert_eq!((s.on_board(Color::White), s.on_board(Color::Black)), (3, 4));
        let m = s.mirror();
        assert_eq!(m.turn, Color::Black);
        assert_eq!(m.get(Color::Black, f(22)), 3);
        assert_eq!(m.get(Color::White, f(5)), 4);
        assert_eq!(m.mirror(), s);
        let o = Setup::opening();
        assert_eq!(
            (o.get(Color::White, f(1)), o.get(Color::Black, f(24))),
            (15, 15)
        );
        assert_eq!(o.on_board(Color::White) + o.on_board(Color::Black), 30);
        assert_eq!(o.validate(), Ok(Position::opening()));
    }
}
