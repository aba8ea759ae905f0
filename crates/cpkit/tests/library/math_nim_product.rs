//! The nim product agrees with the definition's recursion (by halves,
//! from `a & b` on single bits), and has the laws of a field's product.

use cpkit::math::nim_product::NimProduct;
use proptest::prelude::*;

/// The product of two nimbers below 2^(2^k) by splitting each into halves
/// `a1 X ^ a0` with `X ⊗ X = X ^ X / 2`, four products per level.
fn naive(a: u64, b: u64, k: u32) -> u64 {
    if k == 0 {
        return a & b;
    }
    let half = 1 << (k - 1);
    let mask = (1u64 << half) - 1;
    let (a0, a1, b0, b1) = (a & mask, a >> half, b & mask, b >> half);
    let hh = naive(a1, b1, k - 1);
    let cross = naive(a1, b0, k - 1) ^ naive(a0, b1, k - 1);
    (cross ^ hh) << half | (naive(a0, b0, k - 1) ^ naive(hh, 1 << (half - 1), k - 1))
}

thread_local! {
    static NIM: NimProduct = NimProduct::new();
}

fn nim(a: u64, b: u64) -> u64 {
    NIM.with(|n| n.mul(a, b))
}

#[test]
fn the_mex_definition_on_small_numbers() {
    // a ⊗ b = mex{(a' ⊗ b) ^ (a ⊗ b') ^ (a' ⊗ b')}, for a, b < 32.
    let mut t = [[0u64; 32]; 32];
    for a in 0..32 {
        for b in 0..32 {
            let mut seen = [false; 1024];
            for a2 in 0..a {
                for b2 in 0..b {
                    seen[(t[a2][b] ^ t[a][b2] ^ t[a2][b2]) as usize] = true;
                }
            }
            t[a][b] = seen.iter().position(|&s| !s).unwrap() as u64;
            assert_eq!(nim(a as u64, b as u64), t[a][b], "{} {}", a, b);
        }
    }
}

#[test]
fn powers_of_two() {
    for i in 0..64 {
        for j in 0..64 {
            assert_eq!(
                nim(1 << i, 1 << j),
                naive(1 << i, 1 << j, 6),
                "2^{} 2^{}",
                i,
                j
            );
        }
    }
}

proptest! {
    #[test]
    fn agrees_with_naive(a in any::<u64>(), b in any::<u64>()) {
        prop_assert_eq!(nim(a, b), naive(a, b, 6));
    }

    #[test]
    fn small_operands(a in 0u64..1 << 20, b in any::<u64>(), shift in 0u32..44) {
        prop_assert_eq!(nim(a << shift, b), naive(a << shift, b, 6));
    }

    #[test]
    fn field_laws(a in any::<u64>(), b in any::<u64>(), c in any::<u64>()) {
        prop_assert_eq!(nim(a, b), nim(b, a));
        prop_assert_eq!(nim(nim(a, b), c), nim(a, nim(b, c)));
        prop_assert_eq!(nim(a, b ^ c), nim(a, b) ^ nim(a, c));
        prop_assert_eq!(nim(a, 1), a);
    }
}
