//! Rule profiles: one YAML file per reading of a treatise, setting the engine's [`Rules`].
//!
//! # Where profiles live
//!
//! Under a corpus directory, `corpus/<work>/profile.yaml` defines the profile named `<work>`
//! (the work's main reading); further readings of the same work live in
//! `corpus/<work>/profiles/<name>.yaml` and define the profile `<name>`
//! (e.g. `corpus/lepeintre-1818/profiles/lepeintre-1818-bonne-compagnie.yaml`). The `name`
//! written in a file must be the one its path gives, and its `work` the folder it sits in.
//!
//! # Shape of a profile file
//!
//! ```yaml
//! name: lepeintre-1818
//! work: lepeintre-1818
//! title: Lepeintre, Cours complet de trictrac (1818)
//! inherits: null            # or the name of another profile
//! second-hand: false        # true when the work's text is not available here
//! unknown: [coin-natural-preferred]   # options no source available here settles
//! rules:                    # any subset of the Rules options, kebab-case
//!   exit-method: parisian   # a comment citing part / § / rule of the source
//! ```
//!
//! - `name`, `work`, `title` and `second-hand` are required; `inherits`, `unknown`, `rules`
//!   (and `game`, `series`) may be omitted or left empty. Any other key is an error, and so is
//!   a key given twice.
//! - `rules` takes the option keys of [`Rules::OPTIONS`] (see [`option_names`] and the table
//!   printed by `tablier rules --options`); unknown names and bad values are errors at their
//!   line and column.
//! - A profile with `inherits: null` is a root: each option must then be either set under
//!   `rules` or listed under `unknown` (so a new engine option cannot be forgotten silently: the
//!   error names each option missing, with its values). An
//!   unknown option takes its value from the defaults ([`Rules::default`], Lepeintre's reading).
//! - A profile that inherits starts from its parent's settings: the parent's `rules` mapping is
//!   overlaid by the child's, and the result is deserialised into [`Rules`]. Its unknown options
//!   are its own `unknown` list plus the parent's unknowns it does not set itself. An option may
//!   not be both set and listed as unknown in one file.
//! - Inheritance cycles and parents that no file defines are errors.
//! - A tables profile may be a match of games in turn (the tavli): `series:` with `games:` (the
//!   profiles whose rules its games follow, in turn) and `length:` (the points that win it).
//!   It is the file's own, never inherited; see [`SeriesSpec`] for what is checked.
//!
//! Every error is a [`Diagnostic`] (`file:line:col: message`); [`Profiles::load`] reports all
//! it finds and never panics on any input.

use crate::conformance::citation::{option_comments, Citation};
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use serde_yaml::{Mapping, Value};

use crate::engine::tables::{BgRules, Geometry};
use crate::engine::{trictrac::Rules, GameKind};
use crate::input::diag::Diagnostic;
use std::sync::OnceLock;

mod series;
pub use series::SeriesSpec;

/// One resolved profile: the reading of a work, with every rule option settled (by its own
/// file, by its ancestors, or by the defaults for the options listed in `unknown`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Profile {
    /// The profile's name (`lepeintre-1818`, `lepeintre-1818-bonne-compagnie`…).
    pub name: String,
    /// The work it reads: a folder of the corpus.
    pub work: String,
    /// A human title.
    pub title: String,
    /// The parent profile, if any.
    pub inherits: Option<String>,
    /// The work's text is not available here: what the profile says is known second-hand.
    pub second_hand: bool,
    /// Options no source available here settles, in the order of [`option_names`]; their
    /// values come from the parent or the defaults.
    pub unknown: Vec<String>,
    /// The game the profile reads (`game:` in the file; trictrac when absent).
    pub game: GameKind,
    /// Every rule option, resolved (trictrac; the defaults for a backgammon profile).
    pub rules: Rules,
    /// Every backgammon rule option, resolved (the defaults for a trictrac profile).
    pub bg_rules: BgRules,
    /// The file that defines the profile.
    pub path: PathBuf,
    /// For each option a file of the profile's chain sets (its key), the comment citing why:
    /// the profile's own, else the nearest ancestor's.
    pub citations: BTreeMap<String, Citation>,
    /// The games of a match in turn the profile plays (the tavli's), if it is one: the
    /// profile's own, never inherited.
    pub series: Option<SeriesSpec>,
}

/// All the profiles found under a corpus directory, by name.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Profiles {
    by_name: BTreeMap<String, Profile>,
}

impl Profiles {
    /// Loads every profile under `corpus_dir` (see the module docs for the layout), or every
    /// error found in them.
    ///
    /// # Errors
    ///
    /// Unreadable directories or files, YAML syntax errors, unknown keys or options, bad
    /// values, duplicate keys, names that do not match their path, duplicate profile names,
    /// bad `unknown` entries, root profiles that leave an option unaccounted for, missing
    /// parents and inheritance cycles. Diagnostics are sorted by file, line and column.
    pub fn load(corpus_dir: &Path) -> Result<Profiles, Vec<Diagnostic>> {
        let mut diags = Vec::new();
        let candidates = scan(corpus_dir, &mut diags);

        let mut parsed: BTreeMap<String, Parsed> = BTreeMap::new();
        // Names whose file exists but failed to load: their children are not reported again.
        let mut broken: BTreeSet<String> = BTreeSet::new();
        for cand in candidates {
            match parse_file(&cand) {
                Ok(p) => {
                    if let Some(first) = parsed.get(&p.name) {
                        let at = locate(&p.text, "name", Some(&p.name), 0);
                        diags.push(Diagnostic::at(
                            &p.path,
                            &p.text,
                            at,
                            format!(
                                "profile `{}` is already defined by {}",
                                p.name,
                                first.path.display()
                            ),
                        ));
                    } else {
                        parsed.insert(p.name.clone(), p);
                    }
                }
                Err(mut ds) => {
                    broken.insert(cand.expected_name.clone());
                    diags.append(&mut ds);
                }
            }
        }

        let mut by_name = BTreeMap::new();
        for p in parsed.values() {
            match resolve(p, &parsed, &broken) {
                Ok(Some(profile)) => {
                    by_name.insert(profile.name.clone(), profile);
                }
                Ok(None) => {}
                Err(d) => diags.push(d),
            }
        }

        diags.extend(series::check_games(&parsed, &broken, &by_name));
        if diags.is_empty() {
            Ok(Profiles { by_name })
        } else {
            diags.sort_by(|a, b| {
                (&a.path, a.line, a.col, &a.message).cmp(&(&b.path, b.line, b.col, &b.message))
            });
            diags.dedup();
            Err(diags)
        }
    }

    /// The profile named `name`.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&Profile> {
        self.by_name.get(name)
    }

    /// The names of all profiles, sorted.
    pub fn names(&self) -> impl Iterator<Item = &str> + '_ {
        self.by_name.keys().map(String::as_str)
    }

    /// All profiles, sorted by name.
    pub fn iter(&self) -> impl Iterator<Item = &Profile> + '_ {
        self.by_name.values()
    }

    /// How many profiles were loaded.
    #[must_use]
    pub fn len(&self) -> usize {
        self.by_name.len()
    }

    /// No profile was found.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.by_name.is_empty()
    }
}

/// The option names a profile's `rules` (and `unknown`) may use: the keys of
/// [`Rules::OPTIONS`], in declaration order.
#[must_use]
pub fn option_names() -> Vec<String> {
    option_names_of(GameKind::Trictrac)
}

/// The option names of a profile of `game`.
#[must_use]
pub fn option_names_of(game: GameKind) -> Vec<String> {
    game.options().iter().map(|o| o.key.to_string()).collect()
}

/// A file that should define a profile.
struct Candidate {
    path: PathBuf,
    /// The work folder it sits in.
    work: String,
    /// The profile name its path gives.
    expected_name: String,
}

/// A profile file, read and checked on its own.
struct Parsed {
    path: PathBuf,
    text: String,
    name: String,
    work: String,
    title: String,
    inherits: Option<String>,
    second_hand: bool,
    game: GameKind,
    unknown: Vec<String>,
    /// The file's own `rules` mapping (already known to deserialise into its game's rules).
    rules: Mapping,
    series: Option<SeriesSpec>,
}

/// The file as checked, with locations, against the schema.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct Header<R> {
    name: String,
    work: String,
    title: String,
    #[serde(default)]
    inherits: Option<String>,
    second_hand: bool,
    #[serde(default)]
    unknown: Option<Vec<String>>,
    /// Deserialised here only to check names and values where serde_yaml still knows the
    /// line and column.
    #[serde(default)]
    #[allow(dead_code)]
    rules: Option<R>,
    #[serde(default)]
    game: GameKind,
    #[serde(default)]
    series: Option<SeriesSpec>,
}

/// The game a profile file names, read before the rest (its `rules` depend on it).
#[derive(Deserialize)]
struct GameOnly {
    #[serde(default)]
    game: GameKind,
}

/// The file's `rules` mapping as written, for the merge.
#[derive(Deserialize)]
struct RawRules {
    #[serde(default)]
    rules: Option<Mapping>,
}

fn is_dir(p: &Path) -> bool {
    fs::metadata(p).map(|m| m.is_dir()).unwrap_or(false)
}

/// Whether `p` is a profile file to read (a regular file, links followed). Anything else
/// there (a link loop, a link to nothing, a folder, a named pipe…) is reported at its path,
/// found from its metadata before it is opened; nothing at all is no error.
fn profile_file(p: &Path, diags: &mut Vec<Diagnostic>) -> bool {
    match crate::input::paths::not_a_file(p) {
        Some(what) => {
            diags.push(
                Diagnostic::file(p, format!("expected a profile file, found {what}"))
                    .with_code("read"),
            );
            false
        }
        None => p.exists(),
    }
}

/// Sorted entries of a directory, or a diagnostic.
fn read_dir_sorted(dir: &Path, diags: &mut Vec<Diagnostic>) -> Vec<PathBuf> {
    match fs::read_dir(dir) {
        Ok(rd) => {
            let mut v: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
            v.sort();
            v
        }
        Err(e) => {
            diags.push(Diagnostic::file(dir, format!("cannot read directory: {e}")));
            Vec::new()
        }
    }
}

/// Finds the profile files under `corpus_dir`.
fn scan(corpus_dir: &Path, diags: &mut Vec<Diagnostic>) -> Vec<Candidate> {
    let mut out = Vec::new();
    // a link out of the working copy is refused, whatever it names
    let place = crate::input::paths::place_of(corpus_dir);
    let inside = |p: &Path, diags: &mut Vec<Diagnostic>| {
        let target = crate::input::paths::resolve(p);
        let ok = target.starts_with(&place);
        if !ok {
            let r = crate::input::paths::Refused::Leaves {
                link: p.to_path_buf(),
                target,
            };
            diags.push(Diagnostic::file(p, r.message(&place)).with_code("read"));
        }
        ok
    };
    for work_dir in read_dir_sorted(corpus_dir, diags) {
        if !is_dir(&work_dir) || !inside(&work_dir, diags) {
            continue;
        }
        let Some(work) = work_dir
            .file_name()
            .and_then(|n| n.to_str())
            .map(str::to_owned)
        else {
            continue;
        };
        let main = work_dir.join("profile.yaml");
        if profile_file(&main, diags) && inside(&main, diags) {
            out.push(Candidate {
                path: main,
                work: work.clone(),
                expected_name: work.clone(),
            });
        }
        let extra = work_dir.join("profiles");
        if is_dir(&extra) && inside(&extra, diags) {
            for f in read_dir_sorted(&extra, diags) {
                if f.extension().and_then(|e| e.to_str()) != Some("yaml")
                    || !profile_file(&f, diags)
                    || !inside(&f, diags)
                {
                    continue;
                }
                let Some(stem) = f.file_stem().and_then(|s| s.to_str()).map(str::to_owned) else {
                    continue;
                };
                out.push(Candidate {
                    path: f,
                    work: work.clone(),
                    expected_name: stem,
                });
            }
        }
    }
    out
}

/// A diagnostic from a serde_yaml error, at its location when it has one, with a help line
/// when the fault is a tab or an indent too many. serde places a duplicate field at the start
/// of its mapping: point at the second occurrence instead.
fn yaml_diag(path: &Path, text: &str, e: &serde_yaml::Error) -> Diagnostic {
    let msg = e.to_string();
    let Some(loc) = e.location() else {
        return Diagnostic::file(path, msg);
    };
    let suffix = format!(" at line {} column {}", loc.line(), loc.column());
    let message = crate::input::diag::suggest_field(&msg.replacen(&suffix, "", 1));
    if let Some(offset) = duplicate_field_offset(text, &message) {
        return Diagnostic::at(path, text, offset, message);
    }
    // By byte offset, not serde_yaml's line and column: at the end of a file without a final
    // newline those name a line past the end (found by fuzzing: a file of just `#`).
    let d = Diagnostic::at(path, text, loc.index(), message);
    match crate::input::yaml::layout_help(text, loc.index()) {
        Some(help) => d.with_help(help),
        None => d,
    }
}

/// For a serde "duplicate field" message (`duplicate field `x``, or `rules: duplicate field
/// `x`` inside `rules`), the byte offset of the second `x:` key of that mapping.
pub(crate) fn duplicate_field_offset(text: &str, message: &str) -> Option<usize> {
    let (section, rest) = match message.split_once(": duplicate field `") {
        Some((section, rest)) => (Some(section), rest),
        None => (None, message.strip_prefix("duplicate field `")?),
    };
    let key = rest.split_once('`')?.0;
    let mut inside = section.is_none();
    let mut seen = 0;
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        let here = start;
        start += line.len();
        let first = line.chars().next().unwrap_or(' ');
        let top_level = !(first.is_whitespace() || first == '-' || first == '#');
        if let Some(section) = section {
            if top_level {
                inside = key_line(line, section).is_some();
                continue;
            }
        } else if !top_level {
            continue;
        }
        if !inside {
            continue;
        }
        let trimmed = line.trim_start_matches([' ', '\t']);
        let is_key = trimmed
            .strip_prefix(key)
            .is_some_and(|r| r.trim_start_matches([' ', '\t']).starts_with(':'));
        if is_key {
            seen += 1;
            if seen == 2 {
                return Some(here + (line.len() - trimmed.len()));
            }
        }
    }
    None
}

/// Byte offset of the line of top-level key `key` (a line starting with `key:`), if any.
fn key_line(text: &str, key: &str) -> Option<(usize, usize)> {
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        if let Some(rest) = line.strip_prefix(key) {
            if rest.trim_start_matches([' ', '\t']).starts_with(':') {
                return Some((start, start + line.len()));
            }
        }
        start += line.len();
    }
    None
}

/// Byte offset to point at for top-level key `key` and, when given, the `nth` (0-based)
/// occurrence of `needle` as a whole word in that key's value (which may run over the
/// following indented or `- ` lines). Falls back to the key, then to the start of the file.
pub(crate) fn locate(text: &str, key: &str, needle: Option<&str>, nth: usize) -> usize {
    let Some((start, first_end)) = key_line(text, key) else {
        return 0;
    };
    let Some(needle) = needle.filter(|n| !n.is_empty()) else {
        return start;
    };
    // The key's value ends at the next top-level line that is neither a sequence entry nor a
    // comment.
    let mut end = first_end;
    for line in text.get(first_end..).unwrap_or("").split_inclusive('\n') {
        let c = line.chars().next().unwrap_or(' ');
        if !(c.is_whitespace() || c == '-' || c == '#') {
            break;
        }
        end += line.len();
    }
    let region = text.get(start + key.len()..end).unwrap_or("");
    let is_word = |c: char| c.is_alphanumeric() || c == '-' || c == '_';
    let mut seen = 0;
    for (i, _) in region.match_indices(needle) {
        let before = region.get(..i).and_then(|s| s.chars().next_back());
        let after = region
            .get(i + needle.len()..)
            .and_then(|s| s.chars().next());
        if before.is_some_and(is_word) || after.is_some_and(is_word) {
            continue;
        }
        if seen == nth {
            return start + key.len() + i;
        }
        seen += 1;
    }
    start
}

/// Reads and checks one file on its own (everything but inheritance).
fn parse_file(cand: &Candidate) -> Result<Parsed, Vec<Diagnostic>> {
    let path = cand.path.as_path();
    // bounded in size, NUL-free UTF-8, like every other input file
    let text = crate::input::files::read_text(path).map_err(|d| vec![d])?;
    crate::input::files::refuse_invisible(path, &text).map_err(|d| vec![d])?;
    if let Some(at) = crate::input::files::yaml_too_deep(&text) {
        return Err(vec![Diagnostic::at(
            path,
            &text,
            at,
            crate::input::files::yaml_too_deep_message(),
        )]);
    }
    if let Some((at, c)) = crate::input::yaml::control(&text) {
        let msg = crate::input::yaml::control_message(c);
        return Err(vec![Diagnostic::at(path, &text, at, msg)]);
    }
    let game = serde_yaml::from_str::<GameOnly>(&text).map_or(GameKind::Trictrac, |g| g.game);
    let header: Header<()> = match game {
        GameKind::Trictrac => serde_yaml::from_str::<Header<Rules>>(&text).map(Header::plain),
        GameKind::Backgammon => serde_yaml::from_str::<Header<BgRules>>(&text).map(Header::plain),
    }
    .map_err(|e| vec![yaml_diag(path, &text, &e)])?;
    let options = option_names_of(game);
    let options = options.as_slice();
    let raw: RawRules =
        serde_yaml::from_str(&text).map_err(|e| vec![yaml_diag(path, &text, &e)])?;
    let rules = raw.rules.unwrap_or_default();

    let mut diags = Vec::new();
    let at = |key: &str, needle: Option<&str>, nth: usize, msg: String| {
        Diagnostic::at(path, &text, locate(&text, key, needle, nth), msg)
    };
    if header.name != cand.expected_name {
        diags.push(at(
            "name",
            Some(&header.name),
            0,
            format!(
                "this file must define the profile `{}` (its path says so), not `{}`",
                cand.expected_name, header.name
            ),
        ));
    }
    if header.work != cand.work {
        diags.push(at(
            "work",
            Some(&header.work),
            0,
            format!(
                "`work` must be `{}`, the corpus folder this file is in, not `{}`",
                cand.work, header.work
            ),
        ));
    }
    if let Some(parent) = &header.inherits {
        if *parent == header.name {
            diags.push(at(
                "inherits",
                Some(parent),
                0,
                format!("inheritance cycle: `{parent}` inherits from itself"),
            ));
        }
    }

    let unknown = header.unknown.unwrap_or_default();
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for u in &unknown {
        let nth = counts.entry(u.as_str()).or_insert(0);
        let here = *nth;
        *nth += 1;
        if !options.iter().any(|o| o == u) {
            diags.push(at(
                "unknown",
                Some(u),
                here,
                format!(
                    "`unknown` entry `{u}` is not a rule option (expected one of {}){}",
                    options.join(", "),
                    crate::input::diag::did_you_mean(u, options.iter().map(String::as_str))
                        .map_or(String::new(), |n| format!("; did you mean `{n}`?"))
                ),
            ));
        } else if here > 0 {
            diags.push(at(
                "unknown",
                Some(u),
                here,
                format!("`unknown` lists `{u}` twice"),
            ));
        } else if rules.contains_key(u.as_str()) {
            diags.push(at(
                "unknown",
                Some(u),
                here,
                format!("`{u}` is listed as unknown but also set under `rules`"),
            ));
        }
    }

    if header.inherits.is_none() {
        let missing: Vec<String> = game
            .options()
            .iter()
            .filter(|o| !rules.contains_key(o.key) && !unknown.iter().any(|u| u == o.key))
            .map(|o| format!("{} ({})", o.key, o.values.join(" or ")))
            .collect();
        if !missing.is_empty() {
            let offset = key_line(&text, "rules")
                .or_else(|| key_line(&text, "unknown"))
                .map_or(0, |(s, _)| s);
            diags.push(Diagnostic::at(
                path,
                &text,
                offset,
                format!(
                    "a profile that inherits nothing must set or list as `unknown` every option; \
                     missing: {}",
                    missing.join(", ")
                ),
            ));
        }
    }

    if !diags.is_empty() {
        return Err(diags);
    }
    let parsed = Parsed {
        path: cand.path.clone(),
        name: header.name,
        work: header.work,
        title: header.title,
        inherits: header.inherits,
        second_hand: header.second_hand,
        game,
        unknown,
        rules,
        text,
        series: header.series,
    };
    if let Some(spec) = &parsed.series {
        let diags = series::check_own(&parsed, spec);
        if !diags.is_empty() {
            return Err(diags);
        }
    }
    Ok(parsed)
}

impl<R> Header<R> {
    /// The header without its rules (they were only read to check them).
    fn plain(self) -> Header<()> {
        Header {
            name: self.name,
            work: self.work,
            title: self.title,
            inherits: self.inherits,
            second_hand: self.second_hand,
            unknown: self.unknown,
            rules: None,
            game: self.game,
            series: self.series,
        }
    }
}

/// Resolves one profile through its ancestors. `Ok(None)` when an ancestor is broken in a way
/// already reported elsewhere (a bad file, a missing parent of an ancestor, a cycle above).
fn resolve(
    p: &Parsed,
    parsed: &BTreeMap<String, Parsed>,
    broken: &BTreeSet<String>,
) -> Result<Option<Profile>, Diagnostic> {
    let options = &option_names_of(p.game);
    // chain[0] = p, then its parent, and so on up to a root.
    let mut chain: Vec<&Parsed> = vec![p];
    loop {
        let Some(cur) = chain.last() else {
            return Ok(None);
        };
        let Some(parent) = &cur.inherits else {
            break;
        };
        if chain.iter().any(|c| c.name == *parent) {
            if *parent == p.name && chain.len() > 1 {
                let names: Vec<&str> = chain
                    .iter()
                    .map(|c| c.name.as_str())
                    .chain(std::iter::once(p.name.as_str()))
                    .collect();
                let Some(own_parent) = &p.inherits else {
                    return Ok(None);
                };
                return Err(Diagnostic::at(
                    &p.path,
                    &p.text,
                    locate(&p.text, "inherits", Some(own_parent), 0),
                    format!("inheritance cycle: {}", names.join(" -> ")),
                ));
            }
            // A self-inheritance (reported by parse_file) or a cycle further up.
            return Ok(None);
        }
        match parsed.get(parent) {
            Some(next) if next.game != p.game => {
                return Err(Diagnostic::at(
                    &p.path,
                    &p.text,
                    locate(&p.text, "inherits", Some(parent), 0),
                    format!(
                        "a {} profile cannot inherit from `{parent}`, a {} profile",
                        p.game, next.game
                    ),
                ));
            }
            Some(next) => chain.push(next),
            None if broken.contains(parent) => return Ok(None),
            None if chain.len() == 1 => {
                return Err(Diagnostic::at(
                    &p.path,
                    &p.text,
                    locate(&p.text, "inherits", Some(parent), 0),
                    format!("parent profile `{parent}` is not defined by any file"),
                ));
            }
            None => return Ok(None),
        }
    }

    let mut merged = Mapping::new();
    let mut unknown: BTreeSet<&str> = BTreeSet::new();
    let mut citations = BTreeMap::new();
    for layer in chain.iter().rev() {
        for (key, (line, text)) in option_comments(&layer.text) {
            let profile = layer.name.clone();
            citations.insert(
                key,
                Citation {
                    profile,
                    line,
                    text,
                },
            );
        }
        for (k, v) in &layer.rules {
            if let Some(k) = k.as_str() {
                unknown.remove(k);
            }
            merged.insert(k.clone(), v.clone());
        }
        unknown.extend(layer.unknown.iter().map(String::as_str));
    }
    let combine = |e: serde_yaml::Error| {
        Diagnostic::file(&p.path, format!("the inherited rules do not combine: {e}"))
    };
    let (rules, bg_rules) = match p.game {
        GameKind::Trictrac => (
            serde_yaml::from_value(Value::Mapping(merged)).map_err(combine)?,
            BgRules::default(),
        ),
        GameKind::Backgammon => (
            Rules::default(),
            serde_yaml::from_value(Value::Mapping(merged)).map_err(combine)?,
        ),
    };
    if bg_rules.geometry == Geometry::Parallel && bg_rules.hitting {
        return Err(Diagnostic::at(
            &p.path,
            &p.text,
            locate(&p.text, "rules", Some("hitting"), 0),
            "expected `hitting: false` with `geometry: parallel`: under parallel movement no \
             checker is hit, and none goes to the bar (nardy.parallel)"
                .to_string(),
        ));
    }
    if let Some(why) = bg_rules.unplayable() {
        return Err(Diagnostic::at(
            &p.path,
            &p.text,
            locate(&p.text, "rules", None, 0),
            format!("expected settings the engine plays together, found {why}"),
        ));
    }
    let unknown = options
        .iter()
        .filter(|o| unknown.contains(o.as_str()))
        .cloned()
        .collect();
    Ok(Some(Profile {
        name: p.name.clone(),
        work: p.work.clone(),
        title: p.title.clone(),
        inherits: p.inherits.clone(),
        second_hand: p.second_hand,
        unknown,
        game: p.game,
        rules,
        bg_rules,
        path: p.path.clone(),
        citations,
        series: p.series.clone(),
    }))
}

/// The profiles under `corpus/` of the root ([`crate::input::root`]: the working copy, or the
/// copy embedded in the binary), loaded once.
pub fn shipped_profiles() -> &'static Result<Profiles, Vec<Diagnostic>> {
    static PROFILES: OnceLock<Result<Profiles, Vec<Diagnostic>>> = OnceLock::new();
    PROFILES.get_or_init(|| match crate::input::root::get() {
        Ok(root) => Profiles::load(&root.corpus()),
        Err(e) => Err(vec![Diagnostic::file(Path::new("corpus"), e)]),
    })
}

/// The rules of a profile name, from the shipped profiles.
#[must_use]
pub fn resolve_profile(name: &str) -> Option<Rules> {
    shipped_profiles()
        .as_ref()
        .ok()?
        .get(name)
        .map(|p| p.rules.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn option_names_are_the_keys_serde_reads_and_writes() {
        let Ok(Value::Mapping(m)) = serde_yaml::to_value(Rules::default()) else {
            panic!("Rules serialises to a mapping");
        };
        let written: Vec<String> = m
            .keys()
            .filter_map(|k| k.as_str().map(str::to_owned))
            .collect();
        assert_eq!(written, option_names());
        // every value of the table reads back as that value
        for o in Rules::OPTIONS {
            for v in o.values {
                let text = format!("{}: {v}\n", o.key);
                let r: Rules =
                    serde_yaml::from_str(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
                let got = r
                    .values()
                    .into_iter()
                    .find(|(x, _)| x.key == o.key)
                    .map(|(_, v)| v);
                assert_eq!(got, Some(*v), "{}", o.key);
            }
        }
    }

    #[test]
    fn the_toc_options_read_and_write_as_a_profile_says_them() {
        use crate::engine::trictrac::{Counting, GameTrous};
        let r = Rules {
            counting: Counting::TocDouble,
            game_trous: GameTrous::ONE,
            ..Rules::default()
        };
        let text = serde_yaml::to_string(&r).expect("yaml");
        assert!(
            text.contains("counting: toc-double\ngame-trous: 1\n"),
            "{text}"
        );
        assert_eq!(serde_yaml::from_str::<Rules>(&text).ok(), Some(r));
        let e = serde_yaml::from_str::<Rules>("game-trous: 13\n").expect_err("13");
        assert!(
            e.to_string().contains("a number of trous from 1 to 12"),
            "{e}"
        );
    }

    fn lc(text: &str, off: usize) -> (usize, usize) {
        crate::input::diag::LineIndex::new(text).line_col(off)
    }

    #[test]
    fn locate_finds_block_and_flow_entries() {
        let text = "name: x\nunknown:\n  - six-tables\n  - mezeas\nrules: {}\n";
        assert_eq!(lc(text, locate(text, "unknown", Some("mezeas"), 0)), (4, 5));
        let text = "unknown: [six-tables, six, six]  # six\n";
        assert_eq!(lc(text, locate(text, "unknown", Some("six"), 1)), (1, 28));
        assert_eq!(locate(text, "nope", Some("six"), 0), 0);
    }

    #[test]
    fn duplicate_fields_are_found_in_their_mapping() {
        let text = "name: a\nrules:\n  margot: true\n  margot: false\nmargot: 1\n";
        let off = duplicate_field_offset(text, "rules: duplicate field `margot`").unwrap();
        assert_eq!(lc(text, off), (4, 3));
        let text = "name: a\nrules:\n  name: x\nname: b\n";
        let off = duplicate_field_offset(text, "duplicate field `name`").unwrap();
        assert_eq!(lc(text, off), (4, 1));
        assert_eq!(duplicate_field_offset(text, "something else"), None);
    }
}
