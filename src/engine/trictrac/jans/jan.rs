//! The jans (scoring situations) and their tariff (the `jan` section of the catalogue).

use serde::Serialize;

use crate::engine::catalogue::RuleId;

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

    /// Its rule ID in the catalogue.
    #[must_use]
    pub fn rule(self) -> RuleId {
        match self {
            Jan::SixTables => RuleId::JanSixTables,
            Jan::DeuxTables => RuleId::JanDeuxTables,
            Jan::ContreDeuxTables => RuleId::JanContreDeuxTables,
            Jan::Mezeas => RuleId::JanMezeas,
            Jan::ContreMezeas => RuleId::JanContreMezeas,
            Jan::BattreVraiGrand => RuleId::JanBattreVraiGrand,
            Jan::BattreVraiPetit => RuleId::JanBattreVraiPetit,
            Jan::BattreCoin => RuleId::JanBattreCoin,
            Jan::BattreFauxGrand => RuleId::JanBattreFauxGrand,
            Jan::BattreFauxPetit => RuleId::JanBattreFauxPetit,
            Jan::FillPetit => RuleId::JanFillPetit,
            Jan::FillGrand => RuleId::JanFillGrand,
            Jan::FillRetour => RuleId::JanFillRetour,
            Jan::ConservePetit => RuleId::JanConservePetit,
            Jan::ConserveGrand => RuleId::JanConserveGrand,
            Jan::ConserveRetour => RuleId::JanConserveRetour,
            Jan::Impuissance => RuleId::JanImpuissance,
            Jan::Sortie => RuleId::JanSortie,
            Jan::Rencontre => RuleId::JanRencontre,
            Jan::Margot => RuleId::JanMargot,
            Jan::PileDeMisere => RuleId::JanPileDeMisere,
        }
    }

    /// The jan with this rule ID.
    #[must_use]
    pub fn from_rule(rule: RuleId) -> Option<Jan> {
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
        // every jan's rule carries its tariff in the catalogue (checked by its tests)
        self.rule().tariff().unwrap_or((0, 0))
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
