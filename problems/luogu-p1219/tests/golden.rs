//! Golden tests: every case in testdata/luogu-p1219, judged by the checker its
//! metadata names against the `.out`, and its exact stdout pinned in a snapshot.

#[test]
fn judged_cases() {
    insta::glob!("../../../testdata/luogu-p1219", "*.in", |input| {
        let stdout = testkit::golden::judge_case(env!("CARGO_BIN_EXE_luogu-p1219"), input);
        insta::assert_snapshot!(stdout);
    });
}
