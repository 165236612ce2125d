//! The profile loader on arbitrary bytes written to a temporary corpus (see `checks.rs`).
#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;

#[path = "../checks.rs"]
mod checks;

fn dir() -> &'static PathBuf {
    static D: OnceLock<PathBuf> = OnceLock::new();
    D.get_or_init(|| {
        std::env::temp_dir().join(format!("tablier-fuzz-profile-{}", std::process::id()))
    })
}

fuzz_target!(|data: &[u8]| checks::check_profile(data, dir()));
