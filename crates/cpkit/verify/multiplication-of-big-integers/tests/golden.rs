//! Golden tests: every case of library-checker-multiplication-of-big-integers, judged by the checker its
//! metadata names against the `.out` under the tests' time limit, and its
//! exact stdout pinned in a snapshot named after the case.

judging::golden_tests!();
