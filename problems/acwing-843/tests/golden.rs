//! Golden tests: every case in testdata/acwing-843, judged by the checker its
//! metadata names against the `.out`, and its exact stdout pinned in a snapshot.

#[test]
fn judged_cases() {
    insta::glob!("../../../testdata/acwing-843", "*.in", |input| {
        let stdout = testkit::golden::judge_case(env!("CARGO_BIN_EXE_acwing-843"), input);
        insta::assert_snapshot!(stdout);
    });
}
