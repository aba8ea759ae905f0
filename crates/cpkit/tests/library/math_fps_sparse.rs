//! Sparse formal power series against the dense ones (`fps_inv`,
//! `fps_exp`, `fps_log`, `fps_pow`), and the square root squared back by
//! schoolbook products: a few terms at random exponents, any length.

use cpkit::math::fps_exp::fps_exp;
use cpkit::math::fps_inv::fps_inv;
use cpkit::math::fps_log::fps_log;
use cpkit::math::fps_pow::fps_pow;
use cpkit::math::fps_sparse::{sparse_exp, sparse_inv, sparse_log, sparse_pow, sparse_sqrt};
use cpkit::math::fps_sqrt::fps_sqrt;
use cpkit::math::modint::ModInt998244353 as Mint;
use proptest::prelude::*;

/// Up to 6 terms at distinct exponents below 40 (values 0 allowed, and
/// small ones so that squares come up), and a length up to 120.
fn sparse() -> impl Strategy<Value = (Vec<(usize, Mint)>, usize)> {
    (
        prop::collection::btree_map(0usize..40, prop_oneof![0u32..5, any::<u32>()], 0..6),
        0usize..120,
    )
        .prop_map(|(terms, n)| {
            (
                terms.into_iter().map(|(e, c)| (e, Mint::new(c))).collect(),
                n,
            )
        })
}

fn dense(f: &[(usize, Mint)]) -> Vec<Mint> {
    let mut d = vec![Mint::new(0); 40];
    for &(e, c) in f {
        d[e] = c;
    }
    d
}

fn with_constant(f: &[(usize, Mint)], c: u32) -> Vec<(usize, Mint)> {
    let mut g: Vec<(usize, Mint)> = f.iter().copied().filter(|&(e, _)| e > 0).collect();
    g.insert(0, (0, Mint::new(c)));
    g
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn inverse_is_the_dense_inverse((f, n) in sparse(), c in 1u32..1000) {
        let f = with_constant(&f, c);
        prop_assert_eq!(sparse_inv(&f, n), fps_inv(&dense(&f), n));
    }

    #[test]
    fn exponential_is_the_dense_exponential((f, n) in sparse()) {
        let f: Vec<(usize, Mint)> = f.into_iter().filter(|&(e, _)| e > 0).collect();
        prop_assert_eq!(sparse_exp(&f, n), fps_exp(&dense(&f), n));
    }

    #[test]
    fn logarithm_is_the_dense_logarithm((f, n) in sparse()) {
        let f = with_constant(&f, 1);
        prop_assert_eq!(sparse_log(&f, n), fps_log(&dense(&f), n));
    }

    #[test]
    fn power_is_the_dense_power((f, n) in sparse(), k in prop_oneof![0u64..6, any::<u64>()]) {
        prop_assert_eq!(sparse_pow(&f, k, n), fps_pow(&dense(&f), k, n));
    }

    #[test]
    fn square_root_squares_back((f, n) in sparse()) {
        let d = dense(&f);
        match sparse_sqrt(&f, n) {
            None => prop_assert_eq!(fps_sqrt(&d, n), None),
            Some(g) => {
                prop_assert_eq!(g.len(), n);
                for k in 0..n {
                    let s: Mint = (0..=k).map(|i| g[i] * g[k - i]).sum();
                    prop_assert_eq!(s, d.get(k).copied().unwrap_or(Mint::new(0)), "x^{}", k);
                }
            }
        }
    }
}
