//! The `rules:` list of a front matter read item by item, so that each unknown rule ID is an
//! error at its own place: serde stops at the first. Read from the text, as the list is
//! written (`rules: [a, b]` on its line or over several, or one `- a` line per item).

use crate::engine::catalogue::{RuleId, UnknownRuleId};

/// Each item of the `rules:` list of `yaml` that is no rule ID, with its byte offset.
pub(super) fn unknown_rules(yaml: &str) -> Vec<(usize, UnknownRuleId)> {
    items(yaml)
        .into_iter()
        .filter_map(|(at, item)| item.parse::<RuleId>().err().map(|e| (at, e)))
        .collect()
}

/// The items of the `rules:` list and their offsets; none when there is no such list.
fn items(yaml: &str) -> Vec<(usize, &str)> {
    let Some(key) = line_starting(yaml, "rules:") else {
        return Vec::new();
    };
    let after = key + "rules:".len();
    let rest = &yaml[after..];
    let value = rest.trim_start_matches([' ', '\t']);
    if let Some(flow) = value.strip_prefix('[') {
        let open = after + (rest.len() - flow.len());
        let inner = &flow[..flow.find(']').unwrap_or(flow.len())];
        return pieces(inner, ',', open);
    }
    // a block list: the `- item` lines below the key
    let mut out = Vec::new();
    let mut at = after + rest.find('\n').map_or(rest.len(), |e| e + 1);
    for line in yaml[at.min(yaml.len())..].split_inclusive('\n') {
        let code = line.split('#').next().unwrap_or("");
        let dash = code.trim_start();
        match dash.strip_prefix("- ") {
            Some(item) => {
                let start = at + (code.len() - item.len());
                out.extend(pieces(item, '\n', start));
            }
            None if dash.trim().is_empty() => {}
            None => break,
        }
        at += line.len();
    }
    out
}

/// The offset of the line of `yaml` that starts with `key`.
fn line_starting(yaml: &str, key: &str) -> Option<usize> {
    let mut at = 0;
    for line in yaml.split_inclusive('\n') {
        if line.starts_with(key) {
            return Some(at);
        }
        at += line.len();
    }
    None
}

/// The non-empty pieces of `s` split at `sep`, trimmed of spaces and quotes, each with its
/// offset (`base` being that of `s`).
fn pieces(s: &str, sep: char, base: usize) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut at = base;
    for piece in s.split(sep) {
        let code = piece.split('#').next().unwrap_or("");
        let item = code.trim_start().trim_start_matches(['"', '\'']);
        let lead = code.len() - item.len();
        let item = item.trim_end().trim_end_matches(['"', '\'']);
        if !item.is_empty() {
            out.push((at + lead, item));
        }
        at += piece.len() + sep.len_utf8();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(yaml: &str) -> Vec<(usize, String)> {
        unknown_rules(yaml)
            .into_iter()
            .map(|(at, e)| (at, e.found))
            .collect()
    }

    #[test]
    fn each_unknown_item_at_its_place() {
        let yaml = "id: x\nrules: [jan.mezaes, dice.roll, \"dice.rol\"]\nprofile: p\n";
        let got = found(yaml);
        assert_eq!(got.len(), 2, "{got:?}");
        for (at, item) in &got {
            assert!(yaml[*at..].starts_with(item.as_str()), "{at} {item}");
        }
        let yaml = "rules:\n  - dice.roll\n  - dice.rol   # typo\n  - jan.mezaes\nprofile: p\n";
        let got = found(yaml);
        // `dice.rol` on the third line, `jan.mezaes` on the fourth, each after its `- `
        assert_eq!(
            got,
            [
                (21 + 4, "dice.rol".to_string()),
                (43 + 4, "jan.mezaes".to_string())
            ]
        );
        assert!(found("rules: [jan.mezeas]\n").is_empty());
        assert!(found("rules: []\n").is_empty());
        assert!(found("id: x\n").is_empty());
    }
}
