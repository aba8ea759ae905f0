//! The Taylor shift against expanding each `(x + c)^i` by Pascal's rule.

use cpkit::math::modint::ModInt998244353 as Mint;
use cpkit::math::taylor_shift::taylor_shift;
use proptest::prelude::*;

fn naive(f: &[Mint], c: Mint) -> Vec<Mint> {
    // Horner: f(x + c) = (...(f[n-1] (x + c) + f[n-2]) (x + c) + ...).
    let mut out: Vec<Mint> = Vec::new();
    for &a in f.iter().rev() {
        let mut next = vec![Mint::new(0); out.len() + 1];
        for (i, &b) in out.iter().enumerate() {
            next[i + 1] += b;
            next[i] += b * c;
        }
        next[0] += a;
        out = next;
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn agrees_with_horner(f in prop::collection::vec(any::<u32>(), 0..200), c in any::<u32>()) {
        let f: Vec<Mint> = f.into_iter().map(Mint::new).collect();
        let c = Mint::new(c);
        prop_assert_eq!(taylor_shift(&f, c), naive(&f, c));
    }
}
