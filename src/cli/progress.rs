//! Progress bars for the long runs (`selfplay`, `match`, `check` over many files, `report`),
//! drawn on stderr with indicatif.
//!
//! A bar stays hidden unless the binary has called [`enable_on_terminal`] and stderr is a
//! terminal (piped or redirected, nothing is drawn), and it appears only once its run has
//! lasted a second: short runs, tests and the library's callers never see one.

use std::io::IsTerminal as _;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

static ENABLED: AtomicBool = AtomicBool::new(false);

/// How long a run goes before its bar appears.
const DELAY: Duration = Duration::from_secs(1);

/// Lets the bars draw, when stderr is a terminal. Called by the binary only.
pub fn enable_on_terminal() {
    if std::io::stderr().is_terminal() {
        ENABLED.store(true, Ordering::Relaxed);
    }
}

/// A progress bar over `len` steps, hidden until the run has lasted [`DELAY`] (and for good
/// when bars are not enabled). Cleared when dropped.
pub struct Progress {
    bar: ProgressBar,
    start: Instant,
    /// Still to show: bars are enabled and the bar has not appeared yet.
    pending: AtomicBool,
}

impl Progress {
    /// A bar over `len` steps of `what` (`"games"`, `"scenarios"`).
    #[must_use]
    pub fn new(len: u64, what: &'static str) -> Progress {
        let bar = ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::hidden());
        if let Ok(style) = ProgressStyle::with_template(
            "{elapsed:>4} [{wide_bar}] {human_pos}/{human_len} {msg} (eta {eta})",
        ) {
            bar.set_style(style.progress_chars("=> "));
        }
        bar.set_message(what);
        Progress {
            bar,
            start: Instant::now(),
            pending: AtomicBool::new(ENABLED.load(Ordering::Relaxed)),
        }
    }

    /// One more step done (from any thread).
    pub fn inc(&self) {
        self.bar.inc(1);
        if self.pending.load(Ordering::Relaxed)
            && self.start.elapsed() >= DELAY
            && self.pending.swap(false, Ordering::Relaxed)
        {
            self.bar
                .set_draw_target(ProgressDrawTarget::stderr_with_hz(10));
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}
