//! Scoring, per rule ID of the catalogue's `jan` section, with the cases an open engine is known to
//! get wrong and Lepeintre's single-roll examples of the première partie. Expected points are
//! worked out from the rule text and the treatise, never from the engine's output.

mod common_positions;
mod oracle;

use common_positions::{pos, roll, score};
use tablier::engine::{
    trictrac::{jans, Context, Jan, Position, Rules},
    Color, Roll,
};

const W: Color = Color::White;
const B: Color = Color::Black;

fn late() -> Context {
    Context::default()
}

fn scored(p: &Position, roller: Color, r: &str, ctx: &Context) -> tablier::engine::trictrac::Score {
    score(p, roller, roll(r), ctx, &Rules::default())
}

/// (points to White, points to Black).
fn totals(p: &Position, roller: Color, r: &str, ctx: &Context) -> (u32, u32) {
    let s = scored(p, roller, r, ctx);
    (s.points(W), s.points(B))
}

/// Points and means of one jan in a score.
fn jan(p: &Position, roller: Color, r: &str, ctx: &Context, j: Jan) -> (u32, u32) {
    jan_under(&Rules::default(), p, roller, r, ctx, j)
}

/// [`jan`] under `rules`.
fn jan_under(
    rules: &Rules,
    p: &Position,
    roller: Color,
    r: &str,
    ctx: &Context,
    j: Jan,
) -> (u32, u32) {
    score(p, roller, roll(r), ctx, rules)
        .jans
        .iter()
        .filter(|x| x.jan == j)
        .fold((0, 0), |(pts, m), x| (pts + x.points, m + x.means))
}

/// Lepeintre's letters with White on A..L: A..L = F1..F12, M..Y (no W) = F13..F24.
fn lp(letters: &str) -> Vec<(u8, u8)> {
    const ORDER: &str = "ABCDEFGHIJKLMNOPQRSTUVXY";
    letters
        .split_whitespace()
        .map(|tok| {
            let f = ORDER.find(&tok[..1]).unwrap() as u8 + 1;
            let n = if tok.len() > 1 {
                tok[1..].parse().unwrap()
            } else {
                1
            };
            (f, n)
        })
        .collect()
}

fn lpos(white: &str, black: &str, turn: Color) -> Position {
    pos(&lp(white), &lp(black), turn)
}

// --- jan.fill: the means -------------------------------------------------------------------

#[test]
fn the_last_flech_covered_by_two_checkers_at_once_is_one_means() {
    // F empty, C and D each with a surcase: 3-2 brings both onto F d'emblée: 4, not 8.
    let p = lpos("A5 B2 C3 D3 E2", "Y15", W);
    assert_eq!(jan(&p, W, "3-2", &late(), Jan::FillPetit), (4, 1));
    assert_eq!(totals(&p, W, "3-2", &late()), (4, 0));
}

#[test]
fn two_demi_cases_covered_by_three_and_two_are_one_means() {
    // E and F each hold one checker; C's two surcases cover both: 4, not 16.
    let p = lpos("A4 B2 C4 D3 E F", "Y15", W);
    assert_eq!(jan(&p, W, "3-2", &late(), Jan::FillPetit), (4, 1));
}

#[test]
fn lepeintre_petit_jan_filled_three_ways_with_three_and_two() {
    // 1re §I (fig. 1 sequence): A3 B2 C3 D3 E2 F G; F is covered by the 3 from C, by the 2
    // from D, and by the sum from the talon: 3 means, 12.
    let p = lpos("A3 B2 C3 D3 E2 F G", "Y15", W);
    assert_eq!(jan(&p, W, "3-2", &late(), Jan::FillPetit), (12, 3));
}

#[test]
fn filling_en_passant_scores_nothing() {
    // F is covered by the 5 from the talon's surcase, but every 4 then breaks a flèche of the
    // petit jan or carries F's checker on (the coin's checkers cannot rest in Black's grand jan
    // while he can fill it): the jan is never full at the end of a play, so nothing is scored.
    let p = lpos("A3 B2 C2 D2 E2 F L3", "Y15", W);
    assert_eq!(jan(&p, W, "5-4", &late(), Jan::FillPetit), (0, 0));
    // 6-5: after A→F by the 5, the 6 would take the talon's last spare (A→G) or break another
    // flèche, and the coin's surcase cannot rest on Black's side: nothing either.
    assert_eq!(jan(&p, W, "6-5", &late(), Jan::FillPetit), (0, 0));
}

// --- jan.conserve ----------------------------------------------------------------------------

#[test]
fn keeping_par_impuissance_scores_for_both() {
    // Lepeintre fig. 10: White G3 H3 I3 J2 K2 L2, Black M3 N3 O3 P2 Q2 R2. 6-5: the 5 goes G→L,
    // the 6 has no move at all: White keeps (4), Black scores the impuissance (2). Sonnez:
    // neither 6 moves: White 6, Black 4.
    let p = lpos("G3 H3 I3 J2 K2 L2", "M3 N3 O3 P2 Q2 R2", W);
    assert_eq!(totals(&p, W, "6-5", &late()), (4, 2));
    assert_eq!(totals(&p, W, "6-6", &late()), (6, 4));
}

// --- jan.impuissance ------------------------------------------------------------------------

#[test]
fn a_doublet_with_one_unplayable_number_gives_the_opponent_two() {
    let p = pos(&[(1, 14), (9, 1)], &[(3, 2), (24, 13)], W);
    assert_eq!(jan(&p, W, "2-2", &late(), Jan::Impuissance), (2, 1));
    assert_eq!(totals(&p, W, "2-2", &late()).1, 2);
}

// --- jan.sortie -----------------------------------------------------------------------------

#[test]
fn two_checkers_on_f23_with_two_and_ace_score_no_sortie() {
    let p = pos(&[(23, 2)], &[(14, 15)], W);
    assert_eq!(jan(&p, W, "2-1", &late(), Jan::Sortie), (0, 0));
}

#[test]
fn one_checker_on_f19_with_four_and_two_scores_the_sortie() {
    let p = pos(&[(19, 1)], &[(14, 15)], W);
    assert_eq!(totals(&p, W, "4-2", &late()), (4, 0));
}

#[test]
fn checkers_on_f24_and_f20_with_five_and_ace_score_the_sortie() {
    let p = pos(&[(24, 1), (20, 1)], &[(14, 15)], W);
    assert_eq!(jan(&p, W, "5-1", &late(), Jan::Sortie), (4, 1));
}

#[test]
fn a_sortie_by_doublet_is_six() {
    let p = pos(&[(22, 2)], &[(14, 15)], W);
    assert_eq!(jan(&p, W, "3-3", &late(), Jan::Sortie), (6, 1));
}

// --- rare jans --------------------------------------------------------------------------------

#[test]
fn lepeintre_six_tables_on_the_third_roll() {
    // 1re §I, fig. 1: Kermadeuc (White) has B C D E and the rest on A; his third roll 6-5
    // covers F and G from the talon: 4. Late in the relevé, nothing.
    let p = lpos("A11 B C D E", "Y13 R2", W);
    let third = Context {
        roll_number: Some(3),
        ..Context::default()
    };
    assert_eq!(totals(&p, W, "6-5", &third), (4, 0));
    assert_eq!(totals(&p, W, "6-5", &late()), (0, 0));
}

#[test]
fn lepeintre_deux_tables_and_its_contre_jan() {
    // 1re §II, fig. 4: White A13 H J. 4-3 (H→L by 4, J→M by 3) or 5-2: 4 points; with I J and
    // terne: 6. If Black holds his coin M: the contre-jan, 4 to Black.
    let p = lpos("A13 H J", "Y15", W);
    assert_eq!(jan(&p, W, "4-3", &late(), Jan::DeuxTables), (4, 1));
    assert_eq!(jan(&p, W, "5-2", &late(), Jan::DeuxTables), (4, 1));
    let q = lpos("A13 I J", "Y15", W);
    assert_eq!(jan(&q, W, "3-3", &late(), Jan::DeuxTables), (6, 1));
    let held = lpos("A13 H J", "Y13 M2", W);
    assert_eq!(totals(&held, W, "4-3", &late()), (0, 4));
    assert_eq!(jan(&held, W, "4-3", &late(), Jan::ContreDeuxTables), (4, 1));
}

#[test]
fn margot_counted_once_a_throw_or_by_ways() {
    // The compiler's example of the Charpentier compilation, White on A..L: from his coin L,
    // the 5 falls on Q between Black's P and R, the sum on S between R and T; the 2 falls on N,
    // next to no demi-case. Once a throw: 2, one means; by ways (`margot-by-ways`): 4, two.
    let once = Rules {
        margot: true,
        ..Rules::default()
    };
    let ways = Rules {
        margot_by_ways: true,
        ..once.clone()
    };
    let margot =
        |rules: &Rules, p: &Position, r: &str| jan_under(rules, p, W, r, &late(), Jan::Margot);
    let example = lpos("A13 L2", "Y12 P R T", W);
    assert_eq!(margot(&once, &example, "5-2"), (2, 1));
    assert_eq!(margot(&ways, &example, "5-2"), (4, 2));
    // not scored at all without the agreement, whatever the count
    let unagreed = Rules {
        margot_by_ways: true,
        ..Rules::default()
    };
    assert_eq!(margot(&unagreed, &example, "5-2"), (0, 0));
    // a doublet: its number (O to Q) and its sum (O through Q to S), 4 each: 8
    let doublet = lpos("A12 L2 O", "Y12 P R T", W);
    assert_eq!(margot(&once, &doublet, "2-2"), (4, 1));
    assert_eq!(margot(&ways, &doublet, "2-2"), (8, 2));
    // only à vrai: the sum from L onto S counts through an open flèche (Q), not when both
    // resting flèches (N, Q) are Black's cases; no single number falls between two demi-cases
    let open = lpos("A13 L2", "Y11 N2 R T", W);
    assert_eq!(margot(&once, &open, "5-2"), (0, 0));
    assert_eq!(margot(&ways, &open, "5-2"), (2, 1));
    let closed = lpos("A13 L2", "Y9 N2 Q2 R T", W);
    assert_eq!(margot(&ways, &closed, "5-2"), (0, 0));
}

#[test]
fn deux_tables_from_the_petit_jan_only_under_its_option() {
    // White A13 F G: sonnez carries F onto his coin L and G onto Black's coin M. Lepeintre wants
    // both checkers in the grand jan (F is in the petit jan): no jan. "Only two checkers down"
    // (`deux-tables-anywhere`, the Charpentier text): 6 by the doublet; with Black's coin held,
    // the contre-jan, 6 to Black. 6-5 from F and H is the same with a simple throw: 4.
    let anywhere = Rules {
        deux_tables_anywhere: true,
        ..Rules::default()
    };
    let p = lpos("A13 F G", "Y15", W);
    assert_eq!(jan(&p, W, "6-6", &late(), Jan::DeuxTables), (0, 0));
    let with = |p: &Position, r: &str, j: Jan| jan_under(&anywhere, p, W, r, &late(), j);
    assert_eq!(with(&p, "6-6", Jan::DeuxTables), (6, 1));
    assert_eq!(
        with(&lpos("A13 F H", "Y15", W), "6-5", Jan::DeuxTables),
        (4, 1)
    );
    assert_eq!(
        with(&lpos("A13 F H", "Y15", W), "6-4", Jan::DeuxTables),
        (0, 0)
    );
    let held = lpos("A13 F G", "Y13 M2", W);
    assert_eq!(with(&held, "6-6", Jan::ContreDeuxTables), (6, 1));
    assert_eq!(jan(&held, W, "6-6", &late(), Jan::ContreDeuxTables), (0, 0));
}

#[test]
fn lepeintre_mezeas() {
    // Fig. 7: White A13 L2, Black Y13 N2 (Black's coin empty): 6-1 → 4; bezet → 6.
    let p = lpos("A13 L2", "Y13 N2", W);
    assert_eq!(jan(&p, W, "6-1", &late(), Jan::Mezeas), (4, 1));
    assert_eq!(jan(&p, W, "1-1", &late(), Jan::Mezeas), (6, 1));
    assert_eq!(jan(&p, W, "6-2", &late(), Jan::Mezeas), (0, 0));
    // Black holds his coin: the contre-jan, to Black.
    let q = lpos("A13 L2", "Y13 M2", W);
    assert_eq!(jan(&q, W, "6-1", &late(), Jan::ContreMezeas), (4, 1));
    assert_eq!(totals(&q, W, "6-1", &late()).1, 4);
}

#[test]
fn lepeintre_r56_fig26_contre_deux_tables_and_a_hit() {
    // Fig. 26, r.56: White A12 G L2; Black Y13 P R. Black 6-3: R by 6 onto White's coin side
    // (M... Black's frame) — Black's two checkers could beat both coins but White holds his:
    // contre-jan 4 to White; G is hit by 9 (P through an empty flèche): 2 to Black.
    let p = lpos("A12 G L2", "Y13 P R", B);
    assert_eq!(totals(&p, B, "6-3", &late()), (4, 2));
}

// --- hits ---------------------------------------------------------------------------------

#[test]
fn lepeintre_five_and_ace_hits_from_the_coin_without_mezeas() {
    // 1re §II: W A11 D E L2; B Y9 X V2 U R Q. 5-1: Q by the 5 from L, R by the sum from L:
    // 2 + 2 = 4. No mézéas: other checkers are off the talon.
    let p = lpos("A11 D E L2", "Y9 X V2 U R Q", W);
    assert_eq!(totals(&p, W, "5-1", &late()), (4, 0));
    assert_eq!(jan(&p, W, "5-1", &late(), Jan::Mezeas), (0, 0));
}

#[test]
fn lepeintre_four_and_three_is_six_not_eight() {
    // 1re §II: W A10 D E G L2; B Y8 X V U S R Q P. 4-3: P by the 4 from the coin (2), S by 7
    // from L through P (4): 6. The text's "8" is contradicted by its running total.
    let p = lpos("A10 D E G L2", "Y8 X V U S R Q P", W);
    assert_eq!(totals(&p, W, "4-3", &late()), (6, 0));
}

#[test]
fn lepeintre_six_and_five_hits_and_beats_the_coin_for_twenty() {
    // 1re §II: W A9 D E G H L2; B Y7 X V U T S R Q P. 6-5: P 2, Q 2, R 4, S 4, X 4, and the
    // coin battu from G and H, 4: 20. With quines no coin: H holds one checker.
    let p = lpos("A9 D E G H L2", "Y7 X V U T S R Q P", W);
    assert_eq!(totals(&p, W, "6-5", &late()), (20, 0));
    assert_eq!(jan(&p, W, "6-5", &late(), Jan::BattreCoin), (4, 1));
    assert_eq!(jan(&p, W, "5-5", &late(), Jan::BattreCoin), (0, 0));
}

#[test]
fn lepeintre_fig9_six_and_four_is_thirty_eight() {
    // 1re §IV, fig. 9: the grand jan filled three ways (12), N hit three ways (6), Q and R two
    // ways (4 each), T, U, V by the sum from J, K, L (4 each): 38.
    let p = lpos("A D E G3 H2 I2 J2 K L2", "Y2 X V U T R Q P2 O2 N M2", W);
    assert_eq!(jan(&p, W, "6-4", &late(), Jan::FillGrand), (12, 3));
    assert_eq!(jan(&p, W, "6-4", &late(), Jan::BattreVraiGrand), (14, 7));
    assert_eq!(jan(&p, W, "6-4", &late(), Jan::BattreVraiPetit), (12, 3));
    assert_eq!(totals(&p, W, "6-4", &late()), (38, 0));
}

#[test]
fn lepeintre_fig9_then_black_six_and_three_hits_a_faux() {
    // The same after White's A→K tout d'une: Black's 6-3 hits D and E only à faux through
    // White's full grand jan: 4 + 4 to White.
    let p = lpos("D E G3 H2 I2 J2 K2 L2", "Y2 X V U T R Q P2 O2 N M2", B);
    assert_eq!(jan(&p, B, "6-3", &late(), Jan::BattreFauxPetit), (8, 2));
    assert_eq!(totals(&p, B, "6-3", &late()).0, 8);
}

#[test]
fn a_checker_hit_a_vrai_is_not_also_hit_a_faux() {
    // White on A and B; Black demi-case on H, cases on D... the 6 hits H from B directly,
    // the sum from A would pass only through Black's cases: still one hit à vrai, no à faux.
    let p = lpos("A14 B", "D2 F2 H Y10", W);
    let s = scored(&p, W, "6-3", &late());
    assert!(s.jans.iter().any(|j| j.jan == Jan::BattreVraiGrand));
    assert!(s.jans.iter().all(|j| j.jan != Jan::BattreFauxGrand));
}

// --- mirror symmetry --------------------------------------------------------------------------

#[test]
fn mirrored_positions_score_the_same_for_every_roll() {
    let positions = vec![
        lpos("A5 B2 C3 D3 E2", "Y15", W),
        lpos("A3 B2 C3 D3 E2 F G", "Y15", W),
        lpos("G3 H3 I3 J2 K2 L2", "M3 N3 O3 P2 Q2 R2", W),
        lpos("A13 H J", "Y13 M2", W),
        lpos("A13 L2", "Y13 N2", W),
        lpos("A9 D E G H L2", "Y7 X V U T S R Q P", W),
        lpos("A D E G3 H2 I2 J2 K L2", "Y2 X V U T R Q P2 O2 N M2", W),
        pos(&[(24, 1), (20, 1)], &[(14, 15)], W),
    ];
    let ctx = Context {
        roll_number: Some(3),
        ..Context::default()
    };
    for p in positions {
        let m = p.mirror();
        for r in Roll::all() {
            let a = score(&p, W, r, &ctx, &Rules::default());
            let b = score(&m, B, r, &ctx, &Rules::default());
            assert_eq!(a.points(W), b.points(B), "{:?} {r}", p.setup());
            assert_eq!(a.points(B), b.points(W), "{:?} {r}", p.setup());
            let rules_a: Vec<_> = a.jans.iter().map(|j| (j.jan, j.points)).collect();
            let rules_b: Vec<_> = b.jans.iter().map(|j| (j.jan, j.points)).collect();
            assert_eq!(rules_a, rules_b);
        }
    }
    let _ = jans::How::Sum;
}

#[test]
fn lepeintre_innovation_two_demi_cases_two_ways() {
    // 4e §IV (proposed, not played): two demi-cases, I and K, covered either way round by 6-5
    // (E→K and D→I, or F→K and C→I): two means, 8, under the option; one means, 4, without it.
    let p = lpos("A C D E F G2 H2 I J2 K L2", "Y13 M2", W);
    assert_eq!(jan(&p, W, "6-5", &late(), Jan::FillGrand), (4, 1));
    let innovation = Rules {
        fill_two_plays_two_means: true,
        ..Rules::default()
    };
    let s = tablier::engine::trictrac::score(&p, W, roll("6-5"), &late(), &innovation);
    let fill: Vec<_> = s.jans.iter().filter(|j| j.jan == Jan::FillGrand).collect();
    assert_eq!((fill[0].points, fill[0].means), (8, 2));
    // 6-3 fills one way only (E→K by the 6, F→I by the 3): the means is named by the number
    // that covers the first demi-case, I, and by the checker that covers it
    let s = tablier::engine::trictrac::score(&p, W, roll("6-3"), &late(), &innovation);
    let fill = s
        .jans
        .iter()
        .find(|j| j.jan == Jan::FillGrand)
        .expect("a fill");
    let means: Vec<_> = fill.detail.into_iter().collect();
    assert_eq!(means.len(), 1);
    assert_eq!(means[0].how, jans::How::Number(3));
    assert_eq!((means[0].from, means[0].to), (Some(6), Some(9)));
}

#[test]
fn a_fill_means_needs_a_checker_that_can_be_spared() {
    // Lepeintre 1re §I: a means by a number comes from a surcase at that distance (or a
    // checker from outside the jan), not from a flèche the other number refills. Grand jan
    // short at K; G holds a surcase; F is outside. 4-1: by the 4 from G, by the sum from F — but
    // not by the ace from J (J's second checker would come back only by the 4 from F): 8.
    let p = lpos("A2 F G3 H2 I2 J2 K L2", "Y15", W);
    assert_eq!(jan(&p, W, "4-1", &late(), Jan::FillGrand), (8, 2));
    // §I, Kermadeuc's bezet (A4 B2 C2 D3 E2 F G): only D's surcase fills F, tout d'une: 6.
    let q = lpos("A4 B2 C2 D3 E2 F G", "Y15", W);
    assert_eq!(jan(&q, W, "1-1", &late(), Jan::FillPetit), (6, 1));
}

#[test]
fn an_ecole_made_on_the_roll_forfeits_going() {
    // r.55: holding 4 en bredouille, White is owed 12 but marks only 10 (an école of 2 for
    // Black): his 14 still make a trou, yet he may not go.
    use tablier::engine::trictrac::marking::{mark_roll, Declared, Marks};
    let p = lpos("A3 B2 C3 D3 E2 F G", "Y15", W);
    let s = scored(&p, W, "3-2", &late());
    let marks = Marks::with([4, 0], [0, 0], Some(W));
    let honest = mark_roll(&marks, &s, Declared::default(), false, &Rules::default());
    assert!(honest.may_go);
    let short = Declared {
        roller: Some(10),
        ..Declared::default()
    };
    let m = mark_roll(&marks, &s, short, false, &Rules::default());
    assert!(m.taken.trous > 0);
    assert!(!m.may_go);
    assert_eq!(m.settled.opponent_ecole, 2);
}

#[test]
fn abandoned_jans_score_only_under_their_options() {
    let on = Rules {
        rencontre: true,
        margot: true,
        pile_de_misere: true,
        ..Rules::default()
    };
    // jan.pile-de-misere: the roll brings the last two checkers onto a coin already holding
    // thirteen, none passed: 4.
    let p = lpos("H J L13", "Y15", W);
    assert_eq!(jan(&p, W, "4-2", &late(), Jan::PileDeMisere), (0, 0));
    let s = tablier::engine::trictrac::score(&p, W, roll("4-2"), &late(), &on);
    assert_eq!(s.points(W), 4);
    // jan.rencontre: the second player's first throw equals the first player's: 4 (6).
    let q = Position::opening().with_turn(B);
    let ctx = Context {
        roll_number: Some(1),
        opponent_first_roll: Some(roll("6-5")),
        ..Context::default()
    };
    assert_eq!(
        tablier::engine::trictrac::score(&q, B, roll("6-5"), &ctx, &on).points(B),
        4
    );
    assert_eq!(
        tablier::engine::trictrac::score(&q, B, roll("6-5"), &ctx, &Rules::default()).points(B),
        0
    );
    assert_eq!(
        tablier::engine::trictrac::score(&q, B, roll("6-4"), &ctx, &on).points(B),
        0
    );
    // jan.margot: the 4 from the talon falls on E, empty between Black's demi-cases on D and F.
    let m = lpos("A15", "D F Y13", W);
    let s = tablier::engine::trictrac::score(&m, W, roll("4-1"), &late(), &on);
    assert!(s
        .jans
        .iter()
        .any(|j| j.jan == Jan::Margot && j.to == B && j.points == 2));
    let s = tablier::engine::trictrac::score(&m, W, roll("4-1"), &late(), &Rules::default());
    assert!(s.jans.iter().all(|j| j.jan != Jan::Margot));
}

// --- the score as a value -------------------------------------------------------------------

#[test]
fn a_score_reads_the_same_every_way_and_compares_by_its_lines() {
    // 6-5 hits P three ways (the grand jan): one line, three means
    let p = lpos("A10 D E F J K", "Y14 P", W);
    let s = scored(&p, W, "6-5", &late());
    let lines: Vec<_> = (&s.jans).into_iter().collect();
    assert_eq!(lines.len(), 1);
    let means: Vec<_> = (&lines[0].detail).into_iter().collect();
    assert_eq!(means.len(), 3);
    let shown = format!("{:?}", s.jans);
    assert!(
        shown.contains("BattreVraiGrand") && shown.contains("Number(6)"),
        "{shown}"
    );
    assert_eq!(s.jans, scored(&p, W, "5-6", &late()).jans);
    assert_ne!(s.jans, scored(&p, W, "6-4", &late()).jans);
}

#[test]
fn r59_the_pavillon_forgotten_is_the_one_won_on_the_roll_by_either_side() {
    // r.59 seen from Black: holding 10 (White 2, no trou), his 3-2 fills his petit jan three
    // ways (12) and wins the first trou, the bredouille of trous with it; he forgets the
    // pavillon, which is his to claim, not White's.
    use tablier::engine::trictrac::marking::{mark_roll, Declared, Marks};
    let p = lpos("A5 B3 C3 G2 I2", "Y3 X2 V3 U3 T2 S R", B);
    let s = scored(&p, B, "3-2", &late());
    assert_eq!(s.points(B), 12);
    let forgot = Declared {
        pavillon_forgotten: true,
        ..Declared::default()
    };
    let marked = |points, score| {
        mark_roll(
            &Marks::with(points, [0, 0], None),
            score,
            forgot,
            false,
            &Rules::default(),
        )
    };
    let m = marked([2, 10], &s);
    assert_eq!(m.marks.trous, [0, 1]);
    assert_eq!(m.marks.unclaimed, Some(B));
    // no trou won on the roll: no pavillon to forget
    let m = marked([2, 0], &scored(&p, B, "1-1", &late()));
    assert_eq!(m.marks.trous, [0, 0]);
    assert_eq!(m.marks.unclaimed, None);
}

#[test]
fn a_grand_jan_filled_by_taking_the_coin_par_puissance_is_full() {
    // A jan is full when each of its six flèches holds two checkers, however the coin's came:
    // G and K hold a surcase each and F is empty, so 6-2 cannot take the coin naturally; par
    // puissance (G + 6 and K + 2 reach Black's empty coin, one past White's) it leaves G..L two
    // each.
    let p = lpos("A3 G3 H2 I2 J2 K3", "Y15", W);
    let s = scored(&p, W, "6-2", &late());
    let fill = s
        .jans
        .iter()
        .find(|j| j.jan == Jan::FillGrand)
        .expect("a fill");
    assert_eq!((fill.points, fill.means), (4, 1));
}
