//! The glossary page, `glossary.html`: every French term of the engine's
//! [`glossary`](crate::engine::glossary), with an alphabetical index, its other spellings, the
//! rules it bears on (linked to their pages) and the entries to read with it. Each entry has
//! the anchor of its slug (`glossary.html#coin-de-repos`).

use std::fmt::Write as _;

use super::page;
use crate::corpus::render::esc;
use crate::engine::glossary::{self, fold, TERMS};

/// The page `glossary.html`, at the site's root.
#[must_use]
pub fn page() -> String {
    let mut b = String::from(
        "<h1>Glossary</h1>\n<p>The French words of the grand trictrac as the project uses them, \
         each explained in its own words. The treatises' spelling varies; so does their sense of \
         a few words, noted where it matters. <code>tablier rules TERM</code> prints an entry.</p>\n",
    );
    let mut sorted: Vec<_> = TERMS.iter().collect();
    sorted.sort_by_key(|t| fold(t.term));
    let index: Vec<String> = sorted
        .iter()
        .map(|t| format!("<a href=\"#{}\">{}</a>", esc(&t.slug()), esc(t.term)))
        .collect();
    let _ = writeln!(
        b,
        "<p class=\"legend\">{}</p>\n<dl class=\"glossary\">",
        index.join(" · ")
    );
    for t in TERMS {
        let _ = writeln!(
            b,
            "<dt id=\"{}\"><b>{}</b></dt>\n<dd><p>{}</p>",
            esc(&t.slug()),
            esc(t.term),
            esc(t.gloss)
        );
        let mut parts = Vec::new();
        if !t.also.is_empty() {
            parts.push(format!("Also: {}.", esc(&t.also.join(", "))));
        }
        let rules: Vec<String> = t
            .rules
            .iter()
            .map(|id| {
                format!(
                    "<a class=\"rule\" href=\"rule/{0}.html\"><code>{0}</code></a>",
                    esc(id)
                )
            })
            .collect();
        parts.push(format!("Rules: {}.", rules.join(", ")));
        let see: Vec<String> = t
            .see
            .iter()
            .filter_map(|s| glossary::entry(s))
            .map(|s| format!("<a href=\"#{}\">{}</a>", esc(&s.slug()), esc(s.term)))
            .collect();
        if !see.is_empty() {
            parts.push(format!("See: {}.", see.join(", ")));
        }
        let _ = writeln!(b, "<p class=\"note\">{}</p>", parts.join(" · "));
        b.push_str("</dd>\n");
    }
    b.push_str("</dl>\n");
    page::document(
        "Glossary — tablier",
        "<a href=\"index.html\">tablier</a> › glossary",
        &b,
    )
}
