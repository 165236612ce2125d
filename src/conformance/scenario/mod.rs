//! Scenario files: the treatises' worked examples, transcribed as data, parsed with nom
//! ([`parse`]), run through the engine under a rule profile ([`run`]). The format is
//! documented in `docs/scenario-format.md`.

pub mod ast;
pub mod backgammon;
pub mod front;
pub mod lint;
pub mod parse;
pub mod report;
pub mod run;

pub use front::{FrontMatter, Source};
pub use parse::{parse, parse_all, Parsed, ScenarioFile};
pub use report::{Check, Frame, Report, Status, Verdict};
pub use run::{run, run_shown};
