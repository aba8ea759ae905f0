//! Composition, power projection and compositional inverse against the
//! schoolbook: Horner's rule on truncated products, the powers of `g` one
//! product at a time, and the inverse composed back to `x`.

use cpkit::math::fps_composition::{composition, power_projection};
use cpkit::math::fps_compositional_inverse::compositional_inverse;
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

/// f(g) mod x^n by Horner: (...(f_last g + f_(last−1)) g + ...) + f_0.
fn naive_composition(f: &[Mint], g: &[Mint], n: usize) -> Vec<Mint> {
    let mut h = vec![Mint::new(0); n];
    for &c in f.iter().rev() {
        h = mul_trunc(&h, g, n);
        if n > 0 {
            h[0] += c;
        }
    }
    h
}

fn mints(v: Vec<u32>) -> Vec<Mint> {
    v.into_iter().map(Mint::new).collect()
}

/// Mostly small values and zeros, so that cancellations happen, or any.
fn coefficients(len: std::ops::Range<usize>) -> impl Strategy<Value = Vec<Mint>> {
    prop_oneof![
        prop::collection::vec(0u32..3, len.clone()),
        prop::collection::vec(any::<u32>(), len),
    ]
    .prop_map(mints)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn composition_agrees_with_horner(f in coefficients(0..70), g in coefficients(0..70), n in 0usize..70) {
        let mut g = g;
        if let Some(c) = g.first_mut() {
            *c = Mint::new(0);
        }
        prop_assert_eq!(composition(&f, &g, n), naive_composition(&f, &g, n));
    }

    #[test]
    fn composition_shifts_a_nonzero_constant(f in coefficients(0..40), g in coefficients(1..40), n in 0usize..40) {
        prop_assert_eq!(composition(&f, &g, n), naive_composition(&f, &g, n));
    }

    #[test]
    fn power_projection_agrees_with_powers(g in coefficients(0..60), w in coefficients(0..60), k in 0usize..60, m in 0usize..70) {
        let mut g = g;
        if let Some(c) = g.first_mut() {
            *c = Mint::new(0);
        }
        let mut power = vec![Mint::new(0); k + 1];
        power[0] = Mint::new(1);
        let mut expected = Vec::new();
        for _ in 0..m {
            let wp = mul_trunc(&w, &power, k + 1);
            expected.push(wp[k]);
            power = mul_trunc(&power, &g, k + 1);
        }
        prop_assert_eq!(power_projection(&g, &w, k, m), expected);
    }

    #[test]
    fn the_inverse_composes_to_x(f in coefficients(2..80), n in 0usize..80) {
        let mut f = f;
        f[0] = Mint::new(0);
        if f[1].val() == 0 {
            f[1] = Mint::new(1);
        }
        let g = compositional_inverse(&f, n);
        prop_assert_eq!(g.len(), n);
        let mut x = vec![Mint::new(0); n];
        if n > 1 {
            x[1] = Mint::new(1);
        }
        // Both ways round: f(g) = x and g(f) = x.
        prop_assert_eq!(naive_composition(&f, &g, n), x.clone());
        prop_assert_eq!(naive_composition(&g, &f, n), x);
    }
}

#[test]
fn long_inputs_cross_many_halvings() {
    // Lengths just above and below powers of two, where the steps' shapes change.
    for &n in &[127usize, 128, 129, 255, 257] {
        let f: Vec<Mint> = (0..n as u32).map(|i| Mint::new(i * i + 3)).collect();
        let mut g: Vec<Mint> = (0..n as u32).map(|i| Mint::new(7 * i + 1)).collect();
        g[0] = Mint::new(0);
        assert_eq!(
            composition(&f, &g, n),
            naive_composition(&f, &g, n),
            "n = {}",
            n
        );
        let inverse = compositional_inverse(&g, n);
        let mut x = vec![Mint::new(0); n];
        x[1] = Mint::new(1);
        assert_eq!(naive_composition(&g, &inverse, n), x, "n = {}", n);
    }
}
