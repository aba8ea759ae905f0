//! The count of squarefree numbers agrees with a sieve up to a few
//! million, at every n there, and with known values far above.

use cpkit::math::squarefree_count::count_squarefree;
use proptest::prelude::*;

const LIMIT: usize = 1_000_000;

/// prefix[n] = the number of squarefree numbers in 1..=n.
fn sieve() -> Vec<u32> {
    {
        let mut free = vec![true; LIMIT + 1];
        let mut d = 2;
        while d * d <= LIMIT {
            for m in (d * d..=LIMIT).step_by(d * d) {
                free[m] = false;
            }
            d += 1;
        }
        let mut prefix = vec![0u32; LIMIT + 1];
        for n in 1..=LIMIT {
            prefix[n] = prefix[n - 1] + u32::from(free[n]);
        }
        prefix
    }
}

thread_local! {
    static PREFIX: Vec<u32> = sieve();
}

fn prefix(n: usize) -> u32 {
    PREFIX.with(|p| p[n])
}

#[test]
fn known_values() {
    // OEIS A071172: squarefree numbers up to 10^k.
    assert_eq!(count_squarefree(10_000_000_000), 6_079_270_942);
    assert_eq!(count_squarefree(1_000_000_000_000), 607_927_102_274);
    assert_eq!(count_squarefree(1_000_000_000_000_000), 607_927_101_854_103);
}

#[test]
fn small_n() {
    for n in 0..2000 {
        assert_eq!(
            count_squarefree(n as u64),
            u64::from(prefix(n)),
            "n = {}",
            n
        );
    }
}

proptest! {
    #[test]
    fn agrees_with_the_sieve(n in 0usize..=LIMIT) {
        prop_assert_eq!(count_squarefree(n as u64), u64::from(prefix(n)));
    }
}
