//! Where a profile says why it sets an option: the comment lines written just above the option's
//! key in the profile's `rules` mapping (each profile cites its source there, as
//! `corpus/*/profile.yaml` do). Read from the file's text, as YAML parsers drop comments.

use std::collections::BTreeMap;

/// The comment above one option of a profile's `rules`, and where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Citation {
    /// The profile whose file sets the option (the profile itself, or the ancestor it inherits
    /// the value from).
    pub profile: String,
    /// The 1-based line of the option's key in that file.
    pub line: usize,
    /// The comment's text, its lines joined by spaces, without the `#` marks; empty when the
    /// file gives none.
    pub text: String,
}

/// The options of the `rules:` mapping of a profile's `text`, each with its key's line and
/// the comment lines just above it (a blank line ends a comment).
#[must_use]
pub fn option_comments(text: &str) -> BTreeMap<String, (usize, String)> {
    let mut out = BTreeMap::new();
    let mut in_rules = false;
    let mut comment: Vec<&str> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let indented = line.len() > trimmed.len();
        if !indented && !trimmed.is_empty() && !trimmed.starts_with('#') {
            in_rules = trimmed.starts_with("rules:");
            comment.clear();
            continue;
        }
        if !in_rules {
            continue;
        }
        if let Some(c) = trimmed.strip_prefix('#') {
            comment.push(c.trim());
        } else if trimmed.is_empty() {
            comment.clear();
        } else if let Some((key, _)) = trimmed.split_once(':') {
            out.insert(key.trim().to_string(), (i + 1, comment.join(" ")));
            comment.clear();
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_key_takes_the_comment_just_above_it() {
        let text = "name: x\n# not this\nrules:\n  # Seed 001, l.3:\n  # two lines.\n  \
                    gammon: none-off\n\n  cube: true\n  # after a blank\n  jacoby: false\n\
                    unknown: []\n  # not rules any more\n";
        let c = option_comments(text);
        assert_eq!(c["gammon"], (6, "Seed 001, l.3: two lines.".to_string()));
        assert_eq!(c["cube"], (8, String::new()));
        assert_eq!(c["jacoby"], (10, "after a blank".to_string()));
        assert_eq!(c.len(), 3);
    }
}
