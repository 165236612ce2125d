//! The scenario ids under a scenarios folder: an id is the file's path under the folder
//! without `.scn` (`lepeintre-1818/part1/1-iii-fig7-mezeas`), as the format requires.

use crate::input::files;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::input::diag::Diagnostic;

/// Every scenario id under a root folder, with its file.
#[derive(Debug, Clone, Default)]
pub struct ScenarioIndex {
    pub root: PathBuf,
    pub ids: BTreeMap<String, PathBuf>,
}

impl ScenarioIndex {
    /// Indexes the `.scn` files under `root`.
    pub fn new(root: &Path) -> Result<ScenarioIndex, Diagnostic> {
        let files = files::discover(&[root.to_path_buf()])?;
        let mut ids = BTreeMap::new();
        for f in files {
            if let Some(id) = id_of(root, &f) {
                if let Some(d) = crate::conformance::scenario::lint::unsafe_id(&f, &id) {
                    return Err(d);
                }
                ids.insert(id, f);
            }
        }
        Ok(ScenarioIndex {
            root: root.to_path_buf(),
            ids,
        })
    }

    /// The file of a scenario id.
    #[must_use]
    pub fn path(&self, id: &str) -> Option<&Path> {
        self.ids.get(id).map(PathBuf::as_path)
    }
}

/// The id of `file` under `root`: its relative path, `/`-separated, without `.scn`.
#[must_use]
pub fn id_of(root: &Path, file: &Path) -> Option<String> {
    let rel = file.strip_prefix(root).ok()?.with_extension("");
    let parts: Vec<String> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    (!parts.is_empty()).then(|| parts.join("/"))
}
