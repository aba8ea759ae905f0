//! A decomposition is returned exactly when the treewidth is at most 2
//! (decided by trying every elimination order, as sets), and it is a tree
//! decomposition: bags of at most 3, a tree on them, every edge in a bag,
//! and each vertex's bags connected.

use cpkit::graph::tree_decomposition::{tree_decomposition_width_2, TreeDecomposition};
use proptest::prelude::*;

/// Whether some elimination order removes every vertex with at most two
/// neighbours left: after removing a set S, u and w are joined when a path
/// from u to w has its inside in S, whatever the order within S.
fn width_at_most_2(n: usize, edges: &[(usize, usize)]) -> bool {
    let mut adjacent = vec![0u32; n];
    for &(a, b) in edges {
        if a != b {
            adjacent[a] |= 1 << b;
            adjacent[b] |= 1 << a;
        }
    }
    let full = (1u32 << n) - 1;
    let mut reachable = vec![false; 1 << n];
    reachable[0] = true;
    for s in 0..=full {
        if !reachable[s as usize] {
            continue;
        }
        for v in 0..n {
            if s >> v & 1 == 1 {
                continue;
            }
            // Vertices outside S ∪ {v} reached from v through S.
            let mut through = 1u32 << v;
            let mut reached = 0u32;
            let mut frontier = 1u32 << v;
            while frontier != 0 {
                let x = frontier.trailing_zeros() as usize;
                frontier &= frontier - 1;
                let next = adjacent[x] & !through & !reached;
                reached |= next & !s;
                let inner = next & s;
                through |= inner;
                frontier |= inner;
            }
            if reached.count_ones() <= 2 {
                reachable[(s | 1 << v) as usize] = true;
            }
        }
    }
    reachable[full as usize]
}

/// Whether `td` is a tree decomposition of width at most 2 of the graph.
fn valid(n: usize, edges: &[(usize, usize)], td: &TreeDecomposition) -> Result<(), String> {
    let k = td.bags.len();
    if k == 0 || td.edges.len() != k - 1 {
        return Err(format!("{} bags and {} tree edges", k, td.edges.len()));
    }
    if td
        .bags
        .iter()
        .any(|b| b.len() > 3 || b.iter().any(|&v| v >= n))
    {
        return Err("a bag too big or out of range".into());
    }
    // A tree: k - 1 edges joining all k bags.
    let mut parent: Vec<usize> = (0..k).collect();
    fn find(p: &mut Vec<usize>, x: usize) -> usize {
        if p[x] != x {
            let r = find(p, p[x]);
            p[x] = r;
        }
        p[x]
    }
    for &(a, b) in &td.edges {
        let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
        if ra == rb {
            return Err("the bags' edges make a cycle".into());
        }
        parent[ra] = rb;
    }
    for &(a, b) in edges {
        if !td
            .bags
            .iter()
            .any(|bag| bag.contains(&a) && bag.contains(&b))
        {
            return Err(format!("no bag holds the edge ({}, {})", a, b));
        }
    }
    for v in 0..n {
        let holds = |i: usize| td.bags[i].contains(&v);
        let count = (0..k).filter(|&i| holds(i)).count();
        let joined = td
            .edges
            .iter()
            .filter(|&&(a, b)| holds(a) && holds(b))
            .count();
        if count == 0 || joined + 1 != count {
            return Err(format!("vertex {}'s {} bags are not connected", v, count));
        }
    }
    Ok(())
}

/// A simple graph on up to 8 vertices.
fn graph() -> impl Strategy<Value = (usize, Vec<(usize, usize)>)> {
    (1usize..=8).prop_flat_map(|n| {
        (
            Just(n),
            prop::collection::vec(any::<bool>(), n * (n - 1) / 2),
        )
            .prop_map(|(n, keep)| {
                let pairs = (0..n).flat_map(|a| (a + 1..n).map(move |b| (a, b)));
                let edges = pairs
                    .zip(keep)
                    .filter(|&(_, k)| k)
                    .map(|(e, _)| e)
                    .collect();
                (n, edges)
            })
    })
}

#[test]
fn small_graphs() {
    assert!(tree_decomposition_width_2(1, &[]).is_some());
    // K4 minus an edge has treewidth 2; the octahedron 4.
    assert!(tree_decomposition_width_2(4, &[(0, 1), (0, 2), (0, 3), (1, 2), (1, 3)]).is_some());
    let octahedron: Vec<(usize, usize)> = (0..6)
        .flat_map(|a| (a + 1..6).map(move |b| (a, b)))
        .filter(|&(a, b)| b != a + 3)
        .collect();
    assert!(tree_decomposition_width_2(6, &octahedron).is_none());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn agrees_with_every_elimination_order((n, edges) in graph()) {
        let td = tree_decomposition_width_2(n, &edges);
        prop_assert_eq!(td.is_some(), width_at_most_2(n, &edges));
        if let Some(td) = td {
            prop_assert_eq!(valid(n, &edges, &td), Ok(()));
        }
    }

    #[test]
    fn sparse_graphs_are_decomposed((n, extra) in (1usize..40).prop_flat_map(|n| (Just(n), prop::collection::vec((0..n, 0..n), 0..n)))) {
        // A forest plus a few random edges; whatever the answer, a
        // decomposition given must be valid.
        let mut edges: Vec<(usize, usize)> = (1..n).map(|v| (v / 2, v)).collect();
        for (a, b) in extra {
            if a != b && !edges.contains(&(a.min(b), a.max(b))) {
                edges.push((a.min(b), a.max(b)));
            }
        }
        if let Some(td) = tree_decomposition_width_2(n, &edges) {
            prop_assert_eq!(valid(n, &edges, &td), Ok(()));
        }
    }
}
