//! The glossary: the French terms of the grand trictrac, each explained in the project's own
//! English words, with its other spellings, the rule IDs of the [`catalogue`](super::catalogue)
//! it bears on, and the other terms to read with it.
//!
//! The terms stay French, as the treatises and the rest of the project write them; a look-up
//! ([`find`]) ignores case, accents, spaces, hyphens and apostrophes, so `s'en aller`,
//! `sen aller` and `S-EN-ALLER` are one term. The entries themselves are data, in [`terms`].

mod terms;

pub use terms::TERMS;

/// One entry of the glossary.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Term {
    /// The headword, spelled as the project writes it (`coin de repos`).
    pub term: &'static str,
    /// Other spellings, forms and close synonyms that lead to this entry.
    pub also: &'static [&'static str],
    /// What it means, in the project's words.
    pub gloss: &'static str,
    /// The rule IDs of the catalogue it bears on.
    pub rules: &'static [&'static str],
    /// Headwords of other entries to read with it.
    pub see: &'static [&'static str],
}

impl Term {
    /// The headword and every other spelling.
    pub fn names(&self) -> impl Iterator<Item = &'static str> {
        std::iter::once(self.term).chain(self.also.iter().copied())
    }

    /// A stable anchor for the entry: the headword, lower case, accents dropped, every other
    /// run of characters a hyphen (`s'en aller` → `s-en-aller`).
    #[must_use]
    pub fn slug(&self) -> String {
        let mut out = String::new();
        for c in self.term.chars().flat_map(unaccent) {
            if c.is_ascii_alphanumeric() {
                out.push(c.to_ascii_lowercase());
            } else if !out.is_empty() && !out.ends_with('-') {
                out.push('-');
            }
        }
        out.trim_end_matches('-').to_string()
    }
}

/// The letters of `c` without their accents (`é` → `e`, `œ` → `oe`), other characters as
/// they are.
fn unaccent(c: char) -> impl Iterator<Item = char> {
    let s: &str = match c {
        'à' | 'á' | 'â' | 'ä' | 'À' | 'Á' | 'Â' | 'Ä' => "a",
        'ç' | 'Ç' => "c",
        'è' | 'é' | 'ê' | 'ë' | 'È' | 'É' | 'Ê' | 'Ë' => "e",
        'ì' | 'í' | 'î' | 'ï' | 'Ì' | 'Í' | 'Î' | 'Ï' => "i",
        'ò' | 'ó' | 'ô' | 'ö' | 'Ò' | 'Ó' | 'Ô' | 'Ö' => "o",
        'ù' | 'ú' | 'û' | 'ü' | 'Ù' | 'Ú' | 'Û' | 'Ü' => "u",
        'ÿ' | 'Ÿ' => "y",
        'œ' | 'Œ' => "oe",
        'æ' | 'Æ' => "ae",
        _ => "",
    };
    let one = s.is_empty().then_some(c);
    s.chars().chain(one)
}

/// The key a name is looked up by: lower case, accents dropped, only letters and digits kept
/// (`Tout d'une` → `toutdune`).
#[must_use]
pub fn fold(name: &str) -> String {
    name.chars()
        .flat_map(unaccent)
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// The entry one of whose names folds to the same key as `query`.
#[must_use]
pub fn find(query: &str) -> Option<&'static Term> {
    let key = fold(query);
    if key.is_empty() {
        return None;
    }
    TERMS.iter().find(|t| t.names().any(|n| fold(n) == key))
}

/// The entry whose headword is exactly `term`.
#[must_use]
pub fn entry(term: &str) -> Option<&'static Term> {
    TERMS.iter().find(|t| t.term == term)
}

/// The entries that bear on rule `id`, in glossary order.
pub fn for_rule(id: &str) -> impl Iterator<Item = &'static Term> + '_ {
    TERMS.iter().filter(move |t| t.rules.contains(&id))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::catalogue;

    #[test]
    fn every_related_rule_id_is_catalogued() {
        for t in TERMS {
            assert!(!t.rules.is_empty(), "{}: no rule ID", t.term);
            for id in t.rules {
                assert!(
                    catalogue::rule(id).is_some(),
                    "{}: unknown rule ID {id}",
                    t.term
                );
            }
        }
    }

    #[test]
    fn every_name_is_unique_once_folded() {
        let mut seen: Vec<(String, &str)> = Vec::new();
        for t in TERMS {
            for n in t.names() {
                let k = fold(n);
                assert!(!k.is_empty(), "{}: empty name", t.term);
                if let Some((_, other)) = seen.iter().find(|(s, _)| *s == k) {
                    panic!("`{n}` of `{}` folds like a name of `{other}`", t.term);
                }
                seen.push((k, t.term));
            }
        }
    }

    #[test]
    fn every_cross_reference_is_an_entry_and_every_slug_unique() {
        for (i, t) in TERMS.iter().enumerate() {
            for s in t.see {
                assert!(entry(s).is_some(), "{}: see `{s}`, no such entry", t.term);
                assert_ne!(*s, t.term, "{} sees itself", t.term);
            }
            assert!(
                TERMS[i + 1..].iter().all(|u| u.slug() != t.slug()),
                "{}",
                t.term
            );
            let g = t.gloss;
            assert!(
                g.len() > 40 && g.ends_with('.'),
                "{}: gloss too thin",
                t.term
            );
            assert!(!g.contains("  "), "{}: double space", t.term);
        }
    }

    #[test]
    fn look_up_ignores_accents_case_and_punctuation() {
        assert_eq!(fold("S'en aller"), "senaller");
        assert_eq!(fold("Relevé"), "releve");
        assert_eq!(fold("cœur"), "coeur");
        assert_eq!(find("releve").map(|t| t.term), Some("relevé"));
        assert_eq!(find("ÉCOLE").map(|t| t.term), Some("école"));
        assert_eq!(find("tout-d-une").map(|t| t.term), Some("tout d'une"));
        assert_eq!(find("mezeas").map(|t| t.term), Some("jan de mézéas"));
        assert_eq!(find("bredouile"), None);
        assert_eq!(find("  "), None);
        let s = find("s'en aller").unwrap();
        assert_eq!(s.slug(), "s-en-aller");
        assert!(for_rule("mark.sen-aller").any(|t| t.term == s.term));
    }

    #[test]
    fn every_accent_folds_to_its_letter() {
        assert_eq!(fold("àáâäÀÁÂÄ"), "aaaaaaaa");
        assert_eq!(fold("çÇ"), "cc");
        assert_eq!(fold("èéêëÈÉÊË"), "eeeeeeee");
        assert_eq!(fold("ìíîïÌÍÎÏ"), "iiiiiiii");
        assert_eq!(fold("òóôöÒÓÔÖ"), "oooooooo");
        assert_eq!(fold("ùúûüÙÚÛÜ"), "uuuuuuuu");
        assert_eq!(fold("ÿŸ"), "yy");
        assert_eq!(fold("œŒæÆ"), "oeoeaeae");
        assert_eq!(fold("Bé-zet 2!"), "bezet2");
        assert_eq!(fold("ñ"), "");
    }

    #[test]
    fn a_slug_keeps_letters_and_digits_and_one_hyphen_between() {
        let t = |term| Term {
            term,
            also: &["autre"],
            gloss: "",
            rules: &[],
            see: &[],
        };
        assert_eq!(t("Jan de Mézéas").slug(), "jan-de-mezeas");
        assert_eq!(t("  coin -- bourgeois! ").slug(), "coin-bourgeois");
        assert_eq!(t("à vrai").slug(), "a-vrai");
        assert_eq!(t("œil").slug(), "oeil");
        assert_eq!(t("").slug(), "");
        assert_eq!(t("x").names().collect::<Vec<_>>(), ["x", "autre"]);
    }

    #[test]
    fn an_entry_is_found_by_its_headword_only_and_rules_by_id() {
        let first = &TERMS[0];
        assert_eq!(entry(first.term), Some(first));
        assert_eq!(entry(&first.term.to_uppercase()), None);
        assert_eq!(entry("no such term"), None);
        for t in TERMS {
            assert_eq!(find(t.term).map(|f| f.term), Some(t.term));
            for id in t.rules {
                assert!(for_rule(id).any(|u| u.term == t.term), "{}: {id}", t.term);
            }
        }
        assert_eq!(for_rule("no.such.rule").count(), 0);
        let hits: Vec<_> = for_rule("mark.sen-aller").collect();
        assert!(hits.iter().all(|t| t.rules.contains(&"mark.sen-aller")));
    }

    /// The terms the project's users meet first (issue 13) all have an entry.
    #[test]
    fn the_common_terms_are_explained() {
        let wanted = [
            "jan",
            "table",
            "case",
            "demi-case",
            "surcase",
            "coin de repos",
            "coin bourgeois",
            "talon",
            "flèche",
            "relevé",
            "trou",
            "point",
            "jeton",
            "fichet",
            "bredouille",
            "grande bredouille",
            "pavillon",
            "tenir",
            "s'en aller",
            "école",
            "moyens",
            "tout d'une",
            "par puissance",
            "à vrai",
            "à faux",
            "sortant",
            "excédant",
            "défaillant",
            "plein",
            "remplir",
            "conserver",
            "jan de retour",
            "sortie",
            "impuissance",
            "doublet",
            "marqué",
            "partie à écrire",
            "refait",
        ];
        for w in wanted {
            assert!(find(w).is_some(), "no entry for `{w}`");
        }
    }
}
