//! Diagnostics: what went wrong, in which file, at which line and column. Byte offsets become
//! line:col here and nowhere else.

use std::fmt;
use std::path::{Path, PathBuf};

use super::shown::{escape_controls, escaped_at, shown_path};

/// Line starts of a text, to turn byte offsets into 1-based line:column (columns count
/// characters, not bytes).
#[derive(Debug, Clone)]
pub struct LineIndex<'a> {
    /// The text indexed.
    pub text: &'a str,
    starts: std::sync::Arc<[usize]>,
}

impl<'a> LineIndex<'a> {
    /// Indexes `text`.
    #[must_use]
    pub fn new(text: &'a str) -> LineIndex<'a> {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        LineIndex {
            text,
            starts: starts.into(),
        }
    }

    /// The index of the same text, shared without indexing it again (cheap to clone).
    #[must_use]
    pub fn starts(&self) -> std::sync::Arc<[usize]> {
        self.starts.clone()
    }

    /// `text` with the line starts [`starts`](Self::starts) gave for it (another text of
    /// the same lines is indexed anew).
    #[must_use]
    pub fn with_starts(text: &'a str, starts: std::sync::Arc<[usize]>) -> LineIndex<'a> {
        // checked in constant time: the last line starts after a newline, inside the text
        let fits = match starts.last() {
            Some(&0) => starts.len() == 1,
            Some(&l) => l <= text.len() && text.as_bytes()[l - 1] == b'\n',
            None => false,
        };
        if fits {
            LineIndex { text, starts }
        } else {
            LineIndex::new(text)
        }
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
    /// What kind of error, for tools (`--json`, `--format github`): `syntax`, `front-matter`,
    /// `unknown-keyword`, `unknown-rule`, `unknown-profile`, `lint`, `illegal-position`,
    /// `run`, `read`…; `invalid` when nothing more precise was said.
    pub code: &'static str,
    /// What to do about it, when the message alone does not say (`use spaces, not tabs`):
    /// shown as a `help:` line under the excerpt.
    pub help: Option<String>,
}

impl Diagnostic {
    /// A diagnostic at byte `offset` of `text`, read from `path`.
    #[must_use]
    pub fn at(path: &Path, text: &str, offset: usize, message: impl Into<String>) -> Diagnostic {
        Diagnostic::at_in(path, &LineIndex::new(text), offset, message)
    }

    /// [`at`](Self::at) in a text already indexed: the cost is that of the line, not of the
    /// text before it.
    #[must_use]
    pub fn at_in(
        path: &Path,
        index: &LineIndex,
        offset: usize,
        message: impl Into<String>,
    ) -> Diagnostic {
        let (line, col) = index.line_col(offset);
        Diagnostic {
            path: path.to_path_buf(),
            line,
            col,
            message: one_line(message.into()),
            code: "invalid",
            help: None,
        }
    }

    /// The same diagnostic with the code `code`.
    #[must_use]
    pub fn with_code(self, code: &'static str) -> Diagnostic {
        Diagnostic { code, ..self }
    }

    /// The same diagnostic with `help` (what to do) under it.
    #[must_use]
    pub fn with_help(self, help: impl Into<String>) -> Diagnostic {
        Diagnostic {
            help: Some(one_line(help.into())),
            ..self
        }
    }

    /// The one-line form, then its help on a line of its own (`  help: …`) when it has one: a
    /// diagnostic as a list shows it, without its excerpt.
    #[must_use]
    pub fn with_help_line(&self) -> String {
        match &self.help {
            Some(help) => format!("{self}\n  help: {help}"),
            None => self.to_string(),
        }
    }

    /// The code, unless one more precise is already set.
    #[must_use]
    pub fn or_code(self, code: &'static str) -> Diagnostic {
        if self.code == "invalid" {
            self.with_code(code)
        } else {
            self
        }
    }

    /// As JSON: `file`, `line`, `column`, `code`, `message`, and `help` when there is one.
    #[must_use]
    pub fn to_json(&self) -> serde_json::Value {
        let mut v = serde_json::json!({
            "file": shown_path(&self.path),
            "line": self.line,
            "column": self.col,
            "code": self.code,
            "message": self.message,
        });
        if let Some(help) = &self.help {
            v["help"] = help.clone().into();
        }
        v
    }

    /// A diagnostic about a whole file (line 1, column 1).
    #[must_use]
    pub fn file(path: &Path, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            path: path.to_path_buf(),
            line: 1,
            col: 1,
            message: one_line(message.into()),
            code: "invalid",
            help: None,
        }
    }
}

/// What an invisible or confusable character is, for a message: its name and what it passes
/// for. `None` for any other character.
#[must_use]
pub fn invisible(c: char) -> Option<(&'static str, Passes)> {
    use Passes::{Bidi, Nothing, Space};
    Some(match c {
        '\u{a0}' => ("a no-break space", Space),
        '\u{202f}' => ("a narrow no-break space", Space),
        '\u{2007}' => ("a figure space", Space),
        '\u{2000}'..='\u{200a}' => ("a typographic space", Space),
        '\u{3000}' => ("an ideographic space", Space),
        '\u{1680}' => ("an ogham space mark", Space),
        '\u{200b}' => ("a zero-width space", Nothing),
        '\u{200c}' => ("a zero-width non-joiner", Nothing),
        '\u{200d}' => ("a zero-width joiner", Nothing),
        '\u{2060}' => ("a word joiner", Nothing),
        '\u{feff}' => ("a byte-order mark", Nothing),
        '\u{ad}' => ("a soft hyphen", Nothing),
        '\u{180e}' => ("a Mongolian vowel separator", Nothing),
        '\u{2028}' => ("a line separator", Nothing),
        '\u{2029}' => ("a paragraph separator", Nothing),
        '\u{200e}' => ("a left-to-right mark", Bidi),
        '\u{200f}' => ("a right-to-left mark", Bidi),
        '\u{61c}' => ("an Arabic letter mark", Bidi),
        '\u{202a}' => ("a left-to-right embedding", Bidi),
        '\u{202b}' => ("a right-to-left embedding", Bidi),
        '\u{202c}' => ("a pop directional formatting", Bidi),
        '\u{202d}' => ("a left-to-right override", Bidi),
        '\u{202e}' => ("a right-to-left override", Bidi),
        '\u{2066}' => ("a left-to-right isolate", Bidi),
        '\u{2067}' => ("a right-to-left isolate", Bidi),
        '\u{2068}' => ("a first strong isolate", Bidi),
        '\u{2069}' => ("a pop directional isolate", Bidi),
        _ => return None,
    })
}

/// What an invisible character passes for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Passes {
    /// A space, which it is not to a parser.
    Space,
    /// Nothing at all.
    Nothing,
    /// Nothing, but it reorders the text around it as shown (a bidirectional control).
    Bidi,
}

/// The message of an invisible character `c` found where the parser reads (`a no-break space
/// (U+00A0) where a space is expected: type a plain space`), `None` for any other character.
#[must_use]
pub fn invisible_message(c: char, at_start: bool) -> Option<String> {
    let (name, passes) = invisible(c)?;
    let code = format!("U+{:04X}", u32::from(c));
    Some(match passes {
        _ if c == '\u{feff}' && at_start => format!(
            "{name} ({code}) at the start of the file, before its first line: save the file as \
             UTF-8 without one"
        ),
        Passes::Space => {
            format!("{name} ({code}) where a space is expected: type a plain space instead")
        }
        Passes::Nothing => format!("{name} ({code}), an invisible character: delete it"),
        Passes::Bidi => format!(
            "{name} ({code}), a bidirectional control that reorders the line as shown: delete it"
        ),
    })
}

/// `s` with each control, invisible or confusable character written as its escape (`\u{a0}`),
/// so what is shown is what the file holds.
#[must_use]
pub fn escape_invisible(s: &str) -> String {
    if !s.chars().any(|c| invisible(c).is_some()) {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if invisible(c).is_some() {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    out
}

/// `msg` with its invisible and confusable characters escaped ([`escape_invisible`]) and the
/// first of them named after it: `found `\u{200b}`` becomes `found `\u{200b}` (`\u{200b}`
/// is a zero-width space (U+200B), an invisible character: delete it)`.
#[must_use]
pub fn name_invisible(msg: &str) -> String {
    let Some(c) = msg.chars().find(|c| invisible(*c).is_some()) else {
        return msg.to_string();
    };
    let mut out = escape_invisible(msg);
    if let Some(what) = invisible_message(c, false) {
        out.push_str(&format!(" (`{}` is {what})", c.escape_unicode()));
    }
    out
}

/// Messages longer than this (in characters) are cut: they quote the input, which may be huge.
pub const MAX_MESSAGE_CHARS: usize = 1000;

/// The message as one line of bounded length: control characters (a newline in a YAML key the
/// message quotes…) are escaped, so `file:line:col: message` stays one line whatever the input
/// (found by fuzzing the profile loader), and a message quoting a huge input is cut.
fn one_line(message: String) -> String {
    let plain = |c: char| !c.is_control() && invisible(c).is_none();
    if message.chars().all(plain) && message.len() <= MAX_MESSAGE_CHARS {
        return message;
    }
    let message = name_invisible(&message);
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
            shown_path(&self.path),
            self.line,
            self.col,
            self.message
        )
    }
}

impl std::error::Error for Diagnostic {}

impl Diagnostic {
    /// Byte range in `source` of what the diagnostic points at: from its line and column to the
    /// end of the word there (at least one character; empty at the end of a line).
    fn span(&self, index: &LineIndex) -> std::ops::Range<usize> {
        let source = index.text;
        let start_of_line = index.line_start(self.line).min(source.len());
        let line_text = source[start_of_line..].split('\n').next().unwrap_or("");
        let line_text = line_text.strip_suffix('\r').unwrap_or(line_text);
        let col = line_text
            .char_indices()
            .nth(self.col.saturating_sub(1))
            .map_or(line_text.len(), |(i, _)| i);
        let rest = &line_text[col..];
        let word = rest
            .find(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .unwrap_or(rest.len());
        let len = if word == 0 {
            rest.chars().next().map_or(0, char::len_utf8)
        } else {
            word
        };
        start_of_line + col..start_of_line + col + len
    }

    /// The diagnostic as a terminal shows it: the one-line form (`error: file:line:col:
    /// message`), then the source line with a caret under the offending text, drawn by
    /// codespan-reporting. `source` is the text the diagnostic is about.
    #[must_use]
    pub fn render(&self, source: &str) -> String {
        self.render_rich(source, &Rich::default())
    }

    /// [`render`](Self::render) with more: another heading (`FAIL`), the whole statement
    /// underlined with a label, and notes (`the treatise: …`, `help: …`) below the snippet.
    #[must_use]
    pub fn render_rich(&self, source: &str, rich: &Rich) -> String {
        self.render_in(&LineIndex::new(source), rich)
    }

    /// [`render_rich`](Self::render_rich) of a source already indexed: the cost is that of
    /// the lines shown, whatever the size of the file, so drawing every failure of a file
    /// takes time in proportion to their number. Invisible and confusable characters of the
    /// lines shown are written as their escapes ([`escape_invisible`]).
    #[must_use]
    pub fn render_in(&self, index: &LineIndex, rich: &Rich) -> String {
        use codespan_reporting::diagnostic::{Diagnostic as Report, Label};
        use codespan_reporting::term::{self, Config};

        let heading = rich.heading.unwrap_or("error: ");
        let one_line = format!("{heading}{self}\n");
        let span = if rich.statement {
            self.statement_span(index)
        } else {
            self.span(index)
        };
        let config = Config {
            before_label_lines: 1,
            ..Config::default()
        };
        // the lines shown: the one before the span's (before_label_lines) to the span's own
        let (line, _) = index.line_col(span.start);
        let first = line.saturating_sub(config.before_label_lines).max(1);
        let start = index.line_start(first);
        let end = index.text[span.end..]
            .find('\n')
            .map_or(index.text.len(), |e| span.end + e + 1);
        let window = Window::new(shown_path(&self.path), &index.text[start..end], first - 1);
        let span = window.shown(span.start - start)..window.shown(span.end - start);
        let mut notes: Vec<String> = rich
            .notes
            .iter()
            .map(|n| escape_controls(n).into_owned())
            .collect();
        if let Some(help) = &self.help {
            notes.push(format!("help: {help}"));
        }
        let report = Report::error()
            .with_message(&self.message)
            .with_labels(vec![
                Label::primary((), span).with_message(escape_controls(&rich.label))
            ])
            .with_notes(notes);
        match term::emit_into_string(&config, &window, &report) {
            // codespan's own header repeats the message: the one-line form replaces it
            Ok(text) => match text.split_once('\n') {
                Some((_, snippet)) => one_line + snippet,
                None => one_line,
            },
            Err(_) => one_line,
        }
    }

    /// Byte range of the statement the diagnostic points at: from its column to the end of
    /// its line, trailing spaces and comment left out.
    fn statement_span(&self, index: &LineIndex) -> std::ops::Range<usize> {
        let word = self.span(index);
        let rest = &index.text[word.start..];
        let line = rest.split('\n').next().unwrap_or("");
        let line = line.split_once('#').map_or(line, |(code, _)| code);
        let len = line.trim_end().len().max(word.len());
        word.start..word.start + len
    }

    /// The GitHub Actions annotation of this diagnostic:
    /// `::error file=…,line=…,col=…,title=…::message`.
    #[must_use]
    pub fn github(&self, title: &str) -> String {
        let help = self
            .help
            .as_ref()
            .map_or(String::new(), |h| format!("\nhelp: {h}"));
        format!(
            "::error file={},line={},col={},title={}::{}",
            escape_property(&shown_path(&self.path)),
            self.line,
            self.col,
            escape_property(title),
            escape_data(&format!("{}{help}", self.message))
        )
    }
}

/// The lines of a file a diagnostic shows, as codespan-reporting reads them: numbered as in
/// the file, each invisible or confusable character and each control character a terminal may
/// act on written as its escape (as [`escape_controls`] writes it; columns still counted in
/// the file's characters).
struct Window {
    name: String,
    /// The lines shown, escaped.
    text: String,
    /// Where each line of `text` starts.
    starts: Vec<usize>,
    /// The index in the file of the first line.
    first_line: usize,
    /// Each escape: its offset in `text`, its length there and in the file, in bytes.
    escapes: Vec<(usize, usize, usize)>,
}

impl Window {
    fn new(name: String, lines: &str, first_line: usize) -> Window {
        let mut text = String::with_capacity(lines.len());
        let mut escapes = Vec::new();
        for (i, c) in lines.char_indices() {
            if invisible(c).is_some() || escaped_at(lines, i, c) {
                let at = text.len();
                text.extend(c.escape_unicode());
                escapes.push((at, text.len() - at, c.len_utf8()));
            } else {
                text.push(c);
            }
        }
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Window {
            name,
            text,
            starts,
            first_line,
            escapes,
        }
    }

    /// The offset in `text` of offset `orig` of the lines as the file holds them.
    fn shown(&self, orig: usize) -> usize {
        let mut grown = 0;
        for &(at, len, orig_len) in &self.escapes {
            if at - grown >= orig {
                break;
            }
            grown += len - orig_len;
        }
        orig + grown
    }
}

impl<'a> codespan_reporting::files::Files<'a> for Window {
    type FileId = ();
    type Name = &'a str;
    type Source = &'a str;

    fn name(&'a self, (): ()) -> Result<&'a str, codespan_reporting::files::Error> {
        Ok(&self.name)
    }

    fn source(&'a self, (): ()) -> Result<&'a str, codespan_reporting::files::Error> {
        Ok(&self.text)
    }

    fn line_index(
        &'a self,
        (): (),
        byte: usize,
    ) -> Result<usize, codespan_reporting::files::Error> {
        Ok(self
            .starts
            .partition_point(|&s| s <= byte)
            .saturating_sub(1))
    }

    fn line_number(
        &'a self,
        (): (),
        line: usize,
    ) -> Result<usize, codespan_reporting::files::Error> {
        Ok(self.first_line + line + 1)
    }

    fn column_number(
        &'a self,
        (): (),
        line: usize,
        byte: usize,
    ) -> Result<usize, codespan_reporting::files::Error> {
        let range = self.line_range((), line)?;
        let end = byte.clamp(range.start, range.end);
        let shown = self.text[range.start..end].chars().count();
        // an escape counts as the one character of the file it stands for
        let extra: usize = self
            .escapes
            .iter()
            .filter(|(at, _, _)| (range.start..end).contains(at))
            .map(|(at, len, _)| self.text[*at..at + len].chars().count() - 1)
            .sum();
        Ok(shown - extra + 1)
    }

    fn line_range(
        &'a self,
        (): (),
        line: usize,
    ) -> Result<std::ops::Range<usize>, codespan_reporting::files::Error> {
        let start =
            *self
                .starts
                .get(line)
                .ok_or(codespan_reporting::files::Error::LineTooLarge {
                    given: line,
                    max: self.starts.len() - 1,
                })?;
        let end = self
            .starts
            .get(line + 1)
            .copied()
            .unwrap_or(self.text.len());
        Ok(start..end)
    }
}

/// What [`Diagnostic::render_rich`] adds to the plain rendering.
#[derive(Debug, Clone, Default)]
pub struct Rich {
    /// What comes before the one-line form (default `error: `).
    pub heading: Option<&'static str>,
    /// Underline the whole statement, not only the word at the column.
    pub statement: bool,
    /// The text beside the underline.
    pub label: String,
    /// Lines below the snippet (`= …`); one starting `help:` tells what to do next.
    pub notes: Vec<String>,
}

/// A GitHub workflow command's message, escaped (`%`, CR, LF).
fn escape_data(s: &str) -> String {
    s.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// A GitHub workflow command's property value, escaped (also `:` and `,`).
fn escape_property(s: &str) -> String {
    escape_data(s).replace(':', "%3A").replace(',', "%2C")
}

/// A serde message about an unknown key or value (`unknown field `exit-methd`, expected one
/// of `a`, `b`…`, also `unknown variant`), with the nearest expected name when the unknown one
/// looks like a typo of it (`; did you mean `exit-method`?`); other messages unchanged.
#[must_use]
pub fn suggest_field(message: &str) -> String {
    let found = ["unknown field `", "unknown variant `"]
        .iter()
        .find_map(|p| message.split_once(p))
        .and_then(|(_, rest)| rest.split_once('`'));
    let Some((found, rest)) = found else {
        return message.to_string();
    };
    let Some((_, expected)) = rest.split_once("expected") else {
        return message.to_string();
    };
    let names: Vec<&str> = expected.split('`').skip(1).step_by(2).collect();
    match did_you_mean(found, names) {
        Some(near) => format!("{message}; did you mean `{near}`?"),
        None => message.to_string(),
    }
}

/// The candidate nearest to `found`, for "did you mean" hints (the engine's one function).
pub use crate::engine::spelling::did_you_mean;

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
    fn suggestions_are_near_misses() {
        let ids = ["jan.mezeas", "jan.contre-mezeas", "jan.sortie"];
        assert_eq!(did_you_mean("jan.mezeaz", ids), Some("jan.mezeas"));
        assert_eq!(did_you_mean("jan.sorti", ids), Some("jan.sortie"));
        assert_eq!(did_you_mean("jan.mezeas", ids), None);
        assert_eq!(did_you_mean("board", ids), None);
        assert_eq!(
            did_you_mean("lepeintre-1819", ["lepeintre-1818", "modern"]),
            Some("lepeintre-1818")
        );
    }

    #[test]
    fn serde_messages_get_the_nearest_name() {
        assert_eq!(
            suggest_field("rules: unknown field `exit-methd`, expected one of `exit-method`, `pile`"),
            "rules: unknown field `exit-methd`, expected one of `exit-method`, `pile`; did you mean `exit-method`?"
        );
        assert_eq!(
            suggest_field("unknown field `sourc`, expected `id` or `source`"),
            "unknown field `sourc`, expected `id` or `source`; did you mean `source`?"
        );
        let far = "unknown field `zzz`, expected `id` or `source`";
        assert_eq!(suggest_field(far), far);
        assert_eq!(suggest_field("missing field `id`"), "missing field `id`");
    }

    #[test]
    fn github_annotations_are_escaped() {
        let d = Diagnostic::at(Path::new("a,b:c.scn"), "x\ny", 2, "50% of\nit");
        assert_eq!(
            d.github("FAIL"),
            "::error file=a%2Cb%3Ac.scn,line=2,col=1,title=FAIL::50% of\\nit"
                .replace("50%", "50%25")
        );
        assert_eq!(d.to_json()["column"], 1);
        assert_eq!(d.to_json()["code"], "invalid");
    }

    #[test]
    fn render_draws_the_line_and_a_caret() {
        let text = "notation lepeintre white=A\nblack Y13 W2\n";
        let d = Diagnostic::at(
            Path::new("a.scn"),
            text,
            37,
            "expected a letter, found `W2`",
        );
        assert_eq!(d.to_string(), "a.scn:2:11: expected a letter, found `W2`");
        let r = d.render(text);
        assert!(
            r.starts_with("error: a.scn:2:11: expected a letter, found `W2`\n"),
            "{r}"
        );
        assert!(r.contains("2 │ black Y13 W2\n"), "{r}");
        assert!(r.contains("│           ^^"), "{r}");
        // past the end, on an empty text, or on a line that does not exist: no panic
        for (text, line, col) in [("", 1, 1), ("ab", 1, 9), ("ab\n", 5, 1), ("é", 1, 2)] {
            let d = Diagnostic {
                path: "x".into(),
                line,
                col,
                message: "m".into(),
                code: "invalid",
                help: None,
            };
            assert!(d.render(text).starts_with("error: x:"));
        }
    }

    #[test]
    fn control_characters_are_escaped_in_every_form() {
        let d = Diagnostic::at(
            Path::new("a\u{1b}]0;x\u{7}.scn"),
            "# \u{1b}[2J\nx y\n",
            9,
            "m",
        );
        for shown in [
            d.to_string(),
            d.github("t"),
            d.to_json().to_string(),
            d.render("# \u{1b}[2J\nx y\n"),
        ] {
            assert!(!shown.contains(['\u{1b}', '\u{7}']), "{shown}");
        }
        // the caret stays under the word at fault, past an escaped line
        assert!(
            d.render("# \u{1b}[2J\nx y\n").contains("│   ^"),
            "{}",
            d.render("# \u{1b}[2J\nx y\n")
        );
    }

    #[test]
    fn a_help_is_shown_under_its_diagnostic_in_every_form() {
        let d = Diagnostic::at(Path::new("p.yaml"), "a: 1\n", 0, "m").with_help("do this");
        assert_eq!(d.with_help_line(), "p.yaml:1:1: m\n  help: do this");
        assert!(d.render("a: 1\n").contains("= help: do this"));
        assert_eq!(d.to_json()["help"], "do this");
        assert!(d.github("t").ends_with("::m%0Ahelp: do this"));
        let plain = Diagnostic::file(Path::new("p.yaml"), "m");
        assert_eq!(plain.with_help_line(), "p.yaml:1:1: m");
        assert!(plain.to_json().get("help").is_none());
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
