//! The games the engine hosts, and the one place that says which rules each reads: the
//! dispatch point between trictrac (the rest of this engine) and [`backgammon`](super::backgammon).

use serde::{Deserialize, Serialize};

use crate::engine::tables::BgRules;
use crate::engine::{trictrac::Rules, RuleOption};

/// A game of the tables family hosted by the engine.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    /// The grand trictrac (the default of every file that names no game).
    #[default]
    Trictrac,
    /// Backgammon and the readings of it (Guiton's, Lepeintre's gammon, the modern game).
    Backgammon,
}

impl GameKind {
    /// Both games.
    pub const ALL: [GameKind; 2] = [GameKind::Trictrac, GameKind::Backgammon];

    /// Whether this is trictrac (the default game).
    #[must_use]
    pub fn is_trictrac(&self) -> bool {
        *self == GameKind::Trictrac
    }

    /// The name written in a profile or a scenario's front matter (`game: backgammon`).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Trictrac => "trictrac",
            GameKind::Backgammon => "backgammon",
        }
    }

    /// The rule options a profile of this game sets.
    #[must_use]
    pub fn options(self) -> &'static [RuleOption] {
        match self {
            GameKind::Trictrac => Rules::OPTIONS,
            GameKind::Backgammon => BgRules::OPTIONS,
        }
    }
}

impl std::fmt::Display for GameKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_has_its_name_and_options() {
        assert!(GameKind::Trictrac.is_trictrac());
        assert!(!GameKind::Backgammon.is_trictrac());
        assert_eq!(GameKind::default(), GameKind::Trictrac);
        let names: Vec<String> = GameKind::ALL.iter().map(ToString::to_string).collect();
        assert_eq!(names, ["trictrac", "backgammon"]);
        assert_eq!(GameKind::Trictrac.options().len(), Rules::OPTIONS.len());
        assert_eq!(GameKind::Backgammon.options().len(), BgRules::OPTIONS.len());
        assert_ne!(Rules::OPTIONS.len(), BgRules::OPTIONS.len());
    }
}
