//! The syntax tree of a scenario body: statements with the byte offsets of their parts.
//! Notation tokens are kept as text: what they mean depends on the notation in force, which
//! the runner applies.

use serde::Serialize;

use crate::engine::catalogue::RuleId;
use crate::engine::tables::Throw3;
use crate::engine::{Color, Roll};

/// A piece of text and its byte offset in the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tok {
    pub text: String,
    pub offset: usize,
}

/// A rule ID written in a statement (`expect jan jan.mezeas …`), read into the catalogue's
/// [`RuleId`] by the parser, and its byte offset in the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RuleTok {
    pub id: RuleId,
    pub offset: usize,
}

/// Two numbers, White's then Black's (`points white 4 black 0`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pair {
    pub white: u32,
    pub black: u32,
}

impl Pair {
    /// The number of `color`.
    #[must_use]
    pub fn get(self, color: Color) -> u32 {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }
}

/// A kind of means, to count chances by (`by number`: a single number reaches the flèche;
/// `by sum`: the two numbers together; `by impuissance`: a jan kept because a number cannot be
/// played at all).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ByMeans {
    Number,
    Sum,
    Impuissance,
}

/// How many means a throw must give a jan to count (`means N`: exactly N; `means N+`: N or
/// more, as in "filling two ways").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MeansCount {
    pub n: u32,
    pub or_more: bool,
}

/// What the treatise says follows a roll.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expect {
    /// Points scored by the roll, per player.
    Points(Pair),
    /// One jan line: rule, beneficiary, points, optionally means and flèche.
    Jan {
        rule: RuleTok,
        side: Color,
        points: u32,
        means: Option<u32>,
        at: Option<Tok>,
    },
    /// Trous held after the roll.
    Trous(Pair),
    /// Points standing on the jetons after the roll.
    Marked(Pair),
    /// Who is en bredouille after the roll.
    Bredouille(Option<Color>),
    /// Whether the play is legal; the rule it breaks if not.
    Legal { legal: bool, rule: Option<RuleTok> },
    /// Number of distinct legal plays.
    Plays(u32),
    /// Numbers that cannot be played.
    Unplayable(Vec<u8>),
    /// Whether a side (default: the roller) may go away after this roll.
    MayGo(Option<Color>, bool),
    /// An école scored.
    Ecole { side: Color, points: u32 },
    /// Who throws next.
    ToPlay(Color),
    /// Who holds the bredouille of trous (can still win in grande bredouille), if anyone.
    Pavillon(Option<Color>),
    /// Whose bredouille of trous counts as one of one tenue, if anyone's.
    Tenue(Option<Color>),
    /// The marqué (`game.a-ecrire`): on a roll with a `go`, how that going ends it (won by a
    /// side for so many points, a refait, or not ended) and, with `next`, who throws first in
    /// the next marqué; on a roll without one, what a marqué won now is worth to a side.
    Marque {
        end: MarqueClaim,
        next: Option<Color>,
    },
    /// The stake multiplier (numerator, denominator) of the game in twelve trous won by a
    /// side (`game.douze-trous`).
    Stake { side: Color, num: u32, den: u32 },
    /// Chances (of 36) giving a jan to a side, optionally about one flèche.
    ChancesJan {
        rule: RuleTok,
        side: Color,
        count: u32,
        at: Option<Tok>,
        /// Count only the chances where a means is of this kind.
        by: Option<ByMeans>,
        /// Count only the chances giving the jan by this many means.
        means: Option<MeansCount>,
        /// Count only the chances giving the jan at this many distinct flèches or more (two
        /// blots hit by one throw).
        hits: Option<u32>,
    },
    /// Chances (of 36) in which a legal play of the roller takes his empty coin, naturally or
    /// par puissance.
    ChancesTakeCoin { side: Color, count: u32 },
    /// Chances (of 36) in which the roller cannot play a number.
    ChancesUnplayable { side: Color, count: u32 },
    /// Chances (of 36) of an event about one flèche of the roller's ([`AtEvent`]).
    ChancesAt {
        event: AtEvent,
        side: Color,
        count: u32,
        at: Tok,
    },
    /// Backgammon: checkers on the bar, per side.
    Bar(Pair),
    /// Backgammon: checkers borne off, per side.
    Off(Pair),
    /// Backgammon: the pip counts.
    Pips(Pair),
    /// Backgammon: opponent checkers the play hits.
    Hits(u32),
    /// Backgammon: the game is over, won by `side` as `kind` (`single`, `gammon`, `backgammon`).
    Result { side: Color, kind: Tok },
    /// Backgammon: the game is over, drawn (plakoto: both mothers pinned).
    Drawn,
    /// Backgammon: what the winner scores.
    Value { side: Color, points: u32 },
    /// Backgammon, a match of games in turn (the tavli): the match's score.
    MatchScore(Pair),
    /// Backgammon, a match of games in turn: the profile whose rules the next game follows.
    NextGame(Tok),
    /// Backgammon, a match of games in turn: who throws first in the next game (`None`: the
    /// opening throw decides, written `opening`).
    FirstToPlay(Option<Color>),
    /// Backgammon, a match of games in turn: who has won the match (`None`: no one yet,
    /// written `none`).
    MatchWinner(Option<Color>),
    /// Backgammon: the cube's value and holder (`None`: in the middle).
    Cube { value: u32, owner: Option<Color> },
    /// Backgammon: whether a side may double now.
    MayDouble(Color, bool),
    /// Backgammon: what the opening's winner plays: a roll, `rethrow` or `again`.
    OpeningRoll(Tok),
    /// Backgammon: throws entering every checker the side has on the bar.
    ChancesEnter { side: Color, count: u32 },
    /// Backgammon: throws with a legal play hitting (the blot on a point, when given).
    ChancesHit {
        side: Color,
        count: u32,
        at: Option<Tok>,
    },
}

impl Expect {
    /// The side and the count of a chance expectation (`expect chances … SIDE N`): the
    /// beneficiary of a jan, the roller of the other events.
    #[must_use]
    pub fn chance(&self) -> Option<(Color, u32)> {
        match self {
            Expect::ChancesJan { side, count, .. }
            | Expect::ChancesTakeCoin { side, count }
            | Expect::ChancesUnplayable { side, count }
            | Expect::ChancesAt { side, count, .. }
            | Expect::ChancesEnter { side, count }
            | Expect::ChancesHit { side, count, .. } => Some((*side, *count)),
            _ => None,
        }
    }
}

/// A chance event about one flèche of the roller's (`expect chances KEYWORD SIDE N at F`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AtEvent {
    /// `stuck`: no legal play moves a checker off the flèche ("coups pour ne pas passer le
    /// coin").
    Stuck,
    /// `breaks`: every legal play leaves fewer than two checkers on the flèche, the case
    /// broken (Guiton ch. XII, keeping the ninth whole).
    Breaks,
    /// `blot`: every legal play leaves a single checker on the flèche, uncovered (Guiton
    /// ch. XIV, fig. VIII, the one throw that uncovers the ninth).
    Blot,
}

impl AtEvent {
    /// Every event, as the statements read them.
    pub const ALL: [AtEvent; 3] = [AtEvent::Stuck, AtEvent::Breaks, AtEvent::Blot];

    /// The event's keyword.
    #[must_use]
    pub fn keyword(self) -> &'static str {
        match self {
            AtEvent::Stuck => "stuck",
            AtEvent::Breaks => "breaks",
            AtEvent::Blot => "blot",
        }
    }
}

/// What an `expect marque` line says of the marqué.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarqueClaim {
    /// `SIDE N`: SIDE wins it, worth N to him.
    Won { side: Color, points: u32 },
    /// `refait`: the going ends it void, equal trous (six or more) each: no one marks.
    Refait,
    /// `none`: the going ends no marqué, neither player holding six trous.
    GoesOn,
}

/// `declare SIDE N [trous M] [second-jeton] [induced]`: what a side marked on a roll.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Declaration {
    pub color: Color,
    pub points: u32,
    /// The trous it marked with them (`ecole.trous`).
    pub trous: Option<Tok>,
    /// On a second jeton, the points of the first overlooked (`ecole.deux-jetons`).
    pub second_jeton: bool,
    /// The other side led it into its error (`ecole.induced`).
    pub induced: bool,
}

/// One statement of the body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stmt {
    /// `notation NAME ARGS`: the header text after `notation`.
    Notation(Tok),
    /// `position TEXT` (canonical form).
    Position(Tok),
    /// `white TOKENS` / `black TOKENS`.
    Checkers {
        color: Color,
        tokens: Tok,
    },
    ToPlay(Color),
    /// `roll-number N` (for the first roller) or `roll-number white N black M`.
    RollNumber {
        white: Option<u32>,
        black: Option<u32>,
        first: Option<u32>,
    },
    Points(Pair),
    Trous(Pair),
    Bredouille(Option<Color>),
    /// `pavillon SIDE|none`: who holds the bredouille of trous (`mark.pavillon`).
    Pavillon(Option<Color>),
    /// `tenue SIDE|none`: whose bredouille of trous counts as one of one tenue (`game.a-ecrire`,
    /// the compilation of the Charpentier text: the étendard, art. 43).
    Tenue(Option<Color>),
    /// `refaits N`: the refaits before the marqué being played (`game.a-ecrire`).
    Refaits(u32),
    /// `first-thrower SIDE`: who threw first in the marqué being played (`game.a-ecrire`).
    FirstThrower(Color),
    CoinJustTaken(Color),
    Roll {
        color: Color,
        roll: Roll,
    },
    /// `roll SIDE 4-4-3`: a throw of three dice (`bg.dice.three`), for a profile that throws
    /// three (`dice: three`); `offset`: where the throw is written.
    Roll3 {
        color: Color,
        throw: Throw3,
        offset: usize,
    },
    /// `play MOVES`: each move a list of square tokens (`A-E-K`); empty for `play none`.
    Play(Vec<Vec<Tok>>),
    Declare(Declaration),
    /// `touch SQUARES`: checkers the roller touched before playing, without "j'adoube"
    /// (`move.touched`); one square per checker.
    Touch(Vec<Tok>),
    /// `correct MOVES`: the opponent has a false play put right (`move.fausse-case`); the
    /// board continues from the corrected play.
    Correct(Vec<Vec<Tok>>),
    /// `accept`: the opponent lets the roller's play and marking stand as they are
    /// (`ecole.accepted-non-play`, `mark.points.unchallenged`).
    Accept,
    /// `erase SIDE`: the other side wrongly erased SIDE's points on this roll (`ecole.erasing`).
    Erase(Color),
    /// `renounce SIDE`: SIDE takes off what the other side marked wrongly on this roll and
    /// marks nothing for it, renouncing the école (`ecole.points`).
    Renounce(Color),
    /// `pavillon-forgotten`: whoever wins the bredouille of trous on this roll does not put the
    /// pavillon up (`mark.pavillon`, Lepeintre r.59).
    PavillonForgotten,
    /// `not-erased`: the roller took a trou but left the opponent's points standing
    /// (`mark.trou.erases`, Lepeintre r.50).
    NotErased,
    /// `pour-tout`: the throw that bore off the last checker is played again as the roller's
    /// first throw of the next relevé (`jan.sortie.pour-tout`).
    PourTout,
    /// The roller goes away after his trous (`mark.sen-aller`) instead of playing.
    Go,
    Expect(Expect),
    Divergence {
        text: String,
        reason: String,
    },
    Chances(Color),
    /// Backgammon: `cube VALUE [SIDE|centre]`.
    Cube {
        value: u32,
        owner: Option<Color>,
    },
    /// Backgammon: `match LENGTH white N black M`.
    Match {
        length: u32,
        score: Pair,
    },
    /// Backgammon: `crawford`: this game is the Crawford game.
    Crawford,
    /// Backgammon: `double SIDE`.
    Double(Color),
    /// Backgammon: `take SIDE`.
    Take(Color),
    /// Backgammon: `drop SIDE`.
    Drop(Color),
    /// Backgammon: `beaver SIDE`.
    Beaver(Color),
    /// Backgammon: `opening white N black M`: the single dice of the opening.
    Opening {
        white: u8,
        black: u8,
    },
    /// Backgammon: `position-id ID`: gnubg's Position ID, relative to the side to play.
    PositionId(Tok),
    /// Backgammon: `match-id ID`: gnubg's Match ID: the cube, the match and its score, the
    /// Crawford game and the side on roll.
    MatchId(Tok),
    /// `chances SIDE after MOVES`: the roll being examined played so (judged by the engine),
    /// then SIDE's 36 next throws counted on the board it leaves.
    ChancesAfter {
        side: Color,
        moves: Vec<Vec<Tok>>,
    },
    /// `advice prefer A over B by more|fewer chances EVENT`, `… by points` or `… by rollout N`:
    /// the author's advice, checked by the exact chances of EVENT each play of the roll
    /// leaves, by the expected points at depth 1 and 2, or by a rollout of N trials.
    Advice(Advice),
    /// `acknowledge refuted|undecided|depends reason "…"`: after an `advice` line the counts
    /// do not confirm, the verdict they give and why the file keeps the author's claim.
    Acknowledge {
        verdict: AdviceVerdict,
        reason: String,
    },
    /// `tournament A over B form douze-trous|ecrire:N deals N seed S [sprt]`: the author's claim that
    /// player A beats player B (each a player's name in which `BASE` stands for the evaluator
    /// of each `recorded` line after it).
    Tournament(Tournament),
    /// `recorded BASE deals N stake MEAN low LOW high HIGH`: a tournament's figures under one
    /// evaluator, as last run.
    Recorded(Recorded),
    /// Backgammon, a match of games in turn (the tavli): `game white gammon` (a game of the
    /// match won by the side, with the result `single`, `gammon`, `backgammon` or `mother`) or
    /// `game draw`.
    GameOfMatch(Option<(Color, Tok)>),
}

/// A tournament claim (`tournament …`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tournament {
    /// The players' names, `BASE` standing for the evaluator (`bold:BASE`, `BASE+go`).
    pub a: Tok,
    pub b: Tok,
    /// The game form (`douze-trous`, `ecrire:N`: [`Form`](crate::engine::trictrac::game::Form)).
    pub form: Tok,
    /// Deals of the dice (each played in both seatings), the most with `sprt`.
    pub deals: u64,
    pub seed: u64,
    /// Stop at the sequential test's decision.
    pub sprt: bool,
}

/// A tournament's recorded figures under one evaluator (`recorded …`): A's mean stake a game
/// and its 95 % interval, written as the match prints them (three decimals, signed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recorded {
    /// The evaluator put for `BASE` (`greedy`, `greedy-1ply`).
    pub base: Tok,
    pub deals: u64,
    pub mean: String,
    pub low: String,
    pub high: String,
}

/// Which way the author's preferred play must move a count to be the better one: more chances
/// of a good event, or fewer of a bad one (`advice … by more|fewer chances …`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    More,
    Fewer,
}

/// How an advice is measured: by the chances of an event (`by more|fewer chances EVENT`), by
/// the expected points at depth 1 and 2 (`by points`), or by a rollout (`by rollout N`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Measure {
    Chances,
    Points,
    Rollout { trials: u32 },
}

/// What the counts say of an author's advice (`advice prefer A over B …`): *confirmed* when
/// they side with the author, *refuted* when they side against him, *undecided* when both
/// plays give the same count. *Depends on the player* is a verdict of evaluators (true under
/// one, false under another: `by points`, 1-ply against 2-ply) that exact counts never give.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum AdviceVerdict {
    Confirmed,
    Refuted,
    Undecided,
    Depends,
}

impl AdviceVerdict {
    /// Every verdict, in display order.
    pub const ALL: [AdviceVerdict; 4] = [
        AdviceVerdict::Confirmed,
        AdviceVerdict::Refuted,
        AdviceVerdict::Undecided,
        AdviceVerdict::Depends,
    ];

    /// Its word, as the scenario format writes it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            AdviceVerdict::Confirmed => "confirmed",
            AdviceVerdict::Refuted => "refuted",
            AdviceVerdict::Undecided => "undecided",
            AdviceVerdict::Depends => "depends",
        }
    }

    /// The verdict of two exact counts, the author's play's first, for `direction`.
    #[must_use]
    pub fn of_counts(preferred: u32, other: u32, direction: Direction) -> AdviceVerdict {
        let (better, worse) = match direction {
            Direction::More => (preferred > other, preferred < other),
            Direction::Fewer => (preferred < other, preferred > other),
        };
        if better {
            AdviceVerdict::Confirmed
        } else if worse {
            AdviceVerdict::Refuted
        } else {
            AdviceVerdict::Undecided
        }
    }
}

/// `advice prefer MOVES over MOVES by more|fewer chances EVENT` (or `by points`, `by rollout
/// N`): the author's claim that the first play of the roll is the better one, for a chance
/// event of the next throw or in points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Advice {
    /// How it is measured; `direction`, `event` and `thrower` are those of a count by chances
    /// only (for the others: `More`, `Expect::Plays(0)` and `None`, unused).
    pub measure: Measure,
    /// The play the author prefers (`none`: no move).
    pub prefer: Vec<Vec<Tok>>,
    /// The play he sets it against.
    pub over: Vec<Vec<Tok>>,
    pub direction: Direction,
    /// The event, read as the `expect chances` line it would be: one of the chance variants
    /// of [`Expect`], whose `count` is unused (0).
    pub event: Expect,
    /// Whose 36 throws are counted (`thrown by SIDE`); by default the side the event names.
    pub thrower: Option<Color>,
}

/// A statement and where it starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub stmt: Stmt,
    pub offset: usize,
}
