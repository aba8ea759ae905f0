//! Every window's longest increasing subsequence, from the seaweed kernel,
//! is the one patience sorting finds in the window alone.

use cpkit::misc::range_lis::{range_lis, seaweed_kernel};
use cpkit::misc::unit_monge::NONE;
use proptest::prelude::*;

/// The LIS of a window by patience sorting.
fn lis(a: &[u32]) -> u32 {
    let mut tails: Vec<u32> = Vec::new();
    for &x in a {
        let at = tails.partition_point(|&t| t < x);
        if at == tails.len() {
            tails.push(x);
        } else {
            tails[at] = x;
        }
    }
    tails.len() as u32
}

fn permutation(max: usize) -> impl Strategy<Value = Vec<u32>> {
    (0..=max).prop_flat_map(|n| Just((0..n as u32).collect::<Vec<_>>()).prop_shuffle())
}

fn all_windows(n: usize) -> Vec<(usize, usize)> {
    (0..=n).flat_map(|l| (l..=n).map(move |r| (l, r))).collect()
}

#[test]
fn sorted_and_reversed() {
    let n = 50;
    let up: Vec<u32> = (0..n).collect();
    let down: Vec<u32> = (0..n).rev().collect();
    let w = all_windows(n as usize);
    let up_lis: Vec<u32> = w.iter().map(|&(l, r)| (r - l) as u32).collect();
    let down_lis: Vec<u32> = w.iter().map(|&(l, r)| (r > l) as u32).collect();
    assert_eq!(range_lis(&up, &w), up_lis);
    assert_eq!(range_lis(&down, &w), down_lis);
    assert!(seaweed_kernel(&up).iter().all(|&x| x == NONE));
}

#[test]
fn a_large_permutation_on_some_windows() {
    let n = 3000u64;
    let p: Vec<u32> = (0..n).map(|i| (i * 1237 % n) as u32).collect();
    let queries: Vec<(usize, usize)> = (0..200u64)
        .map(|t| {
            let l = (t * 7919 % n) as usize;
            let r = l + (t * 104_729 % (n - l as u64 + 1)) as usize;
            (l, r)
        })
        .chain([(0, n as usize), (5, 5)])
        .collect();
    let want: Vec<u32> = queries.iter().map(|&(l, r)| lis(&p[l..r])).collect();
    assert_eq!(range_lis(&p, &queries), want);
}

#[test]
#[should_panic(expected = "not a permutation")]
fn a_repeated_value_is_refused() {
    seaweed_kernel(&[0, 1, 1]);
}

proptest! {
    #[test]
    fn every_window_of_a_random_permutation(p in permutation(140)) {
        let w = all_windows(p.len());
        let want: Vec<u32> = w.iter().map(|&(l, r)| lis(&p[l..r])).collect();
        prop_assert_eq!(range_lis(&p, &w), want);
    }

    #[test]
    fn queries_in_any_order(p in permutation(40), seed in any::<u64>()) {
        let n = p.len();
        let mut w = all_windows(n);
        let mut s = seed | 1;
        for i in (1..w.len()).rev() {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            w.swap(i, (s % (i as u64 + 1)) as usize);
        }
        let want: Vec<u32> = w.iter().map(|&(l, r)| lis(&p[l..r])).collect();
        prop_assert_eq!(range_lis(&p, &w), want);
    }
}
