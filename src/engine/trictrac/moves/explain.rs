//! Which move of a written play breaks the rule [`judge`](super::judge) names, and the breach
//! in words: the judge works on the board a play leaves, this looks at the moves as written
//! (`H-N N-P`), so that a reader is told `H-N` lands on a flèche the opponent holds, or that
//! `A-B A-C` goes 1 and 2 where the throw is 6-2.

use super::board::Board;
use crate::engine::trictrac::sided::{BAND, COIN, OPP_COIN};
use crate::engine::{
    trictrac::{MoveError, Rules, Sided},
    Roll,
};

/// An illegal play explained: the rule it breaks, the move at fault when one move is, and the
/// numbers the moves go (for a play that does not match the throw, or leaves a number out).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Illegal {
    pub error: MoveError,
    /// The index (in the moves given) of the move that breaks the rule, when one does.
    pub culprit: Option<usize>,
    /// How far each move goes, in order: a move onto the band goes as far as the band.
    pub numbers: Vec<usize>,
    pub roll: Roll,
}

/// Explains `error`, which the judge found in the play `moves` of `roll` by the player of `s`.
/// Each move is the flèches it names in the player's numbering (1 = his talon … 24, 25 for
/// the band): `[from, …, to]`, the flèches between naming where a tout d'une rests.
#[must_use]
pub fn explain(
    s: &Sided,
    roll: Roll,
    moves: &[Vec<usize>],
    error: MoveError,
    rules: &Rules,
) -> Illegal {
    let numbers: Vec<usize> = moves
        .iter()
        .map(|m| match (m.first(), m.last()) {
            (Some(&f), Some(&t)) => t.saturating_sub(f),
            _ => 0,
        })
        .collect();
    let to = |m: &Vec<usize>| m.last().copied().unwrap_or(0);
    let from = |m: &Vec<usize>| m.first().copied().unwrap_or(0);
    let [hi, lo] = roll.numbers().map(usize::from);
    let held = |p: usize| p < BAND && s.opp[p] > 0;
    let find = |f: &dyn Fn(usize, &Vec<usize>) -> bool| {
        moves.iter().enumerate().position(|(i, m)| f(i, m))
    };
    let culprit = match error {
        MoveError::NoOpponent => find(&|_, m| m.iter().skip(1).any(|&p| held(p))),
        MoveError::ToutDuneBlocked => find(&|i, m| {
            m.get(1..m.len().saturating_sub(1))
                .is_some_and(|between| between.iter().any(|&p| held(p)))
                || (numbers[i] == hi + lo && (held(from(m) + hi) || held(from(m) + lo) || hi == lo))
        }),
        MoveError::OpponentCoin => find(&|_, m| m.iter().skip(1).any(|&p| p == OPP_COIN)),
        MoveError::CoinEnteredAlone => find(&|_, m| to(m) == COIN),
        MoveError::CoinLeftAlone => find(&|_, m| from(m) == COIN),
        MoveError::ClosedJan => {
            let board = Board::new(s, rules);
            find(&|_, m| to(m) < BAND && !board.rests(to(m)))
        }
        MoveError::NotAllHome | MoveError::ParisianExit | MoveError::ProvincialExit => {
            find(&|_, m| to(m) >= BAND)
        }
        MoveError::NotTheDice => off_the_dice(moves, &numbers, roll),
        _ => None,
    };
    Illegal {
        error,
        culprit,
        numbers,
        roll,
    }
}

/// The first move whose distance no number left of the throw makes (one number, both joined,
/// or, onto the band, a number at least as high).
fn off_the_dice(moves: &[Vec<usize>], numbers: &[usize], roll: Roll) -> Option<usize> {
    let mut left: Vec<usize> = roll.numbers().map(usize::from).to_vec();
    for (i, (m, &n)) in moves.iter().zip(numbers).enumerate() {
        let onto_band = m.last().is_some_and(|&t| t >= BAND);
        if let Some(k) = left.iter().position(|&d| d == n) {
            left.remove(k);
        } else if left.len() == 2 && left[0] + left[1] == n && i + 1 == moves.len() {
            // one checker playing both numbers (tout d'une), the play's only move left
            left.clear();
        } else if let Some(k) = left
            .iter()
            .enumerate()
            .filter(|(_, &d)| onto_band && d > n)
            .min_by_key(|(_, &d)| d)
            .map(|(k, _)| k)
        {
            left.remove(k);
        } else {
            return Some(i);
        }
    }
    None
}

/// `1`, `1 and 2`, `1, 2 and 3`.
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

impl Illegal {
    /// The breach in words, each move named by `names` (the text of each move, in the order
    /// given, in the reader's notation): the move at fault first when there is one, then what
    /// is wrong and the rule's ID — `H-N: a checker would rest on a flèche held by the
    /// opponent (move.no-opponent)`.
    #[must_use]
    pub fn describe(&self, names: &[String]) -> String {
        let play = if names.is_empty() {
            "no move".to_string()
        } else {
            names.join(" ")
        };
        let named = |i: usize| names.get(i).cloned().unwrap_or_else(|| play.clone());
        let goes: Vec<String> = self.numbers.iter().map(ToString::to_string).collect();
        let rule = self.error.rule();
        match (self.error, self.culprit) {
            (MoveError::NotTheDice, culprit) => {
                let mut s = format!(
                    "{play}: the moves go {} where the throw is {}",
                    and_list(&goes),
                    self.roll
                );
                if let Some(i) = culprit {
                    let n = self.numbers.get(i).copied().unwrap_or(0);
                    let left = if i == 0 { "" } else { " left" };
                    s.push_str(&format!(
                        "; {} goes {n}, which no number{left} of the throw makes",
                        named(i)
                    ));
                }
                format!("{s} ({rule})")
            }
            (MoveError::BothNumbers, _) if !names.is_empty() => format!(
                "{play}: the play goes only {} of the throw {}; {}",
                and_list(&goes),
                self.roll,
                self.error
            ),
            (_, Some(i)) => format!("{}: {}", named(i), self.error),
            (_, None) => format!("{play}: {}", self.error),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{
        trictrac::{judge, parse_position},
        Color,
    };

    fn illegal(pos: &str, roll: &str, moves: &[Vec<usize>]) -> Illegal {
        let p = parse_position(pos).expect("a position");
        let s = Sided::new(&p, Color::White);
        let roll: Roll = roll.parse().expect("a roll");
        let mut target = s;
        for m in moves {
            target.me[m[0]] -= 1;
            target.me[m[m.len() - 1]] += 1;
        }
        let rules = Rules::default();
        let e = judge(&s, roll, &target, &rules).expect_err("illegal");
        explain(&s, roll, moves, e, &rules)
    }

    fn names(v: &[&str]) -> Vec<String> {
        v.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn a_play_off_the_dice_names_its_numbers_and_the_move_at_fault() {
        let i = illegal(
            "lepeintre white=A: white A15; black Y15",
            "6-2",
            &[vec![1, 2], vec![1, 3]],
        );
        assert_eq!((i.error, i.culprit), (MoveError::NotTheDice, Some(0)));
        assert_eq!(
            i.describe(&names(&["A-B", "A-C"])),
            "A-B A-C: the moves go 1 and 2 where the throw is 6-2; A-B goes 1, which no number of the throw makes (dice.roll)"
        );
        // the 6 played, the other move goes 3
        let i = illegal(
            "lepeintre white=A: white A15; black Y15",
            "6-2",
            &[vec![1, 7], vec![1, 4]],
        );
        assert_eq!(i.culprit, Some(1));
        // 5-1 is no 6 and a 1: the 6 is not the two numbers joined while another move follows
        let i = illegal(
            "lepeintre white=A: white A15; black Y15",
            "5-1",
            &[vec![1, 7], vec![1, 2]],
        );
        assert_eq!(i.culprit, Some(0));
        // one move of 7 is neither number nor both joined
        let five_one = illegal(
            "lepeintre white=A: white A15; black Y15",
            "5-1",
            &[vec![1, 8]],
        );
        assert_eq!(five_one.culprit, Some(0));
    }

    #[test]
    fn moves_of_any_length_are_explained_without_a_panic() {
        let p =
            parse_position("lepeintre white=A: white A13 H2; black Y13 N2").expect("a position");
        let s = Sided::new(&p, Color::White);
        let roll: Roll = "6-2".parse().expect("a roll");
        for e in [
            MoveError::ToutDuneBlocked,
            MoveError::NoOpponent,
            MoveError::NotTheDice,
        ] {
            for moves in [vec![], vec![vec![]], vec![vec![8]], vec![vec![25, 30]]] {
                let i = explain(&s, roll, &moves, e, &Rules::default());
                assert!(
                    i.describe(&[]).ends_with(&format!("({})", e.rule())),
                    "{i:?}"
                );
            }
        }
    }

    #[test]
    fn a_move_onto_a_held_flèche_is_named() {
        // white on H (8), black holds N (his 12th: white's 14)
        let i = illegal(
            "lepeintre white=A: white A13 H2; black Y13 N2",
            "6-2",
            &[vec![8, 14], vec![1, 3]],
        );
        assert_eq!((i.error, i.culprit), (MoveError::NoOpponent, Some(0)));
        assert_eq!(
            i.describe(&names(&["H-N", "A-C"])),
            format!("H-N: {}", MoveError::NoOpponent)
        );
    }
}
