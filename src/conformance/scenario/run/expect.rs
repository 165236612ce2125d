//! The expectations about one roll: its points (`expect points`), its jans (`expect jan`), the
//! legality of the transcribed play (`expect legal`), and the plays it allows (`expect plays`,
//! `expect unplayable`).

use super::{pair, Runner};
use crate::conformance::scenario::ast::Expect;
use crate::engine::trictrac::jans::Jan;
use crate::engine::Color;
use crate::input::diag::Diagnostic;

impl Runner<'_> {
    pub(super) fn expect_roll(&mut self, e: &Expect, at: usize) -> Result<(), Diagnostic> {
        let who = self.author.clone();
        let cur = self.turn(at, "expected a `roll` line before this `expect`")?;
        let (color, roll) = (cur.color(), cur.roll());
        match e {
            Expect::Points(p) => {
                let (w, b) = (
                    cur.score().points(Color::White),
                    cur.score().points(Color::Black),
                );
                let claim = format!("{who} says {color}'s {roll} scores {}", pair(*p));
                let engine = format!("white {w} black {b}");
                self.check(at, claim, engine, w == p.white && b == p.black);
            }
            Expect::Jan {
                rule,
                side,
                points,
                means,
                at: sq,
            } => {
                let claim = format!(
                    "{who} says {side} +{points} by {}{}{}",
                    rule.id.named(),
                    means.map_or(String::new(), |m| format!(" ({m} means)")),
                    self.at_text(color, sq)
                );
                let Some(jan) = Jan::from_rule(rule.id) else {
                    self.unchecked(at, claim, "not checked: this rule is not a scored jan");
                    return Ok(());
                };
                let fleche = match sq {
                    Some(t) => self.square(color, t)?,
                    None => None,
                };
                let cur = self.turn(at, "expected a `roll` line before this `expect`")?;
                let (pts, m) = cur
                    .score()
                    .jans
                    .iter()
                    .filter(|j| {
                        j.jan == jan
                            && j.to == *side
                            && fleche.is_none_or(|f| j.at == Some(f.get()))
                    })
                    .fold((0, 0), |(p, m), j| (p + j.points, m + j.means));
                let engine = format!("{side} +{pts} ({m} means)");
                let agrees = pts == *points && means.is_none_or(|x| x == m);
                self.check(at, claim, engine, agrees);
            }
            Expect::Legal { legal, rule } => {
                let Some(verdict) = cur.verdict() else {
                    return Err(self.diag(at, "expected a `play` line before `expect legal`"));
                };
                let claim = match (legal, rule) {
                    (true, _) => format!("{who} says the play is legal"),
                    (false, Some(r)) => format!(
                        "{who} says the play is illegal: {} ({})",
                        r.id.words(),
                        r.id
                    ),
                    (false, None) => format!("{who} says the play is illegal"),
                };
                let engine = self.verdict_text(verdict);
                let agrees = match (legal, verdict, rule) {
                    (true, Ok(()), _) => true,
                    (false, Err(e), Some(r)) => e.rule() == r.id,
                    (false, Err(_), None) => true,
                    _ => false,
                };
                self.legality_checked = true;
                self.check(at, claim, engine, agrees);
            }
            Expect::Plays(n) => {
                let got = cur.plays().plays.len() as u32;
                self.check(
                    at,
                    format!(
                        "{who} says {color}'s {roll} has {}",
                        crate::engine::spelling::count(n, "distinct play", "distinct plays")
                    ),
                    format!("{got}"),
                    got == *n,
                );
            }
            Expect::Unplayable(v) => {
                let mut want = v.clone();
                let mut got = cur.plays().unplayable.clone();
                want.sort_unstable();
                got.sort_unstable();
                let show = |v: &[u8]| {
                    if v.is_empty() {
                        "none".to_string()
                    } else {
                        v.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
                    }
                };
                self.check(
                    at,
                    format!("{who} says unplayable: {}", show(&want)),
                    show(&got),
                    want == got,
                );
            }
            _ => unreachable!("handled in expect()"),
        }
        Ok(())
    }
}
