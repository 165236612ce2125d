//! The four quarters (jans) of a player's path (`board.quarters`), and which of them can be
//! filled (`jan.fill`).

use crate::engine::trictrac::Sided;

/// A quarter of the board seen from the player: his two jans, then the opponent's two.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Quarter {
    /// His petit jan: his talon and the five flèches after it (1..=6).
    Petit,
    /// His grand jan: his flèches 7..=12, the last being his coin.
    Grand,
    /// The opponent's grand jan (13..=18), holding the opponent's coin; never filled by him.
    OppGrand,
    /// His jan de retour, the opponent's petit jan (19..=24).
    Retour,
}

impl Quarter {
    /// The three quarters a player can fill, in the order he reaches them.
    pub const FILLABLE: [Quarter; 3] = [Quarter::Petit, Quarter::Grand, Quarter::Retour];

    /// The flèches of the quarter in the player's frame.
    #[must_use]
    pub fn range(self) -> std::ops::RangeInclusive<usize> {
        match self {
            Quarter::Petit => 1..=6,
            Quarter::Grand => 7..=12,
            Quarter::OppGrand => 13..=18,
            Quarter::Retour => 19..=24,
        }
    }

    /// The quarter holding flèche `p` (1..=24) of the player's frame.
    #[must_use]
    pub fn of(p: usize) -> Quarter {
        match p {
            0..=6 => Quarter::Petit,
            7..=12 => Quarter::Grand,
            13..=18 => Quarter::OppGrand,
            _ => Quarter::Retour,
        }
    }

    /// Stable name, as in the rule IDs (`jan.fill.petit`…).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Quarter::Petit => "petit",
            Quarter::Grand => "grand",
            Quarter::OppGrand => "opp-grand",
            Quarter::Retour => "retour",
        }
    }

    /// Bit of this quarter in a [`FullJans`] set.
    fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// A set of quarters the player holds full (each flèche two checkers or more).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct FullJans(u8);

impl FullJans {
    /// The fillable quarters that `s`'s player holds full.
    #[must_use]
    pub fn of(s: &Sided) -> FullJans {
        let mut set = 0;
        for q in Quarter::FILLABLE {
            if q.range().all(|p| s.me[p] >= 2) {
                set |= q.bit();
            }
        }
        FullJans(set)
    }

    /// Whether `q` is full.
    #[must_use]
    pub fn contains(self, q: Quarter) -> bool {
        self.0 & q.bit() != 0
    }

    /// How many jans are full.
    #[must_use]
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// No jan is full.
    #[must_use]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The full quarters, in order.
    pub fn iter(self) -> impl Iterator<Item = Quarter> {
        Quarter::FILLABLE
            .into_iter()
            .filter(move |q| self.contains(*q))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{trictrac::Setup, Color};

    #[test]
    fn each_flèche_lies_in_its_quarter() {
        let quarters = [
            Quarter::Petit,
            Quarter::Grand,
            Quarter::OppGrand,
            Quarter::Retour,
        ];
        for q in quarters {
            assert_eq!(q.range().count(), 6);
            for p in q.range() {
                assert_eq!(Quarter::of(p), q, "flèche {p}");
            }
        }
        assert_eq!(Quarter::of(0), Quarter::Petit);
        let names: Vec<_> = quarters.iter().map(|q| q.name()).collect();
        assert_eq!(names, ["petit", "grand", "opp-grand", "retour"]);
    }

    #[test]
    fn full_jans_are_the_fillable_quarters_held_two_deep() {
        let mut s = Setup::empty();
        // petit jan full (F1..F6), grand jan full but for F12 holding one, retour full
        for i in 0..6 {
            s.white[i] = 2;
        }
        for i in 6..11 {
            s.white[i] = 2;
        }
        s.white[11] = 1;
        let sided = Sided::new(&s, Color::White);
        let full = FullJans::of(&sided);
        assert!(full.contains(Quarter::Petit));
        assert!(!full.contains(Quarter::Grand));
        assert!(!full.contains(Quarter::Retour));
        assert_eq!(full.len(), 1);
        assert!(!full.is_empty());
        assert_eq!(full.iter().collect::<Vec<_>>(), [Quarter::Petit]);

        let mut t = Setup::empty();
        for i in 6..12 {
            t.white[i] = 2;
        }
        for i in 18..24 {
            t.white[i] = 3;
        }
        let full = FullJans::of(&Sided::new(&t, Color::White));
        assert_eq!(full.len(), 2);
        assert_eq!(
            full.iter().collect::<Vec<_>>(),
            [Quarter::Grand, Quarter::Retour]
        );
        assert!(!full.contains(Quarter::Petit));

        let none = FullJans::of(&Sided::new(&Setup::opening(), Color::White));
        assert!(none.is_empty());
        assert_eq!(none.len(), 0);
        assert_eq!(none.iter().count(), 0);
    }
}
