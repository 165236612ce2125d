//! The index page: the coverage summary and the matrix of rule IDs × readings, one cell per
//! pair with the status of the reading's claims on that rule and a note, like a compatibility
//! table. Each row has the anchor `rule-<ID>`; the row of reading names stays on screen.

use std::fmt::Write as _;

use super::model::Model;
use super::page;
use crate::conformance::scenario::ast::AdviceVerdict;
use crate::conformance::scenario::Status;
use crate::corpus::advice::AdviceKind;
use crate::corpus::render::esc;
use crate::corpus::ClaimStatus;
use crate::engine::catalogue;

/// The index page.
#[must_use]
pub fn page(m: &Model) -> String {
    let mut b = String::new();
    b.push_str("<h1>tablier — the readings of the grand trictrac, checked</h1>\n");
    let mut tally = std::collections::BTreeMap::new();
    for s in m.scenarios.values() {
        *tally.entry(*s).or_insert(0usize) += 1;
    }
    let t: Vec<String> = [
        Status::Confirmed,
        Status::Divergence,
        Status::Pending,
        Status::Failing,
        Status::Invalid,
    ]
    .iter()
    .map(|s| format!("{} {}", tally.get(s).copied().unwrap_or(0), s.name()))
    .collect();
    let _ = writeln!(
        b,
        "<p>Each reading is the project's account, rule by rule, of what a treatise says; each \
         claim cites the <a href=\"cards.html\">scenarios</a> (worked examples) that test it. \
         {} scenarios: {}. Each rule ID of the matrix opens its own page; the French terms are \
         explained in the <a href=\"glossary.html\">glossary</a>.</p>",
        m.scenarios.len(),
        t.join(", ")
    );
    coverage(&mut b, m);
    matrix(&mut b, m);
    page::document("tablier — readings and verification", "tablier", &b)
}

fn coverage(b: &mut String, m: &Model) {
    b.push_str(
        "<h2 id=\"coverage\">Coverage</h2>\n<table class=\"summary\"><tr><th>reading</th><th>claims</th>\
         <th>rule IDs named</th><th>with a confirmed scenario</th><th>confirmed or documented divergence</th>",
    );
    for s in ClaimStatus::ALL {
        let _ = write!(b, "<th>{} claims</th>", s.name());
    }
    for v in AdviceVerdict::ALL {
        let _ = write!(b, "<th>advice {}</th>", v.name());
    }
    b.push_str("<th>advice uncovered, by reason</th></tr>\n");
    for c in &m.coverage {
        let _ = write!(
            b,
            "<tr><td><a href=\"reading/{w}.html\">{w}</a></td><td>{}</td><td>{}</td><td>{} of {}</td><td>{}</td>",
            c.claims,
            c.rule_ids,
            c.confirmed_rule_ids,
            m.catalogue,
            c.confirmed_or_divergent_rule_ids,
            w = esc(&c.work)
        );
        for s in ClaimStatus::ALL {
            let _ = write!(b, "<td>{}</td>", c.by_status.get(&s).copied().unwrap_or(0));
        }
        for v in AdviceVerdict::ALL {
            let _ = write!(b, "<td>{}</td>", c.advice.verdict(v));
        }
        let reasons: Vec<String> = AdviceKind::ALL
            .iter()
            .filter(|k| c.advice.uncovered(**k) > 0)
            .map(|k| format!("{} {}", esc(k.reason()), c.advice.uncovered(*k)))
            .collect();
        let _ = writeln!(b, "<td>{}</td></tr>", reasons.join("; "));
    }
    b.push_str("</tbody></table>\n");
}

fn matrix(b: &mut String, m: &Model) {
    b.push_str("<h2 id=\"matrix\">Rules × readings</h2>\n<p class=\"legend\">");
    for s in ClaimStatus::ALL {
        let _ = write!(b, "<span class=\"badge {0}\">{0}</span> ", s.name());
    }
    b.push_str(
        "— a blank cell: the reading says nothing of the rule here. A cell shows a failure first, \
         then the strongest evidence among the reading's claims on the rule.</p>\n",
    );
    let _ = writeln!(
        b,
        "<table class=\"matrix\"><thead><tr><th>rule ID</th>{}</tr></thead><tbody>",
        m.readings
            .iter()
            .map(|r| format!(
                "<th><a href=\"reading/{0}.html\">{0}</a></th>",
                esc(&r.work)
            ))
            .collect::<String>()
    );
    let mut section = "";
    for e in catalogue::RULES {
        if e.section != section {
            section = e.section;
            let _ = writeln!(
                b,
                "<tr class=\"section\"><th colspan=\"{}\">{}</th></tr>",
                m.readings.len() + 1,
                esc(section)
            );
        }
        let _ = write!(
            b,
            "<tr id=\"rule-{0}\"><td class=\"rule\"><a href=\"{2}\"><code>{0}</code></a><div class=\"note\">{1}</div></td>",
            esc(e.id),
            esc(e.title),
            esc(&super::rule::href(e.id))
        );
        let row = m.matrix.get(e.id);
        for r in &m.readings {
            match row.and_then(|row| row.get(&r.work)) {
                Some(c) => {
                    let s = c.status.name();
                    let more = match c.claims.len() {
                        1 => String::new(),
                        n => format!(" ({n} claims)"),
                    };
                    let key = c.claims.first().map_or("", |k| k.0.as_str());
                    let _ = write!(
                        b,
                        "<td class=\"cell {s}\"><a href=\"reading/{}.html#{}\">{s}</a>{more}<div class=\"note\">{}</div></td>",
                        esc(&r.work),
                        esc(key),
                        esc(&c.note)
                    );
                }
                None => b.push_str("<td class=\"cell none\">—</td>"),
            }
        }
        b.push_str("</tr>\n");
    }
    b.push_str("</tbody></table>\n");
}
