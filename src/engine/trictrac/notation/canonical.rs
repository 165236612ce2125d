//! The compact canonical form: 24 comma-separated signed counts F1..F24 in White's frame,
//! positive for White, negative for Black; checkers missing from the board are borne off. The
//! side to play is not part of it. The opening:
//! `15,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-15`.
//!
//! A single flèche (in a play) is its plain number 1..24 in White's frame. For completeness of
//! [`Notation`](super::Notation), one colour's checkers may also be written as tokens
//! `<n>[x<count>]` (`1x13 7 12x2`), though scenarios write a whole `position` line instead.

use nom::bytes::complete::tag;
use nom::character::complete::{char, digit1, space0};
use nom::combinator::{map_opt, opt, recognize};
use nom::sequence::pair;
use nom::{IResult, Parser};

use super::tokens::{number, CountStyle, Labels};
use super::NotationError;
use crate::engine::{
    trictrac::{Fleche, Setup},
    Color,
};

/// The plain numbers 1..24 in White's frame, for flèche tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Numbers;

impl Labels for Numbers {
    fn expected(&self) -> &'static str {
        "a flèche number 1..24 (White's frame)"
    }

    fn count_style(&self) -> CountStyle {
        CountStyle::X
    }

    fn label<'a>(&self, _color: Color, input: &'a str) -> IResult<&'a str, Fleche> {
        map_opt(number(1, 24), Fleche::new).parse(input)
    }

    fn format_label(&self, _color: Color, f: Fleche) -> String {
        f.get().to_string()
    }
}

fn count(input: &str) -> IResult<&str, &str> {
    recognize(pair(opt(char('-')), digit1)).parse(input)
}

/// Parses the canonical form (White to play).
pub fn parse(text: &str) -> Result<Setup, NotationError> {
    let mut setup = Setup::empty();
    let mut rest = text.trim_start();
    for i in 0..24 {
        let offset = text.len() - rest.len();
        let (after, digits) = count(rest).map_err(|_: nom::Err<nom::error::Error<&str>>| {
            NotationError::at(
                text,
                offset,
                format!("a signed count of checkers for F{}", i + 1),
            )
        })?;
        let n: i32 = digits
            .parse()
            .map_err(|_| NotationError::at(text, offset, "a count of at most 15"))?;
        if n.unsigned_abs() > 15 {
            return Err(NotationError::at(
                text,
                offset,
                "a count between -15 and 15",
            ));
        }
        let f = Fleche::new(i as u8 + 1).expect("24 flèches");
        let color = if n < 0 { Color::Black } else { Color::White };
        setup.add(color, f, n.unsigned_abs() as u8);
        let (after, _) = space0::<_, nom::error::Error<&str>>(after).expect("space0 never fails");
        rest = after;
        if i < 23 {
            let offset = text.len() - rest.len();
            let (after, _) = tag::<_, _, nom::error::Error<&str>>(",")
                .parse(rest)
                .map_err(|_| {
                    NotationError::at(text, offset, format!("`,` and the count for F{}", i + 2))
                })?;
            rest = after.trim_start();
        }
    }
    if !rest.trim_end().is_empty() {
        let offset = text.len() - rest.len();
        return Err(NotationError::at(
            text,
            offset,
            "the end of the position after 24 counts",
        ));
    }
    Ok(setup)
}

/// Prints a setup in the canonical form. Both colours on one flèche cannot be written here;
/// a validated position never has them.
#[must_use]
pub fn format(setup: &Setup) -> String {
    Fleche::all()
        .map(|f| {
            let w = i32::from(setup.get(Color::White, f));
            let b = i32::from(setup.get(Color::Black, f));
            (w - b).to_string()
        })
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opening_round_trips() {
        let text = "15,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-15";
        let setup = parse(text).unwrap();
        assert_eq!(setup, Setup::opening());
        assert_eq!(format(&setup), text);
    }

    #[test]
    fn errors_point_at_the_bad_count() {
        let err = parse("15,0,x,0").unwrap_err();
        assert_eq!(err.offset, 5);
        assert_eq!(err.found, "x");
        let err = parse("15,0").unwrap_err();
        assert_eq!(err.offset, 4);
        assert!(err.to_string().contains("F3"), "{err}");
        let err = parse("16,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-15").unwrap_err();
        assert_eq!(err.offset, 0);
    }

    #[test]
    fn junk_never_panics() {
        let zeros = "0,".repeat(23);
        for junk in [
            String::new(),
            "é".into(),
            "-".into(),
            "--1".into(),
            "☃,0".into(),
            format!("99999999999999999999999,{zeros}"),
            format!("{zeros}-99999999999999999999999"),
            format!("{zeros}0,0"),
            format!("{zeros}0 é"),
        ] {
            let err = parse(&junk).unwrap_err();
            assert!(junk.is_char_boundary(err.offset), "{junk:?}: {err:?}");
        }
    }
}
