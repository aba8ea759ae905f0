//! The inverse modulo a polynomial: checked by multiplying back, and a
//! `None` only where the schoolbook Euclidean algorithm finds a common
//! factor; lengths past the half-GCD's naive threshold, and common factors
//! built in on purpose.

use cpkit::math::modint::ModInt998244353 as Mint;
use cpkit::math::poly_gcd::poly_inv_mod;
use proptest::prelude::*;

fn trim(mut p: Vec<Mint>) -> Vec<Mint> {
    while p.last().map_or(false, |c| c.val() == 0) {
        p.pop();
    }
    p
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
    trim(c)
}

fn rem(a: &[Mint], b: &[Mint]) -> Vec<Mint> {
    let mut r = trim(a.to_vec());
    let lead = b[b.len() - 1].inv();
    while r.len() >= b.len() {
        let c = r[r.len() - 1] * lead;
        let shift = r.len() - b.len();
        for (j, &y) in b.iter().enumerate() {
            r[shift + j] -= c * y;
        }
        r = trim(r);
    }
    r
}

/// The degree of gcd(a, b) by the schoolbook Euclidean algorithm.
fn gcd_len(a: &[Mint], b: &[Mint]) -> usize {
    let (mut a, mut b) = (trim(a.to_vec()), trim(b.to_vec()));
    while !b.is_empty() {
        let r = rem(&a, &b);
        a = b;
        b = r;
    }
    a.len()
}

fn check(f: &[Mint], g: &[Mint]) -> Result<(), TestCaseError> {
    let g = trim(g.to_vec());
    let got = poly_inv_mod(f, &g);
    if g.len() == 1 {
        prop_assert_eq!(got, Some(Vec::new()));
        return Ok(());
    }
    match got {
        Some(h) => {
            prop_assert!(h.len() < g.len(), "deg h ≥ deg g");
            prop_assert!(h.last().map_or(true, |c| c.val() != 0), "h not trimmed");
            prop_assert_eq!(rem(&mul(f, &h), &g), vec![Mint::new(1)]);
        }
        None => prop_assert!(gcd_len(&rem(f, &g), &g) != 1, "None but coprime"),
    }
    Ok(())
}

fn poly(len: std::ops::Range<usize>) -> impl Strategy<Value = Vec<Mint>> {
    prop_oneof![
        prop::collection::vec(0u32..3, len.clone()),
        prop::collection::vec(any::<u32>(), len),
    ]
    .prop_map(|v| v.into_iter().map(Mint::new).collect())
}

fn nonzero(p: Vec<Mint>) -> Vec<Mint> {
    let mut p = trim(p);
    if p.is_empty() {
        p.push(Mint::new(1));
    }
    p
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn small_inputs(f in poly(0..12), g in poly(1..12)) {
        check(&f, &nonzero(g))?;
    }

    #[test]
    fn past_the_naive_threshold(f in poly(0..700), g in poly(1..700)) {
        check(&f, &nonzero(g))?;
    }

    #[test]
    fn a_common_factor_is_found(p in poly(2..300), f in poly(1..300), g in poly(1..300)) {
        let p = nonzero(p);
        prop_assume!(p.len() >= 2);
        let (f, g) = (mul(&p, &nonzero(f)), mul(&p, &nonzero(g)));
        prop_assert_eq!(poly_inv_mod(&f, &g), None);
    }
}

#[test]
fn the_statement_examples() {
    let v = |a: &[u32]| -> Vec<Mint> { a.iter().map(|&x| Mint::new(x)).collect() };
    let h = poly_inv_mod(&v(&[5, 4, 3, 2, 1]), &v(&[1, 2, 3, 4, 5])).unwrap();
    assert_eq!(h, v(&[598_946_612, 831_870_294]));
    assert_eq!(poly_inv_mod(&v(&[5, 4, 3, 2, 1]), &v(&[7])), Some(vec![]));
    assert_eq!(poly_inv_mod(&v(&[2, 3, 1]), &v(&[6, 5, 1])), None);
}

#[test]
fn long_coprime_pairs_invert() {
    // Degrees 2000 and 1500, mixed: many half-GCD levels.
    let f: Vec<Mint> = (0..1500u64).map(|i| Mint::new(i * i % 1009 + 1)).collect();
    let g: Vec<Mint> = (0..2001u64).map(|i| Mint::new(i * 7 % 1013 + 2)).collect();
    let h = poly_inv_mod(&f, &g).expect("coprime");
    assert_eq!(rem(&mul(&f, &h), &g), vec![Mint::new(1)]);
}
