//! Golden tests: every case in testdata/cf-1a, judged by the checker its
//! metadata names against the `.out` under the tests' time limit, and its
//! exact stdout pinned in a snapshot named after the case.

judging::golden_tests!("cf-1a", env!("CARGO_BIN_EXE_cf-1a"));
