//! Issue 48: a misbehaving solution gets the verdict a judge would give, the
//! same in the debug build `cargo test` and `judge` make and in the judge's
//! own build (`judge --release`, `stress`), and the kit stays bounded.
//!
//! Each test is a problem `adv-a` (Codeforces, 1 s, 256 MiB) in a scratch
//! checkout, judged through the one session every command opens. The
//! figures asserted are the mechanism's (the verdict, what was kept), never
//! a time or a peak that a loaded machine could change.

use std::fs;
use std::panic;
use std::path::Path;

use judging::golden::{Golden, Solution};
use judging::session::{Build, Judged};
use judging::Verdict;

/// A checkout holding `adv-a` with `main` as its solution and one case.
fn checkout(main: &str, time_limit_ms: u64) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let problem = dir.path().join("problems/adv-a");
    fs::create_dir_all(problem.join("src")).unwrap();
    fs::write(
        problem.join("Cargo.toml"),
        format!(
            "[package]\nname = \"adv-a\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
             [package.metadata.judge]\njudge = \"codeforces\"\nurl = \"\"\n\
             time-limit-ms = {}\nmemory-limit-mib = 256\nchecker = \"tokens\"\nkind = \"stdin\"\n",
            time_limit_ms
        ),
    )
    .unwrap();
    fs::write(problem.join("src/main.rs"), main).unwrap();
    let testdata = dir.path().join("testdata/adv-a");
    fs::create_dir_all(&testdata).unwrap();
    fs::write(testdata.join("sample-1.in"), "1 2\n").unwrap();
    fs::write(testdata.join("sample-1.out"), "3\n").unwrap();
    dir
}

/// The one case judged in `build`.
fn judged(root: &Path, build: Build) -> Judged {
    let solution = Solution::at(root, "adv-a", env!("CARGO_TARGET_TMPDIR"));
    let session = solution.session(build).unwrap();
    let case = &solution.cases()[0];
    session.judge(case, &mut |_| {}).unwrap()
}

/// The golden test's failure message, or `None` when it passed.
fn golden_failure(root: &Path) -> Option<String> {
    let golden = Golden::of(Solution::at(root, "adv-a", env!("CARGO_TARGET_TMPDIR")));
    panic::catch_unwind(|| golden.run(|_, _| {}))
        .err()
        .map(|panic| *panic.downcast::<String>().unwrap())
}

const BUILDS: [Build; 2] = [Build::Debug, Build::Judge];

// Finding 1: `vec![0u8; 2 << 30]` got its 2 GiB and was MLE, TLE or a time
// limit depending on the command.
#[test]
fn a_two_gib_hog_is_mle_at_once_in_every_build_and_in_the_golden_test() {
    let kit = checkout(
        "fn main() {\n    let pages = std::hint::black_box(vec![0u8; 2 << 30]);\n    \
         println!(\"{}\", pages[4096] + 3);\n}\n",
        1000,
    );
    for build in BUILDS {
        let judged = judged(kit.path(), build);
        assert_eq!(
            judged.verdict,
            Verdict::MemoryLimitExceeded,
            "{:?}: {:?}",
            build,
            judged
        );
    }
    let message = golden_failure(kit.path()).expect("the golden test fails");
    assert!(
        message.contains("sample-1.in: memory limit exceeded: an allocation was refused"),
        "{}",
        message
    );
}

// Finding 2: 1.5 GiB of stdout went into an unbounded buffer.
#[test]
fn a_stdout_flood_is_ole_and_is_never_read_whole() {
    let kit = checkout(
        "use std::io::Write;\nfn main() {\n    let line = vec![b'7'; 1 << 20];\n    \
         let mut out = std::io::stdout().lock();\n    \
         for _ in 0..100 {\n        out.write_all(&line).unwrap();\n    }\n}\n",
        10_000,
    );
    for build in BUILDS {
        let judged = judged(kit.path(), build);
        assert_eq!(
            judged.verdict,
            Verdict::OutputLimitExceeded,
            "{:?}: {:?}",
            build,
            judged.verdict
        );
        assert!(
            judged.stdout.is_empty(),
            "{} bytes read",
            judged.stdout.len()
        );
    }
}

// Finding 3: 200 MiB of stderr, then the right answer, was AC in one
// command and a time limit in another.
#[test]
fn a_stderr_flood_before_the_right_answer_is_accepted_and_kept_small() {
    let kit = checkout(
        "use std::io::Write;\nfn main() {\n    let noise = vec![b'e'; 1 << 20];\n    \
         let mut err = std::io::stderr().lock();\n    \
         for _ in 0..100 {\n        err.write_all(&noise).unwrap();\n    }\n    println!(\"3\");\n}\n",
        10_000,
    );
    for build in BUILDS {
        let judged = judged(kit.path(), build);
        assert_eq!(
            judged.verdict,
            Verdict::Accepted,
            "{:?}: {:?}",
            build,
            judged.verdict
        );
        assert!(
            judged.stderr.len() < 64 * 1024,
            "{:?}: {} bytes of stderr kept",
            build,
            judged.stderr.len()
        );
    }
}
