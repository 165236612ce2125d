//! Marking: points to trous, bredouille and pavillon ([`marks`]), écoles ([`ecole`], [`jetons`], [`trous`]), the scored game à écrire ([`ecrire`]), one roll
//! marked in order ([`turn`]) or, in the Toc, in trous ([`toc`]), and the game and its stakes
//! ([`game`]).

pub mod ecole;
pub mod ecrire;
pub mod game;
pub mod jetons;
pub mod marks;
pub mod toc;
pub mod trous;
pub mod turn;

pub use ecole::{settle, Declared, Settled};
pub use marks::{Grande, Marks, Taken};
pub use turn::{mark_roll, Marked};

/// What the marking's tests share.
#[cfg(test)]
pub(crate) mod testing {
    use crate::engine::trictrac::jans::{Context, Score};
    use crate::engine::{
        trictrac::{parse_position, Rules},
        Color, Roll,
    };

    /// White's throw `a`-`b` scored on `position` (any notation), under the default rules.
    pub(crate) fn white_scores(position: &str, a: u8, b: u8) -> Score {
        let pos = parse_position(position)
            .expect("position")
            .validate()
            .expect("legal");
        let roll = Roll::new(a, b).expect("dice");
        crate::engine::trictrac::score(
            &pos,
            Color::White,
            roll,
            &Context::default(),
            &Rules::default(),
        )
    }
}
