//! One means (moyen) of a jan, described well enough to answer "why these points?".

use std::fmt;

use serde::Serialize;

/// How a means was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "by", content = "number")]
pub enum How {
    /// By one number of the roll.
    Number(u8),
    /// By the sum of both numbers, through a resting flèche (tout d'une).
    Sum,
    /// By both numbers at once (two checkers arriving together).
    Both,
    /// Because the roll could be played without breaking the jan, or a number could not be
    /// played at all (par impuissance).
    Keeping { par_impuissance: bool },
    /// A number that cannot be played.
    Unplayable(u8),
    /// The situation itself (rare jans, sortie).
    Situation,
}

/// One means: how, from where, through which resting flèche, onto which flèche. Flèches are
/// numbered F1..F24 in White's frame; `from`/`via`/`to` are absent where they do not apply.
/// Two checkers arriving together (battre le coin) come from `from` and `and_from`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Means {
    pub how: How,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<u8>,
    /// The second checker's flèche, when two checkers make the means together.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub and_from: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub via: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<u8>,
}

impl Means {
    /// An unused means, all zero bytes.
    pub(crate) const NONE: Means = Means::plain(How::Number(0));

    /// A means with nothing but its kind.
    #[must_use]
    pub const fn plain(how: How) -> Means {
        Means {
            how,
            from: None,
            and_from: None,
            via: None,
            to: None,
        }
    }
}

impl Means {
    /// The means in words, each flèche named by `label` (given its number in White's frame):
    /// `by the 5 from G onto M` with Lepeintre's letters. [`Display`](fmt::Display) names them
    /// `F1`..`F24`.
    #[must_use]
    pub fn describe(&self, label: &dyn Fn(u8) -> String) -> String {
        let mut out = match self.how {
            How::Number(d) => format!("by the {d}"),
            How::Sum => "by the sum".to_string(),
            How::Both => "by both numbers at once".to_string(),
            How::Keeping {
                par_impuissance: true,
            } => "kept par impuissance".to_string(),
            How::Keeping {
                par_impuissance: false,
            } => "kept: the roll is played without breaking it".to_string(),
            How::Unplayable(d) => format!("the {d} cannot be played"),
            How::Situation => "by the situation".to_string(),
        };
        match (self.from, self.and_from) {
            (Some(a), Some(b)) if a == b => {
                out += &format!(" from {} (two checkers)", label(a));
            }
            (Some(a), Some(b)) => out += &format!(" from {} and {}", label(a), label(b)),
            (Some(a), None) => out += &format!(" from {}", label(a)),
            _ => {}
        }
        if let Some(via) = self.via {
            out += &format!(" through {}", label(via));
        }
        if let Some(to) = self.to {
            out += &format!(" onto {}", label(to));
        }
        out
    }
}

impl fmt::Display for Means {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(&|n| format!("F{n}")))
    }
}

#[cfg(test)]
mod tests {
    use super::{How, Means};

    #[test]
    fn a_means_names_its_checkers_and_their_path() {
        // the coin beaten by two checkers from one flèche, and from two
        let same = Means {
            from: Some(10),
            and_from: Some(10),
            to: Some(13),
            ..Means::plain(How::Both)
        };
        assert_eq!(
            same.to_string(),
            "by both numbers at once from F10 (two checkers) onto F13"
        );
        let two = Means {
            and_from: Some(9),
            ..same
        };
        assert_eq!(
            two.to_string(),
            "by both numbers at once from F10 and F9 onto F13"
        );
        let sum = Means {
            from: Some(2),
            via: Some(7),
            to: Some(13),
            ..Means::plain(How::Sum)
        };
        assert_eq!(sum.to_string(), "by the sum from F2 through F7 onto F13");
    }
}
