//! Golden tests: every case in testdata/cf-71a, judged by the checker its
//! metadata names against the `.out`, and its exact stdout pinned in a snapshot.

#[test]
fn judged_cases() {
    insta::glob!("../../../testdata/cf-71a", "*.in", |input| {
        let stdout = testkit::golden::judge_case(env!("CARGO_BIN_EXE_cf-71a"), input);
        insta::assert_snapshot!(stdout);
    });
}
