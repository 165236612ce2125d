//! What may be shown on a terminal: text read from a file, a file's name or an argument, with
//! every control character a terminal may act on written as its escape. Every output goes
//! through [`escape_controls`]: the excerpts, paths and messages of diagnostics, in every form,
//! and, last, all that the binary prints.

use std::path::Path;

/// Whether `c` is a control character a terminal may act on: every C0 and C1 control
/// character (and DEL) but tab and newline.
#[must_use]
pub fn is_terminal_control(c: char) -> bool {
    c.is_control() && c != '\t' && c != '\n'
}

/// `s` as it may be shown on a terminal: each control character a terminal may act on
/// ([`is_terminal_control`]: an escape sequence, a bell, a backspace…) written as its escape
/// (`\u{1b}`), so that nothing a file, a file name or an argument holds can clear the screen,
/// set the window's title or hide what precedes it. A carriage return ending a line (`\r\n`)
/// is left as it is. The one function by which the excerpts, paths and messages of every
/// output form are made safe; the binary passes everything it prints through it last.
#[must_use]
pub fn escape_controls(s: &str) -> std::borrow::Cow<'_, str> {
    if !s.char_indices().any(|(i, c)| escaped_at(s, i, c)) {
        return std::borrow::Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 16);
    for (i, c) in s.char_indices() {
        if escaped_at(s, i, c) {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// Whether [`escape_controls`] escapes `c`, at byte `i` of `s`.
pub(super) fn escaped_at(s: &str, i: usize, c: char) -> bool {
    is_terminal_control(c) && !(c == '\r' && s.as_bytes().get(i + 1) == Some(&b'\n'))
}

/// A control character named for a message: `U+0007 BEL`, `U+001B ESC`, `U+009B CSI`.
#[must_use]
pub fn control_name(c: char) -> String {
    const C0: [&str; 32] = [
        "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR",
        "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB",
        "ESC", "FS", "GS", "RS", "US",
    ];
    const C1: [&str; 32] = [
        "PAD", "HOP", "BPH", "NBH", "IND", "NEL", "SSA", "ESA", "HTS", "HTJ", "VTS", "PLD", "PLU",
        "RI", "SS2", "SS3", "DCS", "PU1", "PU2", "STS", "CCH", "MW", "SPA", "EPA", "SOS", "SGC",
        "SCI", "CSI", "ST", "OSC", "PM", "APC",
    ];
    let n = u32::from(c);
    let name = match n {
        0..=0x1f => C0.get(n as usize).copied(),
        0x7f => Some("DEL"),
        0x80..=0x9f => C1.get((n - 0x80) as usize).copied(),
        _ => None,
    };
    match name {
        Some(name) => format!("U+{n:04X} {name}"),
        None => format!("U+{n:04X}"),
    }
}

/// A path as it is shown: its control characters escaped ([`escape_controls`]), a newline
/// too, so that `file:line:col` stays one line.
#[must_use]
pub fn shown_path(path: &Path) -> String {
    escape_controls(&path.display().to_string()).replace('\n', "\\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped_but_tabs_and_line_ends() {
        assert_eq!(escape_controls("a\tb\r\nc\n"), "a\tb\r\nc\n");
        assert_eq!(
            escape_controls("\u{1b}[2J\u{7}\u{9b}x\ry\u{7f}"),
            r"\u{1b}[2J\u{7}\u{9b}x\u{d}y\u{7f}"
        );
        assert_eq!(shown_path(Path::new("a\nb\u{1b}")), r"a\nb\u{1b}");
        assert_eq!(control_name('\u{7}'), "U+0007 BEL");
        assert_eq!(control_name('\u{9b}'), "U+009B CSI");
        assert_eq!(control_name('\u{7f}'), "U+007F DEL");
    }
}
