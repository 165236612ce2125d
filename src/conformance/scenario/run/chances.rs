//! Chance counts (`chances SIDE` then `expect chances …`): the 36 throws of the side to play
//! enumerated, and those satisfying the claim counted (`chances.count`).

use super::Runner;
use crate::conformance::scenario::ast::{ByMeans, Expect, MeansCount};
use crate::conformance::scenario::report::Counted;
use crate::engine::jans::{Context, How, Jan, JanScore, Score};
use crate::engine::sided::COIN;
use crate::engine::{generate, Color, Plays, Position, Roll, Rules};
use crate::input::diag::Diagnostic;

impl Runner<'_> {
    pub(super) fn expect_chances(&mut self, e: &Expect, at: usize) -> Result<(), Diagnostic> {
        let who = self.author.clone();
        if self.after_illegal() {
            self.unchecked(
                at,
                format!("{who} counts chances after the play above"),
                "not checked: the play is illegal",
            );
            return Ok(());
        }
        match e {
            Expect::ChancesJan {
                rule,
                side,
                count,
                at: sq,
                by,
                means,
                hits,
            } => {
                let Some(pos) = self.chances.clone() else {
                    return Err(self.diag(at, "expected a `chances` line before `expect chances`"));
                };
                let by_text = match by {
                    Some(ByMeans::Number) => " by a single number",
                    Some(ByMeans::Sum) => " by the sum",
                    None => "",
                };
                let means_text = match means {
                    Some(MeansCount { n, or_more: true }) => format!(" by {n} means or more"),
                    Some(MeansCount { n, or_more: false }) => format!(" by exactly {n} means"),
                    None => String::new(),
                };
                let hits_text = hits.map_or(String::new(), |h| format!(" at {h} flèches at once"));
                let claim = format!(
                    "{who} counts {} of {} for {side}{}{by_text}{means_text}{hits_text}",
                    chances(*count),
                    rule.id.named(),
                    self.at_text(pos.turn(), sq)
                );
                let Some(jan) = Jan::from_rule(rule.id) else {
                    self.unchecked(at, claim, "not checked: this rule is not a scored jan");
                    return Ok(());
                };
                let fleche = match sq {
                    Some(t) => self.square(pos.turn(), t)?,
                    None => None,
                };
                let (by, means, hits) = (*by, *means, *hits);
                let n = self.count_chances(at, &pos, |s, _| {
                    let lines = s.jans.iter().filter(|j| {
                        j.jan == jan
                            && j.to == *side
                            && fleche.is_none_or(|f| j.at == Some(f.get()))
                            && means_of_kind(j, by)
                            && means.is_none_or(|m| j.means == m.n || (m.or_more && j.means > m.n))
                    });
                    match hits {
                        None => lines.count() > 0,
                        Some(h) => {
                            let mut at: Vec<Option<u8>> = lines.map(|j| j.at).collect();
                            at.sort_unstable();
                            at.dedup();
                            at.len() >= h as usize
                        }
                    }
                });
                self.check(at, claim, format!("{n}"), n == *count);
            }
            Expect::ChancesUnplayable { side, count } => {
                let pos = self.chances_roller(*side, at)?;
                let claim = format!(
                    "{who} counts {} in which {side} cannot play a number",
                    chances(*count)
                );
                let n = self.count_chances(at, &pos, |_, p| !p.unplayable.is_empty());
                self.check(at, claim, format!("{n}"), n == *count);
            }
            Expect::ChancesStuck {
                side,
                count,
                at: sq,
            } => {
                let pos = self.chances_roller(*side, at)?;
                let claim = format!(
                    "{who} counts {} in which {side} cannot move off {}",
                    chances(*count),
                    self.shown_token(*side, sq)
                );
                let Some(f) = self.square(*side, sq)? else {
                    return Err(self.diag(sq.offset, "expected a flèche, found `off`"));
                };
                let p = f.for_side(*side);
                let n = self.count_chances(at, &pos, |_, plays| {
                    !plays
                        .plays
                        .iter()
                        .any(|pl| pl.steps().iter().any(|s| s.from == p))
                });
                self.check(at, claim, format!("{n}"), n == *count);
            }
            Expect::ChancesTakeCoin { side, count } => {
                let pos = self.chances_roller(*side, at)?;
                let claim = format!(
                    "{who} counts {} in which {side} takes his coin",
                    chances(*count)
                );
                let empty = pos.sided(*side).me[COIN] == 0;
                let n = self.count_chances(at, &pos, |_, plays| {
                    empty && plays.plays.iter().any(|pl| pl.result().me[COIN] >= 2)
                });
                self.check(at, claim, format!("{n}"), n == *count);
            }
            _ => unreachable!("chance expectations only"),
        }
        Ok(())
    }

    /// The position of the `chances` block, checking that `side` is its roller.
    pub(super) fn chances_roller(&self, side: Color, at: usize) -> Result<Position, Diagnostic> {
        let Some(pos) = self.chances.clone() else {
            return Err(self.diag(at, "expected a `chances` line before `expect chances`"));
        };
        if pos.turn() != side {
            return Err(self.diag(
                at,
                format!(
                    "expected the roller of the `chances` line ({}), found {side}",
                    pos.turn()
                ),
            ));
        }
        Ok(pos)
    }

    /// Of the 36 chances of the side to play in `pos`, how many satisfy `pred`; the throws
    /// counted are kept on the frame of the count, for drawing.
    fn count_chances(
        &mut self,
        at: usize,
        pos: &Position,
        pred: impl Fn(&Score, &Plays) -> bool,
    ) -> u32 {
        let rolls = matching_throws(pos, self.rules, pred);
        let line = self.line_of(at);
        let n = rolls.iter().copied().map(Roll::chances).sum();
        if let Some(g) = self.frame_game() {
            g.counted.push(Counted { line, rolls });
        }
        n
    }
}

/// Whether a jan line has a means of the kind asked (any, when none is).
fn means_of_kind(j: &JanScore, by: Option<ByMeans>) -> bool {
    j.detail.iter().any(|m| match by {
        None => true,
        Some(ByMeans::Number) => matches!(m.how, How::Number(_)),
        Some(ByMeans::Sum) => m.how == How::Sum,
    })
}

/// The distinct throws of the side to play in `pos` that satisfy `pred`.
fn matching_throws(
    pos: &Position,
    rules: &Rules,
    pred: impl Fn(&Score, &Plays) -> bool,
) -> Vec<Roll> {
    let c = pos.turn();
    Roll::all()
        .filter(|&r| {
            let score = crate::engine::score(pos, c, r, &Context::default(), rules);
            let plays = generate(&pos.sided(c), r, rules);
            pred(&score, &plays)
        })
        .collect()
}

/// `1 chance`, `20 chances`.
fn chances(n: u32) -> String {
    crate::engine::spelling::count(n, "chance", "chances")
}
