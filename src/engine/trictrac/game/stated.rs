//! Marks stated rather than played to (a scenario's `points`, `trous`, `bredouille`,
//! `pavillon` and `tenue` lines): what is not stated keeps its value, the bredouille goes by
//! default to whoever alone holds points, the bredouille of trous to whoever alone holds trous,
//! a bredouille of one tenue to nobody. Stating
//! that nobody is en bredouille applies to a player at zero points too: his next points are
//! marked without it.

use super::Game;
use crate::engine::trictrac::marking::Marks;
use crate::engine::Color;

/// Marks stated, each `None` when not stated (White's first in each pair).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct StatedMarks {
    pub points: Option<[u32; 2]>,
    pub trous: Option<[u32; 2]>,
    /// Who is en bredouille: a side, or nobody.
    pub bredouille: Option<Option<Color>>,
    /// Who holds the bredouille of trous: a side, or nobody.
    pub pavillon: Option<Option<Color>>,
    /// Whose bredouille of trous counts as one of one tenue: a side, or nobody.
    pub tenue: Option<Option<Color>>,
}

impl StatedMarks {
    /// The marks these statements make of `marks`.
    #[must_use]
    pub fn apply(&self, marks: Marks) -> Marks {
        if *self == StatedMarks::default() {
            return marks;
        }
        let p = self.points.unwrap_or(marks.points);
        let t = self.trous.unwrap_or(marks.trous);
        let b = self.bredouille.unwrap_or(match (p[0] > 0, p[1] > 0) {
            (true, false) => Some(Color::White),
            (false, true) => Some(Color::Black),
            _ => None,
        });
        let mut m = Marks::with(p, t, b);
        if self.bredouille == Some(None) {
            m = m.lapsed_at_zero();
        }
        if let Some(holder) = self.pavillon {
            m = m.with_pavillon(holder);
        }
        m.with_tenue(self.tenue.flatten())
    }
}

impl Game<'_> {
    /// The marks stated before the next roll.
    pub fn state_marks(&mut self, stated: &StatedMarks) {
        self.marks = stated.apply(self.marks);
    }
}
