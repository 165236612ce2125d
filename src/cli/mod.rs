//! The commands behind the `tablier` binary. Each returns what to print and the exit code, so
//! `main.rs` stays a thin clap front end and the commands can be tested without a process.

use crate::input::files;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use serde_json::json;

use crate::conformance::check::{self, Summary};
use crate::conformance::profile::{resolve_profile, shipped_profiles};
use crate::engine::spelling::count;
use crate::engine::trictrac::jans::Context;
use crate::engine::{
    trictrac::{generate, text_diagram, Notation, Position, Rules},
    Color, Roll,
};

/// What a command prints and its exit code (0 success, 1 a failed check, 2 invalid input).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
}

impl Outcome {
    fn ok(stdout: String) -> Outcome {
        Outcome {
            stdout,
            stderr: String::new(),
            code: 0,
        }
    }

    /// Invalid input: a one-line error, exit code 2. An invisible or confusable character it
    /// quotes is written as its escape and named ([`crate::input::diag::name_invisible`]), a
    /// control character as its escape ([`crate::input::shown::escape_controls`]).
    #[must_use]
    pub fn invalid(msg: impl std::fmt::Display) -> Outcome {
        let msg = crate::input::diag::name_invisible(&msg.to_string());
        Outcome {
            stdout: String::new(),
            stderr: format!("error: {}\n", crate::input::shown::escape_controls(&msg)),
            code: 2,
        }
    }
}

/// The error of profiles that do not load (`diags`, each at its `file:line:col`), exit 2: what
/// every command that runs scenarios says before running any.
#[must_use]
pub fn profiles_refused(diags: &[crate::input::diag::Diagnostic]) -> Outcome {
    let msg: Vec<String> = diags
        .iter()
        .map(crate::input::diag::Diagnostic::with_help_line)
        .collect();
    Outcome::invalid(format!(
        "the rule profiles do not load:\n{}",
        msg.join("\n")
    ))
}

/// The error of a `--profile` naming no profile: one line listing the valid names, with the
/// nearest one when it is close.
#[must_use]
pub fn unknown_profile(name: &str) -> Outcome {
    let Ok(profiles) = shipped_profiles() else {
        return Outcome::invalid(format!(
            "unknown profile `{name}` (the profiles do not load)"
        ));
    };
    let names: Vec<&str> = profiles.names().collect();
    let near = crate::input::diag::did_you_mean(name, names.iter().copied())
        .map_or(String::new(), |n| format!("; did you mean `{n}`?"));
    Outcome::invalid(format!(
        "unknown profile `{name}`: expected one of {}{near}",
        names.join(", ")
    ))
}

/// Parses a position argument (any notation `parse_position` reads) and validates it.
pub fn position_arg(text: &str, turn: Color) -> Result<Position, String> {
    let mut setup = crate::engine::trictrac::parse_position(text).map_err(|e| {
        format!(
            "position, column {}: {e}",
            text[..e.offset.min(text.len())].chars().count() + 1
        )
    })?;
    setup.turn = turn;
    setup
        .validate()
        .map_err(|e| format!("position: {e} ({})", e.rule()))
}

/// [`position_arg`] for a command that throws on the position (`moves`, `score`, `chances`):
/// a board where a side has borne off its last checker ends the relevé (`jan.sortie`), and
/// nothing is thrown or played on it.
pub fn playable_arg(text: &str, turn: Color) -> Result<Position, String> {
    let pos = position_arg(text, turn)?;
    match Color::ALL
        .into_iter()
        .find(|&c| pos.setup().on_board(c) == 0)
    {
        Some(c) => Err(format!(
            "position: {c} has borne off his last checker: the relevé is over and nothing is played on this board (jan.sortie)"
        )),
        None => Ok(pos),
    }
}

/// Parses a roll argument.
pub fn roll_arg(text: &str) -> Result<Roll, String> {
    text.parse::<Roll>().map_err(|e| format!("roll: {e}"))
}

/// The side to play a position argument states (a `to-play` part, a position ID), White when
/// it states none or does not parse (the command then reports the error).
#[must_use]
pub fn stated_turn(text: &str) -> Color {
    crate::engine::trictrac::parse_position(text).map_or(Color::White, |s| s.turn)
}

/// `tablier show POSITION`: the diagram, then the position ID (with the side to play).
#[must_use]
pub fn show(position: &str) -> Outcome {
    match position_arg(position, stated_turn(position)) {
        Ok(p) => {
            let mut out = text_diagram(p.setup());
            let _ = writeln!(
                out,
                "position ID: {}",
                crate::engine::trictrac::notation::id::encode(p.setup())
            );
            Outcome::ok(out)
        }
        Err(e) => Outcome::invalid(e),
    }
}

/// `tablier moves POSITION ROLL`, answered in the position's notation.
#[must_use]
pub fn moves(position: &str, roll: &str, side: Color, json_out: bool, rules: &Rules) -> Outcome {
    moves_in(position, roll, side, json_out, rules, None)
}

/// `tablier moves POSITION ROLL [--notation NAME]`: each distinct play, its moves and the board
/// it leaves written in `notation` (default: the position's).
#[must_use]
pub fn moves_in(
    position: &str,
    roll: &str,
    side: Color,
    json_out: bool,
    rules: &Rules,
    notation: Option<Notation>,
) -> Outcome {
    let (pos, roll) = match (playable_arg(position, side), roll_arg(roll)) {
        (Ok(p), Ok(r)) => (p, r),
        (Err(e), _) | (_, Err(e)) => return Outcome::invalid(e),
    };
    let n = notation::answer_in(position, notation);
    let plays = generate(&pos.sided(side), roll, rules);
    if json_out {
        let list: Vec<_> = plays
            .plays
            .iter()
            .map(|p| {
                json!({
                    "moves": p.moves().map(|m| n.format_move(side, &m)).collect::<Vec<_>>(),
                    "position": n.format_position(p.position().setup()),
                    "par_puissance": p.par_puissance,
                })
            })
            .collect();
        let v = json!({
            "notation": n.to_string(), "plays": list, "unplayable": plays.unplayable,
        });
        return Outcome::ok(format!("{v}\n"));
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{side} {roll}: {}",
        count(plays.plays.len(), "distinct play", "distinct plays")
    );
    for p in &plays.plays {
        let moves: Vec<String> = p.moves().map(|m| n.format_move(side, &m)).collect();
        let tag = if p.par_puissance {
            "  (coin par puissance)"
        } else {
            ""
        };
        let text = if moves.is_empty() {
            "no move".to_string()
        } else {
            moves.join(" ")
        };
        let _ = writeln!(
            out,
            "  {text}{tag}  → {}",
            n.format_position(p.position().setup())
        );
    }
    if !plays.unplayable.is_empty() {
        let u: Vec<String> = plays.unplayable.iter().map(u8::to_string).collect();
        let _ = writeln!(out, "  unplayable: {}", u.join(" "));
    }
    Outcome::ok(out)
}

/// `tablier score POSITION ROLL`, answered in the position's notation.
#[must_use]
pub fn score(
    position: &str,
    roll: &str,
    side: Color,
    ctx: &Context,
    json_out: bool,
    explain: bool,
    rules: &Rules,
) -> Outcome {
    score_in(
        position,
        roll,
        side,
        ctx,
        &ScoreOutput {
            json: json_out,
            explain,
            notation: None,
        },
        rules,
    )
}

/// How `tablier score` prints.
#[derive(Debug, Clone, Copy, Default)]
pub struct ScoreOutput {
    /// As JSON.
    pub json: bool,
    /// One line per means, in words.
    pub explain: bool,
    /// The notation flèches are named in (default: the position's).
    pub notation: Option<Notation>,
}

/// One means as JSON, its flèches named by `label`.
fn means_json(
    m: &crate::engine::trictrac::jans::Means,
    label: &dyn Fn(u8) -> String,
) -> serde_json::Value {
    let mut v = serde_json::to_value(m).unwrap_or_default();
    if let Some(obj) = v.as_object_mut() {
        for key in ["from", "and_from", "via", "to"] {
            if let Some(n) = obj.get(key).and_then(serde_json::Value::as_u64) {
                let name = label(u8::try_from(n).unwrap_or(0));
                obj.insert(key.to_string(), json!(name));
            }
        }
        obj.insert("text".to_string(), json!(m.describe(label)));
    }
    v
}

/// `tablier score POSITION ROLL [--notation NAME]`: every jan the roll makes, for both
/// players, flèches named in the chosen notation (default: the position's).
#[must_use]
pub fn score_in(
    position: &str,
    roll: &str,
    side: Color,
    ctx: &Context,
    output: &ScoreOutput,
    rules: &Rules,
) -> Outcome {
    let (pos, roll) = match (playable_arg(position, side), roll_arg(roll)) {
        (Ok(p), Ok(r)) => (p, r),
        (Err(e), _) | (_, Err(e)) => return Outcome::invalid(e),
    };
    let n = notation::answer_in(position, output.notation);
    let label = notation::labeller(n, side);
    let s = crate::engine::trictrac::score(&pos, side, roll, ctx, rules);
    if output.json {
        let jans: Vec<_> = s
            .jans
            .iter()
            .map(|j| {
                let detail: Vec<_> = j.detail.iter().map(|m| means_json(m, &label)).collect();
                json!({
                    "rule": j.jan.rule(), "to": j.to, "means": j.means, "points": j.points,
                    "at": j.at.map(&label), "detail": detail,
                })
            })
            .collect();
        let v = json!({
            "notation": n.to_string(),
            "white": s.points(Color::White),
            "black": s.points(Color::Black),
            "jans": jans,
        });
        return Outcome::ok(format!("{v}\n"));
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{side} throws {roll}: white {}, black {}",
        s.points(Color::White),
        s.points(Color::Black)
    );
    for j in &s.jans {
        let at = j.at.map_or(String::new(), |a| format!(" at {}", label(a)));
        let _ = writeln!(
            out,
            "  {} +{} by {}{at}: {} means",
            j.to,
            j.points,
            j.jan.rule().named(),
            j.means
        );
        if output.explain {
            for m in &j.detail {
                let _ = writeln!(out, "    - {}", m.describe(&label));
            }
        }
    }
    Outcome::ok(out)
}

/// `tablier chances POSITION`, answered in the position's notation.
#[must_use]
pub fn chances(position: &str, side: Color, json_out: bool, rules: &Rules) -> Outcome {
    chances_in(position, side, json_out, rules, None)
}

/// `tablier chances POSITION [--notation NAME]`: for each jan, how many of the 36 chances of
/// `side`'s throw give it, and to whom (`chances.count`), flèches named in `notation`
/// (default: the position's).
#[must_use]
pub fn chances_in(
    position: &str,
    side: Color,
    json_out: bool,
    rules: &Rules,
    notation: Option<Notation>,
) -> Outcome {
    let pos = match playable_arg(position, side) {
        Ok(p) => p,
        Err(e) => return Outcome::invalid(e),
    };
    let n = notation::answer_in(position, notation);
    let label = notation::labeller(n, side);
    let table = crate::engine::trictrac::chances::ChanceTable::of(&pos, side, rules);
    if json_out {
        let mut v = table.to_json_with(&label);
        if let Some(obj) = v.as_object_mut() {
            obj.insert("notation".to_string(), json!(n.to_string()));
        }
        return Outcome::ok(format!("{v}\n"));
    }
    Outcome::ok(table.render_with(&label))
}

/// `tablier check PATHS`, as text or JSON.
#[must_use]
pub fn check(
    paths: &[PathBuf],
    resolve: &dyn Fn(&str) -> Option<Rules>,
    profile: Option<&str>,
    json_out: bool,
) -> Outcome {
    let form = if json_out {
        CheckForm::Json
    } else {
        CheckForm::Text
    };
    check_as(paths, resolve, profile, form)
}

/// How `tablier check` reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CheckForm {
    /// Each failure drawn with its source line, then the table per work.
    Text,
    /// The whole run as JSON; an error is `{"error": {file, line, column, code, message}}`.
    Json,
    /// GitHub Actions annotations: `::error file=…,line=…,col=…::…`.
    Github,
}

/// An error that stops `check` before any scenario runs, in the form asked for.
fn check_error(form: CheckForm, d: &crate::input::diag::Diagnostic, whole_run: bool) -> Outcome {
    let located = !whole_run;
    match form {
        CheckForm::Text if located => Outcome::invalid(d),
        CheckForm::Text => Outcome::invalid(&d.message),
        CheckForm::Json => {
            let mut e = d.to_json();
            if whole_run {
                for key in ["file", "line", "column"] {
                    e[key] = serde_json::Value::Null;
                }
            }
            Outcome {
                stdout: format!("{}\n", json!({ "error": e })),
                stderr: String::new(),
                code: 2,
            }
        }
        CheckForm::Github => {
            let line = if located {
                d.github(d.code)
            } else {
                format!("::error title={}::{}", d.code, d.message)
            };
            Outcome {
                stdout: format!("{line}\n"),
                stderr: String::new(),
                code: 2,
            }
        }
    }
}

/// An error found before `check` runs anything, as a one-line [`Outcome::invalid`] (a path
/// found nowhere, a filter that keeps nothing), in the form asked for: as JSON or an
/// annotation it names no file, line or column (its message names the path).
#[must_use]
pub fn check_refused(form: CheckForm, refused: Outcome) -> Outcome {
    if form == CheckForm::Text {
        return refused;
    }
    let message = refused.stderr.trim_end().trim_start_matches("error: ");
    let d = crate::input::diag::Diagnostic::file(Path::new(""), message).with_code("read");
    check_error(form, &d, true)
}

/// `tablier check PATHS [--json | --format github]`.
#[must_use]
pub fn check_as(
    paths: &[PathBuf],
    resolve: &dyn Fn(&str) -> Option<Rules>,
    profile: Option<&str>,
    form: CheckForm,
) -> Outcome {
    if let Err(diags) = shipped_profiles() {
        if form != CheckForm::Text {
            if let Some(d) = diags.first() {
                return check_error(form, &d.clone().or_code("profile"), false);
            }
        }
        return profiles_refused(diags);
    }
    if let Some(name) = profile.filter(|n| resolve(n).is_none()) {
        let o = unknown_profile(name);
        if form == CheckForm::Text {
            return o;
        }
        let message = o
            .stderr
            .trim_end()
            .trim_start_matches("error: ")
            .to_string();
        let d = crate::input::diag::Diagnostic::file(Path::new(""), message)
            .with_code("unknown-profile");
        return check_error(form, &d, true);
    }
    let files = match files::discover(paths) {
        Ok(f) => f,
        Err(d) => return check_error(form, &d.or_code("read"), false),
    };
    if files.is_empty() {
        let shown: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
        let d = crate::input::diag::Diagnostic::file(
            Path::new(""),
            format!(
                "no scenario found under {}: a scenario is a `.scn` file",
                shown.join(", ")
            ),
        )
        .with_code("no-scenario");
        return check_error(form, &d, true);
    }
    let bar = progress::Progress::new(files.len() as u64, "scenarios");
    let reports: Vec<_> = files
        .iter()
        .map(|f| {
            let r = check::run_file(f, resolve, profile);
            bar.inc();
            r
        })
        .collect();
    drop(bar);
    if let Some(d) = profile.and_then(|p| profile_of_no_game_run(p, &reports)) {
        return check_error(form, &d, true);
    }
    let mut summary = Summary::new(reports);
    let only_files = paths.iter().all(|p| !p.is_dir());
    if only_files {
        // a file checked alone is compared with the rest of the root's scenarios
        let others = other_scenarios(&files, resolve, profile);
        summary.duplicates = check::duplicates(&summary.scenarios, &others);
    }
    let stdout = match form {
        CheckForm::Json => format!(
            "{}\n",
            serde_json::to_string_pretty(&summary).unwrap_or_default()
        ),
        CheckForm::Github => summary.github(),
        CheckForm::Text => summary.render(),
    };
    let stderr = match summary.duplicates.len() {
        n if n > 0 && !only_files => format!(
            "warning: {} the same position, roll, play and marks as another \
             scenario: `tablier check FILE` names them for one file, `--json` lists them all \
             (under `duplicates`)\n",
            if n == 1 {
                "1 roll states".to_string()
            } else {
                format!("{n} rolls state")
            }
        ),
        _ => summary
            .duplicates
            .iter()
            .map(check::Duplicate::render)
            .collect(),
    };
    Outcome {
        stdout,
        stderr,
        code: summary.exit_code(),
    }
}

/// The error of a `check --profile P` whose scenarios are all of the other game than P's: each
/// ran under its own profile, so P changed nothing.
fn profile_of_no_game_run(
    name: &str,
    reports: &[crate::conformance::scenario::Report],
) -> Option<crate::input::diag::Diagnostic> {
    let game = shipped_profiles().as_ref().ok()?.get(name)?.game;
    let mut games = reports
        .iter()
        .filter_map(|r| r.front.as_ref().map(|f| f.game));
    let first = games.next()?;
    if first == game || games.any(|g| g == game) {
        return None;
    }
    let d = crate::input::diag::Diagnostic::file(
        Path::new(""),
        format!(
            "--profile {name}: a {game} profile, and none of the scenarios given is a {game} one (each would run under its own {first} profile): name a {first} profile, or {game} scenarios"
        ),
    );
    Some(d.with_code("unknown-profile"))
}

/// The reports of the root's scenarios other than `files` (none when there is no root).
fn other_scenarios(
    files: &[PathBuf],
    resolve: &dyn Fn(&str) -> Option<Rules>,
    profile: Option<&str>,
) -> Vec<crate::conformance::scenario::Report> {
    let canon = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
    let mine: Vec<PathBuf> = files.iter().map(|f| canon(f)).collect();
    let Ok(all) = default_scenarios().and_then(|d| files::discover(&[d]).map_err(Outcome::invalid))
    else {
        return Vec::new();
    };
    all.iter()
        .filter(|f| !mine.contains(&canon(f)))
        .map(|f| check::run_file(f, resolve, profile))
        .collect()
}

/// The scenarios of the root ([`crate::input::root`]): the working copy's, or the embedded ones.
///
/// # Errors
///
/// No root can be found (see [`crate::input::root::get`]).
pub fn default_scenarios() -> Result<PathBuf, Outcome> {
    crate::input::root::get()
        .map(crate::input::root::Root::scenarios)
        .map_err(Outcome::invalid)
}

/// The number of threads `--threads N` asks for, checked: 0 is an error, and more than the
/// machine runs at once (`available_parallelism`, 1 when unknown) are capped at that, with a
/// note (the statistics are the same whatever the number).
///
/// # Errors
///
/// `N` is 0.
pub fn threads_arg(n: usize) -> Result<(usize, Option<String>), Outcome> {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    match n {
        0 => Err(Outcome::invalid(format!(
            "--threads: expected a number of threads from 1 to {cores} (this machine's \
             parallelism), found 0"
        ))),
        n if n > cores => Ok((
            cores,
            Some(format!(
                "note: --threads {n} capped at {cores}, the threads this machine runs at once \
                 (the statistics are the same whatever the number)\n"
            )),
        )),
        n => Ok((n, None)),
    }
}

/// `tablier selfplay`: whole games, invariants checked on every turn; statistics on stdout
/// (deterministic for a seed), the speed on stderr. Exit 1 when an invariant breaks, 2 when a
/// thread cannot start.
#[must_use]
pub fn selfplay(cfg: &crate::engine::trictrac::selfplay::Config) -> Outcome {
    timed(cfg.games, "games", cfg.threads, |done| {
        crate::engine::trictrac::selfplay::run_with(cfg, done)
            .map(|stats| (stats.render(), stats.games))
    })
}

/// A run of games over `threads` threads, with a progress bar over `steps` `what` (`games`,
/// `deals`): what `run` prints on stdout, and on stderr the games it says it played and the
/// speed. Exit 1 when an invariant breaks, 2 when a thread cannot start.
pub(crate) fn timed(
    steps: u64,
    what: &'static str,
    threads: usize,
    run: impl FnOnce(
        &(dyn Fn() + Sync),
    ) -> Result<(String, u64), crate::engine::trictrac::selfplay::Stopped>,
) -> Outcome {
    let start = std::time::Instant::now();
    let bar = progress::Progress::new(steps, what);
    let ran = run(&|| bar.inc());
    drop(bar);
    match ran {
        Ok((stdout, games)) => {
            let secs = start.elapsed().as_secs_f64();
            Outcome {
                stdout,
                stderr: format!(
                    "{games} games in {secs:.2} s: {:.0} games per second on {}\n",
                    games as f64 / secs.max(1e-9),
                    count(threads.max(1), "thread", "threads")
                ),
                code: 0,
            }
        }
        Err(broken @ crate::engine::trictrac::selfplay::Stopped::Broken(_)) => Outcome {
            stdout: String::new(),
            stderr: format!("error: {broken}\n"),
            code: 1,
        },
        Err(no_thread) => Outcome {
            stdout: String::new(),
            stderr: format!("error: {no_thread}\n"),
            code: 2,
        },
    }
}

/// `tablier replay FILE`: a scenario's rolls, each with what it scored and the marks after it,
/// in the file's notation.
#[must_use]
pub fn replay(path: &Path) -> Outcome {
    replay_in(path, None)
}

/// `tablier replay FILE [--notation NAME]`: [`replay`], flèches named in `notation` when given.
#[must_use]
pub fn replay_in(path: &Path, notation: Option<Notation>) -> Outcome {
    if let Err(diags) = shipped_profiles() {
        let msg: Vec<String> = diags
            .iter()
            .map(crate::input::diag::Diagnostic::with_help_line)
            .collect();
        return Outcome::invalid(msg.join("\n"));
    }
    let report = check::run_file_shown(path, &resolve_profile, None, notation);
    let game = report.front.as_ref().map(|f| f.game);
    if notation.is_some() && game == Some(crate::engine::GameKind::Backgammon) {
        return Outcome::invalid(format!(
            "--notation: {} is a backgammon scenario, replayed in its own notation (--notation names trictrac's flèches)",
            path.display()
        ));
    }
    if report.error.is_some() {
        // every error of the file, in line order
        let stderr = report
            .errors()
            .map(|e| Outcome::invalid(e).stderr)
            .collect();
        return Outcome {
            stdout: String::new(),
            stderr,
            code: 2,
        };
    }
    let code = i32::from(report.status() == crate::conformance::scenario::Status::Failing);
    Outcome {
        stdout: report.render(),
        stderr: String::new(),
        code,
    }
}
pub mod analyse;
pub mod backgammon;
pub mod corpus;
pub mod game;
pub mod given;
pub mod new;
pub mod notation;
pub mod progress;
pub mod rules;
pub mod select;
pub mod tournament;
