//! Golden tests: every case in testdata/guess-number played against the
//! interactor under the tests' time limit, and the interactor's log pinned
//! in a snapshot named after the case.

judging::golden_tests!("guess-number", env!("CARGO_BIN_EXE_guess-number"));
