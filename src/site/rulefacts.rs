//! What the project knows of one rule of the catalogue: its title, its tariff when it is a
//! scored jan, the glossary terms that bear on it, how each reading stands on it and the
//! scenarios that test it. The readings' stand is the report's matrix row ([`Model::matrix`]),
//! read as it is, never recomputed; the rule options that govern it, with each profile's value
//! and the outcomes that change with it ([`super::ruleoptions`]). `tablier rules ID` prints
//! these facts; the site draws them on `rule/<id>.html`.

use std::collections::BTreeMap;

use serde::Serialize;

use super::model::Model;
use super::ruleoptions::{governing, OptionFacts};
use crate::conformance::profile::Profiles;
use crate::conformance::scenario::{Report, Status};
use crate::corpus::{ClaimStatus, Runs};
use crate::engine::catalogue::RuleEntry;
use crate::engine::glossary;
use crate::engine::trictrac::jans::{Beneficiary, Jan};

/// The points a scored jan pays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Tariff {
    /// Points per means with a single throw.
    pub single: u32,
    /// Points per means with a doublet.
    pub doublet: u32,
    /// What one payment is for: `means`, or `number` (each number not played).
    pub per: &'static str,
    /// Who scores: `roller` or `opponent`.
    pub to: &'static str,
}

impl Tariff {
    /// The tariff of rule `id`, if it is a scored jan.
    #[must_use]
    pub fn of(id: &str) -> Option<Tariff> {
        let jan = Jan::from_rule(id.parse().ok()?)?;
        let (single, doublet) = jan.tariff();
        Some(Tariff {
            single,
            doublet,
            per: if jan == Jan::Impuissance {
                "number"
            } else {
                "means"
            },
            to: match jan.beneficiary() {
                Beneficiary::Roller => "roller",
                Beneficiary::Opponent => "opponent",
            },
        })
    }

    /// In words: `4 points per means, 6 with a doublet, to the roller`.
    #[must_use]
    pub fn describe(&self) -> String {
        let per = if self.per == "number" {
            "per number that cannot be played"
        } else {
            "per means"
        };
        let doublet = if self.single == self.doublet {
            "doublet or not".to_string()
        } else {
            format!("{} with a doublet", self.doublet)
        };
        format!(
            "{} points {per}, {doublet}, to the {}",
            self.single, self.to
        )
    }
}

/// One claim of a reading that names the rule.
#[derive(Debug, Clone, Serialize)]
pub struct ClaimOnRule {
    /// The claim's anchor (or `line-N`).
    pub key: String,
    pub status: ClaimStatus,
    /// The sentence of the claim that names the rule.
    pub note: String,
    /// The scenarios it cites.
    pub scenarios: Vec<String>,
}

/// How one reading stands on the rule.
#[derive(Debug, Clone, Serialize)]
pub struct Stand {
    pub work: String,
    /// The matrix cell's status; `None` when no claim of the reading names the rule.
    pub status: Option<ClaimStatus>,
    pub claims: Vec<ClaimOnRule>,
}

/// A scenario that tests the rule.
#[derive(Debug, Clone, Serialize)]
pub struct Tested {
    pub id: String,
    /// Its status; `None` when a claim cites a scenario that does not exist.
    pub status: Option<Status>,
    /// The readings whose claims on this rule cite it.
    pub cited_by: Vec<String>,
    /// Whether its front matter names the rule.
    pub declared: bool,
}

/// Everything `tablier rules ID` and `rule/<id>.html` show.
#[derive(Debug, Clone, Serialize)]
pub struct RuleFacts {
    pub id: &'static str,
    pub section: &'static str,
    pub title: &'static str,
    pub tariff: Option<Tariff>,
    /// Headwords of the glossary entries that bear on it.
    pub terms: Vec<&'static str>,
    /// One per reading, in the model's order; empty when no corpus was read.
    pub readings: Vec<Stand>,
    /// Cited by a claim on the rule or naming it in their front matter, by id.
    pub scenarios: Vec<Tested>,
    /// The rule options that govern it (on which the readings may differ).
    pub options: Vec<OptionFacts>,
}

impl RuleFacts {
    /// The facts that need no corpus: the catalogue's, the tariff and the glossary's.
    #[must_use]
    pub fn new(entry: &RuleEntry) -> RuleFacts {
        RuleFacts {
            id: entry.id,
            section: entry.section,
            title: entry.title,
            tariff: Tariff::of(entry.id),
            terms: glossary::for_rule(entry.id).map(|t| t.term).collect(),
            readings: Vec::new(),
            scenarios: Vec::new(),
            options: governing(entry.rule),
        }
    }

    /// Adds what the report's model says of the rule; `reports` are the scenario runs the
    /// model was built from (for their front matter).
    #[must_use]
    pub fn with_corpus(mut self, model: &Model, reports: &BTreeMap<String, Report>) -> RuleFacts {
        let row = model.matrix.get(self.id);
        let mut tested: BTreeMap<String, Tested> = BTreeMap::new();
        for r in &model.readings {
            let cell = row.and_then(|row| row.get(&r.work));
            let mut claims = Vec::new();
            for c in &r.annotated.claims {
                let Some(i) = c.rules.iter().position(|id| id == self.id) else {
                    continue;
                };
                for s in &c.scenarios {
                    let t = tested.entry(s.id.clone()).or_insert_with(|| Tested {
                        id: s.id.clone(),
                        status: model.scenarios.get(&s.id).copied(),
                        cited_by: Vec::new(),
                        declared: false,
                    });
                    if !t.cited_by.contains(&r.work) {
                        t.cited_by.push(r.work.clone());
                    }
                }
                claims.push(ClaimOnRule {
                    key: c.key.clone(),
                    status: c.status,
                    note: c.notes.get(i).cloned().unwrap_or_default(),
                    scenarios: c.scenarios.iter().map(|s| s.id.clone()).collect(),
                });
            }
            self.readings.push(Stand {
                work: r.work.clone(),
                status: cell.map(|c| c.status),
                claims,
            });
        }
        for (id, report) in reports {
            let names = report
                .front
                .as_ref()
                .is_some_and(|f| f.rules.iter().any(|r| r == self.id));
            if names {
                tested
                    .entry(id.clone())
                    .or_insert_with(|| Tested {
                        id: id.clone(),
                        status: Some(report.status()),
                        cited_by: Vec::new(),
                        declared: false,
                    })
                    .declared = true;
            }
        }
        self.scenarios = tested.into_values().collect();
        self
    }

    /// Adds each profile's value of the options that govern the rule, and the outcomes of the
    /// rule's scenarios that change with them (`runs` made them under their own profiles).
    #[must_use]
    pub fn with_options(mut self, profiles: &Profiles, runs: &Runs) -> RuleFacts {
        let tested: Vec<String> = self
            .scenarios
            .iter()
            .filter(|t| t.status.is_some())
            .map(|t| t.id.clone())
            .collect();
        for o in &mut self.options {
            o.with_corpus(profiles, &tested, runs);
        }
        self
    }

    /// The readings whose cell has status `s` (`None`: the readings silent on the rule).
    #[must_use]
    pub fn works_with(&self, s: Option<ClaimStatus>) -> Vec<&str> {
        self.readings
            .iter()
            .filter(|r| r.status == s)
            .map(|r| r.work.as_str())
            .collect()
    }
}
