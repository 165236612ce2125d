//! The cursor over one statement line: nom parsers run after spaces, and a failure that says
//! what was expected, what was found, and the word meant when the one found looks like a typo
//! of it.

use nom::bytes::complete::{tag, take_till, take_while1};
use nom::character::complete::{char, digit1, space0};
use nom::combinator::{map_res, rest};
use nom::sequence::delimited;
use nom::{IResult, Parser};

use crate::conformance::scenario::ast::{Pair, RuleTok, Tok};
use crate::engine::catalogue::RuleId;
use crate::engine::Color;

/// Why a line did not parse: byte offset in the line, what was expected, what was found.
pub(super) struct Fail {
    pub(super) at: usize,
    pub(super) expected: String,
    pub(super) found: String,
}

type NomErr<'a> = nom::error::Error<&'a str>;

/// A cursor over one statement line.
#[derive(Clone)]
pub(super) struct Cur<'a> {
    pub(super) line: &'a str,
    pub(super) rest: &'a str,
    /// The optional keys tried, each at the offset it was tried at: what a word found there
    /// may be a typo of.
    tried: Vec<(usize, &'static str)>,
}

impl<'a> Cur<'a> {
    pub(super) fn new(line: &'a str) -> Cur<'a> {
        Cur {
            line,
            rest: line,
            tried: Vec::new(),
        }
    }

    pub(super) fn at(&self) -> usize {
        self.line.len() - self.rest.len()
    }

    /// Fails here: `expected`, found the next word, with the nearest of the words `expected`
    /// quotes (and of the optional keys tried here) when it looks like a typo of one.
    pub(super) fn fail<T>(&self, expected: &str) -> Result<T, Fail> {
        let found = match self.rest.split_whitespace().next() {
            None => "the end of the line".to_string(),
            Some(w) => {
                let at = self.at();
                let tried = self.tried.iter().filter(|(o, _)| *o == at).map(|(_, k)| *k);
                let known: Vec<&str> = quoted_words(expected).chain(tried).collect();
                with_suggestion(w, &known)
            }
        };
        Err(Fail {
            at: self.at(),
            expected: expected.to_string(),
            found,
        })
    }

    pub(super) fn skip_space(&mut self) {
        let (r, _) = space0::<_, NomErr<'a>>(self.rest).expect("space0 never fails");
        self.rest = r;
    }

    /// Runs `p` after spaces; on failure, reports `what`. What `p` reads must end a word: a
    /// keyword that is only the start of the word found (`sum` of `summ`) fails at the word.
    pub(super) fn need<T>(
        &mut self,
        what: &str,
        mut p: impl Parser<&'a str, Output = T, Error = NomErr<'a>>,
    ) -> Result<T, Fail> {
        self.skip_space();
        match p.parse(self.rest) {
            Ok((r, _)) if r.starts_with(|c: char| c.is_alphanumeric()) => self.fail(what),
            Ok((r, v)) => {
                self.rest = r;
                Ok(v)
            }
            Err(_) => self.fail(what),
        }
    }

    pub(super) fn word(&mut self, what: &str) -> Result<Tok, Fail> {
        self.skip_space();
        let at = self.at();
        let w = self.need(what, take_while1(|c: char| !c.is_whitespace()))?;
        Ok(Tok {
            text: w.to_string(),
            offset: at,
        })
    }

    /// A rule ID of the catalogue; an unknown one fails at its first character, with the
    /// nearest ID (or optional key tried there) when it looks like a typo.
    pub(super) fn rule_id(&mut self, what: &str) -> Result<RuleTok, Fail> {
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
                    // or a typo of a keyword that could stand there (`unplayable`…)
                    None => {
                        let tried = self.tried.iter().filter(|(o, _)| *o == w.offset);
                        let keys: Vec<&str> = tried.map(|(_, k)| *k).collect();
                        with_suggestion(&w.text, &keys)
                    }
                },
            }),
        }
    }

    pub(super) fn keyword(&mut self, kw: &str) -> Result<(), Fail> {
        let what = format!("`{kw}`");
        self.need(&what, tag(kw)).map(|_| ())
    }

    /// A count of chances: 0 to 36, the throws of two dice.
    pub(super) fn chance_count(&mut self) -> Result<u32, Fail> {
        const WHAT: &str = "a count of chances out of 36 (0 to 36)";
        self.skip_space();
        let save = self.clone();
        match self.uint(WHAT) {
            Ok(n) if n <= 36 => Ok(n),
            // above 36, or above even what a u32 holds
            _ => save.fail(WHAT),
        }
    }

    /// A whole number of any size (`None` past what a `u64` holds), failing only when there
    /// is none: its range is for the caller to judge, at [`Cur::at`] before it.
    pub(super) fn number(&mut self, what: &str) -> Result<Option<u64>, Fail> {
        self.need(what, digit1).map(|d: &str| d.parse::<u64>().ok())
    }

    /// A count from `min` to `max`, a limit of `src/engine/limits.rs`: one outside fails at
    /// its first digit, naming the limit, however many digits it has.
    pub(super) fn count(&mut self, what: &str, min: u64, max: u64) -> Result<u64, Fail> {
        self.skip_space();
        let save = self.clone();
        match self.number(what)? {
            Some(n) if (min..=max).contains(&n) => Ok(n),
            _ => save.fail(&format!("{what}, from {min} and at most {max}")),
        }
    }

    /// A number judged by `check` (a rule of the game): its error, at the number's first
    /// digit, when `check` refuses it.
    pub(super) fn judged<T>(
        &mut self,
        what: &str,
        check: impl FnOnce(u64) -> Result<T, String>,
    ) -> Result<T, Fail> {
        self.skip_space();
        let at = self.at();
        let w = self
            .rest
            .split_whitespace()
            .next()
            .unwrap_or("")
            .to_string();
        let n = self.number(what)?.unwrap_or(u64::MAX);
        check(n).map_err(|e| Fail {
            at,
            expected: e,
            found: format!("`{w}`"),
        })
    }

    pub(super) fn uint(&mut self, what: &str) -> Result<u32, Fail> {
        self.need(what, map_res(digit1, str::parse::<u32>))
    }

    pub(super) fn color(&mut self) -> Result<Color, Fail> {
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

    pub(super) fn maybe_color(&mut self) -> Result<Option<Color>, Fail> {
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

    pub(super) fn pair(&mut self) -> Result<Pair, Fail> {
        self.keyword("white")?;
        let white = self.uint("White's number")?;
        self.keyword("black")?;
        let black = self.uint("Black's number")?;
        Ok(Pair { white, black })
    }

    pub(super) fn quoted(&mut self, what: &str) -> Result<String, Fail> {
        let s = self.need(
            what,
            delimited(char('"'), take_till(|c| c == '"'), char('"')),
        )?;
        Ok(s.to_string())
    }

    pub(super) fn rest_tok(&mut self, what: &str) -> Result<Tok, Fail> {
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

    pub(super) fn end(&mut self) -> Result<(), Fail> {
        self.skip_space();
        if self.rest.is_empty() {
            Ok(())
        } else {
            self.fail("the end of the line")
        }
    }

    /// An optional `KEY value` suffix.
    pub(super) fn opt_key(&mut self, key: &'static str) -> bool {
        self.skip_space();
        self.tried.push((self.at(), key));
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

/// The words quoted in backquotes in `expected` that a typo may stand for: keywords of
/// lower-case letters and hyphens (`white`, `second-jeton`), not examples such as `A-K`.
fn quoted_words(expected: &str) -> impl Iterator<Item = &str> {
    expected
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|w| w.len() >= 2 && w.chars().all(|c| c.is_ascii_lowercase() || c == '-'))
}

/// `` `found` ``, and the nearest of `known` when `found` looks like a typo of it.
pub(super) fn with_suggestion(found: &str, known: &[&str]) -> String {
    match crate::input::diag::did_you_mean(found, known.iter().copied()) {
        Some(near) => format!("`{found}`; did you mean `{near}`?"),
        None => format!("`{found}`"),
    }
}
