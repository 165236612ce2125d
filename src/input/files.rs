//! Reading input files: the scenario, profile and reading files found under a path, each read
//! with the limits that keep hostile input in bounded time and memory (size, binary content,
//! UTF-8, YAML nesting). Every parser above reads its files through here.

use std::fs;
use std::path::{Path, PathBuf};

use super::diag::Diagnostic;
use super::paths;

/// Scenario files larger than this are refused unread (a transcription is a few kilobytes).
pub const MAX_FILE_BYTES: u64 = 1 << 20;

/// The `.scn` files under `paths` (files are taken as given, folders searched), sorted.
pub fn discover(paths: &[PathBuf]) -> Result<Vec<PathBuf>, Diagnostic> {
    discover_files(paths, "scn", "a scenario file or a folder")
}

/// The files ending in `.ext` under `paths` (files as given, folders searched), sorted;
/// `what` names what a path should have been, for the error.
///
/// A symbolic link is followed only where it stays inside the folder its path lies in (the
/// working copy, else the folder searched, see [`paths::place_of`], or, for a file named
/// alone, the folder it is named in: [`refuse_leaving`]); one that leaves it, a link back to a
/// folder above it (a loop) and a broken link named `*.ext` are each an error at the link. A
/// folder reached twice through links is searched once.
pub fn discover_files(
    paths: &[PathBuf],
    ext: &str,
    what: &str,
) -> Result<Vec<PathBuf>, Diagnostic> {
    let mut out = Vec::new();
    for p in paths {
        refuse_leaving(p)?;
        if p.is_dir() {
            let canon = fs::canonicalize(p)
                .map_err(|e| Diagnostic::file(p, format!("cannot read this folder: {e}")))?;
            let mut w = Walk {
                ext,
                place: paths::place_of(p),
                stack: vec![canon.clone()],
                seen: std::collections::HashSet::from([canon]),
                out: &mut out,
            };
            w.walk(p)?;
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

/// A path given (on the command line) that is, or lies under, a symbolic link, refused where
/// it leads out of its place: the working copy it is written in, if it is in one; else, for a
/// file, the folder it is named in (the rule of a search, for a file named alone). Every
/// command applies it to the paths it is given, before reading them.
///
/// # Errors
///
/// The link that leaves its place, and where it leads.
pub fn refuse_leaving(p: &Path) -> Result<(), Diagnostic> {
    let place = paths::working_copy_of(p).or_else(|| {
        let named_file = fs::symlink_metadata(p).is_ok() && !p.is_dir();
        named_file.then(|| paths::resolve(p.parent().unwrap_or(Path::new(""))))
    });
    let Some(place) = place else {
        return Ok(());
    };
    let target = paths::resolve(p);
    if target.starts_with(&place) {
        return Ok(());
    }
    let r = paths::Refused::Leaves {
        link: p.to_path_buf(),
        target,
    };
    Err(Diagnostic::file(p, r.message(&place)).with_code("read"))
}

/// A search of a folder for the files ending in `.ext`.
struct Walk<'a> {
    ext: &'a str,
    /// The folder every link must stay in, resolved.
    place: PathBuf,
    /// The resolved folders from the top of the search down to the current one.
    stack: Vec<PathBuf>,
    /// The resolved folders already searched.
    seen: std::collections::HashSet<PathBuf>,
    out: &'a mut Vec<PathBuf>,
}

impl Walk<'_> {
    fn walk(&mut self, dir: &Path) -> Result<(), Diagnostic> {
        let unreadable =
            |e: std::io::Error| Diagnostic::file(dir, format!("cannot read this folder: {e}"));
        let mut entries: Vec<PathBuf> = fs::read_dir(dir)
            .map_err(unreadable)?
            .map(|e| e.map(|e| e.path()))
            .collect::<Result<_, _>>()
            .map_err(unreadable)?;
        entries.sort();
        for path in entries {
            let Ok(meta) = fs::symlink_metadata(&path) else {
                continue;
            };
            let wanted = path.extension().is_some_and(|e| e == self.ext);
            let (is_dir, canon) = if meta.file_type().is_symlink() {
                let Ok(target) = fs::canonicalize(&path) else {
                    if wanted {
                        return Err(Diagnostic::file(
                            &path,
                            "expected a file, found a symbolic link to nothing",
                        )
                        .with_code("read"));
                    }
                    continue;
                };
                if !target.starts_with(&self.place) {
                    let r = paths::Refused::Leaves {
                        link: path.clone(),
                        target,
                    };
                    return Err(Diagnostic::file(&path, r.message(&self.place)).with_code("read"));
                }
                (target.is_dir(), target)
            } else {
                let top = self.stack.last().cloned().unwrap_or_default();
                (
                    meta.is_dir(),
                    top.join(path.file_name().unwrap_or_default()),
                )
            };
            if is_dir {
                if self.stack.contains(&canon) {
                    let r = paths::Refused::Loop {
                        link: path.clone(),
                        target: canon,
                    };
                    return Err(Diagnostic::file(&path, r.message(&self.place)).with_code("read"));
                }
                if self.seen.insert(canon.clone()) {
                    self.stack.push(canon);
                    let r = self.walk(&path);
                    self.stack.pop();
                    r?;
                }
            } else if wanted {
                self.out.push(path);
            }
        }
        Ok(())
    }
}

/// The first invisible or confusable character of `text` (a no-break space, a zero-width
/// character, a bidirectional control, a byte-order mark: see [`diag::invisible`]), as a
/// diagnostic at its `file:line:col`. Scenario and profile files are read by parsers to which
/// such a character is no space, or which it makes show a line other than it reads: none is
/// accepted in them, a comment or a description included.
///
/// [`diag::invisible`]: super::diag::invisible
pub fn refuse_invisible(path: &Path, text: &str) -> Result<(), Diagnostic> {
    match text
        .char_indices()
        .find(|(_, c)| super::diag::invisible(*c).is_some())
    {
        Some((at, c)) => {
            let msg = super::diag::invisible_message(c, at == 0).unwrap_or_default();
            Err(Diagnostic::at(path, text, at, format!("found {msg}")).with_code("syntax"))
        }
        None => Ok(()),
    }
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
