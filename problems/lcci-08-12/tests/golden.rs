//! Golden tests: every case in testdata/lcci-08-12, judged by the checker its
//! metadata names against the `.out`, and its exact stdout pinned in a snapshot.

#[test]
fn judged_cases() {
    insta::glob!("../../../testdata/lcci-08-12", "*.in", |input| {
        let stdout = testkit::golden::judge_case(env!("CARGO_BIN_EXE_lcci-08-12"), input);
        insta::assert_snapshot!(stdout);
    });
}
