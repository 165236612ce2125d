//! `tablier analyse PATHS`: the analysis of the transcribed plays of scenario files, in the
//! order given (a game transcribed over several files is given file by file): a table of the
//! rolls and the summary ([`crate::conformance::analysis`] does the work).

use std::path::PathBuf;

use super::Outcome;
use crate::conformance::analysis::{self, Analysis};
use crate::conformance::check;
use crate::conformance::profile::{resolve_profile, shipped_profiles};
use crate::input::files;

/// The analysis of the scenarios at `paths` (files, folders), each under its own profile; a
/// backgammon scenario is passed over with a note, and an error when no trictrac one is left.
#[must_use]
pub fn analyse(paths: &[PathBuf]) -> Outcome {
    if let Err(diags) = shipped_profiles() {
        let msg: Vec<String> = diags
            .iter()
            .map(crate::input::diag::Diagnostic::with_help_line)
            .collect();
        return Outcome::invalid(msg.join("\n"));
    }
    let files = match files::discover(paths) {
        Ok(f) => f,
        Err(d) => return Outcome::invalid(d),
    };
    let mut all = Analysis::default();
    let mut stderr = String::new();
    let (mut analysed, mut backgammon) = (0, 0);
    for path in &files {
        let report = check::run_file(path, &resolve_profile, None);
        let Some(front) = report.front.as_ref().filter(|_| report.error.is_none()) else {
            for e in report.errors() {
                stderr.push_str(&Outcome::invalid(e).stderr);
            }
            continue;
        };
        if front.game == crate::engine::GameKind::Backgammon {
            stderr.push_str(&format!(
                "note: {} is a backgammon scenario: not analysed\n",
                front.id
            ));
            backgammon += 1;
            continue;
        }
        let Some(rules) = resolve_profile(&front.profile) else {
            continue;
        };
        all.extend(analysis::analyse(&front.id, &report, &rules));
        analysed += 1;
    }
    if analysed == 0 && backgammon > 0 {
        // nothing but backgammon: not an empty table that looks like an analysis
        let mut out = Outcome::invalid(
            "no trictrac scenario among those given: `analyse` evaluates trictrac's plays only (backgammon scenarios have `check` and `replay`)",
        );
        out.stderr.insert_str(0, &stderr);
        return out;
    }
    Outcome {
        stdout: all.render(),
        code: if stderr.contains("error:") { 2 } else { 0 },
        stderr,
    }
}
