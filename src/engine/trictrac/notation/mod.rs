//! The notations the treatises use, each parsed with nom and printed back.
//!
//! - [`canonical`]: 24 comma-separated signed counts F1..F24 in White's frame, used by the CLI
//!   and JSON; single flèches are plain numbers 1..24.
//! - [`lepeintre`]: Lepeintre's letters A..L and M..Y (no W), `lepeintre white=A` or
//!   `lepeintre black=A` (`A11 D E L2`).
//! - [`fleche`]: the engine's `F1`..`F24` (`F1x13 F7`).
//! - [`bn`]: the modern `B1..B12` / `N1..N12` (`B1x13 N12x2`).
//! - [`side`]: the old per-side numbering `T 1..11`, `oT o1..o11` (`Tx11 3 4 11x2 o5`).
//! - [`soumille`]: Soumille's letters as reported second-hand, **unverified**
//!   (`soumille white=A`).
//! - [`id`]: the position ID, a whole position and the side to play in 14 characters, in the
//!   manner of gnubg's.
//!
//! [`Notation`] is the common entry point (for `notation` lines of scenarios and the CLI), and
//! [`parse_position`] reads a whole position from one line.
//!
//! Parsers check syntax only; the rules are checked when the [`Setup`] they build is validated
//! into a [`Position`](crate::engine::trictrac::Position). They never panic, whatever the input.

pub mod bn;
pub mod canonical;
mod error;
pub mod fleche;
mod header;
pub mod id;
pub mod lepeintre;
pub mod lettering;
mod position;
pub mod side;
pub mod soumille;
mod tokens;

use std::fmt;

pub use error::NotationError;
pub use position::{parse_position, position_notation};
pub use tokens::{CountStyle, Labels};

use crate::engine::{
    trictrac::{Fleche, Setup},
    Color,
};

/// A notation for positions and flèches, as named by a `notation` line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Notation {
    /// 24 signed counts; single flèches are numbers 1..24 (`notation canonical`).
    Canonical,
    /// `F1`..`F24` (`notation fleche`).
    Fleche,
    /// Lepeintre's letters; `a_side` sits on A..L (`notation lepeintre white=A`).
    Lepeintre {
        /// Who sits on A..L.
        a_side: Color,
    },
    /// `B1..B12` / `N1..N12` (`notation bn`).
    Bn,
    /// Each colour's own numbering `T 1..11`, `oT o1..o11` (`notation side`).
    Side,
    /// Soumille's letters, unverified; `a_side` sits on A..M (`notation soumille white=A`).
    Soumille {
        /// Who sits on A..M.
        a_side: Color,
    },
}

impl Notation {
    /// Parses the arguments of a `notation` line: `canonical`, `fleche`, `bn`, `side`,
    /// `lepeintre white=A`, `lepeintre black=A`, `soumille white=A`, `soumille black=A`.
    pub fn from_header(text: &str) -> Result<Notation, NotationError> {
        header::parse(text)
    }

    fn labels(self) -> Box<dyn Labels> {
        match self {
            Notation::Canonical => Box::new(canonical::Numbers),
            Notation::Fleche => Box::new(fleche::FNumbers),
            Notation::Lepeintre { a_side } => Box::new(lepeintre::lettering(a_side)),
            Notation::Bn => Box::new(bn::BnNumbers),
            Notation::Side => Box::new(side::SideNumbers),
            Notation::Soumille { a_side } => Box::new(soumille::lettering(a_side)),
        }
    }

    /// Adds the checkers of `color` written as tokens (`A11 D E L2`) to `setup`. Nothing is
    /// added when the text has an error; a flèche may be named only once. (For
    /// [`Notation::Canonical`] a whole position is read by [`canonical::parse`]; here it takes
    /// tokens `1x13 7`.)
    pub fn parse_checkers(
        &self,
        color: Color,
        text: &str,
        setup: &mut Setup,
    ) -> Result<(), NotationError> {
        tokens::parse_checkers(&*self.labels(), color, text, setup)
    }

    /// One flèche token as used in plays (`K`, `F12`, `B7`, `12`; in [`Notation::Side`] `3`,
    /// `o4` numbered from the side of `color`, the mover). `off` (borne off) gives `None`.
    pub fn parse_square(&self, color: Color, token: &str) -> Result<Option<Fleche>, NotationError> {
        tokens::parse_square(&*self.labels(), color, token)
    }

    /// The token of flèche `f` (seen from `color` in [`Notation::Side`]).
    #[must_use]
    pub fn format_square(&self, color: Color, f: Fleche) -> String {
        self.labels().format_label(color, f)
    }

    /// The checkers of `color` as tokens, in its direction of travel from its talon (`A11 D E
    /// L2` for White, `Y9 X V2` for Black with `white=A`); empty when none is on the board.
    #[must_use]
    pub fn format_checkers(&self, color: Color, setup: &Setup) -> String {
        tokens::format_checkers(&*self.labels(), color, setup)
    }

    /// A whole position on one line, as [`parse_position`] reads it back (the side to play
    /// is not written): the 24 counts for [`Notation::Canonical`], else the header and each
    /// colour's checkers (`lepeintre white=A: white A13 F G; black Y15`); a colour with no
    /// checker on the board is left out.
    #[must_use]
    pub fn format_position(&self, setup: &Setup) -> String {
        if *self == Notation::Canonical {
            return canonical::format(setup);
        }
        let parts: Vec<String> = Color::ALL
            .into_iter()
            .filter_map(|c| {
                let checkers = self.format_checkers(c, setup);
                (!checkers.is_empty()).then(|| format!("{c} {checkers}"))
            })
            .collect();
        format!("{self}: {}", parts.join("; "))
    }

    /// A move of `color` as a `play` line writes it (`A-G`, `S-off`; in [`Notation::Side`]
    /// numbered from `color`'s side).
    #[must_use]
    pub fn format_move(&self, color: Color, m: &crate::engine::trictrac::Move) -> String {
        let to = match m.to {
            crate::engine::trictrac::Dest::Fleche(f) => self.format_square(color, f),
            crate::engine::trictrac::Dest::Off => "off".to_string(),
        };
        format!("{}-{to}", self.format_square(color, m.from))
    }

    /// The token of the flèche numbered `n` (1..=24) in White's frame, as engine results give
    /// flèches (seen from `color` in [`Notation::Side`]); `F{n}` when `n` is no flèche.
    #[must_use]
    pub fn format_number(&self, color: Color, n: u8) -> String {
        Fleche::new(n).map_or_else(|| format!("F{n}"), |f| self.format_square(color, f))
    }
}

/// The header text, as [`Notation::from_header`] reads it back (`lepeintre white=A`).
impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Notation::Canonical => f.write_str("canonical"),
            Notation::Fleche => f.write_str("fleche"),
            Notation::Lepeintre { a_side } => write!(f, "lepeintre {a_side}=A"),
            Notation::Bn => f.write_str("bn"),
            Notation::Side => f.write_str("side"),
            Notation::Soumille { a_side } => write!(f, "soumille {a_side}=A"),
        }
    }
}

#[cfg(test)]
mod tests;
