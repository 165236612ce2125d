//! The site's manifest, `DIR/.tablier-manifest`: the pages `tablier report --html` wrote into
//! its folder, one a line, each with the hash of what it wrote there (`<hash> <path>`). It is
//! the only list of files a later run may write over or remove, and only while a file still
//! holds what tablier wrote: a file edited since, a line without a hash (a manifest of an older
//! tablier, or one written by someone else) and a path of no shape of a page the site has are
//! left alone.

use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};

use crate::input::{files, paths};

/// The manifest's file name, in the site's folder.
pub const MANIFEST: &str = ".tablier-manifest";

/// The hash the manifest records of a page: FNV-1a over its bytes, 64 bits (a check that a
/// file is still the one tablier wrote, not a defence against forgery).
#[must_use]
pub fn hash(bytes: &[u8]) -> u64 {
    crate::input::hash::fnv1a(bytes)
}

/// Whether `rel` has the shape of a page the site writes: `index.html`, `matrix.html`,
/// `cards.html`, `glossary.html`, or a file of plain names (letters, digits, `-`, `_`, `.`, none starting
/// with a dot) under `reading/`, `differences/` or `rule/` ending in `.html`, or under
/// `scenario/` ending in `.html` or `.scn`.
#[must_use]
pub fn is_page_path(rel: &Path) -> bool {
    let parts: Option<Vec<&str>> = rel
        .components()
        .map(|c| match c {
            Component::Normal(s) => s.to_str(),
            _ => None,
        })
        .collect();
    let Some(parts) = parts else {
        return false;
    };
    let plain = |p: &&str| {
        !p.is_empty()
            && !p.starts_with('.')
            && p.chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
    };
    if !parts.iter().all(plain) {
        return false;
    }
    let last = parts.last().copied().unwrap_or_default();
    match parts.as_slice() {
        [page] => matches!(
            *page,
            "index.html" | "matrix.html" | "cards.html" | "glossary.html"
        ),
        ["reading" | "differences" | "rule", _] => last.ends_with(".html"),
        ["scenario", _, ..] => last.ends_with(".html") || last.ends_with(".scn"),
        _ => false,
    }
}

/// The manifest of the folder `dir`: each path it lists (relative, plain) with the hash
/// recorded for it, `None` on a line without one. No manifest, or one that cannot be read
/// (a link, a folder), lists nothing.
#[must_use]
pub fn read(dir: &Path) -> BTreeMap<PathBuf, Option<u64>> {
    let text = match paths::checked_target(dir, Path::new(MANIFEST)) {
        Ok(p) => files::read_text(&p).unwrap_or_default(),
        Err(_) => String::new(),
    };
    let mut out = BTreeMap::new();
    for line in text.lines() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (h, rel) = match line.split_once(' ') {
            Some((h, rel)) if h.len() == 16 => match u64::from_str_radix(h, 16) {
                Ok(h) => (Some(h), rel),
                Err(_) => (None, line),
            },
            _ => (None, line),
        };
        let rel = PathBuf::from(rel);
        if rel.components().all(|c| matches!(c, Component::Normal(_))) {
            out.insert(rel, h);
        }
    }
    out
}

/// The text of a manifest listing `pages` with their hashes.
#[must_use]
pub fn text(pages: &BTreeMap<PathBuf, u64>) -> String {
    let mut text = String::from(
        "# The files `tablier report --html` wrote into this folder, each with the hash of what it\n\
         # wrote: the only ones it writes over or removes, and only while they hold that.\n",
    );
    for (p, h) in pages {
        text.push_str(&format!("{h:016x} {}\n", p.to_string_lossy()));
    }
    text
}

/// What the file `dir/rel` holds now: its hash, `None` when there is no regular file there
/// (nothing, a link, a folder) or it cannot be read.
#[must_use]
pub fn hash_of(dir: &Path, rel: &Path) -> Option<u64> {
    let p = paths::checked_target(dir, rel).ok()?;
    std::fs::read(p).ok().map(|b| hash(&b))
}

/// Whether the file `dir/rel` is tablier's to write over or remove: its path has the shape of
/// a page, and it holds what the manifest `listed` says tablier wrote there.
#[must_use]
pub fn owns(dir: &Path, rel: &Path, listed: &BTreeMap<PathBuf, Option<u64>>) -> bool {
    let Some(Some(h)) = listed.get(rel) else {
        return false;
    };
    is_page_path(rel) && hash_of(dir, rel) == Some(*h)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pages_the_site_writes_have_their_shape_and_nothing_else() {
        for p in [
            "index.html",
            "matrix.html",
            "cards.html",
            "glossary.html",
            "reading/modern.html",
            "differences/modern--guiton-1822.html",
            "rule/jan.mezeas.html",
            "scenario/modern/bredouille.html",
            "scenario/lepeintre-1818/part1/v1.2.scn",
        ] {
            assert!(is_page_path(Path::new(p)), "{p}");
        }
        for p in [
            "notes.txt",
            "scenarios/modern/bredouille.scn",
            "corpus/modern/reading.md",
            "reading/notes.txt",
            "reading/a/b.html",
            "rule/.hidden.html",
            "scenario/x.scn.bak",
            "scenario/modern/a b.html",
            "../index.html",
            "/index.html",
            ".tablier-manifest",
            "scenario",
        ] {
            assert!(!is_page_path(Path::new(p)), "{p}");
        }
    }

    #[test]
    fn a_manifest_reads_back_what_it_wrote() {
        let pages = BTreeMap::from([
            (PathBuf::from("index.html"), hash(b"a")),
            (PathBuf::from("scenario/m/x.scn"), hash(b"")),
        ]);
        let dir = std::env::temp_dir().join(format!("tablier-manifest-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            dir.join(MANIFEST),
            format!(
                "{}notes.txt\n../up.html\nzz scenario/a.html\n",
                text(&pages)
            ),
        )
        .unwrap();
        let read = read(&dir);
        assert_eq!(read.get(Path::new("index.html")), Some(&Some(hash(b"a"))));
        assert_eq!(read.get(Path::new("notes.txt")), Some(&None));
        assert_eq!(read.get(Path::new("zz scenario/a.html")), Some(&None));
        assert!(!read.contains_key(Path::new("../up.html")));
        assert_ne!(hash(b"a"), hash(b"b"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
