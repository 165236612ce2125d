//! The notation a command answers in: the one `--notation` names, else the one the position
//! was written in, so a position typed in Lepeintre's letters comes back in his letters.

use crate::engine::trictrac::notation::position_notation;
use crate::engine::{trictrac::Notation, Color};

/// What `--notation` accepts, for its error.
const NAMES: &str = "canonical, fleche, bn, side, lepeintre, soumille, \
                     `lepeintre black=A` or `soumille black=A`";

/// Reads a `--notation` value: a `notation` line's arguments (`lepeintre white=A`), or a
/// lettered notation's bare name, White sitting on A (`lepeintre`).
///
/// # Errors
///
/// The value names no notation; the message lists those that exist, with the nearest.
pub fn parse_arg(text: &str) -> Result<Notation, String> {
    let t = text.trim();
    let header = match t {
        "lepeintre" | "soumille" => format!("{t} white=A"),
        _ => t.to_string(),
    };
    Notation::from_header(&header).map_err(|_| {
        let word = t.split_whitespace().next().unwrap_or("");
        let names = ["canonical", "fleche", "bn", "side", "lepeintre", "soumille"];
        let near = crate::input::diag::did_you_mean(word, names)
            .map_or(String::new(), |n| format!("; did you mean `{n}`?"));
        format!("--notation: expected {NAMES}, found `{text}`{near}")
    })
}

/// The notation to answer in: `chosen`, else the position's own (canonical for `opening`, the
/// 24 counts and a position ID).
#[must_use]
pub fn answer_in(position: &str, chosen: Option<Notation>) -> Notation {
    chosen
        .or_else(|| position_notation(position))
        .unwrap_or(Notation::Canonical)
}

/// Names the flèche numbered `n` in White's frame (as engine results give it) in `notation`,
/// seen by `color` (which matters for [`Notation::Side`] only).
pub fn labeller(notation: Notation, color: Color) -> impl Fn(u8) -> String {
    move |n| notation.format_number(color, n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_headers() {
        let white_a = Notation::Lepeintre {
            a_side: Color::White,
        };
        assert_eq!(parse_arg("lepeintre"), Ok(white_a));
        assert_eq!(parse_arg("lepeintre white=A"), Ok(white_a));
        assert_eq!(parse_arg(" bn "), Ok(Notation::Bn));
        let e = parse_arg("lepientre").unwrap_err();
        assert!(e.contains("did you mean `lepeintre`?"), "{e}");
        assert!(parse_arg("").is_err());
    }

    #[test]
    fn the_position_s_own_notation_by_default() {
        let pos = "lepeintre white=A: white A15; black Y15";
        assert_eq!(
            answer_in(pos, None),
            Notation::Lepeintre {
                a_side: Color::White
            }
        );
        assert_eq!(answer_in(pos, Some(Notation::Bn)), Notation::Bn);
        assert_eq!(answer_in("opening", None), Notation::Canonical);
        assert_eq!(
            answer_in("side: white Tx15; black Tx15", None),
            Notation::Side
        );
    }
}
