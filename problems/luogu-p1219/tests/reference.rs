//! The expected outputs in testdata/luogu-p1219 come from the slow reference solver.

use judging::check;
use queens_testkit::{expected, testdata};

#[test]
fn expected_outputs_come_from_the_reference() {
    testdata::check_against_reference("luogu-p1219", check::luogu, expected::luogu);
}
