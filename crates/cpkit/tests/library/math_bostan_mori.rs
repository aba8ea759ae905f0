//! Bostan–Mori against running the recurrence term by term, for orders on
//! both sides of the transforms' sizes.

use cpkit::math::bostan_mori::{bostan_mori, kth_term};
use cpkit::math::modint::ModInt998244353 as Mint;
use proptest::prelude::*;

fn terms(a: &[Mint], c: &[Mint], n: usize) -> Vec<Mint> {
    let mut t = a.to_vec();
    while t.len() < n {
        let i = t.len();
        t.push(c.iter().enumerate().map(|(j, &cj)| cj * t[i - 1 - j]).sum());
    }
    t
}

fn recurrence() -> impl Strategy<Value = (Vec<Mint>, Vec<Mint>, u64)> {
    (1usize..80).prop_flat_map(|d| {
        (
            prop::collection::vec(any::<u32>(), d),
            prop::collection::vec(any::<u32>(), d),
            0u64..600,
        )
            .prop_map(|(a, c, k)| {
                let m = |v: Vec<u32>| v.into_iter().map(Mint::new).collect::<Vec<_>>();
                (m(a), m(c), k)
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn kth_term_agrees_with_the_recurrence((a, c, k) in recurrence()) {
        let expected = terms(&a, &c, k as usize + 1)[k as usize];
        prop_assert_eq!(kth_term(&a, &c, k), expected);
    }

    #[test]
    fn coefficient_agrees_with_the_series_division((a, c, k) in recurrence()) {
        // P = first terms of 1/Q times anything: compare with P / Q expanded.
        let mut q = vec![Mint::new(1)];
        q.extend(c.iter().map(|&x| -x));
        let p = &a[..a.len().min(q.len() - 1)];
        let n = k as usize + 1;
        let mut s = vec![Mint::new(0); n]; // s = P / Q: s[i] = p[i] + Σ c_j s[i - j]
        for i in 0..n {
            let mut v = p.get(i).copied().unwrap_or_default();
            for (j, &cj) in c.iter().enumerate() {
                if j < i { v += cj * s[i - 1 - j]; }
            }
            s[i] = v;
        }
        prop_assert_eq!(bostan_mori(p, &q, k), s[k as usize]);
    }
}

#[test]
fn the_largest_index_matches_fast_doubling_fibonacci() {
    // F(10^18) mod 998244353 by fast doubling, independent of the NTT.
    fn fib(n: u64) -> (Mint, Mint) {
        if n == 0 {
            return (Mint::new(0), Mint::new(1));
        }
        let (a, b) = fib(n / 2);
        let c = a * (b * 2 - a);
        let d = a * a + b * b;
        if n % 2 == 0 {
            (c, d)
        } else {
            (d, c + d)
        }
    }
    let one = Mint::new(1);
    let k = 1_000_000_000_000_000_000;
    assert_eq!(kth_term(&[Mint::new(0), one], &[one, one], k), fib(k).0);
}
