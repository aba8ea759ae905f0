//! Counts the n-queens placements on one board size with every core, and
//! shows how far it has got on stderr:
//!
//! ```sh
//! cargo run --release -p cpkit --example count -- 20
//! cargo run --release -p cpkit --example count -- 19 --threads 1
//! ```
//!
//! Prints the count on stdout. On this kit's 2-core machine n = 19 takes
//! about 12 s and n = 20 about a minute and a half
//! (`docs/performance.md`); n = 20 needs 150 MB, most of it the
//! table of quarter placements.

// Examples run on the developer's toolchain, never on a judge's.
#![allow(clippy::incompatible_msrv)]

use std::io::Write;
use std::process;
use std::thread;
use std::time::{Duration, Instant};

use cpkit::queens::parallel::{self, Progress};
use cpkit::queens::MAX_N;

fn usage_error(message: &str) -> ! {
    eprintln!("error: {}", message);
    eprintln!("usage: count <n> [--threads <count>]");
    process::exit(2);
}

fn number(what: &str, text: Option<String>, range: std::ops::RangeInclusive<usize>) -> usize {
    let text = text.unwrap_or_else(|| usage_error(&format!("expected {}", what)));
    match text.parse() {
        Ok(value) if range.contains(&value) => value,
        _ => usage_error(&format!(
            "expected {} from {} to {}; found {:?}",
            what,
            range.start(),
            range.end(),
            text
        )),
    }
}

/// `1:05` or `12s`.
fn clock(seconds: f64) -> String {
    let whole = seconds.round() as u64;
    if whole < 60 {
        format!("{}s", whole)
    } else {
        format!("{}:{:02}", whole / 60, whole % 60)
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let n = number("a board size", args.next(), 0..=MAX_N);
    let cores = thread::available_parallelism().map_or(1, |cores| cores.get());
    let threads = match args.next().as_deref() {
        None => cores,
        Some("--threads") => number("a thread count", args.next(), 1..=1024),
        Some(other) => usage_error(&format!("unexpected argument {:?}", other)),
    };
    if let Some(extra) = args.next() {
        usage_error(&format!("unexpected argument {:?}", extra));
    }

    let start = Instant::now();
    let show = |progress: Progress| {
        let elapsed = start.elapsed().as_secs_f64();
        let share = progress.done as f64 / progress.tasks.max(1) as f64;
        let left = if share > 0.0 {
            clock(elapsed / share - elapsed)
        } else {
            "?".to_string()
        };
        eprint!(
            "\rn = {}: {:5.1}% of {} tasks on {} threads, {} elapsed, about {} left   ",
            n,
            100.0 * share,
            progress.tasks,
            threads,
            clock(elapsed),
            left
        );
        let _ = std::io::stderr().flush();
    };
    let total = parallel::count(n, threads, Duration::from_secs(1), show);
    eprintln!(
        "\rn = {}: {} placements, counted in {:.2} s on {} threads{}",
        n,
        total,
        start.elapsed().as_secs_f64(),
        threads,
        " ".repeat(30)
    );
    println!("{}", total);
}
