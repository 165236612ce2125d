//! The corpus commands behind `tablier lint`, `annotate`, `report`, `diff` and `show --svg`.
//! Each returns what to print and the exit code, like [`crate::cli`].

use crate::input::files;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::cli::{self, Outcome};
use crate::conformance::profile;
use crate::conformance::scenario::report::DrawnPlay;
use crate::corpus::annotate::{annotate_file, Runs};
use crate::corpus::{diff, lint, render, ScenarioIndex};
use crate::engine::spelling::count;
use crate::engine::trictrac::jans::Context;
use crate::engine::trictrac::notation::lepeintre;
use crate::engine::{
    trictrac::{judge, Fleche, Notation, Rules, Setup, Sided},
    Color,
};
use crate::site::{self, page, svg};

/// Output formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
    Html,
}

fn ok(stdout: String) -> Outcome {
    Outcome {
        stdout,
        stderr: String::new(),
        code: 0,
    }
}

fn json<T: serde::Serialize>(v: &T) -> String {
    format!("{}\n", serde_json::to_string_pretty(v).unwrap_or_default())
}

/// The readings of the root ([`crate::input::root`]): the working copy's, or the embedded ones.
///
/// # Errors
///
/// No root can be found (see [`crate::input::root::get`]).
pub fn default_corpus() -> Result<PathBuf, Outcome> {
    crate::input::root::get()
        .map(crate::input::root::Root::corpus)
        .map_err(Outcome::invalid)
}

fn index(root: &Path) -> Result<ScenarioIndex, Outcome> {
    ScenarioIndex::new(root).map_err(Outcome::invalid)
}

/// `tablier lint [PATHS] [--scenarios DIR]`: exit 2 on any error, 0 when clean.
#[must_use]
pub fn lint(paths: &[PathBuf], scenarios: &Path) -> Outcome {
    let index = match index(scenarios) {
        Ok(i) => i,
        Err(o) => return o,
    };
    match lint::lint(paths, &index) {
        Err(d) => Outcome::invalid(d),
        Ok(errors) if errors.is_empty() => {
            let files = lint::discover(paths).map_or(0, |f| f.len());
            let readings = count(files, "reading", "readings");
            ok(if paths.iter().any(|p| p.is_dir()) {
                format!(
                    "{readings} clean; {}, every one cited\n",
                    count(index.ids.len(), "scenario", "scenarios")
                )
            } else {
                format!("{readings} clean; the scenarios of their works all cited\n")
            })
        }
        Ok(errors) => {
            let mut stderr = String::new();
            for e in &errors {
                let _ = writeln!(stderr, "{e}");
            }
            let _ = writeln!(stderr, "{}", count(errors.len(), "error", "errors"));
            Outcome {
                stdout: String::new(),
                stderr,
                code: 2,
            }
        }
    }
}

/// `tablier annotate FILE [--format text|json|html]`: exit 1 when a claim fails.
#[must_use]
pub fn annotate(file: &Path, format: Format, scenarios: &Path) -> Outcome {
    let index = match index(scenarios) {
        Ok(i) => i,
        Err(o) => return o,
    };
    let resolve = profile::resolve_profile;
    let mut runs = Runs::new(&index, &resolve);
    let (text, a) = match annotate_file(file, &mut runs) {
        Ok(x) => x,
        Err(d) => return Outcome::invalid(d),
    };
    let stdout = match format {
        Format::Text => a.render_text(),
        Format::Json => json(&a),
        Format::Html => {
            let rule = |id: &str| format!("#rule:{id}");
            let root = index.root.clone();
            let scenario = move |id: &str| format!("{}/{id}.scn", root.display());
            let other = |_: &str| None;
            let hrefs = render::Hrefs {
                rule: &rule,
                scenario: &scenario,
                other: &other,
            };
            let body = render::reading_body(&text, &a, &hrefs);
            let title = a
                .title
                .clone()
                .unwrap_or_else(|| file.display().to_string());
            page::document(&title, &file.display().to_string(), &body)
        }
    };
    Outcome {
        stdout,
        stderr: String::new(),
        code: i32::from(a.any_failing()),
    }
}

/// `tablier report [--html DIR] [--format text|json] [PATHS]`: the coverage of each reading;
/// with `--html`, the static site. Exit 1 when a claim fails, 2 on invalid input.
#[must_use]
pub fn report(html: Option<&Path>, format: Format, paths: &[PathBuf], scenarios: &Path) -> Outcome {
    if format == Format::Html {
        return Outcome::invalid(
            "expected `--format text` or `--format json`, found `html`: the site is written by `--html DIR`",
        );
    }
    if let Some(dir) = html {
        if let Err(o) = check_site_dir(dir, paths, scenarios) {
            return o;
        }
    }
    if let Err(diags) = profile::shipped_profiles() {
        return cli::profiles_refused(diags);
    }
    let index = match index(scenarios) {
        Ok(i) => i,
        Err(o) => return o,
    };
    let resolve = profile::resolve_profile;
    let mut runs = Runs::new(&index, &resolve);
    let model = match model_of(paths, &mut runs) {
        Ok(m) => m,
        Err(o) => return o,
    };
    let mut stderr = String::new();
    if let Some(dir) = html {
        match site::write_site(dir, &model, &runs) {
            Ok(w) => {
                for n in &w.notes {
                    let _ = writeln!(stderr, "{n}");
                }
                let _ = writeln!(
                    stderr,
                    "wrote {} files to {} (open {})",
                    w.written.len(),
                    dir.display(),
                    dir.join("index.html").display()
                );
            }
            Err(d) => return Outcome::invalid(d),
        }
    }
    let stdout = match format {
        Format::Json => json(&model),
        _ => model.render_text(),
    };
    Outcome {
        stdout,
        stderr,
        code: i32::from(model.any_failing()),
    }
}

/// Refuses a site folder that would hold or sit among the user's own things, before anything
/// is read or written: a symbolic link; the file system's root; the home folder or a folder
/// above it; a folder inside the project's inputs (the scenarios folder, the readings' folders,
/// and the `corpus/` and `scenarios/` of the working copies they lie in: `report --html
/// scenarios` would write its copies of the scenarios among them); and one that holds them
/// (the working copy itself, or a folder above it).
fn check_site_dir(dir: &Path, paths: &[PathBuf], scenarios: &Path) -> Result<(), Outcome> {
    use crate::input::paths as p;
    let refuse = |why: String| {
        Err(Outcome::invalid(format!(
            "{}: expected a folder of its own for the site, found {why}: choose another \
             folder, such as `site/`",
            dir.display()
        )))
    };
    // `site/` names the link `site` itself only without its last slash
    let named: PathBuf = dir.components().collect();
    if std::fs::symlink_metadata(&named).is_ok_and(|m| m.file_type().is_symlink()) {
        return refuse(
            "a symbolic link (tablier writes and removes nothing through a link)".to_string(),
        );
    }
    let site = p::resolve(dir);
    if site.parent().is_none() {
        return refuse("the file system's root".to_string());
    }
    if let Some(home) = std::env::var_os("HOME").filter(|h| Path::new(h).is_absolute()) {
        if p::resolve(Path::new(&home)).starts_with(&site) {
            return refuse(format!(
                "the home folder {} or a folder above it",
                Path::new(&home).display()
            ));
        }
    }
    let mut inputs: Vec<PathBuf> = vec![scenarios.to_path_buf()];
    for r in paths {
        inputs.push(if r.is_dir() {
            r.clone()
        } else {
            r.parent().unwrap_or(Path::new("")).to_path_buf()
        });
    }
    let mut copies = Vec::new();
    for i in inputs.clone() {
        if let Some(wc) = p::working_copy_of(&i) {
            inputs.push(wc.join("corpus"));
            inputs.push(wc.join("scenarios"));
            copies.push(wc);
        }
    }
    if let Some(input) = inputs.iter().find(|i| site.starts_with(p::resolve(i))) {
        return Err(Outcome::invalid(format!(
            "{}: expected a folder for the site outside the project's inputs, found one inside \
             {} (its pages and its copies of the scenarios would be read back as inputs): \
             choose another folder, such as `site/`",
            dir.display(),
            input.display()
        )));
    }
    if let Some(wc) = copies.iter().find(|wc| wc.starts_with(&site)) {
        return refuse(format!(
            "the working copy {} or a folder above it (its `corpus/` and `scenarios/` would \
             lie among the site's pages)",
            wc.display()
        ));
    }
    if let Some(input) = inputs.iter().find(|i| p::resolve(i).starts_with(&site)) {
        return refuse(format!(
            "a folder holding {} (the project's inputs would lie among the site's pages)",
            input.display()
        ));
    }
    Ok(())
}

/// Runs every scenario and builds the site's model from the readings under `paths`.
fn model_of(paths: &[PathBuf], runs: &mut Runs) -> Result<site::Model, Outcome> {
    let files = lint::discover(paths).map_err(Outcome::invalid)?;
    run_all(runs);
    site::model::build(&files, runs).map_err(Outcome::invalid)
}

/// Runs every scenario of `runs`' index, with a progress bar on a terminal.
fn run_all(runs: &mut Runs) {
    let ids: Vec<String> = runs.index.ids.keys().cloned().collect();
    let bar = cli::progress::Progress::new(ids.len() as u64, "scenarios");
    for id in ids {
        let _ = runs.report(&id);
        bar.inc();
    }
}

/// `tablier report --html DIR --only ID`: the card of one scenario and the pages it links to
/// (the index, the list of cards, the readings citing it) written into `dir`, the rest of
/// `dir` left as it is; the scenario's report on stdout. Exit as `check` of that scenario: 1
/// when it fails, 2 when it is invalid.
#[must_use]
pub fn report_only(dir: &Path, id: &str, paths: &[PathBuf], scenarios: &Path) -> Outcome {
    if let Err(o) = check_site_dir(dir, paths, scenarios) {
        return o;
    }
    if let Err(diags) = profile::shipped_profiles() {
        return cli::profiles_refused(diags);
    }
    let index = match index(scenarios) {
        Ok(i) => i,
        Err(o) => return o,
    };
    let id = id.strip_suffix(".scn").unwrap_or(id);
    if index.path(id).is_none() {
        let near = crate::input::diag::did_you_mean(id, index.ids.keys().map(String::as_str))
            .map_or(String::new(), |n| format!("; did you mean `{n}`?"));
        return Outcome::invalid(format!(
            "unknown scenario `{id}`: no {id}.scn under {}{near}",
            index.root.display()
        ));
    }
    let resolve = profile::resolve_profile;
    let mut runs = Runs::new(&index, &resolve);
    let model = match model_of(paths, &mut runs) {
        Ok(m) => m,
        Err(o) => return o,
    };
    let written = match site::write_card_only(dir, &model, &runs, id) {
        Ok(w) => w,
        Err(d) => return Outcome::invalid(d),
    };
    let Some(report) = runs.reports().get(id) else {
        return Outcome::invalid(format!("unknown scenario `{id}`"));
    };
    let code = match report.status() {
        crate::conformance::scenario::Status::Invalid => 2,
        crate::conformance::scenario::Status::Failing => 1,
        _ => 0,
    };
    let mut stderr: String = written.notes.iter().map(|n| format!("{n}\n")).collect();
    let _ = writeln!(
        stderr,
        "wrote {} files to {} (open {})",
        written.written.len(),
        dir.display(),
        dir.join("scenario").join(format!("{id}.html")).display()
    );
    Outcome {
        stdout: report.render(),
        stderr,
        code,
    }
}

/// `tablier diff --profile A --profile B [PATHS] [--exit-code]`: with `exit_code`, exit 1 when
/// an outcome changes (as `git diff --exit-code`).
#[must_use]
pub fn diff(
    a: &str,
    b: &str,
    paths: &[PathBuf],
    json_out: bool,
    exit_code: bool,
    resolve: &dyn Fn(&str) -> Option<Rules>,
) -> Outcome {
    for p in [a, b] {
        if resolve(p).is_none() {
            return cli::unknown_profile(p);
        }
    }
    let files = match files::discover(paths) {
        Ok(f) => f,
        Err(d) => return Outcome::invalid(d),
    };
    let d = diff::diff(&files, resolve, a, b);
    Outcome {
        stdout: if json_out { json(&d) } else { d.render() },
        stderr: String::new(),
        code: i32::from(exit_code && !d.changes.is_empty()),
    }
}

/// What `tablier show POSITION --svg` draws besides the position.
#[derive(Debug, Clone, Copy)]
pub struct SvgShow<'a> {
    /// `--roll R`: the dice, thrown by `side`, and the means of the jans they make.
    pub roll: Option<&'a str>,
    /// `--play MOVES`: the play of the roll, in the position's notation (`A-G A-F`), as arrows.
    pub play: Option<&'a str>,
    /// Who throws (`--side`).
    pub side: Color,
    /// `--flip`: Black's side at the bottom.
    pub flip: bool,
}

impl SvgShow<'_> {
    /// The position alone, White's side at the bottom.
    #[must_use]
    pub fn plain() -> SvgShow<'static> {
        SvgShow {
            roll: None,
            play: None,
            side: Color::White,
            flip: false,
        }
    }
}

/// The notation a one-line position is written in: its header, if it has one.
fn notation_of(position: &str) -> Option<Notation> {
    let (header, _) = position.split_once(':')?;
    Notation::from_header(header).ok()
}

/// The moves of `--play` (`A-G A-F`, `F1-F7-F12`, `off` to bear off), read in `notation` (or
/// in F-numbers and plain numbers), each as the flèches it names.
fn parse_play(text: &str, notation: Option<Notation>, side: Color) -> Result<DrawnPlay, String> {
    let square = |tok: &str| -> Result<Option<Fleche>, String> {
        let tries = match notation {
            Some(n) => vec![n],
            None => vec![Notation::Fleche, Notation::Canonical],
        };
        let mut last = String::new();
        for n in tries {
            match n.parse_square(side, tok) {
                Ok(f) => return Ok(f),
                Err(e) => last = e.to_string(),
            }
        }
        Err(format!("play: `{tok}`: {last}"))
    };
    let mut moves = Vec::new();
    for mv in text.split_whitespace() {
        let path = mv.split('-').map(square).collect::<Result<Vec<_>, _>>()?;
        if path.len() < 2 || path[0].is_none() {
            return Err(format!(
                "play: expected a move `FROM-TO` (`A-G`, `F19-off`), found `{mv}`"
            ));
        }
        moves.push(path);
    }
    if moves.is_empty() {
        return Err("play: expected moves such as `A-G A-F`".to_string());
    }
    Ok(DrawnPlay {
        line: 0,
        moves,
        correction: false,
    })
}

/// Why `play` (written as `text`) breaks the rule of `e`, each move named as the user wrote it.
fn illegal_words(
    start: &Sided,
    roll: crate::engine::Roll,
    play: &DrawnPlay,
    text: &str,
    e: crate::engine::trictrac::MoveError,
    rules: &Rules,
) -> String {
    let numbered: Vec<Vec<usize>> = play
        .moves
        .iter()
        .map(|m| {
            m.iter()
                .map(|f| {
                    f.map_or(crate::engine::trictrac::sided::BAND, |f| {
                        usize::from(f.for_side(start.color))
                    })
                })
                .collect()
        })
        .collect();
    let names: Vec<String> = text.split_whitespace().map(str::to_string).collect();
    crate::engine::trictrac::explain(start, roll, &numbered, e, rules).describe(&names)
}

/// The board after `play`, or which checker it lacks.
fn played(start: &Setup, play: &DrawnPlay, side: Color) -> Result<Setup, String> {
    let mut s = start.clone();
    for mv in &play.moves {
        let Some(Some(from)) = mv.first().copied() else {
            continue;
        };
        if s.get(side, from) == 0 {
            return Err(format!("play: no {side} checker on {from} to move"));
        }
        s.counts_mut(side)[from.index()] -= 1;
        if let Some(Some(to)) = mv.last().copied() {
            s.add(side, to, 1);
        }
    }
    Ok(s)
}

/// `tablier show POSITION --svg [--roll R [--play MOVES]] [--side S] [--flip]`: the board as an
/// SVG document, with the dice, the jans' means under `rules` and the play's arrows. A play
/// the rules forbid is refused (exit 2), with the rule it breaks.
#[must_use]
pub fn show_svg(position: &str, o: &SvgShow, rules: &Rules) -> Outcome {
    let pos = match cli::position_arg(position, o.side) {
        Ok(p) => p,
        Err(e) => return Outcome::invalid(e),
    };
    let roll = match o.roll.map(cli::roll_arg).transpose() {
        Ok(r) => r,
        Err(e) => return Outcome::invalid(e),
    };
    let notation = notation_of(position);
    let mut plays = Vec::new();
    if let Some(text) = o.play {
        let Some(roll) = roll else {
            return Outcome::invalid("play: expected `--roll` with `--play`");
        };
        let play = match parse_play(text, notation, o.side) {
            Ok(p) => p,
            Err(e) => return Outcome::invalid(e),
        };
        let target = match played(pos.setup(), &play, o.side) {
            Ok(t) => t,
            Err(e) => return Outcome::invalid(e),
        };
        // only a legal play is drawn: the picture of a false one would pass for a lesson
        let start = pos.sided(o.side);
        if let Err(e) = judge(&start, roll, &Sided::new(&target, o.side), rules) {
            // which move breaks which rule, in words and by its ID
            return Outcome::invalid(format!(
                "play: `{}` is not a legal play of {}'s {roll}: {}",
                text.split_whitespace().collect::<Vec<_>>().join(" "),
                o.side,
                illegal_words(&start, roll, &play, text, e, rules)
            ));
        }
        plays.push(play);
    }
    let score =
        roll.map(|r| crate::engine::trictrac::score(&pos, o.side, r, &Context::default(), rules));
    let letters = match notation {
        Some(Notation::Lepeintre { a_side }) => lepeintre::lettering(a_side),
        _ => lepeintre::lettering(Color::White),
    };
    let s = svg::board_svg(&svg::Board {
        setup: pos.setup(),
        letters,
        names: notation.map(|n| (n, o.side)),
        roll: roll.map(|r| (o.side, r)),
        chances: None,
        jans: score.as_ref().map_or(&[][..], |s| s.jans.as_slice()),
        plays: &plays,
        flip: o.flip,
        id: "board",
    });
    Outcome {
        stdout: format!("{s}\n"),
        stderr: String::new(),
        code: 0,
    }
}
