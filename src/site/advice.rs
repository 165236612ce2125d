//! The card of each advice verdict ([`crate::conformance::scenario::report::AdviceDetail`]):
//!
//! - a play comparison (`advice prefer A over B by …`): the board the roll is thrown on with
//!   both plays drawn, each in its colour and named in the file's notation by a legend of its
//!   own; the figures (the chances counted after each play, with the board each leaves; the
//!   expected points of each play at depth 1 and 2; the rollout's difference and its 95 %
//!   interval); the verdict and the source's locator;
//! - a tournament (`tournament A over B …`): the two players and what each is, the game form,
//!   the deals and the seed, each recorded evaluator's figures, the verdict with the rule it is
//!   given by, and the command that plays it again. No board.
//!
//! The verdicts are the conformance layer's ([`AdviceResult::verdict`]); this module only
//! shows them.

use std::fmt::Write as _;

use super::svg::{board_svg_compared, Board};
use crate::conformance::scenario::ast::{AdviceVerdict, Direction};
use crate::conformance::scenario::report::{
    AdviceDetail, AdviceFigures, AdviceResult, ComparedPlays, EvaluatorFigures, Frame,
    TournamentFigures,
};
use crate::conformance::scenario::{Check, Report};
use crate::corpus::render::esc;
use crate::engine::trictrac::selfplay::players::maxim::Maxim;
use crate::engine::trictrac::selfplay::players::Going;
use crate::engine::trictrac::selfplay::players::PlayerSpec;
use crate::engine::{trictrac::Notation, Color};

/// The colours of the play the author prefers and of the other play.
pub const TONES: [&str; 2] = ["#1f6fb2", "#e07b00"];

/// What each of the two plays is.
const WHOSE: [&str; 2] = ["the play the author prefers", "the other play"];

/// What an advice card shows.
pub struct AdviceInput<'a> {
    pub id: &'a str,
    pub report: &'a Report,
    pub result: &'a AdviceResult,
    pub detail: &'a AdviceDetail,
    /// The boards each play leaves, drawn by the counts (`by … chances`), in the file's order.
    pub frames: &'a [&'a Frame],
    /// The checks of its lines.
    pub checks: &'a [&'a Check],
    /// A prefix for the ids inside its SVGs, unique within the page.
    pub svg_id: &'a str,
}

/// The verdict's word as a badge, or `no verdict`.
fn badge(v: Option<AdviceVerdict>) -> String {
    match v {
        Some(v) => format!("<span class=\"badge {0}\">{0}</span>", v.name()),
        None => "<span class=\"badge advice-uncovered\">no verdict</span>".to_string(),
    }
}

/// The claim of the advice, as its check words it.
fn claim<'a>(c: &'a AdviceInput) -> &'a str {
    c.report
        .checks
        .get(c.result.check)
        .map_or("", |k| k.claim.as_str())
}

/// What the engine found, as the advice's check words it.
fn engine<'a>(c: &'a AdviceInput) -> &'a str {
    c.report
        .checks
        .get(c.result.check)
        .map_or("", |k| k.engine.as_str())
}

/// The source's locator (with its figure).
fn locator(r: &Report) -> String {
    r.front.as_ref().map_or(String::new(), |f| {
        let fig = f
            .source
            .figure
            .as_ref()
            .map_or(String::new(), |g| format!(", {g}"));
        format!("{}, {}{fig}", f.source.work, f.source.locator)
    })
}

/// A play's name with the swatch of its colour.
fn swatch(i: usize, text: &str) -> String {
    format!(
        "<span class=\"play-name\"><i style=\"background:{}\"></i><code>{}</code></span>",
        TONES[i],
        esc(text)
    )
}

/// The section of one advice verdict: a play comparison or a tournament.
#[must_use]
pub fn section(c: &AdviceInput) -> String {
    let line = c.detail.line;
    let kind = if matches!(c.detail.figures, AdviceFigures::Tournament(_)) {
        "tournament"
    } else {
        "advice"
    };
    let mut b = format!(
        "<section class=\"frame {kind}\" id=\"line-{line}\"><h2><a href=\"#line-{line}\">line \
         {line}</a>: {kind} {}</h2>\n<p class=\"advice-claim\">{}</p>\n",
        badge(c.result.verdict),
        esc(claim(c))
    );
    match &c.detail.figures {
        AdviceFigures::Tournament(t) => tournament(&mut b, c, t),
        figures => comparison(&mut b, c, figures),
    }
    b.push_str(&super::card::checks_table(c.checks));
    b.push_str("</section>\n");
    b
}

/// The acknowledgement of a verdict other than confirmed, with its reason.
fn acknowledged(b: &mut String, c: &AdviceInput) {
    if let Some(reason) = &c.result.acknowledged {
        let _ = writeln!(
            b,
            "<p class=\"acknowledged\">The file keeps the author's claim and acknowledges this \
             verdict: “{}”</p>",
            esc(reason)
        );
    }
}

/// A play comparison: the board with both plays, the figures, the boards left, the verdict.
fn comparison(b: &mut String, c: &AdviceInput, figures: &AdviceFigures) {
    if let Some(p) = &c.detail.plays {
        b.push_str("<p class=\"legend\">");
        for (i, (text, _)) in p.plays.iter().enumerate() {
            let _ = write!(b, "<span>{}: {}</span>", swatch(i, text), WHOSE[i]);
        }
        let _ = writeln!(
            b,
            "<br><span>{} throws {}; each play drawn from the board it is thrown on</span></p>",
            p.roller, p.roll
        );
        b.push_str("<div class=\"board-row\">");
        b.push_str(&position(p, &format!("{}p", c.svg_id)));
        b.push_str(&figures_table(c, figures));
        b.push_str("</div>\n");
    } else {
        b.push_str("<div class=\"board-row\">");
        b.push_str(&figures_table(c, figures));
        b.push_str("</div>\n");
    }
    if !c.frames.is_empty() {
        b.push_str("<div class=\"board-row left\">");
        for (i, f) in c.frames.iter().enumerate() {
            left_by(b, c, f, i);
        }
        b.push_str("</div>\n");
    }
    let _ = writeln!(
        b,
        "<p class=\"verdict\"><b>Verdict</b>: {} {} <span class=\"locator\">Source: {}.</span></p>",
        badge(c.result.verdict),
        verdict_words(c, figures),
        esc(&locator(c.report))
    );
    acknowledged(b, c);
}

/// The board the roll is thrown on, both plays drawn.
fn position(p: &ComparedPlays, id: &str) -> String {
    let plays = [p.plays[0].1.clone(), p.plays[1].1.clone()];
    let names: Vec<String> = p
        .plays
        .iter()
        .enumerate()
        .map(|(i, (text, _))| format!("{}: {text}", WHOSE[i]))
        .collect();
    let tones = [(TONES[0], names[0].as_str()), (TONES[1], names[1].as_str())];
    let board = Board {
        setup: &p.setup,
        letters: super::card::letters(p.notation),
        names: p.notation.map(|n| (n, p.roller)),
        roll: Some((p.roller, p.roll)),
        chances: None,
        jans: &[],
        plays: &plays,
        flip: false,
        id,
    };
    let lettered = matches!(p.notation, Some(Notation::Lepeintre { .. }));
    board_svg_compared(&board, &tones, !lettered)
}

/// A board a play leaves, smaller, with the throws counted on it.
fn left_by(b: &mut String, c: &AdviceInput, f: &Frame, i: usize) {
    let svg = super::card::drawer(f.notation)(&Board {
        setup: &f.setup,
        letters: super::card::letters(f.notation),
        // named as the text names them: from the side of the roller the advice is given to
        names: f.notation.map(|n| {
            let who = c.detail.plays.as_ref().map(|p| p.roller);
            (n, who.or(f.roller).unwrap_or(Color::White))
        }),
        roll: None,
        // the 36 throws are named only where they were counted
        chances: f.roller.filter(|_| !f.game.counted.is_empty()),
        jans: &[],
        plays: &[],
        flip: false,
        id: &format!("{}a{i}", c.svg_id),
    });
    let head = match c.detail.plays.as_ref().and_then(|p| p.plays.get(i)) {
        Some((text, _)) => format!("after {}, {}", swatch(i, text), WHOSE[i]),
        None => "the board a play leaves".to_string(),
    };
    let _ = write!(
        b,
        "<div class=\"left-by\"><p class=\"small-head\">{head}</p>{svg}"
    );
    for k in &f.game.counted {
        let check = c.report.checks.iter().find(|x| x.line == k.line);
        b.push_str(&super::game::counted(k, check));
    }
    b.push_str("</div>");
}

/// Points with their sign and three decimals.
fn pts(x: f64) -> String {
    format!("{x:+.3}")
}

/// The figures of a play comparison, as a table beside the board.
fn figures_table(c: &AdviceInput, figures: &AdviceFigures) -> String {
    let names: Vec<String> = c.detail.plays.as_ref().map_or_else(
        || vec!["A".to_string(), "B".to_string()],
        |p| {
            p.plays
                .iter()
                .enumerate()
                .map(|(i, (t, _))| swatch(i, t))
                .collect()
        },
    );
    let mut b = String::from("<aside class=\"figures\">");
    match figures {
        AdviceFigures::Chances { what, direction } => {
            let better = match direction {
                Direction::More => "more is better",
                Direction::Fewer => "fewer is better",
            };
            let _ = write!(
                b,
                "<p class=\"figures-head\">The chances {} ({better})</p><table class=\"figures\">\
                 <tr><th>play</th><th>of 36</th></tr>",
                esc(what)
            );
            for (name, n) in names.iter().zip([c.result.preferred, c.result.other]) {
                let _ = write!(b, "<tr><td>{name}</td><td>{n}</td></tr>");
            }
        }
        AdviceFigures::Points {
            depth1,
            depth2,
            each,
        } => {
            b.push_str(
                "<p class=\"figures-head\">Expected points of the board each play leaves</p>\
                 <table class=\"figures\"><tr><th>play</th>\
                 <th title=\"greedy-1ply: the opponent's next throw and the roller's after it\">depth 1</th>\
                 <th title=\"expectimax-2ply: the opponent's 21 rolls answered, then depth 1\">depth 2</th></tr>",
            );
            for (i, name) in names.iter().enumerate() {
                let _ = write!(
                    b,
                    "<tr><td>{name}</td><td>{}</td><td>{}</td></tr>",
                    pts(depth1[i]),
                    pts(depth2[i])
                );
            }
            let _ = write!(
                b,
                "<tr><th>says</th><td>{}</td><td>{}</td></tr>",
                badge(Some(each[0])),
                badge(Some(each[1]))
            );
        }
        AdviceFigures::Rollout {
            mean,
            low,
            high,
            trials,
            horizon,
            base,
            seed,
            needed,
        } => {
            b.push_str(
                "<p class=\"figures-head\">Rollout: the author's play less the other, in points a \
                 trial</p><table class=\"figures\">",
            );
            let row = |b: &mut String, k: &str, v: String| {
                let _ = write!(b, "<tr><th>{k}</th><td>{v}</td></tr>");
            };
            row(&mut b, "difference", format!("<b>{}</b>", pts(*mean)));
            row(
                &mut b,
                "95 % interval",
                format!("[{}, {}]", pts(*low), pts(*high)),
            );
            row(&mut b, "trials", trials.to_string());
            row(
                &mut b,
                "each",
                format!("{horizon} throws by <code>{base}</code>, both sides"),
            );
            row(
                &mut b,
                "dice",
                format!("the same for both plays, seed {seed}"),
            );
            if let Some(n) = needed {
                row(&mut b, "to decide", format!("about {n} trials"));
            }
        }
        AdviceFigures::None | AdviceFigures::Tournament(_) => {
            let _ = write!(
                b,
                "<p class=\"figures-head\">No figures</p><table class=\"figures\"><tr><td>{}</td></tr>",
                esc(engine(c))
            );
        }
    }
    b.push_str("</table></aside>\n");
    b
}

/// The verdict in words, with the figures it rests on.
fn verdict_words(c: &AdviceInput, figures: &AdviceFigures) -> String {
    let play = |i: usize| {
        c.detail
            .plays
            .as_ref()
            .map_or_else(|| ["A", "B"][i].to_string(), |p| p.plays[i].0.clone())
    };
    match figures {
        AdviceFigures::Chances { direction, .. } => format!(
            "<code>{}</code> leaves {} of 36, <code>{}</code> {}; {} is better.",
            esc(&play(0)),
            c.result.preferred,
            esc(&play(1)),
            c.result.other,
            match direction {
                Direction::More => "more",
                Direction::Fewer => "fewer",
            }
        ),
        AdviceFigures::Points { depth1, depth2, .. } => {
            let says = |depth: u8, x: &[f64; 2]| {
                let d = x[0] - x[1];
                if d == 0.0 {
                    format!("depth {depth} finds the two equal")
                } else {
                    let better = usize::from(d < 0.0);
                    format!(
                        "depth {depth} prefers <code>{}</code> by {:.3} points",
                        esc(&play(better)),
                        d.abs()
                    )
                }
            };
            format!(
                "{}, {}. A verdict only when both depths prefer the same play: depends when \
                 they prefer different plays, undecided when either finds the two equal.",
                says(1, depth1),
                says(2, depth2)
            )
        }
        AdviceFigures::Rollout {
            mean, low, high, ..
        } => format!(
            "a difference of {} points a trial, 95 % interval [{}, {}]: a verdict only when \
             the interval leaves out zero.",
            pts(*mean),
            pts(*low),
            pts(*high)
        ),
        AdviceFigures::None | AdviceFigures::Tournament(_) => {
            format!("not made: {}.", esc(engine(c)))
        }
    }
}

/// The words of a play policy's name in a player's name, by name (a name not listed here is
/// shown as it is).
fn policy_words(name: &str) -> Option<&'static str> {
    Some(match name {
        "random" => "a legal play at random",
        "greedy" => {
            "the play leaving the most full jans, then the most cases and the fewest lone \
             checkers (no points counted)"
        }
        "greedy-1ply" => {
            "the play worth the most points over the next two throws (the opponent's, then \
             his own)"
        }
        "expectimax-2ply" => "the play worth the most over the opponent's 21 rolls and answer",
        _ => return None,
    })
}

/// The words of a maxim (a system of play).
fn maxim_words(m: Maxim) -> &'static str {
    match m {
        Maxim::Bold => {
            "the bold system: after the full jans, the plays holding the most flèches beyond \
             the talon, then the most checkers brought down"
        }
        Maxim::Cautious => {
            "the cautious system: after the full jans, the plays leaving the fewest lone \
             checkers beyond the talon, then the most cases"
        }
        Maxim::Calculated => {
            "the bold system tempered by calculation: after the full jans, a lone checker \
             risked only where the points of the next throws are worth the opponent's chances \
             of hitting it, then the bold ranking"
        }
    }
}

/// The words of a going policy.
fn going_words(going: Going) -> String {
    match going {
        Going::Go => "always goes away when his trous let him".to_string(),
        Going::Stay => "never goes away".to_string(),
        Going::Points(n) => format!(
            "stays when the play he would make leaves {n} points or more to play, else goes \
             (Lepeintre r.53 at 21)"
        ),
        Going::Ev => "goes or stays by expected value".to_string(),
        Going::Random => "goes or stays at random".to_string(),
    }
}

/// What the player `template` (`bold:BASE`, `BASE+go`) is, `BASE` standing for each of
/// `bases`.
fn player_words(template: &str, bases: &[&str]) -> String {
    let (play, going) = match template.split_once('+') {
        Some((p, g)) => (p, Some(g)),
        None => (template, None),
    };
    let maxim = play
        .strip_suffix(":BASE")
        .and_then(|m| Maxim::ALL.into_iter().find(|x| x.name() == m));
    let plays = match (play, maxim) {
        ("BASE", _) => "plays by the evaluator".to_string(),
        (_, Some(m)) => format!(
            "{} ({}); the evaluator chooses among the plays it leaves",
            maxim_words(m),
            m.locator()
        ),
        (p, None) => match policy_words(p) {
            Some(w) => w.to_string(),
            None => format!("plays as <code>{}</code>", esc(p)),
        },
    };
    let goes = match going {
        Some(g) => {
            Going::named(g).map_or_else(|| format!("goes as <code>+{}</code>", esc(g)), going_words)
        }
        None => {
            let each: Vec<String> = bases
                .iter()
                .filter_map(|b| {
                    let spec = template.replace("BASE", b).parse::<PlayerSpec>().ok()?;
                    Some(format!(
                        "under <code>{}</code>, {}",
                        esc(b),
                        going_words(spec.going)
                    ))
                })
                .collect();
            format!("goes away as his evaluator does ({})", each.join("; "))
        }
    };
    format!("{plays}; {goes}")
}

/// The game form in words.
fn form_words(form: &str) -> String {
    if form == "douze-trous" {
        "a game of twelve trous (douze trous)".to_string()
    } else if let Some(n) = form.strip_prefix("ecrire:") {
        format!("à écrire, in {} marqués", esc(n))
    } else {
        format!("<code>{}</code>", esc(form))
    }
}

/// A tournament: its players, form, deals, seed, figures, verdict and command.
fn tournament(b: &mut String, c: &AdviceInput, t: &TournamentFigures) {
    let claim = &t.claim;
    let bases: Vec<&str> = t.recorded.iter().map(|r| r.base.as_str()).collect();
    b.push_str("<dl class=\"tournament\">");
    for (who, tok) in [("player A", &claim.a), ("player B", &claim.b)] {
        let _ = write!(
            b,
            "<dt>{who}</dt><dd><code>{}</code>: {}</dd>",
            esc(&tok.text),
            player_words(&tok.text, &bases)
        );
    }
    let _ = write!(
        b,
        "<dt>BASE</dt><dd>the evaluator of each recorded line below: {}</dd>",
        bases
            .iter()
            .map(|x| {
                let w = policy_words(x).map_or(String::new(), |w| format!(" ({w})"));
                format!("<code>{}</code>{w}", esc(x))
            })
            .collect::<Vec<_>>()
            .join(", ")
    );
    let _ = write!(
        b,
        "<dt>form</dt><dd><code>{}</code>: {}</dd>",
        esc(&claim.form.text),
        form_words(&claim.form.text)
    );
    let deals = if claim.sprt {
        format!(
            "{} at most, each played in both seatings on the same dice, stopped by the \
             sequential test (SPRT) once the difference is clear",
            claim.deals
        )
    } else {
        format!(
            "{}, each played in both seatings on the same dice",
            claim.deals
        )
    };
    let _ = writeln!(
        b,
        "<dt>deals</dt><dd>{deals}</dd><dt>seed</dt><dd>{}</dd><dt>source</dt><dd>{}</dd></dl>",
        claim.seed,
        esc(&locator(c.report))
    );
    b.push_str(
        "<table class=\"figures evaluators\"><caption>The recorded figures: A's mean stake a game \
         against B</caption><tr><th>evaluator</th><th>A as played</th><th>B as played</th>\
         <th>deals</th><th>stake</th><th>95 % low</th><th>95 % high</th><th>says</th></tr>",
    );
    for r in &t.recorded {
        evaluator_row(b, claim, r);
    }
    if t.recorded.is_empty() {
        b.push_str("<tr><td colspan=\"8\">no figures recorded</td></tr>");
    }
    b.push_str("</table>\n");
    let _ = writeln!(
        b,
        "<p class=\"verdict\"><b>Verdict</b>: {} An evaluator confirms the claim when its interval \
         lies above zero and refutes it when below; the verdict stands only when the interval \
         excludes zero and both evaluators agree (confirmed or refuted by all, two at least), \
         depends when one confirms and another refutes, and is undecided otherwise.</p>",
        badge(c.result.verdict)
    );
    acknowledged(b, c);
    let _ = writeln!(
        b,
        "<p class=\"rerun\">Played again, each match compared with its recorded figures:</p>\
         <pre class=\"command\">tablier check --advice scenarios/{}.scn</pre>",
        esc(c.id)
    );
}

/// One evaluator's recorded figures.
fn evaluator_row(
    b: &mut String,
    claim: &crate::conformance::scenario::ast::Tournament,
    r: &EvaluatorFigures,
) {
    let played = |tpl: &str| {
        let name = tpl.replace("BASE", &r.base);
        name.parse::<PlayerSpec>().map_or(name, |s| s.to_string())
    };
    let says = match r.needed {
        Some(n) => format!(
            "{} <small>(about {n} deals needed)</small>",
            badge(Some(r.verdict))
        ),
        None => badge(Some(r.verdict)),
    };
    let _ = write!(
        b,
        "<tr><td><code>{}</code></td><td><code>{}</code></td><td><code>{}</code></td>\
         <td>{}</td><td><b>{}</b></td><td>{}</td><td>{}</td><td>{says}</td></tr>",
        esc(&r.base),
        esc(&played(&claim.a.text)),
        esc(&played(&claim.b.text)),
        r.deals,
        esc(&r.mean),
        esc(&r.low),
        esc(&r.high)
    );
}
