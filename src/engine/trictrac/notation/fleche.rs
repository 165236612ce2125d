//! The engine's own numbering, `F1`..`F24` in White's frame (F1 = White's talon, F12 = White's
//! coin, F13 = Black's coin, F24 = Black's talon), the same for both colours.
//!
//! A colour's checkers are tokens `F<n>[x<count>]`: `F1x13 F7 F12x2`. A flèche in a play is
//! `F<n>`.

use nom::character::complete::char;
use nom::combinator::map_opt;
use nom::sequence::preceded;
use nom::{IResult, Parser};

use super::tokens::{number, CountStyle, Labels};
use crate::engine::{trictrac::Fleche, Color};

/// The `F1`..`F24` numbering.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FNumbers;

impl Labels for FNumbers {
    fn expected(&self) -> &'static str {
        "a flèche F1..F24"
    }

    fn count_style(&self) -> CountStyle {
        CountStyle::X
    }

    fn label<'a>(&self, _color: Color, input: &'a str) -> IResult<&'a str, Fleche> {
        map_opt(preceded(char('F'), number(1, 24)), Fleche::new).parse(input)
    }

    fn format_label(&self, _color: Color, f: Fleche) -> String {
        f.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::trictrac::notation::Notation;
    use crate::engine::trictrac::Setup;

    const N: Notation = Notation::Fleche;

    #[test]
    fn tokens() {
        let mut s = Setup::empty();
        N.parse_checkers(Color::White, "F1x13 F7 F12x2", &mut s)
            .unwrap();
        N.parse_checkers(Color::Black, "F24x14 F13", &mut s)
            .unwrap();
        assert_eq!(s.white[0], 13);
        assert_eq!(s.white[6], 1);
        assert_eq!(s.white[11], 2);
        assert_eq!(s.black[23], 14);
        assert_eq!(s.black[12], 1);
        assert_eq!(N.format_checkers(Color::White, &s), "F1x13 F7 F12x2");
        assert_eq!(N.format_checkers(Color::Black, &s), "F24x14 F13");
        assert_eq!(N.parse_square(Color::Black, "F13"), Ok(Fleche::new(13)));
        assert_eq!(N.format_square(Color::Black, Fleche::BLACK_TALON), "F24");
    }

    #[test]
    fn errors() {
        let mut s = Setup::empty();
        let e = N
            .parse_checkers(Color::White, "F1x13 F25", &mut s)
            .unwrap_err();
        assert_eq!(
            (e.offset, e.found.as_str(), e.expected.as_str()),
            (6, "F25", "a flèche F1..F24")
        );
        let e = N.parse_checkers(Color::White, "F1x", &mut s).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (2, "x"));
        assert!(e.expected.contains("after `x`"), "{e}");
        let e = N
            .parse_checkers(Color::White, "F1 F2x0", &mut s)
            .unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (6, "0"));
        let e = N
            .parse_checkers(Color::White, "F1 F2y3", &mut s)
            .unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (5, "y3"));
        let e = N.parse_checkers(Color::White, "F2x3,", &mut s).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (4, ","));
    }

    #[test]
    fn junk_never_panics() {
        for junk in [
            "",
            "é",
            "F",
            "Fé",
            "F0",
            "F01",
            "F-1",
            "F1x",
            "F1xx2",
            "F1x16",
            "F1x99999999999999999999",
            "F99999999999999999999",
            "f1",
            "☃x2",
        ] {
            let mut s = Setup::empty();
            let r = N.parse_checkers(Color::Black, junk, &mut s);
            assert_eq!(r.is_ok(), junk.is_empty(), "{junk:?}: {r:?}");
            assert!(N.parse_square(Color::Black, junk).is_err(), "{junk:?}");
        }
    }
}
