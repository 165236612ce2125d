//! The site's rule pages and glossary: one page per rule of the catalogue, linked from the
//! index, the matrix and the readings, linking to the claims and the scenario cards; one glossary page,
//! linked from the index, with an anchor per term. (Every link of the site resolving is
//! checked by `corpus_site`.)

use std::fs;
use std::path::{Path, PathBuf};

use tablier::cli::corpus as cmd;
use tablier::engine::catalogue::RULES;
use tablier::engine::glossary::TERMS;

fn build() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tablier-site-rules-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    let out = cmd::report(
        Some(&dir),
        cmd::Format::Text,
        &[PathBuf::from("corpus")],
        Path::new("scenarios"),
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    dir
}

#[test]
fn rule_pages_and_the_glossary_are_written_and_linked() {
    let dir = build();
    let index = fs::read_to_string(dir.join("index.html")).unwrap();
    let matrix = fs::read_to_string(dir.join("matrix.html")).unwrap();
    assert!(index.contains("href=\"glossary.html\""));
    for e in RULES {
        assert!(
            matrix.contains(&format!("<a href=\"rule/{}.html\"><code>", e.id)),
            "the matrix row of {} links no page",
            e.id
        );
        assert!(
            index.contains(&format!("<a href=\"rule/{}.html\" title=", e.id)),
            "the index links no page of {}",
            e.id
        );
        let page = fs::read_to_string(dir.join(format!("rule/{}.html", e.id)))
            .unwrap_or_else(|_| panic!("no page for {}", e.id));
        assert!(
            page.contains(&format!("<h1><code>{}</code>", e.id)),
            "{}",
            e.id
        );
        assert!(page.contains("id=\"readings\"") && page.contains("id=\"scenarios\""));
    }

    let mezeas = fs::read_to_string(dir.join("rule/jan.mezeas.html")).unwrap();
    assert!(mezeas.contains("4 points per means, 6 with a doublet, to the roller"));
    assert!(mezeas.contains("<a href=\"../scenario/lepeintre-1818/part1/1-iii-fig7-mezeas.html\">"));
    assert!(mezeas.contains("<a href=\"../reading/lepeintre-1818.html#lepeintre-mezeas\">"));
    assert!(mezeas.contains("<a href=\"../glossary.html#jan-de-mezeas\">"));
    // the option the readings differ on, each profile's value, the outcomes it changes
    assert!(mezeas.contains(
        "<h3 id=\"option-mezeas\"><code>mezeas</code>: <code>coin-held</code> (default) | <code>next-roll</code></h3>"
    ));
    assert!(mezeas.contains("<tr><td><code>next-roll</code></td><td>guiton-1822, "));
    assert!(mezeas.contains(
        "<td>lepeintre-1818</td><td class=\"confirmed\">confirmed</td><td class=\"failing\">failing</td>"
    ));

    let reading = fs::read_to_string(dir.join("reading/lepeintre-1818.html")).unwrap();
    assert!(reading.contains("href=\"../rule/jan.mezeas.html\""));

    let glossary = fs::read_to_string(dir.join("glossary.html")).unwrap();
    for t in TERMS {
        assert!(
            glossary.contains(&format!("<dt id=\"{}\">", t.slug())),
            "{}",
            t.term
        );
    }
    assert!(glossary.contains("<a class=\"rule\" href=\"rule/mark.bredouille.html\">"));
    let _ = fs::remove_dir_all(&dir);
}
