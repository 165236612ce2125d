//! The expectations of a backgammon scenario, each compared with what the engine gives.

use super::Runner;
use crate::conformance::scenario::ast::{Expect, Pair};
use crate::engine::tables::chances::{count, BgEvent};
use crate::engine::tables::game::{drawn, result, OpeningOutcome};
use crate::engine::tables::{legal_plays, legal_plays_three, BgPosition};
use crate::engine::Color;
use crate::input::diag::Diagnostic;

fn pair(p: Pair) -> String {
    format!("white {} black {}", p.white, p.black)
}

fn owner(o: Option<Color>) -> String {
    o.map_or_else(|| "in the middle".to_string(), |c| format!("held by {c}"))
}

impl Runner<'_> {
    /// The position now: after the current roll's play, else as set up.
    fn now(&mut self, at: usize) -> Result<BgPosition, Diagnostic> {
        Ok(self.game(at)?.position)
    }

    pub(super) fn expect(&mut self, e: &Expect, at: usize) -> Result<(), Diagnostic> {
        let who = self.author.clone();
        match e {
            Expect::Legal { legal, rule } => {
                let Some(a) = &mut self.action else {
                    return Err(self.diag(at, "expected a `play` (or a cube action) before `expect legal`"));
                };
                a.checked = true;
                let what = a.what.clone();
                let outcome = a.outcome.clone();
                let engine = match &outcome {
                    Ok(()) => "legal".to_string(),
                    Err((_, why)) => format!("illegal: {why}"),
                };
                let agrees = match (legal, rule, &outcome) {
                    (true, _, Ok(())) => true,
                    (false, None, Err(_)) => true,
                    (false, Some(r), Err((broken, _))) => r.id == *broken,
                    _ => false,
                };
                let claim = match (legal, rule) {
                    (true, _) => format!("{who} says {what} is legal"),
                    (false, Some(r)) => format!(
                        "{who} says {what} is illegal: {} ({})",
                        r.id.words(),
                        r.id
                    ),
                    (false, None) => format!("{who} says {what} is not legal"),
                };
                self.check(at, claim, engine, agrees);
            }
            Expect::Plays(_) | Expect::Unplayable(_) if self.current.is_none() => {
                return Err(self.diag(at, "expected a `roll` line before this `expect`"));
            }
            Expect::Plays(n) => {
                let Some(cur) = &self.current else { unreachable!("checked above") };
                let (before, roll, color) = (cur.before, cur.roll, cur.color);
                let (got, roll) = match cur.three {
                    Some(t) => (legal_plays_three(&before, t, self.rules).0.len() as u32, t.to_string()),
                    None => (legal_plays(&before, roll, self.rules).0.len() as u32, roll.to_string()),
                };
                self.check(at, format!("{who} says {color}'s {roll} has {n} distinct legal play{}", if *n == 1 { "" } else { "s" }), format!("{got}"), got == *n);
            }
            Expect::Unplayable(v) => {
                let Some(cur) = &self.current else { unreachable!("checked above") };
                let (before, roll, color) = (cur.before, cur.roll, cur.color);
                let (mut lost, roll) = match cur.three {
                    Some(t) => (legal_plays_three(&before, t, self.rules).1, t.to_string()),
                    None => (legal_plays(&before, roll, self.rules).1, roll.to_string()),
                };
                let mut want = v.clone();
                want.sort_unstable();
                lost.sort_unstable();
                let show = |v: &[u8]| if v.is_empty() { "none".to_string() } else { v.iter().map(u8::to_string).collect::<Vec<_>>().join(" ") };
                self.check(at, format!("{who} says {color}'s {roll} cannot play {}", show(&want)), show(&lost), want == lost);
            }
            Expect::Bar(p) | Expect::Off(p) | Expect::Pips(p) => {
                let pos = self.now(at)?;
                let (what, get): (&str, fn(&BgPosition, Color) -> u32) = match e {
                    Expect::Bar(_) => ("on the bar", |p, c| u32::from(p.bar(c))),
                    Expect::Off(_) => ("borne off", |p, c| u32::from(p.off(c))),
                    _ => ("pips to play", BgPosition::pips),
                };
                let got = Pair { white: get(&pos, Color::White), black: get(&pos, Color::Black) };
                self.check(at, format!("{who} says {}: {what}", pair(*p)), pair(got), got == *p);
            }
            Expect::Hits(n) => {
                let got = self.current.as_ref().and_then(|c| c.hits);
                let Some(got) = got else {
                    return Err(self.diag(at, "expected a legal `play` before `expect hits`"));
                };
                self.check(at, format!("{who} says the play hits {n}"), got.to_string(), got == *n);
            }
            Expect::ToPlay(c) => {
                let got = self.now(at)?.turn();
                self.check(at, format!("{who} says {c} throws next"), got.to_string(), got == *c);
            }
            Expect::Result { side, kind } => {
                let rules = self.rules.clone();
                let pos = self.now(at)?;
                let got = result(&pos, &rules);
                let engine = got.map_or_else(|| "the game goes on".to_string(), |(c, r)| format!("{c} wins, {}", r.name()));
                let agrees = got.is_some_and(|(c, r)| c == *side && r.name() == kind.text);
                // the parser has read the kind as one of the three
                self.check(at, format!("{who} says {side} wins, {}", kind.text), engine, agrees);
            }
            Expect::MatchScore(_)
            | Expect::NextGame(_)
            | Expect::FirstToPlay(_)
            | Expect::MatchWinner(_) => self.expect_match(e, at)?,
            Expect::Drawn => {
                let rules = self.rules.clone();
                let pos = self.now(at)?;
                let got = drawn(&pos, &rules);
                let engine = if got { "the game is drawn".to_string() } else { "the game is not drawn".to_string() };
                self.check(at, format!("{who} says the game is drawn"), engine, got);
            }
            Expect::Value { side, points } => {
                self.flush_action();
                let got = self.game(at)?.ended;
                let engine = got.map_or_else(|| "the game goes on".to_string(), |(c, n)| format!("{c} scores {n}"));
                self.check(at, format!("{who} says {side} scores {points}"), engine, got == Some((*side, *points)));
            }
            Expect::Cube { value, owner: o } => {
                self.flush_action();
                let cube = self.game(at)?.cube;
                self.check(
                    at,
                    format!("{who} says the cube is at {value}, {}", owner(*o)),
                    format!("{}, {}", cube.value, owner(cube.owner)),
                    cube.value == *value && cube.owner == *o,
                );
            }
            Expect::MayDouble(c, yes) => {
                self.flush_action();
                let got = self.game(at)?.may_double(*c);
                let engine = match &got {
                    Ok(()) => "he may".to_string(),
                    Err(e) => format!("he may not: {e}"),
                };
                self.check(at, format!("{who} says {c} may{} double now", if *yes { "" } else { " not" }), engine, got.is_ok() == *yes);
            }
            Expect::OpeningRoll(t) => {
                let Some(o) = self.opening else {
                    return Err(self.diag(at, "expected an `opening` line before `expect opening-roll`"));
                };
                let got = match o {
                    OpeningOutcome::Again => "again".to_string(),
                    OpeningOutcome::First { roll: None, .. } => "rethrow".to_string(),
                    OpeningOutcome::First { roll: Some(r), .. } => r.to_string(),
                };
                let want = match t.text.parse::<crate::engine::Roll>() {
                    Ok(r) => r.to_string(),
                    Err(_) if ["again", "rethrow"].contains(&t.text.as_str()) => t.text.clone(),
                    Err(_) => return Err(self.diag(t.offset, format!("expected a roll such as `6-3`, `rethrow` or `again`, found `{}`", t.text))),
                };
                self.check(at, format!("{who} says the opening gives {want}"), got.clone(), got == want);
            }
            Expect::ChancesEnter { side, count: n }
            | Expect::ChancesHit { side, count: n, .. }
            | Expect::ChancesUnplayable { side, count: n } => {
                let Some(pos) = self.chances else {
                    return Err(self.diag(at, "expected a `chances` line before `expect chances`"));
                };
                let (event, what) = match e {
                    Expect::ChancesEnter { .. } => (BgEvent::Enter, "to enter".to_string()),
                    Expect::ChancesHit { at: Some(t), .. } => {
                        let p = self.notation.point(*side, &t.text).map_err(|m| self.diag(t.offset, m))?;
                        (BgEvent::Hit(Some(p)), format!("to hit the blot on {}", t.text))
                    }
                    Expect::ChancesHit { .. } => (BgEvent::Hit(None), "to hit".to_string()),
                    _ => (BgEvent::Unplayable, "losing a number".to_string()),
                };
                let got = count(&pos, *side, self.rules, event);
                self.check(at, format!(
                        "{who} counts {} of 36 for {side} {what}",
                        crate::engine::spelling::count(n, "chance", "chances")
                    ), got.to_string(), got == *n);
            }
            _ => {
                return Err(self.diag(
                    at,
                    "expected a backgammon expectation: this one is for trictrac scenarios (see docs/scenario-format-backgammon.md)",
                ))
            }
        }
        Ok(())
    }
}
