//! The one way a game declares its rule options: [`option_values!`] for an enum of values
//! and [`rule_options!`] for the struct of a game's options, from which its serde, its
//! [`Default`], its static table of [`RuleOption`]s and the tests' random rules follow. Each
//! game keeps its own declaration (trictrac's in `trictrac/rules.rs`, the tables family's in
//! `tables/rules.rs`); this file is the machinery they share.

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
pub(crate) use option_values;

/// One rule option as a game's `OPTIONS` table describes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RuleOption {
    /// The field of the rules struct (`exit_method`).
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
/// `key` and the `rules` it decides. Generates the struct, its serde, its [`Default`],
/// its `OPTIONS` table and the value accessors.
macro_rules! rule_options {
    (
        $(#[doc = $sdoc:literal])*
        pub struct $name:ident;
        $(
            $(#[doc = $doc:literal])*
            $field:ident : $ty:ident = $default:ident, key $key:literal, rules [$($rule:ident),+ $(,)?];
        )*
    ) => {
        $(#[doc = $sdoc])*
        #[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(deny_unknown_fields, default)]
        pub struct $name {
            $(
                $(#[doc = $doc])*
                #[serde(rename = $key)]
                pub $field: $ty,
            )*
        }

        impl Default for $name {
            fn default() -> Self {
                $name { $( $field: rule_options!(@value $ty, $default), )* }
            }
        }

        impl $name {
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
            /// of its `OPTIONS` table.
            #[must_use]
            pub fn choices(&self) -> Vec<usize> {
                vec![$( OptionValue::index(self.$field), )*]
            }

            /// The rules whose option `i` (in the order of its `OPTIONS` table) takes the value
            /// at `choices[i]` modulo its number of values; options past the end of `choices`
            /// keep their default.
            #[must_use]
            pub fn from_choices(choices: &[usize]) -> $name {
                let mut r = $name::default();
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

            /// The option whose profile key is `key`.
            #[must_use]
            pub fn option(key: &str) -> Option<&'static RuleOption> {
                $name::OPTIONS.iter().find(|o| o.key == key)
            }

            /// The value of each option, as written in a profile, in the order of `OPTIONS`.
            #[must_use]
            pub fn values(&self) -> Vec<(&'static RuleOption, &'static str)> {
                $name::OPTIONS
                    .iter()
                    .zip(self.choices())
                    .map(|(o, c)| (o, o.values.get(c).copied().unwrap_or("")))
                    .collect()
            }

            /// Pseudo-random rules for tests, the same for the same `seed` (each option's value drawn
            /// by a splitmix64 stream seeded with `seed`).
            #[must_use]
            pub fn arbitrary(seed: u64) -> $name {
                let mut state = seed;
                let choices: Vec<usize> = $name::OPTIONS
                    .iter()
                    .map(|_| {
                        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
                        let mut z = state;
                        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
                        (z ^ (z >> 31)) as usize
                    })
                    .collect();
                $name::from_choices(&choices)
            }
        }
    };
    (@value bool, $default:ident) => { $default };
    (@value $ty:ident, $default:ident) => { $ty::$default };
    (@text bool, $default:ident) => { stringify!($default) };
    (@text $ty:ident, $default:ident) => { $ty::$default.as_str() };
}
pub(crate) use rule_options;
