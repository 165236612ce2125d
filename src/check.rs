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

/// YAML (front matter, profiles) nested deeper than this in flow style (`[` and `{`) is
/// refused before it reaches the YAML parser: serde_yaml would refuse it anyway past 128, but
/// libyaml's scanner takes time quadratic in the depth first (64,000 brackets: 16 s).
pub const MAX_YAML_DEPTH: usize = 100;

/// Where YAML `text` opens its flow collections more than [`MAX_YAML_DEPTH`] deep (byte offset
/// of the first bracket too deep), if it does. Counts every bracket, quoted or not: a legitimate
/// file never has a hundred unclosed ones.
#[must_use]
pub fn yaml_too_deep(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, b) in text.bytes().enumerate() {
        match b {
            b'[' | b'{' => {
                depth += 1;
                if depth > MAX_YAML_DEPTH {
                    return Some(i);
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

/// The diagnostic of [`yaml_too_deep`].
#[must_use]
pub fn yaml_too_deep_message() -> String {
    format!(
        "expected YAML nested at most {MAX_YAML_DEPTH} deep, found `[` or `{{` nested deeper (a broken or hostile file?)"
    )
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
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        let kind = meta.file_type();
        if kind.is_fifo() || kind.is_socket() {
            // opening a named pipe with no writer would wait for ever
            return Err(Diagnostic::file(
                path,
                "expected a file, found a named pipe or a socket",
            ));
        }
    }
    // Read no more than the limit allows, whatever the metadata said: a device (`/dev/zero`),
    // a pipe or a file still growing reports no length, or a wrong one.
    let mut bytes = Vec::new();
    fs::File::open(path)
        .and_then(|f| {
            use std::io::Read as _;
            f.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes)
        })
        .map_err(|e| Diagnostic::file(path, format!("cannot read: {e}")))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(Diagnostic::file(
            path,
            format!("expected a text file of at most {MAX_FILE_BYTES} bytes, found more"),
        ));
    }
    if let Some(i) = bytes.iter().position(|&b| b == 0) {
        // line and column counted on the bytes: a lossy conversion of what comes before would
        // shift the offset wherever it replaces an invalid byte
        let line_start = bytes[..i]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        let mut d = Diagnostic::file(path, "expected text, found a NUL byte (a binary file?)");
        d.line = bytes[..i].iter().filter(|&&b| b == b'\n').count() + 1;
        d.col = String::from_utf8_lossy(&bytes[line_start..i])
            .chars()
            .count()
            + 1;
        return Err(d);
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
            match crate::cli::shipped_profiles()
                .as_ref()
                .ok()
                .and_then(|p| crate::diag::did_you_mean(name, p.names()))
            {
                Some(near) => format!(
                    "expected the name of a profile under corpus/, found `{name}`; did you mean `{near}`?"
                ),
                None => format!("expected the name of a profile under corpus/, found `{name}`"),
            },
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
                        // the source line with a caret when the file reads as text
                        match read_text(&e.path) {
                            Ok(source) => out.push_str(&e.render(&source)),
                            Err(_) => {
                                let _ = writeln!(out, "error: {e}");
                            }
                        }
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
