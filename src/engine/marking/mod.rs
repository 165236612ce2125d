//! Marking: points to trous, bredouille and pavillon ([`marks`]), écoles ([`ecole`], [`jetons`], [`trous`]), the scored game à écrire ([`ecrire`]), one roll
//! marked in order ([`turn`]), and the game and its stakes ([`game`]).

pub mod ecole;
pub mod ecrire;
pub mod game;
pub mod jetons;
pub mod marks;
pub mod trous;
pub mod turn;

pub use ecole::{settle, Declared, Settled};
pub use marks::{Marks, Taken};
pub use turn::{mark_roll, Marked};
