//! The expected outputs in testdata/acwing-843 come from the slow reference solver.

use judging::check;
use queens_testkit::{expected, testdata};

#[test]
fn expected_outputs_come_from_the_reference() {
    testdata::check_against_reference("acwing-843", check::unordered_boards, expected::acwing);
}
