//! The rule options that govern one rule of the catalogue — those whose declaration
//! (`rule_options!` in `src/engine/trictrac/rules.rs`, its `rules [...]`) names the rule — with each
//! profile's value and the scenarios testing the rule whose outcome changes with the option:
//! each is run again under its own profile with only that option set to each other value.
//! `tablier rules ID` prints them and `rule/<id>.html` shows them, where a user looks for how
//! the readings differ on the rule.

use serde::Serialize;

use crate::conformance::check;
use crate::conformance::profile::Profiles;
use crate::conformance::scenario::Status;
use crate::corpus::Runs;
use crate::engine::tables::BgRules;
use crate::engine::{trictrac::Rules, GameKind, RuleId, RuleOption};

/// One profile's value of an option.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ProfileValue {
    pub profile: String,
    pub value: &'static str,
    /// No source available settles it: the value is inherited (or the default).
    pub unknown: bool,
}

/// A scenario testing the rule whose outcome depends on the option's value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OutcomeChange {
    pub scenario: String,
    /// The work it comes from.
    pub work: String,
    /// The profile it is run under, and that profile's value.
    pub profile: String,
    /// Its outcome under each value of the option, in the option's order.
    pub outcomes: Vec<(&'static str, Status)>,
}

/// One option that governs the rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OptionFacts {
    /// The key of a profile's `rules` mapping (`mezeas`).
    pub key: &'static str,
    pub values: &'static [&'static str],
    pub default: &'static str,
    pub game: GameKind,
    /// What it decides (its doc comment, on one line).
    pub doc: String,
    /// Each profile of the option's game, by name; empty when no corpus was read.
    pub profiles: Vec<ProfileValue>,
    /// The scenarios (of those testing the rule) whose outcome changes with it.
    pub changes: Vec<OutcomeChange>,
}

/// The option's doc comment on one line.
#[must_use]
pub fn doc_line(o: &RuleOption) -> String {
    o.doc
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The options whose declaration names `rule`, trictrac's then backgammon's, with no corpus.
#[must_use]
pub fn governing(rule: RuleId) -> Vec<OptionFacts> {
    let of = |game: GameKind, options: &'static [RuleOption]| {
        options
            .iter()
            .filter(|o| o.rules.contains(&rule))
            .map(move |o| OptionFacts {
                key: o.key,
                values: o.values,
                default: o.default,
                game,
                doc: doc_line(o),
                profiles: Vec::new(),
                changes: Vec::new(),
            })
            .collect::<Vec<_>>()
    };
    let mut out = of(GameKind::Trictrac, Rules::OPTIONS);
    out.extend(of(GameKind::Backgammon, BgRules::OPTIONS));
    out
}

impl OptionFacts {
    /// Adds each profile's value and, for the scenarios `tested` (ids), the outcomes that
    /// change when only this option takes another value.
    pub fn with_corpus(&mut self, profiles: &Profiles, tested: &[String], runs: &Runs) {
        for p in profiles.iter().filter(|p| p.game == self.game) {
            let values = match p.game {
                GameKind::Trictrac => p.rules.values(),
                GameKind::Backgammon => p.bg_rules.values(),
            };
            if let Some((_, v)) = values.iter().find(|(o, _)| o.key == self.key) {
                self.profiles.push(ProfileValue {
                    profile: p.name.clone(),
                    value: v,
                    unknown: p.unknown.iter().any(|u| u == self.key),
                });
            }
        }
        let resolve = runs.resolver();
        let trictrac = Rules::OPTIONS.iter().position(|o| o.key == self.key);
        let backgammon = BgRules::OPTIONS.iter().position(|o| o.key == self.key);
        for id in tested {
            let (Some(path), Some(base)) = (runs.index.ids.get(id), runs.reports().get(id)) else {
                continue;
            };
            let Some(front) = base.front.as_ref().filter(|f| f.game == self.game) else {
                continue;
            };
            // the scenario under its own profile with only this option set to value `v`
            let outcome = |v: usize| {
                let set = |name: &str| {
                    let mut r = resolve(name)?;
                    if let (GameKind::Trictrac, Some(i)) = (self.game, trictrac) {
                        let mut c = r.choices();
                        c[i] = v;
                        r = Rules::from_choices(&c);
                    }
                    Some(r)
                };
                let set_bg = |name: &str| {
                    let mut r = profiles.get(name)?.bg_rules.clone();
                    if let (GameKind::Backgammon, Some(i)) = (self.game, backgammon) {
                        let mut c = r.choices();
                        c[i] = v;
                        r = BgRules::from_choices(&c);
                    }
                    Some(r)
                };
                check::run_file_under(path, &set, &set_bg, None, None).status()
            };
            let outcomes: Vec<(&'static str, Status)> = (0..self.values.len())
                .map(|v| (self.values[v], outcome(v)))
                .collect();
            if outcomes.iter().any(|(_, s)| *s != outcomes[0].1) {
                self.changes.push(OutcomeChange {
                    scenario: id.clone(),
                    work: base.work(),
                    profile: front.profile.clone(),
                    outcomes,
                });
            }
        }
    }

    /// The works whose scenarios change outcome with the option, in order, once each.
    #[must_use]
    pub fn readings_changed(&self) -> Vec<String> {
        let mut works: Vec<String> = self.changes.iter().map(|c| c.work.clone()).collect();
        works.sort();
        works.dedup();
        works
    }

    /// The profiles holding `value`, by name, an unknown one marked `(unknown)`.
    #[must_use]
    pub fn holding(&self, value: &str) -> Vec<String> {
        self.profiles
            .iter()
            .filter(|p| p.value == value)
            .map(|p| {
                if p.unknown {
                    format!("{} (unknown)", p.profile)
                } else {
                    p.profile.clone()
                }
            })
            .collect()
    }
}

impl OutcomeChange {
    /// `confirmed under coin-held, failing under next-roll`.
    #[must_use]
    pub fn describe(&self) -> String {
        self.outcomes
            .iter()
            .map(|(v, s)| format!("{} under {v}", s.name()))
            .collect::<Vec<_>>()
            .join(", ")
    }
}
