//! Games spread over threads: thread `t` of `T` plays games `t`, `t + T`, `t + 2T`…, each with
//! its own random stream, and keeps its own totals; the caller adds them up. Totals that are
//! sums of whole numbers are then the same whatever the number of threads.

use super::{Broken, Stopped};

/// Plays items `0..count` on `threads` threads (0 counts as 1): each thread makes its state
/// with `init` and plays each of its items with `work` into its own totals; `done` is called
/// after each item, `may_start` before starting each thread (a test makes it fail as the
/// system would); the threads' totals are then added up by `merge`. Stops at the first broken
/// invariant or panic (reported with its item).
pub(crate) fn spread<T, S: Default + Send>(
    count: u64,
    threads: usize,
    done: &(dyn Fn() + Sync),
    may_start: &dyn Fn(usize) -> std::io::Result<()>,
    init: &(dyn Fn() -> T + Sync),
    work: &(dyn Fn(&mut T, u64, &mut S) -> Result<(), Broken> + Sync),
    merge: fn(&mut S, &S),
) -> Result<S, Stopped> {
    let threads = threads.max(1);
    let step = threads as u64;
    // set when a thread cannot start: the others stop at their next item
    let stop = std::sync::atomic::AtomicBool::new(false);
    let stop = &stop;
    let results: Vec<Result<S, Stopped>> = std::thread::scope(|scope| {
        let mut handles = Vec::with_capacity(threads);
        let mut failed = None;
        for t in 0..threads {
            let spawned = may_start(t).and_then(|()| {
                std::thread::Builder::new().spawn_scoped(scope, move || {
                    let mut totals = S::default();
                    let mut state = init();
                    let mut n = t as u64;
                    while n < count {
                        if stop.load(std::sync::atomic::Ordering::Relaxed) {
                            break;
                        }
                        // a panic is a broken invariant too, reported with its game number
                        // (replayable: each game has its own random stream)
                        let item = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                            work(&mut state, n, &mut totals)
                        }));
                        match item {
                            Ok(r) => {
                                r.map_err(Stopped::Broken)?;
                                done();
                            }
                            Err(p) => {
                                let what = p
                                    .downcast_ref::<&str>()
                                    .map(|s| (*s).to_string())
                                    .or_else(|| p.downcast_ref::<String>().cloned())
                                    .unwrap_or_default();
                                return Err(Stopped::Broken(Broken {
                                    game: n,
                                    turn: 0,
                                    what: format!("panic: {what}"),
                                }));
                            }
                        }
                        n += step;
                    }
                    Ok(totals)
                })
            });
            match spawned {
                Ok(h) => handles.push(h),
                Err(e) => {
                    stop.store(true, std::sync::atomic::Ordering::Relaxed);
                    failed = Some(Stopped::NoThread {
                        thread: t,
                        threads,
                        error: e.to_string(),
                    });
                    break;
                }
            }
        }
        let mut out: Vec<Result<S, Stopped>> = handles
            .into_iter()
            .map(|h| {
                h.join().unwrap_or_else(|_| {
                    Err(Stopped::Broken(Broken {
                        game: 0,
                        turn: 0,
                        what: "a self-play thread panicked".into(),
                    }))
                })
            })
            .collect();
        if let Some(f) = failed {
            out.insert(0, Err(f));
        }
        out
    });
    let mut total = S::default();
    for r in results {
        merge(&mut total, &r?);
    }
    Ok(total)
}
