//! What follows from the one declaration of each rule option (`Rules::OPTIONS`):
//!
//! - the option table of the docs, printed by `tablier rules --options --markdown`, and the
//!   entries of the fuzz dictionaries that `fuzz/run.sh` generates before each run
//!   (`examples/fuzz_dict.rs`): both are made from the tables when asked for, so no committed
//!   file changes when an option is added; here, that each lists every option (and rule ID);
//! - which modules of `src/` read each option: each option is read somewhere, and (once the
//!   engine is one and the game state lives in the engine) in one module only.

mod common_files;

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::fs;
use std::path::Path;

use tablier::cli::rules::{options, options_markdown, Form};
use tablier::engine::{trictrac::Rules, RuleId};

#[path = "../examples/fuzz_dict.rs"]
#[allow(dead_code)]
mod fuzz_dict;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn the_docs_option_table_has_a_row_per_option() {
    let table = options_markdown();
    let rows: Vec<&str> = table.lines().filter(|l| l.starts_with("| `")).collect();
    assert_eq!(rows.len(), Rules::OPTIONS.len(), "{table}");
    for (o, row) in Rules::OPTIONS.iter().zip(&rows) {
        assert!(row.starts_with(&format!("| `{}` |", o.key)), "{row}");
        assert!(row.contains(&format!("**`{}`**", o.default)), "{row}");
        for v in o.values {
            assert!(row.contains(&format!("`{v}`")), "{v} in {row}");
        }
        for r in o.rules {
            assert!(row.contains(&format!("`{r}`")), "{r} in {row}");
        }
        // the doc on one line, its pipes escaped: the row has its four cells only
        assert_eq!(row.replace("\\|", "").matches('|').count(), 5, "{row}");
    }
}

#[test]
fn the_options_print_as_text_json_and_markdown() {
    let text = options(Form::Text);
    assert_eq!(text.code, 0);
    for o in Rules::OPTIONS {
        assert!(
            text.stdout.contains(&format!("{}: ", o.key)),
            "{} in {}",
            o.key,
            text.stdout
        );
    }
    let json = options(Form::Json);
    let v: serde_json::Value = serde_json::from_str(&json.stdout).expect("JSON");
    let keys: Vec<&str> = v
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|o| o["key"].as_str())
        .collect();
    // trictrac's options, then backgammon's (each marked `"game": "backgammon"`)
    let want: Vec<&str> = Rules::OPTIONS
        .iter()
        .chain(tablier::engine::tables::BgRules::OPTIONS)
        .map(|o| o.key)
        .collect();
    assert_eq!(keys, want);
    assert_eq!(options(Form::Markdown).stdout, options_markdown());
}

#[test]
fn the_fuzz_dictionaries_are_generated_with_every_option_and_rule() {
    let profile = fuzz_dict::entries("profile");
    for o in Rules::OPTIONS {
        for v in o.values {
            assert!(
                profile.contains(&format!("\"  {}: {v}\\x0a\"\n", o.key)),
                "{}: {v}",
                o.key
            );
        }
        assert!(profile.contains(&format!("\"  - {}\\x0a\"\n", o.key)));
    }
    let scenario = fuzz_dict::entries("scenario");
    assert_eq!(scenario.lines().count(), RuleId::ALL.len());
    for r in RuleId::ALL {
        // libFuzzer reads ASCII only: `dice.primauté` as `dice.primaut\xc3\xa9`
        let escaped: String = r
            .as_str()
            .bytes()
            .map(|b| {
                if b.is_ascii_graphic() {
                    char::from(b).to_string()
                } else {
                    format!("\\x{b:02x}")
                }
            })
            .collect();
        assert!(scenario.contains(&format!("\"{escaped}\"\n")), "{r}");
    }
    assert!(
        scenario.contains("\"dice.primaut\\xc3\\xa9\"\n"),
        "{scenario}"
    );
    for t in ["profile", "scenario", "notation", "corpus"] {
        let file = fs::read_to_string(root().join(format!("fuzz/dict/{t}.dict"))).expect("dict");
        for text in [file, fuzz_dict::entries(t)] {
            assert!(
                text.is_ascii(),
                "{t}: libFuzzer rejects a dictionary that is not ASCII"
            );
        }
    }
    assert!(fuzz_dict::entries("notation").is_empty());
    // the committed dictionaries hold only the static entries, and run.sh adds the rest
    for t in ["profile", "scenario"] {
        let file = fs::read_to_string(root().join(format!("fuzz/dict/{t}.dict"))).expect("dict");
        assert!(!file.contains("generated"), "fuzz/dict/{t}.dict");
        let run = fs::read_to_string(root().join("fuzz/run.sh")).expect("run.sh");
        assert!(
            run.contains("--example fuzz_dict"),
            "run.sh generates the entries"
        );
    }
}

/// `code` with its comments, string and character literals blanked out (byte offsets kept).
fn code_only(code: &str) -> String {
    let b = code.as_bytes();
    let mut out = b.to_vec();
    let blank = |from: usize, to: usize, out: &mut Vec<u8>| {
        for c in &mut out[from..to.min(b.len())] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    let mut i = 0;
    while i < b.len() {
        let rest = &b[i..];
        if rest.starts_with(b"//") {
            let end = rest
                .iter()
                .position(|&c| c == b'\n')
                .map_or(b.len(), |e| i + e);
            blank(i, end, &mut out);
            i = end;
        } else if rest.starts_with(b"/*") {
            let (mut depth, mut j) = (0usize, i);
            while j < b.len() {
                if b[j..].starts_with(b"/*") {
                    depth += 1;
                    j += 2;
                } else if b[j..].starts_with(b"*/") {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    j += 1;
                }
            }
            blank(i, j, &mut out);
            i = j;
        } else if rest.starts_with(b"r\"") || rest.starts_with(b"r#") {
            let hashes = rest[1..].iter().take_while(|&&c| c == b'#').count();
            if rest.get(1 + hashes) != Some(&b'"') {
                i += 1;
                continue;
            }
            let close: Vec<u8> = std::iter::once(b'"')
                .chain(std::iter::repeat_n(b'#', hashes))
                .collect();
            let start = i + 2 + hashes;
            let end = b[start..]
                .windows(close.len())
                .position(|w| w == close.as_slice())
                .map_or(b.len(), |e| start + e + close.len());
            blank(i, end, &mut out);
            i = end;
        } else if rest[0] == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            blank(i, j + 1, &mut out);
            i = j + 1;
        } else if rest[0] == b'\'' {
            // a character literal ('a', '\n', '\'', '\u{e9}', 'é'), else a lifetime
            let after = std::str::from_utf8(&b[i + 1..]).unwrap_or("");
            let mut chars = after.chars();
            let end = match (chars.next(), chars.next()) {
                (Some('\\'), _) => after
                    .get(2..)
                    .and_then(|t| t.find('\''))
                    .map(|e| i + 1 + 2 + e + 1),
                (Some(c), Some('\'')) => Some(i + 1 + c.len_utf8() + 1),
                _ => None,
            };
            match end {
                Some(end) => {
                    blank(i, end, &mut out);
                    i = end;
                }
                None => i += 1,
            }
        } else {
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The module of `src/` a file belongs to, two levels deep: `engine::moves` for
/// `src/engine/trictrac/moves/checks.rs`, `engine::chances` for `src/engine/trictrac/chances.rs`.
fn module_of(rel: &Path) -> String {
    let parts: Vec<String> = rel
        .with_extension("")
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    parts[..parts.len().min(2)].join("::")
}

/// Whether `code` reads field `field`: `.field` not followed by `(` (a method).
fn reads(code: &str, field: &str) -> bool {
    let pat = format!(".{field}");
    code.match_indices(&pat).any(|(i, _)| {
        let after = code[i + pat.len()..].trim_start_matches([' ', '\t', '\n']);
        let next = code[i + pat.len()..].chars().next();
        !next.is_some_and(|c| c.is_alphanumeric() || c == '_') && !after.starts_with('(')
    })
}

/// For each option field, the modules of `src/` that read it (outside their `#[cfg(test)]`
/// part and outside the declaration, `engine::trictrac::rules`).
fn readers() -> BTreeMap<&'static str, BTreeSet<String>> {
    let src = root().join("src");
    let files = common_files::files_with_extension(&src, "rs");
    let mut map: BTreeMap<&'static str, BTreeSet<String>> = Rules::OPTIONS
        .iter()
        .map(|o| (o.name, BTreeSet::new()))
        .collect();
    for f in files {
        let rel = f.strip_prefix(&src).expect("under src");
        let module = module_of(rel);
        if module == "engine::trictrac::rules" {
            continue;
        }
        let text = fs::read_to_string(&f).expect("a source file");
        let text = text.split("#[cfg(test)]").next().unwrap_or("");
        let code = code_only(text);
        for o in Rules::OPTIONS {
            if reads(&code, o.name) {
                map.entry(o.name).or_default().insert(module.clone());
            }
        }
    }
    map
}

fn listing(map: &BTreeMap<&'static str, BTreeSet<String>>) -> String {
    let mut s = String::new();
    for o in Rules::OPTIONS {
        let mods: Vec<&str> = map[o.name].iter().map(String::as_str).collect();
        let _ = writeln!(s, "{:<26} {}", o.name, mods.join(", "));
    }
    s
}

#[test]
fn the_source_scan_sees_reads_not_text() {
    let code = code_only(
        "let a = rules.margot; // rules.rencontre\nlet s = \"x.payout\"; let c = '.'; \
         /* r.mezeas */ let l: &'static str = r#\"a.six_tables\"#; x.exit_method();",
    );
    assert!(reads(&code, "margot"));
    for f in ["rencontre", "payout", "mezeas", "six_tables", "exit_method"] {
        assert!(!reads(&code, f), "{f} in {code:?}");
    }
    assert_eq!(
        module_of(Path::new("engine/movegen/coin.rs")),
        "engine::movegen"
    );
    assert_eq!(module_of(Path::new("engine/chances.rs")), "engine::chances");
    assert_eq!(module_of(Path::new("lib.rs")), "lib");
}

#[test]
fn every_option_is_read_somewhere() {
    let map = readers();
    let unread: Vec<&str> = map
        .iter()
        .filter(|(_, m)| m.is_empty())
        .map(|(f, _)| *f)
        .collect();
    assert!(
        unread.is_empty(),
        "options no module reads: {unread:?}\n{}",
        listing(&map)
    );
}

#[test]
fn each_option_is_read_in_one_module() {
    let map = readers();
    println!("{}", listing(&map));
    let twice: Vec<&str> = map
        .iter()
        .filter(|(_, m)| m.len() > 1)
        .map(|(f, _)| *f)
        .collect();
    assert!(
        twice.is_empty(),
        "{} options read in more than one module:\n{}",
        twice.len(),
        listing(&map)
    );
}
