//! Where tablier may read and write: every path is resolved (symbolic links followed, `..`
//! taken away) and checked against the folder it belongs to — a working copy for what is read
//! from it, the site's folder for what `report --html` writes. A link that leaves its folder is
//! refused, a loop of links is detected, and nothing is written or removed through a link:
//! files are written beside their final name and renamed into place
//! ([`write_atomic`]), so a reader (or a second run) never sees half of one.

use std::fs;
use std::io;
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// `path` made absolute and resolved as far as it exists (links followed), the rest (which
/// does not exist yet) appended with `.` and `..` taken away lexically.
#[must_use]
pub fn resolve(path: &Path) -> PathBuf {
    // `""` is the current folder, as a root found here is written
    let path = if path.as_os_str().is_empty() {
        Path::new(".")
    } else {
        path
    };
    let abs = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let mut existing = abs.as_path();
    let mut rest: Vec<&std::ffi::OsStr> = Vec::new();
    loop {
        if let Ok(c) = fs::canonicalize(existing) {
            let mut out = c;
            for part in rest.iter().rev() {
                push_lexical(&mut out, Path::new(part));
            }
            return out;
        }
        match (existing.parent(), existing.file_name()) {
            (Some(parent), Some(name)) => {
                rest.push(name);
                existing = parent;
            }
            _ => return normalize(&abs),
        }
    }
}

fn push_lexical(out: &mut PathBuf, part: &Path) {
    for c in part.components() {
        match c {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
}

/// `a/b/../c` as `a/c`, lexically.
#[must_use]
pub fn normalize(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            Component::ParentDir => {
                let up = matches!(
                    out.components().next_back(),
                    None | Some(Component::ParentDir)
                );
                if up || !out.pop() {
                    out.push("..");
                }
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

/// Whether `path` resolves inside `folder` (itself included); both are resolved.
#[must_use]
pub fn is_within(path: &Path, folder: &Path) -> bool {
    resolve(path).starts_with(resolve(folder))
}

/// The working copy `path` lies in, written as given (its nearest ancestor, `path` itself
/// included, holding `corpus/<work>/profile.yaml`), resolved; `None` outside any.
#[must_use]
pub fn working_copy_of(path: &Path) -> Option<PathBuf> {
    let path = if path.as_os_str().is_empty() {
        Path::new(".")
    } else {
        path
    };
    let abs = normalize(&std::path::absolute(path).ok()?);
    abs.ancestors()
        .find(|d| super::root::is_working_copy(d))
        .and_then(|d| fs::canonicalize(d).ok())
}

/// The folder the files under `dir` must stay in: the working copy `dir` lies in, else `dir`
/// itself; resolved.
#[must_use]
pub fn place_of(dir: &Path) -> PathBuf {
    working_copy_of(dir).unwrap_or_else(|| resolve(dir))
}

/// What is at `path` when it is neither a regular file (links followed) nor nothing at all:
/// `a symbolic link loop`, `a symbolic link to nothing`, `a folder`, `a named pipe`… for a
/// message; `None` for a regular file, or when nothing is there. Only metadata is read: nothing
/// is opened (a named pipe would block the reader).
#[must_use]
pub fn not_a_file(path: &Path) -> Option<String> {
    let meta = fs::symlink_metadata(path).ok()?;
    let link = meta.file_type().is_symlink();
    let meta = if link {
        match fs::metadata(path) {
            Ok(m) => m,
            Err(_) if link_loops(path) => return Some("a symbolic link loop".into()),
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                return Some("a symbolic link to nothing".into())
            }
            Err(e) => return Some(format!("a symbolic link that cannot be followed ({e})")),
        }
    } else {
        meta
    };
    let kind = meta.file_type();
    let what = if kind.is_file() {
        return None;
    } else if kind.is_dir() {
        "a folder"
    } else {
        special_kind(&kind)
    };
    Some(if link {
        format!("a symbolic link to {what}")
    } else {
        what.to_string()
    })
}

/// A file that is neither a regular file nor a folder, named.
fn special_kind(kind: &fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if kind.is_fifo() {
            return "a named pipe";
        }
        if kind.is_socket() {
            return "a socket";
        }
        if kind.is_block_device() || kind.is_char_device() {
            return "a device";
        }
    }
    let _ = kind;
    "a special file"
}

/// Whether following the links from `path` comes back to one already passed.
fn link_loops(path: &Path) -> bool {
    let mut seen = std::collections::HashSet::new();
    let mut at = normalize(&std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf()));
    // as many links as the system follows, and more
    for _ in 0..64 {
        if !seen.insert(at.clone()) {
            return true;
        }
        let Ok(target) = fs::read_link(&at) else {
            return false;
        };
        at = normalize(&at.parent().unwrap_or(Path::new("/")).join(target));
    }
    true
}

/// Why a path was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refused {
    /// A symbolic link whose target lies outside the folder.
    Leaves { link: PathBuf, target: PathBuf },
    /// A symbolic link on the way to a file written or removed.
    Link(PathBuf),
    /// A link to a folder above it (or a cycle of links).
    Loop { link: PathBuf, target: PathBuf },
    /// Something else than a folder on the way, or than a file at the end.
    NotAFile(PathBuf),
}

impl Refused {
    /// The path at fault.
    #[must_use]
    pub fn path(&self) -> &Path {
        match self {
            Refused::Leaves { link, .. } | Refused::Loop { link, .. } => link,
            Refused::Link(p) | Refused::NotAFile(p) => p,
        }
    }

    /// What is wrong, in one line (without the path).
    #[must_use]
    pub fn message(&self, folder: &Path) -> String {
        match self {
            Refused::Leaves { target, .. } => format!(
                "expected a file or folder inside {}, found a symbolic link out of it (to {}): \
                 tablier reads nothing outside its folder; copy the file in instead",
                folder.display(),
                target.display()
            ),
            Refused::Link(_) => format!(
                "expected a plain file or folder in {}, found a symbolic link: tablier writes \
                 and removes nothing through a link (remove it, or choose another folder)",
                folder.display()
            ),
            Refused::Loop { target, .. } => format!(
                "expected a folder, found a symbolic link loop: it leads back to {}, a folder \
                 above it",
                target.display()
            ),
            Refused::NotAFile(_) => {
                "expected a file tablier writes (or nothing), found a folder or a special file"
                    .to_string()
            }
        }
    }
}

/// `dir/rel`, checked for writing: `rel` is relative and plain (no `..`), and every part of it
/// that exists under `dir` is a real folder (no link), its last part a regular file or nothing.
///
/// # Errors
///
/// The part at fault.
pub fn checked_target(dir: &Path, rel: &Path) -> Result<PathBuf, Refused> {
    let parts: Vec<Component> = rel.components().collect();
    if parts.is_empty() || !parts.iter().all(|c| matches!(c, Component::Normal(_))) {
        return Err(Refused::NotAFile(dir.join(rel)));
    }
    let mut p = dir.to_path_buf();
    for (i, c) in parts.iter().enumerate() {
        p.push(c);
        let last = i + 1 == parts.len();
        match fs::symlink_metadata(&p) {
            Err(_) => return Ok(dir.join(rel)),
            Ok(m) if m.file_type().is_symlink() => return Err(Refused::Link(p)),
            Ok(m) if last && !m.is_file() => return Err(Refused::NotAFile(p)),
            Ok(m) if !last && !m.is_dir() => return Err(Refused::NotAFile(p)),
            Ok(_) => {}
        }
    }
    Ok(p)
}

static COUNTER: AtomicU64 = AtomicU64::new(0);

/// Writes `bytes` to `dir/rel`: its folders created (none through a link), the bytes written
/// to a new file beside it and renamed over it, so a reader sees the old file or the new one,
/// never half of either. A link on the way or at `rel` is refused, never followed.
///
/// # Errors
///
/// A refused path ([`checked_target`]), or what the file system says.
pub fn write_atomic(dir: &Path, rel: &Path, bytes: &[u8]) -> Result<PathBuf, WriteError> {
    let target = checked_target(dir, rel).map_err(WriteError::Refused)?;
    let parent = target.parent().unwrap_or(dir).to_path_buf();
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    // A concurrent run may remove a folder it found empty between our creating it and
    // writing into it: try again.
    let mut tries = 0;
    loop {
        tries += 1;
        fs::create_dir_all(&parent).map_err(|e| WriteError::Io(parent.clone(), e))?;
        let tmp = parent.join(format!(
            ".{name}.{}-{}.tmp",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let written = fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)
            .and_then(|mut f| {
                use io::Write as _;
                f.write_all(bytes)
            });
        match written {
            Err(e) if e.kind() == io::ErrorKind::NotFound && tries < 5 => continue,
            Err(e) => {
                let _ = fs::remove_file(&tmp);
                return Err(WriteError::Io(target, e));
            }
            Ok(()) => {}
        }
        // checked again: a link may have been planted since
        if let Err(r) = checked_target(dir, rel) {
            let _ = fs::remove_file(&tmp);
            return Err(WriteError::Refused(r));
        }
        return match fs::rename(&tmp, &target) {
            Ok(()) => Ok(target),
            Err(e) => {
                let _ = fs::remove_file(&tmp);
                Err(WriteError::Io(target, e))
            }
        };
    }
}

/// Removes the regular file `dir/rel` (never through a link, never a folder), and then the
/// folders under `dir` it leaves empty. A file already gone is no error (another run removed
/// it).
///
/// # Errors
///
/// A refused path, or what the file system says.
pub fn remove_file_in(dir: &Path, rel: &Path) -> Result<(), WriteError> {
    let target = match checked_target(dir, rel) {
        Ok(t) => t,
        // the file is a folder or a link now: not ours to remove
        Err(Refused::NotAFile(_) | Refused::Link(_)) => return Ok(()),
        Err(r) => return Err(WriteError::Refused(r)),
    };
    match fs::remove_file(&target) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(WriteError::Io(target, e)),
    }
    let mut up = rel.parent();
    while let Some(p) = up.filter(|p| !p.as_os_str().is_empty()) {
        let d = dir.join(p);
        let real_dir = fs::symlink_metadata(&d).is_ok_and(|m| m.is_dir());
        if !real_dir || fs::remove_dir(&d).is_err() {
            break;
        }
        up = p.parent();
    }
    Ok(())
}

/// A write or removal that failed.
#[derive(Debug)]
pub enum WriteError {
    Refused(Refused),
    Io(PathBuf, io::Error),
}

impl WriteError {
    /// The path at fault and what went wrong, `folder` being the folder written into.
    #[must_use]
    pub fn describe(&self, folder: &Path) -> (PathBuf, String) {
        match self {
            WriteError::Refused(r) => (r.path().to_path_buf(), r.message(folder)),
            WriteError::Io(p, e) => (p.clone(), format!("cannot write: {e}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("tablier-paths-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&d);
        fs::create_dir_all(&d).unwrap();
        fs::canonicalize(d).unwrap()
    }

    #[test]
    fn resolve_takes_dots_away_past_what_exists() {
        let d = scratch("resolve");
        assert_eq!(resolve(&d.join("a/../b/./c")), d.join("b/c"));
        assert_eq!(resolve(&d), d);
        assert_eq!(
            normalize(Path::new("a/b/../../../../x")),
            Path::new("../../x")
        );
        assert_eq!(normalize(Path::new("./a/./b/..")), Path::new("a"));
        assert!(is_within(&d.join("x/y"), &d));
        assert!(!is_within(&d.join("../elsewhere"), &d));
        let _ = fs::remove_dir_all(&d);
    }

    #[test]
    fn targets_with_dots_or_absolute_are_refused() {
        let d = scratch("dots");
        for rel in ["../x", "/etc/x", "a/../../x", ""] {
            assert!(checked_target(&d, Path::new(rel)).is_err(), "{rel}");
        }
        assert_eq!(
            checked_target(&d, Path::new("a/b.html")),
            Ok(d.join("a/b.html"))
        );
        let _ = fs::remove_dir_all(&d);
    }

    #[cfg(unix)]
    #[test]
    fn nothing_is_written_or_removed_through_a_link() {
        let d = scratch("links");
        let outside = d.join("outside");
        fs::create_dir_all(&outside).unwrap();
        fs::write(outside.join("f.html"), "theirs").unwrap();
        let site = d.join("site");
        fs::create_dir_all(&site).unwrap();
        std::os::unix::fs::symlink(&outside, site.join("rule")).unwrap();
        std::os::unix::fs::symlink(outside.join("f.html"), site.join("index.html")).unwrap();
        assert!(matches!(
            write_atomic(&site, Path::new("rule/f.html"), b"x"),
            Err(WriteError::Refused(Refused::Link(_)))
        ));
        assert!(matches!(
            write_atomic(&site, Path::new("index.html"), b"x"),
            Err(WriteError::Refused(Refused::Link(_)))
        ));
        remove_file_in(&site, Path::new("rule/f.html")).unwrap();
        remove_file_in(&site, Path::new("index.html")).unwrap();
        assert_eq!(
            fs::read_to_string(outside.join("f.html")).unwrap(),
            "theirs"
        );
        // a plain write lands, and no temporary file is left
        write_atomic(&site, Path::new("a/b.html"), b"ok").unwrap();
        assert_eq!(fs::read_to_string(site.join("a/b.html")).unwrap(), "ok");
        assert_eq!(fs::read_dir(site.join("a")).unwrap().count(), 1);
        remove_file_in(&site, Path::new("a/b.html")).unwrap();
        assert!(!site.join("a").exists(), "the empty folder is removed");
        let _ = fs::remove_dir_all(&d);
    }
}
