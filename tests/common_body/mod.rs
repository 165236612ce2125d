//! A scenario body under a fixed front matter (Guiton's profile, the chance counts), parsed
//! and run: for the tests of single statements.
#![allow(dead_code)]

use std::path::Path;

use tablier::conformance::scenario::ast::Stmt;
use tablier::conformance::scenario::{parse, run, Report};
use tablier::engine::trictrac::Rules;

/// The front matter; a body after it starts on line 13.
pub const FRONT: &str = "---
id: test/statements
description: test
source:
  work: guiton-1822
  edition: test
  locator: test
via: null
rules: [chances.count]
profile: guiton-1822
flags: [chances]
---
";

/// The file of `body`.
pub fn text_of(body: &str) -> String {
    format!("{FRONT}{body}")
}

/// The statements of `body`, which must parse.
pub fn body_of(body: &str) -> Vec<Stmt> {
    let text = text_of(body);
    parse(Path::new("t.scn"), &text)
        .unwrap_or_else(|d| panic!("{d}"))
        .lines
        .into_iter()
        .map(|l| l.stmt)
        .collect()
}

/// The error of `body`, which must not parse.
pub fn parse_error(body: &str) -> String {
    match parse(Path::new("t.scn"), &text_of(body)) {
        Ok(_) => panic!("parsed: {body}"),
        Err(d) => d.to_string(),
    }
}

/// The run of `body` under the default rules.
pub fn run_body(body: &str) -> Report {
    let text = text_of(body);
    let file = parse(Path::new("t.scn"), &text).unwrap_or_else(|d| panic!("{d}"));
    run(Path::new("t.scn"), &text, &file, &Rules::default())
}
