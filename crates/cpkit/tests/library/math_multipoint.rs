//! Multipoint evaluation against Horner's rule at each point, and
//! polynomial division against the identity `f = d g + r`.

use cpkit::math::modint::ModInt998244353 as Mint;
use cpkit::math::multipoint::{multipoint_eval, poly_div_rem};
use proptest::prelude::*;

fn horner(f: &[Mint], p: Mint) -> Mint {
    f.iter().rev().fold(Mint::new(0), |acc, &c| acc * p + c)
}

fn mul(a: &[Mint], b: &[Mint]) -> Vec<Mint> {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    let mut c = vec![Mint::new(0); a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            c[i + j] += x * y;
        }
    }
    c
}

/// Coefficients and points, each either anything or from a small range (so
/// that repeated points and zeros are common).
fn values(max_len: usize) -> impl Strategy<Value = Vec<Mint>> {
    prop_oneof![
        prop::collection::vec(any::<u32>(), 0..max_len),
        prop::collection::vec(0u32..4, 0..max_len),
    ]
    .prop_map(|v| v.into_iter().map(Mint::new).collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn multipoint_eval_agrees_with_horner(f in values(400), points in values(600)) {
        let expected: Vec<Mint> = points.iter().map(|&p| horner(&f, p)).collect();
        prop_assert_eq!(multipoint_eval(&f, &points), expected);
    }

    #[test]
    fn multipoint_division_recomposes(f in values(200), g in values(200), lead in 1u32..) {
        let mut g = g;
        g.push(Mint::new(lead));
        let (d, r) = poly_div_rem(&f, &g);
        prop_assert_eq!(d.len(), (f.len() + 1).saturating_sub(g.len()));
        prop_assert_eq!(r.len(), f.len().min(g.len() - 1));
        let mut back = mul(&d, &g);
        back.resize(f.len(), Mint::new(0));
        for (b, &x) in back.iter_mut().zip(&r) {
            *b += x;
        }
        prop_assert_eq!(back, f);
    }
}

#[test]
fn multipoint_eval_large_case_agrees_with_horner() {
    // Past every threshold, with a point count that is not a power of two
    // and more coefficients than points.
    let f: Vec<Mint> = (0..3000u64).map(|i| Mint::new(i * i * 7 + 3)).collect();
    let points: Vec<Mint> = (0..1100u64)
        .map(|i| Mint::new(i * 1_234_567 + 89))
        .collect();
    let expected: Vec<Mint> = points.iter().map(|&p| horner(&f, p)).collect();
    assert_eq!(multipoint_eval(&f, &points), expected);
    let g: Vec<Mint> = (0..700u64).map(|i| Mint::new(i + 1)).collect();
    let (d, r) = poly_div_rem(&f, &g);
    let mut back = mul(&d, &g);
    for (b, &x) in back.iter_mut().zip(&r) {
        *b += x;
    }
    assert_eq!(back, f);
}
