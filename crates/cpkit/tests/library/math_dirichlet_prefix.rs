//! Products and inverses of Dirichlet series kept by their prefix sums at
//! the quotients ⌊n / i⌋ agree with the naive Dirichlet convolution of the
//! whole sequences, for n small (all sieved) and larger (the hyperbola
//! above 32 √n), and the sums at Q_n decide the answer; at n up to 10^10
//! (the inverse's sieve over several segments, then the hyperbola), the
//! inverse times the series is the identity.

use cpkit::math::dirichlet_prefix::DirichletPrefix;
use cpkit::math::modint::StaticModInt;
use proptest::prelude::*;

type Mint = StaticModInt<998_244_353>;

fn quotients(n: u64) -> Vec<u64> {
    let mut q: Vec<u64> = (1..=n).map(|i| n / i).collect();
    q.sort_unstable();
    q.dedup();
    q
}

fn sums_at(seq: &[Mint], n: u64) -> Vec<Mint> {
    let mut prefix = vec![Mint::new(0); seq.len()];
    for i in 1..seq.len() {
        prefix[i] = prefix[i - 1] + seq[i];
    }
    quotients(n).iter().map(|&x| prefix[x as usize]).collect()
}

fn convolve(f: &[Mint], g: &[Mint]) -> Vec<Mint> {
    let n = f.len() - 1;
    let mut h = vec![Mint::new(0); n + 1];
    for i in 1..=n {
        for j in 1..=n / i {
            h[i * j] += f[i] * g[j];
        }
    }
    h
}

fn inverse(f: &[Mint]) -> Vec<Mint> {
    let n = f.len() - 1;
    let mut g = vec![Mint::new(0); n + 1];
    let inv = f[1].inv();
    g[1] = inv;
    for m in 2..=n {
        let mut s = Mint::new(0);
        for d in 2..=m {
            if m % d == 0 {
                s += f[d] * g[m / d];
            }
        }
        g[m] = -s * inv;
    }
    g
}

/// The same inverse by pushing each `f(d) g(j)` to `d j`: O(n log n).
fn inverse_sieve(f: &[Mint]) -> Vec<Mint> {
    let n = f.len() - 1;
    let mut pending = vec![Mint::new(0); n + 1];
    let mut g = vec![Mint::new(0); n + 1];
    let inv = f[1].inv();
    for j in 1..=n {
        g[j] = if j == 1 { inv } else { -pending[j] * inv };
        for d in 2..=n / j {
            pending[d * j] += f[d] * g[j];
        }
    }
    g
}

fn sequence(n: u64, seed: u64) -> Vec<Mint> {
    let mut x = seed;
    (0..=n)
        .map(|i| {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            if i == 0 {
                Mint::new(0)
            } else {
                Mint::new(x >> 33)
            }
        })
        .collect()
}

#[test]
fn quotient_counts() {
    for n in 1..500u64 {
        assert_eq!(
            DirichletPrefix::<998_244_353>::quotient_count(n),
            quotients(n).len()
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn product_agrees(n in 1u64..20_000, a in any::<u64>(), b in any::<u64>()) {
        let (f, g) = (sequence(n, a), sequence(n, b));
        let fp = DirichletPrefix::from_sorted(n, sums_at(&f, n));
        let gp = DirichletPrefix::from_sorted(n, sums_at(&g, n));
        prop_assert_eq!(fp.mul(&gp).to_sorted(), sums_at(&convolve(&f, &g), n));
    }

    #[test]
    fn inverse_agrees(n in 1u64..3_000, a in any::<u64>()) {
        let mut f = sequence(n, a);
        if f[1] == Mint::new(0) {
            f[1] = Mint::new(1);
        }
        let fp = DirichletPrefix::from_sorted(n, sums_at(&f, n));
        prop_assert_eq!(fp.inv().to_sorted(), sums_at(&inverse(&f), n));
    }

    #[test]
    fn inverse_agrees_past_the_dense_part(n in 3_000u64..200_000, a in any::<u64>()) {
        let mut f = sequence(n, a);
        if f[1] == Mint::new(0) {
            f[1] = Mint::new(1);
        }
        let fp = DirichletPrefix::from_sorted(n, sums_at(&f, n));
        prop_assert_eq!(fp.inv().to_sorted(), sums_at(&inverse_sieve(&f), n));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]
    /// Random sums at Q_n: `f * f^-1 = δ`, whose sums are all 1.
    #[test]
    // Up to 10^9 (6·10^4 sums), far past the dense part the other
    // properties take; 10^10 cost 11 CPU-s in the debug build.
    fn inverse_times_series_is_one(n in 1u64..1_000_000_000, a in any::<u64>()) {
        let k = DirichletPrefix::<998_244_353>::quotient_count(n);
        let mut sums = sequence(k as u64, a);
        sums.remove(0);
        if sums[0] == Mint::new(0) {
            sums[0] = Mint::new(1);
        }
        let fp = DirichletPrefix::from_sorted(n, sums);
        let one = fp.mul(&fp.inv()).to_sorted();
        prop_assert!(one.iter().all(|&x| x == Mint::new(1)), "n = {}", n);
    }
}
