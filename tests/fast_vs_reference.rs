//! The engine (`tablier::engine::trictrac::moves`, `tablier::engine::trictrac::jans`) against the naive test
//! oracle (`tests/oracle/`, written rule by rule) on random legal positions, every roll, both
//! players to roll and random rules: the same distinct plays (same boards, same order, same
//! moves shown), the same unplayable numbers, the same ways of playing, the same scores (every
//! jan, beneficiary, points, means and their detail), the same chance tables, and the same
//! verdict of `judge` (and of `numbers_left`) on every board a way of playing reaches — legal
//! or not —, every single-checker move and the untouched board.

mod common_rng;
mod oracle;

use common_rng::Rng;
use oracle::candidates::{self, Ctx};
use proptest::prelude::*;
use tablier::engine::trictrac::chances::ChanceTable;
use tablier::engine::trictrac::notation::canonical;
use tablier::engine::{
    trictrac::{
        every_legal_way, generate, judge, numbers_left, Context, Jan, Position, Rules, Setup, Sided,
    },
    Color, Roll,
};

/// One side's checkers in its own frame (1 = its talon … 24 = the opponent's talon).
fn side(rng: &mut Rng, taken: &[bool; 25]) -> [u8; 25] {
    let mut me = [0u8; 25];
    let home = rng.chance(1, 5);
    let on_board = if home { 1 + rng.below(15) } else { 15 };
    let allowed = |p: usize| !taken[p] && p != 13 && (!home || p >= 19);
    let mut left = on_board;
    // sometimes a quarter nearly full, to exercise filling and keeping
    if rng.chance(1, 2) {
        let start = [1, 7, 19][rng.below(3)];
        if !home || start == 19 {
            for (p, slot) in me.iter_mut().enumerate().skip(start).take(6) {
                if allowed(p) && left >= 2 {
                    let n = [2, 2, 2, 1, 3, 0][rng.below(6)].min(left);
                    *slot = n as u8;
                    left -= n;
                }
            }
        }
    }
    // the rest on a few flèches, low ones more often while not home
    let spots: Vec<usize> = (1..=24).filter(|&p| allowed(p)).collect();
    if spots.is_empty() {
        return [0; 25];
    }
    let k = 1 + rng.below(6);
    let chosen: Vec<usize> = (0..k)
        .map(|_| {
            if !home && rng.chance(1, 3) {
                spots[rng.below(spots.len().min(8))]
            } else {
                spots[rng.below(spots.len())]
            }
        })
        .collect();
    while left > 0 {
        me[chosen[rng.below(chosen.len())]] += 1;
        left -= 1;
    }
    // a coin never holds exactly one checker
    if me[12] == 1 {
        me[12] = 0;
        let to = (1..=24).find(|&p| allowed(p) && p != 12 && (p >= 19 || !home));
        match to {
            Some(p) => me[p] += 1,
            None => me[12] = 2,
        }
    }
    me
}

/// A side whose petit jan is full with no surcase and whose three other checkers are spread
/// over its grand jan and the opponent's (the coin empty): keeping the jan then often means
/// passing a checker into the opponent's petit jan, or taking the coin instead (r.40).
fn keeper(rng: &mut Rng) -> [u8; 25] {
    let mut me = [0u8; 25];
    for slot in &mut me[1..=6] {
        *slot = 2;
    }
    for _ in 0..3 {
        let spots = [7, 8, 9, 10, 11, 14, 15, 16, 17, 18];
        me[spots[rng.below(spots.len())]] += 1;
    }
    me
}

/// A side that has left its petit jan (so the opponent may rest there), on free flèches of
/// its 7..=18 but the coins.
fn passed(rng: &mut Rng, taken: &[bool; 25]) -> [u8; 25] {
    let mut me = [0u8; 25];
    let spots: Vec<usize> = (7..=18)
        .filter(|&p| !taken[p] && p != 12 && p != 13)
        .collect();
    if spots.is_empty() {
        return me;
    }
    for _ in 0..15 {
        me[spots[rng.below(spots.len())]] += 1;
    }
    me
}

/// A random legal position (or none, when the draw breaks a rule: then proptest draws again).
fn random_position(seed: u64) -> Option<Position> {
    let mut rng = Rng(seed);
    let keeping = rng.chance(1, 5);
    let white = if keeping {
        keeper(&mut rng)
    } else {
        side(&mut rng, &[false; 25])
    };
    let mut taken = [false; 25];
    for p in 1..=24 {
        // White's flèche p is Black's 25 - p
        taken[25 - p] = white[p] > 0;
    }
    let black = if keeping {
        passed(&mut rng, &taken)
    } else {
        side(&mut rng, &taken)
    };
    let mut setup = Setup::empty();
    for p in 1..=24 {
        setup.white[p - 1] = white[p];
        setup.black[24 - p] = black[p];
    }
    setup.turn = if rng.chance(1, 2) {
        Color::White
    } else {
        Color::Black
    };
    setup.validate().ok()
}

/// Rules variant `k`: the defaults (Lepeintre's reading) for 0, else pseudo-random rules from
/// the table of options (every option, every value).
fn rules_variant(k: usize) -> Rules {
    if k == 0 {
        Rules::default()
    } else {
        Rules::arbitrary(k as u64)
    }
}

/// Random rules from the table of options (every option, every value), one seed each.
fn random_rules(seed: u16) -> Rules {
    Rules::arbitrary(u64::from(seed))
}

fn context(k: usize) -> Context {
    Context {
        roll_number: [None, Some(1), Some(2), Some(3), Some(7)][k % 5],
        coin_just_taken: k % 2 == 1,
        opponent_first_roll: Roll::new(6, (k % 6) as u8 + 1),
    }
}

/// The boards worth judging after `roll` from `s`: every board a way of playing reaches,
/// legal or not (the oracle's candidates), every single-checker move by either number, and the
/// untouched board.
fn targets(s: &Sided, roll: Roll, rules: &Rules) -> Vec<Sided> {
    let ctx = Ctx::new(s, rules, true);
    let mut cands = Vec::new();
    candidates::enumerate(roll, &ctx, &mut cands);
    let mut out: Vec<Sided> = cands.iter().map(|c| c.play.result).collect();
    for d in roll.numbers() {
        for from in 1..=24usize {
            if s.me[from] == 0 {
                continue;
            }
            let mut t = *s;
            t.me[from] -= 1;
            t.me[(from + usize::from(d)).min(25)] += 1;
            out.push(t);
        }
    }
    out.push(*s);
    out.sort_by_key(|t| t.me);
    out.dedup();
    out
}

/// Compares the engine and the oracle on one position, every roll, both players to roll.
fn compare(pos: &Position, rules: &Rules, ctx: &Context) -> Result<(), TestCaseError> {
    let text = canonical::format(pos.setup());
    for roller in Color::ALL {
        let s = pos.sided(roller);
        for roll in Roll::all() {
            let at = format!("{text}, {roller} rolls {roll}, {rules:?}");
            // distinct plays: same boards, same order, same moves, same unplayable numbers
            let reference = oracle::generate(&s, roll, rules);
            let engine = generate(&s, roll, rules);
            let mut boards: Vec<[u8; 26]> = engine.plays.iter().map(|p| p.result().me).collect();
            let mut want: Vec<[u8; 26]> = reference.plays.iter().map(|p| p.result.me).collect();
            boards.sort_unstable();
            want.sort_unstable();
            prop_assert_eq!(boards, want, "boards: {}", at);
            prop_assert_eq!(
                &engine.unplayable[..],
                &reference.unplayable[..],
                "unplayable: {}",
                at
            );
            prop_assert_eq!(engine.plays.len(), reference.plays.len(), "plays: {}", at);
            for (p, q) in engine.plays.iter().zip(&reference.plays) {
                prop_assert!(q.same_as(&p), "order or moves: {:?} / {:?}: {}", p, q, at);
            }
            // every way, as the scoring sees them
            let ways = oracle::every_legal_way(&s, roll, rules);
            let engine_ways = every_legal_way(&s, roll, rules);
            prop_assert_eq!(engine_ways.len(), ways.plays.len(), "ways: {}", at);
            for (p, q) in engine_ways.iter().zip(&ways.plays) {
                prop_assert!(q.same_as(p), "ways: {:?} / {:?}: {}", p, q, at);
            }
            // scores: every jan, beneficiary, points, means and their detail
            let reference = oracle::jans::score_sided(&s, roll, ctx, rules);
            let engine = tablier::engine::trictrac::jans::score_sided(&s, roll, ctx, rules);
            prop_assert_eq!(
                oracle::jans::Score::from_engine(&engine),
                reference,
                "score: {}",
                at
            );
            // the verdict on every board worth judging, and the numbers left unplayed
            for t in targets(&s, roll, rules) {
                prop_assert_eq!(
                    judge(&s, roll, &t, rules),
                    oracle::judge(&s, roll, &t, rules),
                    "judge {:?}: {}",
                    &t.me[1..],
                    at
                );
                prop_assert_eq!(
                    numbers_left(&s, roll, &t, rules),
                    oracle::numbers_left(&s, roll, &t, rules),
                    "numbers left {:?}: {}",
                    &t.me[1..],
                    at
                );
            }
        }
        let reference = oracle::chance_table(pos, roller, rules);
        let engine = ChanceTable::of(pos, roller, rules);
        prop_assert_eq!(engine, reference, "chances: {} {}", text, roller);
    }
    Ok(())
}

proptest! {
    // 400 cases unless PROPTEST_CASES says otherwise (CI runs the default)
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(400),
        max_global_rejects: 100_000,
        ..ProptestConfig::default()
    })]

    #[test]
    fn the_engine_agrees_with_the_oracle(
        pos in any::<u64>().prop_filter_map("not a legal position", random_position),
        rules in any::<u16>(),
        ctx in 0usize..10,
    ) {
        compare(&pos, &random_rules(rules), &context(ctx))?;
    }
}

/// Every shipped profile's rules, by name (the readings the scenarios run under).
fn shipped_rules() -> Vec<(String, Rules)> {
    let profiles = tablier::conformance::profile::shipped_profiles()
        .as_ref()
        .expect("the shipped profiles load");
    profiles
        .iter()
        .map(|p| (p.name.clone(), p.rules.clone()))
        .collect()
}

/// Every jan the engine reports, re-derived by the oracle: same lines, beneficiaries, points,
/// means and detail, for every roll and both players, under `rules`.
fn same_jans(pos: &Position, name: &str, rules: &Rules) -> Result<(), TestCaseError> {
    let text = canonical::format(pos.setup());
    for roller in Color::ALL {
        let s = pos.sided(roller);
        for roll in Roll::all() {
            for k in 0..5 {
                let ctx = context(k);
                let engine = tablier::engine::trictrac::jans::score_sided(&s, roll, &ctx, rules);
                let reference = oracle::jans::score_sided(&s, roll, &ctx, rules);
                prop_assert_eq!(
                    oracle::jans::Score::from_engine(&engine),
                    reference,
                    "{}: {}, {} rolls {}, {:?}",
                    name,
                    text,
                    roller,
                    roll,
                    ctx
                );
            }
        }
    }
    Ok(())
}

proptest! {
    // 100 cases unless PROPTEST_CASES says otherwise (each runs every shipped profile)
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(100),
        max_global_rejects: 100_000,
        ..ProptestConfig::default()
    })]

    /// A property that survives refactors of the engine: whatever its shape, what it scores
    /// is what the rules, written plainly in the oracle, score, in every reading shipped.
    #[test]
    fn every_jan_is_rederived_under_every_shipped_profile(
        pos in any::<u64>().prop_filter_map("not a legal position", random_position),
    ) {
        for (name, rules) in shipped_rules() {
            same_jans(&pos, &name, &rules)?;
        }
    }

    /// Why no scenario can show the jan de retour refused its keeping par impuissance once the
    /// roller has nothing left in his own half (the engine's reading of Lepeintre 1re §V, "not
    /// once the coin is passed"): with the retour full and the own half empty, a number up to 5
    /// moves a checker of the retour's first flèche, a 6 brings a checker of the opponent's
    /// grand jan into the retour, and with all fifteen home the band takes any number. So no
    /// number is ever unplayable there, in any shipped reading, and the branch refusing that
    /// keeping cannot be reached.
    #[test]
    fn a_full_retour_past_the_coin_has_no_impuissance(seed in any::<u64>()) {
        let mut rng = Rng(seed);
        // the roller: his retour full, three checkers beyond his coin
        let mut me = [0u8; 25];
        for slot in &mut me[19..=24] {
            *slot = 2;
        }
        for _ in 0..3 {
            me[14 + rng.below(11)] += 1;
        }
        // the opponent: fifteen checkers anywhere the roller is not, in the roller's 1..=18,
        // off both coins
        let free: Vec<usize> = (1..=18)
            .filter(|&p| me[p] == 0 && p != 12 && p != 13)
            .collect();
        let mut opp = [0u8; 25];
        for _ in 0..15 {
            opp[free[rng.below(free.len())]] += 1;
        }
        // both in White's frame, as the setup counts them
        let mut setup = Setup::empty();
        setup.white.copy_from_slice(&me[1..=24]);
        setup.black.copy_from_slice(&opp[1..=24]);
        setup.turn = Color::White;
        let Ok(pos) = setup.validate() else {
            return Ok(());
        };
        let s = pos.sided(Color::White);
        for (name, rules) in shipped_rules() {
            for roll in Roll::all() {
                let plays = generate(&s, roll, &rules);
                prop_assert!(
                    plays.unplayable.is_empty(),
                    "{}: {} rolls {}: {:?} unplayable",
                    name,
                    canonical::format(pos.setup()),
                    roll,
                    &plays.unplayable[..]
                );
            }
        }
    }
}

/// A position for the privilege of the retour: White holds the plein of his retour, his three
/// other checkers on it or (one at most) in the opponent's grand jan, Black's fifteen in White's
/// 1..=11; White to roll.
fn privilege_position(seed: u64) -> Option<Position> {
    let mut rng = Rng(seed);
    let mut me = [0u8; 25];
    for slot in &mut me[19..=24] {
        *slot = 2;
    }
    let outside = rng.chance(1, 2);
    for k in 0..3 {
        let p = if k == 0 && outside {
            14 + rng.below(5)
        } else {
            19 + rng.below(6)
        };
        me[p] += 1;
    }
    let mut opp = [0u8; 25];
    for _ in 0..15 {
        opp[1 + rng.below(11)] += 1;
    }
    let mut setup = Setup::empty();
    setup.white.copy_from_slice(&me[1..=24]);
    setup.black.copy_from_slice(&opp[1..=24]);
    setup.turn = Color::White;
    setup.validate().ok()
}

/// Random rules under the provincial sortie, the privilege of the retour on or off.
fn provincial_rules(seed: u16) -> Rules {
    Rules {
        exit_method: tablier::engine::trictrac::ExitMethod::Provincial,
        retour_privilege: seed.is_multiple_of(2),
        ..Rules::arbitrary(u64::from(seed))
    }
}

proptest! {
    // 60 cases unless PROPTEST_CASES says otherwise
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(60),
        max_global_rejects: 100_000,
        ..ProptestConfig::default()
    })]

    /// The privilege of the retour (`retour-privilege`), which the random positions above
    /// seldom reach: the plein of the retour held under the provincial sortie.
    #[test]
    fn the_privilege_of_the_retour_agrees_with_the_oracle(
        pos in any::<u64>().prop_filter_map("not a legal position", privilege_position),
        rules in any::<u16>(),
        ctx in 0usize..10,
    ) {
        compare(&pos, &provincial_rules(rules), &context(ctx))?;
    }
}

/// The privilege positions do reach plays the privilege alone allows.
#[test]
fn privilege_positions_reach_the_privilege() {
    let on = Rules {
        exit_method: tablier::engine::trictrac::ExitMethod::Provincial,
        ..Rules::default()
    };
    let off = Rules {
        retour_privilege: false,
        ..on.clone()
    };
    let changed = (0..300u64)
        .filter_map(privilege_position)
        .filter(|pos| {
            let s = pos.sided(Color::White);
            Roll::all().any(|r| generate(&s, r, &on) != generate(&s, r, &off))
        })
        .count();
    assert!(changed > 30, "positions the privilege changes: {changed}");
}

/// The generator does reach the situations the engine treats apart.
#[test]
fn random_positions_cover_the_special_cases() {
    let (mut home, mut full, mut near, mut pp, mut fills) = (0, 0, 0, 0, 0);
    let (mut r40, mut two_ways) = (0, 0);
    let two = Rules {
        fill_two_plays_two_means: true,
        ..Rules::default()
    };
    let rules = Rules::default();
    for seed in 0..2000u64 {
        let Some(pos) = random_position(seed) else {
            continue;
        };
        let s = pos.sided(pos.turn());
        let outside: u8 = s.me[1..=18].iter().sum();
        home += usize::from(outside <= 1);
        let f = tablier::engine::trictrac::FullJans::of(&s);
        full += usize::from(!f.is_empty());
        for q in [1usize, 7, 19] {
            let deficit: u8 = (q..q + 6).map(|p| 2u8.saturating_sub(s.me[p])).sum();
            near += usize::from(deficit > 0 && deficit <= 2);
        }
        pp += usize::from(Roll::all().any(|r| {
            generate(&s, r, &rules)
                .plays
                .iter()
                .any(|p| p.par_puissance)
        }));
        let fill = [Jan::FillPetit, Jan::FillGrand, Jan::FillRetour];
        fills += usize::from(Roll::all().any(|r| {
            tablier::engine::trictrac::jans::score_sided(&s, r, &Context::default(), &rules)
                .jans
                .iter()
                .any(|j| fill.contains(&j.jan) && j.means >= 2)
        }));
        // r.40 keeps a play that takes the coin beside plays that keep more jans full
        r40 += usize::from(Roll::all().any(|r| {
            let counts: Vec<u32> = generate(&s, r, &rules)
                .plays
                .iter()
                .map(|p| tablier::engine::trictrac::FullJans::of(p.result()).len())
                .collect();
            counts.iter().min() != counts.iter().max()
        }));
        // Lepeintre's two-ways proposal changes a score
        two_ways += usize::from(Roll::all().any(|r| {
            tablier::engine::trictrac::jans::score_sided(&s, r, &Context::default(), &rules)
                != tablier::engine::trictrac::jans::score_sided(&s, r, &Context::default(), &two)
        }));
    }
    assert!(fills > 10, "jans filled by two means or more: {fills}");
    assert!(r40 > 5, "r.40 coin plays: {r40}");
    assert!(two_ways > 5, "two-ways fills: {two_ways}");
    assert!(home > 100, "bear-off positions: {home}");
    assert!(full > 50, "full jans: {full}");
    assert!(near > 50, "nearly full jans: {near}");
    assert!(pp > 10, "coin par puissance: {pp}");
}

/// The seven benchmark positions and the tests' positions agree too.
#[test]
fn benchmark_positions_agree() {
    for text in [
        "15,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-15",
        "10,0,0,0,1,1,0,1,0,0,0,2,0,-1,-1,-1,0,-1,0,0,0,0,0,-11",
        "2,1,1,1,0,2,0,1,2,3,2,0,0,-5,0,-1,0,-4,-1,0,0,0,0,-4",
        "0,0,0,0,0,1,2,3,-1,0,6,3,0,-4,-7,-1,-2,0,0,0,0,0,0,0",
        "-2,-3,-2,0,0,-2,0,0,0,0,2,4,0,-1,-5,0,2,0,0,0,1,1,3,2",
        "-7,-4,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,4,8",
        "3,2,2,2,2,2,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-15",
    ] {
        let pos = canonical::parse(text).unwrap().validate().unwrap();
        for k in 0..5 {
            for c in 0..5 {
                compare(&pos, &rules_variant(k), &context(c)).unwrap();
            }
        }
    }
}
