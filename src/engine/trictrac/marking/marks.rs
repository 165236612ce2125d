//! Points, trous and bredouille (`mark.points`, `mark.bredouille`, `mark.bredouille.re-entry`,
//! `mark.trou.erases`), and the pavillon over trous (`mark.pavillon`).
//!
//! Twelve points make a trou. A player who scores while his points are at zero marks "en
//! bredouille" (with two jetons), and whoever scores takes the bredouille from his opponent: a
//! trou made entirely en bredouille counts double. Taking a trou erases the opponent's points;
//! the winner's remainder is marked afresh, en bredouille. When one roll carries a player past
//! a trou and on through further twelves, the twelves after the first count double (the
//! re-entry reading, an option).
//!
//! The pavillon does for trous what the bredouille does for points: the first to take a trou
//! can still win the game in grande bredouille; the second to take one takes the pavillon
//! (and that chance); whoever takes a trou takes the chance from the other. A player who wins
//! that chance and does not put the pavillon up before the next trou is taken loses it, in
//! Lepeintre's rigour (r.59; in good company it is always acknowledged).
//!
//! In the game à écrire as the compilation of the Charpentier text describes it (« Trictrac à
//! écrire »), a bredouille of trous made of one tenue is paid more, and its sign is the
//! étendard (art. 43, 45): the tenue begins with the player's first trou, goes with the
//! bredouille, and goes too when he goes away before the going that wins the marqué. Who takes
//! his first trou against an opponent already at six trous or more en bredouille takes the
//! cravate only: his bredouille is paid by the kind of the one he stopped (art. 25, 37, 45), and
//! the mark records that kind.
//!
//! Example (Lepeintre 1re §IV): White holds 10 points without the bredouille, Black 4; White
//! scores 38: 48 = four twelves: one simple trou, then three double: 7 trous.

use serde::Serialize;

use super::ecrire::MARQUE_TROUS;
use crate::engine::{
    trictrac::{Rules, UnchallengedMarks},
    Color,
};

fn i(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// The marks of both players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Marks {
    /// Points on each player's jetons (0..=10, always even).
    pub points: [u32; 2],
    /// Trous won.
    pub trous: [u32; 2],
    /// Whether each player's points so far were scored without the opponent scoring between:
    /// a trou completed so counts double.
    pub bredouille: [bool; 2],
    /// Whether each player can still win the game in grande bredouille, and of what tenue.
    pub grande: [Grande; 2],
    /// Who took the pavillon, if anyone.
    pub pavillon: Option<Color>,
    /// Who won the bredouille of trous on his last trou and has not put the pavillon up for it
    /// yet: in rigour he loses it when the next trou is taken (Lepeintre r.59).
    pub unclaimed: Option<Color>,
    /// Whether each player, holding no points, was stated débredouillé: his next points are
    /// marked without the bredouille (a player at zero otherwise starts afresh en bredouille).
    pub lapsed: [bool; 2],
}

/// A player's hold on the bredouille of trous.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub enum Grande {
    /// He cannot win in grande bredouille: the opponent took a trou since his first.
    #[default]
    No,
    /// He can; he went away at one of his trous (avec relevé), or that is not known.
    Releve,
    /// He can, and his bredouille counts as one of one tenue: he has not gone away since his
    /// first trou (the étendard), or he stopped a bredouille of that kind.
    OneTenue,
}

/// What one scoring did: the trous taken and how.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Taken {
    /// Trous taken in all.
    pub trous: u32,
    /// Of which twelves counted double.
    pub doubled: u32,
}

impl Marks {
    /// Points of `c`.
    #[must_use]
    pub fn points(&self, c: Color) -> u32 {
        self.points[i(c)]
    }

    /// Trous of `c`.
    #[must_use]
    pub fn trous(&self, c: Color) -> u32 {
        self.trous[i(c)]
    }

    /// Whether `c` is en bredouille (holds points scored without interruption).
    #[must_use]
    pub fn en_bredouille(&self, c: Color) -> bool {
        self.bredouille[i(c)]
    }

    /// Whether `c` can still win in grande bredouille (he holds the bredouille of trous).
    #[must_use]
    pub fn grande(&self, c: Color) -> bool {
        self.grande[i(c)] != Grande::No
    }

    /// Whether `c`'s bredouille of trous counts as one of one tenue (meaningful while he holds
    /// that bredouille, [`Marks::grande`]).
    #[must_use]
    pub fn tenue(&self, c: Color) -> bool {
        self.grande[i(c)] == Grande::OneTenue
    }

    /// The same marks with `holder` alone, if anyone, holding a bredouille of one tenue (a
    /// scenario's `tenue` line): his bredouille of trous, if he holds one, is of one tenue, any
    /// other avec relevé.
    #[must_use]
    pub fn with_tenue(mut self, holder: Option<Color>) -> Marks {
        for c in Color::ALL {
            if self.grande(c) {
                self.grande[i(c)] = if holder == Some(c) {
                    Grande::OneTenue
                } else {
                    Grande::Releve
                };
            }
        }
        self
    }

    /// Who is en bredouille, if anyone.
    #[must_use]
    pub fn who_bredouille(&self) -> Option<Color> {
        Color::ALL
            .into_iter()
            .find(|c| self.en_bredouille(*c) && self.points(*c) > 0)
    }

    /// Marks with `white`/`black` points standing, each player en bredouille as said.
    #[must_use]
    pub fn with(points: [u32; 2], trous: [u32; 2], bredouille: Option<Color>) -> Marks {
        let mut m = Marks {
            points: [points[0] % 12, points[1] % 12],
            trous,
            ..Marks::default()
        };
        if let Some(c) = bredouille {
            m.bredouille[i(c)] = true;
        }
        for c in Color::ALL {
            if trous[i(c)] > 0 && trous[i(c.opposite())] == 0 {
                m.grande[i(c)] = Grande::Releve;
            }
        }
        m
    }

    /// Marks in which `holder` (if any) alone can still win in grande bredouille: he has
    /// taken every trou since the opponent's last (Lepeintre puts the pavillon in his fichet).
    /// When the opponent holds trous, `holder` took the pavillon from him.
    #[must_use]
    pub fn with_pavillon(mut self, holder: Option<Color>) -> Marks {
        self.grande = [Grande::No, Grande::No];
        self.pavillon = None;
        if let Some(c) = holder {
            self.grande[i(c)] = Grande::Releve;
            if self.trous[i(c.opposite())] > 0 {
                self.pavillon = Some(c);
            }
        }
        self
    }

    /// The same marks, each player holding no points stated débredouillé: his next points
    /// are marked without the bredouille.
    #[must_use]
    pub fn lapsed_at_zero(mut self) -> Marks {
        for c in Color::ALL {
            self.lapsed[i(c)] = self.points[i(c)] == 0;
        }
        self
    }

    /// `who` scores `n` points: bredouille, trous, erasing.
    pub fn score(&mut self, who: Color, n: u32, rules: &Rules) -> Taken {
        if n == 0 {
            return Taken::default();
        }
        let (me, other) = (i(who), i(who.opposite()));
        if self.points[me] == 0 {
            self.bredouille[me] = !self.lapsed[me];
        }
        self.lapsed[me] = false;
        self.bredouille[other] = false;
        // points stay below 12, so the sum cannot overflow once `n` is reduced to whole
        // twelves plus a remainder
        let twelves = n / 12 + (self.points[me] + n % 12) / 12;
        let total = (self.points[me] + n % 12) % 12;
        let mut taken = Taken::default();
        if twelves > 0 {
            // the first twelve doubles if he was en bredouille; the others too, or all of
            // them under the re-entry reading
            let first = self.bredouille[me];
            let rest = rules.bredouille_re_entry || self.bredouille[me];
            taken.doubled = u32::from(first) + if rest { twelves - 1 } else { 0 };
            taken.trous = twelves.saturating_add(taken.doubled);
        }
        self.points[me] = total;
        if taken.trous > 0 {
            self.take_trous(who, taken.trous, rules);
            self.points[other] = 0;
            self.bredouille[other] = false;
            self.lapsed[other] = false;
            self.bredouille[me] = true;
        }
        taken
    }

    /// `who` takes `n` trous outright, no points behind them (the Toc): the pavillon as for
    /// any trou; no points stand to be erased.
    pub fn add_trous(&mut self, who: Color, n: u32, rules: &Rules) {
        if n > 0 {
            self.take_trous(who, n, rules);
        }
    }

    fn take_trous(&mut self, who: Color, n: u32, rules: &Rules) {
        let (me, other) = (i(who), i(who.opposite()));
        if let Some(c) = self.unclaimed.take() {
            // r.59: the pavillon not claimed before this trou can no longer be claimed
            if rules.unchallenged_marks == UnchallengedMarks::Stand {
                self.grande[i(c)] = Grande::No;
                if self.pavillon == Some(c) {
                    self.pavillon = None;
                }
            }
        }
        if self.trous[me] == 0 {
            // his first trou begins his tenue, unless it stops a bredouille of six trous or
            // more, whose kind his own then takes (the compilation, art. 25, 37, 43, 45)
            self.grande[me] = match self.grande[other] {
                Grande::Releve if self.trous[other] >= MARQUE_TROUS => Grande::Releve,
                _ => Grande::OneTenue,
            };
            if self.trous[other] > 0 {
                // the second to take a trou takes the pavillon, and with it the chance
                self.pavillon = Some(who);
            }
        }
        self.grande[other] = Grande::No;
        self.trous[me] = self.trous[me].saturating_add(n);
    }

    /// The player goes away (`mark.sen-aller`): his remainder is lost, and so is his tenue
    /// unless this going wins the marqué (six trous or more, and more than the opponent's).
    pub fn go_away(&mut self, who: Color) {
        let (me, other) = (i(who), i(who.opposite()));
        if self.grande[me] == Grande::OneTenue
            && (self.trous[me] < MARQUE_TROUS || self.trous[me] <= self.trous[other])
        {
            self.grande[me] = Grande::Releve;
        }
        self.erase(who);
    }

    /// The same marks with the colours exchanged: after a sortie in the readings where the
    /// players change colours, each keeps his own marks under his new colour.
    #[must_use]
    pub fn swapped(self) -> Marks {
        fn swap<T: Copy>(a: [T; 2]) -> [T; 2] {
            [a[1], a[0]]
        }
        Marks {
            points: [self.points[1], self.points[0]],
            trous: [self.trous[1], self.trous[0]],
            bredouille: swap(self.bredouille),
            grande: swap(self.grande),
            pavillon: self.pavillon.map(Color::opposite),
            unclaimed: self.unclaimed.map(Color::opposite),
            lapsed: swap(self.lapsed),
        }
    }

    /// `who` loses `n` trous he failed to mark in time.
    pub fn unmark_trous(&mut self, who: Color, n: u32) {
        self.trous[i(who)] = self.trous[i(who)].saturating_sub(n);
    }

    /// `who`'s points put back to `n` (points left standing that should have been erased).
    pub fn keep_points(&mut self, who: Color, n: u32) {
        self.points[i(who)] = n % 12;
    }

    /// The points of `who` are erased (with them his bredouille).
    pub fn erase(&mut self, who: Color) {
        self.points[i(who)] = 0;
        self.bredouille[i(who)] = false;
        self.lapsed[i(who)] = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const W: Color = Color::White;
    const B: Color = Color::Black;

    #[test]
    fn r59_an_unclaimed_pavillon_is_lost_at_the_next_trou_and_only_its_own() {
        // White took the pavillon from Black (who holds trous) and did not put it up; Black's
        // next trou ends White's claim, in rigour: the pavillon and the grande bredouille go.
        let mut m = Marks::with([0, 10], [3, 2], None).with_pavillon(Some(W));
        m.unclaimed = Some(W);
        m.score(B, 4, &Rules::default());
        assert_eq!(m.pavillon, None);
        assert!(!m.grande(W));
        // the pavillon Black holds stays his when White's unclaimed claim lapses
        let mut m = Marks::with([10, 0], [2, 3], None).with_pavillon(Some(B));
        m.unclaimed = Some(W);
        m.score(W, 4, &Rules::default());
        assert_eq!(m.pavillon, Some(B));
    }

    #[test]
    fn the_marks_stay_small() {
        // the tenue lives in the byte of the bredouille of trous: copying the marks out of
        // every roll's marking costs what it did (BENCHMARKS.md, issue 23)
        assert_eq!(std::mem::size_of::<Marks>(), 24);
    }

    #[test]
    fn one_tenue_goes_with_a_going_before_the_marque_is_won_and_with_the_bredouille() {
        // The compilation's « Trictrac à écrire », art. 43: taken with the first trou, kept
        // while the player stays, lost when he goes away or the opponent takes a trou.
        let r = Rules::default();
        let mut m = Marks::default();
        m.add_trous(W, 1, &r);
        assert!(m.grande(W) && m.tenue(W));
        m.add_trous(W, 1, &r);
        m.go_away(W);
        assert!(m.grande(W) && !m.tenue(W), "gone away at two trous: relevé");
        // going at the sixth trou wins the marqué: the étendard stands
        let mut m = Marks::with([0, 0], [5, 0], None).with_tenue(Some(W));
        m.add_trous(W, 1, &r);
        m.go_away(W);
        assert!(m.tenue(W));
        // interrupted: both the bredouille and the étendard go; the interrupter takes his own
        let mut m = Marks::with([0, 0], [3, 0], None).with_tenue(Some(W));
        m.add_trous(B, 1, &r);
        assert!(!m.grande(W) && !m.tenue(W));
        assert!(m.grande(B) && m.tenue(B));
        // art. 25, 37: against six trous or more en bredouille, the kind of the one stopped
        for held in [false, true] {
            let holder = held.then_some(W);
            let mut m = Marks::with([0, 0], [8, 0], None).with_tenue(holder);
            m.add_trous(B, 1, &r);
            assert!(m.grande(B));
            assert_eq!(m.tenue(B), held);
        }
        // and the colours swap with the rest
        let m = Marks::with([0, 0], [2, 0], None).with_tenue(Some(W));
        assert!(m.swapped().tenue(B) && !m.swapped().tenue(W));
    }

    #[test]
    fn lepeintre_38_points_from_10_against_4_is_7_trous() {
        // 1re §IV, fig. 9: no bredouille (Black has 4): one simple trou, then three double.
        let mut m = Marks::with([10, 4], [0, 0], None);
        let t = m.score(W, 38, &Rules::default());
        assert_eq!(t.trous, 7);
        assert_eq!(m.points, [0, 0]);
        let guiton = Rules {
            bredouille_re_entry: false,
            ..Rules::default()
        };
        let mut m = Marks::with([10, 4], [0, 0], None);
        assert_eq!(m.score(W, 38, &guiton).trous, 4);
    }

    #[test]
    fn twenty_four_points_uninterrupted_is_four_trous_interrupted_three() {
        // 1re §VII.
        let mut m = Marks::default();
        assert_eq!(m.score(W, 12, &Rules::default()).trous, 2);
        assert_eq!(m.score(W, 12, &Rules::default()).trous, 2);
        let mut m = Marks::default();
        m.score(W, 4, &Rules::default());
        m.score(B, 2, &Rules::default());
        assert_eq!(m.score(W, 8, &Rules::default()).trous, 1);
        assert_eq!(m.score(W, 12, &Rules::default()).trous, 2);
        assert_eq!(m.trous, [3, 0]);
    }

    #[test]
    fn the_second_to_score_marks_en_bredouille_and_a_third_score_ends_both() {
        let mut m = Marks::default();
        m.score(W, 4, &Rules::default());
        assert_eq!(m.who_bredouille(), Some(W));
        m.score(B, 2, &Rules::default());
        assert_eq!(m.who_bredouille(), Some(B));
        m.score(W, 2, &Rules::default());
        assert_eq!(m.who_bredouille(), None);
        // Black then completes 12 without the bredouille: a simple trou, White's points erased.
        assert_eq!(m.score(B, 10, &Rules::default()).trous, 1);
        assert_eq!(m.points, [0, 0]);
    }

    #[test]
    fn a_huge_score_is_reckoned_at_once_without_overflow() {
        let mut m = Marks::default();
        let t = m.score(W, u32::MAX, &Rules::default());
        // 357,913,941 twelves and 3 over, all en bredouille
        assert_eq!((t.trous, m.points[0]), (715_827_882, 3));
        m.score(W, u32::MAX, &Rules::default());
        assert_eq!(m.trous[0], 1_431_655_764);
    }

    #[test]
    fn swapping_colours_keeps_each_players_marks() {
        let mut m = Marks::default();
        m.score(W, 12, &Rules::default());
        m.score(B, 4, &Rules::default());
        let s = m.swapped();
        assert_eq!((s.points, s.trous), ([4, 0], [0, 2]));
        assert_eq!(s.who_bredouille(), Some(W));
        assert!(s.grande(B) && !s.grande(W));
        assert_eq!(s.swapped(), m);
    }

    #[test]
    fn a_player_stated_debredouille_at_zero_scores_without_the_bredouille() {
        // White at 0 and Black at 6, nobody en bredouille: White's twelve make one trou
        let mut m = Marks::with([0, 6], [0, 0], None).lapsed_at_zero();
        assert_eq!(m.score(W, 12, &Rules::default()).trous, 1);
        // once he has scored, the lapse is spent: his remainder is en bredouille afresh
        assert_eq!(m.score(W, 12, &Rules::default()).trous, 2);
        // not stated: the player at zero starts en bredouille
        let mut m = Marks::with([0, 6], [0, 0], None);
        assert_eq!(m.score(W, 12, &Rules::default()).trous, 2);
    }

    #[test]
    fn the_pavillon_goes_to_the_second_to_take_a_trou() {
        let mut m = Marks::default();
        m.score(W, 12, &Rules::default());
        assert!(m.grande(W));
        m.score(B, 12, &Rules::default());
        assert_eq!(m.pavillon, Some(B));
        assert!(!m.grande(W) && m.grande(B));
        m.score(W, 12, &Rules::default());
        assert!(!m.grande(W) && !m.grande(B));
    }
}
