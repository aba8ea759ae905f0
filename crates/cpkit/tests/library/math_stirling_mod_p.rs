//! Stirling numbers modulo a small prime agree with the triangles' own
//! recurrences computed modulo p, far past p (where the Lucas-like
//! theorems are all that is used).

use cpkit::math::stirling_mod_p::{StirlingFirstModP, StirlingSecondModP};
use proptest::prelude::*;

fn triangle(n: usize, p: u32, first: bool) -> Vec<Vec<u32>> {
    let mut t = vec![vec![0u32; n + 2]; n + 1];
    t[0][0] = 1 % p;
    for i in 0..n {
        for k in 0..=i + 1 {
            let left = if k > 0 { t[i][k - 1] } else { 0 };
            let up = t[i][k];
            t[i + 1][k] = if first {
                (left + (p - i as u32 % p) * up) % p
            } else {
                (left + k as u32 % p * up) % p
            };
        }
    }
    t
}

const PRIMES: [u32; 6] = [2, 3, 5, 7, 11, 31];

#[test]
fn every_entry_for_small_primes() {
    for &p in &PRIMES {
        let n = 150;
        let first = triangle(n, p, true);
        let second = triangle(n, p, false);
        let (s1, s2) = (StirlingFirstModP::new(p), StirlingSecondModP::new(p));
        for i in 0..=n {
            for k in 0..=n {
                assert_eq!(
                    s1.get(i as u64, k as u64),
                    first[i][k],
                    "s({}, {}) mod {}",
                    i,
                    k,
                    p
                );
                assert_eq!(
                    s2.get(i as u64, k as u64),
                    second[i][k],
                    "S({}, {}) mod {}",
                    i,
                    k,
                    p
                );
            }
        }
    }
}

proptest! {
    #[test]
    fn agrees_with_the_triangle(pi in 0usize..6, n in 0u64..600, k in 0u64..600) {
        let p = PRIMES[pi];
        let first = triangle(n as usize, p, true);
        let second = triangle(n as usize, p, false);
        let want = |t: &Vec<Vec<u32>>| if k <= n { t[n as usize][k as usize] } else { 0 };
        prop_assert_eq!(StirlingFirstModP::new(p).get(n, k), want(&first));
        prop_assert_eq!(StirlingSecondModP::new(p).get(n, k), want(&second));
    }

    #[test]
    fn large_n_is_reduced(n in 0u64..u64::MAX / 2, k in 0u64..64) {
        // S(n, 1) = 1 for n >= 1 and S(n, 2) = 2^(n-1) - 1; s(n, n) = 1.
        let s2 = StirlingSecondModP::new(5);
        if n >= 1 {
            prop_assert_eq!(s2.get(n, 1), 1);
        }
        let s1 = StirlingFirstModP::new(5);
        prop_assert_eq!(s1.get(n, n), 1);
        prop_assert_eq!(s1.get(n, n.saturating_add(k + 1)), 0);
    }
}
