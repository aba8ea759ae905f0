//! The expected outputs in testdata/lcci-08-12 come from the slow reference solver.

use judging::check;
use queens_testkit::{expected, testdata};

#[test]
fn expected_outputs_come_from_the_reference() {
    testdata::check_against_reference("lcci-08-12", check::unordered_leetcode, expected::leetcode);
}
