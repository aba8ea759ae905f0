//! Golden tests: every case in testdata/leetcode-52, judged by the checker its
//! metadata names against the `.out` under the tests' time limit, and its
//! exact stdout pinned in a snapshot named after the case.

judging::golden_tests!("leetcode-52", env!("CARGO_BIN_EXE_leetcode-52"));
