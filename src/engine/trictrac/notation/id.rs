//! The position ID: a whole position and the side to play in one short string, in the manner of
//! gnubg's Position ID (`f/8AAAAAAAH//A` is the opening, White to play).
//!
//! The bits, in order: the side to play (0 White, 1 Black); then White's flèches F1..F24 and
//! Black's F1..F24, each as as many 1s as it holds checkers followed by a 0. Checkers not on the
//! board are borne off, as everywhere. A legal position has at most 30 checkers on the board, so
//! at most 1 + 48 + 30 = 79 bits: padded with 0s to 84 bits, it is written as 14 characters of
//! the base64 alphabet (`A`–`Z`, `a`–`z`, `0`–`9`, `+`, `/`), six bits a character, the first
//! bit the highest. The encoding is lossless for any [`Setup`]: one with more checkers (which
//! validation refuses) gets a longer ID.

use super::NotationError;
use crate::engine::{trictrac::Setup, Color};

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Characters of the ID of a legal position (and the fewest any ID has).
pub const LEN: usize = 14;

/// Longer IDs are refused unread: 48 flèches of 255 checkers need at most 2,074 characters.
const MAX_LEN: usize = 2100;

/// What an ID is, for errors.
const EXPECTED: &str = "a position ID: 14 characters of A-Z, a-z, 0-9, + and /";

/// The ID of `setup`, its side to play included.
#[must_use]
pub fn encode(setup: &Setup) -> String {
    let mut bits: Vec<bool> = vec![setup.turn == Color::Black];
    for counts in [&setup.white, &setup.black] {
        for &n in counts {
            bits.extend(std::iter::repeat_n(true, usize::from(n)));
            bits.push(false);
        }
    }
    let len = bits.len().div_ceil(6).max(LEN);
    bits.resize(len * 6, false);
    bits.chunks(6)
        .map(|c| {
            let v = c.iter().fold(0usize, |v, &b| (v << 1) | usize::from(b));
            char::from(ALPHABET[v])
        })
        .collect()
}

/// Whether `text` has the shape of an ID (at least [`LEN`] characters, all of the alphabet), so
/// that [`parse_position`](super::parse_position) reads it as one.
#[must_use]
pub fn looks_like_id(text: &str) -> bool {
    text.len() >= LEN && text.bytes().all(|b| ALPHABET.contains(&b))
}

/// Reads an ID back into the setup it was made from. Errors point into `text`.
pub fn decode(text: &str) -> Result<Setup, NotationError> {
    let err = |offset: usize, found: &str| NotationError {
        offset,
        len: found.len().max(1),
        expected: EXPECTED.to_string(),
        found: found.to_string(),
        near: None,
    };
    if text.len() > MAX_LEN {
        return Err(err(0, "an ID longer than any position needs"));
    }
    let mut bits = Vec::with_capacity(text.len() * 6);
    for (i, c) in text.char_indices() {
        let Some(v) = u8::try_from(c)
            .ok()
            .and_then(|b| ALPHABET.iter().position(|&a| a == b))
        else {
            return Err(err(i, &text[i..i + c.len_utf8()]));
        };
        bits.extend((0..6).rev().map(|k| v >> k & 1 == 1));
    }
    if text.len() < LEN {
        return Err(err(0, text));
    }
    let mut at = 0;
    let mut setup = Setup::empty();
    setup.turn = if bits[0] { Color::Black } else { Color::White };
    at += 1;
    for color in [Color::White, Color::Black] {
        for i in 0..24 {
            let mut n: u8 = 0;
            loop {
                match bits.get(at) {
                    None => {
                        return Err(NotationError {
                            expected: format!("{EXPECTED} (this one is cut short)"),
                            ..err(0, text)
                        })
                    }
                    Some(false) => break,
                    Some(true) => {
                        n = n
                            .checked_add(1)
                            .ok_or_else(|| err(at / 6, "a flèche of 256 checkers"))?;
                    }
                }
                at += 1;
            }
            at += 1;
            setup.counts_mut(color)[i] = n;
        }
    }
    // the padding: zeros, and no more characters than the position needs
    if let Some(extra) = bits[at.min(bits.len())..].iter().position(|&b| b) {
        let c = (at + extra) / 6;
        return Err(err(c, &text[c..=c]));
    }
    if text.len() > bits_len_chars(at) {
        let c = bits_len_chars(at);
        return Err(err(c, &text[c..]));
    }
    Ok(setup)
}

/// Characters needed for `bits` bits, never fewer than [`LEN`].
fn bits_len_chars(bits: usize) -> usize {
    bits.div_ceil(6).max(LEN)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::trictrac::notation::canonical;

    #[test]
    fn the_opening_and_its_mirror() {
        let id = encode(&Setup::opening());
        assert_eq!(id.len(), LEN);
        assert_eq!(decode(&id), Ok(Setup::opening()));
        let mirror = Setup::opening().mirror();
        let mid = encode(&mirror);
        assert_ne!(id, mid);
        assert_eq!(decode(&mid), Ok(mirror));
    }

    #[test]
    fn a_position_round_trips_with_its_side() {
        let mut s =
            canonical::parse("2,2,2,2,2,3,0,0,0,0,0,2,-2,0,0,0,0,0,-3,-2,-2,-2,-2,-2").unwrap();
        for turn in [Color::White, Color::Black] {
            s.turn = turn;
            let id = encode(&s);
            assert_eq!(id.len(), LEN, "{id}");
            assert_eq!(decode(&id), Ok(s.clone()));
        }
        // an impossible setup is still encoded without loss, in a longer ID
        let mut big = Setup::empty();
        big.white[3] = 200;
        big.black[20] = 40;
        let id = encode(&big);
        assert!(id.len() > LEN);
        assert_eq!(decode(&id), Ok(big));
    }

    #[test]
    fn bad_ids_are_errors_pointing_inside() {
        let id = encode(&Setup::opening());
        let e = decode(&format!("{}é{}", &id[..3], &id[4..])).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (3, "é"));
        assert!(decode(&id[..10]).is_err());
        // a 1 in the padding
        let mut bad = id.clone();
        bad.replace_range(13.., "B");
        assert_eq!(decode(&bad).unwrap_err().offset, 13);
        // a character too many
        assert_eq!(decode(&format!("{id}A")).unwrap_err().offset, 14);
        // all ones: no flèche ever ends
        assert!(decode(&"/".repeat(50)).is_err());
        assert!(decode(&"/".repeat(5000)).is_err());
    }
}
