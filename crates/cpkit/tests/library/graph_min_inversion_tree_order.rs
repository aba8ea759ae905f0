//! The greedy order is a topological order of the tree whose cost is the
//! one it reports and the least over every topological order, tried one by
//! one on small trees (zero weights included).

use cpkit::graph::min_inversion_tree_order::min_inversion_tree_order;
use proptest::prelude::*;

/// `Σ_{i > j} c[p_i] d[p_j]`.
fn cost(order: &[usize], c: &[u64], d: &[u64]) -> u64 {
    let mut before = 0;
    let mut x = 0;
    for &v in order {
        x += c[v] * before;
        before += d[v];
    }
    x
}

/// The least cost over every order with parents first.
fn naive(
    parent: &[usize],
    c: &[u64],
    d: &[u64],
    order: &mut Vec<usize>,
    placed: &mut Vec<bool>,
) -> u64 {
    let n = parent.len();
    if order.len() == n {
        return cost(order, c, d);
    }
    let mut best = u64::MAX;
    for v in 0..n {
        if !placed[v] && (parent[v] == v || placed[parent[v]]) {
            placed[v] = true;
            order.push(v);
            best = best.min(naive(parent, c, d, order, placed));
            order.pop();
            placed[v] = false;
        }
    }
    best
}

fn check(raw: &[(usize, u64, u64)], root: usize) -> Result<(), TestCaseError> {
    let n = raw.len();
    let root = root % n;
    // Vertex i's parent is an earlier vertex of a shuffled numbering.
    let label: Vec<usize> = (0..n).map(|i| (i + root) % n).collect();
    let mut parent = vec![0; n];
    for i in 0..n {
        let p = if i == 0 { 0 } else { raw[i].0 % i };
        parent[label[i]] = label[p];
    }
    let c: Vec<u64> = raw.iter().map(|r| r.1).collect();
    let d: Vec<u64> = raw.iter().map(|r| r.2).collect();
    let (x, order) = min_inversion_tree_order(&parent, &c, &d);
    let mut seen = vec![false; n];
    for &v in &order {
        prop_assert!(!seen[v]);
        prop_assert!(
            parent[v] == v || seen[parent[v]],
            "{:?} before its parent in {:?}",
            v,
            order
        );
        seen[v] = true;
    }
    prop_assert_eq!(order.len(), n);
    prop_assert_eq!(cost(&order, &c, &d), x);
    let want = naive(&parent, &c, &d, &mut Vec::new(), &mut vec![false; n]);
    prop_assert_eq!(x, want);
    Ok(())
}

proptest! {
    #[test]
    fn optimal_among_all_orders(
        raw in prop::collection::vec((any::<usize>(), 0u64..5, 0u64..5), 1..8),
        root in any::<usize>(),
    ) {
        check(&raw, root)?;
    }

    /// Sums of `c` past 2^32: the ratios compared in u128.
    #[test]
    fn optimal_with_wide_weights(
        raw in prop::collection::vec((any::<usize>(), 0u64..1 << 35, 0u64..1 << 20), 1..8),
        root in any::<usize>(),
    ) {
        check(&raw, root)?;
    }
}
