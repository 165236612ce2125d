//! The one place where the Markdown parser is built, with mdBook's options, so that lint,
//! annotate and the site read a reading exactly alike.

use pulldown_cmark::{Options, Parser};

/// The options mdBook uses: tables, footnotes, strikethrough, task lists and heading
/// attributes. Annotations themselves need none of them: they are plain CommonMark links and
/// inline HTML anchors.
#[must_use]
pub fn options() -> Options {
    let mut opts = Options::empty();
    opts.insert(Options::ENABLE_TABLES);
    opts.insert(Options::ENABLE_FOOTNOTES);
    opts.insert(Options::ENABLE_STRIKETHROUGH);
    opts.insert(Options::ENABLE_TASKLISTS);
    opts.insert(Options::ENABLE_HEADING_ATTRIBUTES);
    opts
}

/// A parser over `text` with [`options`]; use `.into_offset_iter()` for byte offsets.
#[must_use]
pub fn parser(text: &str) -> Parser<'_> {
    Parser::new_ext(text, options())
}
