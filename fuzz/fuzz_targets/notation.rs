//! `parse_position` on arbitrary text: errors point inside the text, every notation prints back
//! what it read, validation agrees with an independent reading of the rules, and the legal plays
//! of a validated position keep every invariant (see `checks.rs`).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../checks.rs"]
mod checks;

fuzz_target!(|data: &[u8]| checks::check_notation(data));
