//! The rule IDs of the project's rules catalogue, each with a short gloss in the
//! project's words and, for a scored jan, its tariff. One [`catalogue!`] invocation declares
//! every rule once; the [`RuleId`] enum, its text ([`RuleId::as_str`], [`FromStr`] with a
//! did-you-mean suggestion), its gloss and tariff, and the [`RULES`] table all follow from it.
//! Code names rules by [`RuleId`] (a mistyped ID is a compile error); scenarios and corpus
//! readings name them by text, turned into a [`RuleId`] when read (a mistyped ID is a
//! diagnostic).

use std::fmt;
use std::str::FromStr;

/// A catalogued rule: its stable ID, its section of the catalogue, a short title and, for a scored
/// jan, its tariff.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RuleEntry {
    /// The ID as text (`jan.mezeas`).
    pub id: &'static str,
    /// The typed ID.
    pub rule: RuleId,
    pub section: &'static str,
    pub title: &'static str,
    /// Points per means `(single, doublet)` of a scored jan (the tariff of the jans).
    pub tariff: Option<(u32, u32)>,
}

/// Declares the catalogue: per section, `Variant = "rule.id": "gloss"` and, for a scored jan,
/// `, tariff SINGLE DOUBLET`.
macro_rules! catalogue {
    ($(
        $section:literal {
            $( $var:ident = $id:literal : $gloss:literal $(, tariff $single:literal $double:literal)? ; )*
        }
    )*) => {
        /// A rule of the catalogue, in catalogue order.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum RuleId {
            $($(
                #[doc = concat!("`", $id, "`: ", $gloss, ".")]
                $var,
            )*)*
        }

        impl RuleId {
            /// Every rule ID, in catalogue order.
            pub const ALL: &'static [RuleId] = &[$($(RuleId::$var,)*)*];

            /// The ID as written in the catalogue, scenarios and readings (`jan.mezeas`).
            #[must_use]
            pub const fn as_str(self) -> &'static str {
                match self { $($(RuleId::$var => $id,)*)* }
            }

            /// The section of the catalogue (`board`, `dice`, `move`, `jan`, `mark`, `game`,
            /// `ecole`, `chances`).
            #[must_use]
            pub const fn section(self) -> &'static str {
                match self { $($(RuleId::$var => $section,)*)* }
            }

            /// A short gloss, in the project's words.
            #[must_use]
            pub const fn gloss(self) -> &'static str {
                match self { $($(RuleId::$var => $gloss,)*)* }
            }

            /// Points per means `(single, doublet)` when the rule is a scored jan.
            #[must_use]
            pub const fn tariff(self) -> Option<(u32, u32)> {
                match self { $($(RuleId::$var => catalogue!(@tariff $($single $double)?),)*)* }
            }
        }

        /// Every rule, in catalogue order.
        pub const RULES: &[RuleEntry] = &[$($(
            RuleEntry {
                id: $id,
                rule: RuleId::$var,
                section: $section,
                title: $gloss,
                tariff: catalogue!(@tariff $($single $double)?),
            },
        )*)*];
    };
    (@tariff) => { None };
    (@tariff $single:literal $double:literal) => { Some(($single, $double)) };
}

catalogue! {
    "board" {
        BoardFleches = "board.fleches": "24 flèches, 15 checkers a side";
        BoardQuarters = "board.quarters": "the four quarters (jans) of a player's path";
        BoardTables = "board.tables": "the two tables of the board";
        BoardCase = "board.case": "case, demi-case and surcase";
    }
    "dice" {
        DiceRoll = "dice.roll": "two dice, 21 rolls, 36 chances; the moves play the numbers thrown";
        DiceDoubletOnce = "dice.doublet-once": "a doublet is played as two numbers";
        DicePrimaute = "dice.primauté": "who throws first";
    }
    "move" {
        MoveDirection = "move.direction": "the way the checkers travel";
        MoveNoOpponent = "move.no-opponent": "no rest on a flèche holding an opponent checker";
        MoveToutDUne = "move.tout-d-une": "one checker plays both numbers through a resting flèche";
        MoveBothNumbers = "move.both-numbers": "both numbers, else the higher, else the lower";
        MoveTouched = "move.touched": "a touched checker is played";
        MoveFausseCase = "move.fausse-case": "an illegal placement and its correction";
        MoveCoinEnterTogether = "move.coin.enter-together": "the coin is taken by two checkers at once";
        MoveCoinLeaveTogether = "move.coin.leave-together": "the coin's last two checkers leave together";
        MoveCoinNeverOpponent = "move.coin.never-opponent": "never a checker on the opponent's coin";
        MoveCoinParPuissance = "move.coin.par-puissance": "taking one's coin par puissance";
        MoveCoinOptional = "move.coin.optional": "taking the coin is not obligatory";
        MoveCoinRetakeParPuissance = "move.coin.retake-par-puissance": "an evacuated coin retaken par puissance";
        MoveCoinFalseTake = "move.coin.false-take": "announcing a coin that cannot be taken";
        MoveRetourClosedJans = "move.retour.closed-jans": "no rest in a quarter the opponent can still fill";
        MoveRetourNoPunitivePass = "move.retour.no-punitive-pass": "a correction never forces a checker into the opponent's petit jan";
        MoveSortie = "move.sortie": "bearing off";
        MoveSortieAllHome = "move.sortie.all-home": "bearing off once all fifteen are home";
        MoveSortieParisian = "move.sortie.parisian": "the Parisian method of bearing off";
        MoveSortieProvincial = "move.sortie.provincial": "the provincial method of bearing off";
    }
    "jan" {
        JanOrder = "jan.order": "the roller's points before the opponent's";
        JanSixTables = "jan.six-tables": "jan de six tables", tariff 4 4;
        JanDeuxTables = "jan.deux-tables": "jan de deux tables", tariff 4 6;
        JanContreDeuxTables = "jan.contre-deux-tables": "contre-jan de deux tables", tariff 4 6;
        JanMezeas = "jan.mezeas": "jan de mézéas", tariff 4 6;
        JanContreMezeas = "jan.contre-mezeas": "contre-jan de mézéas", tariff 4 6;
        JanBattreVrai = "jan.battre.vrai": "hits à vrai";
        JanBattreVraiGrand = "jan.battre.vrai.grand": "hit à vrai in the table du grand jan", tariff 2 4;
        JanBattreVraiPetit = "jan.battre.vrai.petit": "hit à vrai in the table du petit jan", tariff 4 6;
        JanBattreFaux = "jan.battre.faux": "hits à faux";
        JanBattreFauxGrand = "jan.battre.faux.grand": "hit à faux in the table du grand jan", tariff 2 4;
        JanBattreFauxPetit = "jan.battre.faux.petit": "hit à faux in the table du petit jan", tariff 4 6;
        JanBattreCoin = "jan.battre.coin": "battre le coin de l'adversaire", tariff 4 6;
        JanFill = "jan.fill": "filling a jan";
        JanFillPetit = "jan.fill.petit": "filling the petit jan", tariff 4 6;
        JanFillGrand = "jan.fill.grand": "filling the grand jan", tariff 4 6;
        JanFillRetour = "jan.fill.retour": "filling the jan de retour", tariff 4 6;
        JanFillObligatory = "jan.fill.obligatory": "a jan that can be filled must be";
        JanConserve = "jan.conserve": "keeping a full jan";
        JanConservePetit = "jan.conserve.petit": "keeping the petit jan", tariff 4 6;
        JanConserveGrand = "jan.conserve.grand": "keeping the grand jan", tariff 4 6;
        JanConserveRetour = "jan.conserve.retour": "keeping the jan de retour", tariff 4 6;
        JanConserveImpuissance = "jan.conserve.impuissance": "keeping par impuissance";
        JanImpuissance = "jan.impuissance": "numbers that cannot be played", tariff 2 2;
        JanSortie = "jan.sortie": "first to bear off all fifteen", tariff 4 6;
        JanSortiePourTout = "jan.sortie.pour-tout": "the last bear-off roll playing for the next relevé";
        JanRencontre = "jan.rencontre": "jan de rencontre (abandoned)", tariff 4 6;
        JanMargot = "jan.margot": "Margot la fendue (abandoned)", tariff 2 4;
        JanPileDeMisere = "jan.pile-de-misere": "pile de misère (abandoned)", tariff 4 6;
    }
    "mark" {
        MarkPoints = "mark.points": "points, jetons and trous";
        MarkBredouille = "mark.bredouille": "bredouille: a trou made alone counts double";
        MarkBredouilleReEntry = "mark.bredouille.re-entry": "further twelves of one roll in bredouille";
        MarkTrouErases = "mark.trou.erases": "a trou erases the opponent's points";
        MarkBredouilleLapse = "mark.bredouille.lapse": "a bredouille lost by the marker's own error";
        MarkPointsUnchallenged = "mark.points.unchallenged": "wrong marks not challenged in time stand";
        MarkTenir = "mark.tenir": "staying after a trou";
        MarkSenAller = "mark.sen-aller": "going away after a trou";
        MarkReleve = "mark.releve": "the relevé";
        MarkPavillon = "mark.pavillon": "the pavillon";
    }
    "game" {
        GameDouzeTrous = "game.douze-trous": "the game in twelve trous and its stakes";
        GameAEcrire = "game.a-ecrire": "the scored game (partie à écrire)";
        GameToc = "game.toc": "the Toc: each jan marks trous, not points";
    }
    "ecole" {
        EcolePoints = "ecole.points": "an error in marking points";
        EcoleTiming = "ecole.timing": "when an error is consummated";
        EcoleImpossible = "ecole.impossible": "no école when no checker can be played";
        EcoleNoEcoleDEcole = "ecole.no-ecole-d-ecole": "no école for a forgotten école";
        EcoleFull = "ecole.full": "an école is marked in full";
        EcoleFausseCase = "ecole.fausse-case": "a false move after marking";
        EcoleDeuxJetons = "ecole.deux-jetons": "marking with a second jeton";
        EcolePerpetuelle = "ecole.perpetuelle": "the perpetual école";
        EcoleInduced = "ecole.induced": "an école induced by the opponent";
        EcoleErasing = "ecole.erasing": "errors in erasing";
        EcoleAcceptedNonPlay = "ecole.accepted-non-play": "a number not played, accepted";
        EcoleFalseGoing = "ecole.false-going": "going away wrongly";
        EcoleFillForce = "ecole.fill-force": "the opponent may make the fill be played";
        EcoleTrous = "ecole.trous": "errors in trous";
    }
    "chances" {
        ChancesCount = "chances.count": "counting chances out of 36";
    }
    "bg" {
        BgSetup = "bg.setup": "backgammon: the checkers at the start of the game";
        BgCheckers = "bg.checkers": "backgammon: how many checkers a side plays with";
        BgDirection = "bg.direction": "backgammon: each side travels round to its own home and off";
        BgDoubletFour = "bg.doublet-four": "backgammon: a doublet is played four times";
        BgNoOpponentPoint = "bg.no-opponent-point": "backgammon: no checker lands on a point the opponent holds with two or more";
        BgHit = "bg.hit": "backgammon: a checker landing on a lone opponent checker sends it to the bar";
        BgBarEnterFirst = "bg.bar.enter-first": "backgammon: checkers on the bar enter before any other checker moves";
        BgStartInHand = "bg.start.in-hand": "backgammon: all fifteen start in hand and enter into the opponent's home";
        BgHitAfterHome = "bg.hit.after-home": "backgammon: no hit before one of the mover's own checkers has reached his home";
        BgBarEnterMixed = "bg.bar.enter-mixed": "backgammon: checkers in hand enter while others move, in any order";
        BgAceyDeucey = "bg.acey-deucey": "backgammon: the 1-2 throw, then a doublet named and played, then another throw";
        BgBarEnter = "bg.bar.enter": "backgammon: entering in the opponent's home by the number thrown";
        BgBothNumbers = "bg.both-numbers": "backgammon: both numbers (all four of a doublet) when they can be played";
        BgLargerNumber = "bg.larger-number": "backgammon: when only one number can be played, the larger";
        BgBearOffAllHome = "bg.bear-off.all-home": "backgammon: bearing off once all of a side's checkers are home";
        BgBearOffEnglish = "bg.bear-off.english": "backgammon: a number above the highest point bears off from it (the English usage)";
        BgBearOffFrench = "bg.bear-off.french": "backgammon: no number made excédant by the way another is played (the French rule)";
        BgOpening = "bg.opening": "backgammon: who plays first, and with which throw";
        BgResult = "bg.result": "backgammon: the first to bear off all his checkers wins";
        BgGammon = "bg.gammon": "backgammon: the double game";
        BgBackgammon = "bg.backgammon": "backgammon: the triple game";
        BgCube = "bg.cube": "backgammon: the doubling cube";
        BgCubeTakeDrop = "bg.cube.take-drop": "backgammon: a double taken or dropped";
        BgCubeRedouble = "bg.cube.redouble": "backgammon: only the cube's holder may redouble";
        BgCubeBeaver = "bg.cube.beaver": "backgammon: a double taken and redoubled at once";
        BgCubeAutomatic = "bg.cube.automatic": "backgammon: equal opening dice double the stake";
        BgMatch = "bg.match": "backgammon: a match to N points, won by the first to reach them";
        BgMatchCrawford = "bg.match.crawford": "backgammon: no double in the game after a player reaches match point less one";
        BgMatchSeries = "bg.match.series": "backgammon: a match whose games are played in turn under the rules of several games";
        BgMatchSeriesFirst = "bg.match.series.first": "backgammon: the winner of a game of the match throws first in the next";
        BgStakePerChecker = "bg.stake.per-checker": "backgammon: one stake for each checker the loser has left";
        BgJacoby = "bg.jacoby": "backgammon: gammons count single while the cube is unturned";
        BgTouched = "bg.touched": "backgammon: a checker moved or lifted is played";
        BgPips = "bg.pips": "backgammon: the pip count, the race";
        BgChances = "bg.chances": "backgammon: chances of entering and hitting out of 36";
        BgDiceThree = "bg.dice.three": "backgammon: a throw of three dice, each number played once";
        BgDiceThreeDoublet = "bg.dice.three-doublet": "backgammon: a doublet among three dice is played four times only when higher than the third die";
        BgDiceTriplet = "bg.dice.triplet": "backgammon: three equal dice";
        BgFirstChecker = "bg.first-checker": "backgammon: only the first checker off the head moves until it reaches its goal";
        BgFirstCheckerRelease = "bg.first-checker.release": "backgammon: when the first checker's arrival frees the others";
    }
    "nardy" {
        NardyParallel = "nardy.parallel": "both sides go round the same way, from diagonal corners";
        NardyStart = "nardy.start": "all fifteen checkers start on the head";
        NardyHead = "nardy.head": "one checker leaves the head in a throw";
        NardyHeadFirstThrow = "nardy.head.first-throw": "the first throw's exception to the head rule";
        NardySixBlock = "nardy.six-block": "no six consecutive points unless an opponent checker is ahead of them";
    }
    "plakoto" {
        PlakotoPin = "plakoto.pin": "a checker landing on a lone opponent checker pins it there until it leaves";
        PlakotoPinBearOff = "plakoto.pin.bear-off": "no checker is borne off while one of the side's checkers is pinned";
        PlakotoMother = "plakoto.mother": "the last checker on the start point pinned there loses the game, unless the pinner's own start point is still held";
        PlakotoMotherDraw = "plakoto.mother.draw": "both mothers pinned: the game is drawn";
    }
    "fevga" {
        FevgaStartTable = "fevga.start-table": "not all six points of one's starting quarter at once";
        FevgaPrimeOpen = "fevga.prime-open": "six points in a row opened when the opponent is all caught behind them";
    }
}

impl RuleId {
    /// The catalogue entry.
    #[must_use]
    pub fn entry(self) -> &'static RuleEntry {
        &RULES[self as usize]
    }

    /// The rule's name in words, for prose: its gloss, without the `backgammon: ` that marks
    /// the backgammon rules in the catalogue (`filling the grand jan`).
    #[must_use]
    pub fn words(self) -> &'static str {
        let g = self.gloss();
        g.strip_prefix("backgammon: ").unwrap_or(g)
    }

    /// The rule named for a reader: its name in words, its ID in parentheses (`filling the
    /// grand jan (jan.fill.grand)`), never the ID alone as prose.
    #[must_use]
    pub fn named(self) -> String {
        format!("{} ({})", self.words(), self.as_str())
    }

    /// The catalogued ID nearest to `found` when it looks like a typo of it (a few characters
    /// off), for "did you mean" hints.
    #[must_use]
    pub fn nearest(found: &str) -> Option<RuleId> {
        super::spelling::did_you_mean(found, RuleId::ALL.iter().map(|r| r.as_str()))
            .and_then(|s| s.parse().ok())
    }
}

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl PartialEq<str> for RuleId {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for RuleId {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

/// A text that is not a rule ID of the catalogue, with the nearest ID when it looks like a
/// typo.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownRuleId {
    pub found: String,
    pub nearest: Option<RuleId>,
}

impl fmt::Display for UnknownRuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "expected a rule ID of the catalogue (src/engine/catalogue.rs), found `{}`",
            self.found
        )?;
        if let Some(near) = self.nearest {
            write!(f, "; did you mean `{near}`?")?;
        }
        Ok(())
    }
}

impl std::error::Error for UnknownRuleId {}

impl FromStr for RuleId {
    type Err = UnknownRuleId;

    fn from_str(s: &str) -> Result<RuleId, UnknownRuleId> {
        RuleId::ALL
            .iter()
            .copied()
            .find(|r| r.as_str() == s)
            .ok_or_else(|| UnknownRuleId {
                found: s.to_string(),
                nearest: RuleId::nearest(s),
            })
    }
}

impl serde::Serialize for RuleId {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> serde::Deserialize<'de> for RuleId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<RuleId, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// The catalogue entry of `id`.
#[must_use]
pub fn rule(id: &str) -> Option<&'static RuleEntry> {
    id.parse::<RuleId>().ok().map(RuleId::entry)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_equals_its_own_text_only() {
        let id = RuleId::JanMezeas;
        assert!(id == *"jan.mezeas" && id == "jan.mezeas");
        assert!(id != *"jan.mezea" && id != "jan.contre-mezeas");
    }

    #[test]
    fn ids_are_unique_and_in_table_order() {
        for (i, a) in RULES.iter().enumerate() {
            assert!(RULES[i + 1..].iter().all(|b| b.id != a.id), "{}", a.id);
            assert_eq!(a.rule as usize, i, "{}", a.id);
            assert_eq!(a.rule.as_str(), a.id);
            assert!(a.id.starts_with(&format!("{}.", a.section)), "{}", a.id);
        }
        assert_eq!(RuleId::ALL.len(), RULES.len());
    }

    #[test]
    fn ids_read_back_and_typos_get_a_suggestion() {
        for &r in RuleId::ALL {
            assert_eq!(r.as_str().parse::<RuleId>(), Ok(r));
        }
        let e = "jan.mezeaz".parse::<RuleId>().unwrap_err();
        assert_eq!(e.nearest, Some(RuleId::JanMezeas));
        assert_eq!(
            e.to_string(),
            "expected a rule ID of the catalogue (src/engine/catalogue.rs), found `jan.mezeaz`; did you mean `jan.mezeas`?"
        );
        let e = "nothing.like.it".parse::<RuleId>().unwrap_err();
        assert_eq!(e.nearest, None);
        assert_eq!(rule("jan.mezeas").map(|e| e.rule), Some(RuleId::JanMezeas));
        assert!(rule("jan.mezeaz").is_none());
    }

    #[test]
    fn a_rule_is_named_in_words_with_its_id_after() {
        assert_eq!(
            RuleId::JanFillGrand.named(),
            "filling the grand jan (jan.fill.grand)"
        );
        assert_eq!(
            RuleId::BgHit.named(),
            "a checker landing on a lone opponent checker sends it to the bar (bg.hit)"
        );
        for &r in RuleId::ALL {
            assert!(!r.words().starts_with("backgammon"), "{r}");
            assert!(!r.words().contains(r.as_str()), "{r}");
        }
    }

    #[test]
    fn serde_uses_the_text() {
        use serde::de::value::{Error, StrDeserializer};
        use serde::Deserialize;
        let read = |t| RuleId::deserialize(StrDeserializer::<Error>::new(t));
        assert_eq!(read("jan.mezeas"), Ok(RuleId::JanMezeas));
        let e = read("jan.mezeaz").unwrap_err();
        assert!(e.to_string().contains("did you mean `jan.mezeas`"), "{e}");
    }
}
