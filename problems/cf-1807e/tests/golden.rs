//! Golden tests: every case in testdata/cf-1807e played against the
//! interactor under the tests' time limit, and the interactor's log pinned
//! in a snapshot named after the case.

judging::golden_tests!("cf-1807e", env!("CARGO_BIN_EXE_cf-1807e"));
