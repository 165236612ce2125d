//! `tablier`: the command-line front end. Every command lives in [`tablier::cli`].

use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use tablier::cli::corpus as cmd;
use tablier::cli::{self, Outcome};
use tablier::conformance::profile;
use tablier::engine::{Color, Context, Rules};

#[derive(Parser)]
#[command(
    name = "tablier",
    version,
    about = "The grand trictrac's rules, checked against its treatises"
)]
struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
enum Side {
    White,
    Black,
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

#[derive(Clone, Copy, ValueEnum)]
enum Player {
    Random,
    Greedy,
}

#[derive(Subcommand)]
enum Command {
    /// Draw a position: `opening`, 24 canonical counts, or `lepeintre white=A: white A13 H J; black Y15`.
    Show {
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
        /// With --svg: who throws.
        #[arg(long, value_enum, default_value = "white")]
        side: Side,
        /// With --svg: Black's side at the bottom.
        #[arg(long, requires = "svg")]
        flip: bool,
        /// With --svg --roll: the rule profile the jans are scored under.
        #[arg(long, requires = "svg")]
        profile: Option<String>,
    },
    /// The distinct legal plays of a roll.
    Moves {
        position: String,
        /// A roll: 6-5, 5-6 or 65.
        roll: String,
        #[arg(long, value_enum, default_value = "white")]
        side: Side,
        #[arg(long)]
        json: bool,
        /// Rule profile (a name under corpus/).
        #[arg(long)]
        profile: Option<String>,
    },
    /// Everything a roll scores, for both players.
    Score {
        position: String,
        roll: String,
        /// The side that rolled.
        #[arg(long, value_enum, default_value = "white")]
        side: Side,
        /// The roller's own roll count in the relevé (1 = his first); omitted: late in the relevé.
        #[arg(long)]
        roll_number: Option<u32>,
        /// The roller took his coin on his previous roll.
        #[arg(long)]
        coin_just_taken: bool,
        #[arg(long)]
        json: bool,
        /// One line per means, in words.
        #[arg(long)]
        explain: bool,
        #[arg(long)]
        profile: Option<String>,
    },
    /// For each jan, how many of the 36 chances of a throw give it, and to whom.
    Chances {
        position: String,
        /// The side that throws.
        #[arg(long, value_enum, default_value = "white")]
        side: Side,
        #[arg(long)]
        json: bool,
        #[arg(long)]
        profile: Option<String>,
    },
    /// Play whole games with seeded players, checking every invariant on every turn.
    Selfplay {
        #[arg(long, default_value_t = 1000)]
        games: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, value_enum, default_value = "random")]
        player: Player,
        #[arg(long, default_value_t = 1)]
        threads: usize,
        #[arg(long)]
        profile: Option<String>,
    },
    /// Replay a scenario file: each roll, what it scored, the marks after it.
    Replay { file: PathBuf },
    /// Run the scenarios (default: scenarios/) and summarise per work.
    Check {
        paths: Vec<PathBuf>,
        /// Run every scenario under this profile instead of its own.
        #[arg(long)]
        profile: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Check the readings' annotations (default: corpus/): rule IDs, scenario links, anchors.
    Lint {
        paths: Vec<PathBuf>,
        /// The scenarios folder the links point into.
        #[arg(long, default_value = "scenarios")]
        scenarios: PathBuf,
    },
    /// A reading with each claim marked confirmed, divergent, failing, pending or uncovered.
    Annotate {
        file: PathBuf,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
        #[arg(long, default_value = "scenarios")]
        scenarios: PathBuf,
    },
    /// The coverage of each reading (default: corpus/); `--html DIR` writes the static site.
    Report {
        paths: Vec<PathBuf>,
        #[arg(long)]
        html: Option<PathBuf>,
        /// text or json (html is for `annotate`; the site is `--html DIR`).
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
        #[arg(long, default_value = "scenarios")]
        scenarios: PathBuf,
    },
    /// Every scenario whose outcome changes between two rule profiles.
    Diff {
        /// Give it twice: `--profile A --profile B`.
        #[arg(long = "profile", num_args = 1, required = true)]
        profiles: Vec<String>,
        paths: Vec<PathBuf>,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum Format {
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

fn rules_for(profile: Option<&str>) -> Result<Rules, Outcome> {
    match profile {
        None => Ok(Rules::default()),
        Some(name) => profile::resolve_profile(name)
            .ok_or_else(|| Outcome::invalid(format!("unknown profile `{name}`"))),
    }
}

fn or_corpus(paths: Vec<PathBuf>) -> Vec<PathBuf> {
    if paths.is_empty() {
        cmd::default_corpus()
    } else {
        paths
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    let out = match args.command {
        Command::Show {
            position,
            svg,
            roll,
            play,
            side,
            flip,
            profile,
        } => {
            if svg {
                let o = cmd::SvgShow {
                    roll: roll.as_deref(),
                    play: play.as_deref(),
                    side: side.into(),
                    flip,
                };
                match rules_for(profile.as_deref()) {
                    Ok(rules) => cmd::show_svg(&position, &o, &rules),
                    Err(o) => o,
                }
            } else {
                cli::show(&position)
            }
        }
        Command::Moves {
            position,
            roll,
            side,
            json,
            profile,
        } => match rules_for(profile.as_deref()) {
            Ok(rules) => cli::moves(&position, &roll, side.into(), json, &rules),
            Err(o) => o,
        },
        Command::Score {
            position,
            roll,
            side,
            roll_number,
            coin_just_taken,
            json,
            explain,
            profile,
        } => match rules_for(profile.as_deref()) {
            Ok(rules) => {
                let ctx = Context {
                    roll_number,
                    coin_just_taken,
                    opponent_first_roll: None,
                };
                cli::score(&position, &roll, side.into(), &ctx, json, explain, &rules)
            }
            Err(o) => o,
        },
        Command::Chances {
            position,
            side,
            json,
            profile,
        } => match rules_for(profile.as_deref()) {
            Ok(rules) => cli::chances(&position, side.into(), json, &rules),
            Err(o) => o,
        },
        Command::Selfplay {
            games,
            seed,
            player,
            threads,
            profile,
        } => match rules_for(profile.as_deref()) {
            Ok(rules) => {
                let strategy = match player {
                    Player::Random => tablier::engine::selfplay::Strategy::Random,
                    Player::Greedy => tablier::engine::selfplay::Strategy::Greedy,
                };
                cli::selfplay(&tablier::engine::selfplay::Config {
                    games,
                    seed,
                    strategy,
                    rules,
                    threads,
                })
            }
            Err(o) => o,
        },
        Command::Replay { file } => cli::replay(&file),
        Command::Check {
            paths,
            profile,
            json,
        } => {
            let paths = if paths.is_empty() {
                cli::default_scenarios()
            } else {
                paths
            };
            cli::check(&paths, &profile::resolve_profile, profile.as_deref(), json)
        }
        Command::Lint { paths, scenarios } => cmd::lint(&or_corpus(paths), &scenarios),
        Command::Annotate {
            file,
            format,
            scenarios,
        } => cmd::annotate(&file, format.into(), &scenarios),
        Command::Report {
            paths,
            html,
            format,
            scenarios,
        } => cmd::report(
            html.as_deref(),
            format.into(),
            &or_corpus(paths),
            &scenarios,
        ),
        Command::Diff {
            profiles,
            paths,
            json,
        } => match profiles.as_slice() {
            [a, b] => {
                let paths = if paths.is_empty() {
                    cli::default_scenarios()
                } else {
                    paths
                };
                cmd::diff(a, b, &paths, json, &profile::resolve_profile)
            }
            _ => Outcome::invalid("expected exactly two profiles: --profile A --profile B"),
        },
    };
    // a reader that stops early (`tablier check --json | head`) is not an error
    let _ = std::io::stdout().write_all(out.stdout.as_bytes());
    let _ = std::io::stderr().write_all(out.stderr.as_bytes());
    ExitCode::from(u8::try_from(out.code).unwrap_or(2))
}
