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
        /// No double game, nor triple: every game won is single (seed 001 for hypergammon;
        /// Lepeintre's jacquet and garanguet while the double is not agreed beforehand).
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
        /// Fifteen, all stacked on the side's own 24-point: the head of long nardy, the talon of
        /// Lepeintre's jacquet and garanguet, plakoto's start on the opponent's ace point.
        Head = "head",
        /// Fifteen, all off the board in hand, entering the opponent's home as from the bar
        /// (Dutch backgammon, acey-deucey).
        InHand = "in-hand",
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

    /// How many dice make a throw (`bg.dice.three`).
    pub enum Dice {
        /// Two dice, a doublet played four times: every game of the family but the garanguet.
        Two = "two",
        /// Three dice (the garanguet): each number played once, a doublet among them played
        /// four times only when it is higher than the third die (`bg.dice.three-doublet`),
        /// three equal dice as [`Triplet`] says.
        Three = "three",
    }

    /// How three equal dice are played under three dice (`bg.dice.triplet`).
    pub enum Triplet {
        /// Each die three times: nine moves of the number (Lepeintre's "three times" read as
        /// his "double" of a doublet is read, each die's number played over; Ludii's
        /// garanguet plays nine).
        Nine = "nine",
        /// Six moves of the number (the hermes engine's garanguet).
        Six = "six",
    }

    /// What a pinned mother checker does to the game under pinning (`plakoto.mother`,
    /// `plakoto.mother.draw`).
    pub enum Mother {
        /// Nothing: a pinned checker on the start point is pinned like any other.
        None = "none",
        /// The side whose last checker on its start point (its 24) is pinned there loses the
        /// double game at once, unless the pinner still has a checker on his own start point;
        /// both mothers pinned, the game is drawn.
        Double = "double",
    }

    /// Where the first checker off the head must stand before any other checker may move
    /// (`bg.first-checker`).
    pub enum FirstChecker {
        /// No such rule: any checker moves (backgammon, long nardy).
        Free = "free",
        /// In the mover's own last quarter, his points 1 to 6: the quarter facing the one his
        /// talon stands in (Lepeintre's jacquet).
        OwnHome = "own-home",
        /// Past the opponent's start, on the mover's point 11 or lower (fevga as the English
        /// Wikipedia, after Mamoun, and brainking's rules give it).
        PastOpponentStart = "past-opponent-start",
        /// In the opponent's starting quarter or beyond, the mover's point 12 or lower (fevga
        /// as Condos's Tavli article on bkgm.com gives it; Moultezim on pbmserv: twelve points
        /// at least).
        OpponentStartQuarter = "opponent-start-quarter",
    }

    /// When six points in a row must be opened (`fevga.prime-open`).
    pub enum PrimeOpen {
        /// Never: six points in a row stand (backgammon), or their limit is another rule
        /// (long nardy's six-block).
        Free = "free",
        /// When every opponent checker is behind them (the English Wikipedia's Fevga as
        /// grokipedia's summary of it reads).
        AllBehind = "all-behind",
        /// When every opponent checker stands on the one point just behind them (brainking's
        /// rules of Fevga).
        AllOnThePointBehind = "all-on-the-point-behind",
    }

    /// When the first checker's arrival frees the others (`bg.first-checker.release`).
    pub enum FirstCheckerRelease {
        /// At once: the numbers of the throw still to play may move any checker.
        AtOnce = "at-once",
        /// From the next throw: the throw that brings it there is played by it alone.
        NextThrow = "next-throw",
    }
}

impl FirstChecker {
    /// The highest point of the mover's that the first checker must reach (24: no rule).
    #[must_use]
    pub const fn goal(self) -> u8 {
        match self {
            FirstChecker::Free => 24,
            FirstChecker::OwnHome => 6,
            FirstChecker::PastOpponentStart => 11,
            FirstChecker::OpponentStartQuarter => 12,
        }
    }
}

impl Start {
    /// The checkers each side plays with under this start: a side has borne off when all
    /// of them are off.
    #[must_use]
    pub const fn checkers(self) -> u8 {
        match self {
            Start::Standard | Start::Nackgammon | Start::Head | Start::InHand => 15,
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
            Start::InHand => &[(25, 15)],
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
    /// one; Lepeintre's garanguet, «Du garanguet», while the double is not agreed: the first
    /// off wins the hole, or two if the double was agreed).
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
    /// three checkers bkgm.com's); or all fifteen on the side's 24-point (long nardy's
    /// head, seed 001, «Posicão inicial»; Lepeintre's garanguet, the talons "placed as at trictrac"); or all fifteen in hand, entered into the
    /// opponent's home as from the bar (Dutch backgammon and acey-deucey: seed 002, «holandês
    /// Gamão» and «Acey Deucey»; seed 001's list of variants, garbled, for the Dutch game). The
    /// checkers a side plays with follow from it. Plakoto's fifteen on the opponent's ace point
    /// are the same start (fibs.com's cthulhu page, "Rules for Plakoto", "Board Set-up").
    start: Start = Standard, key "start", rules [BgSetup, BgCheckers, BgStartInHand, NardyStart];
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
    /// The dice of a throw: two (every game of the family but one), or three (Lepeintre's
    /// garanguet, appendix «Du garanguet»: his rule for a doublet among three dice, played
    /// four times only when higher than the third die, with his two examples 2-2-3 and 4-4-3).
    dice: Dice = Two, key "dice",
        rules [BgDiceThree, BgDiceThreeDoublet, BgDiceTriplet];
    /// Three equal dice under three dice: nine moves (Lepeintre's garanguet plays a triplet
    /// "three times", read as each die three times; Ludii's garanguet agrees) or six (the
    /// hermes engine's garanguet). Under two dice it is never read.
    triplet: Triplet = Nine, key "triplet", rules [BgDiceTriplet];
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
    /// Under `hitting: false`, a checker landing on a lone opponent checker pins it instead of
    /// being blocked: the pinned checker stays under it and may not move until the pinner and
    /// any checker of its side stacked on it have left; the point is closed to the pinned
    /// side and open to the pinner's; a side with a checker pinned anywhere bears none off
    /// (plakoto, no seed: the rules page of the cthulhu board server at fibs.com, "Rules for
    /// Plakoto", the bearing off too; the tavli pages of backgammon-hub.com and msoworld.com,
    /// read through VARIANTS.md §1.15).
    pinning: bool = false, key "pinning", rules [PlakotoPin, PlakotoPinBearOff];
    /// The mother checker under pinning: no rule of its own, or the loss of the double game
    /// with the exception of the pinner's own start point still held and the draw of both
    /// mothers pinned (the same outside pages: backgammon-hub.com gives the two points,
    /// fibs.com's cthulhu page and msoworld.com the exception and the draw).
    mother: Mother = None, key "mother", rules [PlakotoMother, PlakotoMotherDraw];
    /// The first-checker rule: while the first checker to leave the head (the talon) has not
    /// reached its goal, no other checker moves. Lepeintre's jacquet (appendix, «Du jacquet»:
    /// only the first checker is played until it has come into the quarter facing the talon's,
    /// his example bringing it there in two throws) has it reach the mover's own last quarter;
    /// fevga's readings have it pass the opponent's start (the English Wikipedia's Fevga, after
    /// Mamoun 2018; brainking's rules), or only come into the opponent's starting quarter
    /// (Condos, «Tavli», bkgm.com). While exactly one checker has left the head and stands
    /// short of the goal, no checker leaves the head; fifteen on the head, the first leaves.
    first_checker: FirstChecker = Free, key "first-checker",
        rules [BgFirstChecker, BgFirstCheckerRelease];
    /// Whether the first checker's arrival frees the other checkers for the rest of the same
    /// throw (`at-once`) or only from the next throw (`next-throw`). No source says: Lepeintre
    /// frees "the other throws" after the first checker's arrival (his word is coups, throws),
    /// which the jacquet profile reads as the next throw; the fevga sources say only that the
    /// first checker passes before another moves, which the fevga profile reads as at once.
    first_checker_release: FirstCheckerRelease = AtOnce, key "first-checker-release",
        rules [BgFirstCheckerRelease];
    /// The mover may not hold all six points of his starting quarter, his points 19 to 24, at
    /// once (fevga: brainking's rules, the English Wikipedia's Fevga after Mamoun 2018, Condos's
    /// Tavli article on bkgm.com; Moultezim on pbmserv). A move that would fill the sixth is
    /// refused.
    start_table: bool = false, key "start-table", rules [FevgaStartTable];
    /// Six points in a row may be held, but when, before his throw, the opponent's checkers are
    /// all caught behind six the mover holds, the mover must leave one of the six open, if any
    /// of his legal plays does (fevga: brainking's rules, their sixth difference, with the
    /// opponent's checkers all on the one point behind; grokipedia's summary of the English
    /// Wikipedia's Fevga, with them all behind). Long nardy's six-block forbids completing the
    /// six instead; the itavli app's page and threemountaingames's moultezim give yet other
    /// rules, not stated.
    prime_open: PrimeOpen = Free, key "prime-open", rules [FevgaPrimeOpen];
}

impl BgRules {
    /// Why the engine cannot play these settings together, naming them, or `None`: no walk of
    /// the engine hits under parallel movement, and the three-dice walk plays the contrary
    /// board with none of the family's limits (the head, the six-block, entering mixed, the
    /// Dutch hit, the 1-2). A profile with such a choice is refused where it is read; a
    /// scenario run under one (the site runs each under every value of an option) is invalid.
    #[must_use]
    pub fn unplayable(&self) -> Option<&'static str> {
        let three = self.dice == Dice::Three;
        if self.geometry == Geometry::Parallel && self.hitting {
            Some("`geometry: parallel` with `hitting: true`: under parallel movement no checker is hit (nardy.parallel)")
        } else if three && self.geometry == Geometry::Parallel {
            Some("`dice: three` with `geometry: parallel`: three dice are played on the contrary board only (bg.dice.three)")
        } else if three
            && (self.head != Head::Free
                || self.six_block
                || self.entering != Entering::BarFirst
                || self.hit_from != HitFrom::Always
                || self.acey_deucey
                || self.first_checker != FirstChecker::Free
                || self.start_table
                || self.prime_open != PrimeOpen::Free)
        {
            Some("`dice: three` with a limit of the family (head, six-block, entering, hit-from, acey-deucey, first-checker, start-table, prime-open): the three-dice walk plays none of them (bg.dice.three)")
        } else if self.pinning
            && (self.hitting
                || self.geometry != Geometry::Contrary
                || three
                || self.head != Head::Free
                || self.six_block
                || self.entering != Entering::BarFirst
                || self.hit_from != HitFrom::Always
                || self.acey_deucey
                || self.first_checker != FirstChecker::Free
                || self.start_table
                || self.prime_open != PrimeOpen::Free)
        {
            Some("`pinning: true` with `hitting: true`, parallel movement, three dice or a limit of the family: a lone checker is pinned or hit, not both, and the pinning walk plays the contrary board with two dice and none of the family's limits (plakoto.pin)")
        } else if !self.pinning && self.mother != Mother::None {
            Some("`mother: double` without `pinning: true`: only a pinned checker makes the mother's loss (plakoto.mother)")
        } else {
            None
        }
    }
}

#[cfg(test)]
mod unplayable_tests {
    use super::*;

    #[test]
    fn the_engine_names_the_settings_it_cannot_play_together() {
        assert_eq!(BgRules::default().unplayable(), None);
        let parallel = BgRules {
            geometry: Geometry::Parallel,
            hitting: false,
            ..BgRules::default()
        };
        assert_eq!(parallel.unplayable(), None);
        let hitting = BgRules {
            hitting: true,
            ..parallel
        };
        assert!(hitting.unplayable().unwrap().contains("hitting"));
        let three = BgRules {
            dice: Dice::Three,
            ..BgRules::default()
        };
        assert_eq!(three.unplayable(), None);
        let three_parallel = BgRules {
            dice: Dice::Three,
            ..parallel
        };
        assert!(three_parallel.unplayable().unwrap().contains("three"));
        let three_acey = BgRules {
            acey_deucey: true,
            ..three
        };
        assert!(three_acey.unplayable().unwrap().contains("acey-deucey"));
        let plakoto = BgRules {
            hitting: false,
            pinning: true,
            mother: Mother::Double,
            ..BgRules::default()
        };
        assert_eq!(plakoto.unplayable(), None);
        let pin_and_hit = BgRules {
            hitting: true,
            ..plakoto
        };
        assert!(pin_and_hit.unplayable().unwrap().contains("plakoto.pin"));
        let pin_parallel = BgRules {
            geometry: Geometry::Parallel,
            ..plakoto
        };
        assert!(pin_parallel.unplayable().unwrap().contains("plakoto.pin"));
        let mother_alone = BgRules {
            pinning: false,
            ..plakoto
        };
        assert!(mother_alone
            .unplayable()
            .unwrap()
            .contains("plakoto.mother"));
        let three_first = BgRules {
            first_checker: FirstChecker::OwnHome,
            ..three.clone()
        };
        assert!(three_first.unplayable().unwrap().contains("first-checker"));
    }
}
