//! The static site: it builds from the shipped corpus; every card links to an existing scenario;
//! every SVG parses as XML (roxmltree); every relative link (`href`, `src`) and anchor resolves;
//! nothing is loaded from the network.

use std::fs;
use std::path::{Path, PathBuf};

use tablier::cli::corpus as cmd;
use tablier::corpus::ScenarioIndex;

fn files_under(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    for e in fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            files_under(&p, ext, out);
        } else if p.extension().is_some_and(|x| x == ext) {
            out.push(p);
        }
    }
}

/// Every value of `attr="…"` in `html`.
fn attrs<'a>(html: &'a str, attr: &str) -> Vec<&'a str> {
    let key = format!(" {attr}=\"");
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(i) = rest.find(&key) {
        rest = &rest[i + key.len()..];
        if let Some(end) = rest.find('"') {
            out.push(&rest[..end]);
            rest = &rest[end..];
        }
    }
    out
}

fn svgs(html: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(i) = rest.find("<svg") {
        let Some(end) = rest[i..].find("</svg>") else {
            break;
        };
        out.push(&rest[i..i + end + 6]);
        rest = &rest[i + end + 6..];
    }
    out
}

fn build() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tablier-site-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    let out = cmd::report(
        Some(&dir),
        cmd::Format::Json,
        &[PathBuf::from("corpus")],
        Path::new("scenarios"),
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    // one coverage row per reading of the corpus
    let readings = fs::read_dir("corpus")
        .unwrap()
        .filter(|e| e.as_ref().unwrap().path().join("reading.md").is_file())
        .count();
    assert!(readings >= 12);
    assert_eq!(v["coverage"].as_array().unwrap().len(), readings);
    dir
}

#[test]
fn the_site_builds_and_holds_together() {
    let dir = build();
    let index = ScenarioIndex::new(Path::new("scenarios")).unwrap();

    // One card per scenario, each linking to its scenario, which exists.
    for (id, path) in &index.ids {
        let card = dir.join("scenario").join(format!("{id}.html"));
        let html = fs::read_to_string(&card).unwrap_or_else(|_| panic!("no card for {id}"));
        let links: Vec<&str> = html
            .split("class=\"scenario-file\" href=\"")
            .skip(1)
            .filter_map(|s| s.split('"').next())
            .collect();
        assert_eq!(links.len(), 1, "{id}");
        let copy = card.parent().unwrap().join(links[0]);
        let text = fs::read_to_string(&copy).unwrap();
        assert_eq!(text, fs::read_to_string(path).unwrap(), "{id}");
        assert!(text.contains(&format!("\nid: {id}\n")), "{id}");
        assert!(html.contains("id=\"card\""), "{id}");
    }

    // Every page: SVGs parse, relative links and their anchors resolve, nothing external.
    let mut pages = Vec::new();
    files_under(&dir, "html", &mut pages);
    assert!(pages.len() > index.ids.len() + 4);
    let mut svg_count = 0;
    for page in &pages {
        let html = fs::read_to_string(page).unwrap();
        assert!(!html.contains("<script"), "{}", page.display());
        assert!(!html.contains("src=\"http"), "{}", page.display());
        assert!(!html.contains("<link "), "{}", page.display());
        for svg in svgs(&html) {
            roxmltree::Document::parse(svg)
                .unwrap_or_else(|e| panic!("{}: SVG does not parse: {e}", page.display()));
            svg_count += 1;
        }
        let links = attrs(&html, "href").into_iter().chain(attrs(&html, "src"));
        for href in links {
            if href.contains("://") || href.starts_with("mailto:") {
                continue;
            }
            let (file, frag) = href.split_once('#').unwrap_or((href, ""));
            let target = if file.is_empty() {
                page.clone()
            } else {
                page.parent().unwrap().join(file)
            };
            assert!(
                target.exists(),
                "{}: link to {href} leads nowhere",
                page.display()
            );
            if !frag.is_empty() && target.extension().is_some_and(|e| e == "html") {
                let t = fs::read_to_string(&target).unwrap();
                assert!(
                    t.contains(&format!("id=\"{frag}\"")),
                    "{}: anchor {href} missing",
                    page.display()
                );
            }
        }
    }
    assert!(svg_count >= index.ids.len(), "{svg_count} SVGs");

    // Guiton's reading links the page of its differences from Lepeintre, option by option.
    let guiton = fs::read_to_string(dir.join("reading/guiton-1822.html")).unwrap();
    assert!(guiton.contains("href=\"../differences/lepeintre-1818--guiton-1822.html\""));
    let diffs =
        fs::read_to_string(dir.join("differences/lepeintre-1818--guiton-1822.html")).unwrap();
    assert!(diffs.contains("<code>ecole-fausse-case</code>"), "{diffs}");
    // titled in the order of its name, each column naming its profile
    assert!(
        diffs.contains("<title>lepeintre-1818 against guiton-1822</title>"),
        "{diffs}"
    );
    assert!(diffs.contains("<th>under lepeintre-1818</th><th>under guiton-1822</th>"));
    assert!(!diffs.contains("under A"), "{diffs}");
    assert!(diffs.contains("scenario/guiton-1822/laws/marquer-croyant-remplir.html"));

    // An advice card draws the board each play leaves, each with its own count; the reading
    // marks each principle with its verdict or its reason, and the index counts them.
    let card = fs::read_to_string(dir.join("scenario/lepeintre-1818/part3/r03-dixieme-case.html"))
        .unwrap();
    assert!(card.contains("after G-K H-K, the play the author prefers: the chances of hit à vrai"));
    assert!(card.contains("after A-E-H, the other play: the chances of hit à vrai"));
    assert!(card.contains("9 against 1: confirmed"), "{card}");
    let lepeintre = fs::read_to_string(dir.join("reading/lepeintre-1818.html")).unwrap();
    assert!(lepeintre.contains("<span class=\"badge advice refuted\""));
    assert!(lepeintre.contains("title=\"advice: needs a tournament\">advice: tournament</span>"));
    let index_page = fs::read_to_string(dir.join("index.html")).unwrap();
    assert!(
        index_page.contains("<th>advice refuted</th>"),
        "{index_page}"
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn show_svg_is_a_standalone_document() {
    let plain = cmd::SvgShow::plain();
    let rules = tablier::engine::trictrac::Rules::default();
    let out = cmd::show_svg(
        "lepeintre white=A: white A9 D E G H L2; black Y7 X V U T S R Q P",
        &plain,
        &rules,
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let doc = roxmltree::Document::parse(out.stdout.trim()).unwrap();
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    let circles = root
        .descendants()
        .filter(|n| n.has_tag_name("circle"))
        .count();
    // Stacks show five checkers at most, the last one labelled with the count (A9, Y7).
    assert_eq!(circles, 24);
    let labels: Vec<&str> = root
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .filter_map(|n| n.text())
        .collect();
    assert!(labels.contains(&"9") && labels.contains(&"7"), "{labels:?}");
    assert_eq!(cmd::show_svg("not a position", &plain, &rules).code, 2);
}

#[test]
fn battre_le_coin_by_two_checkers_draws_both_arrows() {
    // Lepeintre 1re §II: from G and H, 6-5 beats the opponent's coin, each number bringing one
    // checker; the means names both, and the board draws an arrow from each
    let o = cmd::SvgShow {
        roll: Some("6-5"),
        ..cmd::SvgShow::plain()
    };
    let out = cmd::show_svg(
        "lepeintre white=A: white A9 D E G H L2; black Y7 X V U T S R Q P",
        &o,
        &tablier::engine::trictrac::Rules::default(),
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let coin_arrows = out
        .stdout
        .split("<path class=\"means\"")
        .skip(1)
        .filter(|p| {
            p.split("</path>")
                .next()
                .is_some_and(|p| p.contains("jan.battre.coin"))
        })
        .count();
    assert_eq!(coin_arrows, 2, "{}", out.stdout);
}
