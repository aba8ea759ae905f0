//! Golden tests: every case in testdata/library-checker-associative-array, judged by the checker its
//! metadata names against the `.out` under the tests' time limit, and its
//! exact stdout pinned in a snapshot named after the case.

judging::golden_tests!(
    "library-checker-associative-array",
    env!("CARGO_BIN_EXE_library-checker-associative-array")
);
