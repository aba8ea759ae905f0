//! Maximum flow equals the minimum cut found by trying every vertex
//! subset; the flow it reports is a valid flow (within capacities,
//! conserved), and the cut it reports is a minimum one.

use cpkit::graph::maxflow::{Edge, MfGraph};
use proptest::prelude::*;

type RawEdge = (usize, usize, i64);

/// The least capacity of a cut separating `s` from `t`, over all subsets.
fn brute_min_cut(n: usize, edges: &[RawEdge], s: usize, t: usize) -> i64 {
    (0u32..1 << n)
        .filter(|&set| set >> s & 1 == 1 && set >> t & 1 == 0)
        .map(|set| cut_capacity(edges, |v| set >> v & 1 == 1))
        .min()
        .unwrap()
}

fn cut_capacity(edges: &[RawEdge], inside: impl Fn(usize) -> bool) -> i64 {
    edges
        .iter()
        .filter(|&&(a, b, _)| inside(a) && !inside(b))
        .map(|e| e.2)
        .sum()
}

/// Checks capacities and conservation; returns the net flow out of `s`.
fn check_flow(n: usize, edges: &[Edge<i64>], s: usize, t: usize) -> i64 {
    let mut balance = vec![0; n];
    for e in edges {
        assert!(0 <= e.flow && e.flow <= e.cap, "{:?}", e);
        balance[e.from] -= e.flow;
        balance[e.to] += e.flow;
    }
    for (v, &b) in balance.iter().enumerate() {
        if v != s && v != t {
            assert_eq!(b, 0, "flow not conserved at {}", v);
        }
    }
    assert_eq!(balance[s], -balance[t]);
    -balance[s]
}

fn network(n: usize, edges: &[RawEdge]) -> MfGraph<i64> {
    let mut g = MfGraph::new(n);
    for &(a, b, c) in edges {
        g.add_edge(a, b, c);
    }
    g
}

#[test]
fn no_edges_no_flow() {
    let mut g = MfGraph::<i64>::new(2);
    assert_eq!(g.flow(0, 1), 0);
    assert_eq!(g.min_cut(0), vec![true, false]);
    assert!(g.edges().is_empty());
}

#[test]
fn zero_capacity_edges_self_loops_and_multi_edges() {
    let edges = [
        (0, 0, 5),
        (0, 1, 0),
        (0, 1, 2),
        (0, 1, 3),
        (1, 1, 4),
        (2, 3, 9),
    ];
    let mut g = network(4, &edges);
    assert_eq!(g.flow(0, 1), 5);
    let flows: Vec<i64> = g.edges().iter().map(|e| e.flow).collect();
    assert_eq!(flows, vec![0, 0, 2, 3, 0, 0]);
    // The part {2, 3} is disconnected from the source.
    assert_eq!(g.min_cut(0), vec![true, false, false, false]);
    let mut h = network(4, &edges);
    assert_eq!(h.flow(0, 3), 0);
}

#[test]
fn a_long_path_needs_no_deep_recursion() {
    let n = 200_000;
    let mut g = MfGraph::new(n);
    for v in 1..n {
        g.add_edge(v - 1, v, 7_u32);
    }
    g.add_edge(0, n - 1, 1);
    assert_eq!(g.flow(0, n - 1), 8);
}

#[test]
fn change_edge_then_flow_again() {
    let mut g = network(3, &[(0, 1, 4), (1, 2, 4)]);
    assert_eq!(g.flow(0, 2), 4);
    g.change_edge(1, 10, 4);
    g.change_edge(0, 10, 4);
    assert_eq!(g.flow(0, 2), 6);
    assert_eq!(
        g.get_edge(0),
        Edge {
            from: 0,
            to: 1,
            cap: 10,
            flow: 10
        }
    );
}

#[test]
fn edges_added_after_a_flow_join_in() {
    let mut g = network(3, &[(0, 1, 4)]);
    assert_eq!(g.flow(0, 2), 0);
    let e = g.add_edge(1, 2, 3);
    assert_eq!(g.get_edge(e).flow, 0);
    g.change_edge(e, 5, 0);
    assert_eq!(g.min_cut(0), vec![true, true, true]);
    assert_eq!(g.flow(0, 2), 4);
}

#[test]
#[should_panic(expected = "source 1 and sink 1")]
fn source_equal_to_sink_panics() {
    MfGraph::<i32>::new(2).flow(1, 1);
}

fn check(
    n: usize,
    raw: &[(usize, usize, i64)],
    st: (usize, usize),
    limit: i64,
) -> Result<(), TestCaseError> {
    let edges: Vec<RawEdge> = raw.iter().map(|&(a, b, c)| (a % n, b % n, c)).collect();
    let s = st.0 % n;
    let t = (s + st.1 % (n - 1) + 1) % n;
    let best = brute_min_cut(n, &edges, s, t);

    let mut g = network(n, &edges);
    prop_assert_eq!(g.flow(s, t), best);
    prop_assert_eq!(check_flow(n, &g.edges(), s, t), best);
    let cut = g.min_cut(s);
    prop_assert!(cut[s] && !cut[t]);
    prop_assert_eq!(cut_capacity(&edges, |v| cut[v]), best);

    // A limited flow, then the rest; and edges added in two batches.
    let mut h = network(n, &edges[..edges.len() / 2]);
    let first = h.flow_with_capacity(s, t, limit);
    prop_assert!(first <= limit);
    for &(a, b, c) in &edges[edges.len() / 2..] {
        h.add_edge(a, b, c);
    }
    let rest = h.flow(s, t);
    prop_assert_eq!(first + rest, best);
    prop_assert_eq!(check_flow(n, &h.edges(), s, t), best);

    let mut l = network(n, &edges);
    prop_assert_eq!(l.flow_with_capacity(s, t, limit), best.min(limit));
    Ok(())
}

proptest! {
    #[test]
    fn flow_equals_brute_force_min_cut(
        n in 2usize..7,
        raw in prop::collection::vec((0usize..7, 0usize..7, 0i64..6), 0..16),
        st in (0usize..7, 1usize..7),
        limit in 0i64..20,
    ) {
        check(n, &raw, st, limit)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]
    /// `cargo test -p cpkit --test graph_maxflow -- --ignored`: more and larger networks.
    #[test]
    #[ignore]
    fn flow_equals_brute_force_min_cut_heavy(
        n in 2usize..12,
        raw in prop::collection::vec((0usize..12, 0usize..12, 0i64..9), 0..40),
        st in (0usize..12, 1usize..12),
        limit in 0i64..40,
    ) {
        check(n, &raw, st, limit)?;
    }
}
