//! The front matter of a scenario: its provenance, in the manner of test262.

use serde::{Deserialize, Serialize};

use crate::engine::catalogue::RuleId;

/// Where an example comes from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Source {
    /// The work id, a folder of `corpus/` (`lepeintre-1818`…).
    pub work: String,
    /// The edition used.
    pub edition: String,
    /// Part / § / rule number, as precise as the text allows.
    pub locator: String,
    /// The figure, if any.
    #[serde(default)]
    pub figure: Option<String>,
    /// The page, if known.
    #[serde(default)]
    pub page: Option<String>,
}

/// The flags a scenario may carry.
pub const FLAGS: &[&str] = &[
    "single-roll",
    "multi-turn",
    "chances",
    "ecole",
    "figure-corrected",
    "constructed",
    "second-hand",
    "pending",
];

/// The provenance and metadata of a scenario.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FrontMatter {
    /// Stable id, never reused: the path under `scenarios/` without `.scn`.
    pub id: String,
    /// The game the scenario is about (`game: backgammon`); trictrac when not given (and then
    /// not written back).
    #[serde(default, skip_serializing_if = "crate::engine::GameKind::is_trictrac")]
    pub game: crate::engine::GameKind,
    /// What the example shows, in the project's own words.
    pub description: String,
    /// Where it comes from.
    pub source: Source,
    /// The later author through whom the example is known, when it is second-hand.
    #[serde(default)]
    pub via: Option<String>,
    /// Rule IDs exercised (an ID not in the catalogue fails to read, at its place).
    pub rules: Vec<RuleId>,
    /// The rule profile to run under.
    pub profile: String,
    /// Flags, from [`FLAGS`].
    #[serde(default)]
    pub flags: Vec<String>,
    /// The scenarios whose rolls this one states again on purpose (the author gives the same
    /// example in two places, or two passages of his game go through the same throw): a roll
    /// the two share is not reported as a duplicate.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub restates: Vec<String>,
}

/// A line that gives the field `field` of the mapping `section` (`""` for the front matter
/// itself, `source`), as the help of an error for a missing field shows it between backticks
/// (for `source`, the lines under it too).
#[must_use]
pub fn example_line(section: &str, field: &str) -> String {
    let value = match (section, field) {
        ("", "id") => "lepeintre-1818/part1/fig9-six-four",
        ("", "description") => "what the example shows, in your own words",
        // a mapping: its own line, and those under it
        ("", "source") => {
            return "source:` with, under it, `  work: …`, `  edition: …` and `  locator: …"
                .to_string()
        }
        ("", "rules") => "[jan.mezeas]",
        ("", "profile") => "lepeintre-1818",
        ("source", "work") => "lepeintre-1818",
        ("source", "edition") => "the edition used",
        ("source", "locator") => "part 1, figure 9",
        _ => "…",
    };
    format!("{field}: {value}")
}

impl FrontMatter {
    /// Whether the scenario carries `flag`.
    #[must_use]
    pub fn has_flag(&self, flag: &str) -> bool {
        self.flags.iter().any(|f| f == flag)
    }

    /// Whether this scenario names `id` among those it restates on purpose.
    #[must_use]
    pub fn restates(&self, id: &str) -> bool {
        self.restates.iter().any(|r| r == id)
    }
}
