//! Backgammon's legal plays on positions whose answers are known without the engine: gnubg's
//! counts from the opening, the bar, bearing off under the English and the French rule.

use tablier::engine::tables::{
    judge, legal_plays, BearOff, BgMoveError, BgPosition, BgRules, BgSetup,
};
use tablier::{Color, Roll, RuleId};

fn roll(s: &str) -> Roll {
    s.parse().unwrap()
}

fn count(pos: &BgPosition, r: &str, rules: &BgRules) -> usize {
    legal_plays(pos, roll(r), rules).0.len()
}

/// A position from each side's (point, count) lists; the rest borne off.
fn pos(white: &[(usize, u8)], black: &[(usize, u8)], turn: Color) -> BgPosition {
    BgSetup::from_points(white, black, turn).validate().unwrap()
}

#[test]
fn gnubg_counts_from_the_opening() {
    let rules = BgRules::default();
    let o = BgPosition::opening();
    assert_eq!(count(&o, "3-1", &rules), 16);
    assert_eq!(count(&o, "6-6", &rules), 11);
}

#[test]
fn checkers_on_the_bar_enter_first() {
    let rules = BgRules::default();
    // White has one on the bar; Black holds his 1..5 points (White's 24..20): only a 6 enters
    let p = pos(
        &[(25, 1), (13, 14)],
        &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (13, 5)],
        Color::White,
    );
    let (plays, lost) = legal_plays(&p, roll("6-5"), &rules);
    assert!(plays
        .iter()
        .all(|pl| pl.moves()[0].from == 25 && pl.moves()[0].to == 19));
    assert!(lost.is_empty());
    assert_eq!(
        judge(&p, roll("6-5"), &rules, &[(13, 7), (13, 8)]).map(|_| ()),
        Err(BgMoveError::BarFirst)
    );
    // 5-4: nothing enters
    let (plays, lost) = legal_plays(&p, roll("5-4"), &rules);
    assert_eq!(plays.len(), 1);
    assert!(plays[0].moves().is_empty());
    assert_eq!(lost, vec![5, 4]);
}

#[test]
fn guiton_first_privilege_example_english_and_french() {
    // one on the six, three on the four, the rest on the ace and the two; 5-3
    let p = pos(&[(6, 1), (4, 3), (2, 5), (1, 6)], &[(12, 15)], Color::White);
    let english = BgRules::default();
    let french = BgRules {
        bear_off: BearOff::French,
        ..BgRules::default()
    };
    // the English privilege: the 3 inside from the six, the 5 off from the four
    let privilege = [(6, 3), (4, 0)];
    assert!(judge(&p, roll("5-3"), &english, &privilege).is_ok());
    let e = judge(&p, roll("5-3"), &french, &privilege).unwrap_err();
    assert_eq!(e.rule(), RuleId::BgBearOffFrench);
    // the whole throw inside stands under both
    assert!(judge(&p, roll("5-3"), &french, &[(6, 1), (4, 1)]).is_ok());
}

#[test]
fn one_number_only_is_the_larger() {
    let rules = BgRules::default();
    // White enters by the 6 or by the 5, and then Black's point on White's 14 stops the other
    let p = pos(&[(25, 1), (1, 14)], &[(11, 15)], Color::White);
    let (plays, lost) = legal_plays(&p, roll("6-5"), &rules);
    assert_eq!(plays.len(), 1);
    assert_eq!(plays[0].moves()[0].to, 19);
    assert_eq!(lost, vec![5]);
    let e = judge(&p, roll("6-5"), &rules, &[(25, 20)]).unwrap_err();
    assert_eq!(e.rule(), RuleId::BgLargerNumber);
}

#[test]
fn each_broken_rule_is_named() {
    let rules = BgRules::default();
    let french = BgRules {
        bear_off: BearOff::French,
        ..BgRules::default()
    };
    let o = BgPosition::opening();
    let err = |p: &BgPosition, r: &str, rules: &BgRules, m: &[(u8, u8)]| {
        judge(p, roll(r), rules, m).unwrap_err()
    };
    assert_eq!(
        err(&o, "3-1", &rules, &[(7, 4), (6, 5)]),
        BgMoveError::NoChecker { from: 7 }
    );
    assert_eq!(
        err(&o, "3-1", &rules, &[(6, 9)]),
        BgMoveError::Direction { from: 6, to: 9 }
    );
    assert_eq!(
        err(&o, "3-1", &rules, &[(13, 11)]),
        BgMoveError::Dice { from: 13, to: 11 }
    );
    // 24-18 lands on Black's 7 (empty), 24-19 on Black's 6 (his five checkers)
    assert_eq!(
        err(&o, "5-1", &rules, &[(24, 19), (6, 5)]),
        BgMoveError::Blocked { to: 19 }
    );
    // bearing off with a checker still outside
    let p = pos(&[(8, 1), (3, 14)], &[(12, 15)], Color::White);
    assert_eq!(
        err(&p, "3-1", &rules, &[(3, 0), (8, 7)]),
        BgMoveError::NotAllHome
    );
    // a 6 from the 2 while the 4 holds a checker
    let p = pos(&[(4, 1), (2, 14)], &[(12, 15)], Color::White);
    let e = err(&p, "6-1", &rules, &[(2, 0), (4, 3)]);
    assert_eq!(
        e,
        BgMoveError::NotHighest {
            from: 2,
            french: false
        }
    );
    assert_eq!(e.rule(), RuleId::BgBearOffEnglish);
    let e = err(&p, "6-1", &french, &[(2, 0), (4, 3)]);
    assert_eq!(e.rule(), RuleId::BgBearOffFrench);
    // one number of a legal play left unplayed
    assert_eq!(err(&o, "3-1", &rules, &[(8, 5)]), BgMoveError::BothNumbers);
    assert_eq!(
        err(&o, "3-3", &rules, &[(8, 5), (8, 5)]),
        BgMoveError::BothNumbers
    );
    for e in [
        BgMoveError::NoChecker { from: 7 },
        BgMoveError::Dice { from: 25, to: 20 },
        BgMoveError::BarFirst,
        BgMoveError::French { from: 2, die: 6 },
        BgMoveError::LargerNumber,
    ] {
        assert!(e.to_string().ends_with(&format!("({})", e.rule())), "{e}");
    }
    assert_eq!(
        BgMoveError::Dice { from: 25, to: 20 }.rule(),
        RuleId::BgBarEnter
    );
    assert_eq!(
        BgMoveError::Dice { from: 13, to: 11 }.rule(),
        RuleId::DiceRoll
    );
    // a tout d'une is judged through a resting point: 24-18-13 passes 18, open
    assert!(judge(&o, roll("6-5"), &rules, &[(24, 13)]).is_ok());
    assert!(judge(&o, roll("6-5"), &rules, &[(24, 18), (18, 13)]).is_ok());
}

#[test]
fn setups_are_judged_and_positions_counted() {
    use tablier::engine::tables::BgPositionError;
    let mut s = BgSetup::opening();
    s.points[0][13] = 6;
    assert_eq!(
        s.validate(),
        Err(BgPositionError::CheckerCount {
            color: Color::White,
            count: 16,
            expected: 15
        })
    );
    let mut s = BgSetup::opening();
    s.points[0][13] = 4;
    s.points[0][12] = 1; // White's 12 is Black's 13, where his five stand
    let e = s.validate().unwrap_err();
    assert_eq!(e, BgPositionError::Shared { point: 12 });
    assert_eq!(e.rule(), RuleId::BgNoOpponentPoint);
    let o = BgPosition::opening();
    assert_eq!((o.pips(Color::White), o.pips(Color::Black)), (167, 167));
    assert_eq!(o.mirror().turn(), Color::Black);
    assert_eq!(o.winner(), None);
    let p = pos(&[(25, 2), (6, 13)], &[(1, 5)], Color::White);
    assert_eq!(
        (
            p.bar(Color::White),
            p.off(Color::Black),
            p.pips(Color::White)
        ),
        (2, 10, 128)
    );
    assert_eq!(
        pos(&[], &[(6, 1)], Color::Black).winner(),
        Some(Color::White)
    );
}
