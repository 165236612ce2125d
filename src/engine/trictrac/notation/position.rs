//! A whole position on one line, for the CLI: see [`parse_position`].

use super::tokens::{error, split};
use super::{canonical, Notation, NotationError};
use crate::engine::{trictrac::Setup, Color};

const FORMS: &str =
    "`opening`, 24 comma-separated counts, a position ID, or `<notation>: white …; black …`";

/// Parses a position written on one line. Three forms are accepted:
///
/// - `opening`: each talon holds 15 checkers;
/// - a [position ID](super::id) (`show` prints it), which carries the side to play;
/// - the [canonical](super::canonical) form: 24 comma-separated signed counts F1..F24 in White's
///   frame (`15,0,…,0,-15`);
/// - a notation header, a colon, then parts separated by semicolons:
///   `<header>: <colour> <tokens>; <colour> <tokens>[; to-play <colour>]`, for instance
///   `lepeintre white=A: white A11 D E L2; black Y9 X V2 U R Q` or
///   `side: white Tx15; black Tx13 o5x2; to-play black`. The header is that of a `notation`
///   line ([`Notation::from_header`]); each colour (`white`, `black`) appears at most once and its
///   checkers not written are borne off. With `canonical:` a part may instead be the 24 counts.
///
/// White is to play unless a `to-play` part (or the ID) says otherwise. Error offsets are
/// relative to the whole line.
pub fn parse_position(text: &str) -> Result<Setup, NotationError> {
    let Some((header, body)) = text.split_once(':') else {
        if text.trim() == "opening" {
            return Ok(Setup::opening());
        }
        let trimmed = text.trim();
        if super::id::looks_like_id(trimmed) {
            let at = text.len() - text.trim_start().len();
            return super::id::decode(trimmed).map_err(|e| e.shifted(at));
        }
        return canonical::parse(text).map_err(|e| {
            if e.offset == text.len() - text.trim_start().len() {
                NotationError {
                    expected: FORMS.to_string(),
                    ..e
                }
            } else {
                e
            }
        });
    };
    let notation = Notation::from_header(header)?;
    let mut setup = Setup::empty();
    let mut seen = [false; 2];
    let mut part_start = header.len() + 1;
    for part in body.split(';') {
        let offset = part_start;
        part_start += part.len() + 1;
        let mut words = split(part);
        let Some((word_at, word)) = words.next() else {
            continue;
        };
        let rest_at = word_at + word.len();
        let rest = &part[rest_at..];
        let color = match word {
            "white" => Color::White,
            "black" => Color::Black,
            "to-play" => {
                setup.turn = match (words.next(), words.next()) {
                    (Some((_, "white")), None) => Color::White,
                    (Some((_, "black")), None) => Color::Black,
                    (Some((at, found)), _) => {
                        return Err(error(
                            offset + at,
                            found,
                            "`white` or `black` after `to-play`",
                        ))
                    }
                    (None, _) => {
                        return Err(error(
                            offset + rest_at,
                            "",
                            "`white` or `black` after `to-play`",
                        ))
                    }
                };
                continue;
            }
            _ if notation == Notation::Canonical
                && word.starts_with(|c: char| c == '-' || c.is_ascii_digit()) =>
            {
                if seen.iter().any(|&s| s) {
                    return Err(error(
                        offset + word_at,
                        word,
                        "the 24 counts only when no colour is written apart",
                    ));
                }
                seen = [true; 2];
                let turn = setup.turn;
                setup = canonical::parse(part).map_err(|e| e.shifted(offset))?;
                setup.turn = turn;
                continue;
            }
            _ => return Err(error(offset + word_at, word, expected_part(notation))),
        };
        let i = usize::from(color == Color::Black);
        if std::mem::replace(&mut seen[i], true) {
            return Err(error(
                offset + word_at,
                word,
                format!("each colour once ({color} is already placed)"),
            ));
        }
        notation
            .parse_checkers(color, rest, &mut setup)
            .map_err(|e| e.shifted(offset + rest_at))?;
    }
    Ok(setup)
}

/// The notation a position argument is written in, as [`parse_position`] reads it: that of
/// its header (`lepeintre white=A: …`), else [`Notation::Canonical`] (`opening`, the 24 counts,
/// a position ID). `None` when the header does not parse.
#[must_use]
pub fn position_notation(text: &str) -> Option<Notation> {
    match text.split_once(':') {
        Some((header, _)) => Notation::from_header(header).ok(),
        None => Some(Notation::Canonical),
    }
}

fn expected_part(notation: Notation) -> &'static str {
    match notation {
        Notation::Canonical => "`white`, `black`, `to-play` or 24 comma-separated counts",
        _ => "`white`, `black` or `to-play`",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::trictrac::Fleche;

    #[test]
    fn the_three_forms() {
        assert_eq!(parse_position(" opening "), Ok(Setup::opening()));
        let canonical = canonical::format(&Setup::opening());
        assert_eq!(parse_position(&canonical), Ok(Setup::opening()));
        let s = parse_position("lepeintre white=A: white A11 D E L2; black Y9 X V2 U R Q").unwrap();
        assert_eq!(s.get(Color::White, Fleche::WHITE_COIN), 2);
        assert_eq!(s.get(Color::Black, Fleche::BLACK_TALON), 9);
        assert_eq!(s.turn, Color::White);
        let s = parse_position("lepeintre black=A: black A11 D E L2; white Y9; to-play black;")
            .unwrap();
        assert_eq!(s.get(Color::Black, Fleche::BLACK_COIN), 2);
        assert_eq!(s.get(Color::White, Fleche::WHITE_TALON), 9);
        assert_eq!(s.turn, Color::Black);
        let s = parse_position("side: white Tx15; black Tx15").unwrap();
        assert_eq!(s, Setup::opening());
        let s = parse_position(&format!("canonical: {canonical}; to-play black")).unwrap();
        assert_eq!(
            s,
            Setup {
                turn: Color::Black,
                ..Setup::opening()
            }
        );
        let s = parse_position("canonical: white 1x15; black 24x15").unwrap();
        assert_eq!(s, Setup::opening());
        assert_eq!(
            parse_position("bn:"),
            Ok(Setup::empty()),
            "everything borne off"
        );
    }

    #[test]
    fn errors_are_relative_to_the_line() {
        let text = "lepeintre white=A: white A11 D; black Y9 W";
        let e = parse_position(text).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (41, "W"));
        let e = parse_position("fleche: white F1x15; white F2").unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (21, "white"));
        let e = parse_position("fleche: red F1x15").unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (8, "red"));
        let e = parse_position("lepeintre: white A").unwrap_err();
        assert_eq!(e.offset, 9);
        let e = parse_position("bn: to-play").unwrap_err();
        assert_eq!(e.offset, 11);
        let e = parse_position("bn: to-play blue").unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (12, "blue"));
        let e = parse_position("hello").unwrap_err();
        assert_eq!((e.offset, e.expected.as_str()), (0, FORMS));
        let e = parse_position("canonical: 15,0,x").unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (16, "x"));
    }

    #[test]
    fn junk_never_panics() {
        for junk in [
            "",
            ":",
            ";",
            "é:é",
            "side: white ☃",
            "side: ☃",
            "canonical: -",
            "canonical: white 1; 15",
            "side: ; ; white",
            "opening;",
            "lepeintre white=A: white A99999999999999999999",
        ] {
            let r = parse_position(junk);
            assert_eq!(r.is_ok(), junk == "side: ; ; white", "{junk:?}: {r:?}");
        }
    }
}
