//! Every board size the judge gives (1 ≤ n ≤ 9): the number printed is OEIS
//! A000170's and the reference solver's.

use judging::check;
use judging::golden::Solution;
use queens_testkit::{exhaustive, expected, validate};

fn solution() -> Solution {
    judging::solution!()
}

#[test]
fn every_size_the_judge_gives_is_answered_right() {
    for n in 1..=9 {
        let (run, stdout) = exhaustive::run_on_size(&solution(), n);
        let total: u64 = stdout
            .trim_end()
            .parse()
            .unwrap_or_else(|_| run.fail(&format!("n = {}: not a number", n)));
        if let Err(problem) = validate::total(n, total) {
            run.fail(&format!("n = {}: {}", n, problem));
        }
        if let Err(difference) = check::exact(&expected::leetcode_count(n), &stdout) {
            run.fail(&format!(
                "n = {}: not the reference's count:\n{}",
                n, difference
            ));
        }
    }
}
