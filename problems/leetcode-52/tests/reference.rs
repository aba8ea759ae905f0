//! The expected outputs in testdata/leetcode-52 come from the slow reference solver.

use judging::check;
use queens_testkit::{expected, testdata};

#[test]
fn expected_outputs_come_from_the_reference() {
    testdata::check_against_reference("leetcode-52", check::exact, expected::leetcode_count);
}
