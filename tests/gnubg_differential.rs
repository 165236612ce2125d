//! tablier's backgammon against GNU Backgammon, an independent engine: the same distinct legal
//! plays (as sets of resulting positions) on positions reached by random play from the standard
//! and the nackgammon starts, on the 21 opening rolls of each, and the same value for every
//! finished game. Under the modern profile only: gnubg plays the English bearing off.
//!
//! gnubg is a Debian package (`apt-get install gnubg`); `.ci/run` installs it. Without it this
//! test fails, saying so; `TABLIER_SKIP_GNUBG=1` skips it on a machine that cannot have it (CI
//! never sets it).

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;
use std::process::Command;

use tablier::engine::tables::game::result;
use tablier::engine::tables::id::{from_position_id, position_id};
use tablier::engine::tables::{legal_plays, BgPosition, BgRules, BgSetup};
use tablier::{Color, Roll};

/// Random positions with the roll thrown on them, the finished positions the games reached.
fn sample(seed: u64, want: usize) -> (Vec<(BgPosition, Roll)>, Vec<BgPosition>) {
    let rules = BgRules::default();
    let mut rng = fastrand::Rng::with_seed(seed);
    let starts = [
        BgPosition::opening(),
        BgSetup::nackgammon().validate().unwrap(),
    ];
    let (mut pairs, mut finished) = (Vec::new(), Vec::new());
    let mut game = 0;
    while pairs.len() < want {
        let mut pos = starts[game % 2];
        game += 1;
        loop {
            let roll = Roll::new(rng.u8(1..=6), rng.u8(1..=6)).unwrap();
            if rng.u8(0..3) == 0 {
                pairs.push((pos, roll));
            }
            let (plays, _) = legal_plays(&pos, roll, &rules);
            pos = plays[rng.usize(..plays.len())].apply(&pos);
            if pos.winner().is_some() {
                finished.push(pos);
                break;
            }
        }
    }
    (pairs, finished)
}

/// Random positions built rather than played to: each side's checkers dropped on random points
/// (some on the bar, some off, many in the home boards), so that closed points, lone numbers and
/// the larger-number rule come up far more often than in play.
fn scattered(seed: u64, n: usize) -> Vec<(BgPosition, Roll)> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut out = Vec::new();
    while out.len() < n {
        let mut s = BgSetup::empty().with_turn(if rng.bool() {
            Color::White
        } else {
            Color::Black
        });
        let home_bias = rng.u8(0..3);
        for side in 0..2 {
            let mut left = 15;
            while left > 0 {
                let p = match rng.u8(0..20) {
                    0 => 25,
                    1 => 0,
                    _ if home_bias > 0 && rng.bool() => rng.usize(1..=6),
                    _ => rng.usize(1..=24),
                };
                // never on a point the other side holds; often two at once (closed points)
                let other = if (1..=24).contains(&p) {
                    s.points[1 - side][25 - p]
                } else {
                    0
                };
                let q = if other > 0 { 0 } else { p };
                let k = if rng.bool() { left.min(2) } else { 1 };
                s.points[side][q] += k;
                left -= k;
            }
        }
        if let Ok(pos) = s.validate() {
            if pos.winner().is_none() {
                out.push((pos, Roll::new(rng.u8(1..=6), rng.u8(1..=6)).unwrap()));
            }
        }
    }
    out
}

fn gnubg_available() -> bool {
    Command::new("sh")
        .args(["-c", "command -v gnubg || test -x /usr/games/gnubg"])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Runs `scripts/gnubg/run.sh MODE` over `lines`; one answer line per input line.
fn gnubg(mode: &str, lines: &[String]) -> Vec<String> {
    let dir =
        std::env::temp_dir().join(format!("tablier-gnubg-test-{}-{mode}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let (input, output) = (dir.join("in.txt"), dir.join("out.txt"));
    fs::write(&input, lines.join("\n") + "\n").unwrap();
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/gnubg/run.sh");
    let run = Command::new("bash")
        .arg(&script)
        .args(["-j", "2", mode])
        .arg(&input)
        .arg(&output)
        .output()
        .expect("bash runs");
    assert!(
        run.status.success(),
        "{} failed: {}",
        script.display(),
        String::from_utf8_lossy(&run.stderr)
    );
    let out = fs::read_to_string(&output).unwrap();
    let _ = fs::remove_dir_all(&dir);
    let answers: Vec<String> = out.lines().map(str::to_owned).collect();
    assert_eq!(answers.len(), lines.len(), "one answer per line");
    answers
}

fn skip() -> bool {
    if gnubg_available() {
        return false;
    }
    assert!(
        std::env::var_os("TABLIER_SKIP_GNUBG").is_some(),
        "GNU Backgammon is not installed: `apt-get install gnubg` (or set TABLIER_SKIP_GNUBG=1 \
         to skip this comparison on a machine that cannot have it)"
    );
    eprintln!("gnubg_differential: skipped (TABLIER_SKIP_GNUBG)");
    true
}

/// tablier's distinct plays of `roll` on `pos`, as Position IDs from the mover's side.
fn ours(pos: &BgPosition, roll: Roll) -> BTreeSet<String> {
    let (plays, _) = legal_plays(pos, roll, &BgRules::default());
    plays
        .iter()
        .map(|p| position_id(&p.apply(pos).with_turn(pos.turn())))
        .collect()
}

#[test]
fn legal_plays_agree_with_gnubg() {
    if skip() {
        return;
    }
    let (mut pairs, _) = sample(22, 2_000);
    pairs.extend(scattered(24, 2_000));
    // and, for each throw of two numbers, a checker on the bar that can enter by either number
    // but not play the other after it: the larger-number rule, which random boards rarely meet
    for roll in Roll::all().filter(|r| !r.is_doublet()) {
        let mut s = BgSetup::empty();
        s.points[0][25] = 1;
        s.points[0][1] = 14;
        s.points[1][usize::from(roll.hi() + roll.lo())] = 15;
        pairs.push((s.validate().unwrap(), roll));
    }
    let nack = BgSetup::nackgammon().validate().unwrap();
    for start in [BgPosition::opening(), nack, nack.with_turn(Color::Black)] {
        pairs.extend(Roll::all().map(|r| (start, r)));
    }
    // the sample reaches what the rules are about
    let bar = pairs.iter().filter(|(p, _)| p.bar(p.turn()) > 0).count();
    let bearing = pairs
        .iter()
        .filter(|(p, _)| p.counts(p.turn())[7..].iter().all(|&n| n == 0))
        .count();
    let doublets = pairs.iter().filter(|(_, r)| r.is_doublet()).count();
    assert!(
        bar >= 100 && bearing >= 100 && doublets >= 200,
        "bar {bar}, bearing off {bearing}, doublets {doublets}"
    );

    let lines: Vec<String> = pairs
        .iter()
        .map(|(p, r)| format!("{} {} {}", position_id(p), r.hi(), r.lo()))
        .collect();
    let answers = gnubg("plays", &lines);
    let mut wrong = Vec::new();
    for ((pos, roll), answer) in pairs.iter().zip(&answers) {
        assert!(!answer.contains("ERROR"), "{answer}");
        let theirs: BTreeSet<String> = answer
            .split_whitespace()
            .skip(3)
            .map(str::to_owned)
            .collect();
        let mine = ours(pos, *roll);
        if mine != theirs {
            wrong.push(format!(
                "{} {roll}: only tablier {:?}, only gnubg {:?}",
                position_id(pos),
                mine.difference(&theirs).collect::<Vec<_>>(),
                theirs.difference(&mine).collect::<Vec<_>>()
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {} differ:\n{}",
        wrong.len(),
        pairs.len(),
        wrong.join("\n")
    );
}

#[test]
fn opening_counts_are_gnubgs() {
    // the distinct plays gnubg lists from the standard start for each roll (scripts/gnubg/README.md)
    let gnubg: [(u8, u8, usize); 21] = [
        (1, 1, 42),
        (2, 1, 15),
        (3, 1, 16),
        (4, 1, 14),
        (5, 1, 8),
        (6, 1, 10),
        (2, 2, 75),
        (3, 2, 17),
        (4, 2, 18),
        (5, 2, 8),
        (6, 2, 14),
        (3, 3, 73),
        (4, 3, 17),
        (5, 3, 9),
        (6, 3, 14),
        (4, 4, 52),
        (5, 4, 9),
        (6, 4, 14),
        (5, 5, 4),
        (6, 5, 7),
        (6, 6, 11),
    ];
    for (a, b, n) in gnubg {
        let r = Roll::new(a, b).unwrap();
        assert_eq!(ours(&BgPosition::opening(), r).len(), n, "{r}");
    }
}

#[test]
fn finished_games_are_valued_as_gnubg_values_them() {
    if skip() {
        return;
    }
    let (_, finished) = sample(23, 1_500);
    let rules = BgRules::default();
    let lines: Vec<String> = finished.iter().map(position_id).collect();
    let answers = gnubg("value", &lines);
    let mut kinds = BTreeSet::new();
    for (pos, answer) in finished.iter().zip(&answers) {
        let (winner, r) = result(pos, &rules).expect("a finished game");
        kinds.insert(r.multiplier());
        // the ID is relative to the loser, on roll: gnubg's 0 is the winner
        assert_eq!(winner, pos.turn().opposite());
        let want = format!("{} 0 {}", position_id(pos), r.multiplier());
        assert_eq!(answer, &want, "{answer}");
        assert_eq!(
            from_position_id(&position_id(pos), pos.turn()).as_ref(),
            Ok(pos)
        );
    }
    assert_eq!(
        kinds.len(),
        3,
        "single, gammon and backgammon all met: {kinds:?}"
    );
}
