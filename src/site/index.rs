//! The index page: what the site is, one row per work (its game, its reading, its scenarios by
//! status, linking the list of its cards), the coverage summary, and the rule IDs of the
//! catalogue by section, each linking its page. The matrix of rule IDs × readings, one cell
//! per pair with the status of the reading's claims on that rule and a note, like a
//! compatibility table, is a page of its own ([`matrix_page`], `matrix.html`): each row has
//! the anchor `rule-<ID>`, and the row of reading names stays on screen.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::model::Model;
use super::page;
use crate::conformance::scenario::ast::AdviceVerdict;
use crate::conformance::scenario::Status;
use crate::corpus::advice::AdviceKind;
use crate::corpus::render::esc;
use crate::corpus::ClaimStatus;
use crate::engine::catalogue;

/// The statuses of a scenario, in the order the site lists them.
const STATUSES: [Status; 5] = [
    Status::Confirmed,
    Status::Divergence,
    Status::Pending,
    Status::Failing,
    Status::Invalid,
];

/// The index page.
#[must_use]
pub fn page(m: &Model) -> String {
    let mut b = String::new();
    b.push_str("<h1>tablier — the readings of trictrac and backgammon, checked</h1>\n");
    let mut tally = BTreeMap::new();
    for s in m.scenarios.values() {
        *tally.entry(*s).or_insert(0usize) += 1;
    }
    let t: Vec<String> = STATUSES
        .iter()
        .map(|s| format!("{} {}", tally.get(s).copied().unwrap_or(0), s.name()))
        .collect();
    let _ = writeln!(
        b,
        "<p>The treatises of two games played on the same board, the grand trictrac and \
         backgammon, read rule by rule. Each reading is the project's account of what a \
         treatise says; each claim cites the <a href=\"cards.html\">scenarios</a> (worked \
         examples) that test it. {} scenarios: {}. Each rule has its own page (below, and in \
         the <a href=\"matrix.html\">matrix of rules × readings</a>); the French terms are \
         explained in the <a href=\"glossary.html\">glossary</a>. The games of the tables family \
         are profiles of one engine: their <a href=\"family.html\">settings compared</a>.</p>",
        m.scenarios.len(),
        t.join(", ")
    );
    works(&mut b, m);
    coverage(&mut b, m);
    rules(&mut b);
    page::document(
        "tablier — trictrac and backgammon: readings and verification",
        "tablier",
        &b,
    )
}

/// The game each work's profile reads (`trictrac`, `backgammon`), by work.
fn games() -> BTreeMap<String, String> {
    match crate::conformance::profile::shipped_profiles() {
        Ok(profiles) => profiles
            .iter()
            .map(|p| (p.work.clone(), p.game.to_string()))
            .collect(),
        Err(_) => BTreeMap::new(),
    }
}

/// One row per work: its game, its reading, its scenarios by status (linking their list).
fn works(b: &mut String, m: &Model) {
    let games = games();
    let mut by_work: BTreeMap<&str, BTreeMap<Status, usize>> = BTreeMap::new();
    for (id, s) in &m.scenarios {
        let work = id.split('/').next().unwrap_or(id);
        *by_work.entry(work).or_default().entry(*s).or_insert(0) += 1;
    }
    let mut all: Vec<&str> = m.readings.iter().map(|r| r.work.as_str()).collect();
    all.extend(by_work.keys().copied());
    all.sort_unstable();
    all.dedup();
    b.push_str(
        "<h2 id=\"works\">Works</h2>\n<table class=\"works\"><tr><th>work</th><th>game</th>\
         <th>reading</th><th>scenarios</th></tr>\n",
    );
    for w in all {
        let game = games.get(w).map_or("—", String::as_str);
        let reading = if m.readings.iter().any(|r| r.work == w) {
            format!("<a href=\"reading/{0}.html\">its reading</a>", esc(w))
        } else {
            "none".to_string()
        };
        let scenarios = match by_work.get(w) {
            Some(t) => {
                let n: usize = t.values().sum();
                let parts: Vec<String> = STATUSES
                    .iter()
                    .filter_map(|s| {
                        t.get(s)
                            .map(|k| format!("<span class=\"badge {0}\">{k} {0}</span>", s.name()))
                    })
                    .collect();
                format!(
                    "<a href=\"cards.html#work-{}\">{n} scenarios</a> {}",
                    esc(w),
                    parts.join(" ")
                )
            }
            None => "none yet".to_string(),
        };
        let _ = writeln!(
            b,
            "<tr id=\"work-{0}\"><td>{0}</td><td>{1}</td><td>{reading}</td><td>{scenarios}</td></tr>",
            esc(w),
            esc(game)
        );
    }
    b.push_str("</table>\n");
}

/// The rule IDs of the catalogue, one line per section, each linking its page.
fn rules(b: &mut String) {
    b.push_str(
        "<h2 id=\"rules\">Rules</h2>\n<p>Each rule of the catalogue has a page: its tariff, \
         the options the readings differ on, how each reading stands on it and the scenarios \
         that test it. The <a href=\"matrix.html\">matrix</a> shows every rule against every \
         reading.</p>\n<dl class=\"rule-list\">",
    );
    let mut section = "";
    for e in catalogue::RULES {
        if e.section != section {
            if !section.is_empty() {
                b.push_str("</dd>\n");
            }
            section = e.section;
            let _ = write!(b, "<dt>{}</dt><dd>", esc(section));
        }
        let _ = write!(
            b,
            "<a href=\"{}\" title=\"{}\"><code>{}</code></a> ",
            esc(&super::rule::href(e.id)),
            esc(e.title),
            esc(e.id)
        );
    }
    b.push_str("</dd></dl>\n");
}

/// The page `matrix.html`: every rule ID against every reading.
#[must_use]
pub fn matrix_page(m: &Model) -> String {
    let mut b = String::from("<h1>Rules × readings</h1>\n");
    matrix(&mut b, m);
    page::document(
        "Rules × readings — tablier",
        "<a href=\"index.html\">tablier</a> › rules × readings",
        &b,
    )
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
    b.push_str("<p class=\"legend\">");
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
