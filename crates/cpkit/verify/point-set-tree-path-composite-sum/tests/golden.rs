//! Golden tests: every case in testdata/verify-point-set-tree-path-composite-sum, judged by the checker its
//! metadata names against the `.out` under the tests' time limit, and its
//! exact stdout pinned in a snapshot named after the case.

judging::golden_tests!(
    "verify-point-set-tree-path-composite-sum",
    env!("CARGO_BIN_EXE_verify-point-set-tree-path-composite-sum")
);
