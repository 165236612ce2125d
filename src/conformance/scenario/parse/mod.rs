//! The scenario parser (nom): front matter, then one statement per line, one grammar for both
//! games. It reads the syntax, refuses a statement the file's game does not have ([`games`]),
//! and checks each flèche token against the notation in force ([`squares`]); whether a
//! position is legal or a play allowed is the runner's and the engine's business. The counts it
//! reads are held to their limits (`src/engine/limits.rs`), each number at its column and the
//! whole file's `roll` lines and rollout trials at the first line past them. A line that
//! does not read is an error, and reading goes on at the next line, as a compiler's does: a
//! file's errors are all reported at once, in line order.

mod cursor;
mod expect;
pub(crate) mod games;
mod rules_list;
mod squares;
mod statement;

use std::path::Path;

use super::ast::{Advice, Line, Measure, Stmt};
use super::front::FrontMatter;
use crate::engine::limits::{self, FILE_ROLLOUT_TRIALS, FILE_ROLLS};
use crate::engine::GameKind;
use crate::input::diag::{Diagnostic, LineIndex};

/// A parsed scenario file.
#[derive(Debug, Clone)]
pub struct ScenarioFile {
    /// Its provenance.
    pub front: FrontMatter,
    /// The statements of the body.
    pub lines: Vec<Line>,
}

/// What reading a scenario file gave: its front matter if that read, the statements that
/// read, and every error, in line order.
#[derive(Debug, Clone)]
pub struct Parsed {
    pub front: Option<FrontMatter>,
    pub lines: Vec<Line>,
    pub errors: Vec<Diagnostic>,
}

impl Parsed {
    /// The file, or every error of it (at least one).
    pub fn into_file(self) -> Result<ScenarioFile, Vec<Diagnostic>> {
        match (self.front, self.errors.is_empty()) {
            (Some(front), true) => Ok(ScenarioFile {
                front,
                lines: self.lines,
            }),
            (_, _) => Err(self.errors),
        }
    }
}

/// Parses the text of a scenario file read from `path` (used in messages only); the first
/// error when it has any ([`parse_all`] gives them all).
pub fn parse(path: &Path, text: &str) -> Result<ScenarioFile, Diagnostic> {
    parse_all(path, text)
        .into_file()
        .map_err(|mut errors| errors.swap_remove(0))
}

/// Parses the text of a scenario file read from `path`: what read, and every error.
#[must_use]
pub fn parse_all(path: &Path, text: &str) -> Parsed {
    let mut out = Parsed {
        front: None,
        lines: Vec::new(),
        errors: Vec::new(),
    };
    let body_start = match front_matter(path, text) {
        Ok((front, body_start)) => {
            match front {
                Ok(f) => out.front = Some(f),
                Err(d) => out.errors.extend(d),
            }
            body_start
        }
        Err(d) => {
            // nothing after it can be told from the front matter
            out.errors.push(d);
            return out;
        }
    };
    // one index for every error: a file of many errors costs what its lines cost
    let index = LineIndex::new(text);
    let mut offset = body_start;
    for raw in text[body_start..].split_inclusive('\n') {
        let line = strip_comment(raw.trim_end_matches(['\n', '\r']));
        let content = line.trim_start();
        if !content.trim().is_empty() {
            let start = offset + (line.len() - content.len());
            match statement::statement(content.trim_end()) {
                Ok(stmt) => out.lines.push(Line {
                    stmt: stmt.shift(start),
                    offset: start,
                }),
                // the next line is the next statement: reading goes on there
                Err(f) => out.errors.push(
                    Diagnostic::at_in(
                        path,
                        &index,
                        start + f.at,
                        format!("expected {}, found {}", f.expected, f.found),
                    )
                    .with_code(fail_code(&f.expected)),
                ),
            }
        }
        offset += raw.len();
    }
    let game = out
        .front
        .as_ref()
        .map_or_else(|| stated_game(&text[..body_start]), |f| f.game);
    out.errors
        .extend(games::check(path, text, &index, game, &out.lines));
    out.errors
        .extend(squares::check(path, &index, game, &out.lines));
    out.errors.extend(file_limits(path, &index, &out.lines));
    out.errors.sort_by_key(|d| (d.line, d.col));
    out
}

/// The limits of a whole file (`src/engine/limits.rs`): its `roll` lines, and the trials of
/// its rollouts together; an error at the first line past each.
fn file_limits(path: &Path, index: &LineIndex, lines: &[Line]) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    let (mut rolls, mut trials) = (0usize, 0u64);
    let (mut rolls_said, mut trials_said) = (false, false);
    for line in lines {
        let past = match &line.stmt {
            Stmt::Roll { .. } | Stmt::Roll3 { .. } => {
                rolls += 1;
                (rolls > FILE_ROLLS && !rolls_said).then(|| {
                    rolls_said = true;
                    limits::above("the `roll` lines of a file", FILE_ROLLS, rolls)
                })
            }
            Stmt::Advice(Advice {
                measure: Measure::Rollout { trials: n },
                ..
            }) => {
                trials += u64::from(*n);
                (trials > FILE_ROLLOUT_TRIALS && !trials_said).then(|| {
                    trials_said = true;
                    limits::above(
                        "the trials of the rollouts of a file, together",
                        FILE_ROLLOUT_TRIALS,
                        trials,
                    )
                })
            }
            _ => None,
        };
        if let Some(msg) = past {
            errors.push(Diagnostic::at_in(path, index, line.offset, msg).with_code("limit"));
        }
    }
    errors
}

/// The code of a statement that did not read, from what was expected.
fn fail_code(expected: &str) -> &'static str {
    if expected.starts_with("a statement (") || expected.starts_with("`points`, `jan`") {
        "unknown-keyword"
    } else if expected.starts_with("a rule ID of the catalogue") {
        "unknown-rule"
    } else {
        "syntax"
    }
}

/// The front matter (or its error when it does not read) and where the body starts;
/// an error when the `---` lines are not there (nothing after can be read then).
fn front_matter(
    path: &Path,
    text: &str,
) -> Result<(Result<FrontMatter, Vec<Diagnostic>>, usize), Diagnostic> {
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
    let body_start = yaml_start + close.1;
    let yaml = &after_open[..close.0];
    if let Some(at) = crate::input::files::yaml_too_deep(yaml) {
        let d = err(
            yaml_start + at,
            crate::input::files::yaml_too_deep_message(),
        );
        return Ok((Err(vec![d]), body_start));
    }
    if let Some((at, c)) = crate::input::yaml::control(yaml) {
        let d = err(
            yaml_start + at,
            format!("front matter: {}", crate::input::yaml::control_message(c)),
        )
        .with_code("front-matter");
        return Ok((Err(vec![d]), body_start));
    }
    let front = serde_yaml::from_str::<FrontMatter>(yaml).map_err(|e| {
        let msg = strip_location(&e.to_string());
        if msg.starts_with("rules: expected a rule ID") {
            // serde stops at the first unknown rule ID, placed at the start of the list: each
            // one at its place
            let unknown = rules_list::unknown_rules(yaml);
            if !unknown.is_empty() {
                return unknown
                    .into_iter()
                    .map(|(at, e)| {
                        err(yaml_start + at, format!("front matter: rules: {e}"))
                            .with_code("unknown-rule")
                    })
                    .collect();
            }
        }
        if let Some(d) = missing_field(yaml, &msg) {
            return vec![err(yaml_start + d.0, format!("front matter: {msg}"))
                .with_code("front-matter")
                .with_help(d.1)];
        }
        // serde places a duplicate key at the start of its mapping: point at the second one
        let offset = crate::conformance::profile::duplicate_field_offset(yaml, &msg)
            .or_else(|| e.location().map(|l| l.index()))
            .unwrap_or(0);
        let code = if msg.starts_with("rules: expected a rule ID") {
            "unknown-rule"
        } else {
            "front-matter"
        };
        let d = err(
            yaml_start + offset,
            format!("front matter: {}", crate::input::diag::suggest_field(&msg)),
        )
        .with_code(code);
        vec![match crate::input::yaml::layout_help(yaml, offset) {
            Some(help) => d.with_help(help),
            None => d,
        }]
    });
    Ok((front, body_start))
}

/// For serde's `missing field `x`` (`source: missing field `x`` inside `source`): where the
/// field belongs in `yaml` (the end of its mapping's last line) and the help line, a line to
/// add ([`super::front::example_line`]).
fn missing_field(yaml: &str, msg: &str) -> Option<(usize, String)> {
    let (section, rest) = msg.split_once("missing field `")?;
    let field = rest.split_once('`')?.0;
    let section = section.trim_end().trim_end_matches(':');
    let (at, indent) = crate::input::yaml::missing_field_place(yaml, section)?;
    let line = super::front::example_line(section, field);
    Some((at, format!("add a line such as `{indent}{line}`")))
}

/// The game a front matter that did not read states (a line `game: backgammon`), to read its
/// body by; trictrac when it says none. Read from the text: the YAML did not read, and may be
/// hostile (nested too deep, aliases that expand).
fn stated_game(front: &str) -> GameKind {
    let backgammon = front
        .lines()
        .any(|l| l.split('#').next().unwrap_or("").trim_end() == "game: backgammon");
    if backgammon {
        GameKind::Backgammon
    } else {
        GameKind::Trictrac
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::conformance::scenario::ast::{Expect, Stmt};
    use crate::engine::catalogue::RuleId;

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

    /// Every error of the file, as `line:col: code`.
    fn all_errors(rules: &str, body: &str) -> Vec<String> {
        let text = format!("{}{body}", FRONT.replace("RULES", rules));
        parse_all(Path::new("x.scn"), &text)
            .errors
            .iter()
            .map(|d| format!("{}:{}: {}", d.line, d.col, d.code))
            .collect()
    }

    #[test]
    fn reading_goes_on_after_an_error_and_reports_every_one_in_line_order() {
        // a rule-ID typo does not hide the misspelled keyword after it, nor the bad flèche
        let body = "notation lepeintre white=A\nwhite A13 L2\nblack Y15\nroll white 6-1\n  expect legal no move.bothnumbers\n  expct points white 4 black 0\n  play A-W\n";
        assert_eq!(
            all_errors("rules: [dice.roll]", body),
            [
                "15:19: unknown-rule",
                "16:3: unknown-keyword",
                "17:10: bad-square"
            ]
        );
        // a front matter that does not read: the body's errors still come, after its own;
        // each unknown rule ID of the list at its place
        assert_eq!(
            all_errors("rules: [dice.rol, jan.mezaes]", "rol white 6-1\n"),
            [
                "8:9: unknown-rule",
                "8:19: unknown-rule",
                "11:1: unknown-keyword"
            ]
        );
        // the first error is `parse`'s
        let d = error("rules: [dice.roll]", "rol white 6-1\nplya A-B\n");
        assert_eq!((d.line, d.col), (11, 1), "{d}");
    }

    #[test]
    fn renounce_names_the_side_renouncing_and_nothing_more() {
        let text = format!(
            "{}roll black 4-1\n  renounce black\n",
            FRONT.replace("RULES", "rules: [ecole.points]")
        );
        let f = parse(Path::new("x.scn"), &text).unwrap();
        assert_eq!(f.lines[1].stmt, Stmt::Renounce(crate::engine::Color::Black));
        let d = error("rules: [ecole.points]", "renounce\n");
        assert_eq!((d.line, d.col), (11, 9), "{d}");
        assert!(d.message.starts_with("expected "), "{d}");
        let d = error("rules: [ecole.points]", "renounce black 4\n");
        assert_eq!((d.line, d.col), (11, 16), "{d}");
    }

    #[test]
    fn a_typo_of_a_keyword_a_side_or_a_suffix_gets_the_word_meant() {
        for (body, near) in [
            ("roll whte 6-5\n", "white"),
            ("renonce black\n", "renounce"),
            ("renounce blak\n", "black"),
            ("bredouille nobe\n", "none"),
            ("expect legal ys\n", "yes"),
            ("expect jan jan.mezeas white 4 mens 2\n", "means"),
            ("divergence txt \"a\" reason \"b\"\n", "text"),
            (
                "chances white\nexpect chances jan.mezeas white 3 by summ\n",
                "sum",
            ),
            ("notation lepientre white=A\n", "lepeintre"),
            ("notation lepeintre whte=A\n", "white=A"),
            (
                "chances white\nexpect chances unplayabel white 3\n",
                "unplayable",
            ),
            (
                "advice prefer A-B over A-C by mor chances take-coin white\n",
                "more",
            ),
            (
                "advice prefer A-B ovr A-C by more chances take-coin white\n",
                "over",
            ),
            ("acknowledge refted reason \"x\"\n", "refuted"),
        ] {
            let d = error("rules: [dice.roll]", body);
            assert!(
                d.message.ends_with(&format!("; did you mean `{near}`?")),
                "{body}: {d}"
            );
        }
        // an example quoted in the message is not a word one could have meant
        let d = error("rules: [dice.roll]", "notation fleche\nplay A-J\n");
        assert!(!d.message.contains("did you mean"), "{d}");
    }
}
