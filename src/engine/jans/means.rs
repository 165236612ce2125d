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

impl fmt::Display for Means {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.how {
            How::Number(d) => write!(f, "by the {d}")?,
            How::Sum => write!(f, "by the sum")?,
            How::Both => write!(f, "by both numbers at once")?,
            How::Keeping {
                par_impuissance: true,
            } => write!(f, "kept par impuissance")?,
            How::Keeping {
                par_impuissance: false,
            } => write!(f, "kept: the roll is played without breaking it")?,
            How::Unplayable(d) => write!(f, "the {d} cannot be played")?,
            How::Situation => write!(f, "by the situation")?,
        }
        match (self.from, self.and_from) {
            (Some(a), Some(b)) if a == b => write!(f, " from F{a} (two checkers)")?,
            (Some(a), Some(b)) => write!(f, " from F{a} and F{b}")?,
            (Some(a), None) => write!(f, " from F{a}")?,
            _ => {}
        }
        if let Some(via) = self.via {
            write!(f, " through F{via}")?;
        }
        if let Some(to) = self.to {
            write!(f, " onto F{to}")?;
        }
        Ok(())
    }
}
