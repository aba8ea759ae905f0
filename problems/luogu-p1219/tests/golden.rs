//! Golden tests: every case in testdata/luogu-p1219, judged by the judge's rule
//! against its `.out`, and its exact stdout pinned in a snapshot.

use testkit::{golden, Rule};

#[test]
fn judged_cases() {
    insta::glob!("../../../testdata/luogu-p1219", "*.in", |input| {
        let stdout = golden::judge_case(env!("CARGO_BIN_EXE_luogu-p1219"), input, Rule::Luogu);
        insta::assert_snapshot!(stdout);
    });
}
