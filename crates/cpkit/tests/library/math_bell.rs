//! The Bell numbers agree with the Bell triangle (each row starts with the
//! last of the one before, each entry adds its left and upper-left
//! neighbours), under two moduli, and with exact small values.

use cpkit::math::bell::bell_numbers;
use cpkit::math::modint::StaticModInt;
use proptest::prelude::*;

fn naive<const M: u32>(n: usize) -> Vec<StaticModInt<M>> {
    let mut bell = vec![StaticModInt::<M>::new(1)];
    let mut row = vec![StaticModInt::<M>::new(1)];
    for _ in 0..n {
        let mut next = vec![*row.last().unwrap()];
        for &x in &row {
            let last = *next.last().unwrap();
            next.push(last + x);
        }
        bell.push(next[0]);
        row = next;
    }
    bell.truncate(n + 1);
    bell
}

#[test]
fn exact_values() {
    // B_25 = 4638590332229999353 (OEIS A000110) fits a u64.
    let b = bell_numbers::<998_244_353>(25);
    assert_eq!(
        u64::from(b[25].val()),
        4_638_590_332_229_999_353 % 998_244_353
    );
    assert_eq!(b[10].val(), 115_975);
}

proptest! {
    #[test]
    fn agrees_with_the_triangle(n in 0usize..1200) {
        prop_assert_eq!(bell_numbers::<998_244_353>(n), naive::<998_244_353>(n));
        prop_assert_eq!(bell_numbers::<469_762_049>(n), naive::<469_762_049>(n));
    }
}
