//! The analysis of a game on its card ([`crate::conformance::analysis`]): beside each roll
//! whose play was analysed, the mark and the points given up (with the best play and the one
//! transcribed, each valued); at the end of the card, the thresholds and the summary per
//! player and for the file.

use std::fmt::Write as _;

use crate::conformance::analysis::{points, Analysis, RollAnalysis, NEAR36, THRESHOLDS};
use crate::corpus::render::esc;

/// The line under a roll's board: its mark and what the play gave up.
#[must_use]
pub fn roll(r: &RollAnalysis) -> String {
    let mark = if r.forced {
        "forced".to_string()
    } else if r.mark.name().is_empty() {
        "no mark".to_string()
    } else {
        r.mark.name().to_string()
    };
    let class = mark.replace(' ', "-");
    let near = if r.forced {
        String::new()
    } else {
        format!(
            "; {} within {:.2} of the best",
            count(r.near_best, "play", "plays"),
            f64::from(NEAR36) / 36.0
        )
    };
    format!(
        "<p class=\"analysis\"><b>Analysis</b> (1-ply): <span class=\"mark {class}\">{mark}</span>, \
         {:.2} point given up. {}; best <code>{}</code> {}, played <code>{}</code> {} \
         (rank {}){near}.</p>\n",
        f64::from(r.loss36) / 36.0,
        count(r.plays, "legal play", "legal plays"),
        esc(&r.best.moves),
        points(r.best.value36),
        esc(&r.played.moves),
        points(r.played.value36),
        r.rank
    )
}

fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The summary section: how plays are valued, the thresholds, then per player and for the
/// file the plays analysed, forced, marked, the error rate and the points given up.
#[must_use]
pub fn summary(a: &Analysis) -> String {
    let t = THRESHOLDS;
    let mut b = String::from(
        "<section class=\"analysis\" id=\"analysis\"><h2>Analysis of the plays</h2>\n",
    );
    let _ = writeln!(
        b,
        "<p>Each transcribed legal play is set against every legal play of its roll, each valued \
         by the 1-ply evaluator (<code>greedy-1ply</code>: the roll's points now, the same for \
         every play, plus the expected points of the opponent's next throw and of the roller's \
         own after it). Marks by the points given up (best − played): doubtful from {:.2}, bad \
         from {:.2}, very bad from {:.2}. A forced play (one legal play) is not marked. The \
         same with <code>tablier analyse</code>.</p>",
        f64::from(t.doubtful36) / 36.0,
        f64::from(t.bad36) / 36.0,
        f64::from(t.very_bad36) / 36.0
    );
    b.push_str(
        "<table class=\"analysis\"><tr><th></th><th>analysed</th><th>forced</th><th>unforced</th>\
         <th>doubtful</th><th>bad</th><th>very bad</th><th>error rate</th><th>points given up</th>\
         <th>two plays near the best</th></tr>",
    );
    for (name, s) in a.tallies() {
        let name = match name {
            "white" => "White",
            "black" => "Black",
            _ => "both",
        };
        let _ = write!(b, "<tr><th>{name}</th>");
        for c in s.cells() {
            let _ = write!(b, "<td>{c}</td>");
        }
        b.push_str("</tr>");
    }
    b.push_str("</table></section>\n");
    b
}
