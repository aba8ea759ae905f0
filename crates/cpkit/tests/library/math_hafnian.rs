//! The hafnian: against the sum over all perfect matchings.

use cpkit::math::hafnian::hafnian;
use cpkit::math::modint::StaticModInt;
use proptest::prelude::*;

type Mint = StaticModInt<998_244_353>;
type Small = StaticModInt<5>;

/// Σ over the partners j of vertex 0 of a[0][j] · haf(the rest).
fn naive<const M: u32>(a: &[Vec<StaticModInt<M>>], left: &[usize]) -> StaticModInt<M> {
    if left.is_empty() {
        return StaticModInt::new(1);
    }
    let mut sum = StaticModInt::new(0);
    for k in 1..left.len() {
        let rest: Vec<usize> = left[1..]
            .iter()
            .copied()
            .filter(|&v| v != left[k])
            .collect();
        sum += a[left[0]][left[k]] * naive(a, &rest);
    }
    sum
}

fn symmetric<const M: u32>(n: usize, lower: &[u32]) -> Vec<Vec<StaticModInt<M>>> {
    let mut a = vec![vec![StaticModInt::new(0); n]; n];
    for (k, (i, j)) in (0..n).flat_map(|i| (0..i).map(move |j| (i, j))).enumerate() {
        let x = StaticModInt::new(lower[k % lower.len()]);
        a[i][j] = x;
        a[j][i] = x;
    }
    a
}

fn check<const M: u32>(a: &[Vec<StaticModInt<M>>]) -> (StaticModInt<M>, StaticModInt<M>) {
    let all: Vec<usize> = (0..a.len()).collect();
    (hafnian(a), naive(a, &all))
}

proptest! {
    #[test]
    fn agrees_with_the_sum_over_matchings(half in 0usize..6, lower in prop::collection::vec(any::<u32>(), 1..70)) {
        let a: Vec<Vec<Mint>> = symmetric(2 * half, &lower);
        let (fast, slow) = check(&a);
        prop_assert_eq!(fast, slow);
    }

    #[test]
    fn sparse_and_small_prime(half in 0usize..6, lower in prop::collection::vec(prop_oneof![3 => Just(0u32), 1 => 1u32..5], 1..70)) {
        // Mostly zero: many pairs with no edge, and a prime where sums wrap often.
        let a: Vec<Vec<Small>> = symmetric(2 * half, &lower);
        let (fast, slow) = check(&a);
        prop_assert_eq!(fast, slow);
    }
}

#[test]
fn all_ones_counts_the_matchings() {
    // (2h − 1)!! perfect matchings of K_2h.
    for half in 0..8 {
        let a: Vec<Vec<Mint>> = symmetric(2 * half, &[1]);
        let count: u32 = (1..=half as u32).map(|i| 2 * i - 1).product();
        assert_eq!(hafnian(&a), Mint::new(count), "K_{}", 2 * half);
    }
}

#[test]
fn odd_sizes_are_zero() {
    let a: Vec<Vec<Mint>> = symmetric(5, &[1, 2, 3]);
    assert_eq!(hafnian(&a), Mint::new(0));
}

#[test]
fn the_largest_entries_do_not_overflow() {
    // Every entry M − 1 = −1: haf = (−1)^h (2h − 1)!!; 11 coefficients
    // per polynomial, past the reduction after eight rounds of products.
    let a: Vec<Vec<Mint>> = symmetric(20, &[998_244_352]);
    let count = (1..=10u64).fold(1u64, |acc, i| acc * (2 * i - 1) % 998_244_353);
    assert_eq!(hafnian(&a), Mint::new(count));
}
