//! Diagnostics: what went wrong, in which file, at which line and column. Byte offsets become
//! line:col here and nowhere else.

use std::fmt;
use std::path::{Path, PathBuf};

/// Line starts of a text, to turn byte offsets into 1-based line:column (columns count
/// characters, not bytes).
#[derive(Debug, Clone)]
pub struct LineIndex<'a> {
    text: &'a str,
    starts: Vec<usize>,
}

impl<'a> LineIndex<'a> {
    /// Indexes `text`.
    #[must_use]
    pub fn new(text: &'a str) -> LineIndex<'a> {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        LineIndex { text, starts }
    }

    /// 1-based (line, column) of byte `offset` (clamped to the text).
    #[must_use]
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line = self.starts.partition_point(|&s| s <= offset) - 1;
        let start = self.starts[line];
        let col = self
            .text
            .get(start..offset)
            .map_or(offset - start, |s| s.chars().count());
        (line + 1, col + 1)
    }

    /// Byte offset of the start of 1-based `line`.
    #[must_use]
    pub fn line_start(&self, line: usize) -> usize {
        self.starts
            .get(line.saturating_sub(1))
            .copied()
            .unwrap_or(self.text.len())
    }
}

/// An error in an input file: `path:line:col: message`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// The file.
    pub path: PathBuf,
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub col: usize,
    /// What was expected and what was found.
    pub message: String,
}

impl Diagnostic {
    /// A diagnostic at byte `offset` of `text`, read from `path`.
    #[must_use]
    pub fn at(path: &Path, text: &str, offset: usize, message: impl Into<String>) -> Diagnostic {
        let (line, col) = LineIndex::new(text).line_col(offset);
        Diagnostic {
            path: path.to_path_buf(),
            line,
            col,
            message: one_line(message.into()),
        }
    }

    /// A diagnostic about a whole file (line 1, column 1).
    #[must_use]
    pub fn file(path: &Path, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            path: path.to_path_buf(),
            line: 1,
            col: 1,
            message: one_line(message.into()),
        }
    }
}

/// Messages longer than this (in characters) are cut: they quote the input, which may be huge.
pub const MAX_MESSAGE_CHARS: usize = 1000;

/// The message as one line of bounded length: control characters (a newline in a YAML key the
/// message quotes…) are escaped, so `file:line:col: message` stays one line whatever the input
/// (found by fuzzing the profile loader), and a message quoting a huge input is cut.
fn one_line(message: String) -> String {
    if !message.chars().any(char::is_control) && message.len() <= MAX_MESSAGE_CHARS {
        return message;
    }
    let mut out = String::with_capacity(message.len().min(MAX_MESSAGE_CHARS + 8));
    for (n, c) in message.chars().enumerate() {
        if n == MAX_MESSAGE_CHARS {
            out.push('…');
            break;
        }
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.path.display(),
            self.line,
            self.col,
            self.message
        )
    }
}

impl std::error::Error for Diagnostic {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_become_lines_and_columns() {
        let text = "ab\ncdé\nf";
        let idx = LineIndex::new(text);
        assert_eq!(idx.line_col(0), (1, 1));
        assert_eq!(idx.line_col(3), (2, 1));
        assert_eq!(idx.line_col(7), (2, 4));
        assert_eq!(idx.line_col(8), (3, 1));
        assert_eq!(idx.line_col(99), (3, 2));
    }

    #[test]
    fn messages_are_one_bounded_line() {
        let d = Diagnostic::file(Path::new("f"), "unknown field `a\nb\tc`");
        assert_eq!(d.to_string(), "f:1:1: unknown field `a\\nb\\tc`");
        let d = Diagnostic::at(Path::new("f"), "", 0, "x".repeat(10_000));
        assert_eq!(d.message.chars().count(), MAX_MESSAGE_CHARS + 1);
        assert!(d.message.ends_with('…'));
        let d = Diagnostic::file(Path::new("f"), "expected `é`");
        assert_eq!(d.message, "expected `é`");
    }
}
