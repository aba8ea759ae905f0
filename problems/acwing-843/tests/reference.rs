//! The expected outputs in testdata/acwing-843 come from the slow reference solver.

use testkit::{expected, testdata, Rule};

#[test]
fn expected_outputs_come_from_the_reference() {
    testdata::check_against_reference("acwing-843", Rule::UnorderedBoards, expected::acwing);
}
