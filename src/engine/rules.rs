//! The rule options on which the treatises differ. A [`Rules`] value is what a YAML profile
//! (`corpus/<work>/profile.yaml`) deserialises into; its defaults are the readings of
//! `RULES.md` "Readings of ambiguous points" (Lepeintre's).

use serde::{Deserialize, Serialize};

/// How checkers are borne off (`move.sortie.parisian`, `move.sortie.provincial`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExitMethod {
    /// A sortant number may bear off or be played inside; an excédant number bears off the
    /// farthest checker; no number is played inside to make the other excédant.
    #[default]
    Parisian,
    /// Whatever can be played inside must be; only a number no checker can play inside bears
    /// off; two non-excédant numbers are never joined to bear a checker off.
    Provincial,
}

/// How "the opponent can still fill that quarter" is judged (`move.retour.closed-jans`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClosedJans {
    /// For each j = 1..6 he has at least 2j checkers on the first j flèches of the quarter or
    /// behind them.
    #[default]
    LepeintreCount,
    /// He has at least 12 checkers not yet past the quarter.
    TwelveCount,
}

/// When the jan de six tables may be made (`jan.six-tables`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SixTables {
    /// On any of the roller's first three rolls of the relevé.
    #[default]
    WithinThreeRolls,
    /// Only on his third roll.
    ThirdRollOnly,
}

/// When the jan de mézéas applies (`jan.mezeas`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mezeas {
    /// The coin is held and no other checker is off the talon (Lepeintre).
    #[default]
    CoinHeld,
    /// Only on the roll right after the coin was taken (Guiton, modern rules).
    NextRoll,
}

/// What a false move after marking costs (`ecole.fausse-case`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EcoleFausseCase {
    /// Lepeintre in rigour (r.60): the points marked plus the points owed.
    #[default]
    Rigour,
    /// Guiton, Lelasseux: the points marked.
    Marked,
    /// Lepeintre's "bonne compagnie": the player corrects his play; no école.
    Corrected,
}

/// When a marking error becomes an école (`ecole.timing`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EcoleTiming {
    /// Lepeintre in rigour (r.42–43): points marked too many as soon as the jeton is let go.
    #[default]
    Rigour,
    /// "Bonne compagnie": only once the player has played or thrown.
    Company,
}

/// What marking new points with a second jeton costs, the points of the first forgotten
/// (`ecole.deux-jetons`; also taking the opponent's jeton without erasing one's own).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EcoleDeuxJetons {
    /// Lepeintre in rigour (r.66–67): the opponent erases the first jeton and scores its
    /// points as an école; the second jeton's points stand.
    #[default]
    Rigour,
    /// Lepeintre's "bonne compagnie" (4e §III on r.66): the jeton showing fewer points is
    /// taken off; no école.
    Company,
    /// Guiton, Lelasseux (via RULES.md §7): no école; the player keeps what both jetons show.
    NoEcole,
}

/// What becomes of marks made wrongly that the opponent does not challenge in time
/// (`mark.points.unchallenged`, `mark.bredouille.lapse`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum UnchallengedMarks {
    /// Lepeintre in rigour (r.48–51): points marked too many and not sent to school stand;
    /// trous (or the bredouille) a player forgot to mark are lost once he has played.
    #[default]
    Stand,
    /// Lepeintre's "bonne compagnie" (4e §III on r.48–51): marks are always put right; no
    /// ill-gotten point is kept, no forgotten trou lost.
    Corrected,
}

/// How the stake of a game in twelve trous is multiplied (`game.douze-trous`), after the three
/// conventions the seed article lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Payout {
    /// The oldest: ×2 in grande bredouille, else ×1.
    #[default]
    Older,
    /// ×2 in grande bredouille; ×1.5 when the loser has not reached his 7th trou (the bridge);
    /// else ×1.
    Bridge,
    /// The 19th-century one (Guiton, modern rules): grande bredouille ×4 without the pavillon,
    /// ×3 with it; ×2 when the loser has fewer than 6 trous; else ×1.
    Modern,
}

/// Every option of the engine's rules. Deserialised from a profile with unknown keys rejected.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default, rename_all = "kebab-case")]
pub struct Rules {
    /// `move.sortie.*`.
    pub exit_method: ExitMethod,
    /// `move.retour.closed-jans`.
    pub closed_jans: ClosedJans,
    /// `move.coin.par-puissance`: a coin that can be taken naturally may not be taken par
    /// puissance (seed article, modern rules; Lepeintre is silent).
    pub coin_natural_preferred: bool,
    /// `move.coin.par-puissance`: surcases may be added par puissance (off in every source
    /// that speaks of it).
    pub surcases_par_puissance: bool,
    /// `jan.six-tables` timing.
    pub six_tables: SixTables,
    /// `jan.mezeas` reading.
    pub mezeas: Mezeas,
    /// `jan.fill`: Lepeintre's proposed innovation (4e partie §IV): two demi-cases covered by
    /// two different plays count two means.
    pub fill_two_plays_two_means: bool,
    /// `jan.rencontre`, abandoned by 1698.
    pub rencontre: bool,
    /// `jan.margot`, abandoned by 1698.
    pub margot: bool,
    /// `jan.pile-de-misere`, dropped in the 18th century, listed again by the modern tariff.
    pub pile_de_misere: bool,
    /// `mark.bredouille.re-entry`: after the first trou of a roll, each further full twelve of
    /// the same roll counts double (Lepeintre, Charpentier, Lelasseux; Guiton omits it).
    pub bredouille_re_entry: bool,
    /// `mark.sen-aller`: a trou won by bearing off lets its winner go (an exception Guiton
    /// allows; off in Lepeintre).
    pub go_after_sortie: bool,
    /// `jan.sortie`: after a sortie each player rebuilds his talon with the checkers on his
    /// side of the board, so the players change colours (Guiton, Lelasseux, the modern rules).
    pub sortie_swaps_colours: bool,
    /// `ecole.fausse-case`.
    pub ecole_fausse_case: EcoleFausseCase,
    /// `ecole.timing`.
    pub ecole_timing: EcoleTiming,
    /// `ecole.deux-jetons`.
    pub ecole_deux_jetons: EcoleDeuxJetons,
    /// `ecole.accepted-non-play` (Lepeintre r.69): an opponent who lets stand a play that
    /// left a playable number unplayed must mark 2 points for it, on pain of an école.
    pub accepted_non_play: bool,
    /// `mark.points.unchallenged`, `mark.bredouille.lapse`.
    pub unchallenged_marks: UnchallengedMarks,
    /// `move.touched` (Lepeintre r.17, r.30; the seed article): a checker touched without
    /// "j'adoube" must be played if any legal play can play it.
    pub touched_played: bool,
    /// `ecole.erasing` (Lepeintre r.68): erasing the opponent's points wrongly is an école of
    /// all of them (in rigour); else they are simply put back.
    pub erasing_ecole: bool,
    /// `game.douze-trous` stakes.
    pub payout: Payout,
    /// `game.a-ecrire`: the bredouille of a marqué keeps doubling every six trous past twelve
    /// (a usage of "some houses" Lepeintre reports, 1re §VI).
    pub ecrire_progression: bool,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            exit_method: ExitMethod::Parisian,
            closed_jans: ClosedJans::LepeintreCount,
            coin_natural_preferred: true,
            surcases_par_puissance: false,
            six_tables: SixTables::WithinThreeRolls,
            mezeas: Mezeas::CoinHeld,
            fill_two_plays_two_means: false,
            rencontre: false,
            margot: false,
            pile_de_misere: false,
            bredouille_re_entry: true,
            go_after_sortie: false,
            sortie_swaps_colours: false,
            ecole_fausse_case: EcoleFausseCase::Rigour,
            ecole_timing: EcoleTiming::Rigour,
            ecole_deux_jetons: EcoleDeuxJetons::Rigour,
            accepted_non_play: true,
            unchallenged_marks: UnchallengedMarks::Stand,
            erasing_ecole: true,
            touched_played: true,
            payout: Payout::Older,
            ecrire_progression: false,
        }
    }
}
