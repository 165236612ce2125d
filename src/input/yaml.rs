//! What to say when a YAML text (a scenario's front matter, a profile) does not read, beyond
//! the YAML parser's own words: a control character placed in the file and named, a help line
//! for a tab or an indent too many, and where a missing field belongs. Everything here reads
//! the text as lines; nothing parses YAML.

use super::shown::{control_name, is_terminal_control};

/// The first control character of `text` the YAML parser refuses (every C0 and C1 control
/// character but tab, newline and carriage return), with its byte offset. The parser names
/// only its position in the text it was given; found here, it is placed in the file.
#[must_use]
pub fn control(text: &str) -> Option<(usize, char)> {
    text.char_indices()
        .find(|&(_, c)| is_terminal_control(c) && c != '\r')
}

/// The message of a control character found by [`control`].
#[must_use]
pub fn control_message(c: char) -> String {
    format!(
        "expected text, found the control character {}: delete it",
        control_name(c)
    )
}

/// The help line for a YAML error at byte `offset` of `text`, when the fault is in its layout:
/// a tab in the indentation of the line (YAML indents with spaces only), or a key indented
/// under a line whose value is already given.
#[must_use]
pub fn layout_help(text: &str, offset: usize) -> Option<&'static str> {
    let offset = offset.min(text.len());
    let start = text[..offset].rfind('\n').map_or(0, |n| n + 1);
    let line = text[start..].split('\n').next().unwrap_or("");
    let indent = &line[..line.len() - line.trim_start_matches([' ', '\t']).len()];
    if indent.contains('\t') || text[offset..].starts_with('\t') {
        return Some("use spaces, not tabs: YAML does not read a tab as indentation");
    }
    let previous = text[..start]
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))?;
    let previous_indent = previous.len() - previous.trim_start().len();
    let opens = previous.trim_end().ends_with(':') || previous.trim_start().starts_with('-');
    let is_key = line.trim_start().split_once(':').is_some_and(|(k, _)| {
        !k.is_empty()
            && k.chars()
                .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
    });
    (indent.len() > previous_indent && !opens && is_key).then_some(
        "this key is indented under the previous one, whose value is already given: indent \
         it as the keys around it",
    )
}

/// Where a field missing from a block mapping of `text` belongs: the end of the mapping's last
/// line, and the indentation of its keys. `section` is the key of the mapping (`source`), empty
/// for the top level. `None` when the mapping is not written as a block of lines.
#[must_use]
pub fn missing_field_place(text: &str, section: &str) -> Option<(usize, String)> {
    let mut lines = Vec::new();
    let mut at = 0;
    for l in text.split_inclusive('\n') {
        lines.push((at, l.trim_end_matches(['\n', '\r'])));
        at += l.len();
    }
    let content = |l: &str| !l.trim().is_empty() && !l.trim_start().starts_with('#');
    let indent_of = |l: &str| l.len() - l.trim_start_matches(' ').len();
    let block: Vec<(usize, &str)> = if section.is_empty() {
        lines.into_iter().filter(|(_, l)| content(l)).collect()
    } else {
        let head = lines.iter().position(|(_, l)| {
            l.strip_prefix(section).is_some_and(|r| {
                r.trim_start().starts_with(':') && r.trim_start()[1..].trim().is_empty()
            })
        })?;
        lines[head + 1..]
            .iter()
            .take_while(|(_, l)| !content(l) || indent_of(l) > 0)
            .filter(|(_, l)| content(l))
            .copied()
            .collect()
    };
    let (start, last) = block.last()?;
    let indent = if section.is_empty() {
        String::new()
    } else {
        " ".repeat(indent_of(block[0].1))
    };
    Some((start + last.len(), indent))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_control_character_is_found_and_named() {
        assert_eq!(control("a: b\r\nc:\td\n"), None);
        assert_eq!(control("a: b\nc: \u{7}"), Some((8, '\u{7}')));
        assert_eq!(
            control_message('\u{1b}'),
            "expected text, found the control character U+001B ESC: delete it"
        );
    }

    #[test]
    fn tabs_and_indents_too_many_get_help() {
        let tab = "a: 1\n\tb: 2\n";
        assert!(layout_help(tab, 5).is_some_and(|h| h.starts_with("use spaces")));
        let indented = "a: 1\n  b: 2\n";
        assert!(layout_help(indented, 7).is_some_and(|h| h.starts_with("this key is indented")));
        // under a key that opens a mapping, an indent is no fault
        assert_eq!(layout_help("a:\n  b: 2\n", 5), None);
        assert_eq!(layout_help("a: 1\nb: 2\n", 5), None);
    }

    #[test]
    fn a_missing_field_belongs_after_the_last_line_of_its_mapping() {
        let yaml = "id: x\nsource:\n  work: w\n  # a comment\n  page: 3\nrules: []\n";
        assert_eq!(
            missing_field_place(yaml, ""),
            Some((yaml.len() - 1, String::new()))
        );
        let page_end = yaml.find("page: 3").unwrap() + "page: 3".len();
        assert_eq!(
            missing_field_place(yaml, "source"),
            Some((page_end, "  ".to_string()))
        );
        assert_eq!(missing_field_place(yaml, "nowhere"), None);
        assert_eq!(missing_field_place("", ""), None);
    }
}
