//! Counting on every core: the quarter join's tasks shared out between
//! threads.
//!
//! This is for counting large boards here (n = 19 and 20 take minutes), not
//! for judges: they count CPU time, so threads only cost there, and no
//! solution names this module, so it is never vendored into one.
//!
//! The threads share one [`Plan`] (its table is read-only) and take tasks a
//! few at a time from a shared counter, so a thread that drew cheap tasks
//! takes more; each keeps its own buffers. Only `std::thread::spawn` and
//! channels are used, nothing newer than Rust 1.58.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::Arc;
use std::thread;
use std::time::Duration;

use super::counting::{self, Plan, Scratch, MAX_QUARTER_N};

/// How far a count has got.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// Tasks finished, of `tasks`.
    pub done: usize,
    pub tasks: usize,
}

/// Tasks a thread takes at a time: few enough that the threads finish
/// together, enough that the shared counter is rarely touched.
const BATCH: usize = 8;

/// The number of placements on an `n` × `n` board (OEIS A000170), counted on
/// `threads` threads; `progress` is called on this thread about every
/// `every` until the count is done.
///
/// Boards the quarter join does not count (n < 4 or n > 21) are counted on
/// this thread by [`counting::count`].
///
/// # Panics
///
/// If `n > MAX_N`, or if a counting thread panics.
pub fn count(n: usize, threads: usize, every: Duration, mut progress: impl FnMut(Progress)) -> u64 {
    if !(4..=MAX_QUARTER_N).contains(&n) {
        return counting::count(n);
    }
    let plan = Arc::new(Plan::new(n));
    let tasks = plan.tasks();
    let next = Arc::new(AtomicUsize::new(0));
    let done = Arc::new(AtomicUsize::new(0));
    let (sender, totals) = mpsc::channel();
    let workers: Vec<_> = (0..threads.max(1))
        .map(|_| {
            let (plan, next, done, sender) =
                (plan.clone(), next.clone(), done.clone(), sender.clone());
            thread::spawn(move || {
                let mut scratch = Scratch::default();
                let mut total = 0;
                loop {
                    let start = next.fetch_add(BATCH, Ordering::Relaxed);
                    if start >= tasks {
                        break;
                    }
                    let end = tasks.min(start + BATCH);
                    total += plan.count(start..end, &mut scratch);
                    done.fetch_add(end - start, Ordering::Relaxed);
                }
                // The receiver outlives every worker.
                let _ = sender.send(total);
            })
        })
        .collect();
    drop(sender);
    let mut total = 0;
    let mut finished = 0;
    while finished < workers.len() {
        match totals.recv_timeout(every) {
            Ok(part) => {
                total += part;
                finished += 1;
            }
            Err(RecvTimeoutError::Timeout) => progress(Progress {
                done: done.load(Ordering::Relaxed),
                tasks,
            }),
            // A worker died without sending: its panic comes out below.
            Err(RecvTimeoutError::Disconnected) => break,
        }
    }
    for worker in workers {
        if let Err(panic) = worker.join() {
            std::panic::resume_unwind(panic);
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    /// OEIS A000170 for n = 0..=13.
    const TOTALS: [u64; 14] = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712];

    #[test]
    fn counts_match_oeis_a000170_on_any_number_of_threads() {
        for threads in 1..=3 {
            for (n, &total) in TOTALS.iter().enumerate() {
                assert_eq!(
                    count(n, threads, Duration::from_secs(60), |_| ()),
                    total,
                    "n = {}",
                    n
                );
            }
        }
    }

    #[test]
    fn progress_counts_up_to_the_number_of_tasks() {
        let mut seen = Vec::new();
        let total = count(13, 2, Duration::from_micros(1), |p| seen.push(p));
        assert_eq!(total, TOTALS[13]);
        for pair in seen.windows(2) {
            assert!(pair[0].done <= pair[1].done, "{:?}", seen);
        }
        assert!(seen
            .iter()
            .all(|p| p.done <= p.tasks && p.tasks == seen[0].tasks));
    }
}
