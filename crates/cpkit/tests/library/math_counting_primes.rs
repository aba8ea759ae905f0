//! π(n) by Lucy's dynamic programming agrees with a sieve, and with known
//! values of π at powers of ten.

use cpkit::math::counting_primes::counting_primes;
use proptest::prelude::*;

#[test]
fn every_n_up_to_ten_thousand() {
    let limit = 10_000;
    let mut composite = vec![false; limit + 1];
    let mut pi = 0;
    for n in 0..=limit {
        if n >= 2 && !composite[n] {
            pi += 1;
            for m in (n * n..=limit).step_by(n) {
                composite[m] = true;
            }
        }
        assert_eq!(counting_primes(n as u64), pi, "n = {}", n);
    }
}

#[test]
fn powers_of_ten() {
    let known = [0, 4, 25, 168, 1229, 9592, 78_498, 664_579, 5_761_455];
    for (e, &pi) in known.iter().enumerate() {
        assert_eq!(counting_primes(10u64.pow(e as u32)), pi, "10^{}", e);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]
    #[test]
    fn agrees_with_a_sieve(n in 0u64..300_000) {
        let n = n as usize;
        let mut composite = vec![false; n + 1];
        let mut pi = 0;
        for i in 2..=n {
            if !composite[i] {
                pi += 1;
                for m in (i * i..=n).step_by(i) { composite[m] = true; }
            }
        }
        prop_assert_eq!(counting_primes(n as u64), pi);
    }
}
