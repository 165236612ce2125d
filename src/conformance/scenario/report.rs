//! What running a scenario gives: one check per expectation, in treatise terms.

use std::fmt::Write as _;
use std::path::PathBuf;

use serde::Serialize;

use super::FrontMatter;
use crate::input::diag::Diagnostic;

/// How one expectation fared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// The engine agrees with the treatise (or with the corrected claim of a divergence).
    Agrees,
    /// The engine disagrees.
    Disagrees,
    /// The engine cannot check this yet (said why); never counted as confirmed.
    Unchecked,
}

/// A documented divergence: the treatise's own claim and why the scenario corrects it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Divergence {
    pub text: String,
    pub reason: String,
}

/// One expectation checked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Check {
    /// 1-based line of the `expect` (or `play`) line.
    pub line: usize,
    /// What the scenario claims, in its words ("white 4 by jan.mezeas").
    pub claim: String,
    /// What the engine gives.
    pub engine: String,
    pub verdict: Verdict,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub divergence: Option<Divergence>,
}

/// The overall status of a scenario.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// Every expectation checked and agreed, no divergence.
    Confirmed,
    /// Every expectation agreed, at least one through a documented divergence.
    Divergence,
    /// Nothing disagreed, but something could not be checked yet (or the file is flagged
    /// `pending`).
    Pending,
    /// At least one expectation disagrees.
    Failing,
    /// The file could not be read, parsed or run.
    Invalid,
}

impl Status {
    /// Lower-case name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Status::Confirmed => "confirmed",
            Status::Divergence => "divergence",
            Status::Pending => "pending",
            Status::Failing => "failing",
            Status::Invalid => "invalid",
        }
    }
}

/// One board of a scenario, for drawing: the position before a roll (or a chance count) and
/// the engine's score of that roll.
#[derive(Debug, Clone)]
pub struct Frame {
    /// 1-based line of the `roll` or `chances` statement (or of the position).
    pub line: usize,
    /// The checkers before the roll.
    pub setup: crate::engine::trictrac::Setup,
    /// Who rolls, or whose 36 chances are counted.
    pub roller: Option<crate::engine::Color>,
    pub roll: Option<crate::engine::Roll>,
    /// The engine's score of the roll.
    pub score: Option<crate::engine::trictrac::jans::Score>,
    /// A `chances` count rather than one roll.
    pub chances: bool,
    /// The notation in force (for the letters drawn).
    pub notation: Option<crate::engine::trictrac::Notation>,
    /// What the roll or count gave beyond the board: plays, marks, throws counted.
    pub game: FrameGame,
}

/// The game on one frame, for drawing: the plays transcribed for the roll, the marks around
/// it, and for a chance count the throws each `expect chances` counted.
#[derive(Debug, Clone, Default)]
pub struct FrameGame {
    /// Each `play` line of the roll, then each `correct` line.
    pub plays: Vec<DrawnPlay>,
    /// The marks before the roll and after it (`None` for a chance count or a bare position).
    pub marks: Option<(
        crate::engine::trictrac::marking::Marks,
        crate::engine::trictrac::marking::Marks,
    )>,
    /// Each `expect chances` line of a chance count and the throws it counted.
    pub counted: Vec<Counted>,
    /// The roll is an alternative to the roll of this line: another throw on the same
    /// position, scored from the same marks.
    pub alternative_to: Option<usize>,
    /// What the roller did about going away, when it was his to decide or he asked to.
    pub going: Option<Going>,
    /// How the roll ended the relevé, if it did.
    pub end: Option<crate::engine::trictrac::game::ReleveEnd>,
    /// The claims of the `advice` lines examining the roll: a roll examined for another claim
    /// is another example, not a repeat.
    pub advice: Vec<String>,
    /// A fingerprint of what the file states from its position to the end of this roll's
    /// lines (the state lines, the acts, the expectations), the position's own lines apart: two
    /// rolls that state the same board, throw and text are one example stated twice.
    pub stated: u64,
    /// The roll's transcribed play, when the game judged it legal, with every legal play it
    /// was chosen from: what the analysis of a game reads (`conformance::analysis`).
    pub judged: Option<JudgedPlay>,
}

/// A legal transcribed play and the roll's legal plays, as the game listed them.
#[derive(Debug, Clone)]
pub struct JudgedPlay {
    /// The roll's distinct legal plays (the roller's frame).
    pub plays: crate::engine::trictrac::Plays,
    /// The board the transcribed play leaves, in the roller's frame.
    pub played: crate::engine::trictrac::Sided,
    /// The roll's points now, to the roller less to his opponent, in 36ths of a point: the
    /// same whatever the play.
    pub now36: i32,
    /// The roller touched checkers before playing: the plays open to him are fewer than the
    /// roll's (`move.touched`).
    pub touched: bool,
}

/// What a roller did about going away (s'en aller, `mark.sen-aller`) after his roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Going {
    /// He went away: the relevé ends.
    Went,
    /// He could have gone away and played on (he stays).
    Stayed,
    /// He asked to go away, and the marking of his roll does not let him.
    Refused,
}

/// A transcribed play, for drawing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DrawnPlay {
    /// 1-based line of the `play` or `correct` statement.
    pub line: usize,
    /// Each move as the flèches it names, in order (`A-E-K`: three); `None` is `off`.
    pub moves: Vec<Vec<Option<crate::engine::trictrac::Fleche>>>,
    /// A `correct` line: the opponent's correction of a false play.
    pub correction: bool,
}

/// The throws an `expect chances` line counted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counted {
    /// 1-based line of the `expect chances` statement.
    pub line: usize,
    /// The distinct throws that satisfy the claim, 1-1 first; each stands for
    /// [`Roll::chances`](crate::engine::Roll::chances) of the 36.
    pub rolls: Vec<crate::engine::Roll>,
    /// What was counted, when the line's check does not say it alone (each play of an
    /// `advice` line has its own count on its own board).
    pub label: Option<String>,
}

/// One board of a backgammon scenario, for drawing: the position before a roll (or a chance
/// count, or as set up), the cube, the roll and its play.
#[derive(Debug, Clone)]
pub struct BgFrame {
    /// 1-based line of the `roll`, `chances` or position statement.
    pub line: usize,
    pub position: crate::engine::tables::BgPosition,
    pub cube: crate::engine::tables::Cube,
    /// gnubg's Match ID of the game's state there (the cube, the match, the side on roll,
    /// the dice thrown).
    pub match_id: crate::engine::tables::id::MatchId,
    pub roll: Option<crate::engine::Roll>,
    /// The legal play of the roll, once played.
    pub play: Option<crate::engine::tables::BgPlay>,
    /// The notation in force (for the point names drawn).
    pub notation: crate::engine::tables::notation::BgNotation,
    /// A chance count of the side to play rather than one roll.
    pub chances: bool,
    /// The profile plays the cube (else none is drawn).
    pub cube_played: bool,
}

/// One `advice` line checked: the verdict the counts give the author's claim.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AdviceResult {
    /// 1-based line of the `advice` statement.
    pub line: usize,
    /// What the counts say; `None` when they could not be made (a play illegal, a rule that
    /// is not a scored jan).
    pub verdict: Option<super::ast::AdviceVerdict>,
    /// The chances the author's play leaves, then the other play's.
    pub preferred: u32,
    pub other: u32,
    /// The reason of the `acknowledge` line that follows it, if one does.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub acknowledged: Option<String>,
    /// The index of its check in [`Report::checks`].
    #[serde(skip)]
    pub check: usize,
}

/// What one `advice` or `tournament` verdict rests on, for its card (the site draws it; the
/// verdict itself is the [`AdviceResult`]'s). One per [`Report::advice`], in the same order.
#[derive(Debug, Clone)]
pub struct AdviceDetail {
    /// 1-based line of the `advice` or `tournament` statement.
    pub line: usize,
    /// The two plays compared, on the board they are played from (none for a tournament).
    pub plays: Option<ComparedPlays>,
    pub figures: AdviceFigures,
}

/// The two plays of an `advice` line, on the board of the roll they play.
#[derive(Debug, Clone)]
pub struct ComparedPlays {
    /// The checkers before the roll.
    pub setup: crate::engine::trictrac::Setup,
    pub roller: crate::engine::Color,
    pub roll: crate::engine::Roll,
    /// The notation in force (for the letters drawn).
    pub notation: Option<crate::engine::trictrac::Notation>,
    /// The play the author prefers, then the other: each in the file's notation and drawn.
    pub plays: [(String, DrawnPlay); 2],
}

/// The figures a verdict was drawn from.
#[derive(Debug, Clone, Default)]
pub enum AdviceFigures {
    /// None could be made (a play illegal, a rule that is not a scored jan).
    #[default]
    None,
    /// `by more|fewer chances`: the event counted after each play (the counts are
    /// [`AdviceResult::preferred`] and [`AdviceResult::other`]) and which way is better.
    Chances {
        what: String,
        direction: super::ast::Direction,
    },
    /// `by points`: each play's expected points at depth 1 and at depth 2 (the author's play
    /// first), and what each depth says of the claim.
    Points {
        depth1: [f64; 2],
        depth2: [f64; 2],
        each: [super::ast::AdviceVerdict; 2],
    },
    /// `by rollout N`: the author's play less the other, in points a trial, its 95 % interval,
    /// the trials, their length in throws, the base player and the seed; and when undecided the
    /// trials that would decide.
    Rollout {
        mean: f64,
        low: f64,
        high: f64,
        trials: u32,
        horizon: u32,
        base: &'static str,
        seed: u64,
        needed: Option<u64>,
    },
    /// A `tournament` and its `recorded` lines.
    Tournament(TournamentFigures),
}

/// A tournament claim and the figures recorded under each evaluator.
#[derive(Debug, Clone)]
pub struct TournamentFigures {
    pub claim: super::ast::Tournament,
    pub recorded: Vec<EvaluatorFigures>,
}

/// One `recorded` line: A's mean stake a game and its 95 % interval under one evaluator, as
/// written, what they say of the claim, and when undecided the deals that would decide.
#[derive(Debug, Clone)]
pub struct EvaluatorFigures {
    pub base: String,
    pub deals: u64,
    pub mean: String,
    pub low: String,
    pub high: String,
    pub verdict: super::ast::AdviceVerdict,
    pub needed: Option<f64>,
}

/// The result of one scenario file.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    pub path: PathBuf,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub front: Option<FrontMatter>,
    pub checks: Vec<Check>,
    /// The `advice` lines and their verdicts, in line order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub advice: Vec<AdviceResult>,
    /// What each verdict of [`Report::advice`] rests on, for drawing.
    #[serde(skip)]
    pub advice_detail: Vec<AdviceDetail>,
    /// The trace of rolls and what the engine scored, for snapshots and `--explain`.
    pub trace: Vec<String>,
    /// The boards of the scenario, for drawing.
    #[serde(skip)]
    pub frames: Vec<Frame>,
    /// The boards of a backgammon scenario, for drawing.
    #[serde(skip)]
    pub bg_frames: Vec<BgFrame>,
    /// The first error that made the file invalid (in line order).
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "ser_diag")]
    pub error: Option<Diagnostic>,
    /// The file's other errors, in line order: a file that does not read reports them all.
    #[serde(skip_serializing_if = "Vec::is_empty", serialize_with = "ser_diags")]
    pub more_errors: Vec<Diagnostic>,
}

impl Report {
    /// The report of `path` before anything is checked.
    #[must_use]
    pub fn empty(path: &std::path::Path, front: Option<FrontMatter>) -> Report {
        Report {
            path: path.to_path_buf(),
            front,
            checks: Vec::new(),
            advice: Vec::new(),
            advice_detail: Vec::new(),
            trace: Vec::new(),
            frames: Vec::new(),
            bg_frames: Vec::new(),
            error: None,
            more_errors: Vec::new(),
        }
    }

    /// Adds a check of `line`: agreeing or not.
    pub fn push_check(&mut self, line: usize, claim: String, engine: String, agrees: bool) {
        self.checks.push(Check {
            line,
            claim,
            engine,
            verdict: if agrees {
                Verdict::Agrees
            } else {
                Verdict::Disagrees
            },
            divergence: None,
        });
    }
}

/// An error as JSON: `file`, `line`, `column`, `code`, `message`.
fn ser_diag<S: serde::Serializer>(d: &Option<Diagnostic>, s: S) -> Result<S::Ok, S::Error> {
    match d {
        Some(d) => serde::Serialize::serialize(&d.to_json(), s),
        None => s.serialize_none(),
    }
}

/// Errors as a JSON list.
fn ser_diags<S: serde::Serializer>(ds: &[Diagnostic], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(ds.iter().map(Diagnostic::to_json))
}

impl Report {
    /// The report of `path` made invalid by `errors` (at least one), in line order.
    #[must_use]
    pub fn invalid(
        path: &std::path::Path,
        front: Option<FrontMatter>,
        mut errors: Vec<Diagnostic>,
    ) -> Report {
        errors.sort_by_key(|d| (d.line, d.col));
        let mut r = Report::empty(path, front);
        let mut all = errors.into_iter();
        r.error = all.next();
        r.more_errors = all.collect();
        r
    }

    /// Every error of the file, in line order.
    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.error.iter().chain(&self.more_errors)
    }

    /// The work the scenario comes from.
    #[must_use]
    pub fn work(&self) -> String {
        match &self.front {
            Some(f) => f.source.work.clone(),
            // the folder under `scenarios/`, when the front matter could not be read
            None => {
                let mut parts = self.path.iter().map(|p| p.to_string_lossy());
                parts
                    .by_ref()
                    .find(|p| p == "scenarios")
                    .and_then(|_| parts.next())
                    .map_or_else(|| "?".to_string(), |w| w.into_owned())
            }
        }
    }

    /// The overall status.
    #[must_use]
    pub fn status(&self) -> Status {
        if self.error.is_some() {
            return Status::Invalid;
        }
        if self.checks.iter().any(|c| c.verdict == Verdict::Disagrees) {
            return Status::Failing;
        }
        let pending = self.front.as_ref().is_some_and(|f| f.has_flag("pending"));
        if pending
            || self.checks.is_empty()
            || self.checks.iter().any(|c| c.verdict == Verdict::Unchecked)
        {
            return Status::Pending;
        }
        if self.checks.iter().any(|c| c.divergence.is_some()) {
            Status::Divergence
        } else {
            Status::Confirmed
        }
    }

    /// A stable text rendering: status, trace and checks (what the snapshots record).
    #[must_use]
    pub fn render(&self) -> String {
        let mut out = String::new();
        let id = self.front.as_ref().map_or("?", |f| f.id.as_str());
        let _ = writeln!(out, "{id}: {}", self.status().name());
        for e in self.errors() {
            let _ = writeln!(out, "  error: {e}");
        }
        for t in &self.trace {
            let _ = writeln!(out, "  {t}");
        }
        for c in &self.checks {
            let mark = match c.verdict {
                Verdict::Agrees => "ok",
                Verdict::Disagrees => "FAIL",
                Verdict::Unchecked => "unchecked",
            };
            let _ = writeln!(
                out,
                "  line {}: {mark}: claim {}; engine {}",
                c.line, c.claim, c.engine
            );
            if let Some(d) = &c.divergence {
                let _ = writeln!(
                    out,
                    "    divergence: the text says {:?}; reason: {}",
                    d.text, d.reason
                );
            }
        }
        out
    }
}
