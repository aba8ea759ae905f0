//! A solution that never ends fails its golden test, naming the case and
//! the limit, in bounded time: `cargo test` never hangs.
//!
//! A test binary of its own: the failure it provokes is a panic, and a panic
//! with a backtrace makes the test process load its debug information (tens
//! of MiB), which would blur the memory figures of tests running beside it.

use std::panic;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use judging::golden::Solution;
use judging::rustc::{self, Emit};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/judge-fixtures")
}

#[test]
fn a_solution_that_never_ends_fails_the_golden_test_in_bounded_time() {
    let dir = tempfile::tempdir().unwrap();
    let binary = dir.path().join("looper");
    let source = fixtures().join("problems/looper/src/main.rs");
    rustc::compile(&source, "2021", Emit::Binary { opt_level: 0 }, &binary).unwrap();
    let solution = Solution::at(&fixtures(), "looper", &binary.to_string_lossy());
    let started = Instant::now();
    let failed = panic::catch_unwind(|| solution.golden(|_, _| {}));
    let took = started.elapsed();
    let message = match failed {
        Ok(()) => panic!("the golden test of a solution that never ends passed"),
        Err(panic) => *panic.downcast::<String>().unwrap(),
    };
    assert!(
        message.contains(
            "testdata/looper/sample-1.in: time limit exceeded: over the 10 s the tests allow"
        ),
        "{}",
        message
    );
    assert!(
        (Duration::from_secs(10)..Duration::from_secs(20)).contains(&took),
        "took {:?}",
        took
    );
}
