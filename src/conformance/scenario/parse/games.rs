//! Which game each statement and expectation belongs to: both games read one grammar, and a
//! line the file's game does not have is an error of the file at its place, naming the game,
//! reported with the file's other errors before anything runs (the runners never see it).

use std::path::Path;

use crate::conformance::scenario::ast::{Expect, Line, Stmt};
use crate::engine::GameKind;
use crate::input::diag::{Diagnostic, LineIndex};

const T: Option<GameKind> = Some(GameKind::Trictrac);
const B: Option<GameKind> = Some(GameKind::Backgammon);

/// The one game a statement belongs to; `None` when both games have it.
#[must_use]
pub fn of_statement(stmt: &Stmt) -> Option<GameKind> {
    match stmt {
        Stmt::Notation(_)
        | Stmt::Checkers { .. }
        | Stmt::ToPlay(_)
        | Stmt::Roll { .. }
        | Stmt::Play(_)
        | Stmt::Divergence { .. }
        | Stmt::Chances(_) => None,
        Stmt::Expect(e) => of_expect(e),
        Stmt::Position(_)
        | Stmt::RollNumber { .. }
        | Stmt::Points(_)
        | Stmt::Trous(_)
        | Stmt::Bredouille(_)
        | Stmt::Pavillon(_)
        | Stmt::Tenue(_)
        | Stmt::Refaits(_)
        | Stmt::FirstThrower(_)
        | Stmt::CoinJustTaken(_)
        | Stmt::Declare(_)
        | Stmt::Touch(_)
        | Stmt::Correct(_)
        | Stmt::Accept
        | Stmt::Erase(_)
        | Stmt::Renounce(_)
        | Stmt::PavillonForgotten
        | Stmt::NotErased
        | Stmt::PourTout
        | Stmt::Go
        | Stmt::ChancesAfter { .. }
        | Stmt::Advice(_)
        | Stmt::Acknowledge { .. }
        | Stmt::Tournament(_)
        | Stmt::Recorded(_) => T,
        Stmt::Cube { .. }
        | Stmt::Match { .. }
        | Stmt::Crawford
        | Stmt::Double(_)
        | Stmt::Take(_)
        | Stmt::Drop(_)
        | Stmt::Beaver(_)
        | Stmt::Opening { .. }
        | Stmt::PositionId(_)
        | Stmt::MatchId(_)
        | Stmt::Roll3 { .. }
        | Stmt::GameOfMatch(_) => B,
    }
}

/// The one game an expectation belongs to; `None` when both games have it.
#[must_use]
pub fn of_expect(e: &Expect) -> Option<GameKind> {
    match e {
        Expect::Legal { .. }
        | Expect::Plays(_)
        | Expect::Unplayable(_)
        | Expect::ToPlay(_)
        | Expect::ChancesUnplayable { .. } => None,
        Expect::Points(_)
        | Expect::Jan { .. }
        | Expect::Trous(_)
        | Expect::Marked(_)
        | Expect::Bredouille(_)
        | Expect::MayGo(..)
        | Expect::Ecole { .. }
        | Expect::Pavillon(_)
        | Expect::Tenue(_)
        | Expect::Marque { .. }
        | Expect::Stake { .. }
        | Expect::ChancesJan { .. }
        | Expect::ChancesTakeCoin { .. }
        | Expect::ChancesAt { .. } => T,
        Expect::Bar(_)
        | Expect::Off(_)
        | Expect::Pips(_)
        | Expect::Hits(_)
        | Expect::Result { .. }
        | Expect::Drawn
        | Expect::Value { .. }
        | Expect::MatchScore(_)
        | Expect::NextGame(_)
        | Expect::FirstToPlay(_)
        | Expect::MatchWinner(_)
        | Expect::Cube { .. }
        | Expect::MayDouble(..)
        | Expect::OpeningRoll(_)
        | Expect::ChancesEnter { .. }
        | Expect::ChancesHit { .. } => B,
    }
}

/// The page that lists a game's statements.
fn format_page(game: GameKind) -> &'static str {
    match game {
        GameKind::Trictrac => "docs/scenario-format.md",
        GameKind::Backgammon => "docs/scenario-format-backgammon.md",
    }
}

/// Every line of `lines` (read from `text`) that a file of `game` does not have.
#[must_use]
pub fn check(
    path: &Path,
    text: &str,
    index: &LineIndex,
    game: GameKind,
    lines: &[Line],
) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    for line in lines {
        let Some(other) = of_statement(&line.stmt).filter(|g| *g != game) else {
            continue;
        };
        let mut words = text[line.offset..].split_whitespace();
        let first = words.next().unwrap_or_default();
        let (kind, found) = if matches!(line.stmt, Stmt::Expect(_)) {
            let what = words.next().unwrap_or_default();
            ("expectation", format!("expect {what}"))
        } else {
            ("statement", first.to_string())
        };
        let msg = format!(
            "expected a {game} {kind}, found `{found}`, a {kind} of {other} scenarios only (the {game} {kind}s: {})",
            format_page(game)
        );
        errors.push(Diagnostic::at_in(path, index, line.offset, msg).with_code("wrong-game"));
    }
    errors
}
