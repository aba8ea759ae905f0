//! `counting::count` and `parallel::count` against OEIS A000170.
//!
//! Boards up to 13 run in every `cargo test`. The larger ones take seconds to
//! minutes even optimised (the times below are this kit's 2-core machine),
//! so they are ignored by default:
//!
//! ```sh
//! cargo test --release -p cpkit --test a000170 -- --ignored
//! cargo test --release -p cpkit --test a000170 -- --ignored 19   # one of them
//! ```

use std::time::Duration;

use cpkit::queens::{counting, parallel};
use queens_testkit::oeis::A000170;

/// OEIS A000170 for n = 19 to 21, past the end of queens-testkit's table; 21 is
/// the largest board the quarter join counts.
const A000170_19: u64 = 4_968_057_848;
const A000170_20: u64 = 39_029_188_884;
const A000170_21: u64 = 314_666_222_712;

fn check(sizes: std::ops::RangeInclusive<usize>) {
    for n in sizes {
        assert_eq!(counting::count(n), A000170[n], "count({})", n);
    }
}

fn threaded(n: usize) -> u64 {
    parallel::count(n, 2, Duration::from_secs(3600), |_| ())
}

#[test]
fn counts_match_a000170_up_to_13() {
    check(0..=13);
}

#[test]
#[ignore = "about 4 s optimised; run with --release -- --ignored"]
fn counts_match_a000170_from_14_to_18() {
    check(14..=18);
}

#[test]
#[ignore = "about 3 s optimised on 2 threads; run with --release -- --ignored"]
fn threaded_counts_match_a000170_from_14_to_18() {
    for (n, &total) in A000170.iter().enumerate().skip(14) {
        assert_eq!(threaded(n), total, "n = {}", n);
    }
}

#[test]
#[ignore = "about 12 s optimised on 2 threads; run with --release -- --ignored"]
fn threaded_count_matches_a000170_at_19() {
    assert_eq!(threaded(19), A000170_19);
}

#[test]
#[ignore = "about 90 s optimised on 2 threads; run with --release -- --ignored"]
fn threaded_count_matches_a000170_at_20() {
    assert_eq!(threaded(20), A000170_20);
}

#[test]
#[ignore = "about 8 min optimised on 2 threads; run with --release -- --ignored"]
fn threaded_count_matches_a000170_at_21() {
    assert_eq!(threaded(21), A000170_21);
}
