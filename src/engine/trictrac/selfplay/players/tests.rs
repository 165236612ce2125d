//! Boards for the players' tests, written in White's frame (F1 his talon, F24 Black's).

use crate::engine::trictrac::game::Game;
use crate::engine::trictrac::sided::{BAND, TALON};
use crate::engine::{
    trictrac::{Rules, Setup, Sided},
    Color, Roll,
};

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

/// Each roll of `turns` random turns of random games under `rules` (every player always
/// stays, a new game after 200 turns or an error), handed to `each` once thrown: the
/// positions on which the fast paths of the players are held to their oracles.
pub(crate) fn each_random_turn(
    seed: u64,
    rules: &Rules,
    turns: usize,
    mut each: impl FnMut(&Game<'_>),
) {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut game = Game::opening(Color::White, rules);
    let mut age = 0;
    for _ in 0..turns {
        age += 1;
        let roller = game.to_play().unwrap_or(Color::White);
        let roll = Roll::new(rng.u8(1..=6), rng.u8(1..=6)).expect("dice");
        let n = match game.roll(roller, roll) {
            Ok(t) => t.plays().plays.len(),
            Err(_) => 0,
        };
        if n == 0 || age > 200 {
            game = Game::opening(Color::White, rules);
            age = 0;
            continue;
        }
        each(&game);
        if game.play_legal(rng.usize(0..n)).is_err() {
            game = Game::opening(Color::White, rules);
            age = 0;
            continue;
        }
        let _ = game.close();
    }
}

/// The calculating bold player against the plain bold one, over a greedy base: where they
/// choose differently, the bold play leaves blots whose risk exceeds their gain (Lepeintre
/// 3e partie r.14: not to stand to be hit by too many throws); where the bold play's blots
/// are worth their risk, or it leaves none, both play it.
#[test]
fn the_calculating_bold_player_differs_only_where_the_blot_is_too_exposed() {
    use super::maxim::{Maxim, MaximPlays, Scales};
    use super::{Base, PlayPolicy};
    let rules = Rules::default();
    let mut bold = MaximPlays::new(Maxim::Bold, Base::Greedy, "bold:greedy");
    let mut calc = MaximPlays::new(Maxim::Calculated, Base::Greedy, "calculated:greedy");
    let mut scales = Scales::default();
    let rng = &mut fastrand::Rng::with_seed(1);
    let (mut differ, mut agree) = (0, 0);
    each_random_turn(24, &rules, 3000, |game| {
        let set = &game.turn().unwrap().plays().plays;
        let after = |i: usize| set.compact().get(i).unwrap().result(set.start());
        let b = bold.choose(game, rng).index;
        let c = calc.choose(game, rng).index;
        let (risk, gain) = scales.risk_and_gain(&after(b), &rules);
        if b != c {
            differ += 1;
            assert!(risk > gain, "{:?}: {risk} > {gain}", after(b));
            let (r, g) = scales.risk_and_gain(&after(c), &rules);
            assert!(
                r - g <= risk - gain || r <= g,
                "{r} {g} against {risk} {gain}"
            );
        } else {
            agree += 1;
        }
    });
    assert!(differ > 100 && agree > 100, "{differ} {agree}");
}
