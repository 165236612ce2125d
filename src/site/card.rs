//! One card per scenario: its provenance and locator, the board before each roll drawn as SVG
//! with the means of each jan, the treatise's claims beside the engine's results, and the
//! scenario's source. A card lives at `scenario/<id>.html`, a stable address to cite; each
//! roll has the anchor `line-N`.

use std::fmt::Write as _;

use super::game;
use super::page;
use super::svg::{board_svg, board_svg_lettered, Board};
use crate::conformance::scenario::report::BgFrame;
use crate::conformance::scenario::Frame;
use crate::conformance::scenario::{Check, Report, Verdict};
use crate::corpus::render::esc;
use crate::engine::trictrac::game::ReleveEnd;
use crate::engine::trictrac::notation::lepeintre;
use crate::engine::trictrac::notation::lettering::Lettering;
use crate::engine::{trictrac::Notation, Color};

/// What a card shows.
pub struct CardInput<'a> {
    pub id: &'a str,
    pub report: &'a Report,
    pub source: &'a str,
    pub frames: &'a [Frame],
    /// The claims citing this scenario: (work, anchor key).
    pub cited_by: &'a [(String, String)],
    /// The path from the card to the site's root (`../../../`).
    pub root: &'a str,
    /// The file name of the copied scenario, beside the card.
    pub file_name: &'a str,
    /// The analysis of the plays, on the card of a game.
    pub analysis: Option<&'a crate::conformance::analysis::Analysis>,
}

/// The card page.
#[must_use]
pub fn page(c: &CardInput) -> String {
    let mut b = String::new();
    let r = c.report;
    let status = r.status().name();
    let _ = writeln!(
        b,
        "<article class=\"card\" id=\"card\"><h1><span class=\"badge {status}\">{status}</span> {}</h1>",
        esc(c.id)
    );
    provenance(&mut b, c);
    if let Some(e) = &r.error {
        let _ = writeln!(b, "<p class=\"invalid\">error: {}</p>", esc(&e.to_string()));
    }
    let blocks = blocks(c);
    if r.bg_frames.is_empty() && blocks.iter().any(|(_, k)| matches!(k, Block::Frame(_))) {
        b.push_str(&page::arrow_legend());
    }
    let drawn = blocks.len().min(MAX_BOARDS);
    for (n, (line, block)) in blocks.iter().enumerate().take(drawn) {
        let next = blocks.get(n + 1).map_or(usize::MAX, |(l, _)| *l);
        let mine: Vec<&Check> = r
            .checks
            .iter()
            .filter(|k| (k.line >= *line || n == 0) && k.line < next)
            .collect();
        match *block {
            Block::Frame(i) => frame(&mut b, c, &c.frames[i], i, &mine),
            Block::Advice(j) => {
                let detail = &r.advice_detail[j];
                let left: Vec<&Frame> = c.frames.iter().filter(|f| f.line == detail.line).collect();
                b.push_str(&super::advice::section(&super::advice::AdviceInput {
                    id: c.id,
                    report: r,
                    result: &r.advice[j],
                    detail,
                    frames: &left,
                    checks: &mine,
                    svg_id: &format!("v{j}"),
                }));
            }
        }
    }
    let bg_drawn = r.bg_frames.len().min(MAX_BOARDS - drawn);
    for (i, f) in r.bg_frames.iter().enumerate().take(bg_drawn) {
        bg_frame(&mut b, c, f, i);
    }
    let first_left = blocks
        .get(drawn)
        .map(|(l, _)| *l)
        .or_else(|| r.bg_frames.get(bg_drawn).map(|f| f.line));
    if let Some(from) = first_left {
        let left = blocks.len() - drawn + r.bg_frames.len() - bg_drawn;
        left_out(&mut b, c, left, from);
    }
    let rest: Vec<&Check> = if blocks.is_empty() && r.bg_frames.is_empty() {
        r.checks.iter().collect()
    } else {
        Vec::new()
    };
    checks(&mut b, &rest);
    if let Some(a) = c.analysis {
        b.push_str(&super::analysis::summary(a));
    }
    if !r.trace.is_empty() {
        b.push_str("<details><summary>Engine trace</summary><pre>");
        for t in r.trace.iter().take(MAX_TRACE_LINES) {
            let _ = writeln!(b, "{}", esc(t));
        }
        if r.trace.len() > MAX_TRACE_LINES {
            let _ = writeln!(
                b,
                "… {} more lines: `tablier replay` shows them all",
                r.trace.len() - MAX_TRACE_LINES
            );
        }
        b.push_str("</pre></details>\n");
    }
    let _ = writeln!(
        b,
        "<details><summary>Scenario source</summary><p><a class=\"scenario-file\" href=\"{}\">scenarios/{}.scn</a></p><pre>{}</pre></details>\n</article>",
        esc(&beside(c.file_name)),
        esc(c.id),
        esc(c.source)
    );
    let nav = format!(
        "<a href=\"{0}index.html\">tablier</a> › <a href=\"{0}cards.html\">scenarios</a> › {1}",
        c.root,
        esc(c.id)
    );
    page::document(&format!("{} — tablier", c.id), &nav, &b)
}

/// The most boards a card draws (rolls, counts, advice verdicts): a file of thousands of
/// alternative throws would make a card of hundreds of megabytes. The boards after them are
/// left out, and the card says how many and from which line.
pub const MAX_BOARDS: usize = 100;

/// The most lines of the engine's trace a card shows.
pub const MAX_TRACE_LINES: usize = 2000;

/// What a card says of the `left` boards it leaves out, from line `from` on: how many, the
/// command that shows every roll, and the checks of those lines that do not agree (at most
/// [`MAX_BOARDS`] of them), with a tally of all.
fn left_out(b: &mut String, c: &CardInput, left: usize, from: usize) {
    let _ = writeln!(
        b,
        "<section class=\"frame left-out\" id=\"left-out\"><h2>{left} boards left out</h2>\
         <p>A card draws at most {MAX_BOARDS} boards: those from line {from} on are left out \
         (<code>tablier replay scenarios/{}.scn</code> shows every roll).</p>",
        esc(c.id)
    );
    let theirs: Vec<&Check> = c.report.checks.iter().filter(|k| k.line >= from).collect();
    let agree = theirs
        .iter()
        .filter(|k| k.verdict == Verdict::Agrees)
        .count();
    let others: Vec<&Check> = theirs
        .iter()
        .copied()
        .filter(|k| k.verdict != Verdict::Agrees)
        .collect();
    let _ = writeln!(
        b,
        "<p>Their lines hold {} checks: {agree} agree, {} do not{}.</p>",
        theirs.len(),
        others.len(),
        if others.len() > MAX_BOARDS {
            format!(" (the first {MAX_BOARDS} of these are listed)")
        } else {
            String::new()
        }
    );
    let shown = others.len().min(MAX_BOARDS);
    checks(b, &others[..shown]);
    b.push_str("</section>\n");
}

/// The relative address of the file `name` beside the page: `./` and the name percent-encoded,
/// so no name (`javascript:x.scn`) reads as an address of another scheme.
#[must_use]
pub fn beside(name: &str) -> String {
    let mut out = String::from("./");
    for b in name.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// What a card draws, in line order: a board (a frame), or an advice verdict with the boards
/// its plays leave (the frames of its line).
enum Block {
    Frame(usize),
    Advice(usize),
}

/// The card's blocks, each with its line.
fn blocks(c: &CardInput) -> Vec<(usize, Block)> {
    let r = c.report;
    let n = r.advice.len().min(r.advice_detail.len());
    let advised: Vec<usize> = r.advice_detail[..n].iter().map(|d| d.line).collect();
    let mut out: Vec<(usize, Block)> = c
        .frames
        .iter()
        .enumerate()
        .filter(|(_, f)| !advised.contains(&f.line))
        .map(|(i, f)| (f.line, Block::Frame(i)))
        .chain(
            advised
                .iter()
                .enumerate()
                .map(|(j, l)| (*l, Block::Advice(j))),
        )
        .collect();
    out.sort_by_key(|(l, _)| *l);
    out
}

fn provenance(b: &mut String, c: &CardInput) {
    let Some(f) = &c.report.front else {
        return;
    };
    let _ = writeln!(b, "<p>{}</p>\n<dl>", esc(&f.description));
    let row = |b: &mut String, k: &str, v: &str| {
        let _ = writeln!(b, "<dt>{k}</dt><dd>{v}</dd>");
    };
    row(b, "work", &esc(&f.source.work));
    row(b, "edition", &esc(&f.source.edition));
    row(b, "locator", &esc(&f.source.locator));
    if let Some(fig) = &f.source.figure {
        row(b, "figure", &esc(fig));
    }
    if let Some(p) = &f.source.page {
        row(b, "page", &esc(p));
    }
    if let Some(v) = &f.via {
        row(b, "known through", &esc(v));
    }
    row(b, "profile", &esc(&f.profile));
    if !f.flags.is_empty() {
        row(b, "flags", &esc(&f.flags.join(", ")));
    }
    let rules: Vec<String> = f
        .rules
        .iter()
        .map(|id| {
            format!(
                "<a class=\"rule\" href=\"{}{}\"><code>{}</code></a>",
                c.root,
                esc(&super::rule::href(id.as_str())),
                esc(id.as_str())
            )
        })
        .collect();
    row(b, "rules", &rules.join(" "));
    let cited: Vec<String> = c
        .cited_by
        .iter()
        .map(|(w, k)| {
            format!(
                "<a href=\"{}reading/{}.html#{}\">{} #{}</a>",
                c.root,
                esc(w),
                esc(k),
                esc(w),
                esc(k)
            )
        })
        .collect();
    row(
        b,
        "cited by",
        &if cited.is_empty() {
            "no reading".to_string()
        } else {
            cited.join(", ")
        },
    );
    b.push_str("</dl>\n");
}

/// How a board of a file in the notation `n` is drawn: in the file's own letters, its flèches
/// named by them alone; else with the engine's numbers beside the letters.
pub(super) fn drawer(n: Option<Notation>) -> fn(&Board) -> String {
    if matches!(n, Some(Notation::Lepeintre { .. })) {
        board_svg_lettered
    } else {
        board_svg
    }
}

/// The letters of the flèches in the notation `n` (Lepeintre's, White on A, without one).
pub(super) fn letters(n: Option<Notation>) -> Lettering {
    match n {
        Some(Notation::Lepeintre { a_side }) => lepeintre::lettering(a_side),
        _ => lepeintre::lettering(Color::White),
    }
}

fn frame(b: &mut String, c: &CardInput, f: &Frame, i: usize, mine: &[&Check]) {
    let title = match (f.roller, f.roll) {
        (Some(who), Some(r)) => format!("{who} throws {r}"),
        (Some(who), None) if f.chances => format!("the 36 throws of {who}"),
        _ => "the position".to_string(),
    };
    let _ = writeln!(
        b,
        "<section class=\"frame\" id=\"line-{0}\"><h2><a href=\"#line-{0}\">line {0}</a>: {1}</h2>",
        f.line,
        esc(&title)
    );
    if let Some(l) = f.game.alternative_to {
        let _ = writeln!(
            b,
            "<p class=\"alternative\">An alternative to <a href=\"#line-{l}\">line {l}</a>: \
             another throw on the same position, scored from the same marks.</p>"
        );
    }
    let jans = f.score.as_ref().map_or(&[][..], |s| s.jans.as_slice());
    let draw = drawer(f.notation);
    let svg = draw(&Board {
        setup: &f.setup,
        letters: letters(f.notation),
        names: f.notation.map(|n| (n, f.roller.unwrap_or(Color::White))),
        roll: f.roller.zip(f.roll),
        chances: if f.chances { f.roller } else { None },
        jans,
        plays: &f.game.plays,
        flip: false,
        id: &format!("b{i}"),
    });
    b.push_str("<div class=\"board-row\">");
    b.push_str(&svg);
    if let Some((before, after)) = &f.game.marks {
        b.push_str(&game::marks(before, after));
    }
    if !f.game.counted.is_empty() {
        b.push_str("<aside class=\"counts\">");
        for k in &f.game.counted {
            let check = c.report.checks.iter().find(|x| x.line == k.line);
            b.push_str(&game::counted(k, check));
        }
        b.push_str("</aside>");
    }
    b.push_str("</div>\n");
    if !f.game.plays.is_empty() {
        b.push_str("<p class=\"played\"><b>Played</b>: ");
        let lines: Vec<String> = f
            .game
            .plays
            .iter()
            .map(|p| {
                // the statement as transcribed (`play A-G A-F`, `correct …`)
                let text = c
                    .source
                    .lines()
                    .nth(p.line.saturating_sub(1))
                    .map_or("", str::trim);
                format!("line {}: <code>{}</code>", p.line, esc(text))
            })
            .collect();
        b.push_str(&lines.join("; "));
        b.push_str("</p>\n");
    }
    if let Some(r) = c
        .analysis
        .and_then(|a| a.rolls.iter().find(|r| r.line == f.line))
    {
        b.push_str(&super::analysis::roll(r));
    }
    if let (Some(who), Some(g)) = (f.roller, f.game.going) {
        b.push_str(&game::going(who, g));
    }
    if let (Some(who), Some(ReleveEnd::Sortie { swaps })) = (f.roller, f.game.end) {
        b.push_str(&game::sortie(who, swaps));
    }
    if let Some(s) = &f.score {
        // flèches named as the file names them (`at Q`), `F1`..`F24` where it has no notation
        let who = f.roller.unwrap_or(Color::White);
        let label = |n: u8| {
            f.notation
                .map_or_else(|| format!("F{n}"), |no| no.format_number(who, n))
        };
        b.push_str("<p><b>The engine</b>: ");
        if s.jans.is_empty() {
            b.push_str("nothing is scored.");
        }
        b.push_str("</p><ul>");
        for j in &s.jans {
            let at = j.at.map_or(String::new(), |a| format!(" at {}", label(a)));
            let _ = write!(
                b,
                "<li>{} +{} by {} (<code>{}</code>){at}, {} means<ul>",
                j.to,
                j.points,
                esc(j.jan.rule().words()),
                esc(j.jan.rule().as_str()),
                j.means
            );
            for m in &j.detail {
                let _ = write!(b, "<li>{}</li>", esc(&m.describe(&label)));
            }
            b.push_str("</ul></li>");
        }
        b.push_str("</ul>\n");
    }
    checks(b, mine);
    b.push_str("</section>\n");
}

/// A board of a backgammon scenario, with the checks of its lines.
fn bg_frame(b: &mut String, c: &CardInput, f: &BgFrame, i: usize) {
    let who = f.position.turn();
    let title = match f.roll {
        Some(r) => format!("{who} throws {r}"),
        None if f.chances => format!("the 36 throws of {who}"),
        None => "the position".to_string(),
    };
    let _ = writeln!(
        b,
        "<section class=\"frame\" id=\"line-{0}\"><h2><a href=\"#line-{0}\">line {0}</a>: {1}</h2>",
        f.line,
        esc(&title)
    );
    b.push_str("<div class=\"board-row\">");
    b.push_str(&crate::site::svg::backgammon::board(f, &format!("g{i}")));
    b.push_str("</div>\n");
    if let Some(p) = &f.play {
        let _ = writeln!(
            b,
            "<p class=\"played\"><b>Played</b>: <code>{}</code></p>",
            esc(&crate::engine::tables::notation::play_text(
                p, f.notation, who
            ))
        );
    }
    let frames = &c.report.bg_frames;
    let next = frames.get(i + 1).map_or(usize::MAX, |n| n.line);
    let mine: Vec<&Check> = c
        .report
        .checks
        .iter()
        .filter(|k| (k.line >= f.line || i == 0) && k.line < next)
        .collect();
    checks(b, &mine);
    b.push_str("</section>\n");
}

fn checks(b: &mut String, list: &[&Check]) {
    b.push_str(&checks_table(list));
}

/// The table of the checks `list`: each line's claim, the engine's result and the verdict
/// (nothing when the list is empty).
pub(super) fn checks_table(list: &[&Check]) -> String {
    let mut b = String::new();
    if list.is_empty() {
        return b;
    }
    b.push_str(
        "<table class=\"checks\"><tr><th>line</th><th>the treatise</th><th>the engine</th><th>verdict</th></tr>\n",
    );
    for k in list {
        let (class, v) = match (k.verdict, &k.divergence) {
            (Verdict::Agrees, None) => ("confirmed", "agrees"),
            (Verdict::Agrees, Some(_)) => ("divergent", "agrees with the corrected claim"),
            (Verdict::Disagrees, _) => ("failing", "disagrees"),
            (Verdict::Unchecked, _) => ("pending", "not checked yet"),
        };
        let _ = write!(
            b,
            "<tr class=\"{class}\"><td>{}</td><td>{}",
            k.line,
            esc(&k.claim)
        );
        if let Some(d) = &k.divergence {
            let _ = write!(
                b,
                "<br><small>the text says: “{}” — corrected because {}</small>",
                esc(&d.text),
                esc(&d.reason)
            );
        }
        let _ = writeln!(b, "</td><td>{}</td><td>{v}</td></tr>", esc(&k.engine));
    }
    b.push_str("</table>\n");
    b
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_file_beside_the_page_is_a_relative_address_percent_encoded() {
        assert_eq!(super::beside("bredouille.scn"), "./bredouille.scn");
        assert_eq!(
            super::beside("javascript:alert(63).scn"),
            "./javascript%3Aalert%2863%29.scn"
        );
        assert_eq!(super::beside("a b\"<é.scn"), "./a%20b%22%3C%C3%A9.scn");
    }
}
