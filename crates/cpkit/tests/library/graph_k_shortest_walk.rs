//! The k shortest walks' lengths agree with counting the walks of each
//! length by dynamic programming (positive weights, so the walks of one
//! length are finitely many).

use cpkit::graph::k_shortest_walk::k_shortest_walks;
use proptest::prelude::*;

/// The lengths of the `k` shortest walks from `s` to `t`, counting for
/// each length L the walks of that length into every vertex.
fn naive(n: usize, edges: &[(usize, usize, u64)], s: usize, t: usize, k: usize) -> Vec<u64> {
    const MAX: usize = 80;
    // count[l][v]: walks from s to v of length l, capped at k.
    let mut count = vec![vec![0usize; n]; MAX + 1];
    count[0][s] = 1;
    let mut lengths = Vec::new();
    for l in 0..=MAX {
        for &(u, v, w) in edges {
            let w = w as usize;
            if w <= l {
                count[l][v] = (count[l][v] + count[l - w][u]).min(k);
            }
        }
        for _ in 0..count[l][t] {
            if lengths.len() < k {
                lengths.push(l as u64);
            }
        }
    }
    lengths
}

proptest! {
    #[test]
    fn agrees_with_counting_walks_by_length(
        n in 1usize..6,
        raw in prop::collection::vec((0usize..6, 0usize..6, 1u64..5), 0..12),
        s in 0usize..6,
        t in 0usize..6,
        k in 1usize..12,
    ) {
        let edges: Vec<(usize, usize, u64)> = raw.iter().map(|&(a, b, w)| (a % n, b % n, w)).collect();
        let (s, t) = (s % n, t % n);
        let expected = naive(n, &edges, s, t, k);
        let found = k_shortest_walks(n, &edges, s, t, k);
        // The naive count sees lengths up to 80 only: compare what it saw.
        let seen = found.iter().filter(|&&l| l <= 80).count();
        prop_assert_eq!(&found[..seen], &expected[..]);
        prop_assert!(found.len() == k || seen == found.len());
    }
}

#[test]
fn zero_weights_repeat_a_length() {
    // A zero-weight loop at 1 makes every walk 0 -> 1 -> 2 one of infinitely many.
    let edges = [(0, 1, 2), (1, 1, 0), (1, 2, 3)];
    assert_eq!(k_shortest_walks(3, &edges, 0, 2, 4), [5, 5, 5, 5]);
    assert_eq!(k_shortest_walks(3, &edges, 2, 0, 4), Vec::<u64>::new());
}
