//! Min-plus convolution of a convex sequence with a convex one (slopes
//! merged) and with any one (monotone minima), and of a concave sequence
//! with any one (monotone minima on rectangles of the band), agrees with
//! the minimum over every pair.

use cpkit::math::min_plus_convolution::{
    min_plus_convolution_concave_arbitrary, min_plus_convolution_convex,
    min_plus_convolution_convex_arbitrary,
};
use proptest::prelude::*;

fn naive(a: &[i64], b: &[i64]) -> Vec<i64> {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    let mut c = vec![i64::MAX; a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            c[i + j] = c[i + j].min(x + y);
        }
    }
    c
}

/// A convex sequence: a start and sorted differences (small ones too, so
/// that ties are common).
fn convex(max_len: usize) -> impl Strategy<Value = Vec<i64>> {
    (
        -1_000_000_000i64..1_000_000_000,
        prop::collection::vec(prop_oneof![-3i64..3, -1_000_000i64..1_000_000], 0..max_len),
    )
        .prop_map(|(start, mut steps)| {
            steps.sort_unstable();
            let mut v = vec![start];
            for s in steps {
                let last = *v.last().unwrap();
                v.push(last + s);
            }
            v
        })
}

/// A concave sequence: a convex one negated.
fn concave(max_len: usize) -> impl Strategy<Value = Vec<i64>> {
    convex(max_len).prop_map(|v| v.iter().map(|&x| -x).collect())
}

fn arbitrary(max_len: usize) -> impl Strategy<Value = Vec<i64>> {
    prop::collection::vec(
        prop_oneof![0i64..4, -1_000_000_000i64..1_000_000_000],
        1..max_len,
    )
}

#[test]
fn empty_inputs() {
    assert!(min_plus_convolution_convex(&[], &[1]).is_empty());
    assert!(min_plus_convolution_convex_arbitrary(&[1], &[]).is_empty());
    assert_eq!(min_plus_convolution_convex(&[4], &[-1]), [3]);
    assert_eq!(min_plus_convolution_convex_arbitrary(&[4], &[-1]), [3]);
    assert!(min_plus_convolution_concave_arbitrary(&[], &[1]).is_empty());
    assert_eq!(min_plus_convolution_concave_arbitrary(&[4], &[-1]), [3]);
}

proptest! {
    #[test]
    fn convex_with_convex(a in convex(60), b in convex(60)) {
        prop_assert_eq!(min_plus_convolution_convex(&a, &b), naive(&a, &b));
    }

    #[test]
    fn convex_with_anything(a in convex(60), b in arbitrary(60)) {
        prop_assert_eq!(min_plus_convolution_convex_arbitrary(&a, &b), naive(&a, &b));
    }

    #[test]
    fn long_convex_with_short_anything(a in convex(300), b in arbitrary(8)) {
        prop_assert_eq!(min_plus_convolution_convex_arbitrary(&a, &b), naive(&a, &b));
    }

    #[test]
    fn short_convex_with_long_anything(a in convex(6), b in arbitrary(300)) {
        prop_assert_eq!(min_plus_convolution_convex_arbitrary(&a, &b), naive(&a, &b));
    }

    #[test]
    fn concave_with_anything(a in concave(60), b in arbitrary(60)) {
        prop_assert_eq!(min_plus_convolution_concave_arbitrary(&a, &b), naive(&a, &b));
    }

    #[test]
    fn long_concave_with_anything(a in concave(400), b in arbitrary(400)) {
        prop_assert_eq!(min_plus_convolution_concave_arbitrary(&a, &b), naive(&a, &b));
    }

    #[test]
    fn short_concave_with_long_anything(a in concave(6), b in arbitrary(500)) {
        prop_assert_eq!(min_plus_convolution_concave_arbitrary(&a, &b), naive(&a, &b));
    }
}
