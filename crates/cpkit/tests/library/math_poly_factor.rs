//! Factorization over small primes (2, 3, 5, 7) against brute force: each
//! factor is monic and irreducible (no monic divisor of degree at most
//! half its own, all tried), they are distinct, and their product with the
//! multiplicities is the polynomial.

use cpkit::math::poly_factor::factorize_poly;
use proptest::prelude::*;

fn mul(a: &[u64], b: &[u64], p: u64) -> Vec<u64> {
    let mut c = vec![0u64; a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            c[i + j] = (c[i + j] + x * y) % p;
        }
    }
    c
}

fn divides(d: &[u64], f: &[u64], p: u64) -> bool {
    // d monic
    let mut r = f.to_vec();
    while r.len() >= d.len() {
        let c = r[r.len() - 1];
        let off = r.len() - d.len();
        for (x, &y) in r[off..].iter_mut().zip(d) {
            *x = (*x + p - c * y % p) % p;
        }
        r.pop();
    }
    r.iter().all(|&x| x == 0)
}

fn irreducible(g: &[u64], p: u64) -> bool {
    let n = g.len() - 1;
    for deg in 1..=n / 2 {
        // every monic polynomial of this degree
        let count = p.pow(deg as u32);
        for code in 0..count {
            let mut d = Vec::with_capacity(deg + 1);
            let mut c = code;
            for _ in 0..deg {
                d.push(c % p);
                c /= p;
            }
            d.push(1);
            if divides(&d, g, p) {
                return false;
            }
        }
    }
    true
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn factors_are_irreducible_distinct_and_multiply_back(
        p in prop::sample::select(vec![2u64, 3, 5, 7]),
        pieces in prop::collection::vec(prop::collection::vec(0u64..7, 1..4), 0..5),
    ) {
        // f: a product of small monic pieces, so repeats are common.
        let mut f = vec![1u64];
        for piece in &pieces {
            let mut g: Vec<u64> = piece.iter().map(|&c| c % p).collect();
            g.push(1);
            f = mul(&f, &g, p);
        }
        let factors = factorize_poly(&f, p);
        let mut product = vec![1u64];
        for (i, (g, e)) in factors.iter().enumerate() {
            prop_assert!(g.len() >= 2 && g[g.len() - 1] == 1, "factor {:?} not monic of degree >= 1", g);
            prop_assert!(*e >= 1);
            prop_assert!(irreducible(g, p), "factor {:?} is reducible mod {}", g, p);
            prop_assert!(factors[..i].iter().all(|(h, _)| h != g), "factor {:?} repeated", g);
            for _ in 0..*e {
                product = mul(&product, g, p);
            }
        }
        prop_assert_eq!(product, f);
    }
}
