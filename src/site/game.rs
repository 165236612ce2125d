//! What a card shows beside a board: the marks before and after the roll (points, trous,
//! bredouille, the bredouille of trous and its pavillon), and for a chance count the throws
//! each `expect chances` line counted, as a grid of the 36 throws and a list.

use std::fmt::Write as _;

use crate::conformance::scenario::report::{Counted, Going};
use crate::conformance::scenario::Check;
use crate::corpus::render::esc;
use crate::engine::trictrac::marking::Marks;
use crate::engine::{Color, Roll};

fn change(a: u32, b: u32) -> String {
    if a == b {
        format!("{b}")
    } else {
        format!("{a} → <b>{b}</b>")
    }
}

/// The table of the marks after a roll, beside its board: one column per side.
#[must_use]
pub fn marks(before: &Marks, after: &Marks) -> String {
    let mut b = String::from(
        "<aside class=\"marks\"><table class=\"marks\"><caption>The marks after the roll</caption>\
         <tr><th></th><th>White</th><th>Black</th></tr>",
    );
    let row = |b: &mut String, name: &str, title: &str, cell: &dyn Fn(Color) -> String| {
        let _ = write!(
            b,
            "<tr><th title=\"{title}\">{name}</th><td>{}</td><td>{}</td></tr>",
            cell(Color::White),
            cell(Color::Black)
        );
    };
    row(&mut b, "points", "on the jetons; 12 make a trou", &|c| {
        change(before.points(c), after.points(c))
    });
    row(&mut b, "trous", "12 win the game", &|c| {
        change(before.trous(c), after.trous(c))
    });
    row(
        &mut b,
        "bredouille",
        "points scored without the opponent scoring between: a trou so made counts double",
        &|c| {
            if after.who_bredouille() == Some(c) {
                "<span title=\"marked with two jetons\">●●</span> en bredouille".to_string()
            } else {
                String::new()
            }
        },
    );
    row(
        &mut b,
        "grande",
        "may still win the game in grande bredouille (every trou his)",
        &|c| {
            if after.pavillon == Some(c) {
                "<span title=\"the pavillon is up\">⚑</span> pavillon".to_string()
            } else if after.grande(c) {
                "possible".to_string()
            } else {
                String::new()
            }
        },
    );
    b.push_str("</table><p class=\"small\">before → <b>after</b> the roll</p></aside>\n");
    b
}

/// A side's name at the head of a sentence.
fn title(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// What the roller did about going away (s'en aller), below the board of his roll.
#[must_use]
pub fn going(who: Color, g: Going) -> String {
    let name = title(who);
    let what = match g {
        Going::Went => format!(
            "<b>{name} goes away</b> (s'en aller) after his trous: the relevé ends, both talons \
             are set again, and {who} throws first in the next relevé."
        ),
        Going::Stayed => format!(
            "<b>{name} stays</b> (tenir): his own throw won him trous, so he could have gone away, \
             and he plays on instead."
        ),
        Going::Refused => format!(
            "<b>{name} may not go away</b>: the marking of this roll does not give him the choice."
        ),
    };
    format!("<p class=\"going\">{what}</p>\n")
}

/// A roll that bore off the roller's last checker (the sortie), below its board.
#[must_use]
pub fn sortie(who: Color, swaps: bool) -> String {
    let name = title(who);
    let colours = if swaps {
        ", the players change colours,"
    } else {
        ""
    };
    format!(
        "<p class=\"going\"><b>{name} bears off his last checker</b> (the sortie): the relevé \
         ends, both talons are set again{colours} and he throws first in the next relevé.</p>\n"
    )
}

/// One `expect chances` line: its claim, the 36 throws with those counted marked, and the list.
#[must_use]
pub fn counted(c: &Counted, check: Option<&Check>) -> String {
    let mut b = String::from("<div class=\"chances\">");
    let n: u32 = c.rolls.iter().copied().map(Roll::chances).sum();
    let _ = write!(
        b,
        "<p><b>line {}</b>: {} — the engine counts <b>{n}</b> of 36.</p>",
        c.line,
        match &c.label {
            Some(l) => esc(l),
            None => check.map_or(String::new(), |k| esc(&k.claim)),
        }
    );
    b.push_str(
        "<table class=\"throws\"><caption>the 36 throws: first die down, second across</caption><tr><th></th>",
    );
    for d in 1..=6 {
        let _ = write!(b, "<th>{d}</th>");
    }
    b.push_str("</tr>");
    for a in 1..=6u8 {
        let _ = write!(b, "<tr><th>{a}</th>");
        for d in 1..=6u8 {
            let yes = Roll::new(a, d).is_some_and(|r| c.rolls.contains(&r));
            let _ = write!(
                b,
                "<td class=\"{}\" title=\"{a} and {d}\">{}</td>",
                if yes { "counted" } else { "not" },
                if yes { "●" } else { "" }
            );
        }
        b.push_str("</tr>");
    }
    b.push_str("</table>");
    let list: Vec<String> = c
        .rolls
        .iter()
        .rev()
        .map(|r| {
            let name = r
                .doublet_name()
                .map_or(String::new(), |d| format!(" ({d})"));
            let ways = if r.is_doublet() { "" } else { " ×2" };
            format!("<span class=\"throw\">{r}{name}{ways}</span>")
        })
        .collect();
    let _ = writeln!(
        b,
        "<p class=\"throw-list\">{}</p></div>",
        if list.is_empty() {
            "no throw".to_string()
        } else {
            format!("the throws counted: {}", list.join(", "))
        }
    );
    b
}
