//! The set found is independent and as large as the largest independent
//! set found by trying every subset of the vertices.

use cpkit::graph::maximum_independent_set::maximum_independent_set;
use proptest::prelude::*;

fn independent(set: u32, edges: &[(usize, usize)]) -> bool {
    edges
        .iter()
        .all(|&(u, v)| set >> u & 1 == 0 || set >> v & 1 == 0)
}

proptest! {
    #[test]
    fn agrees_with_every_subset(
        n in 1usize..13,
        raw in prop::collection::vec((0usize..13, 0usize..13), 0..40),
    ) {
        let edges: Vec<(usize, usize)> = raw.iter().map(|&(a, b)| (a % n, b % n)).collect();
        let naive = (0u32..1 << n)
            .filter(|&s| independent(s, &edges))
            .map(|s| s.count_ones() as usize)
            .max()
            .unwrap();
        let found = maximum_independent_set(n, &edges);
        prop_assert_eq!(found.len(), naive);
        prop_assert!(found.windows(2).all(|w| w[0] < w[1]));
        let set = found.iter().fold(0u32, |s, &v| s | 1 << v);
        prop_assert!(independent(set, &edges), "{:?} is not independent", found);
    }
}

#[test]
fn sixty_four_vertices() {
    // A perfect matching on 64 vertices: one end of each edge.
    let edges: Vec<(usize, usize)> = (0..32).map(|i| (2 * i, 2 * i + 1)).collect();
    assert_eq!(maximum_independent_set(64, &edges).len(), 32);
    assert_eq!(maximum_independent_set(64, &[]).len(), 64);
}
