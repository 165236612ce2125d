//! The `advice` statement: an author's claim that one play of a roll beats another for the
//! chances of an event over the next 36 throws, and the `acknowledge` line a claim the counts
//! do not confirm needs. Parsed (syntax, errors at their column, the word meant) and run on
//! Guiton's case de l'écolier (ch. XI), whose counts he works out himself: 2 chances to take
//! the coin after making the tenth case, 6 after the 4-3 played tout d'une onto the seventh.

use tablier::conformance::scenario::ast::{
    Advice, AdviceVerdict, AtEvent, Direction, Expect, Stmt,
};
use tablier::conformance::scenario::{Report, Status, Verdict};
use tablier::engine::Color;

mod common_body;
use common_body::{body_of, parse_error, run_body, FRONT};

/// Guiton ch. XI: two checkers down on White's 6 and 7, Black on his talon, White throws 4-3.
const ECOLIER: &str = "notation side
white Tx13 6 7
black Tx15
roll white 4-3
";

/// The case on 10, then the 4-3 tout d'une from the talon onto 7.
const CASE: &str = "6-10 7-10";
const TOUT_D_UNE: &str = "T-4-7";

fn advice_of(line: &str) -> Advice {
    match body_of(line).pop() {
        Some(Stmt::Advice(a)) => a,
        other => panic!("not an advice: {other:?}"),
    }
}

/// The check of the advice line (the last check of the report) and the advice's verdict.
fn verdict(r: &Report) -> (Verdict, Option<AdviceVerdict>, u32, u32) {
    assert!(r.error.is_none(), "{}", r.render());
    let a = r.advice.last().expect("an advice");
    (r.checks[a.check].verdict, a.verdict, a.preferred, a.other)
}

#[test]
fn an_advice_is_read_with_its_two_plays_its_direction_and_its_event() {
    let a = advice_of("advice prefer T-4-7 over 6-10 7-10 by more chances take-coin white\n");
    let texts = |m: &[Vec<tablier::conformance::scenario::ast::Tok>]| -> Vec<String> {
        m.iter()
            .map(|m| {
                m.iter()
                    .map(|t| t.text.clone())
                    .collect::<Vec<_>>()
                    .join("-")
            })
            .collect()
    };
    assert_eq!(texts(&a.prefer), ["T-4-7"]);
    assert_eq!(texts(&a.over), ["6-10", "7-10"]);
    assert_eq!(a.direction, Direction::More);
    assert!(matches!(
        a.event,
        Expect::ChancesTakeCoin {
            side: Color::White,
            ..
        }
    ));
    assert_eq!(a.thrower, None);
    // offsets are absolute: the `6` of `6-10` is 25 bytes into the line
    assert_eq!(a.over[0][0].offset, FRONT.len() + 25);
    // a jan with its suffixes, `thrown by` among them; `none` for a play of no move
    let a = advice_of(
        "advice prefer none over 6-10 by fewer chances jan.battre.vrai.grand black at 6 thrown by black by number\n",
    );
    assert!(a.prefer.is_empty());
    assert_eq!(a.direction, Direction::Fewer);
    assert_eq!(a.thrower, Some(Color::Black));
    let Expect::ChancesJan { side, at, by, .. } = &a.event else {
        panic!("{:?}", a.event)
    };
    assert_eq!(*side, Color::Black);
    assert_eq!(at.as_ref().map(|t| t.text.as_str()), Some("6"));
    assert!(by.is_some());
    let a = advice_of("advice prefer 6-10 over 7-10 by more chances stuck white at 6\n");
    assert!(matches!(
        a.event,
        Expect::ChancesAt {
            event: AtEvent::Stuck,
            ..
        }
    ));
    let a = advice_of("advice prefer 9-11 9-10 over 9-10 o2-oT by fewer chances blot white at 9\n");
    assert!(matches!(
        a.event,
        Expect::ChancesAt {
            event: AtEvent::Blot,
            ..
        }
    ));
    let a = advice_of("advice prefer 9-11 over 9-10 by fewer chances breaks white at 9\n");
    assert!(matches!(
        a.event,
        Expect::ChancesAt {
            event: AtEvent::Breaks,
            ..
        }
    ));
    let a = advice_of("advice prefer 6-10 over 7-10 by fewer chances unplayable white\n");
    assert!(matches!(a.event, Expect::ChancesUnplayable { .. }));
    // the acknowledgement of a verdict
    assert_eq!(
        body_of("acknowledge refuted reason \"the counts side with Guiton\"\n")[0],
        Stmt::Acknowledge {
            verdict: AdviceVerdict::Refuted,
            reason: "the counts side with Guiton".into()
        }
    );
}

#[test]
fn a_bad_advice_line_is_an_error_at_its_column_with_the_word_meant() {
    // each line, where its error is (the body starts on line 13), and what the message says
    for (body, at, says) in [
        (
            "advice prefer 6-10 7-10 ovr T-4-7 by more chances take-coin white\n",
            ":13:25:",
            "found `ovr`; did you mean `over`?",
        ),
        (
            "advice prefer 6-10 over T-4-7 by mor chances take-coin white\n",
            ":13:34:",
            "did you mean `more`?",
        ),
        (
            "advice prefer 6-10 over T-4-7 by more chances tak-coin white\n",
            ":13:47:",
            "did you mean `take-coin`?",
        ),
        (
            "advice prefer over T-4-7 by more chances take-coin white\n",
            ":13:15:",
            "moves such as",
        ),
        (
            "advice prefer 6-10 over T-4-7 by more chances take-coin white 4\n",
            ":13:63:",
            "the end of the line",
        ),
        (
            "advice prefer 6-10 over 7-10 by more chances jan.fill.grand white thrown by black thrown by white\n",
            ":13:83:",
            "once",
        ),
        // `thrown by` belongs to an advice: a count says whose throws in its `chances SIDE`
        (
            "chances white\nexpect chances jan.fill.grand white 3 thrown by black\n",
            ":14:39:",
            "`hits` or the end",
        ),
        (
            "acknowledge confirmed reason \"x\"\n",
            ":13:13:",
            "a confirmed advice needs no `acknowledge`",
        ),
        (
            "acknowledge refutd reason \"x\"\n",
            ":13:13:",
            "did you mean `refuted`?",
        ),
        (
            "advise prefer 6-10 over 7-10 by more chances take-coin white\n",
            ":13:1:",
            "did you mean `advice`?",
        ),
    ] {
        let e = parse_error(body);
        assert!(e.contains(at) && e.contains(says), "{body}: {e}");
    }
}

#[test]
fn a_claim_the_counts_side_with_is_confirmed_and_needs_nothing() {
    let r = run_body(&format!(
        "{ECOLIER}advice prefer {TOUT_D_UNE} over {CASE} by more chances take-coin white\n"
    ));
    assert_eq!(
        verdict(&r),
        (Verdict::Agrees, Some(AdviceVerdict::Confirmed), 6, 2)
    );
    assert_eq!(r.status(), Status::Confirmed, "{}", r.render());
    // the same claim, said of the bad event the other play avoids
    let r = run_body(&format!(
        "{ECOLIER}advice prefer {CASE} over {TOUT_D_UNE} by fewer chances take-coin white\n"
    ));
    assert_eq!(
        verdict(&r),
        (Verdict::Agrees, Some(AdviceVerdict::Confirmed), 2, 6)
    );
}

#[test]
fn a_refuted_claim_fails_unless_acknowledged_with_its_reason() {
    let claim = format!(
        "{ECOLIER}advice prefer {CASE} over {TOUT_D_UNE} by more chances take-coin white\n"
    );
    let r = run_body(&claim);
    assert_eq!(
        verdict(&r),
        (Verdict::Disagrees, Some(AdviceVerdict::Refuted), 2, 6)
    );
    assert_eq!(r.status(), Status::Failing);
    let r = run_body(&format!(
        "{claim}acknowledge refuted reason \"two chances against six\"\n"
    ));
    assert_eq!(
        verdict(&r),
        (Verdict::Agrees, Some(AdviceVerdict::Refuted), 2, 6)
    );
    // kept as a documented divergence: the author's claim, and the reason
    assert_eq!(r.status(), Status::Divergence, "{}", r.render());
    let d = r.checks.last().and_then(|c| c.divergence.clone()).unwrap();
    assert!(d.text.contains("prefers 6-10 7-10 to T-4-7"), "{}", d.text);
    assert_eq!(d.reason, "two chances against six");
    assert_eq!(
        r.advice[0].acknowledged.as_deref(),
        Some("two chances against six")
    );
    // an acknowledgement of another verdict than the counts' fails
    for wrong in ["undecided", "depends"] {
        let r = run_body(&format!("{claim}acknowledge {wrong} reason \"x\"\n"));
        assert_eq!(r.status(), Status::Failing, "{wrong}");
        assert!(
            r.checks.last().unwrap().engine.contains(wrong),
            "{}",
            r.render()
        );
    }
    // and so does one of a confirmed claim
    let r = run_body(&format!(
        "{ECOLIER}advice prefer {TOUT_D_UNE} over {CASE} by more chances take-coin white\nacknowledge refuted reason \"x\"\n"
    ));
    assert_eq!(r.status(), Status::Failing);
    assert!(r
        .checks
        .last()
        .unwrap()
        .engine
        .contains("needs no acknowledgement"));
}

#[test]
fn equal_counts_leave_the_claim_undecided() {
    // Black on his talon: neither play leaves White a blot Black can reach
    let claim = format!(
        "{ECOLIER}advice prefer {CASE} over {TOUT_D_UNE} by fewer chances jan.battre.vrai.grand black thrown by black\n"
    );
    let r = run_body(&claim);
    assert_eq!(
        verdict(&r),
        (Verdict::Disagrees, Some(AdviceVerdict::Undecided), 0, 0)
    );
    let r = run_body(&format!(
        "{claim}acknowledge undecided reason \"no blot\"\n"
    ));
    assert_eq!(r.status(), Status::Divergence, "{}", r.render());
}

#[test]
fn the_throws_counted_are_those_of_the_side_thrown_by() {
    // Black holds his coin (F13, his own 11): after the tout d'une, White's blot on his 6 (F7)
    // stands six away from it. By hand: the direct six (11 chances); by the sum 4-2 through
    // White's empty 9 or 11 (2), 5-1 through White's empty coin, which lets a sum pass (2),
    // and terne (1); not double two, a doublet hitting by its number and its sum only: 16.
    // The case on 10 leaves no blot: 0.
    // The thrower is by default the side the event names: here Black.
    let body = |thrown: &str| {
        format!(
            "notation side\nwhite Tx13 6 7\nblack Tx13 11x2\nroll white 4-3\n\
             advice prefer {CASE} over {TOUT_D_UNE} by fewer chances jan.battre.vrai.grand black{thrown}\n"
        )
    };
    for thrown in ["", " thrown by black"] {
        let r = run_body(&body(thrown));
        assert_eq!(
            verdict(&r),
            (Verdict::Agrees, Some(AdviceVerdict::Confirmed), 0, 16)
        );
        // the trace shows both figures
        assert!(
            r.trace
                .iter()
                .any(|t| t.contains("6-10 7-10 leaves 0, T-4-7 leaves 16: confirmed")),
            "{}",
            r.render()
        );
    }
    // White's own throws never give Black a hit à vrai: nothing to tell the plays apart
    let r = run_body(&body(" thrown by white"));
    assert_eq!(
        verdict(&r),
        (Verdict::Disagrees, Some(AdviceVerdict::Undecided), 0, 0)
    );
    assert!(
        r.checks.last().unwrap().claim.ends_with(", white throwing"),
        "{}",
        r.render()
    );
}

#[test]
fn an_illegal_play_fails_and_leaves_the_advice_unchecked() {
    let r = run_body(&format!(
        "{ECOLIER}advice prefer {CASE} over T-4-8 by fewer chances take-coin white\n"
    ));
    assert_eq!(r.status(), Status::Failing);
    let a = &r.advice[0];
    assert_eq!(a.verdict, None);
    assert_eq!(r.checks[a.check].verdict, Verdict::Unchecked);
}

#[test]
fn an_advice_and_its_acknowledgement_have_their_places() {
    let err = |body: &str| {
        let r = run_body(body);
        r.error
            .as_ref()
            .map_or_else(|| r.render(), ToString::to_string)
    };
    let e = err(&format!(
        "notation side\nwhite Tx13 6 7\nblack Tx15\nadvice prefer {CASE} over {TOUT_D_UNE} by more chances take-coin white\n"
    ));
    assert!(
        e.contains(":16:1:") && e.contains("a `roll` line before `advice`"),
        "{e}"
    );
    let e = err(&format!("{ECOLIER}acknowledge refuted reason \"x\"\n"));
    assert!(
        e.contains(":17:1:") && e.contains("an `advice` line just before"),
        "{e}"
    );
    let claim = format!(
        "{ECOLIER}advice prefer {CASE} over {TOUT_D_UNE} by more chances take-coin white\n"
    );
    let e = err(&format!("{claim}divergence text \"a\" reason \"b\"\n"));
    assert!(e.contains(":18:1:") && e.contains("`acknowledge"), "{e}");
    let e = err(&format!(
        "{claim}acknowledge refuted reason \"x\"\nacknowledge refuted reason \"y\"\n"
    ));
    assert!(
        e.contains(":19:1:") && e.contains("one acknowledgement each"),
        "{e}"
    );
    // an advice opens no chance count of its own
    let e = err(&format!("{claim}expect chances take-coin white 2\n"));
    assert!(
        e.contains("a `chances` line before `expect chances`"),
        "{e}"
    );
}

#[test]
fn an_advice_by_points_or_by_rollout_is_read_with_its_measure() {
    use tablier::conformance::scenario::ast::Measure;
    let a = advice_of("advice prefer T-4-7 over 6-10 7-10 by points\n");
    assert_eq!(a.measure, Measure::Points);
    let a = advice_of("advice prefer T-4-7 over 6-10 7-10 by rollout 36\n");
    assert_eq!(a.measure, Measure::Rollout { trials: 36 });
    for (body, at, says) in [
        (
            "advice prefer 6-10 over T-4-7 by pionts\n",
            ":13:34:",
            "`more`, `fewer`, `points` or `rollout`",
        ),
        (
            "advice prefer 6-10 over T-4-7 by rollout 0\n",
            ":13:42:",
            "the number of trials of the rollout, from 1 and at most 10000",
        ),
        (
            "advice prefer 6-10 over T-4-7 by rollout many\n",
            ":13:42:",
            "the number of trials",
        ),
        (
            "advice prefer 6-10 over T-4-7 by points white\n",
            ":13:41:",
            "the end of the line",
        ),
    ] {
        let e = parse_error(body);
        assert!(e.contains(at) && e.contains(says), "{body}: {e}");
    }
}

/// Guiton's écolier board valued in points: both evaluators give their figures, and the
/// verdict is one of the four; the same file gives the same verdict twice (exact values).
#[test]
fn an_advice_by_points_compares_depth_1_and_depth_2() {
    let body = format!("{ECOLIER}advice prefer {TOUT_D_UNE} over {CASE} by points\n");
    let r = run_body(&body);
    let a = r.advice.last().expect("an advice");
    let engine = &r.checks[a.check].engine;
    assert!(engine.starts_with("depth 1: "), "{engine}");
    assert!(engine.contains("; depth 2: "), "{engine}");
    assert!(a.verdict.is_some());
    assert_eq!(run_body(&body).advice.last().unwrap().verdict, a.verdict);
    // one play against itself: an exact tie at both depths
    let r = run_body(&format!(
        "{ECOLIER}advice prefer {CASE} over {CASE} by points\n"
    ));
    assert_eq!(
        verdict(&r),
        (Verdict::Disagrees, Some(AdviceVerdict::Undecided), 0, 0)
    );
    let r = run_body(&format!(
        "{ECOLIER}advice prefer {CASE} over {CASE} by points\nacknowledge undecided reason \"one play\"\n"
    ));
    assert_eq!(verdict(&r).0, Verdict::Agrees);
}

/// A rollout of one play against itself: every trial's difference is 0, undecided, the
/// interval [0, 0] and no number of trials would decide.
#[test]
fn an_advice_by_rollout_decides_only_outside_zero() {
    let r = run_body(&format!(
        "{ECOLIER}advice prefer {CASE} over {CASE} by rollout 36\n"
    ));
    let a = r.advice.last().expect("an advice");
    assert_eq!(a.verdict, Some(AdviceVerdict::Undecided));
    let engine = &r.checks[a.check].engine;
    assert!(
        engine.contains("over 36 trials of 6 throws by greedy, seed 24"),
        "{engine}"
    );
    assert!(engine.contains("(no difference at all)"), "{engine}");
}
