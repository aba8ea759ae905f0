//! Golden tests: every case in testdata/atcoder-abc178-b, judged by the checker its
//! metadata names against the `.out`, and its exact stdout pinned in a snapshot.

#[test]
fn judged_cases() {
    insta::glob!("../../../testdata/atcoder-abc178-b", "*.in", |input| {
        let stdout = testkit::golden::judge_case(env!("CARGO_BIN_EXE_atcoder-abc178-b"), input);
        insta::assert_snapshot!(stdout);
    });
}
