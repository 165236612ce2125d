//! A marked reading as HTML: the Markdown rendered as it is, each claim wrapped with a class
//! and a badge naming its status, each rule and scenario link sent where the caller says.

use std::collections::HashMap;

use pulldown_cmark::{html, CowStr, Event, Tag, TagEnd};

use super::annotate::AnnotatedReading;
use super::claims::{Block, RULE_SCHEME, SCENARIO_SCHEME};
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

/// The HTML body of `text`, a reading marked as `reading` says.
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
    // For each open link: was it replaced by raw HTML?
    let mut links: Vec<bool> = Vec::new();
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
                        events.push(Event::Html(CowStr::from(format!(
                            "<{tag} class=\"claim {s}\" data-claim=\"{}\">\
                             <span class=\"badge {s}\" title=\"{title}\">{s}</span> ",
                            esc(&c.key)
                        ))));
                    }
                    None => events.push(event),
                }
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
                        .map(|h| format!("<a href=\"{}\" title=\"{}\">", esc(&h), esc(&title)))
                };
                links.push(raw.is_some());
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
            Event::End(TagEnd::Link) => {
                if links.pop().unwrap_or(false) {
                    events.push(Event::InlineHtml(CowStr::from("</a>")));
                } else {
                    events.push(Event::End(TagEnd::Link));
                }
            }
            other => events.push(other),
        }
    }
    let mut out = String::new();
    html::push_html(&mut out, events.into_iter());
    out
}
