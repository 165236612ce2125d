//! The command line's arguments: every command, flag and value, each with its help text.

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};
use tablier::cli::corpus as cmd;
use tablier::engine::Color;

#[derive(Parser)]
#[command(
    name = "tablier",
    version,
    about = "The rules of the grand trictrac and backgammon, checked against their treatises"
)]
pub(crate) struct Args {
    #[command(subcommand)]
    pub(crate) command: Command,
    /// The folder holding corpus/ and scenarios/ (default: TABLIER_ROOT, else the nearest
    /// working copy from the current folder up, else the copy embedded in tablier).
    #[arg(long, global = true, value_name = "DIR")]
    pub(crate) root: Option<PathBuf>,
}

#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum Side {
    White,
    Black,
}

impl From<GameArg> for tablier::engine::GameKind {
    fn from(g: GameArg) -> tablier::engine::GameKind {
        match g {
            GameArg::Trictrac => tablier::engine::GameKind::Trictrac,
            GameArg::Backgammon => tablier::engine::GameKind::Backgammon,
        }
    }
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum GameArg {
    Trictrac,
    Backgammon,
}

#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum Player {
    Random,
    Greedy,
}

impl Player {
    /// The name given on the command line.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Player::Random => "random",
            Player::Greedy => "greedy",
        }
    }
}

/// A count of games or deals, at most [`GAMES`](tablier::engine::limits::GAMES).
fn games() -> clap::builder::RangedU64ValueParser<u64> {
    clap::value_parser!(u64).range(..=tablier::engine::limits::GAMES)
}

#[derive(Subcommand)]
pub(crate) enum Command {
    /// Draw a position: `opening`, 24 canonical counts, or `lepeintre white=A: white A13 H J; black Y15`.
    Show {
        /// A position; a canonical one may start with a Black count (`-1,…`).
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// Print the board as an SVG document instead of text.
        #[arg(long)]
        svg: bool,
        /// With --svg: the dice thrown (6-5) and the means of the jans they make.
        #[arg(long, requires = "svg")]
        roll: Option<String>,
        /// With --svg --roll: the play, in the position's notation (`A-G A-F`), as arrows.
        #[arg(long, requires = "roll")]
        play: Option<String>,
        /// With --svg: who throws (default: White; backgammon: the side on roll, which a
        /// Match ID states).
        #[arg(long, value_enum)]
        side: Option<Side>,
        /// With --svg: Black's side at the bottom.
        #[arg(long, requires = "svg")]
        flip: bool,
        /// The rule profile: its game is the game shown; with --svg the jans are scored under
        /// it (backgammon: whether a cube is drawn); a backgammon Match ID is read under it
        /// (its Jacoby rule, its cube).
        #[arg(long)]
        profile: Option<String>,
        /// The game: trictrac, or backgammon (positions `opening`, `nackgammon`, a gnubg
        /// Position ID or `points: white 24x2 13x5; black …`; profiles of that game). Default:
        /// the game of --profile, else trictrac.
        #[arg(long, value_enum)]
        game: Option<GameArg>,
    },
    /// The distinct legal plays of a roll.
    Moves {
        /// A position; a canonical one may start with a Black count (`-1,…`).
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// A roll: 6-5, 5-6 or 65 (backgammon: default, the dice a Match ID holds).
        roll: Option<String>,
        /// The side to move. Default: the side to play the position states (`to-play`, a position
        /// ID, a Match ID), else White.
        #[arg(long, value_enum)]
        side: Option<Side>,
        /// As JSON, for programs.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        reading: Reading,
    },
    /// Everything a roll scores, for both players (backgammon: who has won, and the value).
    Score {
        /// A position; a canonical one may start with a Black count (`-1,…`).
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// The roll (trictrac only: backgammon values the position as it stands).
        roll: Option<String>,
        /// The side that rolled. Default: the side to play the position states (`to-play`, a
        /// position ID, a Match ID), else White.
        #[arg(long, value_enum)]
        side: Option<Side>,
        /// The roller's own roll count in the relevé (1 = his first); omitted: late in the
        /// relevé (trictrac only).
        #[arg(long)]
        roll_number: Option<u32>,
        /// The roller took his coin on his previous roll (trictrac only).
        #[arg(long)]
        coin_just_taken: bool,
        /// As JSON, for programs.
        #[arg(long)]
        json: bool,
        /// One line per means, in words (trictrac only).
        #[arg(long)]
        explain: bool,
        #[command(flatten)]
        reading: Reading,
    },
    /// For each jan, how many of the 36 chances of a throw give it, and to whom.
    Chances {
        /// A position; a canonical one may start with a Black count (`-1,…`).
        #[arg(allow_hyphen_values = true)]
        position: String,
        /// The side that throws. Default: the side to play the position states (`to-play`, a
        /// position ID, a Match ID), else White.
        #[arg(long, value_enum)]
        side: Option<Side>,
        /// As JSON, for programs.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        reading: Reading,
    },
    /// Play whole games with seeded players, checking every invariant on every turn.
    Selfplay {
        /// How many games to play (at most 1,000,000); under a profile that is a match of
        /// games in turn (`tavli`), how many matches.
        #[arg(long, default_value_t = 1000, value_parser = games())]
        games: u64,
        /// The seed of the dice and the players' choices: the same seed plays the same games.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// How the players choose: at random, or greedy (the play leaving the most full jans, then
        /// the most cases and the fewest blots; always staying after a trou). Backgammon has
        /// the random player only.
        #[arg(long, value_enum, default_value = "random")]
        player: Player,
        /// Threads to play on: 1 up to the machine's parallelism (more are capped at it; the
        /// statistics are the same whatever the number).
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// The rule profile (a name under corpus/; default: Lepeintre's reading, or the modern
        /// game with --game backgammon).
        #[arg(long)]
        profile: Option<String>,
        /// The game: trictrac, or backgammon (positions `opening`, `nackgammon`, a gnubg
        /// Position ID or `points: white 24x2 13x5; black …`; profiles of that game). Default:
        /// the game of --profile, else trictrac.
        #[arg(long, value_enum)]
        game: Option<GameArg>,
    },
    /// Play a match between two players, in twelve trous or à écrire: each deal of the dice
    /// is played twice, the first player as White then as Black, and his result is given with
    /// its 95 % interval (win rate, stake, trous or marqués margin).
    Match {
        /// The player the figures are for (P), White in the first game of each deal:
        /// PLAY or PLAY+GOING, PLAY one of random, greedy, greedy-1ply or a maxim over greedy or
        /// greedy-1ply (bold:greedy, cautious:greedy-1ply: see players/maxim.rs), GOING one of go, stay,
        /// 21 (Lepeintre's 21 points to play), ev (by expected value: greedy-1ply only),
        /// random; PLAY alone goes as random+random, greedy+stay, greedy-1ply+ev.
        #[arg(long, value_name = "PLAYER")]
        white: String,
        /// His opponent (Q), Black in the first game of each deal (the same names).
        #[arg(long, value_name = "PLAYER")]
        black: String,
        /// Deals of the dice: each is played in both seatings on the same dice, so twice as
        /// many games (at most 1,000,000 deals).
        #[arg(long, default_value_t = 500, value_parser = games())]
        games: u64,
        /// The seed of the dice and of the players' choices: the same seed plays the same
        /// match.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Threads to play on: 1 up to the machine's parallelism (more are capped at it; the
        /// figures are the same whatever the number).
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// The rule profile (a name under corpus/, of trictrac: backgammon plays no match;
        /// default: Lepeintre's reading); its payout values the stake.
        #[arg(long)]
        profile: Option<String>,
        /// Stop as soon as a sequential test (SPRT on the deals won: 1/2 against 1/2 ± 0.05,
        /// alpha = beta = 0.05, 100 deals at least) decides; --games is then the most played.
        #[arg(long)]
        sprt: bool,
        /// The form of the game: douze-trous (the game in twelve trous, its stake under the
        /// profile's payout), or ecrire:N (à écrire in N marqués, N even, at most 100: each marqué of six
        /// trous or more reckoned, the postillons at the end, the stake the écrits' difference
        /// in jetons).
        #[arg(long, default_value = "douze-trous", value_name = "FORM")]
        form: tablier::engine::trictrac::game::Form,
    },
    /// Analyse the transcribed plays of scenario files, given in the order of the game: each
    /// play set against the best of its roll by the 1-ply evaluator, with the points given
    /// up, a mark (doubtful, bad, very bad) and the error rate per unforced play.
    Analyse {
        /// Scenario files or folders, or their ids (`lepeintre-1818/part1/1-i-fig1-six-tables`),
        /// in the order of the game; a relative path not found here is looked for in the root.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
    },
    /// Replay a scenario file: each roll, what it scored, the marks after it.
    Replay {
        /// A scenario file, or its id (`lepeintre-1818/part1/1-i-go-away-and-next-releve`); a
        /// relative path not found here is looked for in the root.
        file: PathBuf,
        /// The notation flèches are named in (default: the file's own; a backgammon scenario
        /// is replayed in its own).
        #[arg(long, value_name = "NAME")]
        notation: Option<String>,
    },
    /// Write the skeleton of a new scenario, scenarios/WORK/ID.scn (never over a file).
    New {
        /// The new scenario's id: a work of corpus/, then its name (`modern/my-example`).
        id: String,
    },
    /// Run the scenarios (default: scenarios/) and summarise per work.
    Check {
        /// Scenario files or folders; or scenario ids (`modern/bredouille`), folders of ids
        /// (`lepeintre-1818/part1`) or the start of ids, under the root's scenarios/. A
        /// relative path not found here is looked for in the root.
        paths: Vec<PathBuf>,
        /// Only the scenarios of this work (`lepeintre-1818`).
        #[arg(long, value_name = "WORK")]
        work: Option<String>,
        /// Only the scenarios whose front matter lists this rule ID (`jan.mezeas`).
        #[arg(long, value_name = "ID")]
        rule: Option<String>,
        /// List each documented divergence (file, line, locator, the author's claim, the
        /// corrected one and the reason) instead of the table.
        #[arg(long, conflicts_with_all = ["json", "format"])]
        divergences: bool,
        /// Play the recorded tournaments again (`tournament` lines: slow) and fail where a
        /// figure differs from the one recorded; without it their recorded verdicts are read.
        #[arg(long, alias = "slow")]
        advice: bool,
        /// Run every scenario of the profile's game under this profile instead of its own (the
        /// scenarios of the other game keep theirs; none of its game is an error).
        #[arg(long)]
        profile: Option<String>,
        /// Same as `--format json`.
        #[arg(long, conflicts_with = "format")]
        json: bool,
        /// text (each failure drawn with its source line), json, or github (annotations for
        /// GitHub Actions: `::error file=…,line=…,col=…::…`).
        #[arg(long, value_enum, default_value = "text")]
        format: CheckFormat,
    },
    /// Check the readings' annotations (default: corpus/): rule IDs, scenario links, anchors.
    Lint {
        /// Readings (Markdown files) or folders of them (default: the root's corpus/); a
        /// relative path not found here is looked for in the root.
        paths: Vec<PathBuf>,
        /// The scenarios folder the links point into (default: the root's scenarios/).
        #[arg(long)]
        scenarios: Option<PathBuf>,
    },
    /// A reading with each claim marked confirmed, divergent, failing, pending or uncovered.
    Annotate {
        /// A reading (`corpus/lepeintre-1818/reading.md`); a relative path not found here is
        /// looked for in the root.
        file: PathBuf,
        /// text, json, or html (a page of its own, on stdout).
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
        /// The scenarios folder (default: the root's scenarios/).
        #[arg(long)]
        scenarios: Option<PathBuf>,
    },
    /// The coverage of each reading (default: corpus/); `--html DIR` writes the static site.
    Report {
        /// Readings or folders of them (default: the root's corpus/); a relative path not
        /// found here is looked for in the root.
        paths: Vec<PathBuf>,
        /// Write the static site into this folder (its pages only: see the README).
        #[arg(long, value_name = "DIR")]
        html: Option<PathBuf>,
        /// text or json (html is for `annotate`; the site is `--html DIR`).
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
        /// With --html: write only the card of this scenario (`modern/bredouille`) and the
        /// pages it links to, leaving the rest of DIR as it is; print its report.
        #[arg(long, requires = "html", conflicts_with = "format", value_name = "ID")]
        only: Option<String>,
        /// The scenarios folder (default: the root's scenarios/).
        #[arg(long)]
        scenarios: Option<PathBuf>,
    },
    /// The rules catalogue; a rule ID with its tariff, readings and scenarios; or a French term.
    Rules {
        /// A rule ID (`jan.mezeas`) or a term of the glossary (`bredouille`, `s'en aller`).
        query: Option<String>,
        /// The glossary instead of the catalogue.
        #[arg(long, conflicts_with = "query")]
        glossary: bool,
        /// The rule options on which the treatises differ (with --markdown, the docs' table).
        #[arg(long, conflicts_with_all = ["query", "glossary"])]
        options: bool,
        /// As JSON, for programs.
        #[arg(long)]
        json: bool,
        /// As Markdown: docs/rules.md (with --glossary, docs/glossary.md; with --options, the
        /// options' table).
        #[arg(long, conflicts_with_all = ["json", "query"])]
        markdown: bool,
        /// The scenarios folder (default: the root's scenarios/).
        #[arg(long)]
        scenarios: Option<PathBuf>,
    },
    /// Every scenario whose outcome changes between two rule profiles.
    Diff {
        /// Give it twice: `--profile lepeintre-1818 --profile guiton-1822`.
        #[arg(long = "profile", num_args = 1, required = true)]
        profiles: Vec<String>,
        /// Scenario files, folders or ids (default: the root's scenarios/).
        paths: Vec<PathBuf>,
        /// As JSON, for programs.
        #[arg(long)]
        json: bool,
        /// Exit 1 when an outcome changes (0 when none does).
        #[arg(long)]
        exit_code: bool,
    },
}

#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum CheckFormat {
    Text,
    Json,
    Github,
}

#[derive(Clone, Copy, ValueEnum)]
pub(crate) enum Format {
    Text,
    Json,
    Html,
}

impl From<Format> for cmd::Format {
    fn from(f: Format) -> cmd::Format {
        match f {
            Format::Text => cmd::Format::Text,
            Format::Json => cmd::Format::Json,
            Format::Html => cmd::Format::Html,
        }
    }
}

/// How a command about a position reads it and answers: `moves`, `score` and `chances` share
/// these.
#[derive(clap::Args)]
pub(crate) struct Reading {
    /// The rule profile (a name under corpus/; default: Lepeintre's reading, or the modern
    /// game with --game backgammon).
    #[arg(long)]
    pub(crate) profile: Option<String>,
    /// The notation of the answer: `canonical`, `fleche`, `bn`, `side`, `lepeintre`,
    /// `lepeintre black=A`, `soumille`… (default: the position's own); backgammon `moves`:
    /// `points`, `guiton`, `lepeintre white=A`.
    #[arg(long, value_name = "NAME")]
    pub(crate) notation: Option<String>,
    /// The game: trictrac, or backgammon (positions `opening`, `nackgammon`, a gnubg
    /// Position ID or `points: white 24x2 13x5; black …`, or its full ID
    /// `POSITION_ID:MATCH_ID`; profiles of that game). Default: the game of --profile, else
    /// trictrac.
    #[arg(long, value_enum)]
    pub(crate) game: Option<GameArg>,
}
