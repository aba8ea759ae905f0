//! `counting::count` against OEIS A000170, by each of its methods' ranges.
//!
//! Boards up to 13 run in every `cargo test`; 14 to 18 take about 20 seconds
//! even optimised (and far longer unoptimised), so they are ignored by default:
//!
//! ```sh
//! cargo test --release -p cpkit --test a000170 -- --ignored
//! ```

use cpkit::counting;
use queens_testkit::oeis::A000170;

fn check(sizes: std::ops::RangeInclusive<usize>) {
    for n in sizes {
        assert_eq!(counting::count(n), A000170[n], "count({})", n);
    }
}

#[test]
fn counts_match_a000170_up_to_13() {
    check(0..=13);
}

#[test]
#[ignore = "about 20 s optimised; run with --release -- --ignored"]
fn counts_match_a000170_from_14_to_18() {
    check(14..=18);
}
