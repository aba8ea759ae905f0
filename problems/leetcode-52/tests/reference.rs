//! The expected outputs in testdata/leetcode-52 come from the slow reference solver.

use testkit::{expected, testdata, Rule};

#[test]
fn expected_outputs_come_from_the_reference() {
    testdata::check_against_reference("leetcode-52", Rule::Exact, expected::leetcode_count);
}
