//! The q-binomial coefficients agree with the q-Pascal rule
//! `[n, k] = [n-1, k-1] + q^k [n-1, k]` computed modulo small and large
//! primes, whatever the order of `q` (including 0 and 1).

use cpkit::math::q_binomial::QBinomial;
use proptest::prelude::*;

fn pascal(n: usize, q: u64, m: u64) -> Vec<Vec<u64>> {
    let mut t = vec![vec![0u64; n + 1]; n + 1];
    for i in 0..=n {
        t[i][0] = 1 % m;
        let mut qk = 1 % m;
        for k in 1..=i {
            qk = qk * q % m;
            t[i][k] = (t[i - 1][k - 1] + qk * t[i - 1][k]) % m;
        }
    }
    t
}

const PRIMES: [u32; 8] = [2, 3, 5, 7, 13, 101, 65_537, 998_244_353];

proptest! {
    #[test]
    fn agrees_with_q_pascal(pi in 0usize..8, q in 0u32..1000, n in 0usize..60) {
        let m = PRIMES[pi];
        let n = n.min(m as usize - 1);
        let table = QBinomial::new(n, q, m);
        let want = pascal(n, u64::from(q % m), u64::from(m));
        for (i, row) in want.iter().enumerate() {
            for (k, &w) in row.iter().enumerate() {
                prop_assert_eq!(u64::from(table.binom(i, k)), w, "n {} k {} q {} m {}", i, k, q, m);
            }
        }
    }

    #[test]
    fn order_below_n(n in 0usize..100) {
        // 2 has order 3 modulo 7 and 4 modulo 5; q = 1 is the plain binomial.
        for &(q, m) in &[(2u32, 7u32), (2, 5), (1, 101), (0, 101), (100, 101)] {
            let n = n.min(m as usize - 1);
            let table = QBinomial::new(n, q, m);
            let want = pascal(n, u64::from(q), u64::from(m));
            for (k, &w) in want[n].iter().enumerate() {
                prop_assert_eq!(u64::from(table.binom(n, k)), w);
            }
        }
    }
}
