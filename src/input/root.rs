//! Where the corpus and the scenarios are read from: the *root*, a folder holding `corpus/`
//! (profiles and readings) and `scenarios/`.
//!
//! In order: `--root DIR`, then the `TABLIER_ROOT` variable, then the nearest working copy found
//! by walking up from the current folder (a folder whose `corpus/` holds a `<work>/profile.yaml`:
//! `fuzz/corpus` is not one), and last the copy embedded in the binary (written once into a
//! private cache folder, so every reader works on files as usual, and compared file by file
//! with the binary's before each use: an edited or planted copy is never used, see
//! [`unpack`]). The binary registers its embedded
//! copy with [`set_embedded`] and its `--root` with [`set_flag`]; the root is found on first
//! use ([`get`]), so commands that need none (`show`, `moves`) never look for one.

use std::fs;
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
                 using the corpus and scenarios embedded in tablier {}, unpacked at {}{}",
                env!("CARGO_PKG_VERSION"),
                abs.display(),
                REMARK
                    .lock()
                    .ok()
                    .and_then(|r| r.clone())
                    .map_or(String::new(), |r| format!(" ({r})"))
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
    let mut h = super::hash::Fnv::new();
    // each piece closed by a 0xff byte, which no UTF-8 path holds
    let mut eat = |bytes: &[u8]| {
        h.write(bytes);
        h.write(&[0xff]);
    };
    for (top, dir) in [("corpus", e.corpus), ("scenarios", e.scenarios)] {
        for (path, bytes) in files_of(dir) {
            eat(top.as_bytes());
            eat(path.to_string_lossy().as_bytes());
            eat(bytes);
        }
    }
    h.finish()
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

/// The cache folder for unpacked copies: `$XDG_CACHE_HOME/tablier`, else `$HOME/.cache/tablier`;
/// a relative value is ignored, as the XDG specification says (it would unpack into whatever
/// the current folder is). `None` when neither is set to an absolute path.
fn cache_base() -> Option<PathBuf> {
    let var = |k: &str| {
        std::env::var_os(k)
            .map(PathBuf::from)
            .filter(|v| v.is_absolute())
    };
    var("XDG_CACHE_HOME")
        .or_else(|| var("HOME").map(|h| h.join(".cache")))
        .map(|c| c.join("tablier"))
}

/// What the note of the embedded copy adds: a copy found changed and unpacked again, or why
/// no cache folder was used.
static REMARK: std::sync::Mutex<Option<String>> = std::sync::Mutex::new(None);

fn remark(text: String) {
    if let Ok(mut r) = REMARK.lock() {
        *r = Some(text);
    }
}

/// A private temporary copy made by this process, removed by [`cleanup`].
static PRIVATE: std::sync::Mutex<Option<PathBuf>> = std::sync::Mutex::new(None);

/// Removes the private temporary copy of the embedded files, if this process made one (when
/// no cache folder could be used). The binary calls it before it exits.
pub fn cleanup() {
    if let Ok(mut p) = PRIVATE.lock() {
        if let Some(dir) = p.take() {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

/// The embedded copy unpacked, verified, and its folder. In order:
///
/// 1. the cache folder ([`cache_base`]), if it is ours and private (a real folder, not
///    writable by anyone else), and so is the copy in it: its copy of this content (named
///    after its fingerprint) is used only once every file has been compared with the binary's
///    (its size first, its bytes only when the size is the same) and nothing else found in
///    it; a copy that differs (a file edited, deleted or added, an unpacking cut short) is
///    removed and unpacked again; a copy that belongs to another user is neither used nor
///    removed;
/// 2. else a private folder of this process's own, of an unpredictable name, made with
///    permissions for its owner only, unpacked and verified likewise, and removed when the
///    process ends ([`cleanup`]). No folder of a predictable name outside the user's own cache
///    is ever used: another local user could have planted it.
fn unpack(e: &Embedded) -> Result<PathBuf, String> {
    let name = format!(
        "embedded-{}-{:016x}",
        env!("CARGO_PKG_VERSION"),
        fingerprint(e)
    );
    let mut why =
        String::from("no cache folder (neither XDG_CACHE_HOME nor HOME is an absolute path)");
    if let Some(base) = cache_base() {
        match cached(e, &base, &name) {
            Ok(dir) => return Ok(dir),
            Err(err) => why = format!("the cache folder {} cannot be used: {err}", base.display()),
        }
    }
    remark(format!(
        "a private temporary folder, removed on exit: {why}"
    ));
    private_copy(e).map_err(|err| {
        format!(
            "cannot unpack the embedded corpus ({why}), nor into a private temporary folder: {err}"
        )
    })
}

/// The verified copy in the cache folder `base`, unpacked (again) if need be.
fn cached(e: &Embedded, base: &Path, name: &str) -> std::io::Result<PathBuf> {
    let me = private_dir(base)?;
    let dest = base.join(name);
    if let Ok(meta) = fs::symlink_metadata(&dest) {
        // a copy of another user's (planted, or unpacked by another account) is not used, as
        // a cache folder of another's is not
        owned_by(&meta, me)?;
        match verify(e, &dest) {
            Ok(()) => return Ok(dest),
            Err(why) => {
                // changed since it was unpacked (or half unpacked): not used, unpacked again
                remark(format!(
                    "the copy found there differed from the binary's ({why}): it was unpacked \
                     again"
                ));
                fs::remove_dir_all(&dest)?;
            }
        }
    }
    let tmp = base.join(format!(
        "{name}.tmp{}-{}",
        std::process::id(),
        fastrand::u64(..)
    ));
    write_copy(e, &tmp)?;
    match fs::rename(&tmp, &dest) {
        Ok(()) => {}
        // another process unpacked the same copy first
        Err(_) => {
            let _ = fs::remove_dir_all(&tmp);
        }
    }
    verify(e, &dest)?;
    Ok(dest)
}

/// A copy in a new folder of the temporary folder, of a random name, for this process only.
fn private_copy(e: &Embedded) -> std::io::Result<PathBuf> {
    let tmp = std::env::temp_dir();
    let mut last = std::io::Error::other("no attempt");
    for _ in 0..16 {
        let dir = tmp.join(format!("tablier-{:016x}", fastrand::u64(..)));
        match make_private(&dir) {
            Ok(()) => {
                if let Ok(mut p) = PRIVATE.lock() {
                    *p = Some(dir.clone());
                }
                let copy = dir.join("copy");
                write_copy(e, &copy)?;
                verify(e, &copy)?;
                return Ok(copy);
            }
            // a name taken (by anyone): another one
            Err(err) => last = err,
        }
    }
    Err(last)
}

/// Creates `dir` (not there before), readable and writable by its owner only.
fn make_private(dir: &Path) -> std::io::Result<()> {
    let mut b = fs::DirBuilder::new();
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt as _;
        b.mode(0o700);
    }
    b.create(dir)
}

/// The owner of a file (its user id), where the system has owners.
type Owner = Option<u32>;

/// Makes sure `dir` is a private folder of this user's: created (owner only) if missing, else
/// a real folder (not a link) that no one else can write to, owned by whoever runs tablier.
/// Returns who that is (the owner of the files this process creates).
fn private_dir(dir: &Path) -> std::io::Result<Owner> {
    if let Some(parent) = dir.parent() {
        fs::create_dir_all(parent)?;
    }
    match make_private(dir) {
        Ok(()) => return Ok(owner(&fs::symlink_metadata(dir)?)),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(e),
    }
    let meta = fs::symlink_metadata(dir)?;
    if !meta.is_dir() {
        return Err(std::io::Error::other(
            "it is not a folder (a link, or a file)",
        ));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt as _;
        if meta.mode() & 0o022 != 0 {
            return Err(std::io::Error::other(
                "others than its owner may write to it",
            ));
        }
        // who runs tablier: the owner of a file it creates
        let probe = dir.join(format!(
            ".probe{}-{}",
            std::process::id(),
            fastrand::u64(..)
        ));
        fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&probe)?;
        let me = fs::symlink_metadata(&probe).map(|m| owner(&m));
        let _ = fs::remove_file(&probe);
        let me = me?;
        owned_by(&meta, me)?;
        Ok(me)
    }
    #[cfg(not(unix))]
    Ok(None)
}

/// The owner of a file, where the system has one.
fn owner(meta: &fs::Metadata) -> Owner {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt as _;
        Some(meta.uid())
    }
    #[cfg(not(unix))]
    {
        let _ = meta;
        None
    }
}

/// An error unless `meta` is owned by `me`.
fn owned_by(meta: &fs::Metadata, me: Owner) -> std::io::Result<()> {
    if owner(meta) == me {
        Ok(())
    } else {
        Err(std::io::Error::other("it belongs to another user"))
    }
}

/// Whether `dir` holds exactly the embedded files: the same paths, the same bytes, nothing
/// more (no other file, no link). A file is read only when its size is the expected one.
fn verify(e: &Embedded, dir: &Path) -> std::io::Result<()> {
    let differs = |what: String| Err(std::io::Error::other(what));
    let meta = fs::symlink_metadata(dir)?;
    if !meta.is_dir() {
        return differs(format!("{} is not a folder", dir.display()));
    }
    let mut expected: std::collections::BTreeMap<PathBuf, &[u8]> =
        std::collections::BTreeMap::new();
    for (top, d) in [("corpus", e.corpus), ("scenarios", e.scenarios)] {
        for (path, bytes) in files_of(d) {
            expected.insert(Path::new(top).join(path), bytes);
        }
    }
    let mut found = 0;
    let mut todo = vec![PathBuf::new()];
    while let Some(rel) = todo.pop() {
        for entry in fs::read_dir(dir.join(&rel))? {
            let entry = entry?;
            let r = rel.join(entry.file_name());
            let kind = entry.file_type()?;
            if kind.is_dir() {
                todo.push(r);
            } else if !kind.is_file() {
                return differs(format!("{} is not a file", r.display()));
            } else {
                // the size first (from the metadata): a file of another size is not read
                let same_size = |bytes: &[u8]| {
                    entry
                        .metadata()
                        .is_ok_and(|m| m.len() == bytes.len() as u64)
                };
                match expected.get(&r) {
                    Some(bytes) if same_size(bytes) && fs::read(dir.join(&r))? == *bytes => {
                        found += 1;
                    }
                    Some(_) => return differs(format!("{} was changed", r.display())),
                    None => return differs(format!("{} is not in the binary", r.display())),
                }
            }
        }
    }
    if found == expected.len() {
        Ok(())
    } else {
        let n = expected.len() - found;
        differs(crate::engine::spelling::count(
            n,
            "file missing",
            "files missing",
        ))
    }
}

/// Writes the embedded files into `dest`, a folder that must not exist yet (made private).
fn write_copy(e: &Embedded, dest: &Path) -> std::io::Result<()> {
    make_private(dest)?;
    let written = (|| {
        for (top, dir) in [("corpus", e.corpus), ("scenarios", e.scenarios)] {
            for (path, bytes) in files_of(dir) {
                let p = dest.join(top).join(path);
                if let Some(parent) = p.parent() {
                    fs::create_dir_all(parent)?;
                }
                fs::OpenOptions::new()
                    .write(true)
                    .create_new(true)
                    .open(&p)
                    .and_then(|mut f| {
                        use std::io::Write as _;
                        f.write_all(bytes)
                    })?;
            }
        }
        Ok(())
    })();
    if written.is_err() {
        let _ = fs::remove_dir_all(dest);
    }
    written
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
