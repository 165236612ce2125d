//! The chance statements Guiton's counts need: `means N` / `means N+`, `hits N`,
//! `take-coin`, and `chances SIDE after MOVES`. Parsed (syntax, errors at their column) and
//! run over the engine's scores and plays on small boards whose counts are worked out by hand.

use tablier::conformance::scenario::ast::{Expect, MeansCount, Stmt};
use tablier::conformance::scenario::{Report, Status, Verdict};
use tablier::engine::Color;

mod common_body;
use common_body::{body_of, parse_error, run_body, FRONT};

/// White's last demi-case on his 10, spare checkers 6, 4, 2 and 1 short of it (Guiton ch. II).
const FOUR_NUMBERS: &str = "notation side
white 4 6x3 7x2 8x3 9x3 10 11x2
black o3x3 o2x4 o1x4 oTx4
chances white
";

/// Two blots on White's 4 and 5, the passage open on his 10 (Guiton fig. XIX).
const TWO_BLOTS: &str = "notation side
white 4 5 6x2 7x2 8x2 9x2 11x5
black 6x2 7x2 8x2 9x2 10x2 11x5
chances black
";

/// White's first throw put down on his 4 and 5, Black on his talon (Guiton ch. X).
const SECOND_THROW: &str = "notation side
white Tx13 4 5
black Tx15
roll white 4-3
";

fn last_expect(body: &str) -> Expect {
    match body_of(body).pop() {
        Some(Stmt::Expect(e)) => e,
        other => panic!("not an expect: {other:?}"),
    }
}

/// The verdict and the engine's answer of each check, in order.
fn checks(r: &Report) -> Vec<(Verdict, String)> {
    assert!(r.error.is_none(), "{}", r.render());
    r.checks
        .iter()
        .map(|c| (c.verdict, c.engine.clone()))
        .collect()
}

#[test]
fn means_exact_and_or_more_are_parsed() {
    let e = last_expect("expect chances jan.fill.grand white 18 means 2+\n");
    let Expect::ChancesJan { means, hits, .. } = e else {
        panic!("{e:?}")
    };
    assert_eq!(
        means,
        Some(MeansCount {
            n: 2,
            or_more: true
        })
    );
    assert_eq!(hits, None);
    let e = last_expect("expect chances jan.fill.grand white 16 means 2\n");
    let Expect::ChancesJan { means, .. } = e else {
        panic!("{e:?}")
    };
    assert_eq!(
        means,
        Some(MeansCount {
            n: 2,
            or_more: false
        })
    );
}

#[test]
fn suffixes_come_in_any_order() {
    let e = last_expect("expect chances jan.battre.vrai.petit black 2 by number hits 2 means 1\n");
    let Expect::ChancesJan {
        side,
        count,
        by,
        means,
        hits,
        at,
        ..
    } = e
    else {
        panic!("{e:?}")
    };
    assert_eq!((side, count, hits, at), (Color::Black, 2, Some(2), None));
    assert!(by.is_some());
    assert_eq!(means.map(|m| (m.n, m.or_more)), Some((1, false)));
}

#[test]
fn bad_suffixes_are_refused_at_their_column() {
    // the body starts on line 13
    let e = parse_error("expect chances jan.fill.grand white 3 means 0\n");
    assert!(e.contains(":13:45:") && e.contains("1 or more"), "{e}");
    let e = parse_error("expect chances jan.battre.vrai.petit black 2 hits 1\n");
    assert!(e.contains(":13:51:") && e.contains("2 or more"), "{e}");
    let e = parse_error("expect chances jan.battre.vrai.petit black 2 hits 2 at o5\n");
    assert!(
        e.contains(":13:53:") && e.contains("no `at` with `hits`"),
        "{e}"
    );
    let e = parse_error("expect chances jan.fill.grand white 3 by sum by number\n");
    assert!(e.contains(":13:46:") && e.contains("once"), "{e}");
    let e = parse_error("expect chances jan.fill.grand white 3 maens 2\n");
    assert!(
        e.contains(":13:39:") && e.contains("`means`") && e.contains("`maens`"),
        "{e}"
    );
    let e = parse_error("expect chances take-coin white\n");
    assert!(e.contains("a count of chances"), "{e}");
}

#[test]
fn chances_after_is_parsed_with_its_moves() {
    let stmts = body_of("chances white after 5-9 4-7\nchances black after none\n");
    match &stmts[0] {
        Stmt::ChancesAfter { side, moves } => {
            assert_eq!(*side, Color::White);
            let texts: Vec<Vec<&str>> = moves
                .iter()
                .map(|m| m.iter().map(|t| t.text.as_str()).collect())
                .collect();
            assert_eq!(texts, vec![vec!["5", "9"], vec!["4", "7"]]);
            // offsets are absolute: the `5` of `5-9` sits 20 bytes into its line
            let line_start = FRONT.len();
            assert_eq!(moves[0][0].offset, line_start + 20);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        stmts[1],
        Stmt::ChancesAfter {
            side: Color::Black,
            moves: vec![]
        }
    );
    assert!(matches!(
        body_of("chances white\n")[0],
        Stmt::Chances(Color::White)
    ));
    let e = parse_error("chances white after\n");
    assert!(e.contains("moves such as"), "{e}");
}

#[test]
fn two_ways_counts_two_means_or_more_and_exactly_two_apart() {
    // by hand: the 12 chances of two direct numbers, 1-3 and 1-5 with a total (4), bezet and
    // double two (2): 18; 4-2 fills three ways (4, 2, 6), so exactly two: 16
    let r = run_body(&format!(
        "{FOUR_NUMBERS}expect chances jan.fill.grand white 18 means 2+
expect chances jan.fill.grand white 16 means 2
expect chances jan.fill.grand white 2 means 3
expect chances jan.fill.grand white 16 means 2+\n"
    ));
    let c = checks(&r);
    assert_eq!(c[0], (Verdict::Agrees, "18".into()));
    assert_eq!(c[1], (Verdict::Agrees, "16".into()));
    assert_eq!(c[2], (Verdict::Agrees, "2".into()));
    assert_eq!(c[3], (Verdict::Disagrees, "18".into()));
}

#[test]
fn hits_counts_throws_reaching_several_fleches() {
    // 6-5 hits both blots à vrai, carme both à faux (Guiton fig. XIX)
    let r = run_body(&format!(
        "{TWO_BLOTS}expect chances jan.battre.vrai.petit black 2 hits 2
expect chances jan.battre.faux.petit white 1 hits 2
expect chances jan.battre.vrai.petit black 3 hits 2
expect chances jan.battre.vrai.petit black 0 hits 3\n"
    ));
    let c = checks(&r);
    assert_eq!(c[0], (Verdict::Agrees, "2".into()));
    assert_eq!(c[1], (Verdict::Agrees, "1".into()));
    assert_eq!(c[2], (Verdict::Disagrees, "2".into()));
    assert_eq!(c[3], (Verdict::Agrees, "0".into()));
}

#[test]
fn each_play_after_starts_from_the_roll_board() {
    // the case on 8: terne and carme; spread on 9 and 7: 4-2 and 5-3 (Guiton ch. X); the
    // first play again after the second gives its own count, not one on the second's board
    let r = run_body(&format!(
        "{SECOND_THROW}chances white after 4-8 5-8
  expect chances take-coin white 2
chances white after 5-9 4-7
  expect chances take-coin white 4
chances white after 4-8 5-8
  expect chances take-coin white 2\n"
    ));
    let c = checks(&r);
    assert_eq!(c.len(), 6, "{}", r.render());
    for (i, want) in ["legal", "2", "legal", "4", "legal", "2"]
        .iter()
        .enumerate()
    {
        assert_eq!(c[i], (Verdict::Agrees, (*want).to_string()), "{i}");
    }
    assert_eq!(r.status(), Status::Confirmed);
    // the frames of the counts show the boards the plays leave, White to throw
    let counted: Vec<_> = r.frames.iter().filter(|f| f.chances).collect();
    assert_eq!(counted.len(), 3);
    assert_eq!(counted[0].roller, Some(Color::White));
    assert_ne!(counted[0].setup, counted[1].setup);
    assert_eq!(counted[0].setup, counted[2].setup);
}

#[test]
fn an_illegal_play_fails_and_its_counts_are_not_checked() {
    let r = run_body(&format!(
        "{SECOND_THROW}chances white after 5-9 4-6
  expect chances take-coin white 4
  expect chances jan.deux-tables white 4\n"
    ));
    let c = checks(&r);
    assert_eq!(c[0].0, Verdict::Disagrees);
    assert!(c[0].1.starts_with("illegal"), "{}", c[0].1);
    assert_eq!(c[1].0, Verdict::Unchecked);
    assert_eq!(c[2].0, Verdict::Unchecked);
    assert_eq!(r.status(), Status::Failing);
}

#[test]
fn after_needs_a_roll_and_a_board_to_count() {
    let r = run_body("notation side\nwhite Tx13 4 5\nblack Tx15\nchances white after 4-8 5-8\n");
    let e = r.error.expect("an error").to_string();
    assert!(e.contains("expected a `roll` line"), "{e}");
    // a play from a flèche without a checker is an input error, as in `play`
    let r = run_body(&format!("{SECOND_THROW}chances white after 3-7 4-7\n"));
    let e = r.error.expect("an error").to_string();
    assert!(e.contains("found none"), "{e}");
}

#[test]
fn take_coin_counts_natural_and_par_puissance_and_nothing_once_held() {
    // on 8 and 8: terne naturally, carme par puissance (Black's coin empty); with Black's coin
    // taken only terne; with White's own coin already held, nothing to take
    let r = run_body(
        "notation side
white Tx13 8x2
black Tx15
chances white
  expect chances take-coin white 2
white Tx13 8x2
black Tx13 11x2
chances white
  expect chances take-coin white 1
white Tx11 8x2 11x2
black Tx15
chances white
  expect chances take-coin white 0\n",
    );
    let c = checks(&r);
    assert_eq!(
        c,
        vec![
            (Verdict::Agrees, "2".into()),
            (Verdict::Agrees, "1".into()),
            (Verdict::Agrees, "0".into())
        ]
    );
    // the count is of the side whose chances the block counts
    let r = run_body("notation side\nwhite Tx13 8x2\nblack Tx15\nchances white\nexpect chances take-coin black 2\n");
    assert!(r.error.is_some(), "{}", r.render());
}

#[test]
fn by_impuissance_counts_only_a_jan_kept_because_a_number_cannot_be_played() {
    // Lepeintre fig. 25 (r.71): Black's plein made, his spares on his coin; White holds G..L but
    // K by a single checker, which closes it as well. Every Black six lands on a White flèche,
    // every other number can be played from N..R (breaking): only sonnez keeps, par impuissance.
    let held = "notation lepeintre white=A
white G2 H2 I2 J2 K L3 S3
black M5 N2 O2 P2 Q2 R2
chances black
expect chances jan.conserve.grand black 1 by impuissance
expect chances jan.conserve.grand black 1
";
    let r = run_body(held);
    assert_eq!(
        checks(&r),
        [(Verdict::Agrees, "1".into()), (Verdict::Agrees, "1".into())]
    );
    // H lifted: a six from N can always be played onto it, so never par impuissance
    let lifted = "notation lepeintre white=A
white G2 I2 J2 K2 L4 S3
black M5 N2 O2 P2 Q2 R2
chances black
expect chances jan.conserve.grand black 0 by impuissance
";
    assert_eq!(checks(&run_body(lifted)), [(Verdict::Agrees, "0".into())]);
    let e = parse_error("chances white\nexpect chances jan.conserve.grand black 1 by impuisance\n");
    assert!(e.ends_with("did you mean `impuissance`?"), "{e}");
}
