//! Formal power series against the schoolbook series: the inverse times
//! the series is 1, and the logarithm's derivative times the series is the
//! series' derivative, and the exponential's derivative is the exponential
//! times the series' derivative, each checked coefficient by coefficient;
//! powers agree with repeated schoolbook products.

use cpkit::math::fps_exp::fps_exp;
use cpkit::math::fps_inv::fps_inv;
use cpkit::math::fps_log::fps_log;
use cpkit::math::fps_pow::fps_pow;
use cpkit::math::modint::ModInt998244353 as Mint;
use proptest::prelude::*;

fn mul_trunc(a: &[Mint], b: &[Mint], n: usize) -> Vec<Mint> {
    let mut c = vec![Mint::new(0); n];
    for (i, &x) in a.iter().enumerate().take(n) {
        for (j, &y) in b.iter().enumerate().take(n - i) {
            c[i + j] += x * y;
        }
    }
    c
}

fn series(constant: u32) -> impl Strategy<Value = (Vec<Mint>, usize)> {
    (prop::collection::vec(any::<u32>(), 1..300), 0usize..300).prop_map(move |(v, n)| {
        let mut f: Vec<Mint> = v.into_iter().map(Mint::new).collect();
        if constant == 0 {
            if f[0].val() == 0 {
                f[0] = Mint::new(7);
            }
        } else {
            f[0] = Mint::new(constant);
        }
        (f, n)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn inverse_times_series_is_one((f, n) in series(0)) {
        let g = fps_inv(&f, n);
        prop_assert_eq!(g.len(), n);
        let mut one = vec![Mint::new(0); n];
        if n > 0 { one[0] = Mint::new(1); }
        prop_assert_eq!(mul_trunc(&f, &g, n), one);
    }

    #[test]
    fn logarithm_derivative_times_series_is_the_derivative((f, n) in series(1)) {
        let g = fps_log(&f, n);
        prop_assert_eq!(g.len(), n);
        if n > 0 {
            prop_assert_eq!(g[0], Mint::new(0));
        }
        // (log f)' f = f' modulo x^(n - 1).
        let dg: Vec<Mint> = g.iter().enumerate().skip(1).map(|(i, &c)| c * Mint::new(i as u32)).collect();
        let df: Vec<Mint> = f.iter().enumerate().skip(1).map(|(i, &c)| c * Mint::new(i as u32)).collect();
        let m = n.saturating_sub(1);
        let mut expected = df;
        expected.resize(m.max(expected.len()), Mint::new(0));
        expected.truncate(m);
        prop_assert_eq!(mul_trunc(&dg, &f, m), expected);
    }

    #[test]
    fn exponential_derivative_is_itself_times_the_derivative((f, n) in series(1)) {
        let mut f = f;
        f[0] = Mint::new(0);
        let g = fps_exp(&f, n);
        prop_assert_eq!(g.len(), n);
        if n > 0 {
            prop_assert_eq!(g[0], Mint::new(1));
        }
        // g' = g f' modulo x^(n - 1).
        let dg: Vec<Mint> = g.iter().enumerate().skip(1).map(|(i, &c)| c * Mint::new(i as u32)).collect();
        let df: Vec<Mint> = f.iter().enumerate().skip(1).map(|(i, &c)| c * Mint::new(i as u32)).collect();
        let m = n.saturating_sub(1);
        prop_assert_eq!(mul_trunc(&g, &df, m), dg);
    }

    #[test]
    fn powers_agree_with_repeated_products(
        v in prop::collection::vec(0u32..5, 0..30),
        zeros in 0usize..4,
        k in 0u64..6,
        n in 0usize..40,
    ) {
        // Leading zeros shift the answer; small coefficients make zeros
        // inside common too.
        let f: Vec<Mint> = std::iter::repeat(0).take(zeros).chain(v).map(Mint::new).collect();
        let mut expected = vec![Mint::new(0); n];
        if n > 0 { expected[0] = Mint::new(1); }
        for _ in 0..k {
            expected = mul_trunc(&expected, &f, n);
        }
        prop_assert_eq!(fps_pow(&f, k, n), expected);
    }
}

#[test]
fn huge_exponents() {
    // (1 + x)^k with k = 10^18: coefficient i is C(k, i) mod p.
    let k: u64 = 1_000_000_000_000_000_000;
    let f = vec![Mint::new(1), Mint::new(1)];
    let g = fps_pow(&f, k, 4);
    let km = Mint::new(k);
    let expected = vec![
        Mint::new(1),
        km,
        km * (km - 1) / 2,
        km * (km - 1) * (km - 2) / 6,
    ];
    assert_eq!(g, expected);
    // x^k vanishes below x^n for a huge k.
    assert_eq!(
        fps_pow(&[Mint::new(0), Mint::new(1)], u64::MAX, 5),
        vec![Mint::new(0); 5]
    );
}
