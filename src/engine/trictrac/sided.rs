//! The board as one player sees it, numbered in his own direction of travel. All the rules code
//! works in this frame, so it is written once for "the player" and "his opponent".

use crate::engine::{
    trictrac::{Fleche, Setup},
    Color,
};

/// Index of the band in [`Sided`]'s arrays: one past the opponent's talon. Bearing off
/// (`move.sortie.*`) moves a checker here; the band counts as one more flèche.
pub const BAND: usize = 25;
/// The player's talon.
pub const TALON: usize = 1;
/// The player's coin de repos (his 11th flèche after the talon).
pub const COIN: usize = 12;
/// The opponent's coin de repos.
pub const OPP_COIN: usize = 13;

/// The board from one player's side: `me[p]` and `opp[p]` are the player's and the opponent's
/// checkers on the player's flèche `p` (1 = his talon … 12 = his coin, 13 = the opponent's coin,
/// 24 = the opponent's talon); index 0 is unused and index 25 is the band (checkers borne off).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Sided {
    /// The player's colour.
    pub color: Color,
    /// The player's checkers per flèche; `me[BAND]` = borne off.
    pub me: [u8; 26],
    /// The opponent's checkers per flèche of the player's frame; `opp[BAND]` is unused (0),
    /// the opponent's borne-off checkers are [`Sided::opp_off`].
    pub opp: [u8; 26],
    /// The opponent's checkers borne off.
    pub opp_off: u8,
}

impl Sided {
    /// The board of `setup` seen by `color`.
    #[must_use]
    pub fn new(setup: &Setup, color: Color) -> Sided {
        let mut s = Sided {
            color,
            me: [0; 26],
            opp: [0; 26],
            opp_off: 0,
        };
        // the player's flèche p is White's F p (White) or F 25 - p (Black)
        let (mine, theirs) = (setup.counts(color), setup.counts(color.opposite()));
        match color {
            Color::White => {
                s.me[1..=24].copy_from_slice(mine);
                s.opp[1..=24].copy_from_slice(theirs);
            }
            Color::Black => {
                for p in 1..=24 {
                    s.me[p] = mine[24 - p];
                    s.opp[p] = theirs[24 - p];
                }
            }
        }
        let off = |c: &[u8; 24]| 15u32.saturating_sub(c.iter().map(|&n| u32::from(n)).sum()) as u8;
        s.me[BAND] = off(mine);
        s.opp_off = off(theirs);
        s
    }

    /// Back to a setup in White's frame (the side to play is left White).
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        let mut setup = Setup::empty();
        for p in 1..=24u8 {
            let f = Fleche::from_side(self.color, p).expect("1..=24");
            setup.counts_mut(self.color)[f.index()] = self.me[usize::from(p)];
            setup.counts_mut(self.color.opposite())[f.index()] = self.opp[usize::from(p)];
        }
        setup
    }

    /// The same board seen by the opponent.
    #[must_use]
    pub fn flip(&self) -> Sided {
        let mut s = Sided {
            color: self.color.opposite(),
            me: [0; 26],
            opp: [0; 26],
            opp_off: self.me[BAND],
        };
        for p in 1..=24 {
            s.me[25 - p] = self.opp[p];
            s.opp[25 - p] = self.me[p];
        }
        s.me[BAND] = self.opp_off;
        s
    }

    /// The player's checkers still on the board.
    #[must_use]
    pub fn on_board(&self) -> u8 {
        self.me[1..=24].iter().sum()
    }

    /// The farthest-back flèche holding one of the player's checkers (lowest number).
    #[must_use]
    pub fn rearmost(&self) -> Option<usize> {
        (1..=24).find(|&p| self.me[p] > 0)
    }

    /// All the player's checkers are in his jan de retour (flèches 19..24) or borne off
    /// (`move.sortie.all-home`).
    #[must_use]
    pub fn all_home(&self) -> bool {
        self.me[1..19].iter().all(|&c| c == 0)
    }

    /// The player has two or more checkers on `p` (a case, `board.case`).
    #[must_use]
    pub fn my_case(&self, p: usize) -> bool {
        self.me[p] >= 2
    }

    /// The opponent has two or more checkers on `p`.
    #[must_use]
    pub fn opp_case(&self, p: usize) -> bool {
        self.opp[p] >= 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// White: 13 on his talon F1, 2 on F19; Black: 12 on his talon F24, 2 on F13 (his coin
    /// seen from White is F13), 1 borne off.
    fn sample() -> Setup {
        let mut s = Setup::empty();
        s.white[0] = 13;
        s.white[18] = 2;
        s.black[23] = 12;
        s.black[12] = 2;
        s
    }

    #[test]
    fn white_sees_the_engine_frame_and_black_the_mirror() {
        let w = Sided::new(&sample(), Color::White);
        assert_eq!((w.me[1], w.me[19], w.me[BAND]), (13, 2, 0));
        assert_eq!((w.opp[24], w.opp[OPP_COIN], w.opp_off), (12, 2, 1));
        let b = Sided::new(&sample(), Color::Black);
        assert_eq!(b.color, Color::Black);
        assert_eq!((b.me[TALON], b.me[COIN], b.me[BAND]), (12, 2, 1));
        assert_eq!((b.opp[24], b.opp[6], b.opp_off), (13, 2, 0));
        assert_eq!(b.opp[BAND], 0);
    }

    #[test]
    fn flip_is_the_other_side_and_an_involution() {
        let w = Sided::new(&sample(), Color::White);
        assert_eq!(w.flip(), Sided::new(&sample(), Color::Black));
        assert_eq!(w.flip().flip(), w);
    }

    #[test]
    fn to_setup_gives_the_board_back_from_either_side() {
        for color in Color::ALL {
            assert_eq!(Sided::new(&sample(), color).to_setup(), sample());
        }
    }

    #[test]
    fn counts_rearmost_and_home() {
        let w = Sided::new(&sample(), Color::White);
        assert_eq!(w.on_board(), 15);
        assert_eq!(w.rearmost(), Some(1));
        assert!(!w.all_home());
        let b = Sided::new(&sample(), Color::Black);
        assert_eq!(b.on_board(), 14);
        assert_eq!(b.rearmost(), Some(TALON));
        let mut home = Setup::empty();
        home.white[18] = 1;
        home.white[23] = 14;
        let h = Sided::new(&home, Color::White);
        assert!(h.all_home());
        assert_eq!(h.rearmost(), Some(19));
        let mut almost = home.clone();
        almost.white[17] = 1;
        almost.white[23] = 13;
        assert!(!Sided::new(&almost, Color::White).all_home());
        assert_eq!(Sided::new(&Setup::empty(), Color::White).rearmost(), None);
        assert_eq!(Sided::new(&Setup::empty(), Color::White).me[BAND], 15);
    }

    #[test]
    fn a_case_is_two_checkers_or_more() {
        let mut s = Setup::empty();
        s.white[2] = 1;
        s.white[3] = 2;
        s.black[4] = 1;
        s.black[5] = 3;
        let w = Sided::new(&s, Color::White);
        assert!(!w.my_case(3) && w.my_case(4));
        assert!(!w.opp_case(5) && w.opp_case(6));
        assert!(!w.my_case(5) && !w.opp_case(4));
    }
}
