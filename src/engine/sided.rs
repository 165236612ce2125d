//! The board as one player sees it, numbered in his own direction of travel. All the rules code
//! works in this frame, so it is written once for "the player" and "his opponent".

use crate::engine::{Color, Fleche, Setup};

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
