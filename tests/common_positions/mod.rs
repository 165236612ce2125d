// Shared helpers for the integration tests: positions written as (flèche, count) lists in
// White's frame.
#![allow(dead_code)]

use std::collections::BTreeSet;

use tablier::engine::trictrac::notation::canonical;
use tablier::engine::{
    trictrac::{Context, Fleche, Plays, Position, Rules, Score, Setup},
    Color, Roll,
};

/// A position from White's and Black's (flèche, count) lists, `turn` to play.
pub fn pos(white: &[(u8, u8)], black: &[(u8, u8)], turn: Color) -> Position {
    let mut s = Setup::empty();
    for &(f, n) in white {
        s.add(Color::White, Fleche::new(f).unwrap(), n);
    }
    for &(f, n) in black {
        s.add(Color::Black, Fleche::new(f).unwrap(), n);
    }
    s.turn = turn;
    s.validate().expect("test position is legal")
}

pub fn roll(text: &str) -> Roll {
    text.parse().unwrap()
}

/// The legal plays of the engine, checked equal to the test oracle's (`tests/oracle/`; a test
/// using these helpers declares `mod oracle;`).
pub fn legal_plays(p: &Position, r: Roll, rules: &Rules) -> Plays {
    let plays = tablier::engine::trictrac::legal_plays(p, r, rules);
    let reference = crate::oracle::legal_plays(p, r, rules);
    assert_eq!(
        plays.plays.len(),
        reference.plays.len(),
        "plays of {r} in {:?}",
        p.setup()
    );
    for (a, b) in plays.plays.iter().zip(&reference.plays) {
        assert!(
            b.same_as(&a),
            "plays of {r} in {:?}: {a:?} / {b:?}",
            p.setup()
        );
    }
    assert_eq!(
        plays.unplayable,
        reference.unplayable,
        "{r} in {:?}",
        p.setup()
    );
    plays
}

/// The score of the engine, checked equal to the test oracle's.
pub fn score(p: &Position, roller: Color, r: Roll, ctx: &Context, rules: &Rules) -> Score {
    let score = tablier::engine::trictrac::score(p, roller, r, ctx, rules);
    let reference = crate::oracle::jans::score(p, roller, r, ctx, rules);
    assert_eq!(
        crate::oracle::jans::Score::from_engine(&score),
        reference,
        "score of {r} in {:?}",
        p.setup()
    );
    score
}

/// The boards left by the legal plays, in canonical form.
pub fn results(p: &Position, r: &str, rules: &Rules) -> BTreeSet<String> {
    legal_plays(p, roll(r), rules)
        .plays
        .iter()
        .map(|pl| canonical::format(pl.position().setup()))
        .collect()
}

/// The board left by moving checkers of the side to play along `moves` (White-frame flèche
/// numbers; 0 or 25 = off), in canonical form.
pub fn after(p: &Position, moves: &[(u8, u8)]) -> String {
    let mut s = p.setup().clone();
    let c = p.turn();
    for &(from, to) in moves {
        s.counts_mut(c)[usize::from(from) - 1] -= 1;
        if (1..=24).contains(&to) {
            s.counts_mut(c)[usize::from(to) - 1] += 1;
        }
    }
    canonical::format(&s)
}

/// The expected set of boards, one per play given as its moves.
pub fn expect(p: &Position, plays: &[&[(u8, u8)]]) -> BTreeSet<String> {
    plays.iter().map(|m| after(p, m)).collect()
}
