//! Golden tests: every case in testdata/kit-divisors-of-product, judged by the checker its
//! metadata names against the `.out` under the tests' time limit, and its
//! exact stdout pinned in a snapshot named after the case.

judging::golden_tests!(
    "kit-divisors-of-product",
    env!("CARGO_BIN_EXE_kit-divisors-of-product")
);
