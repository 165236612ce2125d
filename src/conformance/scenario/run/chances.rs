//! Chance counts (`chances SIDE` then `expect chances …`): the 36 throws of the side to play
//! enumerated, and those satisfying the claim counted (`chances.count`).

use super::Runner;
use crate::conformance::scenario::ast::{AtEvent, ByMeans, Expect, MeansCount};
use crate::conformance::scenario::report::Counted;
use crate::engine::trictrac::jans::{Context, How, Jan, JanScore, Score};
use crate::engine::trictrac::sided::COIN;
use crate::engine::{
    trictrac::{generate, Plays, Position, Rules},
    Color, Roll,
};
use crate::input::diag::Diagnostic;

/// What a chance event counted: the event in words and its count, or a rule that is not a
/// scored jan (nothing to count).
pub(super) enum EventCount {
    Counted { what: String, n: u32 },
    NotAJan { what: String },
}

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
        let Some(pos) = self.chances.clone() else {
            return Err(self.diag(at, "expected a `chances` line before `expect chances`"));
        };
        let expected = e.chance().map_or(0, |(_, n)| n);
        let claim = |what: &str| format!("{who} counts {} {what}", chances(expected));
        match self.count_event(e, &pos, at)? {
            EventCount::Counted { what, n } => {
                self.check(at, claim(&what), format!("{n}"), n == expected);
            }
            EventCount::NotAJan { what } => {
                self.unchecked(
                    at,
                    claim(&what),
                    "not checked: this rule is not a scored jan",
                );
            }
        }
        Ok(())
    }

    /// How many of the 36 throws of the side to play in `pos` give the chance event `e` (an
    /// `expect chances` line, its count aside), and the event in words; the throws counted are
    /// kept on the last frame, for drawing.
    pub(super) fn count_event(
        &mut self,
        e: &Expect,
        pos: &Position,
        at: usize,
    ) -> Result<EventCount, Diagnostic> {
        Ok(match e {
            Expect::ChancesJan {
                rule,
                side,
                at: sq,
                by,
                means,
                hits,
                ..
            } => {
                let by_text = match by {
                    Some(ByMeans::Number) => " by a single number",
                    Some(ByMeans::Sum) => " by the sum",
                    Some(ByMeans::Impuissance) => " par impuissance",
                    None => "",
                };
                let means_text = match means {
                    Some(MeansCount { n, or_more: true }) => format!(" by {n} means or more"),
                    Some(MeansCount { n, or_more: false }) => format!(" by exactly {n} means"),
                    None => String::new(),
                };
                let hits_text = hits.map_or(String::new(), |h| format!(" at {h} flèches at once"));
                let what = format!(
                    "of {} for {side}{}{by_text}{means_text}{hits_text}",
                    rule.id.named(),
                    self.at_text(pos.turn(), sq)
                );
                let Some(jan) = Jan::from_rule(rule.id) else {
                    return Ok(EventCount::NotAJan { what });
                };
                let fleche = match sq {
                    Some(t) => self.square(pos.turn(), t)?,
                    None => None,
                };
                let (by, means, hits) = (*by, *means, *hits);
                let n = self.count_chances(at, pos, |s, _| {
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
                EventCount::Counted { what, n }
            }
            Expect::ChancesUnplayable { side, .. } => {
                self.roller_is(pos, *side, at)?;
                let what = format!("in which {side} cannot play a number");
                let n = self.count_chances(at, pos, |_, p| !p.unplayable.is_empty());
                EventCount::Counted { what, n }
            }
            Expect::ChancesAt {
                event,
                side,
                at: sq,
                ..
            } => {
                self.roller_is(pos, *side, at)?;
                let shown = self.shown_token(*side, sq);
                let what = match event {
                    AtEvent::Stuck => format!("in which {side} cannot move off {shown}"),
                    AtEvent::Breaks => {
                        format!("in which {side} must leave fewer than two checkers on {shown}")
                    }
                    AtEvent::Blot => format!("in which {side} must leave a blot on {shown}"),
                };
                let Some(f) = self.square(*side, sq)? else {
                    return Err(self.diag(sq.offset, "expected a flèche, found `off`"));
                };
                let p = f.for_side(*side);
                let event = *event;
                let n = self.count_chances(at, pos, |_, plays| match event {
                    AtEvent::Stuck => !plays
                        .plays
                        .iter()
                        .any(|pl| pl.steps().iter().any(|s| s.from == p)),
                    // a play with no move when nothing can be played: the board as it is
                    AtEvent::Breaks => plays
                        .plays
                        .iter()
                        .all(|pl| pl.result().me[usize::from(p)] < 2),
                    AtEvent::Blot => plays
                        .plays
                        .iter()
                        .all(|pl| pl.result().me[usize::from(p)] == 1),
                });
                EventCount::Counted { what, n }
            }
            Expect::ChancesTakeCoin { side, .. } => {
                self.roller_is(pos, *side, at)?;
                let what = format!("in which {side} takes his coin");
                let empty = pos.sided(*side).me[COIN] == 0;
                let n = self.count_chances(at, pos, |_, plays| {
                    empty && plays.plays.iter().any(|pl| pl.result().me[COIN] >= 2)
                });
                EventCount::Counted { what, n }
            }
            _ => unreachable!("chance expectations only"),
        })
    }

    /// Checks that `side` is the one who throws in `pos` (the roller of the `chances` line).
    fn roller_is(&self, pos: &Position, side: Color, at: usize) -> Result<(), Diagnostic> {
        if pos.turn() == side {
            return Ok(());
        }
        Err(self.diag(
            at,
            format!(
                "expected the roller of the `chances` line ({}), found {side}",
                pos.turn()
            ),
        ))
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
            g.counted.push(Counted {
                line,
                rolls,
                label: None,
            });
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
        Some(ByMeans::Impuissance) => {
            m.how
                == How::Keeping {
                    par_impuissance: true,
                }
        }
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
            let score = crate::engine::trictrac::score(pos, c, r, &Context::default(), rules);
            let plays = generate(&pos.sided(c), r, rules);
            pred(&score, &plays)
        })
        .collect()
}

/// `1 chance`, `20 chances`.
fn chances(n: u32) -> String {
    crate::engine::spelling::count(n, "chance", "chances")
}
