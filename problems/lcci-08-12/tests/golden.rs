//! Golden tests: every case in testdata/lcci-08-12, judged by the judge's rule
//! against its `.out`, and its exact stdout pinned in a snapshot.

use testkit::{golden, Rule};

#[test]
fn judged_cases() {
    insta::glob!("../../../testdata/lcci-08-12", "*.in", |input| {
        let stdout = golden::judge_case(
            env!("CARGO_BIN_EXE_lcci-08-12"),
            input,
            Rule::UnorderedLeetCode,
        );
        insta::assert_snapshot!(stdout);
    });
}
