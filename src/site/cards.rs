//! The list of all scenario cards, by work, with status, locator and description.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::page;
use crate::conformance::scenario::Report;
use crate::corpus::render::esc;

/// The page `cards.html`.
#[must_use]
pub fn page(reports: &BTreeMap<String, Report>) -> String {
    let mut b = String::from("<h1>Scenarios</h1>\n<p>One card per worked example.</p>\n");
    let mut work = String::new();
    for (id, r) in reports {
        let w = r.work().to_string();
        if w != work {
            if !work.is_empty() {
                b.push_str("</table>\n");
            }
            let _ = writeln!(
                b,
                "<h2 id=\"work-{0}\">{0}</h2>\n<table><tr><th>status</th><th>scenario</th><th>locator</th><th>what it shows</th></tr>",
                esc(&w)
            );
            work = w;
        }
        let s = r.status().name();
        let (loc, desc) = r
            .front
            .as_ref()
            .map_or((String::new(), String::new()), |f| {
                let fig = f
                    .source
                    .figure
                    .as_ref()
                    .map_or(String::new(), |g| format!(", {g}"));
                (format!("{}{fig}", f.source.locator), f.description.clone())
            });
        let _ = writeln!(
            b,
            "<tr><td class=\"{s}\">{s}</td><td><a href=\"scenario/{0}.html\">{0}</a></td><td>{1}</td><td>{2}</td></tr>",
            esc(id),
            esc(&loc),
            esc(&desc)
        );
    }
    if !work.is_empty() {
        b.push_str("</table>\n");
    }
    page::document(
        "Scenarios — tablier",
        "<a href=\"index.html\">tablier</a> › scenarios",
        &b,
    )
}
