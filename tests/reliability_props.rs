//! Property tests (proptest) on random legal positions and rolls, from the catalogue's `move`
//! and `jan` sections:
//!
//! - every generated play passes `judge`, keeps fifteen checkers a side and leaves a legal
//!   position; the opponent's checkers never move;
//! - a single-checker move (a one-step play) passes `judge` exactly when it leaves the board of
//!   a generated play; it can only do so when no play uses both numbers (`move.both-numbers`),
//!   or when a two-step play happens to leave the same board (a tout d'une that bears off);
//!   the first half of a two-number play is refused for not playing both numbers, or for the
//!   lone checker it leaves on a coin;
//! - plays and scores are mirror-symmetric (colours and flèches swapped);
//! - points are always even: every jan is worth its tariff times its means;
//! - the order in which the dice are written changes nothing (`6-5`, `5-6`, `65`).
//!
//! Random positions are built legal by construction (≤ 15 a side, the rest borne off only when
//! all are in the jan de retour, no mixed flèche, never a lone checker on a coin, nothing on the
//! opponent's coin), biased toward cases (two or more on a flèche) so that coins, full jans and
//! blocked flèches come up often. `PROPTEST_CASES` sets the number of cases (default 256).

use std::collections::BTreeSet;

use proptest::prelude::*;
use tablier::engine::trictrac::jans::Context;
use tablier::engine::{
    trictrac::{
        judge, legal_plays, numbers_left, score, ExitMethod, MoveError, Position, Rules, Setup,
        Sided,
    },
    Color, Roll,
};

/// How one colour's checkers are laid out: how many are borne off, the flèches it favours
/// (numbers in its own direction, 1 = its talon), and for each checker which favourite it takes.
#[derive(Debug, Clone)]
struct Layout {
    off: u8,
    /// A quarter to fill first with two checkers a flèche (its first flèche: 1, 7 or 19).
    fill: Option<u8>,
    favourites: Vec<u8>,
    picks: Vec<usize>,
}

fn layout() -> impl Strategy<Value = Layout> {
    (
        prop_oneof![6 => Just(0u8), 1 => 1u8..=14],
        prop_oneof![3 => Just(None), 1 => prop::sample::select(vec![1u8, 7, 19]).prop_map(Some)],
        prop::collection::vec(1u8..=24, 1..=8),
        prop::collection::vec(any::<usize>(), 15),
    )
        .prop_map(|(off, fill, favourites, picks)| Layout {
            off,
            fill,
            favourites,
            picks,
        })
}

/// White-frame index (0..24) of `color`'s own flèche `n` (1..=24).
fn index(color: Color, n: u8) -> usize {
    match color {
        Color::White => usize::from(n) - 1,
        Color::Black => 24 - usize::from(n),
    }
}

/// Places `color`'s checkers of `l` on `s` without breaking a rule of the position.
fn place(s: &mut Setup, color: Color, l: &Layout) {
    let other = color.opposite();
    let coin = index(color, 12);
    // where this colour may stand: its jan de retour only once checkers are off; never the
    // opponent's coin (its flèche 13) nor a flèche the opponent holds
    let allowed = |s: &Setup, n: u8| {
        let i = index(color, n);
        (l.off == 0 || n >= 19) && n != 13 && s.counts(other)[i] == 0
    };
    let mut off = l.off;
    if !(1..=24).any(|n| allowed(s, n)) {
        off = 0; // the opponent holds all of the jan de retour: nobody is off
    }
    let allowed = |s: &Setup, n: u8| {
        let i = index(color, n);
        (off == 0 || n >= 19) && n != 13 && s.counts(other)[i] == 0
    };
    let spots: Vec<u8> = {
        let fav: Vec<u8> = l
            .favourites
            .iter()
            .copied()
            .filter(|&n| allowed(s, n))
            .collect();
        if fav.is_empty() {
            (1..=24).filter(|&n| allowed(s, n)).collect()
        } else {
            fav
        }
    };
    let mut left = usize::from(15 - off);
    if let Some(q) = l.fill {
        for n in q..q + 6 {
            if left >= 2 && allowed(s, n) {
                s.counts_mut(color)[index(color, n)] += 2;
                left -= 2;
            }
        }
    }
    for k in 0..left {
        let n = spots[l.picks[k] % spots.len()];
        s.counts_mut(color)[index(color, n)] += 1;
    }
    if s.counts(color)[coin] == 1 {
        // a coin is never held by one checker: send it to another checker of the same colour
        s.counts_mut(color)[coin] = 0;
        let to = (1..=24u8)
            .map(|n| index(color, n))
            .find(|&i| i != coin && s.counts(color)[i] > 0)
            .or_else(|| {
                (1..=24u8)
                    .filter(|&n| allowed(s, n) && n != 12)
                    .map(|n| index(color, n))
                    .next()
            })
            .expect("somewhere to go");
        s.counts_mut(color)[to] += 1;
    }
}

fn position() -> impl Strategy<Value = Position> {
    (layout(), layout(), any::<bool>(), any::<bool>()).prop_map(|(a, b, black_first, turn)| {
        let mut s = Setup::empty();
        let (first, second) = if black_first {
            (Color::Black, Color::White)
        } else {
            (Color::White, Color::Black)
        };
        place(&mut s, first, &a);
        place(&mut s, second, &b);
        s.turn = if turn { Color::White } else { Color::Black };
        s.clone()
            .validate()
            .unwrap_or_else(|e| panic!("the generator built an illegal position ({e}): {s:?}"))
    })
}

fn roll() -> impl Strategy<Value = Roll> {
    (1u8..=6, 1u8..=6).prop_map(|(a, b)| Roll::new(a, b).expect("1..6"))
}

/// Random rules: every option of the table takes any of its values.
fn rules() -> impl Strategy<Value = Rules> {
    prop::collection::vec(any::<usize>(), Rules::OPTIONS.len())
        .prop_map(|choices| Rules::from_choices(&choices))
}

fn context() -> impl Strategy<Value = Context> {
    (prop::option::of(1u32..=4), any::<bool>()).prop_map(|(roll_number, coin_just_taken)| Context {
        roll_number,
        coin_just_taken,
        opponent_first_roll: None,
    })
}

/// The board after one checker of the side to play moves from its flèche `from` by `die`
/// (1 = its talon; past 24 it is borne off), in the mover's frame.
fn one_step(s: &Sided, from: usize, die: u8) -> Sided {
    let mut t = *s;
    let to = (from + usize::from(die)).min(25);
    t.me[from] -= 1;
    t.me[to] += 1;
    t
}

/// The result boards (the mover's checkers) of the legal plays.
fn results(pos: &Position, roll: Roll, rules: &Rules) -> BTreeSet<Vec<u8>> {
    legal_plays(pos, roll, rules)
        .plays
        .iter()
        .map(|p| p.result().me.to_vec())
        .collect()
}

/// The results of the legal plays as positions of the mirrored game.
fn mirrored_results(pos: &Position, roll: Roll, rules: &Rules) -> BTreeSet<Vec<u8>> {
    legal_plays(pos, roll, rules)
        .plays
        .iter()
        .map(|p| {
            let m = p.position().mirror();
            let s = m.setup();
            s.white.iter().chain(s.black.iter()).copied().collect()
        })
        .collect()
}

fn positions_of(pos: &Position, roll: Roll, rules: &Rules) -> BTreeSet<Vec<u8>> {
    legal_plays(pos, roll, rules)
        .plays
        .iter()
        .map(|p| {
            let s = p.position();
            let s = s.setup();
            s.white.iter().chain(s.black.iter()).copied().collect()
        })
        .collect()
}

proptest! {
    // the failures found are kept in `reliability_props.proptest-regressions` and run first
    #![proptest_config(ProptestConfig::default())]

    #[test]
    fn the_generator_builds_legal_positions(pos in position()) {
        prop_assert!(pos.setup().clone().validate().is_ok());
        prop_assert!(pos.mirror().setup().clone().validate().is_ok());
        for c in Color::ALL {
            prop_assert_eq!(pos.setup().on_board(c) + u32::from(pos.borne_off(c)), 15);
        }
    }

    #[test]
    fn every_generated_play_is_judged_legal_and_keeps_the_checkers(
        pos in position(), roll in roll(), rules in rules()
    ) {
        let me = pos.turn();
        let s = pos.sided(me);
        let plays = legal_plays(&pos, roll, &rules);
        prop_assert!(!plays.plays.is_empty());
        for p in &plays.plays {
            prop_assert_eq!(judge(&s, roll, p.result(), &rules), Ok(()), "{:?}", p.steps());
            let next = p.position();
            prop_assert!(next.setup().clone().validate().is_ok(), "{:?}", next.setup());
            for c in Color::ALL {
                prop_assert_eq!(next.setup().on_board(c) + u32::from(next.borne_off(c)), 15);
            }
            prop_assert_eq!(next.setup().counts(me.opposite()), pos.setup().counts(me.opposite()));
            prop_assert!(p.steps().len() <= 2, "a play of more than two moves (dice.doublet-once)");
            for st in p.steps() {
                prop_assert!(st.die == roll.hi() || st.die == roll.lo());
                prop_assert!(st.to > st.from);
            }
        }
        // move.both-numbers: the unplayed numbers, and plays of one step only when a number is
        // unplayed (or the last checker went off with one number)
        let unplayed = plays.unplayable.len();
        for p in &plays.plays {
            let bore_off_last = p.result().me[1..=24].iter().all(|&c| c == 0);
            if unplayed == 1 && !roll.is_doublet() {
                // one number only: every play plays the same one, the other is the unplayable
                prop_assert_eq!(p.steps().len(), 1);
                prop_assert_ne!(p.steps()[0].die, plays.unplayable[0]);
            }
            if bore_off_last {
                prop_assert!(p.steps().len() + unplayed <= 2, "{:?}", p.steps());
            } else {
                prop_assert_eq!(p.steps().len() + unplayed, 2, "{:?} {:?}", p.steps(), plays.unplayable);
            }
        }
    }

    #[test]
    fn a_single_checker_move_is_legal_only_as_a_generated_play(
        pos in position(), roll in roll(), rules in rules()
    ) {
        let me = pos.turn();
        let s = pos.sided(me);
        let plays = legal_plays(&pos, roll, &rules);
        let boards: BTreeSet<Vec<u8>> = plays.plays.iter().map(|p| p.result().me.to_vec()).collect();
        let two_numbers = plays.unplayable.is_empty();
        let dice: BTreeSet<u8> = [roll.hi(), roll.lo()].into();
        for from in 1..=24usize {
            if s.me[from] == 0 {
                continue;
            }
            for &die in &dice {
                let t = one_step(&s, from, die);
                let verdict = judge(&s, roll, &t, &rules);
                let generated = boards.contains(t.me.as_slice());
                prop_assert_eq!(verdict.is_ok(), generated,
                    "from {} by {}: judge says {:?}", from, die, verdict);
                if let Ok(()) = verdict {
                    let p = plays.plays.iter().find(|p| p.result().me == t.me).expect("generated");
                    let sortie = t.me[1..=24].iter().all(|&c| c == 0);
                    if two_numbers && !sortie {
                        // the same board as a two-number play (a tout d'une bearing off)
                        prop_assert_eq!(p.steps().len(), 2, "a one-step play beside two-number plays");
                    }
                }
            }
        }
        // the first half of a two-number play, whose checker stays where it landed, is not a
        // play: the other number must be played too (or a lone checker would hold a coin)
        for p in plays.plays.iter().filter(|p| p.steps().len() == 2 && !p.par_puissance) {
            let [a, b] = [p.steps()[0], p.steps()[1]];
            if b.from == a.to {
                continue; // a tout d'une: its first step does not rest
            }
            let t = one_step(&s, usize::from(a.from), a.die);
            if boards.contains(t.me.as_slice()) {
                continue;
            }
            let verdict = judge(&s, roll, &t, &rules);
            prop_assert!(
                matches!(verdict, Err(MoveError::BothNumbers | MoveError::CoinEnteredAlone | MoveError::CoinLeftAlone)),
                "first half {:?} of {:?}: {:?}", a, p.steps(), verdict
            );
        }
    }

    #[test]
    fn plays_and_scores_are_mirror_symmetric(
        pos in position(), roll in roll(), rules in rules(), ctx in context()
    ) {
        let me = pos.turn();
        let m = pos.mirror();
        prop_assert_eq!(m.turn(), me.opposite());
        prop_assert_eq!(mirrored_results(&pos, roll, &rules), positions_of(&m, roll, &rules));
        prop_assert_eq!(
            legal_plays(&pos, roll, &rules).unplayable,
            legal_plays(&m, roll, &rules).unplayable
        );
        let a = score(&pos, me, roll, &ctx, &rules);
        let b = score(&m, me.opposite(), roll, &ctx, &rules);
        let line = |j: &tablier::engine::trictrac::JanScore, flip: bool| {
            let to = if flip { j.to.opposite() } else { j.to };
            let at = if flip { j.at.map(|f| 25 - f) } else { j.at };
            (j.jan.rule(), to, j.means, j.points, at)
        };
        let la: Vec<_> = a.jans.iter().map(|j| line(j, true)).collect();
        let lb: Vec<_> = b.jans.iter().map(|j| line(j, false)).collect();
        prop_assert_eq!(la, lb);
        prop_assert_eq!(a.points(me), b.points(me.opposite()));
        prop_assert_eq!(a.points(me.opposite()), b.points(me));
    }

    #[test]
    fn points_are_always_even(
        pos in position(), roll in roll(), rules in rules(), ctx in context()
    ) {
        let me = pos.turn();
        let s = score(&pos, me, roll, &ctx, &rules);
        for j in &s.jans {
            prop_assert!(j.points > 0 && j.points % 2 == 0, "{:?}", j);
            prop_assert!(j.means >= 1);
            prop_assert_eq!(j.points % j.means, 0, "{:?}", j);
            let per = j.points / j.means;
            prop_assert!([2, 4, 6].contains(&per), "{} points a means: {:?}", per, j);
            prop_assert_eq!(usize::try_from(j.means).unwrap(), j.detail.len());
        }
        for c in Color::ALL {
            prop_assert_eq!(s.points(c) % 2, 0);
        }
    }

    #[test]
    fn the_order_of_the_dice_changes_nothing(
        a in 1u8..=6, b in 1u8..=6, pos in position(), rules in rules(), ctx in context()
    ) {
        let ab = Roll::new(a, b).unwrap();
        let ba = Roll::new(b, a).unwrap();
        prop_assert_eq!(ab, ba);
        for text in [format!("{a}-{b}"), format!("{b}-{a}"), format!("{a}{b}"), format!("{b}{a}")] {
            prop_assert_eq!(text.parse::<Roll>(), Ok(ab), "{}", text);
        }
        prop_assert_eq!(ab.to_string().parse::<Roll>(), Ok(ab));
        let me = pos.turn();
        prop_assert_eq!(score(&pos, me, ab, &ctx, &rules), score(&pos, me, ba, &ctx, &rules));
        prop_assert_eq!(results(&pos, ab, &rules), results(&pos, ba, &rules));
    }
}

/// The random positions reach what the rules are about: coins held, jans full, checkers borne
/// off, blocked flèches, one-number rolls and par puissance.
#[test]
fn the_random_positions_cover_the_rules() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    use tablier::engine::trictrac::FullJans;
    let mut runner = TestRunner::deterministic();
    let (mut coin, mut full, mut off, mut one_number, mut puissance) = (0, 0, 0, 0, 0);
    let n = 2000;
    for _ in 0..n {
        let pos = position().new_tree(&mut runner).unwrap().current();
        let r = roll().new_tree(&mut runner).unwrap().current();
        let me = pos.turn();
        let s = pos.sided(me);
        coin += usize::from(s.me[12] >= 2);
        full += usize::from(!FullJans::of(&s).is_empty());
        off += usize::from(pos.borne_off(me) > 0);
        let plays = legal_plays(&pos, r, &Rules::default());
        one_number += usize::from(!plays.unplayable.is_empty());
        puissance += usize::from(plays.plays.iter().any(|p| p.par_puissance));
    }
    for (what, k) in [
        ("a coin held", coin),
        ("a full jan", full),
        ("checkers borne off", off),
        ("a number unplayable", one_number),
        ("the coin par puissance", puissance),
    ] {
        eprintln!("{k} of {n} positions with {what}");
        assert!(k * 200 >= n, "only {k} of {n} positions with {what}");
    }
}

/// Found by `every_generated_play_is_judged_legal_and_keeps_the_checkers`: with surcases
/// allowed par puissance, 1-1 "took the coin par puissance" with two checkers already on it, a
/// play that moved nothing.
#[test]
fn the_coin_is_not_taken_par_puissance_from_itself() {
    let mut s = Setup::empty();
    s.white[0] = 15;
    s.black[12] = 14; // Black's coin
    s.black[13] = 1;
    s.turn = Color::Black;
    let pos = s.validate().unwrap();
    let rules = Rules {
        surcases_par_puissance: true,
        coin_natural_preferred: false,
        ..Rules::default()
    };
    for r in ["1-1", "2-1", "6-1"] {
        let roll: Roll = r.parse().unwrap();
        for p in &legal_plays(&pos, roll, &rules).plays {
            assert!(!p.par_puissance, "{r}: {:?}", p.steps());
            assert_ne!(
                p.result(),
                &pos.sided(Color::Black),
                "{r}: a play that moves nothing"
            );
        }
    }
}

/// Found by `a_single_checker_move_is_legal_only_as_a_generated_play`: under the provincial
/// sortie, the plein of the retour held with a surplus checker on 20, 5-1 is played by the
/// privilege of the retour (the 5 bears off from 20 though it could be played inside from 19,
/// the 1 goes 20 to 21, the plein kept). The 5 alone is then legal on its own by the privilege
/// and refused for leaving the 1 unplayed (`move.both-numbers`), not by the sortie.
#[test]
fn a_number_borne_off_by_the_privilege_of_the_retour_alone_leaves_the_other_unplayed() {
    let mut s = Setup::empty();
    s.white[18..24].copy_from_slice(&[2, 4, 2, 2, 2, 2]);
    s.black[17] = 15;
    s.turn = Color::White;
    let pos = s.validate().unwrap();
    let me = pos.sided(Color::White);
    let rules = Rules {
        exit_method: ExitMethod::Provincial,
        retour_privilege: true,
        ..Rules::default()
    };
    let roll: Roll = "5-1".parse().unwrap();
    let alone = one_step(&me, 20, 5);
    let both = one_step(&alone, 20, 1);
    assert!(results(&pos, roll, &rules).contains(both.me.as_slice()));
    assert_eq!(judge(&me, roll, &both, &rules), Ok(()));
    assert_eq!(
        judge(&me, roll, &alone, &rules),
        Err(MoveError::BothNumbers)
    );
    assert_eq!(numbers_left(&me, roll, &alone, &rules), Some(1));
    // without the privilege the 5 is played inside: bearing off by it breaks the sortie
    let ordinary = Rules {
        retour_privilege: false,
        ..rules
    };
    assert!(!results(&pos, roll, &ordinary).contains(both.me.as_slice()));
    assert_eq!(
        judge(&me, roll, &alone, &ordinary),
        Err(MoveError::ProvincialExit)
    );
    assert_eq!(numbers_left(&me, roll, &alone, &ordinary), None);
}

#[test]
fn dice_out_of_range_are_refused() {
    for (a, b) in [(0, 1), (7, 1), (1, 7), (0, 0), (255, 3)] {
        assert_eq!(Roll::new(a, b), None);
    }
    for text in ["7-1", "1-7", "0-3", "77", "6", "6-5-4", "６５", "-6", "6-"] {
        assert!(text.parse::<Roll>().is_err(), "{text}");
    }
}
