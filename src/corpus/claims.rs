//! Reading a Markdown file into claims: each paragraph or list item that carries annotations,
//! with its anchor, its rule and scenario links, and the byte offsets of all of them.

use std::ops::Range;

use pulldown_cmark::{Event, Tag, TagEnd};

use super::markdown;

/// The link scheme of a rule annotation: `[mézéas](rule:jan.mezeas)`.
pub const RULE_SCHEME: &str = "rule:";
/// The link scheme of a scenario annotation: `[fig. 7](scenario:lepeintre-1818/part1/…)`.
pub const SCENARIO_SCHEME: &str = "scenario:";
/// The link scheme of an advice annotation: `[a general remark](advice:remark)`, how a piece
/// of an author's advice can be checked ([`super::advice::AdviceKind`]).
pub const ADVICE_SCHEME: &str = "advice:";

/// An HTML anchor `<a id="…">` and the byte offset of its id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Anchor {
    pub id: String,
    pub offset: usize,
}

/// One annotation: the target after the scheme, the link's text, and where it starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Link {
    pub target: String,
    pub text: String,
    pub offset: usize,
}

/// The kind of block a claim is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Block {
    Paragraph,
    Item,
}

/// A paragraph or list item with at least one annotation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claim {
    pub block: Block,
    /// Byte range of the block.
    pub range: Range<usize>,
    /// Its anchor, if it has one.
    pub anchor: Option<Anchor>,
    /// Rule links, in order.
    pub rules: Vec<Link>,
    /// Scenario links, in order.
    pub scenarios: Vec<Link>,
    /// Advice links (`advice:KIND`), in order.
    pub advice: Vec<Link>,
    /// The claim's text, whitespace collapsed.
    pub text: String,
}

impl Claim {
    /// The anchor id, or `line-N` for a claim without one.
    #[must_use]
    pub fn key(&self, text: &str) -> String {
        self.anchor.as_ref().map_or_else(
            || {
                let (line, _) = crate::input::diag::LineIndex::new(text).line_col(self.range.start);
                format!("line-{line}")
            },
            |a| a.id.clone(),
        )
    }

    /// The distinct rule IDs named, in order of first mention.
    #[must_use]
    pub fn rule_ids(&self) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        for l in &self.rules {
            if !out.contains(&l.target.as_str()) {
                out.push(&l.target);
            }
        }
        out
    }

    /// The distinct scenario ids cited, in order of first mention.
    #[must_use]
    pub fn scenario_ids(&self) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        for l in &self.scenarios {
            if !out.contains(&l.target.as_str()) {
                out.push(&l.target);
            }
        }
        out
    }
}

/// What a Markdown file holds for the corpus.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Document {
    /// The text of the first heading.
    pub title: Option<String>,
    /// The claims, in order.
    pub claims: Vec<Claim>,
    /// Every `<a id="…">` anchor of the file, claims or not, in order.
    pub anchors: Vec<Anchor>,
    /// Annotations outside any paragraph or list item (headings, tables…), which no claim holds.
    pub stray: Vec<Link>,
    /// Cross-references to an anchor of another Markdown file (`../modern/reading.md#x`):
    /// the target is the link's destination as written.
    pub xrefs: Vec<Link>,
    /// Raw HTML other than an `<a id="…">` anchor and its `</a>` (the site shows it as
    /// text): the tag as written (cut to 60 characters), where it starts.
    pub raw_html: Vec<Link>,
    /// Links and images to a URL the site does not link to ([`safe_url`]; it shows their text
    /// only): the URL, where the link starts.
    pub unsafe_links: Vec<Link>,
}

/// Whether the site may link to `url`: a `rule:` or `scenario:` annotation, an `https:`
/// address, or a relative one (no scheme, not `//host`). Browsers drop control characters
/// and spaces from a URL before reading its scheme (`java\tscript:`), so this does too.
#[must_use]
pub fn safe_url(url: &str) -> bool {
    let cleaned: String = url
        .chars()
        .filter(|c| *c > ' ' && *c != '\u{7f}')
        .collect::<String>()
        .to_ascii_lowercase();
    if ["https:", RULE_SCHEME, SCENARIO_SCHEME, ADVICE_SCHEME]
        .iter()
        .any(|s| cleaned.starts_with(s))
    {
        return true;
    }
    let end = cleaned.find(['/', '?', '#']).unwrap_or(cleaned.len());
    let scheme = cleaned[..end].contains(':');
    let host = ["//", "\\", "/\\", "\\/"]
        .iter()
        .any(|p| cleaned.starts_with(p));
    !scheme && !host
}

/// A piece of raw HTML, as the site treats it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HtmlPart<'a> {
    /// `<a id="…">`, exactly (no other attribute): kept, rebuilt from its id.
    Anchor(&'a str),
    /// `</a>`: kept.
    Close,
    /// Anything else, tags included: shown as text.
    Other(&'a str),
}

/// The pieces of a raw HTML fragment, each with its offset in it.
#[must_use]
pub fn html_parts(html: &str) -> Vec<(usize, HtmlPart<'_>)> {
    let mut out: Vec<(usize, HtmlPart)> = Vec::new();
    let mut other = 0;
    let mut i = 0;
    while i < html.len() {
        let rest = &html[i..];
        let kept = if let Some(rest_of) = rest.strip_prefix("</a>") {
            Some((HtmlPart::Close, rest.len() - rest_of.len()))
        } else {
            anchor_tag(rest).map(|(id, len)| (HtmlPart::Anchor(id), len))
        };
        match kept {
            Some((part, len)) => {
                if other < i {
                    out.push((other, HtmlPart::Other(&html[other..i])));
                }
                out.push((i, part));
                i += len;
                other = i;
            }
            None => i += rest.chars().next().map_or(1, char::len_utf8),
        }
    }
    if other < html.len() {
        out.push((other, HtmlPart::Other(&html[other..])));
    }
    out
}

/// `<a id="ID">` at the start of `s`: the id and the tag's length.
fn anchor_tag(s: &str) -> Option<(&str, usize)> {
    let rest = s.strip_prefix("<a")?;
    let after_ws = rest.trim_start_matches([' ', '\t', '\n', '\r']);
    if after_ws.len() == rest.len() {
        return None;
    }
    let value = after_ws.strip_prefix("id=")?;
    let q = value.chars().next().filter(|q| *q == '"' || *q == '\'')?;
    let value = &value[1..];
    let len = value.find(q)?;
    let id = &value[..len];
    if id.contains(['<', '>', '&']) {
        return None;
    }
    let tail = value[len + 1..].trim_start_matches([' ', '\t', '\n', '\r']);
    let tail = tail.strip_prefix('>')?;
    Some((id, s.len() - tail.len()))
}

/// The first tag (`<` then a letter, `/`, `!` or `?`) of raw HTML shown as text, and its
/// offset in `text`.
fn first_tag(text: &str) -> Option<(usize, String)> {
    let b = text.as_bytes();
    let at = (0..b.len()).find(|&i| {
        b[i] == b'<'
            && b.get(i + 1)
                .is_some_and(|c| c.is_ascii_alphabetic() || matches!(c, b'/' | b'!' | b'?'))
    })?;
    let tag = &text[at..];
    let end = tag.find('>').map_or(tag.len(), |e| e + 1);
    let shown: String = tag[..end].chars().take(60).collect();
    Some((at, collapse(&shown)))
}

/// A block being read.
struct Open {
    block: Block,
    start: usize,
    anchor: Option<Anchor>,
    rules: Vec<Link>,
    scenarios: Vec<Link>,
    advice: Vec<Link>,
    text: String,
}

/// The kind of an annotation.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scheme {
    Rule,
    Scenario,
    Advice,
}

/// The link being read: (its scheme, target) for annotations, its offset, and its text so far.
type OpenLink = (Option<(Scheme, String)>, usize, String);

/// The `id` attributes of the `<a …>` tags in an HTML fragment, with their offsets in it.
#[must_use]
pub fn anchor_ids(html: &str) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    let mut rest = 0;
    while let Some(i) = html[rest..].find("<a") {
        let tag_start = rest + i;
        let after = tag_start + 2;
        let Some(end) = html[after..].find('>').map(|e| after + e) else {
            break;
        };
        let is_a = html[after..]
            .chars()
            .next()
            .is_some_and(char::is_whitespace);
        if is_a {
            if let Some((id, at)) = id_attr(&html[after..end]) {
                out.push((id, after + at));
            }
        }
        rest = end;
    }
    out
}

/// The value of an `id="…"` (or `id='…'`) attribute and its offset in `attrs`.
fn id_attr(attrs: &str) -> Option<(String, usize)> {
    let mut from = 0;
    while let Some(i) = attrs[from..].find("id=") {
        let at = from + i;
        let before_ok = at == 0
            || attrs[..at]
                .chars()
                .next_back()
                .is_some_and(char::is_whitespace);
        let q = attrs[at + 3..].chars().next()?;
        if before_ok && (q == '"' || q == '\'') {
            let value_start = at + 4;
            let len = attrs[value_start..].find(q)?;
            return Some((
                attrs[value_start..value_start + len].to_string(),
                value_start,
            ));
        }
        from = at + 3;
    }
    None
}

/// Whether a link destination points at an anchor of another local Markdown file.
fn is_xref(dest: &str) -> bool {
    !dest.contains("://")
        && dest
            .split_once('#')
            .is_some_and(|(file, _)| file.ends_with(".md"))
}

/// Reads the claims, anchors and stray annotations of a Markdown text.
#[must_use]
pub fn read(text: &str) -> Document {
    let mut doc = Document::default();
    let mut stack: Vec<Open> = Vec::new();
    let mut link: Option<OpenLink> = None;
    let mut xref: Option<(String, usize)> = None;
    let mut heading: Option<String> = None;
    for (event, range) in markdown::parser(text).into_offset_iter() {
        match event {
            Event::Start(Tag::Paragraph) => stack.push(open(Block::Paragraph, range.start)),
            Event::Start(Tag::Item) => stack.push(open(Block::Item, range.start)),
            Event::End(TagEnd::Paragraph | TagEnd::Item) => {
                if let Some(o) = stack.pop() {
                    close(o, range.end, &mut doc);
                }
            }
            Event::Start(Tag::Heading { .. }) if doc.title.is_none() => {
                heading = Some(String::new());
            }
            Event::End(TagEnd::Heading(_)) => {
                if let Some(h) = heading.take() {
                    doc.title = Some(h.trim().to_string());
                }
            }
            Event::Start(Tag::Image { dest_url, .. }) if !safe_url(&dest_url) => {
                doc.unsafe_links.push(Link {
                    target: dest_url.to_string(),
                    text: String::new(),
                    offset: range.start,
                });
            }
            Event::Start(Tag::Link { dest_url, .. }) => {
                if !safe_url(&dest_url) {
                    doc.unsafe_links.push(Link {
                        target: dest_url.to_string(),
                        text: String::new(),
                        offset: range.start,
                    });
                }
                let kind = [
                    (RULE_SCHEME, Scheme::Rule),
                    (SCENARIO_SCHEME, Scheme::Scenario),
                    (ADVICE_SCHEME, Scheme::Advice),
                ]
                .into_iter()
                .find_map(|(prefix, scheme)| {
                    dest_url
                        .strip_prefix(prefix)
                        .map(|t| (scheme, t.to_string()))
                });
                if kind.is_none() && is_xref(&dest_url) {
                    xref = Some((dest_url.to_string(), range.start));
                }
                link = Some((kind, range.start, String::new()));
            }
            Event::End(TagEnd::Link) => {
                if let Some((target, offset)) = xref.take() {
                    let text = link.as_ref().map_or(String::new(), |l| collapse(&l.2));
                    doc.xrefs.push(Link {
                        target,
                        text,
                        offset,
                    });
                }
                if let Some((Some((scheme, target)), offset, text)) = link.take() {
                    let l = Link {
                        target,
                        text: collapse(&text),
                        offset,
                    };
                    match (stack.last_mut(), scheme) {
                        (Some(o), Scheme::Rule) => o.rules.push(l),
                        (Some(o), Scheme::Scenario) => o.scenarios.push(l),
                        (Some(o), Scheme::Advice) => o.advice.push(l),
                        (None, _) => doc.stray.push(l),
                    }
                }
            }
            Event::Html(html) | Event::InlineHtml(html) => {
                let source = text.get(range.clone()).unwrap_or("");
                for (at, part) in html_parts(&html) {
                    if let HtmlPart::Other(t) = part {
                        if let Some((i, tag)) = first_tag(t) {
                            doc.raw_html.push(Link {
                                target: tag,
                                text: String::new(),
                                offset: range.start + source_offset(source, &html, at + i),
                            });
                        }
                    }
                }
                for (id, at) in anchor_ids(&html) {
                    let a = Anchor {
                        id,
                        offset: range.start + source_offset(source, &html, at),
                    };
                    if let Some(o) = stack.last_mut() {
                        if o.anchor.is_none() {
                            o.anchor = Some(a.clone());
                        }
                    }
                    doc.anchors.push(a);
                }
            }
            Event::Text(t) | Event::Code(t) => {
                if let Some(h) = heading.as_mut() {
                    h.push_str(&t);
                }
                if let Some((_, _, lt)) = link.as_mut() {
                    lt.push_str(&t);
                }
                if let Some(o) = stack.last_mut() {
                    o.text.push_str(&t);
                }
            }
            Event::SoftBreak | Event::HardBreak => {
                if let Some(o) = stack.last_mut() {
                    o.text.push(' ');
                }
            }
            _ => {}
        }
    }
    doc
}

fn open(block: Block, start: usize) -> Open {
    Open {
        block,
        start,
        anchor: None,
        rules: Vec::new(),
        scenarios: Vec::new(),
        advice: Vec::new(),
        text: String::new(),
    }
}

fn close(o: Open, end: usize, doc: &mut Document) {
    if o.rules.is_empty() && o.scenarios.is_empty() && o.advice.is_empty() {
        return;
    }
    doc.claims.push(Claim {
        block: o.block,
        range: o.start..end,
        anchor: o.anchor,
        rules: o.rules,
        scenarios: o.scenarios,
        advice: o.advice,
        text: collapse(&o.text),
    });
}

/// The offset in `source` of byte `at` of `event`, the parser's copy of `source` with the
/// container prefixes (list indentation, `>` markers) removed after each line break: a tag
/// written over two lines inside a list item otherwise placed its anchor two bytes early
/// (found by fuzzing the reader). The event's bytes are matched in order against the source's.
fn source_offset(source: &str, event: &str, at: usize) -> usize {
    if source == event {
        return at;
    }
    let (s, e) = (source.as_bytes(), event.as_bytes());
    let mut j = 0;
    for (i, &b) in e.iter().enumerate().take(at + 1) {
        while j < s.len() && s[j] != b {
            j += 1;
        }
        if i == at || j >= s.len() {
            break;
        }
        j += 1;
    }
    let mut j = j.min(source.len());
    while !source.is_char_boundary(j) {
        j -= 1;
    }
    j
}

/// The sentence of `text` that contains `needle` (else the start of `text`).
#[must_use]
pub fn sentence_around<'a>(text: &'a str, needle: &str) -> &'a str {
    let Some(at) = (!needle.is_empty()).then(|| text.find(needle)).flatten() else {
        return text;
    };
    let start = text[..at].rfind(". ").map_or(0, |i| i + 2);
    let end = text[at..].find(". ").map_or(text.len(), |i| at + i + 1);
    &text[start..end]
}

/// Whitespace runs become one space; ends trimmed.
#[must_use]
pub fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn claims_anchors_and_links() {
        let text = "# Title\n\n<a id=\"x\"></a> The [mézéas](rule:jan.mezeas) of\n[fig. 7](scenario:a/b).\n\n\
                    - <a id=\"y\"></a> [hit](rule:jan.battre.vrai) only\n- plain item\n\nplain paragraph\n";
        let d = read(text);
        assert_eq!(d.title.as_deref(), Some("Title"));
        assert_eq!(d.claims.len(), 2);
        let c = &d.claims[0];
        assert_eq!(c.anchor.as_ref().map(|a| a.id.as_str()), Some("x"));
        assert_eq!(c.rules[0].target, "jan.mezeas");
        assert!(text[c.rules[0].offset..].starts_with("[mézéas]"));
        assert_eq!(c.scenarios[0].target, "a/b");
        assert_eq!(c.text, "The mézéas of fig. 7.");
        assert_eq!(d.claims[1].block, Block::Item);
        assert_eq!(d.anchors.len(), 2);
        assert_eq!(&text[d.anchors[1].offset..d.anchors[1].offset + 1], "y");
    }

    #[test]
    fn anchors_of_tags_over_two_lines_in_containers() {
        for text in [
            "- <a\n  id=\"x\"></a> text [r](rule:jan.mezeas)\n",
            "> <a\n> id=\"x\"></a> text [r](rule:jan.mezeas)\n",
            "<a\nid=\"x\"></a> text [r](rule:jan.mezeas)\n",
            "- item\n\n  <a\n  id=\"x\"></a> text [r](rule:jan.mezeas)\n",
        ] {
            let d = read(text);
            assert_eq!(d.anchors.len(), 1, "{text:?}");
            let a = &d.anchors[0];
            assert!(
                text[a.offset..].starts_with("x\""),
                "{text:?}: {}",
                a.offset
            );
        }
    }

    #[test]
    fn sentence_around_a_link() {
        let t = "First one. The mézéas here. Last.";
        assert_eq!(sentence_around(t, "mézéas"), "The mézéas here.");
        assert_eq!(sentence_around(t, "Last"), "Last.");
        assert_eq!(sentence_around(t, "absent"), t);
    }

    #[test]
    fn anchor_ids_in_html() {
        assert_eq!(
            anchor_ids("<a id=\"a-1\"></a><abbr id=\"no\"><a name='n' id='b'>"),
            vec![("a-1".to_string(), 7), ("b".to_string(), 46)]
        );
        assert!(anchor_ids("<a").is_empty());
        assert!(anchor_ids("<a id=\"unclosed>").is_empty());
    }
}
