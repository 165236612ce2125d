//! The rule options on which the backgammon readings differ, declared once each with the same
//! [`rule_options!`](crate::engine::options) machinery as trictrac's rules:
//! the field of [`BgRules`], its YAML key, values, default (the modern game, as gnubg plays it),
//! rule IDs and doc with its sources. A backgammon profile (`game: backgammon`) sets them.

use serde::{Deserialize, Serialize};

use crate::engine::catalogue::RuleId;
use crate::engine::options::{option_values, rule_options, OptionValue, RuleOption};

option_values! {
    /// How a number higher than the checkers' distance bears off (`bg.bear-off.*`).
    pub enum BearOff {
        /// The English usage (modern rules, gnubg): a number higher than the highest point
        /// occupied bears a checker off from that point, whatever was played before it.
        English = "english",
        /// The French rule (Guiton, after the trictrac's sortie): as the English, but once a
        /// number has been played inside, the other bears off as excédant only if it already
        /// was before the throw, and from the point that was then the highest; a number that
        /// could only go off so is lost.
        French = "french",
        /// The French rule where it leaves every number playable; where no play keeps it and
        /// plays as many numbers as the English usage, the English plays stand ("all that can
        /// be played of the throw").
        FrenchMost = "french-most",
    }

    /// Who plays first, and with which throw (`bg.opening`).
    pub enum Opening {
        /// Each throws one die; the higher plays the two dice thrown as his first throw.
        PlayBothDice = "play-both-dice",
        /// Each throws one die; the higher throws both dice again and plays that throw.
        Rethrow = "rethrow",
    }

    /// What makes the double game (`bg.gammon`).
    pub enum Gammon {
        /// No double game, nor triple: every game won is single (seed 001 for hypergammon).
        Never = "none",
        /// The loser has borne off none of his checkers.
        NoneOff = "none-off",
        /// The loser has not yet brought all his checkers into his home.
        NotAllHome = "not-all-home",
        /// Both: the loser has borne off none and has not brought all his checkers home
        /// (Lepeintre's two statements read together).
        NotHomeNoneOff = "not-home-none-off",
    }

    /// Whether there is a triple game (`bg.backgammon`).
    pub enum Triple {
        /// No triple game: the double is the most a game is worth.
        None = "none",
        /// A gammoned loser with a checker on the bar or in the winner's home loses three.
        BarOrHome = "bar-or-home",
    }

    /// How the two sides go round the board (`nardy.parallel`, `bg.direction`).
    pub enum Geometry {
        /// Against each other: a side's point `p` is the other's `25 - p` (backgammon).
        Contrary = "contrary",
        /// The same way round, from diagonal corners: a side's point `p` is the other's
        /// `p + 12` or `p - 12` (long nardy).
        Parallel = "parallel",
    }

    /// How many checkers may leave the head (the 24-point) in one throw (`nardy.head`,
    /// `nardy.head.first-throw`).
    pub enum Head {
        /// No limit: the head is a point like any other (backgammon).
        Free = "free",
        /// One a throw; on a side's first throw 6-6, 4-4 or 3-3 may take two.
        OneBut664433 = "one-but-6-6-4-4-3-3",
        /// One a throw; on a side's first throw 6-6 or 4-4 may take two.
        OneBut6644 = "one-but-6-6-4-4",
        /// One a throw, except on a side's first throw, whatever it is.
        OneButFirst = "one-but-first-throw",
    }

    /// What a dropped double costs (`bg.cube.take-drop`).
    pub enum DropCosts {
        /// The cube's value before the double.
        CubeValue = "cube-value",
        /// The value the double offered.
        DoubledValue = "doubled-value",
    }

    /// The checkers each side starts with, and where (`bg.setup`, `bg.checkers`).
    pub enum Start {
        /// Fifteen: two on the 24-point, five on the 13, three on the 8, five on the 6.
        Standard = "standard",
        /// Fifteen: two on the 24, two on the 23, four on the 13, three on the 8, four on the 6.
        Nackgammon = "nackgammon",
        /// Hypergammon with one checker, on the 24.
        Hyper1 = "hypergammon-1",
        /// Hypergammon with two checkers, on the 24 and the 23.
        Hyper2 = "hypergammon-2",
        /// Hypergammon with three checkers, on the 24, the 23 and the 22.
        Hyper3 = "hypergammon-3",
        /// Fifteen, all stacked on the 24-point, the head (long nardy: seed 001's initial
        /// position, the heads on the points 12 and 24 of one numbering).
        Head = "head",
    }

    /// What the winner of a game scores (`bg.stake.*`).
    pub enum Stake {
        /// One stake a game, times the double or triple game and the cube.
        Game = "game",
        /// One stake for each checker the loser has not borne off, and nothing else: neither
        /// the double game nor the cube multiplies it.
        PerChecker = "per-checker",
        /// One stake for each checker the loser has not borne off, times the double or triple
        /// game and the cube.
        PerCheckerTimesValue = "per-checker-times-value",
    }
}

impl Start {
    /// The checkers each side plays with under this start: a side has borne off when all
    /// of them are off.
    #[must_use]
    pub const fn checkers(self) -> u8 {
        match self {
            Start::Standard | Start::Nackgammon | Start::Head => 15,
            Start::Hyper1 => 1,
            Start::Hyper2 => 2,
            Start::Hyper3 => 3,
        }
    }

    /// Each side's checkers at the start, `(point, count)` in its own numbering.
    #[must_use]
    pub const fn placement(self) -> &'static [(usize, u8)] {
        match self {
            Start::Standard => &[(24, 2), (13, 5), (8, 3), (6, 5)],
            Start::Nackgammon => &[(24, 2), (23, 2), (13, 4), (8, 3), (6, 4)],
            Start::Hyper1 => &[(24, 1)],
            Start::Hyper2 => &[(24, 1), (23, 1)],
            Start::Hyper3 => &[(24, 1), (23, 1), (22, 1)],
            Start::Head => &[(24, 15)],
        }
    }
}

rule_options! {
    /// Every option of the backgammon engine's rules: a backgammon profile's `rules` mapping,
    /// unknown keys rejected, missing ones taking their default (the modern game).
    pub struct BgRules;
    /// How a number higher than the distance to the band bears off: the English usage (the
    /// modern rules, seeds 001–003; gnubg), Guiton's French rule (Traité du backgammon ch. II,
    /// «Privilège que l'on se crée à la sortie des dames», which refers to his trictrac ch.
    /// VII), or the French rule only where it plays the whole throw.
    bear_off: BearOff = English, key "bear-off",
        rules [BgBearOffEnglish, BgBearOffFrench];
    /// The opening: the winner of the single dice plays them (the modern rules) or throws both
    /// again (Guiton ch. II, «Primauté du dé au Backgammon»).
    opening: Opening = PlayBothDice, key "opening", rules [BgOpening];
    /// Equal opening dice double the cube, which stays in the middle (a money-game agreement
    /// the seeds report).
    automatic_doubles: bool = false, key "automatic-doubles", rules [BgCubeAutomatic];
    /// What wins the double game: the loser has borne off none (the modern rules; Guiton), has
    /// not yet brought all home, or both (Lepeintre's appendix, his two statements together);
    /// or nothing, every game single (seed 001, «Resultado do jogo», of hypergammon; the same
    /// seed's first way of betting, «Jogo de apostas», counts the double and triple games as
    /// one).
    gammon: Gammon = NoneOff, key "gammon", rules [BgGammon];
    /// The triple game: none (Guiton, Lepeintre), or a gammon with a checker still on the bar
    /// or in the winner's home (the modern rules).
    backgammon: Triple = BarOrHome, key "backgammon", rules [BgBackgammon];
    /// The doubling cube is played (the modern rules; unknown to Guiton and Lepeintre).
    cube: bool = true, key "cube",
        rules [BgCube, BgCubeTakeDrop, BgCubeRedouble];
    /// A player doubled may take and redouble at once, keeping the cube (money play, by
    /// agreement).
    beavers: bool = false, key "beavers", rules [BgCubeBeaver];
    /// In a money game, gammons and backgammons count single while the cube has not been
    /// turned (the Jacoby rule).
    jacoby: bool = false, key "jacoby", rules [BgJacoby];
    /// In a match, no double in the game after either player first reaches match point less
    /// one (the Crawford rule).
    crawford: bool = true, key "crawford", rules [BgMatchCrawford];
    /// What a player who drops a double loses: the cube's value before the double (the modern
    /// rules), or the value offered.
    drop_costs: DropCosts = CubeValue, key "drop-costs", rules [BgCubeTakeDrop];
    /// The start: the standard placement of fifteen (seeds 001–003); nackgammon's, which
    /// moves a checker from the 13 and one from the 6 to the 23 (no seed: gnubg's manual,
    /// dailygammon's help, bkgm); hypergammon's one, two or three checkers on the 24, 23 and
    /// 22 (seed 001 names hypergammon; the placement and the three sizes are gnubg's, the
    /// three checkers bkgm.com's). The checkers a side plays with follow from it.
    /// Or long nardy's: all fifteen on the head, the 24 (seed 001, «Posicão inicial»).
    start: Start = Standard, key "start", rules [BgSetup, BgCheckers, NardyStart];
    /// What a game wins: one stake times the result and the cube (the modern rules), or one
    /// stake per checker the loser still has on the board, Tbilisi's way (seed 001, «Jogo de
    /// apostas», its third way of betting; whether the double game and the cube multiply it
    /// the seed leaves open: one value each).
    stake: Stake = Game, key "stake", rules [BgResult, BgStakePerChecker];
    /// A lone checker may be hit (every game of the family but the jacquet); without hitting,
    /// any opponent checker blocks its point, one checker holding it (long nardy: seed 001
    /// says nothing of it; the Long Nardy article of the English Wikipedia and the Georgian
    /// federation's rules at geonardi.com, read through VARIANTS.md §1.5).
    hitting: bool = true, key "hitting", rules [BgHit];
    /// Contrary movement (backgammon: seeds 001-003, gnubg) or parallel movement from
    /// diagonal corners, both sides going round the same way (long nardy: seed 001 names the
    /// heads on points 12 and 24 of one numbering; the way round from the Long Nardy article
    /// of the English Wikipedia). Under parallel movement no checker is ever hit (a profile
    /// with it sets `hitting: false`) and the bar stays empty.
    geometry: Geometry = Contrary, key "geometry", rules [NardyParallel, BgDirection];
    /// The head rule: free (backgammon), or one checker off the head a throw (seed 001, which
    /// excepts the first throw without saying more) with the first-throw exception as each
    /// reading gives it: 6-6, 4-4 or 3-3 (the Long Nardy article of the English Wikipedia, the
    /// Georgian federation's rules at geonardi.com), 6-6 or 4-4 only (Ludii's Şeş-Beş card),
    /// or any first throw (seed 001 read to the letter).
    head: Head = Free, key "head", rules [NardyHead, NardyHeadFirstThrow];
    /// No move may complete six consecutive points held by its side unless an opponent
    /// checker already stands ahead of them on its way (long nardy: the Long Nardy article of
    /// the English Wikipedia, the Georgian federation's rules at geonardi.com; seed 001 is
    /// silent).
    six_block: bool = false, key "six-block", rules [NardySixBlock];
}
