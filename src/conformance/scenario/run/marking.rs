//! The marking side of a scenario run: what each side declared (`declare`, `accept`,
//! `renounce`), the écoles and marks that follow (`expect trous | marked | bredouille | ecole |
//! may-go`), who throws next (`expect to-play`), the bredouille of trous and its tenue (`expect
//! pavillon | tenue`), the marqué and the stake of a game won (`expect marque`, `expect stake`),
//! and the throw played "pour tout" (`pour-tout`).

use super::{pair, Runner};
use crate::conformance::scenario::ast::{Declaration, Expect, MarqueClaim, Pair};
use crate::engine::trictrac::marking::ecrire::{marque_of, on_going, MarqueEnd, MARQUE_TROUS};
use crate::engine::trictrac::marking::game::{stake, winner};
use crate::engine::trictrac::marking::turn::ecole_of;
use crate::engine::Color;
use crate::input::diag::Diagnostic;

impl Runner<'_> {
    /// `declare SIDE N [trous M] [second-jeton] [induced]`.
    pub(super) fn declare(&mut self, d: &Declaration, at: usize) -> Result<(), Diagnostic> {
        let roller = self
            .turn(at, "expected a `roll` line before this `declare`")?
            .color();
        if let (Some(t), false) = (d.trous.as_ref(), d.color == roller) {
            return Err(self.diag(
                t.offset,
                format!(
                    "expected trous declared by the roller ({roller}) only, found them for {}",
                    d.color
                ),
            ));
        }
        let trous = d.trous.as_ref().and_then(|t| t.text.parse().ok());
        self.game
            .declare(d.color, d.points, trous, d.second_jeton, d.induced)
            .map_err(|e| self.refused(at, &e))
    }

    /// `accept`: the opponent lets the roller's play and marking stand.
    pub(super) fn accept(&mut self, at: usize) -> Result<(), Diagnostic> {
        let turn = self.turn(at, "expected a `roll` and its `play` before `accept`")?;
        if turn.verdict().is_none() {
            return Err(self.diag(at, "expected a `play` line before `accept`"));
        }
        self.game.accept().map_err(|e| self.refused(at, &e))
    }

    /// `erase SIDE` (`victim`: SIDE's points wrongly erased) or `not-erased` (`None`: the
    /// opponent's points left standing after the roller's trou).
    pub(super) fn erasing(&mut self, victim: Option<Color>, at: usize) -> Result<(), Diagnostic> {
        self.turn(at, "expected a `roll` line before this erasing")?;
        self.game.erasing(victim).map_err(|e| self.refused(at, &e))
    }

    /// `renounce SIDE`: SIDE renounces the école the other side's marking offers him.
    pub(super) fn renounce(&mut self, side: Color, at: usize) -> Result<(), Diagnostic> {
        self.turn(at, "expected a `roll` line before this `renounce`")?;
        self.game.renounce(side).map_err(|e| self.refused(at, &e))
    }

    /// `pour-tout`: the throw that bore off the last checker is played again as the roller's
    /// first throw of the next relevé (`jan.sortie.pour-tout`, Lepeintre r.74). The
    /// statements after it concern that new throw.
    pub(super) fn pour_tout(&mut self, at: usize) -> Result<(), Diagnostic> {
        let turn = self.turn(at, "expected a `roll` and its `play` before `pour-tout`")?;
        let (color, roll) = (turn.color(), turn.roll());
        let claim = format!("{} plays {color}'s {roll} pour tout", self.author);
        let closed = self.game.pour_tout().map_err(|e| self.refused(at, &e))?;
        let Some(closed) = closed else {
            let engine =
                "refused: only the throw that bears off the last checker is played pour tout";
            self.check(at, claim, engine.to_string(), false);
            return Ok(());
        };
        self.check(
            at,
            claim,
            "it bore off the last checker and opens the next relevé".to_string(),
            true,
        );
        self.report_closed(Some(closed));
        self.forget_alternatives();
        self.chances = None;
        // the same dice thrown from the talon, under his new colour if the players change
        // colours
        let color = self.game.turn().map_or(color, |t| t.color());
        self.throw(color, roll, at, true)
    }

    pub(super) fn expect_marking(&mut self, e: &Expect, at: usize) -> Result<(), Diagnostic> {
        let who = self.author.clone();
        let turn = self.turn(at, "expected a `roll` line before this `expect`")?;
        let (roller, played) = (turn.color(), turn.verdict().is_some() || turn.goes());
        let Some(m) = self.game.marked() else {
            return Err(self.diag(at, "expected a `roll` line before this `expect`"));
        };
        let (claim, engine, agrees) = match e {
            Expect::Trous(p) => {
                let got = pair_of(m.marks.trous);
                (
                    format!("{who} gives trous {}", pair(*p)),
                    pair(got),
                    got == *p,
                )
            }
            Expect::Marked(p) => {
                let got = pair_of(m.marks.points);
                (
                    format!("{who} leaves marked {}", pair(*p)),
                    pair(got),
                    got == *p,
                )
            }
            Expect::Bredouille(c) => {
                let got = m.marks.who_bredouille();
                (
                    format!("{who} has {} en bredouille", side_name(*c)),
                    side_name(got).to_string(),
                    got == *c,
                )
            }
            Expect::Ecole { side, points } => {
                let got = ecole_of(&m, roller, *side);
                (
                    format!("{who} gives {side} an école of {points}"),
                    format!("{side} {got}"),
                    got == *points,
                )
            }
            Expect::MayGo(side, yes) => {
                // only the roller, on trous he took himself, is ever offered the choice
                let side = side.unwrap_or(roller);
                let may = side == roller && m.may_go;
                let say = |b: bool| if b { "may go" } else { "may not go" };
                (
                    format!("{who} says {side} {}", say(*yes)),
                    say(may).to_string(),
                    may == *yes,
                )
            }
            Expect::ToPlay(side) => {
                if !played {
                    return Err(
                        self.diag(at, "expected a `play` or `go` line before `expect to-play`")
                    );
                }
                let next = self.game.next_to_play().unwrap_or(roller);
                (
                    format!("{who} gives the dice to {side}"),
                    format!("{next} throws next"),
                    next == *side,
                )
            }
            Expect::Pavillon(c) => {
                let got = Color::ALL.into_iter().find(|c| m.marks.grande(*c));
                (
                    format!(
                        "{who} has {} holding the bredouille of trous",
                        side_name(*c)
                    ),
                    side_name(got).to_string(),
                    got == *c,
                )
            }
            Expect::Tenue(c) => {
                let got = Color::ALL
                    .into_iter()
                    .find(|c| m.marks.grande(*c) && m.marks.tenue(*c));
                (
                    format!(
                        "{who} has {} holding a bredouille of trous of one tenue",
                        side_name(*c)
                    ),
                    side_name(got).to_string(),
                    got == *c,
                )
            }
            Expect::Stake { side, num, den } => {
                let shown = |n: u32, d: u32| {
                    if d == 1 {
                        format!("×{n}")
                    } else {
                        format!("×{n}/{d}")
                    }
                };
                let claim = format!("{who} says {side} wins the game {}", shown(*num, *den));
                let (engine, agrees) = match winner(&m.marks, self.game.rules()) {
                    Some(w) if w == *side => {
                        let (n, d) = stake(&m.marks, w, self.game.rules());
                        (
                            format!("{side} wins {}", shown(n, d)),
                            u64::from(n) * u64::from(*den) == u64::from(*num) * u64::from(d),
                        )
                    }
                    _ => (
                        format!(
                            "{side} has not won: {}",
                            crate::engine::spelling::count(m.marks.trous(*side), "trou", "trous")
                        ),
                        false,
                    ),
                };
                (claim, engine, agrees)
            }
            _ => unreachable!("marking expectations only"),
        };
        self.check(at, claim, engine, agrees);
        Ok(())
    }
}

impl Runner<'_> {
    /// `expect marque …`: after a `go`, how the going ends the marqué (`on_going`) and, with
    /// `next`, who throws first in the next one (the dice pass after a marqué won, not after
    /// a refait, from the `first-thrower` stated); on a roll without a going, what a marqué
    /// won now is worth to a side.
    pub(super) fn expect_marque(
        &mut self,
        end: MarqueClaim,
        next: Option<Color>,
        at: usize,
    ) -> Result<(), Diagnostic> {
        let who = self.author.clone();
        let goes = self
            .turn(at, "expected a `roll` line before this `expect`")?
            .goes();
        let Some(m) = self.game.marked() else {
            return Err(self.diag(at, "expected a `roll` line before this `expect`"));
        };
        let rules = self.game.rules();
        let short = |side: Color| {
            format!(
                "no marqué: {side} has {} of the {MARQUE_TROUS} needed",
                crate::engine::spelling::count(m.marks.trous(side), "trou", "trous")
            )
        };
        if !goes {
            let MarqueClaim::Won { side, points } = end else {
                return Err(self.diag(
                    at,
                    "expected a `go` line before `expect marque refait|none` (only a going ends a marqué)",
                ));
            };
            if next.is_some() {
                return Err(self.diag(
                    at,
                    "expected a `go` line before `expect marque … next` (only a going ends a marqué)",
                ));
            }
            let engine = match marque_of(&m.marks, side, self.refaits, rules) {
                None => short(side),
                Some(value) => format!("{side} {value}"),
            };
            let claim = format!("{who} says the marqué is worth {points} to {side}");
            let agrees = engine == format!("{side} {points}");
            self.check(at, claim, engine, agrees);
            return Ok(());
        }
        let got = on_going(&m.marks, self.refaits, rules);
        let [w, b] = m.marks.trous;
        let engine = match got {
            Some(MarqueEnd::Won { winner, value }) => format!("{winner} {value}"),
            Some(MarqueEnd::Refait) => format!("a refait: {w} trous each, the marqué void"),
            None => format!(
                "the marqué goes on: {w} trous to {b}, neither holds the {MARQUE_TROUS} needed"
            ),
        };
        let (claim, agrees) = match end {
            MarqueClaim::Won { side, points } => (
                format!("{who} says the marqué is worth {points} to {side}"),
                got == Some(MarqueEnd::Won {
                    winner: side,
                    value: points,
                }),
            ),
            MarqueClaim::Refait => (
                format!("{who} says the going makes a refait: the marqué void, no one marks"),
                got == Some(MarqueEnd::Refait),
            ),
            MarqueClaim::GoesOn => (
                format!("{who} says the going ends no marqué"),
                got.is_none(),
            ),
        };
        self.check(at, claim, engine, agrees);
        let Some(next) = next else {
            return Ok(());
        };
        let Some(first) = self.first_thrower else {
            return Err(self.diag(
                at,
                "expected a `first-thrower` line before `expect marque … next` (who threw first in this marqué)",
            ));
        };
        let claim = format!("{who} gives the first throw of the next marqué to {next}");
        let (engine, agrees) = match got {
            None => ("no next marqué: this one goes on".to_string(), false),
            Some(end) => {
                let n = if end.dice_pass() {
                    first.opposite()
                } else {
                    first
                };
                (format!("{n} throws first in the next marqué"), n == next)
            }
        };
        self.check(at, claim, engine, agrees);
        Ok(())
    }
}

/// A White-then-Black array as a [`Pair`].
fn pair_of(a: [u32; 2]) -> Pair {
    Pair {
        white: a[0],
        black: a[1],
    }
}

/// A side's name, or `none`.
pub(super) fn side_name(c: Option<Color>) -> &'static str {
    c.map_or("none", Color::name)
}
