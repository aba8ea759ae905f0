//! A solution's answer for one board size, as the exhaustive tests ask it:
//! through the one runner, under the tests' time limit for the problem.

use judging::golden::{Ran, Solution};

/// Runs `solution` on the input `n` and returns the run with its stdout;
/// panics with the whole run unless it succeeded, quietly, in UTF-8, within
/// the tests' time limit.
pub fn run_on_size(solution: &Solution, n: usize) -> (Ran, String) {
    solution.answer(format!("{}\n", n).as_bytes(), &format!("n = {}", n))
}
