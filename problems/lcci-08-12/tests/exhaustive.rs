//! Every board size the judge gives (1 ≤ n ≤ 9): the output is a valid and
//! complete set of boards by itself, and the same set as the reference
//! solver's, by the judge's rule (any order).

use judging::golden::Solution;
use judging::{boards, check};
use queens_testkit::{exhaustive, expected, validate};

fn solution() -> Solution {
    judging::solution!()
}

#[test]
fn every_size_the_judge_gives_is_answered_right() {
    for n in 1..=9 {
        let (run, stdout) = exhaustive::run_on_size(&solution(), n);
        let boards = boards::leetcode_boards(&stdout)
            .unwrap_or_else(|err| run.fail(&format!("n = {}: not LeetCode's format: {}", n, err)));
        if let Err(problem) = validate::all_boards(n, &boards::rows(&boards)) {
            run.fail(&format!("n = {}: not a valid answer:\n{}", n, problem));
        }
        if let Err(difference) = check::unordered_leetcode(&expected::leetcode(n), &stdout) {
            run.fail(&format!(
                "n = {}: not the reference solver's boards:\n{}",
                n, difference
            ));
        }
    }
}
