//! The Markdown pages generated from the code: `docs/rules.md`, the catalogue section by
//! section with tariffs and glossary terms, and `docs/glossary.md`, every term with an
//! alphabetical index. `tests/rules_docs.rs` fails when the files in `docs/` differ.

use std::fmt::Write as _;

use crate::engine::catalogue::RULES;
use crate::engine::glossary::{self, fold, Term, TERMS};
use crate::site::rulefacts::Tariff;

const GENERATED: &str = "<!-- Generated from the code by `tablier rules --markdown`: do not edit. \
     Regenerate with `cargo run -- rules --markdown > docs/rules.md` and \
     `cargo run -- rules --glossary --markdown > docs/glossary.md` \
     (or `UPDATE_DOCS=1 cargo test --test rules_docs`). -->";

fn section_intro(section: &str) -> &'static str {
    match section {
        "board" => "The board, its flèches, quarters and tables.",
        "dice" => "The dice and who throws first.",
        "move" => "Moving the checkers: what a throw allows, the coin de repos, the jeu de retour, bearing off.",
        "jan" => "The jans: what scores, how much and to whom.",
        "mark" => "Marking points and trous, the bredouille, staying or going.",
        "game" => "The whole game and its stakes.",
        "ecole" => "The écoles: errors in marking and what the opponent may do with them.",
        "chances" => "Counting the chances of a throw.",
        _ => "",
    }
}

/// `docs/rules.md`: the catalogue, section by section, with tariffs and glossary terms.
#[must_use]
pub fn catalogue_markdown() -> String {
    let mut out = format!(
        "# The rules catalogue\n\n{GENERATED}\n\n\
         Every rule the project knows has a stable ID. Code, scenarios (the `rules:` of their \
         front matter) and readings (`[text](rule:ID)`) name rules by these IDs, and `tablier \
         lint` rejects an ID not listed here. An ID is never renumbered or reused; a rule a \
         treatise needs gets a new one. The tariff is the points a scored jan pays per means, \
         with a single throw and with a doublet. `tablier rules ID` prints the rule options \
         that govern a rule (each profile's value, and the scenarios whose outcome changes with \
         it), what each reading says of the rule and the scenarios that test it; the site's \
         `rule/<ID>.html` shows the same. The French terms are explained in the [glossary](glossary.md).\n\n{} rules:\n",
        RULES.len()
    );
    let mut section = "";
    for e in RULES {
        if e.section != section {
            section = e.section;
            let _ = write!(
                out,
                "\n## {section}\n\n{}\n\n| ID | rule | tariff | terms |\n|---|---|---|---|\n",
                section_intro(section)
            );
        }
        let tariff = Tariff::of(e.id).map_or("—".to_string(), |t| t.describe());
        let terms: Vec<String> = glossary::for_rule(e.id)
            .map(|t| format!("[{}](glossary.md#{})", t.term, t.slug()))
            .collect();
        let _ = writeln!(
            out,
            "| <a id=\"{0}\"></a>`{0}` | {1} | {tariff} | {2} |",
            e.id,
            e.title,
            if terms.is_empty() {
                "—".to_string()
            } else {
                terms.join(", ")
            }
        );
    }
    out
}

/// `docs/glossary.md`: every term, with an alphabetical index.
#[must_use]
pub fn glossary_markdown() -> String {
    let mut out = format!(
        "# Glossary\n\n{GENERATED}\n\n\
         The French words of the grand trictrac as the project uses them, each explained in its \
         own words. Game terms stay French in the code, the scenarios and the readings; the \
         treatises' spelling varies, and `tablier rules TERM` finds an entry whatever the \
         accents. Rule IDs link to the [catalogue](rules.md).\n\n"
    );
    let mut sorted: Vec<&Term> = TERMS.iter().collect();
    sorted.sort_by_key(|t| fold(t.term));
    let index: Vec<String> = sorted
        .iter()
        .map(|t| format!("[{}](#{})", t.term, t.slug()))
        .collect();
    let _ = writeln!(out, "{}", index.join(" · "));
    for t in TERMS {
        let _ = write!(
            out,
            "\n### <a id=\"{}\"></a>{}\n\n{}\n\n",
            t.slug(),
            t.term,
            t.gloss
        );
        let mut tail = Vec::new();
        if !t.also.is_empty() {
            tail.push(format!("*Also:* {}.", t.also.join(", ")));
        }
        let rules: Vec<String> = t
            .rules
            .iter()
            .map(|id| format!("[`{id}`](rules.md#{id})"))
            .collect();
        tail.push(format!("*Rules:* {}.", rules.join(", ")));
        if !t.see.is_empty() {
            let see: Vec<String> = t
                .see
                .iter()
                .filter_map(|s| glossary::entry(s))
                .map(|s| format!("[{}](#{})", s.term, s.slug()))
                .collect();
            tail.push(format!("*See:* {}.", see.join(", ")));
        }
        let _ = writeln!(out, "{}", tail.join(" "));
    }
    out
}
