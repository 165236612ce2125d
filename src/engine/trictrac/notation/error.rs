//! Syntax errors of the notations, with the byte span of the offending text.

use std::fmt;

/// What was expected, what was found, and where (byte offsets into the parsed text).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotationError {
    /// Byte offset of the offending text.
    pub offset: usize,
    /// Its length in bytes (at least 1 where there was text).
    pub len: usize,
    /// What the notation expected there.
    pub expected: String,
    /// What was there instead (empty at the end of the text).
    pub found: String,
    /// The word meant, when `found` looks like a typo of it (`lepeintre` for `lepientre`).
    pub near: Option<String>,
}

impl NotationError {
    /// An error at `offset` in `text`, the offending token being what starts there.
    #[must_use]
    pub fn at(text: &str, offset: usize, expected: impl Into<String>) -> NotationError {
        let rest = text.get(offset..).unwrap_or("");
        let found: String = rest
            .split(|c: char| c.is_whitespace() || c == ',')
            .next()
            .unwrap_or("")
            .to_string();
        NotationError {
            offset,
            len: found.len().max(1),
            expected: expected.into(),
            found,
            near: None,
        }
    }

    /// The same error moved `by` bytes further (when the text was a slice of a larger one).
    #[must_use]
    pub fn shifted(mut self, by: usize) -> NotationError {
        self.offset += by;
        self
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.found.is_empty() {
            write!(f, "expected {}, found the end of the text", self.expected)
        } else {
            write!(f, "expected {}, found `{}`", self.expected, self.found)?;
            match &self.near {
                Some(near) => write!(f, "; did you mean `{near}`?"),
                None => Ok(()),
            }
        }
    }
}

impl std::error::Error for NotationError {}
