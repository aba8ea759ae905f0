//! Square roots of power series: the square of the answer is the series
//! (schoolbook product), and `None` exactly when the checker's criterion
//! says no root exists (odd lowest power, or a non-square there).

use cpkit::math::fps_sqrt::fps_sqrt;
use cpkit::math::modint::ModInt998244353 as Mint;
use proptest::prelude::*;

fn square_trunc(g: &[Mint], n: usize) -> Vec<Mint> {
    let mut c = vec![Mint::new(0); n];
    for (i, &x) in g.iter().enumerate().take(n) {
        for (j, &y) in g.iter().enumerate().take(n - i) {
            c[i + j] += x * y;
        }
    }
    c
}

fn has_root(f: &[Mint], n: usize) -> bool {
    match f.iter().take(n).position(|c| c.val() != 0) {
        None => true,
        Some(t) => t % 2 == 0 && f[t].pow((998_244_353 - 1) / 2).val() == 1,
    }
}

fn series() -> impl Strategy<Value = (Vec<Mint>, usize)> {
    (
        0usize..6,
        prop::collection::vec(any::<u32>(), 0..200),
        0usize..220,
        any::<bool>(),
    )
        .prop_map(|(zeros, v, n, square)| {
            let mut f = vec![Mint::new(0); zeros];
            f.extend(v.into_iter().map(Mint::new));
            if square {
                // Make the lowest coefficient a square, so roots are common.
                if let Some(c) = f.iter_mut().find(|c| c.val() != 0) {
                    *c = *c * *c;
                }
            }
            (f, n)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]
    #[test]
    fn squares_back_to_the_series((f, n) in series()) {
        let mut expected: Vec<Mint> = f.iter().copied().take(n).collect();
        expected.resize(n, Mint::new(0));
        match fps_sqrt(&f, n) {
            Some(g) => {
                prop_assert!(has_root(&f, n));
                prop_assert_eq!(g.len(), n);
                prop_assert_eq!(square_trunc(&g, n), expected);
            }
            None => prop_assert!(!has_root(&f, n), "no root found for {:?} (n = {})", f, n),
        }
    }
}
