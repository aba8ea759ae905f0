//! The Bernoulli numbers agree with the recurrence `Σ_{j<=k} C(k+1, j) B_j
//! = 0` (for `k >= 1`) in exact rationals turned into residues, and with
//! known values.

use cpkit::math::bernoulli::bernoulli_numbers;
use cpkit::math::modint::StaticModInt;
use proptest::prelude::*;

type Mint = StaticModInt<998_244_353>;

fn naive(n: usize) -> Vec<Mint> {
    // C(k + 1, j) from Pascal's triangle, B_k = -1/(k+1) Σ_{j<k} C(k+1, j) B_j.
    let mut c = vec![vec![Mint::new(1)]];
    for i in 1..=n + 1 {
        let mut row = vec![Mint::new(1); i + 1];
        for j in 1..i {
            row[j] = c[i - 1][j - 1] + c[i - 1][j];
        }
        c.push(row);
    }
    let mut b = vec![Mint::new(1)];
    for k in 1..=n {
        let s: Mint = (0..k).map(|j| c[k + 1][j] * b[j]).sum();
        b.push(-s / Mint::new(k as u64 + 1));
    }
    b
}

#[test]
fn known_values() {
    let b = bernoulli_numbers::<998_244_353>(12);
    assert_eq!(b[12], Mint::new(-691) / Mint::new(2730));
    assert_eq!(b[10], Mint::new(5) / Mint::new(66));
    assert_eq!(b[11], Mint::new(0));
}

proptest! {
    #[test]
    fn agrees_with_the_recurrence(n in 0usize..300) {
        prop_assert_eq!(bernoulli_numbers::<998_244_353>(n), naive(n));
    }
}
