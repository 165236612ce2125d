//! A play: the moves made with one roll.

use crate::engine::{
    trictrac::{Fleche, Position, Sided},
    Color,
};

/// One checker moved by one number, in the mover's own frame (1 = his talon, 25 = the band).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Step {
    /// Flèche left.
    pub from: u8,
    /// Flèche reached; 25 = borne off.
    pub to: u8,
    /// The number played.
    pub die: u8,
}

/// Where a move ends: a flèche, or off the board (borne off).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dest {
    /// A flèche.
    Fleche(Fleche),
    /// Borne off.
    Off,
}

/// One move in White's frame, as printed and compared with treatise plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// The flèche left.
    pub from: Fleche,
    /// Where the checker ended.
    pub to: Dest,
    /// The number played.
    pub die: u8,
}

impl Move {
    /// `[from, to]` as numbers in White's frame; bearing off is 25 for White, 0 for Black.
    #[must_use]
    pub fn as_pair(&self, color: Color) -> [u8; 2] {
        let to = match self.to {
            Dest::Fleche(f) => f.get(),
            Dest::Off => match color {
                Color::White => 25,
                Color::Black => 0,
            },
        };
        [self.from.get(), to]
    }
}

/// The moves made with one roll and the board they leave. Two orders of the same moves that
/// leave the same board are one play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Play {
    pub(crate) steps: [Step; 2],
    pub(crate) len: u8,
    /// The coin was taken par puissance (`move.coin.par-puissance`).
    pub par_puissance: bool,
    pub(crate) result: Sided,
}

impl Play {
    /// The steps in the mover's frame.
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps[..usize::from(self.len)]
    }

    /// The board after the play, seen by the mover.
    #[must_use]
    pub fn result(&self) -> &Sided {
        &self.result
    }

    /// The moves in White's frame.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        let color = self.result.color;
        self.steps().iter().map(move |s| Move {
            from: Fleche::from_side(color, s.from).expect("a step starts on the board"),
            to: Fleche::from_side(color, s.to).map_or(Dest::Off, Dest::Fleche),
            die: s.die,
        })
    }

    /// The position after the play, the opponent to play.
    #[must_use]
    pub fn position(&self) -> Position {
        Position::from_sided(&self.result, self.result.color.opposite())
    }
}

#[cfg(test)]
mod tests {
    use super::{Dest, Move};
    use crate::engine::{
        trictrac::{generate, parse_position, Fleche, Rules, Sided},
        Color, Roll,
    };

    fn fleche(n: u8) -> Fleche {
        Fleche::new(n).expect("a flèche")
    }

    #[test]
    fn a_move_reads_as_a_pair_of_white_numbers_bearing_off_past_either_end() {
        let inside = Move {
            from: fleche(1),
            to: Dest::Fleche(fleche(7)),
            die: 6,
        };
        assert_eq!(inside.as_pair(Color::White), [1, 7]);
        assert_eq!(inside.as_pair(Color::Black), [1, 7]);
        let off = Move {
            from: fleche(22),
            to: Dest::Off,
            die: 5,
        };
        assert_eq!(off.as_pair(Color::White), [22, 25]);
        assert_eq!(off.as_pair(Color::Black), [22, 0]);
    }

    #[test]
    fn a_plays_moves_are_its_steps_in_whites_numbers() {
        // Black's talon is White's 24: his 6-5 from the talon lands on White's 18 and 19
        let setup = parse_position("lepeintre white=A: white A15; black Y15").expect("position");
        let s = Sided::new(&setup, Color::Black);
        let plays = generate(&s, Roll::new(6, 5).expect("dice"), &Rules::default());
        let pairs: Vec<Vec<[u8; 2]>> = plays
            .plays
            .iter()
            .map(|p| p.moves().map(|m| m.as_pair(Color::Black)).collect())
            .collect();
        // the tout d'une would end on Black's coin, which one checker cannot take
        assert_eq!(pairs, vec![vec![[24, 18], [24, 19]]]);
        for p in plays.plays.iter() {
            let dice: Vec<u8> = p.moves().map(|m| m.die).collect();
            let steps: Vec<u8> = p.steps().iter().map(|s| s.die).collect();
            assert_eq!(dice, steps);
        }
    }
}
