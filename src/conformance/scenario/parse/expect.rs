//! The `expect …` lines: what the treatise says follows a roll, or a chance count.

use nom::bytes::complete::tag;

use super::cursor::{with_suggestion, Cur, Fail};
use crate::conformance::scenario::ast::{
    AtEvent, ByMeans, Expect, MarqueClaim, MeansCount, RuleTok,
};
use crate::engine::Color;

/// The words that may follow `expect`.
const EXPECTATIONS: &[&str] = &[
    "points",
    "jan",
    "trous",
    "marked",
    "bredouille",
    "legal",
    "plays",
    "unplayable",
    "may-go",
    "ecole",
    "to-play",
    "pavillon",
    "tenue",
    "marque",
    "stake",
    "chances",
    "bar",
    "off",
    "pips",
    "hits",
    "result",
    "value",
    "cube",
    "may-double",
    "opening-roll",
    "match-score",
    "next-game",
    "first-to-play",
    "match-winner",
];

pub(super) fn expect(c: &mut Cur<'_>) -> Result<Expect, Fail> {
    let what = c.word("what to expect (`points`, `jan`, `trous`, `marked`, `bredouille`, `legal`, `plays`, `unplayable`, `may-go`, `ecole`, `to-play`, `pavillon`, `tenue`, `marque`, `stake` or `chances`)")?;
    Ok(match what.text.as_str() {
        "points" => Expect::Points(c.pair()?),
        "trous" => Expect::Trous(c.pair()?),
        "marked" => Expect::Marked(c.pair()?),
        "bredouille" => Expect::Bredouille(c.maybe_color()?),
        "jan" => {
            let rule = c.rule_id("a rule ID such as `jan.mezeas`")?;
            let side = c.color()?;
            let points = c.uint("the points")?;
            let means = if c.opt_key("means") { Some(c.uint("the number of means")?) } else { None };
            let at = if c.opt_key("at") { Some(c.word("a flèche")?) } else { None };
            Expect::Jan { rule, side, points, means, at }
        }
        "legal" => {
            let yn = c.need("`yes` or `no`", nom::branch::alt((tag("yes"), tag("no"))))?;
            if yn == "yes" {
                Expect::Legal { legal: true, rule: None }
            } else {
                c.skip_space();
                let rule = if c.rest.is_empty() { None } else { Some(c.rule_id("the rule ID broken")?) };
                Expect::Legal { legal: false, rule }
            }
        }
        "plays" => Expect::Plays(c.uint("the number of distinct plays")?),
        "may-go" => {
            c.skip_space();
            let side = if c.rest.starts_with("white") || c.rest.starts_with("black") {
                Some(c.color()?)
            } else {
                None
            };
            let yn = c.need("`yes` or `no`", nom::branch::alt((tag("yes"), tag("no"))))?;
            Expect::MayGo(side, yn == "yes")
        }
        "unplayable" => {
            c.skip_space();
            if c.rest.trim() == "none" {
                c.rest = "";
                Expect::Unplayable(Vec::new())
            } else {
                let mut v = Vec::new();
                while !c.rest.trim().is_empty() {
                    let n = c.uint("a number 1..6, or `none`")?;
                    if !(1..=6).contains(&n) {
                        return c.fail("a number 1..6");
                    }
                    v.push(n as u8);
                    c.skip_space();
                }
                if v.is_empty() {
                    return c.fail("numbers 1..6, or `none`");
                }
                Expect::Unplayable(v)
            }
        }
        "ecole" => {
            let side = c.color()?;
            let points = c.uint("the points of the école")?;
            Expect::Ecole { side, points }
        }
        "to-play" => Expect::ToPlay(c.color()?),
        "bar" => Expect::Bar(c.pair()?),
        "off" => Expect::Off(c.pair()?),
        "pips" => Expect::Pips(c.pair()?),
        "hits" => Expect::Hits(c.uint("the number of checkers hit")?),
        "result" => {
            const KINDS: &str = "`single`, `gammon`, `backgammon` or `mother`";
            c.skip_space();
            if c.rest.starts_with("draw") {
                c.keyword("draw")?;
                return Ok(Expect::Drawn);
            }
            let side = c.color()?;
            c.skip_space();
            let save = c.clone();
            let kind = c.word(KINDS)?;
            if !["single", "gammon", "backgammon", "mother"].contains(&kind.text.as_str()) {
                return save.fail(KINDS);
            }
            Expect::Result { side, kind }
        }
        "value" => {
            let side = c.color()?;
            let points = c.uint("the points the winner scores")?;
            Expect::Value { side, points }
        }
        "cube" => {
            let value = c.uint("the cube's value")?;
            let owner = super::statement::owner(c)?;
            Expect::Cube { value, owner }
        }
        "may-double" => {
            let side = c.color()?;
            let yn = c.need("`yes` or `no`", nom::branch::alt((tag("yes"), tag("no"))))?;
            Expect::MayDouble(side, yn == "yes")
        }
        "match-score" => Expect::MatchScore(c.pair()?),
        "next-game" => Expect::NextGame(c.word("the profile of the next game, such as `plakoto`")?),
        "first-to-play" => {
            c.skip_space();
            if c.opt_key("opening") {
                Expect::FirstToPlay(None)
            } else {
                Expect::FirstToPlay(Some(c.color()?))
            }
        }
        "match-winner" => {
            c.skip_space();
            if c.opt_key("none") {
                Expect::MatchWinner(None)
            } else {
                Expect::MatchWinner(Some(c.color()?))
            }
        }
        "opening-roll" => {
            const ROLLS: &str = "a roll such as `6-3`, `rethrow` or `again`";
            c.skip_space();
            let save = c.clone();
            let t = c.word(ROLLS)?;
            let known = ["again", "rethrow"].contains(&t.text.as_str());
            if !known && t.text.parse::<crate::engine::Roll>().is_err() {
                return save.fail(ROLLS);
            }
            Expect::OpeningRoll(t)
        }
        "pavillon" => Expect::Pavillon(c.maybe_color()?),
        "tenue" => Expect::Tenue(c.maybe_color()?),
        "marque" => {
            c.skip_space();
            let end = if c.opt_key("refait") {
                MarqueClaim::Refait
            } else if c.opt_key("none") {
                MarqueClaim::GoesOn
            } else {
                let side = c.color()?;
                let points = c.uint("the points of the marqué")?;
                MarqueClaim::Won { side, points }
            };
            let next = if c.opt_key("next") {
                Some(c.color()?)
            } else {
                None
            };
            Expect::Marque { end, next }
        }
        "stake" => {
            let side = c.color()?;
            let num = c.uint("the stake multiplier, such as `2` or `3/2`")?;
            let den = if c.rest.starts_with('/') {
                c.rest = &c.rest[1..];
                let save = c.clone();
                match c.uint("the denominator of the multiplier")? {
                    0 => return save.fail("a denominator above 0"),
                    d => d,
                }
            } else {
                1
            };
            Expect::Stake { side, num, den }
        }
        "chances" => chance_event(c, Counted::Yes)?.0,
        other => {
            return Err(Fail {
                at: what.offset,
                expected: "`points`, `jan`, `trous`, `marked`, `bredouille`, `legal`, `plays`, `unplayable`, `may-go`, `ecole`, `to-play`, `pavillon`, `marque`, `stake` or `chances`".into(),
                found: with_suggestion(other, EXPECTATIONS),
            })
        }
    })
}

/// How a chance event is written: with its count (`expect chances take-coin white 4`), or
/// without it in an `advice` line, where a jan's suffixes may end with `thrown by SIDE`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Counted {
    Yes,
    No,
}

/// A chance event after `chances` (`expect chances …`) or after `by more|fewer chances` (an
/// `advice` line): `unplayable SIDE`, `stuck SIDE at F`, `breaks SIDE at F`, `blot SIDE at F`, `take-coin SIDE`, a backgammon event,
/// or a jan `RULE SIDE` and its suffixes, each with its count when `counted` (else a count of
/// 0); and the thrower a jan's `thrown by SIDE` names (in an `advice` line only).
pub(super) fn chance_event(
    c: &mut Cur<'_>,
    counted: Counted,
) -> Result<(Expect, Option<Color>), Fail> {
    let count = |c: &mut Cur<'_>| match counted {
        Counted::Yes => c.chance_count(),
        Counted::No => Ok(0),
    };
    c.skip_space();
    let e = if c.opt_key("unplayable") {
        let side = c.color()?;
        let count = count(c)?;
        Expect::ChancesUnplayable { side, count }
    } else if let Some(event) = AtEvent::ALL.into_iter().find(|e| c.opt_key(e.keyword())) {
        let side = c.color()?;
        let count = count(c)?;
        c.keyword("at")?;
        let at = c.word("the flèche the event is about")?;
        Expect::ChancesAt {
            event,
            side,
            count,
            at,
        }
    } else if counted == Counted::Yes && c.opt_key("enter") {
        let side = c.color()?;
        let count = c.chance_count()?;
        Expect::ChancesEnter { side, count }
    } else if counted == Counted::Yes && c.opt_key("hit") {
        let side = c.color()?;
        let count = c.chance_count()?;
        let at = if c.opt_key("at") {
            Some(c.word("the point of the blot")?)
        } else {
            None
        };
        Expect::ChancesHit { side, count, at }
    } else if c.opt_key("take-coin") {
        let side = c.color()?;
        let count = count(c)?;
        Expect::ChancesTakeCoin { side, count }
    } else {
        let rule =
            c.rule_id("a rule ID, `unplayable`, `stuck`, `breaks`, `blot` or `take-coin`")?;
        let side = c.color()?;
        let count = count(c)?;
        return chances_jan(c, rule, side, count, counted);
    };
    Ok((e, None))
}

/// The optional suffixes of a chance count of a jan, in any order, each once: `at F`,
/// `by number|sum|impuissance`, `means N` or `means N+`, `hits N` (not with `at`), and in an `advice` line
/// (not `counted`) `thrown by SIDE`.
fn chances_jan(
    c: &mut Cur<'_>,
    rule: RuleTok,
    side: Color,
    count: u32,
    counted: Counted,
) -> Result<(Expect, Option<Color>), Fail> {
    let (mut at, mut by, mut means, mut hits, mut thrown) = (None, None, None, None, None);
    loop {
        c.skip_space();
        let save = c.clone();
        let twice = |given: bool| -> Result<(), Fail> {
            if given {
                save.fail("each of `at`, `by`, `means`, `hits`, `thrown by` once")
            } else {
                Ok(())
            }
        };
        if c.opt_key("at") {
            twice(at.is_some())?;
            if hits.is_some() {
                return save.fail("no `at` with `hits` (it counts several flèches)");
            }
            at = Some(c.word("a flèche")?);
        } else if c.opt_key("by") {
            twice(by.is_some())?;
            let w = c.need(
                "`number`, `sum` or `impuissance`",
                nom::branch::alt((tag("number"), tag("sum"), tag("impuissance"))),
            )?;
            by = Some(match w {
                "number" => ByMeans::Number,
                "sum" => ByMeans::Sum,
                _ => ByMeans::Impuissance,
            });
        } else if c.opt_key("means") {
            twice(means.is_some())?;
            c.skip_space();
            let n_at = c.clone();
            let n = c.uint("a number of means such as `2`, or `2+` for two or more")?;
            if n == 0 {
                return n_at.fail("a number of means of 1 or more");
            }
            let or_more = c.rest.starts_with('+');
            if or_more {
                c.rest = &c.rest[1..];
            }
            means = Some(MeansCount { n, or_more });
        } else if c.opt_key("hits") {
            twice(hits.is_some())?;
            if at.is_some() {
                return save.fail("no `hits` with `at` (it counts several flèches)");
            }
            c.skip_space();
            let n_at = c.clone();
            let n = c.uint("a number of flèches hit at once, such as `2`")?;
            if n < 2 {
                return n_at.fail("a number of flèches of 2 or more");
            }
            hits = Some(n);
        } else if counted == Counted::No && c.opt_key("thrown") {
            twice(thrown.is_some())?;
            c.keyword("by")?;
            thrown = Some(c.color()?);
        } else if c.rest.is_empty() {
            break;
        } else if counted == Counted::No {
            return c.fail("`at`, `by`, `means`, `hits`, `thrown by` or the end of the line");
        } else {
            return c.fail("`at`, `by`, `means`, `hits` or the end of the line");
        }
    }
    let e = Expect::ChancesJan {
        rule,
        side,
        count,
        at,
        by,
        means,
        hits,
    };
    Ok((e, thrown))
}
