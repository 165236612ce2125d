//! The marking side of a scenario run: what each side declared (`declare`, `accept`), the
//! écoles and marks that follow (`expect trous | marked | bredouille | ecole | may-go`), who
//! throws next (`expect to-play`), the marqué and the stake of a game won (`expect marque`,
//! `expect stake`), and the throw played "pour tout" (`pour-tout`).

use super::{pair, Current, Runner};
use crate::conformance::scenario::ast::{Declaration, Expect, Pair};
use crate::engine::marking::ecrire::{marque, Bredouille};
use crate::engine::marking::game::{stake, winner};
use crate::engine::marking::{mark_roll, Declared, Marked};
use crate::engine::{Color, Sided};
use crate::input::diag::Diagnostic;

impl Runner<'_> {
    /// The marking of the current roll, with what is known of it so far.
    pub(super) fn marked(&self, cur: &Current) -> Marked {
        let declared = Declared {
            impossible: cur.plays.plays.iter().all(|p| p.steps().is_empty()),
            fausse_case: matches!(cur.play, Some((_, Err(_)))),
            // lifting the checkers to go away acts as much as playing them
            not_yet_played: cur.play.is_none() && !cur.go,
            ..cur.declared
        };
        mark_roll(&cur.marks_before, &cur.score, declared, cur.go, self.rules)
    }

    /// How the current roll ends the relevé, if it does (`mark.releve`): the roller went away,
    /// or his play bore off his last checker.
    pub(super) fn releve_end(&self, cur: &Current, m: &Marked) -> Option<ReleveEnd> {
        let sortie = cur.play.is_some() && self.setup.counts(cur.color).iter().all(|&c| c == 0);
        if m.went {
            Some(ReleveEnd::Went)
        } else if sortie {
            Some(ReleveEnd::Sortie {
                swaps: self.rules.sortie_swaps_colours,
            })
        } else {
            None
        }
    }

    /// `declare SIDE N [trous M] [second-jeton] [induced]`.
    pub(super) fn declare(&mut self, d: &Declaration, at: usize) -> Result<(), Diagnostic> {
        let (color, points, trous) = (d.color, d.points, d.trous.as_ref());
        let (second_jeton, induced) = (d.second_jeton, d.induced);
        let Some(cur) = self.current.as_ref() else {
            return Err(self.diag(at, "expected a `roll` line before this `declare`"));
        };
        if let (Some(t), false) = (trous, color == cur.color) {
            return Err(self.diag(
                t.offset,
                format!(
                    "expected trous declared by the roller ({}) only, found them for {color}",
                    cur.color
                ),
            ));
        }
        let cur = self.current.as_mut().expect("checked above");
        if color == cur.color {
            cur.declared.roller = Some(points);
            cur.declared.roller_trous = trous.and_then(|t| t.text.parse().ok());
            cur.declared.roller_second_jeton = second_jeton;
            cur.declared.roller_induced = induced;
        } else {
            cur.declared.opponent = Some(points);
            cur.declared.opponent_second_jeton = second_jeton;
            cur.declared.opponent_induced = induced;
        }
        Ok(())
    }

    /// `accept`: the opponent lets the roller's play and marking stand: he claims no école
    /// (`mark.points.unchallenged`), and the numbers the play left unplayed, though the dice
    /// allowed them, are counted for `ecole.accepted-non-play`.
    pub(super) fn accept(&mut self, at: usize) -> Result<(), Diagnostic> {
        let Some(cur) = self.current.as_ref() else {
            return Err(self.diag(at, "expected a `roll` and its `play` before `accept`"));
        };
        if cur.play.is_none() {
            return Err(self.diag(at, "expected a `play` line before `accept`"));
        }
        let color = cur.color;
        let left = crate::engine::numbers_left(
            &cur.pos.sided(color),
            cur.roll,
            &Sided::new(&self.setup, color),
            self.rules,
        );
        let cur = self.current.as_mut().expect("checked above");
        cur.declared.accepted = true;
        cur.declared.accepted_unplayed = left.unwrap_or(0);
        Ok(())
    }

    /// `erase SIDE` (`victim`: SIDE's points wrongly erased) or `not-erased` (`None`: the
    /// opponent's points left standing after the roller's trou).
    pub(super) fn erasing(&mut self, victim: Option<Color>, at: usize) -> Result<(), Diagnostic> {
        let Some(cur) = self.current.as_mut() else {
            return Err(self.diag(at, "expected a `roll` line before this erasing"));
        };
        match victim {
            Some(c) => cur.declared.wrongly_erased = Some(c),
            None => cur.declared.left_unerased = true,
        }
        Ok(())
    }

    /// `pour-tout`: the throw that bore off the last checker is played again as the roller's
    /// first throw of the next relevé (`jan.sortie.pour-tout`, Lepeintre r.74). The
    /// statements after it concern that new throw.
    pub(super) fn pour_tout(&mut self, at: usize) -> Result<(), Diagnostic> {
        let Some(cur) = self.current.as_ref() else {
            return Err(self.diag(at, "expected a `roll` and its `play` before `pour-tout`"));
        };
        let (color, roll) = (cur.color, cur.roll);
        let m = self.marked(cur);
        let end = self.releve_end(cur, &m);
        let claim = format!("{} plays {color}'s {roll} pour tout", self.author);
        let Some(ReleveEnd::Sortie { swaps }) = end else {
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
        // closes the sortie (talons set again), then throws the same dice from the talon,
        // under his new colour if the players change colours
        let color = if swaps { color.opposite() } else { color };
        self.roll(color, roll, at)
    }

    pub(super) fn expect_marking(&mut self, e: &Expect, at: usize) -> Result<(), Diagnostic> {
        let who = self.author.clone();
        let Some(cur) = self.current.as_ref() else {
            return Err(self.diag(at, "expected a `roll` line before this `expect`"));
        };
        let m = self.marked(cur);
        let roller = cur.color;
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
                let got = crate::engine::marking::turn::ecole_of(&m, roller, *side);
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
                if cur.play.is_none() && !cur.go {
                    return Err(
                        self.diag(at, "expected a `play` or `go` line before `expect to-play`")
                    );
                }
                // a relevé ended by going or by a sortie is opened by the one who ended it,
                // under his new colour when a sortie makes the players change colours
                let next = match self.releve_end(cur, &m) {
                    Some(ReleveEnd::Went | ReleveEnd::Sortie { swaps: false }) => roller,
                    _ => roller.opposite(),
                };
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
            Expect::Marque { side, points } => {
                let (t, lost) = (m.marks.trous(*side), m.marks.trous(side.opposite()));
                let engine = if t < 6 {
                    format!("no marqué: {side} has {t} trous of the 6 needed")
                } else {
                    let bredouille = if m.marks.grande(*side) {
                        Bredouille::Uninterrupted
                    } else {
                        Bredouille::None
                    };
                    let value = marque(t, lost, bredouille, self.refaits, self.rules);
                    format!("{side} {value}")
                };
                let claim = format!("{who} says the marqué is worth {points} to {side}");
                let agrees = engine == format!("{side} {points}");
                (claim, engine, agrees)
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
                let (engine, agrees) = match winner(&m.marks) {
                    Some(w) if w == *side => {
                        let (n, d) = stake(&m.marks, w, self.rules);
                        (
                            format!("{side} wins {}", shown(n, d)),
                            u64::from(n) * u64::from(*den) == u64::from(*num) * u64::from(d),
                        )
                    }
                    _ => (
                        format!("{side} has not won: {} trous", m.marks.trous(*side)),
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

/// A White-then-Black array as a [`Pair`].
fn pair_of(a: [u32; 2]) -> Pair {
    Pair {
        white: a[0],
        black: a[1],
    }
}

/// How a roll ends the relevé.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ReleveEnd {
    /// The roller went away (`mark.sen-aller`).
    Went,
    /// The roller bore off his last checker; `swaps`: the players then change colours.
    Sortie { swaps: bool },
}

/// A side's name, or `none`.
pub(super) fn side_name(c: Option<Color>) -> &'static str {
    c.map_or("none", Color::name)
}
