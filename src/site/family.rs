//! The family page, `family.html`: the settings of the tables engine (every option of
//! [`BgRules`]) against every profile of the family (backgammon's readings, and each game of
//! the family a profile of its own), each cell the profile's value linked to why it is so: the
//! comment that cites a source above the option in the profile's file (its own, or the
//! ancestor's it inherits), else the option's declaration, whose doc names the sources of its
//! default. A new setting or a new profile appears here with nothing to add.

use std::fmt::Write as _;

use super::page;
use crate::conformance::profile::{Profile, Profiles};
use crate::corpus::render::esc;
use crate::engine::tables::BgRules;
use crate::engine::GameKind;

/// The anchor of a profile's citation of an option.
fn cite_id(profile: &str, key: &str) -> String {
    format!("cite-{profile}-{key}")
}

/// The page `family.html`, at the site's root.
#[must_use]
pub fn page(profiles: &Profiles) -> String {
    let mut family: Vec<&Profile> = profiles
        .iter()
        .filter(|p| p.game == GameKind::Backgammon)
        .collect();
    family.sort_by(|a, b| (&a.work, &a.name).cmp(&(&b.work, &b.name)));
    let mut b = String::from(
        "<h1>The tables family: its settings, game by game</h1>\n<p>Every game of the tables \
         family is one engine with a choice of settings. Each column is a profile (a reading of \
         one source, or a game of the family); each row a setting of the engine. A cell gives \
         the profile's value and links to why: the source its profile file cites for it, or, \
         where no file sets it, the setting's declaration. A value marked <i>?</i> is one the \
         profile's sources leave open.</p>\n",
    );
    b.push_str("<div style=\"overflow-x:auto\"><table class=\"family\">\n<tr><th>setting</th>");
    for p in &family {
        let _ = write!(b, "<th><a href=\"#profile-{0}\">{0}</a></th>", esc(&p.name));
    }
    b.push_str("</tr>\n");
    for o in BgRules::OPTIONS {
        let _ = write!(
            b,
            "<tr><th><a href=\"#option-{0}\"><code>{0}</code></a></th>",
            esc(o.key)
        );
        for p in &family {
            let value = p
                .bg_rules
                .values()
                .into_iter()
                .find(|(x, _)| x.key == o.key)
                .map_or("", |(_, v)| v);
            let open = if p.unknown.iter().any(|u| u.replace('_', "-") == o.key) {
                " <i>?</i>"
            } else {
                ""
            };
            let href = if p.citations.contains_key(o.key) {
                format!("#{}", cite_id(&p.name, o.key))
            } else {
                format!("#option-{}", o.key)
            };
            let _ = write!(
                b,
                "<td><a href=\"{}\">{}</a>{open}</td>",
                esc(&href),
                esc(value)
            );
        }
        b.push_str("</tr>\n");
    }
    b.push_str("</table></div>\n<h2 id=\"settings\">The settings</h2>\n<dl>\n");
    for o in BgRules::OPTIONS {
        let _ = writeln!(
            b,
            "<dt id=\"option-{0}\"><code>{0}</code>: {1} (default <code>{2}</code>)</dt>\
             <dd>{3}</dd>",
            esc(o.key),
            esc(&o.values.join(" | ")),
            esc(o.default),
            esc(o.doc.trim())
        );
    }
    b.push_str("</dl>\n<h2 id=\"profiles\">The profiles and their citations</h2>\n");
    for p in &family {
        let _ = writeln!(
            b,
            "<h3 id=\"profile-{0}\">{0}</h3>\n<p>{1} — <a href=\"reading/{2}.html\">the \
             reading of {2}</a>{3}.</p>\n<dl>",
            esc(&p.name),
            esc(&p.title),
            esc(&p.work),
            if p.second_hand { ", second-hand" } else { "" }
        );
        for (key, c) in &p.citations {
            let from = if c.profile == p.name {
                format!("its file, line {}", c.line)
            } else {
                format!("inherited from {}, line {}", esc(&c.profile), c.line)
            };
            let text = if c.text.is_empty() {
                "no comment in the file".to_string()
            } else {
                esc(&c.text)
            };
            let _ = writeln!(
                b,
                "<dt id=\"{}\"><code>{}</code> ({from})</dt><dd>{text}</dd>",
                esc(&cite_id(&p.name, key)),
                esc(key)
            );
        }
        b.push_str("</dl>\n");
    }
    page::document(
        "The tables family — tablier",
        "<a href=\"index.html\">tablier</a> › the tables family",
        &b,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conformance::profile::shipped_profiles;

    #[test]
    fn every_setting_meets_every_family_profile_and_each_cell_finds_its_citation() {
        let profiles = shipped_profiles()
            .as_ref()
            .expect("the shipped profiles load");
        let html = page(profiles);
        let family: Vec<&Profile> = profiles
            .iter()
            .filter(|p| p.game == GameKind::Backgammon)
            .collect();
        assert!(family.len() >= 2);
        for o in BgRules::OPTIONS {
            assert!(
                html.contains(&format!("id=\"option-{}\"", o.key)),
                "{}",
                o.key
            );
        }
        // every link of a cell lands on an anchor of the page
        for p in &family {
            for key in p.citations.keys() {
                assert!(html.contains(&format!("id=\"{}\"", cite_id(&p.name, key))));
            }
        }
        let trictrac = profiles.iter().find(|p| p.game == GameKind::Trictrac);
        let t = trictrac.expect("a trictrac profile");
        assert!(!html.contains(&format!("id=\"profile-{}\"", t.name)));
        // the modern reading cites seed 002 for its gammon
        let modern = profiles
            .get("modern-backgammon")
            .expect("modern-backgammon");
        assert!(modern.citations["gammon"].text.contains("Seed 002"));
        assert!(html.contains("href=\"#cite-modern-backgammon-gammon\""));
    }
}
