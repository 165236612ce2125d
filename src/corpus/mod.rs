//! The annotated corpus: each treatise's reading (`corpus/<work>/reading.md`), rule by rule, in
//! plain CommonMark with annotations the engine can check.
//!
//! - A **claim** is a paragraph or a list item that carries at least one annotation. It starts
//!   with an HTML anchor, `<a id="lepeintre-mezeas"></a>`, which every CommonMark renderer
//!   passes through, so a claim can be cited as `reading.md#lepeintre-mezeas`.
//! - **Annotations** are ordinary links with two schemes: `[mézéas](rule:jan.mezeas)` names a
//!   rule ID of the catalogue ([`crate::engine::catalogue`]), `[fig. 7](scenario:lepeintre-1818/part1/1-iii-fig7-mezeas)`
//!   a scenario id (its path under `scenarios/` without `.scn`), the evidence for the claim;
//!   `[a general remark](advice:remark)` how a piece of advice can be checked ([`advice`]).
//!
//! [`markdown`] builds the one parser every reader uses; [`claims`] extracts claims with byte
//! offsets; [`lint`] checks them; [`annotate`] runs the cited scenarios and marks each claim;
//! [`render`] draws a marked reading as HTML; [`diff`] compares two rule profiles.

pub mod advice;
pub mod annotate;
pub mod claims;
pub mod diff;
pub mod lint;
pub mod markdown;
pub mod render;
pub mod scenarios;
pub mod status;

pub use annotate::{annotate, AnnotatedClaim, AnnotatedReading, Runs};
pub use claims::{read, Anchor, Claim, Document, Link};
pub use scenarios::ScenarioIndex;
pub use status::ClaimStatus;
