//! The scenario parser (nom): front matter, then one statement per line. It checks syntax only:
//! what a flèche token means, whether a position is legal or a play allowed is the runner's and
//! the engine's business.

mod expect;

use std::path::Path;

use nom::bytes::complete::{tag, take_till, take_while1};
use nom::character::complete::{char, digit1, space0};
use nom::combinator::{map_res, rest};
use nom::sequence::delimited;
use nom::{IResult, Parser};

use super::ast::{Declaration, Expect, Line, Pair, RuleTok, Stmt, Tok};
use super::front::FrontMatter;
use crate::engine::catalogue::RuleId;
use crate::engine::{Color, Roll};
use crate::input::diag::Diagnostic;

/// A parsed scenario file.
#[derive(Debug, Clone)]
pub struct ScenarioFile {
    /// Its provenance.
    pub front: FrontMatter,
    /// The statements of the body.
    pub lines: Vec<Line>,
}

/// Parses the text of a scenario file read from `path` (used in messages only).
pub fn parse(path: &Path, text: &str) -> Result<ScenarioFile, Diagnostic> {
    let err = |offset: usize, msg: String| Diagnostic::at(path, text, offset, msg);
    crate::input::files::refuse_invisible(path, text)?;
    let Some(after_open) = text
        .strip_prefix("---\n")
        .or_else(|| text.strip_prefix("---\r\n"))
    else {
        return Err(err(
            0,
            "expected the front matter to open with a `---` line".into(),
        ));
    };
    let yaml_start = text.len() - after_open.len();
    let close = find_closing(after_open).ok_or_else(|| {
        err(
            text.len(),
            "expected a `---` line closing the front matter, found the end of the file".into(),
        )
    })?;
    let yaml = &after_open[..close.0];
    if let Some(at) = crate::input::files::yaml_too_deep(yaml) {
        return Err(err(
            yaml_start + at,
            crate::input::files::yaml_too_deep_message(),
        ));
    }
    let front: FrontMatter = serde_yaml::from_str(yaml).map_err(|e| {
        let msg = strip_location(&e.to_string());
        // serde places a duplicate key at the start of its mapping: point at the second one
        let offset = crate::conformance::profile::duplicate_field_offset(yaml, &msg)
            .or_else(|| unknown_rule_offset(yaml, &msg))
            .map(|o| yaml_start + o)
            .or_else(|| e.location().map(|l| yaml_start + l.index()))
            .unwrap_or(yaml_start);
        let code = if msg.starts_with("rules: expected a rule ID") {
            "unknown-rule"
        } else {
            "front-matter"
        };
        err(
            offset,
            format!(
                "front matter: {}",
                crate::input::diag::suggest_field(&strip_location(&e.to_string()))
            ),
        )
        .with_code(code)
    })?;
    let body_start = yaml_start + close.1;
    let mut lines = Vec::new();
    let mut offset = body_start;
    for raw in text[body_start..].split_inclusive('\n') {
        let line = strip_comment(raw.trim_end_matches(['\n', '\r']));
        let content = line.trim_start();
        if !content.trim().is_empty() {
            let start = offset + (line.len() - content.len());
            let stmt = statement(content.trim_end()).map_err(|f| {
                let code = if f.expected.starts_with("a statement (")
                    || f.expected.starts_with("`points`, `jan`")
                {
                    "unknown-keyword"
                } else if f.expected.starts_with("a rule ID of the catalogue") {
                    "unknown-rule"
                } else {
                    "syntax"
                };
                err(
                    start + f.at,
                    format!("expected {}, found {}", f.expected, f.found),
                )
                .with_code(code)
            })?;
            lines.push(Line {
                stmt: stmt.shift(start),
                offset: start,
            });
        }
        offset += raw.len();
    }
    Ok(ScenarioFile { front, lines })
}

/// For a `rules: expected a rule ID …, found `X`` message, the byte offset of `X` in the
/// front matter's `rules` list (serde_yaml places the error at the start of the list).
fn unknown_rule_offset(yaml: &str, message: &str) -> Option<usize> {
    let rest = message.strip_prefix("rules: expected a rule ID")?;
    let found = rest.split_once("found `")?.1.split_once('`')?.0;
    let at = crate::conformance::profile::locate(yaml, "rules", Some(found), 0);
    (yaml.get(at..)?.starts_with(found)).then_some(at)
}

/// (end of the YAML, start of the body) within `s`, the text after the opening `---`.
fn find_closing(s: &str) -> Option<(usize, usize)> {
    let mut pos = 0;
    for line in s.split_inclusive('\n') {
        if line.trim_end() == "---" {
            return Some((pos, pos + line.len()));
        }
        pos += line.len();
    }
    None
}

fn strip_location(msg: &str) -> String {
    match msg.find(" at line ") {
        Some(i) => msg[..i].to_string(),
        None => msg.to_string(),
    }
}

/// The line without its `#` comment (a `#` inside double quotes is text).
fn strip_comment(line: &str) -> &str {
    let mut quoted = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '#' if !quoted => return &line[..i],
            _ => {}
        }
    }
    line
}

/// Why a line did not parse: byte offset in the line, what was expected, what was found.
struct Fail {
    at: usize,
    expected: String,
    found: String,
}

type NomErr<'a> = nom::error::Error<&'a str>;

/// A cursor over one statement line.
struct Cur<'a> {
    line: &'a str,
    rest: &'a str,
}

impl<'a> Cur<'a> {
    fn at(&self) -> usize {
        self.line.len() - self.rest.len()
    }

    fn fail<T>(&self, expected: &str) -> Result<T, Fail> {
        let found = self
            .rest
            .split_whitespace()
            .next()
            .map_or_else(|| "the end of the line".to_string(), |w| format!("`{w}`"));
        Err(Fail {
            at: self.at(),
            expected: expected.to_string(),
            found,
        })
    }

    fn skip_space(&mut self) {
        let (r, _) = space0::<_, NomErr<'a>>(self.rest).expect("space0 never fails");
        self.rest = r;
    }

    /// Runs `p` after spaces; on failure, reports `what`.
    fn need<T>(
        &mut self,
        what: &str,
        mut p: impl Parser<&'a str, Output = T, Error = NomErr<'a>>,
    ) -> Result<T, Fail> {
        self.skip_space();
        match p.parse(self.rest) {
            Ok((r, v)) => {
                self.rest = r;
                Ok(v)
            }
            Err(_) => self.fail(what),
        }
    }

    fn word(&mut self, what: &str) -> Result<Tok, Fail> {
        self.skip_space();
        let at = self.at();
        let w = self.need(what, take_while1(|c: char| !c.is_whitespace()))?;
        Ok(Tok {
            text: w.to_string(),
            offset: at,
        })
    }

    /// A rule ID of the catalogue; an unknown one fails at its first character, with the
    /// nearest ID when it looks like a typo.
    fn rule_id(&mut self, what: &str) -> Result<RuleTok, Fail> {
        let w = self.word(what)?;
        match w.text.parse::<RuleId>() {
            Ok(id) => Ok(RuleTok {
                id,
                offset: w.offset,
            }),
            Err(e) => Err(Fail {
                at: w.offset,
                expected: "a rule ID of the catalogue (src/engine/catalogue.rs)".into(),
                found: match e.nearest {
                    Some(near) => format!("`{}`; did you mean `{near}`?", w.text),
                    None => format!("`{}`", w.text),
                },
            }),
        }
    }

    fn keyword(&mut self, kw: &str) -> Result<(), Fail> {
        let what = format!("`{kw}`");
        self.need(&what, tag(kw)).map(|_| ())
    }

    /// A count of chances: 0 to 36, the throws of two dice.
    fn chance_count(&mut self) -> Result<u32, Fail> {
        const WHAT: &str = "a count of chances out of 36 (0 to 36)";
        self.skip_space();
        let save = Cur {
            line: self.line,
            rest: self.rest,
        };
        match self.uint(WHAT) {
            Ok(n) if n <= 36 => Ok(n),
            // above 36, or above even what a u32 holds
            _ => save.fail(WHAT),
        }
    }

    fn uint(&mut self, what: &str) -> Result<u32, Fail> {
        self.need(what, map_res(digit1, str::parse::<u32>))
    }

    fn color(&mut self) -> Result<Color, Fail> {
        let c = self.need(
            "`white` or `black`",
            nom::branch::alt((tag("white"), tag("black"))),
        )?;
        Ok(if c == "white" {
            Color::White
        } else {
            Color::Black
        })
    }

    fn maybe_color(&mut self) -> Result<Option<Color>, Fail> {
        self.skip_space();
        if self.rest.starts_with("none") {
            self.rest = &self.rest[4..];
            return Ok(None);
        }
        let c = self.need(
            "`white`, `black` or `none`",
            nom::branch::alt((tag("white"), tag("black"))),
        )?;
        Ok(Some(if c == "white" {
            Color::White
        } else {
            Color::Black
        }))
    }

    fn pair(&mut self) -> Result<Pair, Fail> {
        self.keyword("white")?;
        let white = self.uint("White's number")?;
        self.keyword("black")?;
        let black = self.uint("Black's number")?;
        Ok(Pair { white, black })
    }

    fn quoted(&mut self, what: &str) -> Result<String, Fail> {
        let s = self.need(
            what,
            delimited(char('"'), take_till(|c| c == '"'), char('"')),
        )?;
        Ok(s.to_string())
    }

    fn rest_tok(&mut self, what: &str) -> Result<Tok, Fail> {
        self.skip_space();
        let at = self.at();
        if self.rest.is_empty() {
            return self.fail(what);
        }
        let (_, r) = rest::<_, NomErr<'a>>(self.rest).expect("rest never fails");
        self.rest = "";
        Ok(Tok {
            text: r.to_string(),
            offset: at,
        })
    }

    fn end(&mut self) -> Result<(), Fail> {
        self.skip_space();
        if self.rest.is_empty() {
            Ok(())
        } else {
            self.fail("the end of the line")
        }
    }

    /// An optional `KEY value` suffix.
    fn opt_key(&mut self, key: &str) -> bool {
        self.skip_space();
        let r: IResult<&str, &str, NomErr<'a>> = tag(key).parse(self.rest);
        match r {
            Ok((r, _)) if r.is_empty() || r.starts_with(' ') => {
                self.rest = r;
                true
            }
            _ => false,
        }
    }
}

const KEYWORDS: &str = "`notation`, `position`, `white`, `black`, `to-play`, `roll-number`, `points`, `trous`, `bredouille`, `pavillon`, `refaits`, `coin-just-taken`, `roll`, `play`, `declare`, `touch`, `accept`, `correct`, `erase`, `not-erased`, `pavillon-forgotten`, `go`, `pour-tout`, `expect`, `divergence` or `chances`";

/// The statement keywords, for suggestions.
const STATEMENTS: &[&str] = &[
    "notation",
    "position",
    "white",
    "black",
    "to-play",
    "roll-number",
    "points",
    "trous",
    "bredouille",
    "pavillon",
    "refaits",
    "coin-just-taken",
    "roll",
    "play",
    "declare",
    "touch",
    "accept",
    "correct",
    "erase",
    "not-erased",
    "pavillon-forgotten",
    "go",
    "pour-tout",
    "expect",
    "divergence",
    "chances",
    "cube",
    "match",
    "crawford",
    "double",
    "take",
    "drop",
    "beaver",
    "opening",
    "position-id",
];

/// An optional cube owner: `white`, `black`, `centre` or nothing (the middle).
fn owner(c: &mut Cur<'_>) -> Result<Option<Color>, Fail> {
    c.skip_space();
    if c.rest.is_empty() || c.opt_key("centre") || c.opt_key("center") {
        Ok(None)
    } else {
        c.color().map(Some)
    }
}

/// `` `found` ``, and the nearest of `known` when `found` looks like a typo of it.
fn with_suggestion(found: &str, known: &[&str]) -> String {
    match crate::input::diag::did_you_mean(found, known.iter().copied()) {
        Some(near) => format!("`{found}`; did you mean `{near}`?"),
        None => format!("`{found}`"),
    }
}

fn statement(line: &str) -> Result<Stmt, Fail> {
    let mut c = Cur { line, rest: line };
    let kw = c.word(&format!("a statement ({KEYWORDS})"))?;
    let stmt = match kw.text.as_str() {
        "notation" => {
            Stmt::Notation(c.rest_tok("a notation such as `lepeintre white=A` or `canonical`")?)
        }
        "position" => Stmt::Position(c.rest_tok("a position in the canonical form")?),
        "white" => Stmt::Checkers {
            color: Color::White,
            tokens: c.rest_tok("White's checkers")?,
        },
        "black" => Stmt::Checkers {
            color: Color::Black,
            tokens: c.rest_tok("Black's checkers")?,
        },
        "to-play" => Stmt::ToPlay(c.color()?),
        "roll-number" => roll_number(&mut c)?,
        "points" => Stmt::Points(c.pair()?),
        "trous" => Stmt::Trous(c.pair()?),
        "bredouille" => Stmt::Bredouille(c.maybe_color()?),
        "pavillon" => Stmt::Pavillon(c.maybe_color()?),
        "refaits" => Stmt::Refaits(c.uint("the number of refaits")?),
        "coin-just-taken" => Stmt::CoinJustTaken(c.color()?),
        "roll" => {
            let color = c.color()?;
            c.skip_space();
            let save = Cur {
                line: c.line,
                rest: c.rest,
            };
            let w = c.word("a roll such as `6-5`")?;
            let roll: Roll = match w.text.parse() {
                Ok(r) => r,
                Err(_) => return save.fail("a roll of two dice 1..6 such as `6-5`, `5-6` or `65`"),
            };
            Stmt::Roll { color, roll }
        }
        "play" => Stmt::Play(moves(&mut c)?),
        "correct" => Stmt::Correct(moves(&mut c)?),
        "touch" => {
            let mut squares = Vec::new();
            c.skip_space();
            while !c.rest.trim().is_empty() {
                squares.push(c.word("a flèche such as `D`")?);
                c.skip_space();
            }
            if squares.is_empty() {
                return c.fail("the flèches of the checkers touched");
            }
            Stmt::Touch(squares)
        }
        "declare" => {
            let color = c.color()?;
            let points = c.uint("the points declared")?;
            let trous = if c.opt_key("trous") {
                c.skip_space();
                let at = c.at();
                let n = c.uint("the trous marked")?;
                Some(Tok {
                    text: n.to_string(),
                    offset: at,
                })
            } else {
                None
            };
            let second_jeton = c.opt_key("second-jeton");
            let induced = c.opt_key("induced");
            Stmt::Declare(Declaration {
                color,
                points,
                trous,
                second_jeton,
                induced,
            })
        }
        "expect" => Stmt::Expect(expect::expect(&mut c)?),
        "divergence" => {
            c.keyword("text")?;
            let text = c.quoted("the treatise's claim in double quotes")?;
            c.keyword("reason")?;
            let reason = c.quoted("the reason in double quotes")?;
            Stmt::Divergence { text, reason }
        }
        "chances" => {
            let side = c.color()?;
            if c.opt_key("after") {
                Stmt::ChancesAfter {
                    side,
                    moves: moves(&mut c)?,
                }
            } else {
                Stmt::Chances(side)
            }
        }
        "go" => Stmt::Go,
        "accept" => Stmt::Accept,
        "erase" => Stmt::Erase(c.color()?),
        "not-erased" => Stmt::NotErased,
        "pavillon-forgotten" => Stmt::PavillonForgotten,
        "pour-tout" => Stmt::PourTout,
        "cube" => {
            let value = c.uint("the cube's value (1, 2, 4…)")?;
            let owner = owner(&mut c)?;
            Stmt::Cube { value, owner }
        }
        "match" => {
            let length = c.uint("the match length")?;
            let score = c.pair()?;
            Stmt::Match { length, score }
        }
        "crawford" => Stmt::Crawford,
        "double" => Stmt::Double(c.color()?),
        "take" => Stmt::Take(c.color()?),
        "drop" => Stmt::Drop(c.color()?),
        "beaver" => Stmt::Beaver(c.color()?),
        "opening" => {
            let mut dice = [0u8; 2];
            for (i, side) in ["white", "black"].into_iter().enumerate() {
                c.keyword(side)?;
                c.skip_space();
                let save = Cur {
                    line: c.line,
                    rest: c.rest,
                };
                match c.uint("a die 1..6")? {
                    n @ 1..=6 => dice[i] = n as u8,
                    _ => return save.fail("a die 1..6"),
                }
            }
            Stmt::Opening {
                white: dice[0],
                black: dice[1],
            }
        }
        "position-id" => Stmt::PositionId(c.word("a gnubg Position ID such as `4HPwATDgc/ABMA`")?),
        _ => {
            return Err(Fail {
                at: 0,
                expected: format!("a statement ({KEYWORDS})"),
                found: with_suggestion(&kw.text, STATEMENTS),
            })
        }
    };
    c.end()?;
    Ok(stmt)
}

fn roll_number(c: &mut Cur<'_>) -> Result<Stmt, Fail> {
    c.skip_space();
    if c.rest.starts_with(|ch: char| ch.is_ascii_digit()) {
        let n = c.uint("a roll number")?;
        return Ok(Stmt::RollNumber {
            white: None,
            black: None,
            first: Some(n),
        });
    }
    let (mut white, mut black) = (None, None);
    while !c.rest.trim().is_empty() {
        match c.color()? {
            Color::White => white = Some(c.uint("White's roll number")?),
            Color::Black => black = Some(c.uint("Black's roll number")?),
        }
        c.skip_space();
    }
    if white.is_none() && black.is_none() {
        return c.fail("a roll number, or `white N` / `black N`");
    }
    Ok(Stmt::RollNumber {
        white,
        black,
        first: None,
    })
}

/// The moves of a `play` or `correct` line (`none`: no move).
fn moves(c: &mut Cur<'_>) -> Result<Vec<Vec<Tok>>, Fail> {
    c.skip_space();
    if c.rest.trim() == "none" {
        c.rest = "";
        return Ok(Vec::new());
    }
    let mut moves = Vec::new();
    while !c.rest.trim().is_empty() {
        let w = c.word("a move such as `A-K`")?;
        let mut squares = Vec::new();
        let mut off = w.offset;
        for part in w.text.split('-') {
            if part.is_empty() {
                return Err(Fail {
                    at: off,
                    expected: "a flèche on each side of `-`".into(),
                    found: format!("`{}`", w.text),
                });
            }
            squares.push(Tok {
                text: part.to_string(),
                offset: off,
            });
            off += part.len() + 1;
        }
        if squares.len() < 2 {
            return Err(Fail {
                at: w.offset,
                expected: "a move `FROM-TO` (or `FROM-VIA-TO`)".into(),
                found: format!("`{}`", w.text),
            });
        }
        moves.push(squares);
        c.skip_space();
    }
    if moves.is_empty() {
        return c.fail("moves such as `A-K A-K`, or `none`");
    }
    Ok(moves)
}

impl Stmt {
    /// Makes the token offsets absolute (they are parsed relative to their line).
    fn shift(mut self, by: usize) -> Stmt {
        let fix = |t: &mut Tok| t.offset += by;
        let fix_rule = |r: &mut RuleTok| r.offset += by;
        match &mut self {
            Stmt::Notation(t) | Stmt::Position(t) => fix(t),
            Stmt::Checkers { tokens, .. } => fix(tokens),
            Stmt::Play(moves) | Stmt::Correct(moves) | Stmt::ChancesAfter { moves, .. } => {
                moves.iter_mut().flatten().for_each(fix);
            }
            Stmt::Touch(squares) => squares.iter_mut().for_each(fix),
            Stmt::Expect(Expect::Jan { rule, at, .. } | Expect::ChancesJan { rule, at, .. }) => {
                fix_rule(rule);
                if let Some(a) = at {
                    fix(a);
                }
            }
            Stmt::Expect(Expect::Legal { rule: Some(r), .. }) => fix_rule(r),
            Stmt::Expect(Expect::ChancesStuck { at, .. }) => fix(at),
            Stmt::Expect(Expect::ChancesHit { at: Some(a), .. }) => fix(a),
            Stmt::Expect(Expect::Result { kind: t, .. } | Expect::OpeningRoll(t))
            | Stmt::PositionId(t) => fix(t),
            Stmt::Declare(Declaration { trous: Some(t), .. }) => fix(t),
            _ => {}
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FRONT: &str = "---\nid: x\ndescription: d\nsource:\n  work: w\n  edition: e\n  locator: l\nRULES\nprofile: p\n---\n";

    fn error(rules: &str, body: &str) -> Diagnostic {
        let text = format!("{}{body}", FRONT.replace("RULES", rules));
        parse(Path::new("x.scn"), &text).expect_err("an unknown rule ID")
    }

    #[test]
    fn rule_ids_are_read_into_the_catalogue() {
        let text = format!(
            "{}roll white 6-1\n  expect jan jan.mezeas white 4\n  expect legal no move.both-numbers\n",
            FRONT.replace("RULES", "rules: [jan.mezeas, dice.roll]")
        );
        let f = parse(Path::new("x.scn"), &text).unwrap();
        assert_eq!(f.front.rules, [RuleId::JanMezeas, RuleId::DiceRoll]);
        let Stmt::Expect(Expect::Jan { rule, .. }) = &f.lines[1].stmt else {
            panic!("{:?}", f.lines[1]);
        };
        assert_eq!(rule.id, RuleId::JanMezeas);
        assert_eq!(&text[rule.offset..rule.offset + 10], "jan.mezeas");
        let Stmt::Expect(Expect::Legal { rule: Some(r), .. }) = &f.lines[2].stmt else {
            panic!("{:?}", f.lines[2]);
        };
        assert_eq!(r.id, RuleId::MoveBothNumbers);
    }

    #[test]
    fn an_unknown_rule_id_is_an_error_at_its_place() {
        let d = error("rules: [jan.mezeas, jan.mezaes]", "");
        assert_eq!((d.line, d.col), (8, 21), "{d}");
        assert!(d.message.contains("did you mean `jan.mezeas`?"), "{d}");
        let d = error("rules:\n  - dice.roll\n  - dice.rol", "");
        assert_eq!((d.line, d.col), (10, 5), "{d}");
        let d = error(
            "rules: [dice.roll]",
            "roll white 6-1\n  expect legal no move.bothnumbers\n",
        );
        assert_eq!((d.line, d.col), (12, 19), "{d}");
        assert_eq!(
            d.message,
            "expected a rule ID of the catalogue (src/engine/catalogue.rs), found `move.bothnumbers`; did you mean `move.both-numbers`?"
        );
        let d = error(
            "rules: [dice.roll]",
            "chances white\n  expect chances jan.nothing white 3\n",
        );
        assert_eq!((d.line, d.col), (12, 18), "{d}");
        assert_eq!(
            d.message,
            "expected a rule ID of the catalogue (src/engine/catalogue.rs), found `jan.nothing`"
        );
    }
}
