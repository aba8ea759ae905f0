//! Golden tests: every case in testdata/atcoder-abc075-b, judged by the checker its
//! metadata names against the `.out` under the tests' time limit, and its
//! exact stdout pinned in a snapshot named after the case.

judging::golden_tests!("atcoder-abc075-b", env!("CARGO_BIN_EXE_atcoder-abc075-b"));
