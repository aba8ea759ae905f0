//! The totient sum by Du's sieve agrees with a plain sieve of φ, below and
//! above the size where it stops sieving everything, under two moduli;
//! and with the reference answer for n near 10^10.

use cpkit::math::totient_sum::totient_sum;
use proptest::prelude::*;

const N: usize = 400_000;

/// Φ(k) exactly, for k <= N, by the sieve φ(j) -= φ(j) / p.
fn table() -> Vec<u64> {
    let mut phi: Vec<u64> = (0..=N as u64).collect();
    for p in 2..=N {
        if phi[p] == p as u64 {
            for j in (p..=N).step_by(p) {
                phi[j] -= phi[j] / p as u64;
            }
        }
    }
    let mut sum = 0;
    phi.iter().skip(1).fold(vec![0], |mut acc, &x| {
        sum += x;
        acc.push(sum);
        acc
    })
}

thread_local! {
    // Built once per test thread, on first use.
    static EXACT: Vec<u64> = table();
}

fn exact(n: usize) -> u64 {
    EXACT.with(|t| t[n])
}

#[test]
fn every_n_up_to_5000() {
    for n in 0..5000 {
        assert_eq!(
            u64::from(totient_sum::<998_244_353>(n as u64).val()),
            exact(n) % 998_244_353,
            "n {}",
            n
        );
    }
}

#[test]
fn near_ten_to_the_ten() {
    // From Library Checker's `max_00` case, answered by its reference.
    assert_eq!(totient_sum::<998_244_353>(9_999_999_994).val(), 382_924_935);
}

proptest! {
    #[test]
    fn agrees_with_the_sieve(n in 0..=N) {
        prop_assert_eq!(u64::from(totient_sum::<998_244_353>(n as u64).val()), exact(n) % 998_244_353);
        prop_assert_eq!(u64::from(totient_sum::<1_000_000_007>(n as u64).val()), exact(n) % 1_000_000_007);
        prop_assert_eq!(u64::from(totient_sum::<97>(n as u64).val()), exact(n) % 97);
    }
}
