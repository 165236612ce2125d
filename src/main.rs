//! `tablier`: the command-line front end. Every command lives in [`tablier::cli`].

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use tablier::cli::{self, Outcome};
use tablier::{Color, Context, Rules};

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

#[derive(Subcommand)]
enum Command {
    /// Draw a position: `opening`, 24 canonical counts, or `lepeintre white=A: white A13 H J; black Y15`.
    Show { position: String },
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
    /// Run the scenarios (default: scenarios/) and summarise per work.
    Check {
        paths: Vec<PathBuf>,
        /// Run every scenario under this profile instead of its own.
        #[arg(long)]
        profile: Option<String>,
        #[arg(long)]
        json: bool,
    },
}

fn rules_for(profile: Option<&str>) -> Result<Rules, Outcome> {
    match profile {
        None => Ok(Rules::default()),
        Some(name) => cli::resolve_profile(name)
            .ok_or_else(|| Outcome::invalid(format!("unknown profile `{name}`"))),
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    let out = match args.command {
        Command::Show { position } => cli::show(&position),
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
            cli::check(&paths, &cli::resolve_profile, profile.as_deref(), json)
        }
    };
    print!("{}", out.stdout);
    eprint!("{}", out.stderr);
    ExitCode::from(u8::try_from(out.code).unwrap_or(2))
}
