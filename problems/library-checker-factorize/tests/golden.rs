//! Golden tests: every case in testdata/library-checker-factorize, judged by the checker its
//! metadata names against the `.out` under the tests' time limit, and its
//! exact stdout pinned in a snapshot named after the case.

judging::golden_tests!(
    "library-checker-factorize",
    env!("CARGO_BIN_EXE_library-checker-factorize")
);
