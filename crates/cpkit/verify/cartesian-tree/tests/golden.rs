//! Golden tests: every case in testdata/verify-cartesian-tree, judged by the checker its
//! metadata names against the `.out` under the tests' time limit, and its
//! exact stdout pinned in a snapshot named after the case.

judging::golden_tests!(
    "verify-cartesian-tree",
    env!("CARGO_BIN_EXE_verify-cartesian-tree")
);
