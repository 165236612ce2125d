//! The whole game two players play, in one of its forms ([`Form`]), above the [`Game`] of one
//! partie: the game in twelve trous (`game.douze-trous`), won by the first to take them, or the
//! game à écrire (`game.a-ecrire`) of an agreed number of marqués, each reckoned when it ends
//! by [`ecrire`](crate::engine::trictrac::marking::ecrire). The drivers (self-play, a match) roll, play
//! and close through it, and read who won and what he won; it decides.
//!
//! The players keep their seats (seat 0: White at the start) when they change colours after a
//! sortie (`sortie_swaps_colours`), and everything here is counted by seat.
//!
//! À écrire: a marqué is a partie as in twelve trous (the board set up again after each going
//! or sortie), its marks from zero, that ends at a going, by either player, once one of them
//! holds six trous or more (Guiton ch. VIII, «A la partie à écrire, il faut six trous pour le
//! marqué»): the one with more trous wins it, its worth reckoned by
//! [`on_going`](crate::engine::trictrac::marking::ecrire::on_going); equal trous are a refait, void,
//! replayed by the same first thrower with its consolation raised (Guiton, «Quand il y a
//! refait»). The dice go to the other player for the next marqué (the compilation of the
//! Charpentier text, Trictrac à écrire, art. 58–74: they alternate from marqué to marqué).
//! After the agreed marqués (an even number: the compilation's art. 46; half of it each
//! player's contingent) the écrit adds the postillons
//! ([`ecrit`](crate::engine::trictrac::marking::ecrire::ecrit)), and the game goes to the player whose
//! écrit is the greater, for the difference, in jetons (the division into fiches, five or ten
//! jetons by the house, and the queue des jetons are not reckoned). Equal écrits are a drawn
//! game.

use std::fmt;
use std::str::FromStr;

use super::{idx, Game, ReleveEnd};
use crate::engine::limits::MARQUES;
use crate::engine::trictrac::marking::ecrire::{ecrit, on_going, MarqueEnd};
use crate::engine::trictrac::marking::{game, Marks};
use crate::engine::{trictrac::Rules, Color};

/// The form of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Form {
    /// The game in twelve trous (`douze-trous`).
    #[default]
    DouzeTrous,
    /// The game à écrire in `marques` marqués (`ecrire:N`, N even).
    Ecrire { marques: u32 },
}

impl Form {
    /// The forms accepted, as they are written.
    pub const ACCEPTED: &'static str =
        "`douze-trous`, or `ecrire:N` (à écrire in N marqués, N even, from 2)";

    /// The form in words, for a heading.
    #[must_use]
    pub fn words(self) -> String {
        match self {
            Form::DouzeTrous => "in twelve trous".to_string(),
            Form::Ecrire { marques } => format!("à écrire in {marques} marqués"),
        }
    }

    /// The marqués to play (one partie in twelve trous).
    #[must_use]
    pub fn parties(self) -> u32 {
        match self {
            Form::DouzeTrous => 1,
            Form::Ecrire { marques } => marques,
        }
    }
}

impl fmt::Display for Form {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Form::DouzeTrous => write!(f, "douze-trous"),
            Form::Ecrire { marques } => write!(f, "ecrire:{marques}"),
        }
    }
}

impl FromStr for Form {
    type Err = String;

    fn from_str(s: &str) -> Result<Form, String> {
        let bad = || format!("unknown game form `{s}`: expected {}", Form::ACCEPTED);
        if s == "douze-trous" {
            return Ok(Form::DouzeTrous);
        }
        let n = s.strip_prefix("ecrire:").ok_or_else(bad)?;
        // a number past the limit, however many digits it has
        let digits = !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit());
        if digits && !matches!(n.parse::<u32>(), Ok(m) if m <= MARQUES) {
            return Err(format!(
                "game form `{s}`: {}",
                crate::engine::limits::above("the marqués agreed", MARQUES, n)
            ));
        }
        match n.parse::<u32>() {
            Ok(marques) if marques >= 2 && marques.is_multiple_of(2) => {
                Ok(Form::Ecrire { marques })
            }
            Ok(_) => Err(format!(
                "game form `{s}`: the marqués agreed are an even number, from 2 (half of them \
                 each player's contingent); expected {}",
                Form::ACCEPTED
            )),
            Err(_) => Err(bad()),
        }
    }
}

/// One marqué played, by seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Marque {
    /// The seat that won it; `None`: a refait.
    pub winner: Option<usize>,
    /// Each seat's trous when it ended.
    pub trous: [u32; 2],
    /// The refaits before it.
    pub refaits: u32,
    /// Its worth to the winner (0 for a refait).
    pub value: u32,
}

/// How the game ended, by seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// The seat that won; `None`: a drawn game (equal écrits).
    pub winner: Option<usize>,
    /// The game's value to its winner as a fraction (numerator, denominator): in twelve trous
    /// the multiple of the simple game under the rules' payout; à écrire the difference of the
    /// écrits, in jetons.
    pub stake: (u32, u32),
}

/// A game in its form (see the module).
#[derive(Debug, Clone)]
pub struct Partie<'r> {
    game: Game<'r>,
    form: Form,
    /// The seat of White, of Black.
    seat: [usize; 2],
    /// The seat that threw first in the marqué being played.
    first: usize,
    /// Refaits in a row before the marqué being played.
    refaits: u32,
    marques: Vec<Marque>,
    outcome: Option<Outcome>,
}

impl<'r> Partie<'r> {
    /// A new game in `form`, `first` (seat 0 when White) to throw.
    #[must_use]
    pub fn new(form: Form, first: Color, rules: &'r Rules) -> Partie<'r> {
        Partie {
            game: Game::opening(first, rules),
            form,
            seat: [0, 1],
            first: idx(first),
            refaits: 0,
            marques: Vec::new(),
            outcome: None,
        }
    }

    /// The partie (the marqué) being played.
    #[must_use]
    pub fn game(&self) -> &Game<'r> {
        &self.game
    }

    /// The partie being played, to roll and play on.
    pub fn game_mut(&mut self) -> &mut Game<'r> {
        &mut self.game
    }

    /// The form.
    #[must_use]
    pub fn form(&self) -> Form {
        self.form
    }

    /// The seat playing `c`.
    #[must_use]
    pub fn seat(&self, c: Color) -> usize {
        self.seat[idx(c)]
    }

    /// A pair by colour (White's first), by seat.
    #[must_use]
    pub fn by_seat(&self, a: [u32; 2]) -> [u32; 2] {
        let mut s = [0; 2];
        s[self.seat[0]] = a[0];
        s[self.seat[1]] = a[1];
        s
    }

    /// The marqués played so far, refaits included.
    #[must_use]
    pub fn marques(&self) -> &[Marque] {
        &self.marques
    }

    /// Each seat's marqués won.
    #[must_use]
    pub fn marques_won(&self) -> [u32; 2] {
        let mut won = [0; 2];
        for w in self.marques.iter().filter_map(|m| m.winner) {
            won[w] += 1;
        }
        won
    }

    /// Each seat's trous in the partie being played.
    #[must_use]
    pub fn trous(&self) -> [u32; 2] {
        self.by_seat(self.game.marks().trous)
    }

    /// How the game ended, once it has.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The current roll marked `marks`: in twelve trous, the colour who has them now wins the
    /// game (before any play); à écrire no trou ends it (a going does, at [`Partie::close`]).
    pub fn won_on(&mut self, marks: &Marks) -> Option<Color> {
        if self.form != Form::DouzeTrous {
            return None;
        }
        let rules = self.game.rules();
        let w = game::winner(marks, rules)?;
        self.outcome = Some(Outcome {
            winner: Some(self.seat(w)),
            stake: game::stake(marks, w, rules),
        });
        Some(w)
    }

    /// Closes the current roll ([`Game::close`]): a sortie that changes the colours changes
    /// the seats' colours; à écrire, a going that ends the marqué reckons it and sets up the
    /// next, or ends the game after the last. `None`: no roll to close; else how the roll
    /// ended the relevé, if it did (the roll itself is not handed back: the drivers need only
    /// this, and a whole [`Closed`](super::Closed) a roll is worth not copying).
    pub fn close(&mut self) -> Option<Option<ReleveEnd>> {
        let end = self.game.close()?.end;
        match (end, self.form) {
            (Some(ReleveEnd::Sortie { swaps: true }), _) => self.seat.swap(0, 1),
            (Some(ReleveEnd::Went), Form::Ecrire { marques }) => {
                // a going swaps nothing: the marks the roll left
                let marks = self.game.marks();
                self.end_marque(&marks, marques);
            }
            _ => {}
        }
        Some(end)
    }

    /// A going left `marks`: the marqué ends if one holds six trous.
    fn end_marque(&mut self, marks: &Marks, agreed: u32) {
        let rules = self.game.rules();
        let Some(end) = on_going(marks, self.refaits, rules) else {
            return;
        };
        let trous = self.by_seat(marks.trous);
        let refaits = self.refaits;
        if end.dice_pass() {
            self.first = 1 - self.first;
        }
        let (winner, value) = match end {
            MarqueEnd::Refait => {
                self.refaits += 1;
                (None, 0)
            }
            MarqueEnd::Won { winner, value } => {
                self.refaits = 0;
                (Some(self.seat(winner)), value)
            }
        };
        self.marques.push(Marque {
            winner,
            trous,
            refaits,
            value,
        });
        let won = self.marques_won();
        if won[0] + won[1] >= agreed {
            let [a, b] = ecrit(won, self.points());
            self.outcome = Some(Outcome {
                winner: match a.cmp(&b) {
                    std::cmp::Ordering::Greater => Some(0),
                    std::cmp::Ordering::Less => Some(1),
                    std::cmp::Ordering::Equal => None,
                },
                stake: (a.abs_diff(b), 1),
            });
            return;
        }
        let first = if self.seat[0] == self.first {
            Color::White
        } else {
            Color::Black
        };
        self.game = Game::opening(first, rules);
    }

    /// Each seat's écrit so far: the marqués' points and, once the game is over, the
    /// postillons.
    #[must_use]
    pub fn ecrit(&self) -> [u32; 2] {
        if self.outcome.is_some() && self.form != Form::DouzeTrous {
            ecrit(self.marques_won(), self.points())
        } else {
            self.points()
        }
    }

    /// Each seat's points of the marqués he won.
    fn points(&self) -> [u32; 2] {
        let mut points = [0u32; 2];
        for m in &self.marques {
            if let Some(w) = m.winner {
                points[w] = points[w].saturating_add(m.value);
            }
        }
        points
    }
}
