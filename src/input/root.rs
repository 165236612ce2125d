//! Where the corpus and the scenarios are read from: the *root*, a folder holding `corpus/`
//! (profiles and readings) and `scenarios/`.
//!
//! In order: `--root DIR`, then the `TABLIER_ROOT` variable, then the nearest working copy found
//! by walking up from the current folder (a folder whose `corpus/` holds a `<work>/profile.yaml`:
//! `fuzz/corpus` is not one), and last the copy embedded in the binary (written once into a
//! cache folder, so every reader works on files as usual). The binary registers its embedded
//! copy with [`set_embedded`] and its `--root` with [`set_flag`]; the root is found on first
//! use ([`get`]), so commands that need none (`show`, `moves`) never look for one.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

use include_dir::Dir;

/// How the root was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Found {
    /// `--root DIR`.
    Flag,
    /// The `TABLIER_ROOT` variable.
    Env,
    /// The current folder is a working copy.
    Here,
    /// A working copy above the current folder.
    Above,
    /// No working copy: the copy embedded in the binary.
    Embedded,
}

/// The folder holding `corpus/` and `scenarios/`, and how it was found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Root {
    /// Relative to the current folder where it was found by walking up (`""` for the current
    /// folder itself, so paths print as before: `scenarios/…`).
    pub dir: PathBuf,
    pub found: Found,
}

impl Root {
    /// The profiles and readings.
    #[must_use]
    pub fn corpus(&self) -> PathBuf {
        self.dir.join("corpus")
    }

    /// The scenarios.
    #[must_use]
    pub fn scenarios(&self) -> PathBuf {
        self.dir.join("scenarios")
    }

    /// A line saying which copy is used, when it is not the current folder.
    #[must_use]
    pub fn note(&self) -> Option<String> {
        let abs = std::fs::canonicalize(&self.dir)
            .or_else(|_| std::path::absolute(&self.dir))
            .unwrap_or_else(|_| self.dir.clone());
        match self.found {
            Found::Here => None,
            Found::Above => Some(format!("using the working copy at {}", abs.display())),
            Found::Flag => Some(format!("using the root given by --root: {}", abs.display())),
            Found::Env => Some(format!("using TABLIER_ROOT: {}", abs.display())),
            Found::Embedded => Some(format!(
                "no working copy here (no folder with corpus/ from the current one up): \
                 using the corpus and scenarios embedded in tablier {}, unpacked at {}",
                env!("CARGO_PKG_VERSION"),
                abs.display()
            )),
        }
    }
}

/// The corpus and scenarios compiled into the binary.
#[derive(Debug, Clone, Copy)]
pub struct Embedded {
    pub corpus: &'static Dir<'static>,
    pub scenarios: &'static Dir<'static>,
}

static EMBEDDED: OnceLock<Embedded> = OnceLock::new();
static FLAG: OnceLock<PathBuf> = OnceLock::new();
static ROOT: OnceLock<Result<Root, String>> = OnceLock::new();
static USED: AtomicBool = AtomicBool::new(false);

/// Registers the copy embedded in the binary, the last resort of [`get`].
pub fn set_embedded(e: Embedded) {
    let _ = EMBEDDED.set(e);
}

/// Registers `--root DIR`, before the first [`get`].
pub fn set_flag(dir: PathBuf) {
    let _ = FLAG.set(dir);
}

/// The root, found on first use (see the module docs).
///
/// # Errors
///
/// `--root` or `TABLIER_ROOT` names no working copy; no working copy is found and the binary
/// has no embedded copy (or it cannot be unpacked).
pub fn get() -> Result<&'static Root, String> {
    USED.store(true, Ordering::Relaxed);
    ROOT.get_or_init(|| {
        let cwd = std::env::current_dir().unwrap_or_default();
        let env = std::env::var_os("TABLIER_ROOT").map(PathBuf::from);
        locate(FLAG.get().map(PathBuf::as_path), env.as_deref(), &cwd).or_else(|e| match e {
            Missing::NoWorkingCopy => match EMBEDDED.get() {
                Some(emb) => unpack(emb).map(|dir| Root {
                    dir,
                    found: Found::Embedded,
                }),
                None => Err(format!(
                    "no working copy found: no folder holding corpus/ from {} up (give --root DIR)",
                    cwd.display()
                )),
            },
            Missing::Bad(msg) => Err(msg),
        })
    })
    .as_ref()
    .map_err(Clone::clone)
}

/// Whether a command asked for the root (then its [`Root::note`] is worth printing).
#[must_use]
pub fn used() -> bool {
    USED.load(Ordering::Relaxed)
}

/// Why [`locate`] found no root.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Missing {
    /// Nothing given and no working copy from `cwd` up.
    NoWorkingCopy,
    /// `--root` or `TABLIER_ROOT` names a folder that is not a working copy.
    Bad(String),
}

/// A working copy: `dir/corpus/<work>/profile.yaml` exists for some work.
#[must_use]
pub fn is_working_copy(dir: &Path) -> bool {
    std::fs::read_dir(dir.join("corpus")).is_ok_and(|rd| {
        rd.filter_map(Result::ok)
            .any(|e| e.path().join("profile.yaml").is_file())
    })
}

/// The root from `--root`, `TABLIER_ROOT` or the working copies from `cwd` up (the embedded
/// copy aside).
///
/// # Errors
///
/// See [`Missing`].
pub fn locate(flag: Option<&Path>, env: Option<&Path>, cwd: &Path) -> Result<Root, Missing> {
    for (given, found, what) in [
        (flag, Found::Flag, "--root"),
        (env, Found::Env, "TABLIER_ROOT"),
    ] {
        if let Some(dir) = given.filter(|d| !d.as_os_str().is_empty()) {
            return if is_working_copy(dir) {
                Ok(Root {
                    dir: dir.to_path_buf(),
                    found,
                })
            } else {
                Err(Missing::Bad(format!(
                    "{what} {}: expected a folder holding corpus/<work>/profile.yaml, found none",
                    dir.display()
                )))
            };
        }
    }
    for (up, dir) in cwd.ancestors().enumerate() {
        if is_working_copy(dir) {
            return Ok(if up == 0 {
                Root {
                    dir: PathBuf::new(),
                    found: Found::Here,
                }
            } else {
                Root {
                    dir: std::iter::repeat_n("..", up).collect(),
                    found: Found::Above,
                }
            });
        }
    }
    Err(Missing::NoWorkingCopy)
}

/// A digest of the embedded files (FNV-1a over paths and contents), naming the cache folder.
fn fingerprint(e: &Embedded) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |bytes: &[u8]| {
        for &b in bytes {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        h ^= 0xff;
        h = h.wrapping_mul(0x0100_0000_01b3);
    };
    for (top, dir) in [("corpus", e.corpus), ("scenarios", e.scenarios)] {
        for (path, bytes) in files_of(dir) {
            eat(top.as_bytes());
            eat(path.to_string_lossy().as_bytes());
            eat(bytes);
        }
    }
    h
}

/// Every file under `dir`, with its path relative to the embedded folder.
fn files_of(dir: &'static Dir<'static>) -> Vec<(&'static Path, &'static [u8])> {
    let mut out: Vec<_> = dir.files().map(|f| (f.path(), f.contents())).collect();
    for d in dir.dirs() {
        out.extend(files_of(d));
    }
    out.sort_by_key(|(p, _)| *p);
    out
}

/// The cache folder for unpacked copies: `$XDG_CACHE_HOME/tablier`, `~/.cache/tablier`, or
/// the temporary folder.
fn cache_base() -> PathBuf {
    let var = |k: &str| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    var("XDG_CACHE_HOME")
        .or_else(|| var("HOME").map(|h| h.join(".cache")))
        .map_or_else(
            || std::env::temp_dir().join("tablier-cache"),
            |c| c.join("tablier"),
        )
}

/// Unpacks the embedded copy once per content into the cache and returns its folder. A copy
/// is written beside its final name and renamed into place, so a reader never sees half of one.
fn unpack(e: &Embedded) -> Result<PathBuf, String> {
    let name = format!(
        "embedded-{}-{:016x}",
        env!("CARGO_PKG_VERSION"),
        fingerprint(e)
    );
    let mut last = String::new();
    for base in [cache_base(), std::env::temp_dir().join("tablier-cache")] {
        let dest = base.join(&name);
        if dest.join(".complete").is_file() {
            return Ok(dest);
        }
        match write_copy(e, &base, &name) {
            Ok(()) => return Ok(dest),
            Err(err) => {
                last = format!(
                    "cannot unpack the embedded corpus into {}: {err}",
                    base.display()
                )
            }
        }
    }
    Err(last)
}

fn write_copy(e: &Embedded, base: &Path, name: &str) -> std::io::Result<()> {
    let tmp = base.join(format!("{name}.tmp{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    for (top, dir) in [("corpus", e.corpus), ("scenarios", e.scenarios)] {
        for (path, bytes) in files_of(dir) {
            let p = tmp.join(top).join(path);
            if let Some(parent) = p.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(p, bytes)?;
        }
    }
    std::fs::write(tmp.join(".complete"), "")?;
    let dest = base.join(name);
    match std::fs::rename(&tmp, &dest) {
        Ok(()) => Ok(()),
        // another process unpacked the same copy first
        Err(_) if dest.join(".complete").is_file() => {
            let _ = std::fs::remove_dir_all(&tmp);
            Ok(())
        }
        Err(err) => {
            let _ = std::fs::remove_dir_all(&tmp);
            Err(err)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("tablier-root-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    #[test]
    fn walks_up_to_the_nearest_working_copy() {
        let d = scratch("walk");
        std::fs::create_dir_all(d.join("corpus/w")).unwrap();
        std::fs::write(d.join("corpus/w/profile.yaml"), "").unwrap();
        // a cargo-fuzz corpus below is not a working copy
        std::fs::create_dir_all(d.join("fuzz/corpus/notation")).unwrap();
        let deep = d.join("fuzz");
        let r = locate(None, None, &deep).unwrap();
        assert_eq!(r.found, Found::Above);
        assert_eq!(r.dir, PathBuf::from(".."));
        assert_eq!(r.corpus(), PathBuf::from("../corpus"));
        let here = locate(None, None, &d).unwrap();
        assert_eq!(
            (here.found, here.scenarios()),
            (Found::Here, PathBuf::from("scenarios"))
        );
        // the flag wins over the variable, and a bad one is an error, not a fallback
        let r = locate(Some(&d), Some(Path::new("/nonexistent")), Path::new("/")).unwrap();
        assert_eq!(r.found, Found::Flag);
        assert!(matches!(
            locate(None, Some(&deep), &d),
            Err(Missing::Bad(m)) if m.starts_with("TABLIER_ROOT")
        ));
        let _ = std::fs::remove_dir_all(&d);
    }

    #[test]
    fn no_working_copy_above_a_bare_folder() {
        let d = scratch("bare");
        // temp folders sit outside any working copy
        if !std::env::temp_dir().ancestors().any(is_working_copy) {
            assert_eq!(locate(None, None, &d), Err(Missing::NoWorkingCopy));
        }
        let _ = std::fs::remove_dir_all(&d);
    }
}
