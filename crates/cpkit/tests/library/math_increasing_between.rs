//! The count of non-decreasing sequences between two bounds is the one a
//! dynamic program over the last value finds, value by value, on small
//! bounds, and on long sequences where the ribbon is cut into many pieces
//! and its rectangles are large enough for convolutions.

use cpkit::math::increasing_between::count_increasing_between;
use cpkit::math::modint::ModInt998244353 as Mint;
use proptest::prelude::*;

const P: u32 = 998_244_353;

/// ways[v]: sequences so far ending at v (before the first, one way at
/// 0, so every first value is reachable once); O(n m).
fn naive(a: &[usize], b: &[usize], m: usize) -> Mint {
    let mut ways = vec![Mint::new(0u32); m.max(1)];
    ways[0] = Mint::new(1u32);
    for (&lo, &up) in a.iter().zip(b) {
        let mut run = Mint::new(0u32);
        for (v, w) in ways.iter_mut().enumerate() {
            run += *w;
            *w = if lo <= v && v < up {
                run
            } else {
                Mint::new(0u32)
            };
        }
    }
    ways.iter().fold(Mint::new(0u32), |s, &w| s + w)
}

/// Bounds: for each i, a[i] < b[i] <= m drawn at random.
fn bounds(n: usize, m: usize) -> impl Strategy<Value = (Vec<usize>, Vec<usize>, usize)> {
    prop::collection::vec((0..m, 0..m), n).prop_map(move |pairs| {
        let (a, b) = pairs.iter().map(|&(x, y)| (x.min(y), x.max(y) + 1)).unzip();
        (a, b, m)
    })
}

/// Bounds that drift upward with i, so the ribbon is long and narrow and
/// rarely empty.
fn drifting(n: usize, m: usize, width: usize) -> impl Strategy<Value = (Vec<usize>, Vec<usize>)> {
    prop::collection::vec((0..width, 1..width + 1), n).prop_map(move |pairs| {
        pairs
            .iter()
            .enumerate()
            .map(|(i, &(lo, len))| {
                let base = i * (m - width) / n;
                (base + lo.min(width - 1), (base + lo + len).min(m))
            })
            .unzip()
    })
}

/// Long sequences with a few rows bounded and the rest free: after the
/// running maximum and minimum, staircases of wide steps, so the pieces
/// hold rectangles of hundreds of cells a side.
fn sparse(n: usize, m: usize) -> impl Strategy<Value = (Vec<usize>, Vec<usize>)> {
    let rows = prop::collection::vec((0..n, 0..m, prop::bool::ANY), 1..16);
    rows.prop_map(move |rows| {
        let (mut a, mut b) = (vec![0; n], vec![m; n]);
        for (i, v, lower) in rows {
            if lower {
                a[i] = v.min(b[i] - 1);
            } else {
                b[i] = (v + 1).max(a[i] + 1);
            }
        }
        (a, b)
    })
}

#[test]
fn the_statements_examples() {
    let count = |a: &[usize], b: &[usize], m| count_increasing_between::<P>(a, b, m);
    assert_eq!(
        count(&[0, 0, 3, 2, 5], &[8, 3, 4, 5, 9], 9),
        Mint::new(48u32)
    );
    assert_eq!(
        count(&[0, 0, 5, 2, 0], &[8, 3, 9, 5, 9], 9),
        Mint::new(0u32)
    );
    let a = [7, 10, 12, 17, 18, 20, 27, 36, 41, 52, 52, 62];
    let b = [48, 50, 52, 67, 68, 71, 100, 100, 100, 100, 100, 100];
    assert_eq!(count(&a, &b, 100), Mint::new(13_329_431u32));
}

#[test]
fn without_bounds_it_is_a_binomial() {
    // Non-decreasing sequences of length n below m: C(n + m - 1, n).
    for (n, m) in [(1, 1), (3, 4), (700, 900), (2000, 50), (50, 2000)] {
        let mut c = Mint::new(1u32);
        for i in 0..n {
            c = c * Mint::new((m + i) as u64) / Mint::new((i + 1) as u64);
        }
        let got = count_increasing_between::<P>(&vec![0; n], &vec![m; n], m);
        assert_eq!(got, c, "n = {}, m = {}", n, m);
    }
}

#[test]
fn a_long_narrow_ribbon_with_large_rectangles() {
    // A staircase of wide steps (rectangles of hundreds of cells a side)
    // between bounds 1500 apart.
    let (n, m) = (3000, 6000);
    let a: Vec<usize> = (0..n).map(|i| (i / 400) * 700).collect();
    let b: Vec<usize> = (0..n)
        .map(|i| ((i / 400) * 700 + 1500 + (i % 7)).min(m))
        .collect();
    assert_eq!(count_increasing_between::<P>(&a, &b, m), naive(&a, &b, m));
}

proptest! {
    #[test]
    fn agrees_with_the_dynamic_program((a, b, m) in (0..12usize, 1..12usize).prop_flat_map(|(n, m)| bounds(n, m))) {
        prop_assert_eq!(count_increasing_between::<P>(&a, &b, m), naive(&a, &b, m));
    }

    #[test]
    fn long_drifting_bounds((a, b) in drifting(600, 900, 300)) {
        prop_assert_eq!(count_increasing_between::<P>(&a, &b, 900), naive(&a, &b, 900));
    }

    #[test]
    fn tall_and_wide_shapes(n in 1..400usize, m in 1..400usize, seed in any::<u64>()) {
        // Random monotone-ish bounds from a seed, either shape.
        let mut s = seed | 1;
        let mut next = |k: usize| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (s % k as u64) as usize
        };
        let a: Vec<usize> = (0..n).map(|i| (i * m / n).saturating_sub(next(m / 4 + 1))).collect();
        let b: Vec<usize> = (0..n).map(|i| (i * m / n + 1 + next(m / 2 + 1)).min(m)).collect();
        prop_assert_eq!(count_increasing_between::<P>(&a, &b, m), naive(&a, &b, m));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn few_bounds_on_long_sequences((a, b) in sparse(1500, 2000)) {
        prop_assert_eq!(count_increasing_between::<P>(&a, &b, 2000), naive(&a, &b, 2000));
    }
}
