//! The entries of the fuzz dictionaries that follow from the code's tables, printed for
//! `fuzz/run.sh`, which appends them to the static entries of `fuzz/dict/<target>.dict` before
//! each run (so no committed file changes when an option or a rule ID is added):
//!
//! ```sh
//! cargo run --quiet --example fuzz_dict -- profile    # every option key and value
//! cargo run --quiet --example fuzz_dict -- scenario   # every rule ID
//! ```
//!
//! Other targets have no generated entries. `tests/rule_options.rs` checks the output.

use tablier::engine::{trictrac::Rules, RuleId};

/// A libFuzzer dictionary entry: printable ASCII as it is, every other byte (a newline, the
/// UTF-8 bytes of `é`), the quote and the backslash as `\xNN`, which is all libFuzzer reads.
fn entry(text: &str) -> String {
    let mut out = String::from("\"");
    for b in text.bytes() {
        if (b' '..=b'~').contains(&b) && b != b'"' && b != b'\\' {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("\\x{b:02x}"));
        }
    }
    out.push_str("\"\n");
    out
}

/// The generated entries of `target`'s dictionary (empty for a target that has none).
pub fn entries(target: &str) -> String {
    match target {
        "profile" => {
            let mut block = String::new();
            for o in Rules::OPTIONS {
                for v in o.values {
                    block.push_str(&entry(&format!("  {}: {v}\n", o.key)));
                }
                block.push_str(&entry(&format!("  - {}\n", o.key)));
            }
            block
        }
        "scenario" => RuleId::ALL.iter().map(|r| entry(r.as_str())).collect(),
        _ => String::new(),
    }
}

fn main() {
    let target = std::env::args().nth(1).unwrap_or_default();
    print!("{}", entries(&target));
}
