//! The jans (scoring situations) and their tariff (RULES.md §4).

use serde::Serialize;

/// A scoring situation of the tariff, one variant per rule ID.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Jan {
    SixTables,
    DeuxTables,
    ContreDeuxTables,
    Mezeas,
    ContreMezeas,
    BattreVraiGrand,
    BattreVraiPetit,
    BattreCoin,
    FillPetit,
    FillGrand,
    FillRetour,
    ConservePetit,
    ConserveGrand,
    ConserveRetour,
    Sortie,
    PileDeMisere,
    Rencontre,
    BattreFauxGrand,
    BattreFauxPetit,
    Impuissance,
    Margot,
}

/// Who scores a jan: the roller or his opponent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Beneficiary {
    Roller,
    Opponent,
}

impl Jan {
    /// Every jan, in the order points are marked (`jan.order`): the roller's own first.
    pub const ALL: [Jan; 21] = [
        Jan::SixTables,
        Jan::DeuxTables,
        Jan::Mezeas,
        Jan::BattreVraiGrand,
        Jan::BattreVraiPetit,
        Jan::BattreCoin,
        Jan::FillPetit,
        Jan::FillGrand,
        Jan::FillRetour,
        Jan::ConservePetit,
        Jan::ConserveGrand,
        Jan::ConserveRetour,
        Jan::Sortie,
        Jan::PileDeMisere,
        Jan::Rencontre,
        Jan::ContreDeuxTables,
        Jan::ContreMezeas,
        Jan::BattreFauxGrand,
        Jan::BattreFauxPetit,
        Jan::Impuissance,
        Jan::Margot,
    ];

    /// The rule ID of RULES.md.
    #[must_use]
    pub fn rule(self) -> &'static str {
        match self {
            Jan::SixTables => "jan.six-tables",
            Jan::DeuxTables => "jan.deux-tables",
            Jan::ContreDeuxTables => "jan.contre-deux-tables",
            Jan::Mezeas => "jan.mezeas",
            Jan::ContreMezeas => "jan.contre-mezeas",
            Jan::BattreVraiGrand => "jan.battre.vrai.grand",
            Jan::BattreVraiPetit => "jan.battre.vrai.petit",
            Jan::BattreCoin => "jan.battre.coin",
            Jan::BattreFauxGrand => "jan.battre.faux.grand",
            Jan::BattreFauxPetit => "jan.battre.faux.petit",
            Jan::FillPetit => "jan.fill.petit",
            Jan::FillGrand => "jan.fill.grand",
            Jan::FillRetour => "jan.fill.retour",
            Jan::ConservePetit => "jan.conserve.petit",
            Jan::ConserveGrand => "jan.conserve.grand",
            Jan::ConserveRetour => "jan.conserve.retour",
            Jan::Impuissance => "jan.impuissance",
            Jan::Sortie => "jan.sortie",
            Jan::Rencontre => "jan.rencontre",
            Jan::Margot => "jan.margot",
            Jan::PileDeMisere => "jan.pile-de-misere",
        }
    }

    /// The jan with this rule ID.
    #[must_use]
    pub fn from_rule(rule: &str) -> Option<Jan> {
        Jan::ALL.into_iter().find(|j| j.rule() == rule)
    }

    /// Who scores it.
    #[must_use]
    pub fn beneficiary(self) -> Beneficiary {
        match self {
            Jan::ContreDeuxTables
            | Jan::ContreMezeas
            | Jan::BattreFauxGrand
            | Jan::BattreFauxPetit
            | Jan::Impuissance
            | Jan::Margot => Beneficiary::Opponent,
            _ => Beneficiary::Roller,
        }
    }

    /// Points per means: `(single, doublet)`.
    #[must_use]
    pub fn tariff(self) -> (u32, u32) {
        match self {
            Jan::BattreVraiGrand | Jan::BattreFauxGrand | Jan::Margot => (2, 4),
            Jan::Impuissance => (2, 2),
            Jan::SixTables => (4, 4),
            _ => (4, 6),
        }
    }

    /// Points for one means with this roll.
    #[must_use]
    pub fn points_per_means(self, doublet: bool) -> u32 {
        let (single, double) = self.tariff();
        if doublet {
            double
        } else {
            single
        }
    }
}
