//! `tablier rules --options`: the rule options on which the treatises differ, printed from their
//! one declaration ([`Rules::OPTIONS`], `rule_options!` in `src/engine/trictrac/rules.rs`) — as text, as
//! JSON, or as the Markdown table of the docs (`--markdown`). Nothing of it is kept in a file:
//! adding an option changes what this prints and nothing else.

use std::fmt::Write as _;

use serde_json::json;

use super::{ok, pretty, wrap, Form};
use crate::cli::Outcome;
use crate::engine::tables::BgRules;
use crate::engine::{trictrac::Rules, RuleOption};
use crate::site::ruleoptions::{doc_line, OptionFacts};

/// `tablier rules --options [--json|--markdown]`.
#[must_use]
pub fn options(form: Form) -> Outcome {
    ok(match form {
        Form::Text => options_text(),
        Form::Json => pretty(
            &Rules::OPTIONS
                .iter()
                .map(option_json)
                .chain(BgRules::OPTIONS.iter().map(|o| {
                    let mut v = option_json(o);
                    v["game"] = json!("backgammon");
                    v
                }))
                .collect::<Vec<_>>(),
        ),
        Form::Markdown => options_markdown(),
    })
}

/// The options that govern one rule (`tablier rules ID`): for each, its values, what it
/// decides, the profiles holding each value and the scenarios whose outcome changes with it.
pub(super) fn rule_options_text(out: &mut String, options: &[OptionFacts]) {
    if options.is_empty() {
        return;
    }
    let _ = writeln!(
        out,
        "\noptions (where the readings may differ on it; profiles set them, `tablier rules --options`):"
    );
    for o in options {
        let _ = writeln!(out, "  {}: {}", o.key, values_text(o.values, o.default));
        out.push_str(&wrap(&o.doc, "      "));
        if !o.profiles.is_empty() {
            let _ = writeln!(out, "    each profile's value:");
            for v in o.values {
                let held = o.holding(v);
                let who = if held.is_empty() {
                    "no profile".to_string()
                } else {
                    held.join(", ")
                };
                out.push_str(&wrap(&format!("{v}: {who}"), "      "));
            }
        }
        if o.changes.is_empty() {
            if !o.profiles.is_empty() {
                let _ = writeln!(
                    out,
                    "    no scenario testing this rule changes its outcome with it"
                );
            }
            continue;
        }
        let _ = writeln!(
            out,
            "    the readings whose outcomes change with it: {}",
            o.readings_changed().join(", ")
        );
        let _ = writeln!(out, "    the scenarios, each run again under every value:");
        for c in &o.changes {
            out.push_str(&wrap(
                &format!(
                    "{} (a {} scenario, profile {}): {}",
                    c.scenario,
                    c.work,
                    c.profile,
                    c.describe()
                ),
                "      ",
            ));
        }
    }
}

fn option_json(o: &RuleOption) -> serde_json::Value {
    json!({
        "key": o.key,
        "field": o.name,
        "values": o.values,
        "default": o.default,
        "rules": o.rules.iter().map(|r| r.as_str()).collect::<Vec<_>>(),
        "doc": doc_line(o),
    })
}

fn options_text() -> String {
    let mut out = String::new();
    options_text_of(&mut out, Rules::OPTIONS);
    let _ = writeln!(
        out,
        "\n{} options, set by a profile's `rules` mapping (corpus/<work>/profile.yaml).",
        Rules::OPTIONS.len()
    );
    let _ = writeln!(out, "\nBackgammon (profiles with `game: backgammon`):\n");
    options_text_of(&mut out, BgRules::OPTIONS);
    let _ = writeln!(
        out,
        "\n{} backgammon options, set the same way.",
        BgRules::OPTIONS.len()
    );
    out
}

/// `coin-held (default) | next-roll`.
fn values_text(values: &[&str], default: &str) -> String {
    values
        .iter()
        .map(|v| {
            if *v == default {
                format!("{v} (default)")
            } else {
                (*v).to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" | ")
}

fn options_text_of(out: &mut String, options: &[RuleOption]) {
    for o in options {
        let rules: Vec<&str> = o.rules.iter().map(|r| r.as_str()).collect();
        let _ = writeln!(out, "{}: {}", o.key, values_text(o.values, o.default));
        let _ = writeln!(out, "    rules: {}", rules.join(", "));
        out.push_str(&wrap(&doc_line(o), "    "));
    }
}

/// The docs' table of the options, in Markdown.
#[must_use]
pub fn options_markdown() -> String {
    let mut s = String::from(
        "# Rule options\n\n\
         <!-- Printed by `tablier rules --options --markdown` from `Rules::OPTIONS` \
         (src/engine/trictrac/rules.rs). -->\n\n\
         The options on which the treatises differ, as a profile's `rules` mapping sets them \
         (`corpus/<work>/profile.yaml`, see `src/conformance/profile.rs`). A root profile sets \
         each option or lists it under `unknown`; an unknown option takes its default, \
         Lepeintre's reading. Each option is declared once, in `rule_options!` of \
         `src/engine/trictrac/rules.rs`.\n\n\
         | option | values (default in bold) | rules | what it decides, and its sources |\n\
         |---|---|---|---|\n",
    );
    for o in Rules::OPTIONS {
        let values: Vec<String> = o
            .values
            .iter()
            .map(|v| {
                if *v == o.default {
                    format!("**`{v}`**")
                } else {
                    format!("`{v}`")
                }
            })
            .collect();
        let rules: Vec<String> = o.rules.iter().map(|r| format!("`{r}`")).collect();
        let _ = writeln!(
            s,
            "| `{}` | {} | {} | {} |",
            o.key,
            values.join(", "),
            rules.join(", "),
            doc_line(o).replace('|', "\\|")
        );
    }
    s
}
