//! The expected outputs in testdata/luogu-p1219 come from the slow reference solver.

use testkit::{expected, testdata, Rule};

#[test]
fn expected_outputs_come_from_the_reference() {
    testdata::check_against_reference("luogu-p1219", Rule::Luogu, expected::luogu);
}
