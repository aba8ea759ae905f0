//! The blossom algorithm's matching is a matching of the graph's edges,
//! weighs what it reports, and weighs as much as the best one found by a
//! dynamic programme over the subsets of the vertices.

use cpkit::graph::general_weighted_matching::max_weight_matching;
use proptest::prelude::*;

/// The heaviest matching among the vertices of `set`: the lowest one is
/// either left alone or matched to another of `set`.
fn best(w: &[Vec<i64>], set: usize, memo: &mut Vec<i64>) -> i64 {
    if set == 0 {
        return 0;
    }
    if memo[set] >= 0 {
        return memo[set];
    }
    let i = set.trailing_zeros() as usize;
    let rest = set & !(1 << i);
    let mut result = best(w, rest, memo);
    for j in 0..w.len() {
        if rest >> j & 1 == 1 && w[i][j] > 0 {
            result = result.max(best(w, rest & !(1 << j), memo) + w[i][j]);
        }
    }
    memo[set] = result;
    result
}

fn check(n: usize, edges: &[(usize, usize, i64)]) -> Result<(), TestCaseError> {
    let mut w = vec![vec![0i64; n]; n];
    for &(u, v, x) in edges {
        if u != v {
            w[u][v] = w[u][v].max(x);
            w[v][u] = w[u][v];
        }
    }
    let (weight, pairs) = max_weight_matching(n, edges);
    let mut used = vec![false; n];
    let mut total = 0;
    for &(u, v) in &pairs {
        prop_assert!(u < v && w[u][v] > 0, "({}, {}) is no edge", u, v);
        prop_assert!(!used[u] && !used[v], "({}, {}) meets another pair", u, v);
        used[u] = true;
        used[v] = true;
        total += w[u][v];
    }
    prop_assert_eq!(total, weight);
    prop_assert_eq!(weight, best(&w, (1 << n) - 1, &mut vec![-1; 1 << n]));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn agrees_with_subsets(
        n in 1usize..11,
        raw in prop::collection::vec((0usize..11, 0usize..11, 1i64..8), 0..40),
    ) {
        let edges: Vec<(usize, usize, i64)> = raw.iter().map(|&(u, v, x)| (u % n, v % n, x)).collect();
        check(n, &edges)?;
    }

    #[test]
    fn agrees_on_dense_graphs_with_wide_weights(
        n in 1usize..11,
        weights in prop::collection::vec(0i64..1_000_000, 55),
    ) {
        let mut edges = Vec::new();
        let mut k = 0;
        for u in 0..n {
            for v in u + 1..n {
                edges.push((u, v, weights[k]));
                k += 1;
            }
        }
        check(n, &edges)?;
    }
}
