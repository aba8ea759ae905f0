//! A solution that never ends fails its golden test, naming the case and
//! the limit, at about the problem's own limit: `cargo test` never hangs,
//! and its cases run side by side.
//!
//! A test binary of its own: the failure it provokes is a panic, and a panic
//! with a backtrace makes the test process load its debug information (tens
//! of MiB), which would blur the memory figures of tests running beside it.

use std::fs;
use std::panic;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use judging::golden::{Golden, Solution};

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../xtask/tests/fixtures/judge-kit")
}

/// The looper fixture in a scratch checkout, with `cases` looping cases.
fn looper(cases: usize) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let problem = dir.path().join("problems/looper");
    fs::create_dir_all(&problem).unwrap();
    fs::copy(
        fixtures().join("problems/looper/Cargo.toml"),
        problem.join("Cargo.toml"),
    )
    .unwrap();
    fs::create_dir_all(problem.join("src")).unwrap();
    fs::copy(
        fixtures().join("problems/looper/src/main.rs"),
        problem.join("src/main.rs"),
    )
    .unwrap();
    let testdata = dir.path().join("testdata/looper");
    fs::create_dir_all(&testdata).unwrap();
    for case in 1..=cases {
        for ending in ["in", "out"] {
            fs::copy(
                fixtures().join(format!("testdata/looper/sample-1.{}", ending)),
                testdata.join(format!("sample-{}.{}", case, ending)),
            )
            .unwrap();
        }
    }
    dir
}

#[test]
fn a_solution_that_never_ends_fails_at_the_problems_own_limit_cases_side_by_side() {
    let checkout = looper(2);
    let solution = Solution::at(checkout.path(), "looper", env!("CARGO_TARGET_TMPDIR"));
    // time-limit-ms = 100: 3 × 100 ms + 2 s, not a flat 10 s.
    let deadline = Duration::from_millis(2300);
    assert_eq!(solution.deadline(), deadline);
    let started = Instant::now();
    let golden = Golden::of(solution);
    let failed = panic::catch_unwind(|| golden.run(|_, _| {}));
    let took = started.elapsed();
    let message = match failed {
        Ok(()) => panic!("the golden test of a solution that never ends passed"),
        Err(panic) => *panic.downcast::<String>().unwrap(),
    };
    assert!(
        message.contains("2 of 2 cases of looper failed")
            && message.contains(
                "testdata/looper/sample-2.in: time limit exceeded: over the 2.3 s limit; \
                 stopped at 2.3 s"
            ),
        "{}",
        message
    );
    // The two cases run side by side where there are two cores.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let most = if cores >= 2 {
        deadline * 2
    } else {
        deadline * 3
    };
    assert!(
        (deadline..most).contains(&took),
        "took {:?} for two cases of {:?} on {} cores",
        took,
        deadline,
        cores
    );
}
