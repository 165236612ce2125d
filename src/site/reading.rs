//! One page per reading: the Markdown rendered with each claim marked, rule links sent to the
//! rule pages, scenario links to the cards, and links to other readings kept within the site.

use std::collections::BTreeMap;
use std::path::Path;

use super::model::Reading;
use super::page;
use crate::conformance::scenario::Report;
use crate::corpus::render::{self, esc, Hrefs};

/// The site address of a link to another reading (`../modern/reading.md#x` → `modern.html#x`).
#[must_use]
pub fn other_href(url: &str, here: &str) -> Option<String> {
    if url.contains("://") {
        return None;
    }
    let (path, frag) = url.split_once('#').unwrap_or((url, ""));
    if !path.ends_with("reading.md") {
        return None;
    }
    let work = Path::new(path)
        .parent()
        .and_then(Path::file_name)
        .map_or_else(|| here.to_string(), |w| w.to_string_lossy().into_owned());
    let frag = if frag.is_empty() {
        String::new()
    } else {
        format!("#{frag}")
    };
    Some(format!("{work}.html{frag}"))
}

/// The address of the card of scenario `id` from a reading: at its first advice or tournament
/// verdict when it has one (the claim it backs), else at its top.
#[must_use]
pub fn card_href(id: &str, reports: &BTreeMap<String, Report>) -> String {
    let at = reports
        .get(id)
        .and_then(|r| r.advice.first())
        .map_or(String::new(), |a| format!("#line-{}", a.line));
    format!("../scenario/{id}.html{at}")
}

/// The page of a reading, at `reading/<work>.html`; `differences` is the reading its profile
/// inherits and the site address of the page of their differences, if there is one; `reports`
/// those of the scenarios, whose cards its claims link.
#[must_use]
pub fn page(
    r: &Reading,
    differences: Option<(&str, &str)>,
    reports: &BTreeMap<String, Report>,
) -> String {
    let here = r.work.clone();
    let rule = |id: &str| format!("../{}", super::rule::href(id));
    let scenario = |id: &str| card_href(id, reports);
    let other = move |url: &str| other_href(url, &here);
    let hrefs = Hrefs {
        rule: &rule,
        scenario: &scenario,
        other: &other,
    };
    let mut body = render::reading_body(&r.text, &r.annotated, &hrefs);
    if let Some((parent, href)) = differences {
        body = format!(
            "<p class=\"differences\"><a href=\"../{}\">Where this reading's rules differ from {}</a>, with the examples of both books.</p>\n{body}",
            esc(href),
            esc(parent)
        );
    }
    let title = r.annotated.title.clone().unwrap_or_else(|| r.work.clone());
    let nav = format!(
        "<a href=\"../index.html\">tablier</a> › reading › {}",
        esc(&r.work)
    );
    page::document(&title, &nav, &body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_between_readings() {
        assert_eq!(
            other_href("../modern/reading.md#modern-mezeas", "x").as_deref(),
            Some("modern.html#modern-mezeas")
        );
        assert_eq!(
            other_href("reading.md#a", "here").as_deref(),
            Some("here.html#a")
        );
        assert_eq!(other_href("https://example.org/reading.md", "x"), None);
        assert_eq!(other_href("../README.md", "x"), None);
    }
}
