//! The per-side numbering of the old treatises (Charpentier, Guiton, Lelasseux-Lafosse: "votre
//! troisième flèche"): each player counts from his own talon. For the colour whose checkers or
//! move are written:
//!
//! - `T` is his talon, `1`..`11` his own flèches after it (`5` the coin bourgeois, `11` his coin
//!   de repos);
//! - `oT` is the opponent's talon and `o1`..`o11` the opponent's flèches numbered from the
//!   opponent's talon (`o11` = the opponent's coin).
//!
//! So for White `T` = F1, `11` = F12, `o11` = F13, `o1` = F23, `oT` = F24; for Black `T` = F24,
//! `11` = F13, `o11` = F12, `oT` = F1.
//!
//! A colour's checkers are tokens `<flèche>[x<count>]`: `Tx11 3 4 11x2 o5`. A flèche in a play
//! is numbered from the mover's side: `3`, `o4`.

use nom::branch::alt;
use nom::character::complete::char;
use nom::combinator::{map_opt, value};
use nom::sequence::preceded;
use nom::{IResult, Parser};

use super::tokens::{number, CountStyle, Labels};
use crate::engine::{trictrac::Fleche, Color};

/// The per-side numbering `T 1..11` / `oT o1..o11`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SideNumbers;

/// `T` → 0, `1`..`11` → 1..11.
fn own(input: &str) -> IResult<&str, u8> {
    alt((value(0, char('T')), number(1, 11))).parse(input)
}

impl Labels for SideNumbers {
    fn expected(&self) -> &'static str {
        "a flèche of the player's own numbering: T or 1..11 (his side), oT or o1..o11 (the opponent's)"
    }

    fn count_style(&self) -> CountStyle {
        CountStyle::X
    }

    fn label<'a>(&self, color: Color, input: &'a str) -> IResult<&'a str, Fleche> {
        // Flèche k of a player's own numbering is his flèche k + 1 counted from 1 at his talon.
        let of = |c: Color| move |k: u8| Fleche::from_side(c, k + 1);
        alt((
            map_opt(preceded(char('o'), own), of(color.opposite())),
            map_opt(own, of(color)),
        ))
        .parse(input)
    }

    fn format_label(&self, color: Color, f: Fleche) -> String {
        match f.for_side(color) {
            1 => "T".to_string(),
            n @ 2..=12 => (n - 1).to_string(),
            24 => "oT".to_string(),
            n => format!("o{}", 24 - n),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::trictrac::notation::Notation;
    use crate::engine::trictrac::Setup;

    const N: Notation = Notation::Side;

    fn f(n: u8) -> Fleche {
        Fleche::new(n).unwrap()
    }

    #[test]
    fn numbering_of_each_colour() {
        fn sq(c: Color, t: &str) -> Fleche {
            N.parse_square(c, t).unwrap().unwrap()
        }
        assert_eq!(sq(Color::White, "T"), f(1));
        assert_eq!(sq(Color::White, "5"), f(6));
        assert_eq!(sq(Color::White, "11"), f(12));
        assert_eq!(sq(Color::White, "o11"), f(13));
        assert_eq!(sq(Color::White, "o1"), f(23));
        assert_eq!(sq(Color::White, "oT"), f(24));
        assert_eq!(sq(Color::Black, "T"), f(24));
        assert_eq!(sq(Color::Black, "11"), f(13));
        assert_eq!(sq(Color::Black, "o11"), f(12));
        assert_eq!(sq(Color::Black, "oT"), f(1));
        for c in Color::ALL {
            for fl in Fleche::all() {
                assert_eq!(sq(c, &N.format_square(c, fl)), fl);
            }
        }
    }

    #[test]
    fn tokens() {
        let mut s = Setup::empty();
        N.parse_checkers(Color::White, "Tx11 3 4 11x2 o5", &mut s)
            .unwrap();
        N.parse_checkers(Color::Black, "Tx14 o4", &mut s).unwrap();
        assert_eq!(s.white[0], 11);
        assert_eq!(s.white[3], 1);
        assert_eq!(s.white[11], 2);
        assert_eq!(s.white[18], 1, "o5 = Black's flèche 5 = F19");
        assert_eq!(s.black[23], 14);
        assert_eq!(s.black[4], 1, "Black's o4 = White's flèche 4 = F5");
        assert_eq!(N.format_checkers(Color::White, &s), "Tx11 3 4 11x2 o5");
        assert_eq!(N.format_checkers(Color::Black, &s), "Tx14 o4");
    }

    #[test]
    fn errors() {
        let mut s = Setup::empty();
        let e = N
            .parse_checkers(Color::White, "Tx11 12", &mut s)
            .unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (5, "12"));
        assert!(e.expected.contains("oT or o1..o11"), "{e}");
        let e = N.parse_checkers(Color::White, "T o0", &mut s).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (2, "o0"));
        let e = N.parse_checkers(Color::White, "3x", &mut s).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (1, "x"));
        let e = N.parse_checkers(Color::White, "3 3x2", &mut s).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (2, "3x2"));
    }

    #[test]
    fn junk_never_panics() {
        for junk in [
            "",
            "é",
            "o",
            "oo1",
            "0",
            "00",
            "012",
            "t",
            "To",
            "T3",
            "Tx",
            "Tx0",
            "Tx16",
            "Tx99999999999999999999",
            "99999999999999999999",
            "o☃",
            "☃",
        ] {
            for c in Color::ALL {
                let mut s = Setup::empty();
                let r = N.parse_checkers(c, junk, &mut s);
                assert_eq!(r.is_ok(), junk.is_empty(), "{junk:?}: {r:?}");
                assert!(N.parse_square(c, junk).is_err(), "{junk:?}");
            }
        }
    }
}
