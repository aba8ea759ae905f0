//! The expected outputs in testdata/leetcode-52 come from the slow reference solver.

use testkit::{reference, testdata, Rule};

/// The number of placements, as LeetCode shows an `i32`.
fn expected(n: usize) -> String {
    format!("{}\n", reference::placements(n).len())
}

#[test]
fn expected_outputs_come_from_the_reference() {
    testdata::check_against_reference("leetcode-52", Rule::Exact, expected);
}
