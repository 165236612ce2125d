//! `tablier`: the command-line front end. Every command lives in [`tablier::cli`].

use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use include_dir::{include_dir, Dir};
use tablier::cli::backgammon as bg;
use tablier::cli::corpus as cmd;
use tablier::cli::given::{self, Found};
use tablier::cli::{self, Outcome};
use tablier::conformance::profile;
use tablier::engine::{
    trictrac::{Context, Notation, Rules},
    Color, GameKind,
};
use tablier::input::root;
use tablier::input::shown::escape_controls;

/// The shipped profiles and readings, and the scenarios, so the installed binary works from any
/// folder (`build.rs` rebuilds it when they change). Kept in the binary, not the library, so a
/// scenario edited does not touch the library's code.
static CORPUS: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/corpus");
static SCENARIOS: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/scenarios");

#[path = "main/args.rs"]
mod args;
use args::{Args, CheckFormat, Command, GameArg, Player, Reading, Side};

fn rules_for(profile: Option<&str>) -> Result<Rules, Outcome> {
    match profile {
        None => Ok(Rules::default()),
        Some(name) => profile::resolve_profile(name).ok_or_else(|| cli::unknown_profile(name)),
    }
}

/// `out` with `note` (the capped `--threads`) first on its stderr.
fn noted(mut out: Outcome, note: Option<String>) -> Outcome {
    if let Some(note) = note {
        out.stderr.insert_str(0, &note);
    }
    out
}

/// The backgammon rules of the profile named (default: the modern game).
fn bg_rules_for(profile: Option<&str>) -> Result<tablier::engine::tables::BgRules, Outcome> {
    match profile {
        None => Ok(tablier::engine::tables::BgRules::default()),
        Some(name) => match profile::shipped_profiles().as_ref().ok().and_then(|p| p.get(name)) {
            Some(p) if p.game == tablier::engine::GameKind::Backgammon => Ok(p.bg_rules.clone()),
            Some(_) => Err(Outcome::invalid(format!(
                "profile `{name}` is a trictrac profile: name a backgammon one (`modern-backgammon`, `guiton-1822-backgammon`, `lepeintre-1818-gammon`…)"
            ))),
            None => Err(cli::unknown_profile(name)),
        },
    }
}

/// The games in turn, their profiles' names and the length of the match a tables profile
/// plays, when it is one (`series`; the loader checked that each game is a tables profile).
fn bg_series_for(
    profile: Option<&str>,
) -> Option<(Vec<tablier::engine::tables::BgRules>, Vec<String>, u32)> {
    let profiles = profile::shipped_profiles().as_ref().ok()?;
    let spec = profiles.get(profile?)?.series.as_ref()?;
    let turn = spec
        .games
        .iter()
        .map(|g| profiles.get(g).map(|p| p.bg_rules.clone()))
        .collect::<Option<Vec<_>>>()?;
    Some((turn, spec.games.clone(), spec.length))
}

/// The game a command plays ([`cli::game::game_of`]).
fn game_of(game: Option<GameArg>, profile: Option<&str>) -> Result<GameKind, Outcome> {
    cli::game::game_of(game.map(GameKind::from), profile)
}

/// A trictrac `moves` or `score` without its roll.
const NO_ROLL: &str = "roll: expected the roll that was thrown, such as `6-5`";

/// The `--notation` given, read.
fn notation_of(name: Option<&str>) -> Result<Option<Notation>, Outcome> {
    name.map(cli::notation::parse_arg)
        .transpose()
        .map_err(Outcome::invalid)
}

/// The side given, or the one the position states.
fn side_of(side: Option<Side>, position: &str) -> Color {
    side.map_or_else(|| cli::stated_turn(position), Color::from)
}

/// The paths given, found ([`given::find`]), or the root's default folder.
fn or_default(
    paths: &[PathBuf],
    kind: given::Kind,
    default: fn() -> Result<PathBuf, Outcome>,
) -> Result<Found, Outcome> {
    if paths.is_empty() {
        default().map(|p| Found {
            paths: vec![p],
            notes: String::new(),
        })
    } else {
        given::find(paths, kind)
    }
}

/// The scenarios folder given (found), or the root's.
fn scenarios_or_default(given: Option<PathBuf>) -> Result<Found, Outcome> {
    or_default(
        given.as_slice(),
        given::Kind::Folder,
        cli::default_scenarios,
    )
}

/// Both found, their notes together (`a`'s first), or the first error.
fn both(a: Result<Found, Outcome>, b: Result<Found, Outcome>) -> Result<(Found, Found), Outcome> {
    let (a, mut b) = (a?, b?);
    b.notes.insert_str(0, &a.notes);
    Ok((a, b))
}

fn main() -> ExitCode {
    let args = Args::parse();
    root::set_embedded(root::Embedded {
        corpus: &CORPUS,
        scenarios: &SCENARIOS,
    });
    if let Some(dir) = args.root {
        root::set_flag(dir);
    }
    cli::progress::enable_on_terminal();
    let out = run(args.command);
    let mut stderr = out.stderr;
    if root::used() {
        if let Some(note) = root::get().ok().and_then(root::Root::note) {
            stderr.insert_str(0, &format!("note: {note}\n"));
        }
    }
    // nothing read from a file or an argument drives the terminal, whatever printed it
    let (stdout, stderr) = (escape_controls(&out.stdout), escape_controls(&stderr));
    // a reader that stops early (`tablier check --json | head`) is not an error
    let _ = std::io::stdout().write_all(stdout.as_bytes());
    let _ = std::io::stderr().write_all(stderr.as_bytes());
    // a private temporary copy of the embedded files, if one was needed, goes with the process
    root::cleanup();
    ExitCode::from(u8::try_from(out.code).unwrap_or(2))
}

fn run(command: Command) -> Outcome {
    match command {
        Command::Show {
            position,
            svg,
            roll,
            play,
            side,
            flip,
            profile,
            game,
        } => match game_of(game, profile.as_deref()) {
            Err(o) => o,
            Ok(GameKind::Backgammon) if svg => match bg_rules_for(profile.as_deref()) {
                Ok(rules) => {
                    let o = cli::backgammon::BgSvg {
                        roll: roll.as_deref(),
                        play: play.as_deref(),
                        side: side.map(Color::from),
                        flip,
                    };
                    cli::backgammon::show_svg(&position, &o, &rules)
                }
                Err(o) => o,
            },
            Ok(GameKind::Backgammon) => match bg_rules_for(profile.as_deref()) {
                Ok(rules) => cli::backgammon::show(&position, side.map(Color::from), &rules),
                Err(o) => o,
            },
            Ok(GameKind::Trictrac) if svg => {
                let o = cmd::SvgShow {
                    roll: roll.as_deref(),
                    play: play.as_deref(),
                    side: side.map_or(Color::White, Color::from),
                    flip,
                };
                match rules_for(profile.as_deref()) {
                    Ok(rules) => cmd::show_svg(&position, &o, &rules),
                    Err(o) => o,
                }
            }
            Ok(GameKind::Trictrac) => match side {
                Some(_) => Outcome::invalid(
                    "--side: trictrac's `show` draws the position as it states it; --side is for --svg",
                ),
                None => cli::show(&position),
            },
        },
        Command::Moves {
            position,
            roll,
            side,
            json,
            reading:
                Reading {
                    profile,
                    notation,
                    game,
                },
        } => match game_of(game, profile.as_deref()) {
            Err(o) => o,
            Ok(GameKind::Backgammon) => {
                let r = roll.as_deref().map(cli::roll_arg).transpose();
                let n = notation.as_deref().map(bg::notation_arg).transpose();
                match (bg_rules_for(profile.as_deref()), r, n) {
                    (Ok(rules), Ok(Some(_)), Ok(_))
                        if rules.dice == tablier::engine::tables::Dice::Three =>
                    {
                        Outcome::invalid(
                            "roll: this profile throws three dice (`dice: three`) and `moves` reads a roll of two; a throw of three is stated in a scenario (`roll white 4-4-3`)",
                        )
                    }
                    (Ok(rules), Ok(r), Ok(n)) => {
                        bg::moves(&position, r, side.map(Color::from), n, json, &rules)
                    }
                    (Err(o), _, _) => o,
                    (_, Err(e), _) | (_, _, Err(e)) => Outcome::invalid(e),
                }
            }
            Ok(GameKind::Trictrac) => match (
                rules_for(profile.as_deref()),
                notation_of(notation.as_deref()),
                roll,
            ) {
                (Ok(rules), Ok(n), Some(roll)) => {
                    cli::moves_in(&position, &roll, side_of(side, &position), json, &rules, n)
                }
                (Err(o), _, _) | (_, Err(o), _) => o,
                (_, _, None) => Outcome::invalid(NO_ROLL),
            },
        },
        Command::Score {
            position,
            roll,
            side,
            roll_number,
            coin_just_taken,
            json,
            explain,
            reading:
                Reading {
                    profile,
                    notation,
                    game,
                },
        } => match game_of(game, profile.as_deref()) {
            Err(o) => o,
            Ok(GameKind::Backgammon) => {
                // what only trictrac's score reads: refused, not ignored
                let unused = [
                    (roll.is_some(), "roll: backgammon's score values the position as it stands, with no roll"),
                    (roll_number.is_some(), "--roll-number: backgammon has no relevé (trictrac only)"),
                    (coin_just_taken, "--coin-just-taken: backgammon has no coin (trictrac only)"),
                    (explain, "--explain: backgammon's score has no jans or means to explain (trictrac only)"),
                    (notation.is_some(), "--notation: backgammon's score names no point (for `moves`)"),
                ];
                match (unused.iter().find(|(given, _)| *given), bg_rules_for(profile.as_deref())) {
                    (Some((_, why)), _) => Outcome::invalid(why),
                    (None, Ok(rules)) => bg::score(&position, side.map(Color::from), json, &rules),
                    (None, Err(o)) => o,
                }
            }
            Ok(GameKind::Trictrac) => match (
                rules_for(profile.as_deref()),
                notation_of(notation.as_deref()),
                roll,
            ) {
                (Ok(rules), Ok(notation), Some(roll)) => {
                    let ctx = Context {
                        roll_number,
                        coin_just_taken,
                        opponent_first_roll: None,
                    };
                    let output = cli::ScoreOutput {
                        json,
                        explain,
                        notation,
                    };
                    cli::score_in(
                        &position,
                        &roll,
                        side_of(side, &position),
                        &ctx,
                        &output,
                        &rules,
                    )
                }
                (Err(o), _, _) | (_, Err(o), _) => o,
                (_, _, None) => Outcome::invalid(NO_ROLL),
            },
        },
        Command::Chances {
            position,
            side,
            json,
            reading:
                Reading {
                    profile,
                    notation,
                    game,
                },
        } => match game_of(game, profile.as_deref()) {
            Err(o) => o,
            Ok(GameKind::Backgammon) if notation.is_some() => Outcome::invalid(
                "--notation: backgammon's chances name no point (for `moves`)",
            ),
            Ok(GameKind::Backgammon) => match bg_rules_for(profile.as_deref()) {
                Ok(rules) if rules.dice == tablier::engine::tables::Dice::Three => {
                    Outcome::invalid(
                        "chances: this profile throws three dice (`dice: three`); the chances are counted out of the 36 throws of two",
                    )
                }
                Ok(rules) => bg::chances(&position, side.map(Color::from), json, &rules),
                Err(o) => o,
            },
            Ok(GameKind::Trictrac) => match (
                rules_for(profile.as_deref()),
                notation_of(notation.as_deref()),
            ) {
                (Ok(rules), Ok(n)) => {
                    cli::chances_in(&position, side_of(side, &position), json, &rules, n)
                }
                (Err(o), _) | (_, Err(o)) => o,
            },
        },
        Command::Selfplay {
            games,
            seed,
            player,
            threads,
            profile,
            game,
        } => match game_of(game, profile.as_deref()) {
            Err(o) => o,
            Ok(GameKind::Backgammon) => match (
                bg::selfplay_player(player.name()),
                bg_rules_for(profile.as_deref()),
                cli::threads_arg(threads),
            ) {
                (Ok(()), Ok(rules), Ok((threads, note))) => match bg_series_for(profile.as_deref()) {
                    Some((turn, names, length)) => noted(
                        bg::selfplay_series(games, seed, &turn, &names, length, threads),
                        note,
                    ),
                    None => noted(bg::selfplay(games, seed, &rules, threads), note),
                },
                (Err(o), _, _) | (_, Err(o), _) | (_, _, Err(o)) => o,
            },
            Ok(GameKind::Trictrac) => match (rules_for(profile.as_deref()), cli::threads_arg(threads)) {
                (Ok(rules), Ok((threads, note))) => {
                    let strategy = match player {
                        Player::Random => tablier::engine::trictrac::selfplay::Strategy::Random,
                        Player::Greedy => tablier::engine::trictrac::selfplay::Strategy::Greedy,
                    };
                    let out = cli::selfplay(&tablier::engine::trictrac::selfplay::Config {
                        games,
                        seed,
                        strategy,
                        rules,
                        threads,
                    });
                    noted(out, note)
                }
                (Err(o), _) | (_, Err(o)) => o,
            },
        },
        Command::Match {
            white,
            black,
            games,
            seed,
            threads,
            profile,
            sprt,
            form,
        } => match (
            cli::game::of_match(profile.as_deref()),
            rules_for(profile.as_deref()),
            cli::threads_arg(threads),
        ) {
            (Ok(()), Ok(rules), Ok((threads, note))) => {
                let args = cli::tournament::MatchArgs {
                    white: &white,
                    black: &black,
                    form,
                    deals: games,
                    seed,
                    profile: profile.as_deref(),
                    threads,
                    sprt,
                };
                noted(cli::tournament::play(&args, rules), note)
            }
            (Err(o), _, _) | (_, Err(o), _) | (_, _, Err(o)) => o,
        },
        Command::Analyse { paths } => match given::find(&paths, given::Kind::Scenario) {
            Ok(found) => found.noted(cli::analyse::analyse(&found.paths)),
            Err(o) => o,
        },
        Command::Replay { file, notation } => {
            match (
                notation_of(notation.as_deref()),
                given::find_one_file(&file),
            ) {
                (Ok(n), Ok(found)) => found.noted(cli::replay_in(&found.paths[0], n)),
                (Err(o), _) | (_, Err(o)) => o,
            }
        }
        Command::New { id } => cli::new::new(&id),
        Command::Check {
            paths,
            work,
            rule,
            divergences,
            advice,
            profile,
            json,
            format,
        } => {
            tablier::conformance::scenario::run::set_replay_tournaments(advice);
            let form = match (json, format) {
                (true, _) | (_, CheckFormat::Json) => cli::CheckForm::Json,
                (_, CheckFormat::Github) => cli::CheckForm::Github,
                (_, CheckFormat::Text) => cli::CheckForm::Text,
            };
            let filter = cli::select::Filter {
                work: work.as_deref(),
                rule: rule.as_deref(),
            };
            let resolve = &profile::resolve_profile;
            match cli::select::scenarios(&paths, filter) {
                Ok(found) if divergences => found.noted(cli::select::divergences(
                    &found.paths,
                    resolve,
                    profile.as_deref(),
                )),
                Ok(found) => found.noted(cli::check_as(
                    &found.paths,
                    resolve,
                    profile.as_deref(),
                    form,
                )),
                Err(o) => cli::check_refused(form, o),
            }
        }
        Command::Lint { paths, scenarios } => match both(
            or_default(&paths, given::Kind::Reading, cmd::default_corpus),
            scenarios_or_default(scenarios),
        ) {
            Ok((paths, scenarios)) => scenarios.noted(cmd::lint(&paths.paths, &scenarios.paths[0])),
            Err(o) => o,
        },
        Command::Annotate {
            file,
            format,
            scenarios,
        } => match both(
            given::find_one(&file, given::Kind::Reading),
            scenarios_or_default(scenarios),
        ) {
            Ok((file, scenarios)) => scenarios.noted(cmd::annotate(
                &file.paths[0],
                format.into(),
                &scenarios.paths[0],
            )),
            Err(o) => o,
        },
        Command::Report {
            paths,
            html,
            format,
            only,
            scenarios,
        } => match both(
            or_default(&paths, given::Kind::Reading, cmd::default_corpus),
            scenarios_or_default(scenarios),
        ) {
            Ok((paths, scenarios)) => {
                let (p, s) = (&paths.paths, &scenarios.paths[0]);
                scenarios.noted(match (html.as_deref(), only.as_deref()) {
                    (Some(dir), Some(id)) => cmd::report_only(dir, id, p, s),
                    _ => cmd::report(html.as_deref(), format.into(), p, s),
                })
            }
            Err(o) => o,
        },
        Command::Rules {
            query,
            glossary,
            options,
            json,
            markdown,
            scenarios,
        } => {
            use tablier::cli::rules::{self, Form};
            let form = if markdown {
                Form::Markdown
            } else if json {
                Form::Json
            } else {
                Form::Text
            };
            if options {
                return rules::options(form);
            }
            match (cmd::default_corpus(), scenarios_or_default(scenarios)) {
                (Ok(corpus), Ok(found)) => {
                    let src = rules::Sources {
                        corpus: vec![corpus],
                        scenarios: found.paths[0].clone(),
                    };
                    found.noted(rules::rules(query.as_deref(), glossary, form, &src))
                }
                (Err(o), _) | (_, Err(o)) => o,
            }
        }
        Command::Diff {
            profiles,
            paths,
            json,
            exit_code,
        } => match (
            profiles.as_slice(),
            or_default(&paths, given::Kind::Scenario, cli::default_scenarios),
        ) {
            ([a, b], Ok(found)) => match cli::game::of_diff(a, b) {
                Ok(_) => found.noted(cmd::diff(
                    a,
                    b,
                    &found.paths,
                    json,
                    exit_code,
                    &profile::resolve_profile,
                )),
                Err(o) => o,
            },
            (_, Err(o)) => o,
            _ => Outcome::invalid("expected exactly two profiles: --profile A --profile B"),
        },
    }
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory as _;

    /// The args of `cmd` and of its subcommands, down the tree, that have no help text.
    fn without_help(cmd: &clap::Command, path: &str, out: &mut Vec<String>) {
        for arg in cmd.get_arguments() {
            let id = arg.get_id().as_str();
            if arg.get_help().is_none() && !["help", "version"].contains(&id) {
                out.push(format!("{path} {id}"));
            }
        }
        for sub in cmd.get_subcommands() {
            without_help(sub, &format!("{path} {}", sub.get_name()), out);
        }
    }

    #[test]
    fn every_flag_and_positional_has_help_text() {
        let cmd = super::Args::command();
        cmd.clone().debug_assert();
        let mut missing = Vec::new();
        without_help(&cmd, "tablier", &mut missing);
        assert!(missing.is_empty(), "no help text: {missing:#?}");
        assert!(cmd.get_subcommands().count() >= 13);
    }
}
