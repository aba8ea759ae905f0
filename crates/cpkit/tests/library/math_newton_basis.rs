//! The Newton basis against synthetic division (b_0 = f(p_0), then
//! f = (f - b_0) / (x - p_0), and so on), for lengths on both sides of the
//! transforms' threshold, and expanded back into monomials.

use cpkit::math::modint::ModInt998244353 as Mint;
use cpkit::math::newton_basis::monomial_to_newton;
use proptest::prelude::*;

fn naive(f: &[Mint], p: &[Mint]) -> Vec<Mint> {
    let mut f = f.to_vec();
    let mut b = Vec::new();
    for &x in p {
        // f = q (x - p) + r: synthetic division from the top.
        let mut carry = Mint::new(0);
        for c in f.iter_mut().rev() {
            let v = *c + carry * x;
            *c = carry;
            carry = v;
        }
        b.push(carry);
        f.pop();
    }
    b
}

fn expand(b: &[Mint], p: &[Mint]) -> Vec<Mint> {
    let mut out = vec![Mint::new(0); b.len()];
    let mut basis = vec![Mint::new(1)];
    for (&c, &x) in b.iter().zip(p) {
        for (o, &y) in out.iter_mut().zip(&basis) {
            *o += c * y;
        }
        let mut next = vec![Mint::new(0); basis.len() + 1];
        for (i, &y) in basis.iter().enumerate() {
            next[i + 1] += y;
            next[i] -= y * x;
        }
        basis = next;
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn agrees_with_synthetic_division(
        (f, p) in (0usize..200).prop_flat_map(|n| (
            prop::collection::vec(any::<u32>(), n),
            prop::collection::vec(prop_oneof![0u32..3, any::<u32>()], n),
        ))
    ) {
        let f: Vec<Mint> = f.into_iter().map(Mint::new).collect();
        let p: Vec<Mint> = p.into_iter().map(Mint::new).collect();
        let b = monomial_to_newton(&f, &p);
        prop_assert_eq!(&b, &naive(&f, &p));
        prop_assert_eq!(expand(&b, &p), f);
    }
}
