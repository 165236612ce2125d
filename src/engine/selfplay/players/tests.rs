//! Boards for the players' tests, written in White's frame (F1 his talon, F24 Black's).

use crate::engine::game::Game;
use crate::engine::sided::{BAND, TALON};
use crate::engine::{Color, Roll, Rules, Setup, Sided};

/// White's `me` and Black's `them` (flèche, checkers), the rest of each side's fifteen on
/// his talon (F1 for White, F24 for Black).
pub(crate) fn white(me: &[(usize, u8)], them: &[(usize, u8)]) -> Setup {
    let mut s = Setup::opening();
    for &(f, n) in me {
        s.white[f - 1] += n;
        s.white[0] -= n;
    }
    for &(f, n) in them {
        s.black[f - 1] += n;
        s.black[23] -= n;
    }
    s
}

/// White's board with `me` added (flèche or the band, checkers), taken from his talon.
pub(crate) fn sided(me: &[(usize, u8)]) -> Sided {
    let mut s = Sided::new(&Setup::opening(), Color::White);
    for &(p, n) in me {
        s.me[p] += n;
        s.me[TALON] -= n;
    }
    s
}

/// White's board with exactly `me`, the rest of his fifteen borne off.
pub(crate) fn sided_exactly(me: &[(usize, u8)]) -> Sided {
    let mut s = Sided::new(&Setup::opening(), Color::White);
    s.me = [0; 26];
    for &(p, n) in me {
        s.me[p] += n;
    }
    s.me[BAND] = 15 - s.me[1..=24].iter().sum::<u8>();
    s
}

/// A game on `board`, White throwing `roll` (no roll number known: no rare jan).
pub(crate) fn rolled<'r>(board: &Setup, roll: (u8, u8), rules: &'r Rules) -> Game<'r> {
    let mut game = Game::at(board.clone(), rules);
    game.roll(Color::White, Roll::new(roll.0, roll.1).expect("dice"))
        .expect("a legal board");
    game
}
