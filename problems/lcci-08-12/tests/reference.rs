//! The expected outputs in testdata/lcci-08-12 come from the slow reference solver.

use testkit::{expected, testdata, Rule};

#[test]
fn expected_outputs_come_from_the_reference() {
    testdata::check_against_reference("lcci-08-12", Rule::UnorderedLeetCode, expected::leetcode);
}
