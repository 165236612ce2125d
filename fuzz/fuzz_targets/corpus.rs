//! The Markdown reader of the annotated corpus on arbitrary text, and the lint of what it reads
//! (see `checks.rs`).
#![no_main]

use std::path::Path;
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use tablier::corpus::ScenarioIndex;

#[path = "../checks.rs"]
mod checks;

fn index() -> &'static ScenarioIndex {
    static I: OnceLock<ScenarioIndex> = OnceLock::new();
    I.get_or_init(|| {
        ScenarioIndex::new(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../scenarios"))
            .expect("the scenarios index")
    })
}

fuzz_target!(|data: &[u8]| checks::check_reading(data, index()));
