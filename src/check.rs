//! The conformance run: every scenario under the given paths, run under its profile, and a
//! summary per work (confirmed / documented divergence / pending / failing / invalid). One bad
//! file never stops the others.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::diag::Diagnostic;
use crate::scenario::{self, Report, Status};
use crate::Rules;

/// Scenario files larger than this are refused unread (a transcription is a few kilobytes).
pub const MAX_FILE_BYTES: u64 = 1 << 20;

/// The `.scn` files under `paths` (files are taken as given, folders searched), sorted.
pub fn discover(paths: &[PathBuf]) -> Result<Vec<PathBuf>, Diagnostic> {
    discover_files(paths, "scn", "a scenario file or a folder")
}

/// The files ending in `.ext` under `paths` (files as given, folders searched), sorted;
/// `what` names what a path should have been, for the error.
pub fn discover_files(
    paths: &[PathBuf],
    ext: &str,
    what: &str,
) -> Result<Vec<PathBuf>, Diagnostic> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            walk(p, ext, &mut out)
                .map_err(|e| Diagnostic::file(p, format!("cannot read this folder: {e}")))?;
        } else if p.exists() {
            out.push(p.clone());
        } else {
            return Err(Diagnostic::file(
                p,
                format!("expected {what}, found nothing at this path"),
            ));
        }
    }
    out.sort();
    out.dedup();
    Ok(out)
}

fn walk(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            walk(&path, ext, out)?;
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
    Ok(())
}

/// Reads a text input file, refusing what is too large, binary or not UTF-8.
pub fn read_text(path: &Path) -> Result<String, Diagnostic> {
    let meta =
        fs::metadata(path).map_err(|e| Diagnostic::file(path, format!("cannot read: {e}")))?;
    if meta.len() > MAX_FILE_BYTES {
        return Err(Diagnostic::file(
            path,
            format!(
                "expected a text file of at most {MAX_FILE_BYTES} bytes, found {} bytes",
                meta.len()
            ),
        ));
    }
    let bytes = fs::read(path).map_err(|e| Diagnostic::file(path, format!("cannot read: {e}")))?;
    if let Some(i) = bytes.iter().position(|&b| b == 0) {
        let text = String::from_utf8_lossy(&bytes[..i]);
        return Err(Diagnostic::at(
            path,
            &text,
            i,
            "expected text, found a NUL byte (a binary file?)",
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        let valid = e.utf8_error().valid_up_to();
        let text = String::from_utf8_lossy(&e.as_bytes()[..valid]).into_owned();
        Diagnostic::at(
            path,
            &text,
            valid,
            "expected UTF-8 text, found an invalid byte",
        )
    })
}

/// Runs one scenario file. `resolve` gives the rules of a profile name; `profile` overrides
/// the file's own profile.
pub fn run_file(
    path: &Path,
    resolve: &dyn Fn(&str) -> Option<Rules>,
    profile: Option<&str>,
) -> Report {
    let invalid = |d: Diagnostic, front| Report {
        path: path.to_path_buf(),
        front,
        checks: Vec::new(),
        trace: Vec::new(),
        frames: Vec::new(),
        error: Some(d),
    };
    let text = match read_text(path) {
        Ok(t) => t,
        Err(d) => return invalid(d, None),
    };
    let file = match scenario::parse(path, &text) {
        Ok(f) => f,
        Err(d) => return invalid(d, None),
    };
    let lints = scenario::lint::lint(path, &text, &file.front, &|w| resolve(w).is_some());
    if let Some(d) = lints.into_iter().next() {
        return invalid(d, Some(file.front));
    }
    let name = profile.unwrap_or(&file.front.profile);
    let Some(rules) = resolve(name) else {
        let offset = text.find("\nprofile:").map_or(0, |i| i + 10);
        let d = Diagnostic::at(
            path,
            &text,
            offset,
            format!("expected the name of a profile under corpus/, found `{name}`"),
        );
        return invalid(d, Some(file.front));
    };
    scenario::run(path, &text, &file, &rules)
}

/// Counts of each status.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Tally {
    pub confirmed: usize,
    pub divergence: usize,
    pub pending: usize,
    pub failing: usize,
    pub invalid: usize,
}

impl Tally {
    fn add(&mut self, s: Status) {
        match s {
            Status::Confirmed => self.confirmed += 1,
            Status::Divergence => self.divergence += 1,
            Status::Pending => self.pending += 1,
            Status::Failing => self.failing += 1,
            Status::Invalid => self.invalid += 1,
        }
    }
}

/// The result of a conformance run.
#[derive(Debug, Clone, Serialize)]
pub struct Summary {
    /// Per work.
    pub works: BTreeMap<String, Tally>,
    /// All scenarios together.
    pub total: Tally,
    /// Each scenario.
    pub scenarios: Vec<Report>,
}

impl Summary {
    /// Summarises reports.
    #[must_use]
    pub fn new(scenarios: Vec<Report>) -> Summary {
        let mut works: BTreeMap<String, Tally> = BTreeMap::new();
        let mut total = Tally::default();
        for r in &scenarios {
            works
                .entry(r.work().to_string())
                .or_default()
                .add(r.status());
            total.add(r.status());
        }
        Summary {
            works,
            total,
            scenarios,
        }
    }

    /// 0: nothing failing nor invalid; 1: a scenario fails; 2: an input is invalid.
    #[must_use]
    pub fn exit_code(&self) -> i32 {
        if self.total.invalid > 0 {
            2
        } else if self.total.failing > 0 {
            1
        } else {
            0
        }
    }

    /// The terminal report: each invalid input, each disagreement in treatise terms, then the
    /// table per work.
    #[must_use]
    pub fn render(&self) -> String {
        use std::fmt::Write as _;
        let mut out = String::new();
        for r in &self.scenarios {
            match r.status() {
                Status::Invalid => {
                    if let Some(e) = &r.error {
                        let _ = writeln!(out, "error: {e}");
                    }
                }
                Status::Failing => {
                    for c in r
                        .checks
                        .iter()
                        .filter(|c| c.verdict == scenario::Verdict::Disagrees)
                    {
                        let _ = writeln!(
                            out,
                            "FAIL {}:{}: {}; engine: {}",
                            r.path.display(),
                            c.line,
                            c.claim,
                            c.engine
                        );
                    }
                }
                _ => {}
            }
        }
        let _ = writeln!(
            out,
            "{:<22} {:>9} {:>10} {:>7} {:>7} {:>7}",
            "work", "confirmed", "divergence", "pending", "failing", "invalid"
        );
        for (w, t) in self
            .works
            .iter()
            .chain(std::iter::once((&"total".to_string(), &self.total)))
        {
            let _ = writeln!(
                out,
                "{:<22} {:>9} {:>10} {:>7} {:>7} {:>7}",
                w, t.confirmed, t.divergence, t.pending, t.failing, t.invalid
            );
        }
        out
    }
}
