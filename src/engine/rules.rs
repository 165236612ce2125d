//! The rule options on which the treatises differ, each declared once in [`rule_options!`]:
//! its field of [`Rules`], YAML key, values, default, rule IDs and doc (with the sources that
//! settle it). From that one declaration follow the [`Rules`] struct and its serde (a profile's
//! `rules` mapping, `corpus/<work>/profile.yaml`, unknown keys rejected), its [`Default`] (the
//! project's default readings of the points the texts leave open, Lepeintre's), the static table
//! [`Rules::OPTIONS`] that the profile lint, the docs' option table (`docs/rule-options.md`),
//! the fuzz dictionary and the tests' random rules ([`Rules::from_choices`],
//! [`Rules::arbitrary`]) are built from.
//!
//! Adding an option: one entry in the [`rule_options!`] invocation below (and, for a new kind
//! of value, one [`option_values!`] enum), then the code that reads it.

use serde::{Deserialize, Serialize};

use crate::engine::catalogue::RuleId;

/// A type of option value: its YAML spellings, in declaration order.
pub trait OptionValue: Copy + Sized + 'static {
    /// Every value as written in a profile.
    const VALUES: &'static [&'static str];
    /// The position of this value in [`OptionValue::VALUES`].
    fn index(self) -> usize;
    /// The value at position `i` of [`OptionValue::VALUES`].
    fn from_index(i: usize) -> Option<Self>;
}

impl OptionValue for bool {
    const VALUES: &'static [&'static str] = &["false", "true"];
    fn index(self) -> usize {
        usize::from(self)
    }
    fn from_index(i: usize) -> Option<bool> {
        match i {
            0 => Some(false),
            1 => Some(true),
            _ => None,
        }
    }
}

/// Declares an enum of option values: each variant with its YAML spelling.
macro_rules! option_values {
    ($(
        $(#[$attr:meta])*
        pub enum $name:ident {
            $( $(#[$vattr:meta])* $var:ident = $text:literal, )+
        }
    )*) => {$(
        $(#[$attr])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum $name {
            $( $(#[$vattr])* #[serde(rename = $text)] $var, )+
        }

        impl $name {
            /// The value as written in a profile.
            #[must_use]
            pub const fn as_str(self) -> &'static str {
                match self { $( $name::$var => $text, )+ }
            }
        }

        impl OptionValue for $name {
            const VALUES: &'static [&'static str] = &[$($text),+];
            fn index(self) -> usize {
                self as usize
            }
            fn from_index(i: usize) -> Option<$name> {
                [$($name::$var),+].get(i).copied()
            }
        }
    )*};
}

option_values! {
    /// How checkers are borne off (`move.sortie.parisian`, `move.sortie.provincial`).
    pub enum ExitMethod {
        /// A sortant number may bear off or be played inside; an excédant number bears off the
        /// farthest checker; no number is played inside to make the other excédant.
        Parisian = "parisian",
        /// Whatever can be played inside must be; only a number no checker can play inside
        /// bears off; two non-excédant numbers are never joined to bear a checker off.
        Provincial = "provincial",
    }

    /// How "the opponent can still fill that quarter" is judged (`move.retour.closed-jans`).
    pub enum ClosedJans {
        /// For each j = 1..6 he has at least 2j checkers on the first j flèches of the quarter
        /// or behind them.
        LepeintreCount = "lepeintre-count",
        /// He has at least 12 checkers not yet past the quarter.
        TwelveCount = "twelve-count",
    }

    /// When the jan de six tables may be made (`jan.six-tables`).
    pub enum SixTables {
        /// On any of the roller's first three rolls of the relevé.
        WithinThreeRolls = "within-three-rolls",
        /// Only on his third roll.
        ThirdRollOnly = "third-roll-only",
    }

    /// When the jan de mézéas applies (`jan.mezeas`).
    pub enum Mezeas {
        /// The coin is held and no other checker is off the talon (Lepeintre).
        CoinHeld = "coin-held",
        /// Only on the roll right after the coin was taken (Guiton, modern rules).
        NextRoll = "next-roll",
    }

    /// What a false move after marking costs (`ecole.fausse-case`).
    pub enum EcoleFausseCase {
        /// Lepeintre in rigour (r.60): the points marked plus the points owed.
        Rigour = "rigour",
        /// Guiton, Lelasseux: the points marked.
        Marked = "marked",
        /// Lepeintre's "bonne compagnie": the player corrects his play; no école.
        Corrected = "corrected",
    }

    /// When a marking error becomes an école (`ecole.timing`).
    pub enum EcoleTiming {
        /// Lepeintre in rigour (r.42–43): points marked too many as soon as the jeton is let go.
        Rigour = "rigour",
        /// "Bonne compagnie": only once the player has played or thrown.
        Company = "company",
    }

    /// What marking new points with a second jeton costs, the points of the first forgotten
    /// (`ecole.deux-jetons`; also taking the opponent's jeton without erasing one's own).
    pub enum EcoleDeuxJetons {
        /// Lepeintre in rigour (r.66–67): the opponent erases the first jeton and scores its
        /// points as an école; the second jeton's points stand.
        Rigour = "rigour",
        /// Lepeintre's "bonne compagnie" (4e §III on r.66): the jeton showing fewer points is
        /// taken off; no école.
        Company = "company",
        /// Lelasseux (second-hand): no école; the player keeps what both jetons show.
        NoEcole = "no-ecole",
    }

    /// What becomes of marks made wrongly that the opponent does not challenge in time
    /// (`mark.points.unchallenged`, `mark.bredouille.lapse`).
    pub enum UnchallengedMarks {
        /// Lepeintre in rigour (r.48–51): points marked too many and not sent to school stand;
        /// trous (or the bredouille) a player forgot to mark are lost once he has played.
        Stand = "stand",
        /// Lepeintre's "bonne compagnie" (4e §III on r.48–51): marks are always put right; no
        /// ill-gotten point is kept, no forgotten trou lost.
        Corrected = "corrected",
    }

    /// How the stake of a game in twelve trous is multiplied (`game.douze-trous`), after the
    /// three conventions the seed article lists.
    pub enum Payout {
        /// The oldest: ×2 in grande bredouille, else ×1.
        Older = "older",
        /// ×2 in grande bredouille; ×1.5 when the loser has not reached his 7th trou (the
        /// bridge); else ×1.
        Bridge = "bridge",
        /// The 19th-century one (Guiton, modern rules): grande bredouille ×4 without the
        /// pavillon, ×3 with it; ×2 when the loser has fewer than 6 trous; else ×1.
        Modern = "modern",
    }
}

/// One rule option as the table [`Rules::OPTIONS`] describes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RuleOption {
    /// The field of [`Rules`] (`exit_method`).
    pub name: &'static str,
    /// The key of a profile's `rules` mapping (`exit-method`).
    pub key: &'static str,
    /// Every value, as written in a profile.
    pub values: &'static [&'static str],
    /// The default value (Lepeintre's reading), as written in a profile.
    pub default: &'static str,
    /// The rules of the catalogue the option decides.
    pub rules: &'static [RuleId],
    /// What it decides and the sources that settle it (the field's doc comment).
    pub doc: &'static str,
}

/// Declares the rule options: for each, its doc, `field: Type = DEFAULT_VARIANT`, its YAML
/// `key` and the `rules` it decides. Generates [`Rules`], its serde, its [`Default`],
/// [`Rules::OPTIONS`] and the value accessors.
macro_rules! rule_options {
    ($(
        $(#[doc = $doc:literal])*
        $field:ident : $ty:ident = $default:ident, key $key:literal, rules [$($rule:ident),+ $(,)?];
    )*) => {
        /// Every option of the engine's rules. Deserialised from a profile's `rules` mapping,
        /// unknown keys rejected, missing ones taking their default.
        #[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(deny_unknown_fields, default)]
        pub struct Rules {
            $(
                $(#[doc = $doc])*
                #[serde(rename = $key)]
                pub $field: $ty,
            )*
        }

        impl Default for Rules {
            fn default() -> Self {
                Rules { $( $field: rule_options!(@value $ty, $default), )* }
            }
        }

        impl Rules {
            /// Every option, in declaration order.
            pub const OPTIONS: &'static [RuleOption] = &[$(
                RuleOption {
                    name: stringify!($field),
                    key: $key,
                    values: <$ty as OptionValue>::VALUES,
                    default: rule_options!(@text $ty, $default),
                    rules: &[$(RuleId::$rule),+],
                    doc: concat!($($doc, "\n"),*),
                },
            )*];

            /// The position in its option's `values` of the value of each option, in the order
            /// of [`Rules::OPTIONS`].
            #[must_use]
            pub fn choices(&self) -> Vec<usize> {
                vec![$( OptionValue::index(self.$field), )*]
            }

            /// The rules whose option `i` (in the order of [`Rules::OPTIONS`]) takes the value
            /// at `choices[i]` modulo its number of values; options past the end of `choices`
            /// keep their default.
            #[must_use]
            pub fn from_choices(choices: &[usize]) -> Rules {
                let mut r = Rules::default();
                let mut it = choices.iter();
                $(
                    if let Some(&c) = it.next() {
                        let n = <$ty as OptionValue>::VALUES.len();
                        if let Some(v) = <$ty as OptionValue>::from_index(c % n) {
                            r.$field = v;
                        }
                    }
                )*
                r
            }
        }
    };
    (@value bool, $default:ident) => { $default };
    (@value $ty:ident, $default:ident) => { $ty::$default };
    (@text bool, $default:ident) => { stringify!($default) };
    (@text $ty:ident, $default:ident) => { $ty::$default.as_str() };
}

rule_options! {
    /// How checkers are borne off. Parisian: Lepeintre 1re §V (fig. 14), Guiton ch. VII
    /// ("Points sortants", "Points excédants"), the modern rules (seed article); provincial:
    /// Charpentier, the older usage (second-hand).
    exit_method: ExitMethod = Parisian, key "exit-method",
        rules [MoveSortieParisian, MoveSortieProvincial];
    /// How "the opponent can still fill that quarter" is judged: Lepeintre 1re §V and 4e r.38,
    /// turned into a count by the project's default reading (Guiton ch. III, fig. II, states
    /// the rule without a count).
    closed_jans: ClosedJans = LepeintreCount, key "closed-jans", rules [MoveRetourClosedJans];
    /// A coin that can be taken naturally may not be taken par puissance (Guiton ch. IV, on the
    /// penalty for taking it par puissance when it could be taken naturally; the seed article for
    /// the modern rules; Lepeintre 1re §II is silent).
    coin_natural_preferred: bool = true, key "coin-natural-preferred",
        rules [MoveCoinParPuissance];
    /// Surcases may be added to the coin par puissance (off in every source that speaks of it:
    /// the seed article; Lepeintre 1re §II speaks only of an empty coin).
    surcases_par_puissance: bool = false, key "surcases-par-puissance",
        rules [MoveCoinParPuissance];
    /// When the jan de six tables may be made: within the first three rolls (Lepeintre 1re §I),
    /// or on the third roll only (Guiton ch. I, "Jan de six tables ou de trois coups").
    six_tables: SixTables = WithinThreeRolls, key "six-tables", rules [JanSixTables];
    /// When the jan de mézéas applies: coin held, no other checker abattu (Lepeintre 1re §III);
    /// on the roll right after the coin was taken (Guiton ch. I, "Battre les deux coins"; the
    /// modern rules, seed article).
    mezeas: Mezeas = CoinHeld, key "mezeas", rules [JanMezeas];
    /// Two demi-cases covered by two different plays count two means: an innovation Lepeintre
    /// proposes (4e §IV), so off in the game he describes.
    fill_two_plays_two_means: bool = false, key "fill-two-plays-two-means", rules [JanFill];
    /// The jan de rencontre is scored: out of use by Charpentier's time (1698, second-hand);
    /// absent from Lepeintre's episodes of the game (1re §VII) and from Guiton's jans (ch. I).
    rencontre: bool = false, key "rencontre", rules [JanRencontre];
    /// Margot la fendue is scored: out of use by Charpentier's time (1698, second-hand); only a
    /// nickname of a bad position in Lepeintre (3e §II r.46).
    margot: bool = false, key "margot", rules [JanMargot];
    /// The pile de misère is scored: dropped in the 18th century (Lepeintre 4e §IV asks for it
    /// back, Guiton ch. I regrets it), listed again by the modern tariff (seed article).
    pile_de_misere: bool = false, key "pile-de-misere", rules [JanPileDeMisere];
    /// After the first trou of a roll, each further full twelve of the same roll counts double
    /// in bredouille (Lepeintre 1re §IV fig. 9 and §VII; Guiton ch. III, "Ecole d'école; école
    /// de trou", where 24 points are three or four trous; Charpentier and Lelasseux,
    /// second-hand).
    bredouille_re_entry: bool = true, key "bredouille-re-entry", rules [MarkBredouilleReEntry];
    /// A trou won by bearing off lets its winner go: an exception Guiton makes (ch. V, on the
    /// trou taken by the right of the sortie); Lepeintre names none (1re §III, 4e r.39).
    go_after_sortie: bool = false, key "go-after-sortie", rules [MarkSenAller];
    /// After a sortie each player rebuilds his talon with the checkers on his side of the
    /// board, so the players change colours (Guiton ch. III, on changing checkers by the jan de
    /// retour; Lelasseux, second-hand; the modern rules, seed article); Lepeintre 1re §V does
    /// not say.
    sortie_swaps_colours: bool = false, key "sortie-swaps-colours", rules [JanSortie];
    /// What a false move after marking costs: the points marked plus the points owed
    /// (Lepeintre 4e r.60, fig. 31, in rigour); the points marked (Guiton ch. III, on marking
    /// for a fill not made; Lelasseux, second-hand); nothing, the play corrected (Lepeintre's
    /// "bonne compagnie").
    ecole_fausse_case: EcoleFausseCase = Rigour, key "ecole-fausse-case",
        rules [EcoleFausseCase];
    /// When a marking error becomes an école: as soon as the jeton is let go (Lepeintre 4e
    /// r.42–43, in rigour), or once the player has played or thrown ("bonne compagnie").
    ecole_timing: EcoleTiming = Rigour, key "ecole-timing", rules [EcoleTiming];
    /// What marking with a second jeton costs, the first forgotten (Lepeintre 4e r.66–67 in
    /// rigour; 4e §III in good company, one jeton taken off, as for Guiton ch. III; no école
    /// and both jetons kept for Lelasseux, second-hand).
    ecole_deux_jetons: EcoleDeuxJetons = Rigour, key "ecole-deux-jetons",
        rules [EcoleDeuxJetons];
    /// An opponent who lets stand a play that left a playable number unplayed must mark
    /// 2 points for it, on pain of an école (Lepeintre 4e r.69).
    accepted_non_play: bool = true, key "accepted-non-play", rules [EcoleAcceptedNonPlay];
    /// Wrong marks not challenged in time stand, and forgotten trous are lost (Lepeintre 4e
    /// r.48–51, in rigour), or are always put right (4e §III, "bonne compagnie").
    unchallenged_marks: UnchallengedMarks = Stand, key "unchallenged-marks",
        rules [MarkPointsUnchallenged, MarkBredouilleLapse];
    /// Erasing the opponent's points wrongly is an école of all of them (Lepeintre 4e r.68, in
    /// rigour); else they are simply put back.
    erasing_ecole: bool = true, key "erasing-ecole", rules [EcoleErasing];
    /// A checker touched without "j'adoube" must be played if any legal play can play it
    /// (Lepeintre 4e r.17, r.30; the seed article for the modern rules).
    touched_played: bool = true, key "touched-played", rules [MoveTouched];
    /// The stakes of the game in twelve trous: the oldest convention (Lepeintre 1re §VI), the
    /// bridge, or the 19th-century multipliers (Guiton ch. VIII, the game in twelve trous; the
    /// modern rules, seed article).
    payout: Payout = Older, key "payout", rules [GameDouzeTrous];
    /// The bredouille of a marqué keeps doubling every six trous past twelve: the usage of
    /// "some houses" Lepeintre reports (1re §VI).
    ecrire_progression: bool = false, key "ecrire-progression", rules [GameAEcrire];
}

impl Rules {
    /// The option whose profile key is `key`.
    #[must_use]
    pub fn option(key: &str) -> Option<&'static RuleOption> {
        Rules::OPTIONS.iter().find(|o| o.key == key)
    }

    /// The value of each option, as written in a profile, in the order of [`Rules::OPTIONS`].
    #[must_use]
    pub fn values(&self) -> Vec<(&'static RuleOption, &'static str)> {
        Rules::OPTIONS
            .iter()
            .zip(self.choices())
            .map(|(o, c)| (o, o.values.get(c).copied().unwrap_or("")))
            .collect()
    }

    /// Pseudo-random rules for tests, the same for the same `seed` (each option's value drawn
    /// by a splitmix64 stream seeded with `seed`).
    #[must_use]
    pub fn arbitrary(seed: u64) -> Rules {
        let mut state = seed;
        let choices: Vec<usize> = Rules::OPTIONS
            .iter()
            .map(|_| {
                state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
                let mut z = state;
                z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
                (z ^ (z >> 31)) as usize
            })
            .collect();
        Rules::from_choices(&choices)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_matches_the_struct() {
        let mut keys = std::collections::BTreeSet::new();
        for o in Rules::OPTIONS {
            assert_eq!(
                o.key,
                o.name.replace('_', "-"),
                "the key is the kebab-case field"
            );
            assert!(keys.insert(o.key), "{} twice", o.key);
            assert!(o.values.contains(&o.default), "{}", o.key);
            assert!(o.values.len() >= 2, "{}", o.key);
            assert!(!o.doc.trim().is_empty() && !o.rules.is_empty(), "{}", o.key);
        }
        let d = Rules::default();
        for (o, v) in d.values() {
            assert_eq!(v, o.default, "{}", o.key);
        }
    }

    #[test]
    fn choices_round_trip() {
        for seed in 0..50 {
            let r = Rules::arbitrary(seed);
            assert_eq!(Rules::from_choices(&r.choices()), r);
        }
        assert_eq!(Rules::from_choices(&[]), Rules::default());
        let all_last: Vec<usize> = Rules::OPTIONS.iter().map(|o| o.values.len() - 1).collect();
        let r = Rules::from_choices(&all_last);
        assert_eq!(r.exit_method, ExitMethod::Provincial);
        assert_eq!(r.payout, Payout::Modern);
        assert!(r.rencontre && r.margot);
    }

    #[test]
    fn arbitrary_rules_reach_every_value() {
        let seen: Vec<Vec<usize>> = (0..64).map(|s| Rules::arbitrary(s).choices()).collect();
        for (i, o) in Rules::OPTIONS.iter().enumerate() {
            for v in 0..o.values.len() {
                assert!(
                    seen.iter().any(|c| c[i] == v),
                    "{} = {} never drawn",
                    o.key,
                    o.values[v]
                );
            }
        }
    }
}
