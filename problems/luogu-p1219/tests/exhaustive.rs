//! Every board size the judge gives (6 ≤ n ≤ 13), and the smaller ones it
//! does not (which must still work): the placements shown are valid, distinct
//! and the reference solver's first three, and the total is OEIS A000170's.
//! Then the totals alone, which only the counter computes, up to n = 14, and
//! in an ignored test up to n = 18:
//!
//! ```sh
//! cargo test --release -p luogu-p1219 --test exhaustive -- --ignored
//! ```

use judging::golden::Solution;
use judging::{boards, check};
use queens_testkit::oeis::A000170;
use queens_testkit::{answer, exhaustive, expected, validate};

fn solution() -> Solution {
    judging::solution!()
}

/// How many placements the problem wants shown.
const SHOWN: u64 = 3;

fn assert_answered_right(n: usize) {
    let (run, stdout) = exhaustive::run_on_size(&solution(), n);
    let answer = answer::luogu(&stdout, n)
        .unwrap_or_else(|err| run.fail(&format!("n = {}: not Luogu's format: {}", n, err)));
    let shown = A000170[n].min(SHOWN);
    if answer.boards.len() as u64 != shown {
        run.fail(&format!(
            "n = {}: {} placements shown; expected {} (the first three, or all if fewer)",
            n,
            answer.boards.len(),
            shown
        ));
    }
    if let Err(problem) = validate::distinct_boards(n, &boards::rows(&answer.boards)) {
        run.fail(&format!("n = {}: not valid placements:\n{}", n, problem));
    }
    if let Err(problem) = validate::total(n, answer.total) {
        run.fail(&format!("n = {}: the wrong total: {}", n, problem));
    }
    if let Err(difference) = check::luogu(&expected::luogu(n), &stdout) {
        run.fail(&format!(
            "n = {}: not the reference solver's answer:\n{}",
            n, difference
        ));
    }
}

#[test]
fn every_size_the_judge_gives_is_answered_right() {
    for n in 6..=13 {
        assert_answered_right(n);
    }
}

#[test]
fn sizes_below_the_judges_are_answered_right_too() {
    for n in 1..=5 {
        assert_answered_right(n);
    }
}

fn assert_totals_match_oeis(solution: &Solution, sizes: std::ops::RangeInclusive<usize>) {
    for n in sizes {
        let (run, stdout) = exhaustive::run_on_size(solution, n);
        let answer = answer::luogu(&stdout, n)
            .unwrap_or_else(|err| run.fail(&format!("n = {}: not Luogu's format: {}", n, err)));
        if let Err(problem) = validate::total(n, answer.total) {
            run.fail(&format!("n = {}: the wrong total: {}", n, problem));
        }
    }
}

#[test]
fn totals_match_oeis_a000170_up_to_14() {
    assert_totals_match_oeis(&solution(), 0..=14);
}

#[test]
#[ignore = "about 6 s in release (n = 18 is 4 of them); run it with --release (see the module doc)"]
fn totals_match_oeis_a000170_up_to_18() {
    // n = 18 alone takes about 18 s optimised, past the tests' 10 s for a
    // problem whose judge stops at n = 13.
    let solution = solution().with_deadline(std::time::Duration::from_secs(120));
    assert_totals_match_oeis(&solution, 0..=18);
}
