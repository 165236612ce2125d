//! Lepeintre's letters (*Cours complet de trictrac*, 1818): the 24 flèches lettered
//! `A B C D E F G H I J K L` along one side (A = that side's talon, L = its coin) and
//! `M N O P Q R S T U V X Y` along the other (M = the other coin, Y = the other talon; there is
//! no W).
//!
//! The letters belong to the board, not to a colour: each example says who sits on A..L. With
//! `white=A`, A..L = F1..F12 and M..Y = F13..F24; with `black=A` the board is read the other way
//! (A = Black's talon = F24, L = F13, M = F12, Y = F1).
//!
//! A colour's checkers are tokens `letter[count]`: `A11 D E L2`. A flèche in a play is a letter.

use super::lettering::Lettering;
use crate::engine::Color;

/// The 24 letters, in board order from the talon of the player on A.
pub const LETTERS: [char; 24] = [
    'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', //
    'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'X', 'Y',
];

/// The lettering with `a_side` sitting on A.
#[must_use]
pub fn lettering(a_side: Color) -> Lettering {
    Lettering {
        letters: &LETTERS,
        a_side,
        expected: "a Lepeintre letter A..L or M..Y (there is no W)",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::trictrac::notation::Notation;
    use crate::engine::trictrac::{Fleche, Setup};

    const WHITE_A: Notation = Notation::Lepeintre {
        a_side: Color::White,
    };
    const BLACK_A: Notation = Notation::Lepeintre {
        a_side: Color::Black,
    };

    fn f(n: u8) -> Fleche {
        Fleche::new(n).unwrap()
    }

    #[test]
    fn letters_map_to_fleches() {
        let w = lettering(Color::White);
        let b = lettering(Color::Black);
        assert_eq!(w.fleche('A'), Some(f(1)));
        assert_eq!(w.fleche('J'), Some(f(10)));
        assert_eq!(w.fleche('L'), Some(f(12)));
        assert_eq!(w.fleche('M'), Some(f(13)));
        assert_eq!(w.fleche('X'), Some(f(23)));
        assert_eq!(w.fleche('Y'), Some(f(24)));
        assert_eq!(w.fleche('W'), None);
        assert_eq!(b.fleche('A'), Some(f(24)));
        assert_eq!(b.fleche('L'), Some(f(13)));
        assert_eq!(b.fleche('M'), Some(f(12)));
        assert_eq!(b.fleche('Y'), Some(f(1)));
        for fl in Fleche::all() {
            assert_eq!(w.fleche(w.letter(fl)), Some(fl));
            assert_eq!(b.fleche(b.letter(fl)), Some(fl));
        }
    }

    #[test]
    fn parses_the_scenario_example() {
        let mut s = Setup::empty();
        WHITE_A
            .parse_checkers(Color::White, "A11 D E L2", &mut s)
            .unwrap();
        WHITE_A
            .parse_checkers(Color::Black, "Y9 X V2 U R Q", &mut s)
            .unwrap();
        assert_eq!(s.get(Color::White, f(1)), 11);
        assert_eq!(s.get(Color::White, f(4)), 1);
        assert_eq!(s.get(Color::White, f(12)), 2);
        assert_eq!(s.get(Color::Black, f(24)), 9);
        assert_eq!(s.get(Color::Black, f(22)), 2);
        assert_eq!(s.get(Color::Black, f(17)), 1);
        assert_eq!(s.on_board(Color::White), 15);
        assert_eq!(s.on_board(Color::Black), 15);
        assert_eq!(WHITE_A.format_checkers(Color::White, &s), "A11 D E L2");
        assert_eq!(WHITE_A.format_checkers(Color::Black, &s), "Y9 X V2 U R Q");
        // The same board with Black on A..L.
        assert_eq!(BLACK_A.format_checkers(Color::White, &s), "Y11 U T M2");
        assert_eq!(BLACK_A.format_checkers(Color::Black, &s), "A9 B C2 D G H");
    }

    #[test]
    fn squares() {
        assert_eq!(WHITE_A.parse_square(Color::White, "K"), Ok(Some(f(11))));
        assert_eq!(BLACK_A.parse_square(Color::White, "K"), Ok(Some(f(14))));
        assert_eq!(WHITE_A.parse_square(Color::Black, "off"), Ok(None));
        assert_eq!(WHITE_A.format_square(Color::Black, f(13)), "M");
        assert!(WHITE_A.parse_square(Color::White, "K2").is_err());
    }

    #[test]
    fn errors_name_the_token() {
        let mut s = Setup::empty();
        let e = WHITE_A
            .parse_checkers(Color::White, "A11 W3", &mut s)
            .unwrap_err();
        assert_eq!((e.offset, e.len, e.found.as_str()), (4, 2, "W3"));
        assert_eq!(
            e.expected,
            "a Lepeintre letter A..L or M..Y (there is no W)"
        );
        let e = WHITE_A
            .parse_checkers(Color::White, "A0", &mut s)
            .unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (1, "0"));
        let e = WHITE_A
            .parse_checkers(Color::White, "D A16", &mut s)
            .unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (3, "16"));
        assert!(e.to_string().contains("between 1 and 15"), "{e}");
        let e = WHITE_A
            .parse_checkers(Color::White, "AB", &mut s)
            .unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (1, "B"));
        let e = WHITE_A
            .parse_checkers(Color::White, "A2 D A", &mut s)
            .unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (5, "A"));
        assert_eq!(s, Setup::empty(), "a failed parse adds nothing");
    }

    #[test]
    fn junk_never_panics() {
        for junk in [
            "",
            " ",
            "é",
            "Aé",
            "A☃",
            "𝄞3",
            "A99999999999999999999999",
            "A255",
            "a",
            "W",
            "A-1",
            "A+1",
            "A01",
        ] {
            for n in [WHITE_A, BLACK_A] {
                let mut s = Setup::empty();
                let r = n.parse_checkers(Color::White, junk, &mut s);
                assert_eq!(r.is_ok(), junk.trim().is_empty(), "{junk:?}: {r:?}");
                assert!(n.parse_square(Color::White, junk).is_err(), "{junk:?}");
            }
        }
    }
}
