//! The arguments of a `notation` line: a notation name, and for the lettered notations the
//! player sitting on A (`lepeintre white=A`).

use nom::branch::alt;
use nom::bytes::complete::tag;
use nom::character::complete::{alpha1, space0, space1};
use nom::combinator::value;
use nom::sequence::{preceded, terminated};
use nom::{IResult, Parser};

use super::tokens::error;
use super::{Notation, NotationError};
use crate::engine::Color;

const NAMES: &str = "a notation: canonical, fleche, bn, side, lepeintre or soumille";

/// The notation names, for suggestions.
const NAME_LIST: [&str; 6] = ["canonical", "fleche", "bn", "side", "lepeintre", "soumille"];

/// `e` with the nearest of `known` to what it found, when that looks like a typo.
fn near(mut e: NotationError, known: &[&str]) -> NotationError {
    e.near =
        crate::engine::spelling::did_you_mean(&e.found, known.iter().copied()).map(String::from);
    e
}

/// `white=A` or `black=A`, after at least one space.
fn a_side(input: &str) -> IResult<&str, Color> {
    preceded(
        space1,
        terminated(
            alt((
                value(Color::White, tag("white")),
                value(Color::Black, tag("black")),
            )),
            tag("=A"),
        ),
    )
    .parse(input)
}

/// Parses a header; see [`Notation::from_header`].
pub fn parse(text: &str) -> Result<Notation, NotationError> {
    let at = |rest: &str| text.len() - rest.len();
    let (rest, _) = space0::<_, nom::error::Error<&str>>(text).expect("space0 never fails");
    let (after, name) = alpha1::<_, nom::error::Error<&str>>(rest)
        .map_err(|_| near(NotationError::at(text, at(rest), NAMES), &NAME_LIST))?;
    let sided = |make: fn(Color) -> Notation| {
        a_side(after).map(|(rest, c)| (rest, make(c))).map_err(|_| {
            let e = NotationError::at(
                text,
                at(after.trim_start()),
                "`white=A` or `black=A` (the player sitting on A)",
            );
            near(e, &["white=A", "black=A"])
        })
    };
    let (rest, notation) = match name {
        "canonical" => (after, Notation::Canonical),
        "fleche" => (after, Notation::Fleche),
        "bn" => (after, Notation::Bn),
        "side" => (after, Notation::Side),
        "lepeintre" => sided(|a_side| Notation::Lepeintre { a_side })?,
        "soumille" => sided(|a_side| Notation::Soumille { a_side })?,
        _ => return Err(near(error(at(rest), name, NAMES), &NAME_LIST)),
    };
    if !rest.trim().is_empty() {
        let extra = rest.trim_start();
        return Err(NotationError::at(
            text,
            at(extra),
            format!("the end of the `{name}` header"),
        ));
    }
    Ok(notation)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_round_trip() {
        for n in [
            Notation::Canonical,
            Notation::Fleche,
            Notation::Bn,
            Notation::Side,
            Notation::Lepeintre {
                a_side: Color::White,
            },
            Notation::Lepeintre {
                a_side: Color::Black,
            },
            Notation::Soumille {
                a_side: Color::White,
            },
            Notation::Soumille {
                a_side: Color::Black,
            },
        ] {
            assert_eq!(parse(&n.to_string()), Ok(n));
        }
        assert_eq!(
            parse("  lepeintre   black=A  "),
            Ok(Notation::Lepeintre {
                a_side: Color::Black
            })
        );
    }

    #[test]
    fn errors() {
        let e = parse("lepeintre").unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (9, ""));
        assert!(e.expected.contains("white=A"), "{e}");
        let e = parse("lepeintre red=A").unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (10, "red=A"));
        let e = parse("lepeintre white=B").unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (10, "white=B"));
        let e = parse("lepientre white=A").unwrap_err();
        assert_eq!(e.near.as_deref(), Some("lepeintre"), "{e}");
        assert!(
            e.to_string()
                .ends_with("found `lepientre`; did you mean `lepeintre`?"),
            "{e}"
        );
        let e = parse("lepeintre whte=A").unwrap_err();
        assert_eq!(e.near.as_deref(), Some("white=A"), "{e}");
        let e = parse("trictrac").unwrap_err();
        assert_eq!(e.near, None);
        let e = parse("trictrac").unwrap_err();
        assert_eq!(
            (e.offset, e.found.as_str(), e.expected.as_str()),
            (0, "trictrac", NAMES)
        );
        let e = parse(" side x").unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (6, "x"));
        let e = parse("canonical white=A").unwrap_err();
        assert_eq!(e.offset, 10);
    }

    #[test]
    fn junk_never_panics() {
        for junk in [
            "",
            " ",
            "é",
            "☃ side",
            "side☃",
            "lepeintre white=Aé",
            "lepeintre\twhite=A",
            "9",
            "Lepeintre white=A",
        ] {
            let r = parse(junk);
            assert_eq!(r.is_ok(), junk == "lepeintre\twhite=A", "{junk:?}: {r:?}");
        }
    }
}
