//! A marked reading as HTML: the Markdown rendered as it is, each claim wrapped with a class
//! and a badge naming its status, each rule and scenario link sent where the caller says; raw
//! HTML shown as text and unsafe links reduced to their text, so no script can run.

use std::collections::HashMap;

use pulldown_cmark::{html, CowStr, Event, Tag, TagEnd};

use super::advice::{AdviceKind, AdviceStatus};
use super::annotate::AnnotatedReading;
use super::claims::{
    html_parts, safe_url, Block, HtmlPart, ADVICE_SCHEME, RULE_SCHEME, SCENARIO_SCHEME,
};
use super::markdown;
use crate::conformance::scenario::Status;
use crate::engine::catalogue;

/// Where links go in the output.
pub struct Hrefs<'a> {
    /// The href of a rule ID.
    pub rule: &'a dyn Fn(&str) -> String,
    /// The href of a scenario id.
    pub scenario: &'a dyn Fn(&str) -> String,
    /// Any other link's new href (`None`: keep it).
    pub other: &'a dyn Fn(&str) -> Option<String>,
}

/// Escapes text for HTML content and attribute values.
#[must_use]
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// How an open link is written.
enum Out {
    /// As raw HTML of ours (a rule, a scenario, a link the caller rewrote).
    Raw,
    /// As a span of ours (an advice annotation, which links nowhere).
    Span,
    /// As the Markdown says.
    Kept,
    /// Not at all: its text only (a URL the site does not link to, [`safe_url`]).
    Dropped,
}

/// The raw HTML of a reading as the site writes it: each `<a id="…">` anchor rebuilt from its
/// id, each `</a>` kept, everything else escaped (shown as text, never run).
#[must_use]
pub fn sanitize_html(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    for (_, part) in html_parts(html) {
        match part {
            HtmlPart::Anchor(id) => {
                out.push_str("<a id=\"");
                out.push_str(&esc(id));
                out.push_str("\">");
            }
            HtmlPart::Close => out.push_str("</a>"),
            HtmlPart::Other(t) => out.push_str(&esc(t)),
        }
    }
    out
}

/// The badge of a claim's standing as advice: its verdict, or uncovered with the reason.
fn advice_badge(a: AdviceStatus) -> String {
    let (class, word, title) = match a {
        AdviceStatus::Verdict(v) => (
            v.name(),
            format!("advice {}", v.name()),
            "the verdict of the counts",
        ),
        AdviceStatus::Uncovered(k) => (
            "advice-uncovered",
            format!("advice: {}", k.name()),
            k.reason(),
        ),
    };
    format!(
        "<span class=\"badge advice {class}\" title=\"advice: {}\">{word}</span> ",
        esc(title)
    )
}

/// The HTML body of `text`, a reading marked as `reading` says. Raw HTML is shown as text
/// (but for the anchors, [`sanitize_html`]), links and images to a URL the site does not link
/// to are reduced to their text ([`safe_url`]), heading attributes other than id and classes
/// dropped: no script can run.
#[must_use]
pub fn reading_body(text: &str, reading: &AnnotatedReading, hrefs: &Hrefs) -> String {
    let claims: HashMap<(usize, Block), _> = reading
        .claims
        .iter()
        .map(|c| ((c.offset, c.block), c))
        .collect();
    let statuses: HashMap<&str, Option<Status>> = reading
        .claims
        .iter()
        .flat_map(|c| c.scenarios.iter().map(|s| (s.id.as_str(), s.status)))
        .collect();
    let mut events: Vec<Event> = Vec::new();
    // For each open link: replaced by raw HTML, kept, or dropped (its text only)?
    let mut links: Vec<Out> = Vec::new();
    // For each open image: kept?
    let mut images: Vec<bool> = Vec::new();
    for (event, range) in markdown::parser(text).into_offset_iter() {
        match event {
            Event::Start(Tag::Paragraph) | Event::Start(Tag::Item) => {
                let (block, tag) = match event {
                    Event::Start(Tag::Item) => (Block::Item, "li"),
                    _ => (Block::Paragraph, "p"),
                };
                match claims.get(&(range.start, block)) {
                    Some(c) => {
                        let s = c.status.name();
                        let title = match c.scenarios.len() {
                            0 => "no scenario cited".to_string(),
                            n => format!("{n} scenario(s) cited"),
                        };
                        let advice = c.advice.map_or(String::new(), advice_badge);
                        events.push(Event::Html(CowStr::from(format!(
                            "<{tag} class=\"claim {s}\" data-claim=\"{}\">\
                             <span class=\"badge {s}\" title=\"{title}\">{s}</span> {advice}",
                            esc(&c.key)
                        ))));
                    }
                    None => events.push(event),
                }
            }
            Event::Start(Tag::Link { ref dest_url, .. }) if !safe_url(dest_url) => {
                links.push(Out::Dropped);
            }
            Event::Start(Tag::Image { ref dest_url, .. }) => {
                let keep = safe_url(dest_url);
                images.push(keep);
                if keep {
                    events.push(event);
                }
            }
            Event::End(TagEnd::Image) => {
                if images.pop().unwrap_or(false) {
                    events.push(event);
                }
            }
            Event::Start(Tag::Heading {
                level, id, classes, ..
            }) => {
                // its id and classes only: an attribute (`{onclick=…}`) is dropped
                events.push(Event::Start(Tag::Heading {
                    level,
                    id,
                    classes,
                    attrs: Vec::new(),
                }));
            }
            Event::Html(html) => events.push(Event::Html(CowStr::from(sanitize_html(&html)))),
            Event::InlineHtml(html) => {
                events.push(Event::InlineHtml(CowStr::from(sanitize_html(&html))));
            }
            Event::Start(Tag::Link { ref dest_url, .. }) if dest_url.starts_with(ADVICE_SCHEME) => {
                let kind = &dest_url[ADVICE_SCHEME.len()..];
                let title = AdviceKind::parse(kind).map_or("unknown advice kind", |k| k.reason());
                events.push(Event::InlineHtml(CowStr::from(format!(
                    "<span class=\"advice-note {}\" title=\"advice: {}\">",
                    esc(kind),
                    esc(title)
                ))));
                links.push(Out::Span);
            }
            Event::Start(Tag::Link {
                dest_url, title, ..
            }) => {
                let url = dest_url.as_ref();
                let raw = if let Some(id) = url.strip_prefix(RULE_SCHEME) {
                    let t = catalogue::rule(id).map_or("unknown rule ID", |r| r.title);
                    Some(format!(
                        "<a class=\"rule\" href=\"{}\" title=\"{} — {}\">",
                        esc(&(hrefs.rule)(id)),
                        esc(id),
                        esc(t)
                    ))
                } else if let Some(id) = url.strip_prefix(SCENARIO_SCHEME) {
                    let s = statuses
                        .get(id)
                        .copied()
                        .flatten()
                        .map_or("missing", Status::name);
                    Some(format!(
                        "<a class=\"scn {s}\" href=\"{}\" title=\"scenario {} — {s}\">",
                        esc(&(hrefs.scenario)(id)),
                        esc(id)
                    ))
                } else {
                    (hrefs.other)(url)
                        .filter(|h| safe_url(h))
                        .map(|h| format!("<a href=\"{}\" title=\"{}\">", esc(&h), esc(&title)))
                };
                links.push(if raw.is_some() { Out::Raw } else { Out::Kept });
                match raw {
                    Some(h) => events.push(Event::InlineHtml(CowStr::from(h))),
                    None => events.push(Event::Start(Tag::Link {
                        link_type: pulldown_cmark::LinkType::Inline,
                        dest_url,
                        title,
                        id: CowStr::from(""),
                    })),
                }
            }
            Event::End(TagEnd::Link) => match links.pop() {
                Some(Out::Raw) => events.push(Event::InlineHtml(CowStr::from("</a>"))),
                Some(Out::Span) => events.push(Event::InlineHtml(CowStr::from("</span>"))),
                Some(Out::Kept) | None => events.push(Event::End(TagEnd::Link)),
                Some(Out::Dropped) => {}
            },
            other => events.push(other),
        }
    }
    let mut out = String::new();
    html::push_html(&mut out, events.into_iter());
    out
}
