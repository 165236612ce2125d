//! A modern per-side form: `B1`..`B12` for the flèches of White's side (Bk = Fk, B1 = White's
//! talon, B12 = White's coin) and `N1`..`N12` for Black's side (Nk = F(25−k), N1 = Black's
//! talon, N12 = Black's coin), the same for both colours.
//!
//! A colour's checkers are tokens `<B|N><k>[x<count>]`: `B1x13 B7 N12x2`. A flèche in a play is
//! `B7`, `N12`.

use nom::branch::alt;
use nom::character::complete::char;
use nom::combinator::map_opt;
use nom::sequence::preceded;
use nom::{IResult, Parser};

use super::tokens::{number, CountStyle, Labels};
use crate::engine::{trictrac::Fleche, Color};

/// The `B1..B12` / `N1..N12` numbering.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BnNumbers;

impl Labels for BnNumbers {
    fn expected(&self) -> &'static str {
        "a flèche B1..B12 or N1..N12"
    }

    fn count_style(&self) -> CountStyle {
        CountStyle::X
    }

    fn label<'a>(&self, _color: Color, input: &'a str) -> IResult<&'a str, Fleche> {
        alt((
            map_opt(preceded(char('B'), number(1, 12)), |k| {
                Fleche::from_side(Color::White, k)
            }),
            map_opt(preceded(char('N'), number(1, 12)), |k| {
                Fleche::from_side(Color::Black, k)
            }),
        ))
        .parse(input)
    }

    fn format_label(&self, _color: Color, f: Fleche) -> String {
        match f.get() {
            k @ 1..=12 => format!("B{k}"),
            k => format!("N{}", 25 - k),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::trictrac::notation::Notation;
    use crate::engine::trictrac::Setup;

    const N: Notation = Notation::Bn;

    #[test]
    fn tokens() {
        let mut s = Setup::empty();
        N.parse_checkers(Color::White, "B1x13 B7 N12x2", &mut s)
            .unwrap();
        N.parse_checkers(Color::Black, "N1x14 N3", &mut s).unwrap();
        assert_eq!(s.white[0], 13);
        assert_eq!(s.white[6], 1);
        assert_eq!(s.white[12], 2, "N12 = F13");
        assert_eq!(s.black[23], 14, "N1 = F24");
        assert_eq!(s.black[21], 1, "N3 = F22");
        assert_eq!(N.format_checkers(Color::White, &s), "B1x13 B7 N12x2");
        assert_eq!(N.format_checkers(Color::Black, &s), "N1x14 N3");
        assert_eq!(
            N.parse_square(Color::White, "B12"),
            Ok(Some(Fleche::WHITE_COIN))
        );
        assert_eq!(
            N.parse_square(Color::White, "N12"),
            Ok(Some(Fleche::BLACK_COIN))
        );
        assert_eq!(N.format_square(Color::Black, Fleche::BLACK_TALON), "N1");
    }

    #[test]
    fn errors() {
        let mut s = Setup::empty();
        let e = N
            .parse_checkers(Color::White, "B1x13 B13", &mut s)
            .unwrap_err();
        assert_eq!(
            (e.offset, e.found.as_str(), e.expected.as_str()),
            (6, "B13", "a flèche B1..B12 or N1..N12")
        );
        let e = N.parse_checkers(Color::White, "N2x", &mut s).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (2, "x"));
        let e = N.parse_checkers(Color::White, "N2x16", &mut s).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (3, "16"));
    }

    #[test]
    fn junk_never_panics() {
        for junk in [
            "",
            "é",
            "B",
            "N0",
            "B01",
            "W3",
            "B1x",
            "B1x0",
            "B1x99999999999999999999",
            "N99999999999999999999",
            "b1",
            "Bé",
            "N1x☃",
        ] {
            let mut s = Setup::empty();
            let r = N.parse_checkers(Color::White, junk, &mut s);
            assert_eq!(r.is_ok(), junk.is_empty(), "{junk:?}: {r:?}");
            assert!(N.parse_square(Color::White, junk).is_err(), "{junk:?}");
        }
    }
}
