//! Matches: the pairing of the dice, the counting, the same figures on any number of threads.

use std::sync::{Arc, Mutex};

use super::*;
use crate::engine::trictrac::game::Game;
use crate::engine::{Color, Roll};

type Log = Arc<Mutex<Vec<(Color, Roll)>>>;

/// A player that notes every throw he plays (his colour and the dice) and checks that his
/// own trous, read under the colour he plays it with, never went back; then plays as `inner`.
struct Spy {
    inner: Box<dyn Player>,
    log: Log,
    trous: u32,
}

impl Spy {
    fn boxed(inner: Box<dyn Player>, log: &Log) -> Box<dyn Player> {
        Box::new(Spy {
            inner,
            log: log.clone(),
            trous: 0,
        })
    }
}

impl Player for Spy {
    fn name(&self) -> &str {
        self.inner.name()
    }
    fn goes(&mut self, game: &Game<'_>, rng: &mut fastrand::Rng) -> bool {
        self.inner.goes(game, rng)
    }
    fn choose_play(&mut self, game: &Game<'_>, rng: &mut fastrand::Rng) -> usize {
        let t = game.turn().expect("a roll");
        let trous = game.marks().trous(t.color());
        assert!(
            trous >= self.trous,
            "{}: {} trous, then {trous}",
            t.color(),
            self.trous
        );
        self.trous = trous;
        self.log.lock().unwrap().push((t.color(), t.roll()));
        self.inner.choose_play(game, rng)
    }
    fn new_game(&mut self) {
        self.trous = 0;
        self.inner.new_game();
    }
}

fn spec(name: &str) -> PlayerSpec {
    name.parse().expect("a player")
}

fn config(p: &str, q: &str, deals: u64, seed: u64, threads: usize) -> MatchConfig {
    MatchConfig {
        p: spec(p),
        q: spec(q),
        deals,
        seed,
        rules: Rules::default(),
        form: Form::DouzeTrous,
        threads,
        sprt: None,
    }
}

/// Both seatings of a deal throw the same dice, turn by turn, though P (who draws his plays at
/// random, from his own stream) sits White in one and Black in the other; another deal throws
/// others. Both players always stay, so every throw is played and noted, each in one log.
#[test]
fn the_two_seatings_of_a_deal_throw_the_same_dice() {
    let cfg = config("random+stay", "greedy+stay", 3, 5, 1);
    let mut firsts = Vec::new();
    for n in 0..3 {
        let log: Log = Arc::default();
        let mut players = (
            Spy::boxed(cfg.p.build(), &log),
            Spy::boxed(cfg.q.build(), &log),
        );
        let mut stats = Stats::default();
        let mut seen = Vec::new();
        for seating in 0..2 {
            play_seating(&cfg, &mut players, n, seating, &mut stats).expect("no invariant broken");
            seen.push(std::mem::take(&mut *log.lock().unwrap()));
        }
        let (a, b) = (&seen[0], &seen[1]);
        let k = a.len().min(b.len());
        assert!(k > 30, "{k} throws");
        let rolls = |v: &[(Color, Roll)]| v.iter().map(|x| x.1).collect::<Vec<_>>();
        assert_eq!(rolls(&a[..k]), rolls(&b[..k]), "deal {n}");
        // the same colour throws first: P in one seating, Q in the other
        assert_eq!(a[0].0, b[0].0);
        firsts.push(rolls(&a[..20]));
    }
    assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2]);
}

/// By hand: P in seat 1 wins a game worth 1.5 (3 halves), 12 trous to 5; Q in seat 0 wins
/// one worth 2; an unfinished game counts half a win and no stake.
#[test]
fn each_game_counts_for_p() {
    let mut t = MatchTotals::default();
    let won = Ending {
        winner: Some(1),
        stake: (3, 2),
        trous: [5, 12],
        turns: 90,
        could_go: [2, 3],
        went: [1, 0],
        ..Ending::default()
    };
    let d = Form::DouzeTrous;
    assert_eq!(t.count_game(1, &won, 1, d), (2, 3, 7));
    assert_eq!((t.p_wins, t.could_go, t.went), ([0, 1], [3, 2], [0, 1]));
    let lost = Ending {
        winner: Some(0),
        stake: (2, 1),
        trous: [12, 4],
        ..won
    };
    assert_eq!(t.count_game(1, &lost, 1, d), (0, -4, -8));
    let open = Ending {
        winner: None,
        stake: (0, 1),
        trous: [6, 7],
        ..won
    };
    assert_eq!(t.count_game(0, &open, 0, d), (1, 0, -1));
    assert_eq!((t.p_wins, t.q_wins, t.unfinished), ([0, 1], [0, 1], [1, 0]));
    // à écrire: the stake in jetons, the margin in marqués; a drawn game half a win
    let e = Form::Ecrire { marques: 4 };
    let ecrit = Ending {
        winner: Some(0),
        stake: (45, 1),
        marques: [3, 1],
        ..won
    };
    assert_eq!(t.count_game(0, &ecrit, 0, e), (2, 90, 2));
    let drawn = Ending {
        winner: None,
        drawn: true,
        stake: (0, 1),
        marques: [2, 2],
        ..won
    };
    assert_eq!(t.count_game(1, &drawn, 1, e), (1, 0, 0));
    assert_eq!((t.drawn, t.unfinished), ([0, 1], [1, 0]));
}

/// By hand: two deals whose two games give P 4 and 2 halves of a win (1 and ½ a game): the
/// mean 0.75; the deals' spread √2, its standard error 1 half, so ± 1.96 / 4 = 0.49: from
/// 0.26 to 1.24, cut at 1 for a rate.
#[test]
fn the_figures_are_read_per_game() {
    let mut t = MatchTotals::default();
    t.win.push(4);
    t.win.push(2);
    let raw = t.win.interval(4.0).unwrap();
    assert!(
        (raw.low - 0.26).abs() < 1e-12 && (raw.high - 1.24).abs() < 1e-12,
        "{raw:?}"
    );
    let i = t.win_rate().unwrap();
    assert!(
        (i.mean - 0.75).abs() < 1e-12 && (i.low - 0.26).abs() < 1e-12,
        "{i:?}"
    );
    assert_eq!(i.high, 1.0);
    t.margin.push(10);
    t.margin.push(-2);
    // a game's mean margin: (10 − 2) / 4
    assert!((t.mean_margin().unwrap().mean - 2.0).abs() < 1e-12);
    assert_eq!(t.mean_stake(), None);
    t.deals = 2;
    let text = t.render(&config("greedy", "random", 2, 4, 1));
    let table: Vec<&str> = text.lines().skip(3).take(4).collect();
    assert_eq!(
        table,
        [
            "for P, a game      mean   95 % interval",
            "  win rate        0.750   [0.260, 1.000]",
            "  stake             n/a   (fewer than two deals)",
            "  trous margin   +2.000   [-3.880, +7.880]",
        ],
        "{text}"
    );
}

#[test]
fn the_same_seed_gives_the_same_match_whatever_the_threads() {
    for (p, q, deals) in [("random", "greedy", 30), ("greedy-1ply+21", "random+go", 3)] {
        let one = run(&config(p, q, deals, 9, 1)).expect("no invariant broken");
        let two = run(&config(p, q, deals, 9, 2)).expect("no invariant broken");
        assert_eq!(one, two, "{p} against {q}");
        let cfg = config(p, q, deals, 9, 2);
        assert_eq!(one.render(&cfg), two.render(&cfg));
        assert_ne!(one, run(&config(p, q, deals, 10, 1)).unwrap());
    }
}

/// The counts agree with one another; a player who always goes goes every time he may, one
/// who always stays never does.
#[test]
fn the_counts_of_a_match_agree() {
    let t = run(&config("greedy+go", "greedy+stay", 20, 3, 2)).unwrap();
    assert_eq!(t.deals, 20);
    assert_eq!(t.stats.games, 40);
    for k in 0..2 {
        assert_eq!(t.p_wins[k] + t.q_wins[k] + t.unfinished[k], 20);
    }
    assert_eq!((t.win.n, t.stake.n, t.margin.n), (20, 20, 20));
    assert!(t.could_go[0] > 0 && t.went[0] == t.could_go[0], "{t:?}");
    assert!(t.could_go[1] > 0 && t.went[1] == 0, "{t:?}");
    let text = t.render(&config("greedy+go", "greedy+stay", 20, 3, 2));
    assert!(text.starts_with("P = greedy+go against Q = greedy+stay, in twelve trous, seed 3\n"));
    assert!(
        text.contains("20 deals of the dice, each played twice"),
        "{text}"
    );
}

/// Where the players change colours after a sortie (Guiton's reading, the modern rules), each
/// keeps his seat, his marks and his trous under his new colour: a player who took the other's
/// place would see his trous go back.
#[test]
fn after_a_sortie_that_swaps_colours_each_player_keeps_his_seat() {
    let cfg = MatchConfig {
        rules: Rules {
            sortie_swaps_colours: true,
            ..Rules::default()
        },
        ..config("greedy", "greedy", 4, 2, 1)
    };
    let mut swaps = 0;
    for n in 0..4 {
        let logs: [Log; 2] = [Arc::default(), Arc::default()];
        let mut players = (
            Spy::boxed(cfg.p.build(), &logs[0]),
            Spy::boxed(cfg.q.build(), &logs[1]),
        );
        for seating in 0..2 {
            let end = play_seating(&cfg, &mut players, n, seating, &mut Stats::default())
                .expect("no invariant broken");
            // the colours each played, one entry a run of throws under one colour
            let colours = |k: usize| {
                let mut c: Vec<Color> = std::mem::take(&mut *logs[k].lock().unwrap())
                    .into_iter()
                    .map(|x| x.0)
                    .collect();
                c.dedup();
                c
            };
            let (p, q) = (colours(0), colours(1));
            // P starts White in seating 0, Black in seating 1; the two never share a colour
            assert_eq!(
                p[0],
                if seating == 0 {
                    Color::White
                } else {
                    Color::Black
                }
            );
            assert_eq!(p.len(), q.len(), "{p:?} {q:?}");
            assert!(p.iter().zip(&q).all(|(a, b)| a != b), "{p:?} {q:?}");
            swaps += p.len() - 1;
            // the winner's trous are his own
            let w = end.winner.expect("finished");
            assert!(end.trous[w] >= 12 && end.trous[1 - w] < 12, "{end:?}");
        }
    }
    assert!(swaps > 0, "no sortie changed the colours: a weak test");
}

/// With the sequential stop, the deals are read in their order whatever the threads: the same
/// stop at the same deal, the same figures. Bold against cautious over greedy is lopsided
/// enough to stop at the first deal the test may stop at (100); an unlikely stop is a cut at
/// the number of deals (undecided).
#[test]
fn the_sequential_stop_is_the_same_whatever_the_threads() {
    let with = |threads, deals| MatchConfig {
        sprt: Some(sprt::Sprt::STANDARD),
        ..config("bold:greedy", "cautious:greedy", deals, 1013, threads)
    };
    let one = run(&with(1, 2000)).unwrap();
    let two = run(&with(2, 2000)).unwrap();
    assert_eq!(one, two);
    assert_eq!(one.decision, Some(sprt::Decision::QBetter));
    assert!(one.deals >= 100 && one.deals < 2000, "{}", one.deals);
    assert_eq!(one.stats.games, 2 * one.deals);
    assert!(one
        .render(&with(1, 2000))
        .contains("sequential stop: Q better after"));
    // the same deals without the stop give the same figures
    let plain = run(&config(
        "bold:greedy",
        "cautious:greedy",
        one.deals,
        1013,
        2,
    ))
    .unwrap();
    assert_eq!(plain.stake, one.stake);
    // too few deals for the test: undecided at the cut
    let cut = run(&with(2, 50)).unwrap();
    assert_eq!(
        (cut.deals, cut.decision),
        (50, Some(sprt::Decision::Undecided))
    );
}

/// À écrire in four marqués: the same figures on one thread and two, with and without the
/// sequential stop; every game ends after its four marqués won (refaits aside), and the
/// stake is read in jetons.
#[test]
fn a_match_a_ecrire_is_the_same_whatever_the_threads() {
    let ecrire = |threads, sprt| MatchConfig {
        form: Form::Ecrire { marques: 4 },
        sprt,
        ..config("greedy+go", "greedy-1ply+21", 30, 7, threads)
    };
    for sprt in [None, Some(sprt::Sprt::STANDARD)] {
        let one = run(&ecrire(1, sprt)).unwrap();
        let two = run(&ecrire(2, sprt)).unwrap();
        assert_eq!(one, two);
        let text = one.render(&ecrire(1, sprt));
        assert_eq!(text, two.render(&ecrire(2, sprt)));
        assert!(text.contains("à écrire in 4 marqués, seed 7"), "{text}");
        assert!(text.contains("marqués margin"), "{text}");
        assert_eq!(one.unfinished, [0, 0], "{text}");
        // a game is worth more than the 28 of a postillon, or nothing when drawn
        let games = one.stats.games;
        assert!(one.stake.sum.unsigned_abs() > 0, "{text}");
        assert_eq!(one.p_wins[0] + one.q_wins[0] + one.drawn[0], games / 2);
    }
}

/// À écrire each game ends once its marqués are won, refaits aside: the two players' marqués
/// make the number agreed, and the winner is the one with the greater écrit.
#[test]
fn a_game_a_ecrire_plays_its_marques() {
    let cfg = MatchConfig {
        form: Form::Ecrire { marques: 4 },
        ..config("greedy+go", "random+random", 6, 3, 1)
    };
    let mut players = (cfg.p.build(), cfg.q.build());
    for n in 0..6 {
        for seating in 0..2 {
            let end = play_seating(&cfg, &mut players, n, seating, &mut Stats::default())
                .expect("no invariant broken");
            assert_eq!(end.marques[0] + end.marques[1], 4, "{end:?}");
            assert!(end.winner.is_some() || end.drawn, "{end:?}");
            // the winner's écrit is the greater (he may have won fewer marqués, worth more):
            // a stake of some jetons; a drawn game none
            match end.winner {
                Some(_) => assert!(end.stake.0 > 0 && !end.drawn, "{end:?}"),
                None => assert_eq!(end.stake, (0, 1), "{end:?}"),
            }
        }
    }
}
