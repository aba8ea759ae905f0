//! Golden tests: every case in testdata/acwing-843, judged by the judge's rule
//! against its `.out`, and its exact stdout pinned in a snapshot.

use testkit::{golden, Rule};

#[test]
fn judged_cases() {
    insta::glob!("../../../testdata/acwing-843", "*.in", |input| {
        let stdout = golden::judge_case(
            env!("CARGO_BIN_EXE_acwing-843"),
            input,
            Rule::UnorderedBoards,
        );
        insta::assert_snapshot!(stdout);
    });
}
