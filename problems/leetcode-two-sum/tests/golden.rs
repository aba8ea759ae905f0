//! Golden tests: every case in testdata/leetcode-two-sum, judged by the checker its
//! metadata names against the `.out`, and its exact stdout pinned in a snapshot.

#[test]
fn judged_cases() {
    insta::glob!("../../../testdata/leetcode-two-sum", "*.in", |input| {
        let stdout = testkit::golden::judge_case(env!("CARGO_BIN_EXE_leetcode-two-sum"), input);
        insta::assert_snapshot!(stdout);
    });
}
