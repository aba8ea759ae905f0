//! Golden tests: every case of cf-1807e played against the
//! interactor under the tests' time limit, and the interactor's log pinned
//! in a snapshot named after the case.

judging::golden_tests!();
