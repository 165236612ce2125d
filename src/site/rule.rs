//! One page per rule of the catalogue, at `rule/<id>.html`: its title and tariff, the glossary
//! terms that bear on it, the rule options that govern it (each profile's value, the outcomes
//! that change with it), how each reading stands on it (with links to the claims) and the
//! scenario cards that test it. The matrix row `matrix.html#rule-<id>`, the index and the
//! readings link here.

use std::fmt::Write as _;

use super::page;
use super::rulefacts::RuleFacts;
use crate::corpus::render::esc;
use crate::engine::glossary;

/// The address of a rule's page, from the site's root.
#[must_use]
pub fn href(id: &str) -> String {
    format!("rule/{id}.html")
}

/// The page of one rule; the site's root is `../` from it.
#[must_use]
pub fn page(f: &RuleFacts) -> String {
    let mut b = String::new();
    let _ = writeln!(
        b,
        "<h1><code>{}</code> — {}</h1>\n<p>Section <b>{}</b> of the catalogue; its row in \
         <a href=\"../matrix.html#rule-{0}\">the matrix</a>.</p>",
        esc(f.id),
        esc(f.title),
        esc(f.section)
    );
    match &f.tariff {
        Some(t) => {
            let _ = writeln!(b, "<p><b>Tariff:</b> {}.</p>", esc(&t.describe()));
        }
        None => b.push_str("<p><b>Tariff:</b> none — it scores nothing by itself.</p>\n"),
    }
    if !f.terms.is_empty() {
        let links: Vec<String> = f
            .terms
            .iter()
            .filter_map(|t| glossary::entry(t))
            .map(|t| {
                format!(
                    "<a href=\"../glossary.html#{}\">{}</a>",
                    esc(&t.slug()),
                    esc(t.term)
                )
            })
            .collect();
        let _ = writeln!(b, "<p><b>Terms:</b> {}.</p>", links.join(", "));
    }
    options(&mut b, f);
    readings(&mut b, f);
    scenarios(&mut b, f);
    let nav = format!(
        "<a href=\"../index.html\">tablier</a> › <a href=\"../matrix.html\">rules</a> › {}",
        esc(f.id)
    );
    page::document(&format!("{} — tablier", f.id), &nav, &b)
}

/// The options that govern the rule: values, what each profile holds, what changes with it.
fn options(b: &mut String, f: &RuleFacts) {
    if f.options.is_empty() {
        return;
    }
    b.push_str(
        "<h2 id=\"options\">The options that govern it</h2>\n<p>The readings may differ on \
         this rule by these options of their profiles (<a href=\"../matrix.html\">the \
         matrix</a> shows each reading's stand under its own values).</p>\n",
    );
    for o in &f.options {
        let values: Vec<String> = o
            .values
            .iter()
            .map(|v| {
                let d = if *v == o.default { " (default)" } else { "" };
                format!("<code>{}</code>{d}", esc(v))
            })
            .collect();
        let _ = writeln!(
            b,
            "<h3 id=\"option-{k}\"><code>{k}</code>: {}</h3>\n<p>{}</p>",
            values.join(" | "),
            esc(&o.doc),
            k = esc(o.key)
        );
        if !o.profiles.is_empty() {
            b.push_str("<table><tr><th>value</th><th>profiles holding it</th></tr>\n");
            for v in o.values {
                let held = o.holding(v);
                let _ = writeln!(
                    b,
                    "<tr><td><code>{}</code></td><td>{}</td></tr>",
                    esc(v),
                    if held.is_empty() {
                        "none".to_string()
                    } else {
                        esc(&held.join(", "))
                    }
                );
            }
            b.push_str("</table>\n");
        }
        if o.profiles.is_empty() {
            continue;
        }
        if o.changes.is_empty() {
            b.push_str("<p>No scenario testing this rule changes its outcome with it.</p>\n");
            continue;
        }
        let _ = writeln!(
            b,
            "<p>The readings whose outcomes change with it: {}. Each scenario below, run again \
             under its own profile with only this option set to each value:</p>",
            esc(&o.readings_changed().join(", "))
        );
        b.push_str("<table><tr><th>scenario</th><th>profile</th>");
        for v in o.values {
            let _ = write!(b, "<th>under <code>{}</code></th>", esc(v));
        }
        b.push_str("</tr>\n");
        for c in &o.changes {
            let _ = write!(
                b,
                "<tr><td><a href=\"../scenario/{0}.html\">{0}</a></td><td>{1}</td>",
                esc(&c.scenario),
                esc(&c.profile)
            );
            for (_, s) in &c.outcomes {
                let _ = write!(b, "<td class=\"{0}\">{0}</td>", s.name());
            }
            b.push_str("</tr>\n");
        }
        b.push_str("</table>\n");
    }
}

fn readings(b: &mut String, f: &RuleFacts) {
    b.push_str(
        "<h2 id=\"readings\">The readings</h2>\n<table><tr><th>reading</th><th>status</th>\
         <th>claims naming the rule</th></tr>\n",
    );
    for r in &f.readings {
        let w = esc(&r.work);
        let status = match r.status {
            Some(s) => format!("<td class=\"cell {0}\">{0}</td>", s.name()),
            None => "<td class=\"cell none\">silent</td>".to_string(),
        };
        let mut claims = String::new();
        for c in &r.claims {
            let _ = write!(
                claims,
                "<div><span class=\"badge {s}\">{s}</span><a href=\"../reading/{w}.html#{k}\">#{k}</a>\
                 <div class=\"note\">{}</div></div>",
                esc(&c.note),
                s = c.status.name(),
                k = esc(&c.key)
            );
        }
        if claims.is_empty() {
            claims.push_str("no claim of this reading names it");
        }
        let _ = writeln!(
            b,
            "<tr><td><a href=\"../reading/{w}.html\">{w}</a></td>{status}<td>{claims}</td></tr>"
        );
    }
    b.push_str("</table>\n");
}

fn scenarios(b: &mut String, f: &RuleFacts) {
    b.push_str("<h2 id=\"scenarios\">The scenarios that test it</h2>\n");
    if f.scenarios.is_empty() {
        b.push_str(
            "<p>None yet: no claim on this rule cites a scenario, and no scenario names it.</p>\n",
        );
        return;
    }
    b.push_str(
        "<table><tr><th>status</th><th>scenario</th><th>cited on this rule by</th>\
         <th>names it in its front matter</th></tr>\n",
    );
    for t in &f.scenarios {
        let s = t.status.map_or("missing", |s| s.name());
        let card = match t.status {
            Some(_) => format!("<a href=\"../scenario/{0}.html\">{0}</a>", esc(&t.id)),
            None => format!("{} (no such scenario)", esc(&t.id)),
        };
        let _ = writeln!(
            b,
            "<tr><td class=\"{s}\">{s}</td><td>{card}</td><td>{}</td><td>{}</td></tr>",
            esc(&t.cited_by.join(", ")),
            if t.declared { "yes" } else { "no" }
        );
    }
    b.push_str("</table>\n");
}
