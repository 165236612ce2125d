//! The glossary against the dictionary of terms in the Charpentier compilation (issue 23,
//! point 6): every term that dictionary defines and the engine models is found by
//! `tablier rules TERM`, and leads to the entry that explains it.
//!
//! The terms are spelled as the dictionary spells them, its variants included. The ones it
//! defines that the engine does not model are listed after, each with the reason.

use std::path::PathBuf;

use tablier::cli::rules::{rules, Form, Sources};

/// Each term of the dictionary the engine models, and the headword of the entry it leads to.
const MODELLED: &[(&str, &str)] = &[
    ("Abattre du bois", "abattre"),
    ("Accoucher ses dames", "case"),
    ("Adouber", "dame touchée, dame jouée"),
    ("j'adoube", "dame touchée, dame jouée"),
    ("Ambesas", "doublet"),
    ("Bandes de Trictrac", "bande"),
    ("Bander les dames", "surcase"),
    ("charger", "surcase"),
    ("Battre une dame", "battre"),
    ("battre le coin", "battre le coin"),
    ("Beset", "doublet"),
    ("charger le bidet", "surcase"),
    ("Bois", "dame"),
    ("Bredouille", "bredouille"),
    ("Carmes", "doublet"),
    ("quadernes", "doublet"),
    ("carnes", "doublet"),
    ("Cases", "case"),
    ("case du Diable", "case du diable"),
    ("demi-case", "demi-case"),
    ("faire des cases", "case"),
    ("Caser", "case"),
    ("Coin", "coin de repos"),
    ("coin de repos", "coin de repos"),
    ("coin bourgeois", "coin bourgeois"),
    ("Couvrir une dame", "case"),
    ("Dames", "dame"),
    ("Dames accouplées", "case"),
    ("Dames couvertes", "case"),
    ("Dame découverte", "demi-case"),
    ("Dés", "dés"),
    ("Débredouiller", "bredouille"),
    ("Doublet", "doublet"),
    ("Empiler les dames", "talon"),
    ("École", "école"),
    ("envoyer à l'école", "école"),
    ("faire une école", "école"),
    ("marquer une école", "école"),
    ("Fiche", "fichet"),
    ("Flèche", "flèche"),
    ("partie bredouille", "bredouille"),
    ("Impuissance", "impuissance"),
    ("Infaute", "impuissance"),
    ("Jan", "jan"),
    ("Jan qui ne peut", "impuissance"),
    ("jeton", "jeton"),
    ("jeton percé", "grande bredouille"),
    ("grande bredouille", "grande bredouille"),
    ("jouer tout d'une", "tout d'une"),
    ("Lames", "flèche"),
    ("Languette", "flèche"),
    ("Lever les dames", "relevé"),
    ("Margot la fendue", "margot la fendue"),
    ("méséas", "jan de mézéas"),
    ("jan de méséas", "jan de mézéas"),
    ("contre-jan de méséas", "contre-jan"),
    ("Moyen", "moyens"),
    ("partie simple", "trou"),
    ("Passage ouvert", "demi-case"),
    ("passage fermé", "case"),
    ("Piles de bois", "talon"),
    ("piles de dames", "talon"),
    ("Quines", "doublet"),
    ("Remplir", "remplir"),
    ("Sannes", "doublet"),
    ("Sonnez", "doublet"),
    ("sortir de son coin", "coin de repos"),
    ("Tables", "table"),
    ("table du petit jan", "table"),
    ("table du grand jan", "table"),
    ("Tablier", "tablier"),
    ("Tas de bois", "talon"),
    ("Ternes", "doublet"),
    ("Trictrac", "trictrac"),
    ("tour", "partie en douze trous"),
    ("trou", "trou"),
];

/// The dictionary's terms the engine does not model, and why: they stay out of the glossary.
const NOT_MODELLED: &[(&str, &str)] = &[
    (
        "Avancer",
        "taking one's coin first: an advantage of play, not a rule",
    ),
    (
        "basses cases",
        "cases near the opponent: a description of play, no rule uses it",
    ),
    (
        "hautes cases",
        "cases far from the opponent: a description of play, no rule uses it",
    ),
    (
        "Cornet",
        "the dice cup: equipment, the engine takes the throw as given",
    ),
    (
        "Double doublet",
        "the dictionary gives no meaning distinct from doublet",
    ),
    (
        "Enfilade",
        "a blockade that loses the game: a judgement of play",
    ),
    (
        "Enfiler",
        "to block the opponent's passages: a plan of play",
    ),
    ("Étendre", "spreading one's checkers: a way of playing"),
    (
        "gagner sans bouger",
        "marking a trou without moving one's jeton: jeton handling",
    ),
    (
        "Obstacles",
        "the common word for closed passages, see passage fermé",
    ),
    (
        "Rompre le dé",
        "seizing the dice after the opponent's throw: dice handling",
    ),
];

fn headword(query: &str) -> Option<String> {
    let src = Sources {
        corpus: vec![PathBuf::from("corpus")],
        scenarios: PathBuf::from("scenarios"),
    };
    let out = rules(Some(query), false, Form::Json, &src);
    if out.code != 0 {
        return None;
    }
    let v: serde_json::Value = serde_json::from_str(&out.stdout).ok()?;
    v["term"].as_str().map(str::to_string)
}

#[test]
fn every_modelled_term_of_the_dictionary_is_in_the_glossary() {
    let missing: Vec<String> = MODELLED
        .iter()
        .filter_map(|(term, want)| {
            let got = headword(term);
            (got.as_deref() != Some(want)).then(|| format!("`{term}`: {got:?}, want `{want}`"))
        })
        .collect();
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// A term left out is left out for a reason, and is not claimed as modelled as well.
#[test]
fn every_term_left_out_says_why() {
    for (term, why) in NOT_MODELLED {
        assert!(why.len() > 20, "{term}: no reason");
        assert!(
            MODELLED.iter().all(|(m, _)| m != term),
            "{term}: in both lists"
        );
    }
}
