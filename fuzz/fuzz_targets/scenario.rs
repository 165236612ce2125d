//! The scenario parser on arbitrary text, and every parsed file run through the runner under its
//! shipped profile (see `checks.rs`).
#![no_main]

use std::path::Path;
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use tablier::conformance::profile::Profiles;
use tablier::engine::trictrac::Rules;

#[path = "../checks.rs"]
mod checks;

fn profiles() -> &'static Option<Profiles> {
    static P: OnceLock<Option<Profiles>> = OnceLock::new();
    P.get_or_init(|| Profiles::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus")).ok())
}

fn resolve(name: &str) -> Option<Rules> {
    profiles().as_ref()?.get(name).map(|p| p.rules.clone())
}

fuzz_target!(|data: &[u8]| checks::check_scenario(data, &resolve));
