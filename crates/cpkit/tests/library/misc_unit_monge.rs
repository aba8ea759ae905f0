//! The steady ant's product is the (min, +) product of the two
//! permutations' distribution matrices, read back as a permutation; the
//! subpermutations' product is the same formula on their points alone.

use cpkit::misc::unit_monge::{subunit_monge_product, unit_monge_product, NONE};
use proptest::prelude::*;

/// `x_Σ(i, j) = #{s >= i : x[s] < j}` for every corner, `NONE` never counted.
fn distribution(x: &[u32]) -> Vec<Vec<i64>> {
    let n = x.len();
    let mut d = vec![vec![0i64; n + 1]; n + 1];
    for i in (0..n).rev() {
        let below = d[i + 1].clone();
        for (j, (cell, under)) in d[i].iter_mut().zip(below).enumerate() {
            *cell = under + (x[i] != NONE && (x[i] as usize) < j) as i64;
        }
    }
    d
}

/// The (min, +) product of the distributions, then its points: row `i` has
/// its point in the column where `c_Σ(i, ·) - c_Σ(i + 1, ·)` steps up.
fn naive(a: &[u32], b: &[u32]) -> Vec<u32> {
    let n = a.len();
    let (da, db) = (distribution(a), distribution(b));
    let mut dc = vec![vec![0i64; n + 1]; n + 1];
    for i in 0..=n {
        for k in 0..=n {
            dc[i][k] = (0..=n).map(|j| da[i][j] + db[j][k]).min().unwrap();
        }
    }
    (0..n)
        .map(|i| {
            (0..n)
                .find(|&k| dc[i][k + 1] - dc[i + 1][k + 1] > dc[i][k] - dc[i + 1][k])
                .map_or(NONE, |k| k as u32)
        })
        .collect()
}

fn permutation(max: usize) -> impl Strategy<Value = Vec<u32>> {
    (0..=max).prop_flat_map(|n| Just((0..n as u32).collect::<Vec<_>>()).prop_shuffle())
}

/// Two permutations of one length.
fn pair(max: usize) -> impl Strategy<Value = (Vec<u32>, Vec<u32>)> {
    (0..=max).prop_flat_map(|n| {
        let p = Just((0..n as u32).collect::<Vec<_>>());
        (p.clone().prop_shuffle(), p.prop_shuffle())
    })
}

/// A subpermutation: a permutation with some rows emptied.
fn sub(p: Vec<u32>, holes: &[bool]) -> Vec<u32> {
    p.iter()
        .zip(holes.iter().cycle())
        .map(|(&x, &h)| if h { NONE } else { x })
        .collect()
}

#[test]
fn every_pair_of_size_three() {
    let perms = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    for a in &perms {
        for b in &perms {
            assert_eq!(unit_monge_product(a, b), naive(a, b), "{:?} {:?}", a, b);
        }
    }
}

#[test]
fn the_product_is_associative_on_a_large_case() {
    let n = 300u32;
    let a: Vec<u32> = (0..n).map(|i| i * 7 % n).collect::<Vec<_>>();
    let b: Vec<u32> = (0..n).map(|i| (i * 13 + 5) % n).collect();
    let c: Vec<u32> = (0..n).rev().map(|i| (i * 11 + 3) % n).collect();
    let left = unit_monge_product(&unit_monge_product(&a, &b), &c);
    let right = unit_monge_product(&a, &unit_monge_product(&b, &c));
    assert_eq!(left, right);
    assert_eq!(unit_monge_product(&a, &b), naive(&a, &b));
}

proptest! {
    #[test]
    fn agrees_with_the_min_plus_product((a, b) in pair(40)) {
        prop_assert_eq!(unit_monge_product(&a, &b), naive(&a, &b));
    }

    #[test]
    fn subpermutations_agree_with_the_min_plus_product(
        (a, b) in pair(30),
        holes_a in prop::collection::vec(prop::bool::weighted(0.3), 1..8),
        holes_b in prop::collection::vec(prop::bool::weighted(0.3), 1..8),
    ) {
        let (a, b) = (sub(a, &holes_a), sub(b, &holes_b));
        prop_assert_eq!(subunit_monge_product(&a, &b), naive(&a, &b));
    }

    #[test]
    fn the_identity_is_the_unit(p in permutation(60)) {
        let id: Vec<u32> = (0..p.len() as u32).collect();
        prop_assert_eq!(unit_monge_product(&id, &p), p.clone());
        prop_assert_eq!(unit_monge_product(&p, &id), p);
    }
}
