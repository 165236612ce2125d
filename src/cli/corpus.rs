//! The corpus commands behind `tablier lint`, `annotate`, `report`, `diff` and `show --svg`.
//! Each returns what to print and the exit code, like [`crate::cli`].

use crate::input::files;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::cli::{self, Outcome};
use crate::conformance::profile;
use crate::corpus::annotate::{annotate_file, Runs};
use crate::corpus::{diff, lint, render, ScenarioIndex};
use crate::engine::notation::lepeintre;
use crate::engine::{Color, Rules};
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
            ok(if paths.iter().any(|p| p.is_dir()) {
                format!(
                    "{files} reading(s) clean; {} scenario(s), every one cited\n",
                    index.ids.len()
                )
            } else {
                format!("{files} reading(s) clean; the scenarios of their works all cited\n")
            })
        }
        Ok(errors) => {
            let mut stderr = String::new();
            for e in &errors {
                let _ = writeln!(stderr, "{e}");
            }
            let _ = writeln!(stderr, "{} error(s)", errors.len());
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
    let index = match index(scenarios) {
        Ok(i) => i,
        Err(o) => return o,
    };
    let files = match lint::discover(paths) {
        Ok(f) => f,
        Err(d) => return Outcome::invalid(d),
    };
    let resolve = profile::resolve_profile;
    let mut runs = Runs::new(&index, &resolve);
    let model = match site::model::build(&files, &mut runs) {
        Ok(m) => m,
        Err(d) => return Outcome::invalid(d),
    };
    let mut stderr = String::new();
    if let Some(dir) = html {
        match site::write_site(dir, &model, &runs) {
            Ok(w) => {
                let _ = writeln!(
                    stderr,
                    "wrote {} files to {} (open {})",
                    w.len(),
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

/// `tablier show POSITION --svg`: the board alone, as an SVG document.
#[must_use]
pub fn show_svg(position: &str) -> Outcome {
    match cli::position_arg(position, Color::White) {
        Ok(p) => {
            let s = svg::board_svg(&svg::Board {
                setup: p.setup(),
                letters: lepeintre::lettering(Color::White),
                roll: None,
                chances: None,
                jans: &[],
                id: "board",
            });
            ok(format!("{s}\n"))
        }
        Err(e) => Outcome::invalid(e),
    }
}
