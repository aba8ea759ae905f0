//! Each edge's count of 4-cycles agrees with walking u - v - x - y - u
//! over every pair (x, y) of other vertices, on small multigraphs with
//! parallel edges and self-loops.

use cpkit::graph::count_c4::count_c4;
use proptest::prelude::*;

proptest! {
    #[test]
    fn agrees_with_every_closing_pair(
        n in 2usize..8,
        raw in prop::collection::vec((0usize..8, 0usize..8), 1..30),
    ) {
        let edges: Vec<(usize, usize)> = raw.iter().map(|&(a, b)| (a % n, b % n)).collect();
        let mut m = vec![vec![0u64; n]; n];
        for &(u, v) in &edges {
            if u != v {
                m[u][v] += 1;
                m[v][u] += 1;
            }
        }
        let want: Vec<u64> = edges
            .iter()
            .map(|&(u, v)| {
                if u == v {
                    return 0;
                }
                let mut total = 0;
                for x in 0..n {
                    for y in 0..n {
                        if x != u && x != v && y != u && y != v && x != y {
                            total += m[v][x] * m[x][y] * m[y][u];
                        }
                    }
                }
                total
            })
            .collect();
        prop_assert_eq!(count_c4(n, &edges), want);
    }
}
