//! The machinery shared by the token notations: a colour's checkers written as
//! whitespace-separated tokens, each a flèche label followed by an optional count (`A13`,
//! `F1x13`), and single flèche tokens as used in plays (`K`, `off`).
//!
//! Each notation only says how it writes a label ([`Labels`]); reading and printing token lists,
//! counts and errors are done here once.

use nom::character::complete::digit1;
use nom::combinator::map_opt;
use nom::{IResult, Parser};

use super::NotationError;
use crate::engine::{
    trictrac::{Fleche, Setup},
    Color,
};

/// How a count follows the flèche label.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CountStyle {
    /// Digits right after the label: `A13` (letter notations).
    Suffix,
    /// `x` then digits: `F1x13`, `Tx11` (numbered notations, where digits are the label).
    X,
}

/// How one notation writes a flèche. `color` is the colour whose checkers (or move) the label is
/// read for; only the per-side notation depends on it.
pub trait Labels {
    /// What a label is, named for error messages.
    fn expected(&self) -> &'static str;
    /// How counts are written after a label.
    fn count_style(&self) -> CountStyle;
    /// Parses one label at the start of `input`.
    fn label<'a>(&self, color: Color, input: &'a str) -> IResult<&'a str, Fleche>;
    /// Writes the label of `f`.
    fn format_label(&self, color: Color, f: Fleche) -> String;
}

/// A decimal number in `lo..=hi` without leading zeros; anything else (including numbers too
/// large for any integer type) fails as a nom error.
pub fn number<'a>(
    lo: u8,
    hi: u8,
) -> impl Parser<&'a str, Output = u8, Error = nom::error::Error<&'a str>> {
    map_opt(digit1, move |d: &str| {
        if d.len() > 1 && d.starts_with('0') {
            return None;
        }
        d.parse::<u8>().ok().filter(|n| (lo..=hi).contains(n))
    })
}

/// An error at `offset` whose offending text is `found`.
pub fn error(offset: usize, found: &str, expected: impl Into<String>) -> NotationError {
    NotationError {
        offset,
        len: found.len().max(1),
        expected: expected.into(),
        found: found.to_string(),
        near: None,
    }
}

/// The whitespace-separated tokens of `text` with their byte offsets.
pub fn split(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let base = text.as_ptr() as usize;
    text.split_whitespace()
        .map(move |t| (t.as_ptr() as usize - base, t))
}

/// One token `label[count]`; errors are relative to the token.
fn checker(labels: &dyn Labels, color: Color, token: &str) -> Result<(Fleche, u8), NotationError> {
    let at = |rest: &str| token.len() - rest.len();
    let (rest, fleche) = labels
        .label(color, token)
        .map_err(|_: nom::Err<_>| error(0, token, labels.expected()))?;
    if rest.is_empty() {
        return Ok((fleche, 1));
    }
    let digits = match labels.count_style() {
        CountStyle::Suffix => {
            if !rest.starts_with(|c: char| c.is_ascii_digit()) {
                return Err(error(
                    at(rest),
                    rest,
                    "a count 1..15 right after the flèche, or a space",
                ));
            }
            rest
        }
        CountStyle::X => match rest.strip_prefix('x') {
            Some(d) if d.starts_with(|c: char| c.is_ascii_digit()) => d,
            Some(_) => return Err(error(at(rest), rest, "a count 1..15 after `x`")),
            None => return Err(error(at(rest), rest, "`x` and a count 1..15, or a space")),
        },
    };
    match number(1, 15).parse(digits) {
        Ok(("", n)) => Ok((fleche, n)),
        Ok((after, _)) => Err(error(at(after), after, "a space after the count")),
        Err(_) => {
            let end = digits
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(digits.len());
            Err(error(
                at(digits),
                &digits[..end],
                "a count between 1 and 15",
            ))
        }
    }
}

/// Adds the checkers of `color` written in `text` to `setup`. A flèche may be named once.
pub fn parse_checkers(
    labels: &dyn Labels,
    color: Color,
    text: &str,
    setup: &mut Setup,
) -> Result<(), NotationError> {
    let mut parsed = Vec::new();
    let mut seen = [false; 24];
    for (offset, token) in split(text) {
        let (fleche, n) = checker(labels, color, token).map_err(|e| e.shifted(offset))?;
        if std::mem::replace(&mut seen[fleche.index()], true) {
            return Err(error(
                offset,
                token,
                format!("a flèche not already given ({fleche} is named twice)"),
            ));
        }
        parsed.push((fleche, n));
    }
    for (fleche, n) in parsed {
        setup.add(color, fleche, n);
    }
    Ok(())
}

/// One flèche as used in a play; `off` is the band (borne off).
pub fn parse_square(
    labels: &dyn Labels,
    color: Color,
    token: &str,
) -> Result<Option<Fleche>, NotationError> {
    if token == "off" {
        return Ok(None);
    }
    match labels.label(color, token) {
        Ok(("", f)) => Ok(Some(f)),
        _ => Err(error(0, token, format!("{}, or `off`", labels.expected()))),
    }
}

/// The checkers of `color`, in its direction of travel (from its talon to the opponent's).
pub fn format_checkers(labels: &dyn Labels, color: Color, setup: &Setup) -> String {
    (1..=24)
        .filter_map(|n| Fleche::from_side(color, n))
        .filter_map(|f| {
            let n = setup.get(color, f);
            (n > 0).then(|| {
                let label = labels.format_label(color, f);
                match (n, labels.count_style()) {
                    (1, _) => label,
                    (_, CountStyle::Suffix) => format!("{label}{n}"),
                    (_, CountStyle::X) => format!("{label}x{n}"),
                }
            })
        })
        .collect::<Vec<_>>()
        .join(" ")
}
