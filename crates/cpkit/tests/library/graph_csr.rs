//! The compressed-row graph holds exactly the adjacency lists a
//! `Vec<Vec<E>>` built edge by edge would hold, in the same order.

use cpkit::graph::csr::Csr;
use proptest::prelude::*;

#[test]
fn empty_graph_has_no_vertices() {
    let g = Csr::<usize>::from_edges(0, vec![]);
    assert!(g.is_empty());
    assert_eq!((g.len(), g.num_vertices(), g.num_edges()), (0, 0, 0));
    assert!(g.edges().is_empty());
}

#[test]
fn one_vertex_with_self_loops_and_multi_edges() {
    let g = Csr::from_edges(1, vec![(0, 0), (0, 0)]);
    assert_eq!(g.neighbours(0), &[0, 0]);
    let u = Csr::from_undirected_pairs(1, vec![(0, 0)]);
    assert_eq!(u.neighbours(0), &[0, 0]);
}

#[test]
fn payloads_need_neither_clone_nor_default() {
    #[derive(Debug, PartialEq)]
    struct Edge(String);
    let g = Csr::from_edges(
        3,
        vec![
            (2, Edge("c".into())),
            (0, Edge("a".into())),
            (2, Edge("d".into())),
        ],
    );
    assert_eq!(g[0], [Edge("a".into())]);
    assert!(g[1].is_empty());
    assert_eq!(g[2], [Edge("c".into()), Edge("d".into())]);
}

#[test]
#[should_panic(expected = "edge from vertex 3 of 3")]
fn edge_from_outside_panics() {
    Csr::from_edges(3, vec![(3, 0)]);
}

proptest! {
    #[test]
    fn agrees_with_vec_of_vecs(
        n in 1usize..12,
        raw in prop::collection::vec((0usize..100, 0usize..100, 0u32..50), 0..60),
    ) {
        let edges: Vec<(usize, (usize, u32))> =
            raw.iter().map(|&(a, b, w)| (a % n, (b % n, w))).collect();
        let mut naive = vec![Vec::new(); n];
        for &(a, e) in &edges {
            naive[a].push(e);
        }
        let g = Csr::from_edges(n, edges.clone());
        prop_assert_eq!(g.num_vertices(), n);
        prop_assert_eq!(g.num_edges(), edges.len());
        let mut flat = Vec::new();
        for (v, list) in naive.iter().enumerate() {
            prop_assert_eq!(g.neighbours(v), &list[..]);
            prop_assert_eq!(g.degree(v), list.len());
            prop_assert_eq!(&g.edges()[g.range(v)], &list[..]);
            flat.extend_from_slice(list);
        }
        prop_assert_eq!(g.edges(), &flat[..]);

        let mut und = vec![Vec::new(); n];
        for &(a, (b, w)) in &edges {
            und[a].push((b, w));
            und[b].push((a, w));
        }
        let u = Csr::from_undirected(n, edges.iter().map(|&(a, (b, w))| (a, b, w)));
        let p = Csr::from_undirected_pairs(n, edges.iter().map(|&(a, (b, _))| (a, b)));
        for (v, list) in und.iter().enumerate() {
            prop_assert_eq!(u.neighbours(v), &list[..]);
            let heads: Vec<usize> = list.iter().map(|e| e.0).collect();
            prop_assert_eq!(p.neighbours(v), &heads[..]);
        }
    }
}
