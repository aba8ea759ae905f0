//! The blossom algorithm's matching is a matching of the graph's edges, as
//! large as the largest one found by trying every way to pair the vertices.

use cpkit::graph::general_matching::maximum_matching;
use proptest::prelude::*;

/// The size of a maximum matching among the vertices of `free` (a bit
/// set): the lowest one is left out or paired with a neighbour.
fn best(adj: &[u32], free: u32) -> usize {
    if free == 0 {
        return 0;
    }
    let v = free.trailing_zeros() as usize;
    let rest = free & !(1 << v);
    let mut most = best(adj, rest);
    let mut options = adj[v] & rest;
    while options != 0 {
        let w = options.trailing_zeros();
        options &= options - 1;
        most = most.max(1 + best(adj, rest & !(1 << w)));
    }
    most
}

proptest! {
    #[test]
    fn as_large_as_every_pairing(
        n in 1usize..11,
        raw in prop::collection::vec((0usize..11, 0usize..11), 0..25),
    ) {
        let edges: Vec<(usize, usize)> = raw.iter().map(|&(a, b)| (a % n, b % n)).collect();
        let mut adj = vec![0u32; n];
        for &(a, b) in &edges {
            if a != b {
                adj[a] |= 1 << b;
                adj[b] |= 1 << a;
            }
        }
        let mate = maximum_matching(n, &edges);
        prop_assert_eq!(mate.len(), n);
        let mut size = 0;
        for v in 0..n {
            if let Some(w) = mate[v] {
                prop_assert_eq!(mate[w], Some(v));
                prop_assert!(adj[v] >> w & 1 == 1, "{}-{} is not an edge", v, w);
                size += 1;
            }
        }
        prop_assert_eq!(size / 2, best(&adj, (1u32 << n) - 1));
    }
}
