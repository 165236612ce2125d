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

    /// How each side's checkers stand before the first throw (`bg.setup`, `bg.start.in-hand`).
    pub enum Start {
        /// Two on the 24-point, five on the 13, three on the 8 and five on the 6.
        Standard = "standard",
        /// All fifteen off the board, in hand, entering the opponent's home as from the bar.
        InHand = "in-hand",
    }

    /// When a lone opponent checker may be hit (`bg.hit`, `bg.hit.after-home`).
    pub enum HitFrom {
        /// Whenever a checker lands on it.
        Always = "always",
        /// Only once the mover has a checker of his own in his home (or borne off): until then
        /// a lone opponent checker holds its point as two would.
        OwnCheckerHome = "own-checker-home",
    }

    /// Whether checkers on the bar (in hand) enter before any other moves
    /// (`bg.bar.enter-first`, `bg.bar.enter-mixed`).
    pub enum Entering {
        /// No other checker moves while one is on the bar.
        BarFirst = "bar-first",
        /// Entering and moving the checkers already on the board mix freely.
        Mixed = "mixed",
    }

    /// What a dropped double costs (`bg.cube.take-drop`).
    pub enum DropCosts {
        /// The cube's value before the double.
        CubeValue = "cube-value",
        /// The value the double offered.
        DoubledValue = "doubled-value",
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
    /// not yet brought all home, or both (Lepeintre's appendix, his two statements together).
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
    /// A lone checker may be hit (every game of the family but the jacquet).
    hitting: bool = true, key "hitting", rules [BgHit];
    /// The start: the standard setup (seeds 001–003), or all fifteen in hand, entered into the
    /// opponent's home as from the bar (Dutch backgammon and acey-deucey: seed 002, «holandês
    /// Gamão» and «Acey Deucey»; seed 001's list of variants, garbled, for the Dutch game).
    start: Start = Standard, key "start", rules [BgSetup, BgStartInHand];
    /// When a blot may be hit: always (the modern rules), or only once the mover has one of his
    /// own checkers in his home (Dutch backgammon, seed 002, «holandês Gamão», second
    /// difference; play65's Dutch backgammon page the same, second-hand).
    hit_from: HitFrom = Always, key "hit-from", rules [BgHit, BgHitAfterHome];
    /// Checkers on the bar enter before any other moves (the modern rules, seed 002, «jogo
    /// básico»; Dutch backgammon's fifteen in hand, seed 002, «holandês Gamão»), or entering
    /// and moving mix, at the start and later in the game (acey-deucey, seed 002, «Acey
    /// Deucey», third difference; Dutch backgammon as play65's rules page has it, against seed
    /// 002).
    entering: Entering = BarFirst, key "entering", rules [BgBarEnterFirst, BgBarEnterMixed];
    /// The 1-2 is a special throw: the 1 and the 2, then a doublet the player names, played
    /// four times, then another throw; the 1-2 not played whole loses the doublet and the
    /// throw, the doublet not played whole loses the throw (acey-deucey, seed 002, «Acey
    /// Deucey», fourth difference).
    acey_deucey: bool = false, key "acey-deucey", rules [BgAceyDeucey];
}
