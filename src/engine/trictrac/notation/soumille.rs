//! Soumille's lettering (*Le Grand Trictrac*, 1738/1756), **as reported second-hand and not
//! verified**: the book is not available to the project, so this reading must be checked
//! against it before any scenario relies on it.
//!
//! As reported, the 12 flèches of the side of the player named on A are lettered
//! `A B C D E F G H I K L M` from his talon (A) to his coin (M) — no J — and the 12 of the other
//! side `& Z Y X V T S R Q P O N` from the other coin (`&`, itself a letter) to the other talon
//! (N) — no U, no W. With `white=A`: A = F1 … M = F12, & = F13, Z = F14 … N = F24; with
//! `black=A` the board is read the other way (A = F24 … N = F1).
//!
//! A colour's checkers are tokens `letter[count]`: `A11 E F M2`. A flèche in a play is a letter.
//! The letters overlap Lepeintre's but name other flèches (Soumille's N is Lepeintre's Y).

use super::lettering::Lettering;
use crate::engine::Color;

/// The 24 letters, in board order from the talon of the player on A (unverified).
pub const LETTERS: [char; 24] = [
    'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'K', 'L', 'M', //
    '&', 'Z', 'Y', 'X', 'V', 'T', 'S', 'R', 'Q', 'P', 'O', 'N',
];

/// The lettering with `a_side` sitting on A.
#[must_use]
pub fn lettering(a_side: Color) -> Lettering {
    Lettering {
        letters: &LETTERS,
        a_side,
        expected: "a Soumille letter A..M (no J) or & Z Y X V T S R Q P O N",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::trictrac::notation::Notation;
    use crate::engine::trictrac::{Fleche, Setup};

    const WHITE_A: Notation = Notation::Soumille {
        a_side: Color::White,
    };
    const BLACK_A: Notation = Notation::Soumille {
        a_side: Color::Black,
    };

    fn f(n: u8) -> Fleche {
        Fleche::new(n).unwrap()
    }

    #[test]
    fn letters_map_to_fleches() {
        let w = lettering(Color::White);
        assert_eq!(w.fleche('A'), Some(f(1)));
        assert_eq!(w.fleche('K'), Some(f(10)));
        assert_eq!(w.fleche('M'), Some(f(12)));
        assert_eq!(w.fleche('&'), Some(f(13)));
        assert_eq!(w.fleche('Z'), Some(f(14)));
        assert_eq!(w.fleche('N'), Some(f(24)));
        for c in ['J', 'U', 'W'] {
            assert_eq!(w.fleche(c), None);
        }
        let b = lettering(Color::Black);
        assert_eq!(b.fleche('A'), Some(f(24)));
        assert_eq!(b.fleche('&'), Some(f(12)));
        assert_eq!(b.fleche('N'), Some(f(1)));
    }

    #[test]
    fn tokens() {
        let mut s = Setup::empty();
        WHITE_A
            .parse_checkers(Color::White, "A11 E F M2", &mut s)
            .unwrap();
        WHITE_A
            .parse_checkers(Color::Black, "N13 &2", &mut s)
            .unwrap();
        assert_eq!(s.white[0], 11);
        assert_eq!(s.white[4], 1);
        assert_eq!(s.white[11], 2);
        assert_eq!(s.black[23], 13);
        assert_eq!(s.black[12], 2);
        assert_eq!(WHITE_A.format_checkers(Color::Black, &s), "N13 &2");
        assert_eq!(BLACK_A.format_checkers(Color::Black, &s), "A13 M2");
        assert_eq!(BLACK_A.format_checkers(Color::White, &s), "N11 R S &2");
        assert_eq!(WHITE_A.parse_square(Color::White, "&"), Ok(Some(f(13))));
    }

    #[test]
    fn errors() {
        let mut s = Setup::empty();
        let e = WHITE_A
            .parse_checkers(Color::White, "A11 J", &mut s)
            .unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (4, "J"));
        assert!(e.expected.contains("no J"), "{e}");
        let e = WHITE_A
            .parse_checkers(Color::White, "&0", &mut s)
            .unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (1, "0"));
    }

    #[test]
    fn junk_never_panics() {
        for junk in [
            "",
            "é",
            "&&",
            "U",
            "W",
            "J2",
            "A16",
            "A99999999999999999999",
            "A0",
            "a",
            "☃",
            "&☃",
        ] {
            for n in [WHITE_A, BLACK_A] {
                let mut s = Setup::empty();
                let r = n.parse_checkers(Color::Black, junk, &mut s);
                assert_eq!(r.is_ok(), junk.is_empty(), "{junk:?}: {r:?}");
                assert!(n.parse_square(Color::Black, junk).is_err(), "{junk:?}");
            }
        }
    }
}
