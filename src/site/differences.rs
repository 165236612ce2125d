//! `differences/<a>--<b>.html`: where a reading's rules differ from those of the reading its
//! profile inherits (Guiton from Lepeintre…), option by option, each with the examples of both
//! books that the option alone decides ([`crate::corpus::diff`]). The reading's page links it.

use super::page;
use crate::conformance::profile::Profiles;
use crate::corpus::diff::{self, Diff};
use crate::corpus::render::esc;
use crate::corpus::Runs;

/// One page of differences: the reading it belongs to, the reading compared, its address.
pub struct Differences {
    pub work: String,
    pub parent: String,
    pub href: String,
    pub html: String,
}

/// The differences page of every reading whose profile inherits another work's profile.
#[must_use]
pub fn pages(works: &[String], profiles: &Profiles, runs: &Runs) -> Vec<Differences> {
    let files: Vec<_> = runs.index.ids.values().cloned().collect();
    let mut out = Vec::new();
    for work in works {
        let Some(parent) = profiles
            .get(work)
            .and_then(|p| p.inherits.as_deref())
            .filter(|p| profiles.get(p).is_some_and(|q| q.work != *work))
        else {
            continue;
        };
        let d = diff::diff(&files, runs.resolver(), parent, work);
        out.push(Differences {
            work: work.clone(),
            parent: parent.to_string(),
            href: format!("differences/{parent}--{work}.html"),
            html: page(&d),
        });
    }
    out
}

fn page(d: &Diff) -> String {
    let (a, b) = (esc(&d.a), esc(&d.b));
    let mut body = format!(
        "<h1>{a} against {b}</h1>\n<p>The options on which the profiles {a} and {b} differ; \
         under each, the scenarios whose outcome that option alone changes, with the work and \
         the place each example comes from, and its outcome under {a} and under {b} ({} of {} \
         scenarios change outcome).</p>\n",
        d.changes.len(),
        d.scenarios
    );
    for o in &d.options {
        body.push_str(&format!(
            "<h2><code>{}</code>: {} <code>{}</code>, {} <code>{}</code></h2>\n",
            esc(&o.option),
            esc(&d.a),
            esc(&o.a),
            esc(&d.b),
            esc(&o.b)
        ));
        if o.examples.is_empty() {
            body.push_str("<p>No scenario shows it yet.</p>\n");
            continue;
        }
        body.push_str(&format!(
            "<table class=\"checks\"><tr><th>work</th><th>where</th><th>scenario</th>\
             <th>under {a}</th><th>under {b}</th></tr>\n"
        ));
        for e in &o.examples {
            body.push_str(&format!(
                "<tr><td>{}</td><td>{}</td><td><a href=\"../scenario/{}.html\">{}</a></td><td>{}</td><td>{}</td></tr>\n",
                esc(&e.work),
                esc(&e.locator),
                esc(&e.id),
                esc(&e.id),
                e.a.name(),
                e.b.name()
            ));
        }
        body.push_str("</table>\n");
    }
    if !d.unattributed.is_empty() {
        body.push_str("<p>Changed by several options together: ");
        let links: Vec<String> = d
            .unattributed
            .iter()
            .map(|id| format!("<a href=\"../scenario/{0}.html\">{0}</a>", esc(id)))
            .collect();
        body.push_str(&links.join(", "));
        body.push_str("</p>\n");
    }
    let nav = format!(
        "<a href=\"../index.html\">tablier</a> › <a href=\"../reading/{0}.html\">{0}</a> › differences from {1}",
        esc(&d.b),
        esc(&d.a)
    );
    page::document(&format!("{} against {}", d.a, d.b), &nav, &body)
}
