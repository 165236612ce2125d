//! The end of a roll: its marks are traced and drawn, with what the roller did about going
//! away (he went, he stayed when he could have gone, or he asked to go and may not), a
//! transcribed play nobody said was illegal must be legal, and an alternative roll puts the
//! game back as it was thrown (`alternative.rs`).

use super::marking::side_name;
use super::Runner;
use crate::conformance::scenario::report::{Check, Going, Verdict};
use crate::engine::trictrac::game::{Closed, ReleveEnd};

impl Runner<'_> {
    /// Ends the current roll: its marks are traced, and a transcribed play nobody said was
    /// illegal must be legal.
    pub(super) fn close_roll(&mut self) {
        let closed = self.game.close();
        if let Some(c) = &closed {
            self.after_roll(c, self.roll_line);
        }
        self.report_closed(closed);
    }

    pub(super) fn report_closed(&mut self, closed: Option<Closed>) {
        let (line, checked) = (
            self.play_line.take(),
            std::mem::take(&mut self.legality_checked),
        );
        let Some(Closed { turn, marked, end }) = closed else {
            return;
        };
        let mk = marked.marks;
        let going = match end {
            Some(ReleveEnd::Went) => Some(Going::Went),
            _ if turn.goes() => Some(Going::Refused),
            None if marked.may_go && turn.verdict().is_some() => Some(Going::Stayed),
            _ => None,
        };
        if let Some(g) = self.roll_frame() {
            g.marks = Some((turn.marks_before(), mk));
            g.going = going;
            g.end = end;
        }
        let bred = side_name(mk.who_bredouille());
        let gone = match going {
            Some(Going::Went) => "; he goes away",
            Some(Going::Refused) => "; he may not go away",
            Some(Going::Stayed) => "; he may go away and stays",
            None => "",
        };
        let sortie = match end {
            Some(ReleveEnd::Sortie { swaps: true }) => {
                "; sortie: a new relevé, the players change colours"
            }
            Some(ReleveEnd::Sortie { swaps: false }) => "; sortie: a new relevé",
            _ => "",
        };
        let trous = |n: u32| crate::engine::spelling::count(n, "trou", "trous");
        self.report.trace.push(format!(
            "  marks: white {} points {}, black {} points {}, bredouille {bred}{gone}{sortie}",
            mk.points[0],
            trous(mk.trous[0]),
            mk.points[1],
            trous(mk.trous[1]),
        ));
        if let (Some(line), Some(verdict), false) = (line, turn.verdict(), checked) {
            let engine = self.verdict_text(verdict);
            self.report.checks.push(Check {
                line,
                claim: format!(
                    "{} plays this {} {} legally",
                    self.author,
                    turn.color(),
                    turn.roll()
                ),
                engine,
                verdict: if verdict.is_ok() {
                    Verdict::Agrees
                } else {
                    Verdict::Disagrees
                },
                divergence: None,
            });
        }
    }
}
