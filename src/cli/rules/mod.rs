//! `tablier rules [ID|TERM]`: with no argument, the rules catalogue; with a rule ID, what the
//! project knows of that rule — its title, its tariff, the glossary terms, how each reading
//! stands on it and the scenarios that test it (the report's model, read through
//! [`RuleFacts`]); with a French term, its glossary entry (accents, case and punctuation
//! ignored; a miss suggests the nearest name). `--json` for the same as data; `--markdown`
//! writes `docs/rules.md` (and with `--glossary`, `docs/glossary.md`), which a test keeps
//! current. `--options` prints the rule options instead ([`options`]). A query ending with a
//! dot (`bg.`, `jan.battre.`) lists the rules whose IDs start with it.

use std::fmt::Write as _;
use std::path::PathBuf;

use serde_json::json;

mod markdown;
mod options;

pub use markdown::{catalogue_markdown, glossary_markdown};
pub use options::{options, options_markdown};

use super::Outcome;
use crate::conformance::profile;
use crate::corpus::annotate::Runs;
use crate::corpus::{lint, ClaimStatus, ScenarioIndex};
use crate::engine::catalogue::{self, RuleEntry, RULES};
use crate::engine::glossary::{self, fold, Term, TERMS};
use crate::input::diag::did_you_mean;
use crate::site::model;
use crate::site::rulefacts::{RuleFacts, Tariff};

/// What `tablier rules` prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    Text,
    Json,
    Markdown,
}

/// Where the readings and the scenarios are (`corpus/` and `scenarios/` of a working copy).
#[derive(Debug, Clone)]
pub struct Sources {
    pub corpus: Vec<PathBuf>,
    pub scenarios: PathBuf,
}

fn ok(stdout: String) -> Outcome {
    Outcome {
        stdout,
        stderr: String::new(),
        code: 0,
    }
}

fn pretty<T: serde::Serialize>(v: &T) -> String {
    format!("{}\n", serde_json::to_string_pretty(v).unwrap_or_default())
}

/// `tablier rules [QUERY] [--json|--markdown] [--glossary]`.
#[must_use]
pub fn rules(query: Option<&str>, glossary_only: bool, form: Form, src: &Sources) -> Outcome {
    match (query, glossary_only) {
        (Some(q), _) => one(q, form, src),
        (None, true) => ok(match form {
            Form::Text => glossary_text(),
            Form::Json => pretty(&TERMS.iter().map(term_json).collect::<Vec<_>>()),
            Form::Markdown => glossary_markdown(),
        }),
        (None, false) => ok(match form {
            Form::Text => catalogue_text(),
            Form::Json => pretty(&RULES.iter().map(entry_json).collect::<Vec<_>>()),
            Form::Markdown => catalogue_markdown(),
        }),
    }
}

/// A rule ID or a term.
fn one(q: &str, form: Form, src: &Sources) -> Outcome {
    if form == Form::Markdown {
        return Outcome::invalid("`--markdown` writes the whole catalogue or glossary: give no ID");
    }
    let key = fold(q);
    let entry = catalogue::rule(q).or_else(|| RULES.iter().find(|e| fold(e.id) == key));
    if let Some(e) = entry {
        return match facts(e, src) {
            Ok((f, note)) => ok(match form {
                Form::Json => {
                    let mut v = serde_json::to_value(&f).unwrap_or_default();
                    if let (Some(n), Some(obj)) = (note, v.as_object_mut()) {
                        obj.insert("note".to_string(), n.into());
                    }
                    pretty(&v)
                }
                _ => rule_text(&f, note.as_deref()),
            }),
            Err(o) => o,
        };
    }
    if q.ends_with('.') && RULES.iter().any(|e| e.id.starts_with(q)) {
        let some = |e: &&RuleEntry| e.id.starts_with(q);
        return ok(match form {
            Form::Json => pretty(
                &RULES
                    .iter()
                    .filter(some)
                    .map(entry_json)
                    .collect::<Vec<_>>(),
            ),
            _ => catalogue_text_of(RULES.iter().filter(some), Some(q)),
        });
    }
    match glossary::find(q) {
        Some(t) => ok(match form {
            Form::Json => pretty(&term_json(t)),
            _ => term_text(t),
        }),
        None => miss(q),
    }
}

/// The rule's facts, with the corpus when there is one here (else a note saying so).
fn facts(e: &RuleEntry, src: &Sources) -> Result<(RuleFacts, Option<String>), Outcome> {
    let bare = RuleFacts::new(e);
    if !src.scenarios.is_dir() || !src.corpus.iter().all(|p| p.exists()) {
        let note = format!(
            "the readings were not read: no {} and {} here (run from a working copy)",
            src.corpus
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", "),
            src.scenarios.display()
        );
        return Ok((bare, Some(note)));
    }
    let index = ScenarioIndex::new(&src.scenarios).map_err(Outcome::invalid)?;
    let files = lint::discover(&src.corpus).map_err(Outcome::invalid)?;
    let resolve = profile::resolve_profile;
    let mut runs = Runs::new(&index, &resolve);
    let m = model::build(&files, &mut runs).map_err(Outcome::invalid)?;
    let f = bare.with_corpus(&m, runs.reports());
    Ok((
        match profile::shipped_profiles() {
            Ok(profiles) => f.with_options(profiles, &runs),
            Err(_) => f,
        },
        None,
    ))
}

/// No rule ID and no term: the nearest name, or the names that contain the query.
fn miss(q: &str) -> Outcome {
    let names: Vec<(String, &str)> = RULES
        .iter()
        .map(|e| e.id)
        .chain(TERMS.iter().flat_map(Term::names))
        .map(|n| (fold(n), n))
        .collect();
    let key = fold(q);
    let near = did_you_mean(&key, names.iter().map(|(k, _)| k.as_str()))
        .and_then(|k| names.iter().find(|(f, _)| f == k))
        .map(|(_, n)| *n);
    let mut msg = format!("no rule ID and no glossary term `{q}`");
    if let Some(n) = near {
        let _ = write!(msg, "; did you mean `{n}`?");
    } else if key.len() >= 3 {
        let within: Vec<&str> = TERMS
            .iter()
            .filter(|t| t.names().any(|n| fold(n).contains(&key)))
            .map(|t| t.term)
            .collect();
        if !within.is_empty() {
            let _ = write!(msg, "; terms that contain it: {}", within.join(", "));
        }
    }
    msg.push_str(
        "\n  = help: `tablier rules` lists the rule IDs, `tablier rules --glossary` the terms",
    );
    Outcome::invalid(msg)
}

fn entry_json(e: &RuleEntry) -> serde_json::Value {
    json!({
        "id": e.id,
        "section": e.section,
        "title": e.title,
        "tariff": Tariff::of(e.id),
        "terms": glossary::for_rule(e.id).map(|t| t.term).collect::<Vec<_>>(),
    })
}

fn term_json(t: &Term) -> serde_json::Value {
    let rules: Vec<_> = t
        .rules
        .iter()
        .map(|id| json!({"id": id, "title": catalogue::rule(id).map(|e| e.title)}))
        .collect();
    json!({
        "term": t.term, "also": t.also, "gloss": t.gloss, "rules": rules, "see": t.see,
        "anchor": t.slug(),
    })
}

/// `text` wrapped at about 92 columns, each line indented by `indent`.
fn wrap(text: &str, indent: &str) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for w in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + w.chars().count() > 92 - indent.len() {
            let _ = writeln!(out, "{indent}{line}");
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(w);
    }
    if !line.is_empty() {
        let _ = writeln!(out, "{indent}{line}");
    }
    out
}

fn catalogue_text() -> String {
    catalogue_text_of(RULES.iter(), None)
}

/// The catalogue's lines of `entries`, by section, and a count (of the rules under `prefix`
/// when one was asked for).
fn catalogue_text_of<'a>(
    entries: impl Iterator<Item = &'a RuleEntry>,
    prefix: Option<&str>,
) -> String {
    let mut out = String::new();
    let mut section = "";
    let mut n = 0;
    for e in entries {
        if e.section != section {
            section = e.section;
            let _ = writeln!(out, "{}{section}", if out.is_empty() { "" } else { "\n" });
        }
        let tariff = Tariff::of(e.id).map_or(String::new(), |t| {
            format!("  [{}/{} {}]", t.single, t.doublet, t.to)
        });
        let _ = writeln!(out, "  {:<34} {}{tariff}", e.id, e.title);
        n += 1;
    }
    let under = prefix.map_or(String::new(), |p| format!(" under `{p}`"));
    let _ = writeln!(
        out,
        "\n{n} rules{under}. `tablier rules ID` for one rule; `tablier rules TERM` or --glossary for the terms."
    );
    out
}

fn glossary_text() -> String {
    let mut out = String::new();
    for t in TERMS {
        let _ = writeln!(out, "{}", t.term);
        out.push_str(&wrap(t.gloss, "    "));
    }
    let _ = writeln!(
        out,
        "\n{} terms. `tablier rules TERM` for one, with its rules.",
        TERMS.len()
    );
    out
}

fn term_text(t: &Term) -> String {
    let mut out = format!("{}\n", t.term);
    if !t.also.is_empty() {
        let _ = writeln!(out, "  also: {}", t.also.join(", "));
    }
    out.push('\n');
    out.push_str(&wrap(t.gloss, "  "));
    out.push_str("\n  rules:\n");
    for id in t.rules {
        let title = catalogue::rule(id).map_or("", |e| e.title);
        let _ = writeln!(out, "    {id:<34} {title}");
    }
    if !t.see.is_empty() {
        let _ = writeln!(out, "  see: {}", t.see.join(", "));
    }
    out
}

fn rule_text(f: &RuleFacts, note: Option<&str>) -> String {
    let mut out = format!("{} — {}\n  section: {}\n", f.id, f.title, f.section);
    let tariff = f
        .tariff
        .map_or("none (it scores nothing by itself)".to_string(), |t| {
            t.describe()
        });
    let _ = writeln!(out, "  tariff:  {tariff}");
    if !f.terms.is_empty() {
        let _ = writeln!(out, "  terms:   {}", f.terms.join(", "));
    }
    options::rule_options_text(&mut out, &f.options);
    if let Some(n) = note {
        let _ = writeln!(out, "\n{}", wrap(n, "").trim_end());
        return out;
    }
    out.push_str("\nreadings:\n");
    let rows: [(Option<ClaimStatus>, &str); 6] = [
        (Some(ClaimStatus::Confirmed), "confirmed"),
        (Some(ClaimStatus::Divergent), "divergent"),
        (Some(ClaimStatus::Failing), "failing"),
        (Some(ClaimStatus::Pending), "pending"),
        (
            Some(ClaimStatus::Uncovered),
            "uncovered (a claim names it, no scenario tests it)",
        ),
        (None, "silent (no claim names it)"),
    ];
    for (s, label) in rows {
        let works = f.works_with(s);
        if !works.is_empty() {
            let _ = writeln!(
                out,
                "  {:<10} {}",
                label.split(' ').next().unwrap_or(label),
                works.join(", ")
            );
        }
    }
    for r in &f.readings {
        for c in &r.claims {
            let _ = writeln!(out, "\n  {}#{}  {}", r.work, c.key, c.status.name());
            out.push_str(&wrap(&c.note, "      "));
        }
    }
    let _ = writeln!(out, "\nscenarios ({}):", f.scenarios.len());
    for t in &f.scenarios {
        let s = t.status.map_or("missing", |s| s.name());
        let mut why = Vec::new();
        if !t.cited_by.is_empty() {
            why.push(format!("cited by {}", t.cited_by.join(", ")));
        }
        if t.declared {
            why.push("names it".to_string());
        }
        let _ = writeln!(out, "  {s:<10} {}  ({})", t.id, why.join("; "));
    }
    if f.scenarios.is_empty() {
        out.push_str("  none yet\n");
    }
    out
}
