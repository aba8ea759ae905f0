//! The three first mistakes of interactive problems, each against the real
//! interactor on the sample, with its verdict and the dialogue the report
//! shows (docs/interactive.md quotes these reports). The solutions are in
//! tests/misbehaving/, built with plain rustc as a judge would.

use std::path::{Path, PathBuf};
use std::time::Duration;

use judging::interactor::Judged;
use judging::rustc::{self, Emit};
use judging::Verdict;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Builds tests/misbehaving/<name>.rs and plays it on the `case`, killed
/// after 2 s (a deadlock takes that long to be TLE).
fn play(name: &str, case: &str) -> Judged {
    let problem = judging::solution!().with_deadline(Duration::from_secs(2));
    let scratch = tempfile::tempdir().unwrap();
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/misbehaving")
        .join(format!("{}.rs", name));
    let binary = scratch.path().join(name);
    rustc::compile(&source, "2021", Emit::Binary { opt_level: 2 }, &binary).unwrap();
    let interactor = problem.interactor();
    let input = root().join(format!("testdata/guess-number/{}.in", case));
    let judged = problem.interact(&binary, &input, &interactor);
    println!(
        "{}: {}\n{}",
        name,
        judged.verdict.code(),
        judged.report(problem.deadline())
    );
    judged
}

#[test]
fn a_solution_that_never_flushes_deadlocks_and_is_tle() {
    let judged = play("never_flushes", "sample-1");
    assert_eq!(judged.verdict, Verdict::TimeLimitExceeded);
    let report = judged.report(Duration::from_secs(2));
    assert!(
        report.contains("--- waiting:    deadlock: at the 2 s deadline both were waiting to read; the interactor waited for the solution"),
        "{}",
        report
    );
    assert!(report.contains("(was it flushed?)"), "{}", report);
    // The judge said t and the first n; the solution's question never came.
    assert!(
        report.ends_with("  < 3\n  < 10\n--- deadline:   2 s (wall clock, both killed there)"),
        "{}",
        report
    );
}

#[test]
fn a_solution_that_asks_too_much_is_wa_at_the_31st_question() {
    let judged = play("too_many_queries", "ends");
    assert_eq!(
        judged.verdict,
        Verdict::WrongAnswer("game 1: more than 30 questions".into())
    );
    let report = judged.report(Duration::from_secs(2));
    assert!(
        report.contains("  < >\n  > ? 30\n  < >\n  > ? 31\n--- deadline"),
        "{}",
        report
    );
}

#[test]
fn a_solution_that_exits_early_is_wa_when_the_judge_expects_more() {
    let judged = play("exits_early", "sample-1");
    assert_eq!(
        judged.verdict,
        Verdict::WrongAnswer("game 2: the solution ended before answering".into())
    );
    let report = judged.report(Duration::from_secs(2));
    assert!(report.contains("--- solution:   exit code 0"), "{}", report);
    assert!(
        report.contains("  > ! 7\n  < 1\n--- deadline"),
        "{}",
        report
    );
}

#[test]
fn the_kits_own_solution_needs_no_flush() {
    let problem = judging::solution!();
    let interactor = problem.interactor();
    let input = root().join("testdata/guess-number/sample-1.in");
    let judged = problem.interact(&problem.program, &input, &interactor);
    assert_eq!(
        judged.verdict,
        Verdict::Accepted,
        "{}",
        judged.report(problem.deadline())
    );
    assert_eq!(judged.log, "ok: 3 games, 34 questions\n");
}
