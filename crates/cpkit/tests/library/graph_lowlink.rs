//! Lowlink's bridges, articulation points and components agree with their
//! definitions, checked by deleting each edge or vertex in turn and
//! counting what stays connected.

use cpkit::graph::lowlink::Lowlink;
use proptest::prelude::*;

/// The component label of each vertex, using the edges `keep` allows and
/// leaving out vertex `gone` (with its edges).
fn labels(
    n: usize,
    edges: &[(usize, usize)],
    keep: impl Fn(usize) -> bool,
    gone: Option<usize>,
) -> Vec<usize> {
    let mut label: Vec<usize> = (0..n).collect();
    loop {
        let mut changed = false;
        for (i, &(a, b)) in edges.iter().enumerate() {
            if keep(i) && Some(a) != gone && Some(b) != gone && label[a] != label[b] {
                let m = label[a].min(label[b]);
                label[a] = m;
                label[b] = m;
                changed = true;
            }
        }
        if !changed {
            return label;
        }
    }
}

fn count(label: &[usize], gone: Option<usize>) -> usize {
    (0..label.len())
        .filter(|&v| Some(v) != gone && label[v] == v)
        .count()
}

fn canonical(mut groups: Vec<Vec<usize>>) -> Vec<Vec<usize>> {
    for g in groups.iter_mut() {
        g.sort_unstable();
    }
    groups.sort();
    groups
}

proptest! {
    #[test]
    fn agrees_with_deleting_each_edge_and_vertex(
        n in 1usize..8,
        raw in prop::collection::vec((0usize..8, 0usize..8), 0..11),
    ) {
        let edges: Vec<(usize, usize)> = raw.iter().map(|&(a, b)| (a % n, b % n)).collect();
        let g = Lowlink::new(n, &edges);
        let base = labels(n, &edges, |_| true, None);
        let components = count(&base, None);

        let bridges: Vec<usize> = (0..edges.len())
            .filter(|&e| count(&labels(n, &edges, |i| i != e, None), None) > components)
            .collect();
        prop_assert_eq!(g.bridges(), bridges.clone());

        let cuts: Vec<usize> = (0..n)
            .filter(|&v| count(&labels(n, &edges, |_| true, Some(v)), Some(v)) > components)
            .collect();
        prop_assert_eq!(g.articulation_points(), cuts);

        let no_bridges = labels(n, &edges, |i| !bridges.contains(&i), None);
        let mut two: Vec<Vec<usize>> = Vec::new();
        for root in (0..n).filter(|&v| no_bridges[v] == v) {
            two.push((0..n).filter(|&v| no_bridges[v] == root).collect());
        }
        prop_assert_eq!(canonical(g.two_edge_connected_components()), canonical(two));

        // Two edges share a block when they are connected and no vertex's
        // removal separates what is left of them.
        let without: Vec<Vec<usize>> = (0..n).map(|x| labels(n, &edges, |_| true, Some(x))).collect();
        let proper: Vec<usize> = (0..edges.len()).filter(|&e| edges[e].0 != edges[e].1).collect();
        let rest = |e: usize, x: usize| if edges[e].0 == x { edges[e].1 } else { edges[e].0 };
        let mut block: Vec<usize> = (0..edges.len()).collect();
        for &e in &proper {
            for &f in &proper {
                let same = base[edges[e].0] == base[edges[f].0]
                    && (0..n).all(|x| without[x][rest(e, x)] == without[x][rest(f, x)]);
                if same && block[f] > block[e] {
                    block[f] = block[e];
                }
            }
        }
        let mut bi: Vec<Vec<usize>> = Vec::new();
        for &e in proper.iter().filter(|&&e| block[e] == e) {
            let mut vs: Vec<usize> = proper
                .iter()
                .filter(|&&f| block[f] == e)
                .flat_map(|&f| vec![edges[f].0, edges[f].1])
                .collect();
            vs.sort_unstable();
            vs.dedup();
            bi.push(vs);
        }
        for v in 0..n {
            if !proper.iter().any(|&e| edges[e].0 == v || edges[e].1 == v) {
                bi.push(vec![v]);
            }
        }
        prop_assert_eq!(canonical(g.biconnected_components()), canonical(bi));
    }
}
