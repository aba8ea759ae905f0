//! The BEST theorem's count agrees with walking every circuit that starts
//! with edge 0, on unions of random cycles (balanced, often connected) and
//! on any small multigraph (mostly none).

use cpkit::graph::eulerian_circuit_count::count_eulerian_circuits;
use proptest::prelude::*;

/// The walks from the head of edge 0 that use every unused edge once and
/// end at the tail of edge 0.
fn walks(edges: &[(usize, usize)], used: &mut Vec<bool>, at: usize, left: usize) -> u64 {
    if left == 0 {
        return u64::from(at == edges[0].0);
    }
    let mut total = 0;
    for i in 0..edges.len() {
        if !used[i] && edges[i].0 == at {
            used[i] = true;
            total += walks(edges, used, edges[i].1, left - 1);
            used[i] = false;
        }
    }
    total
}

fn naive(edges: &[(usize, usize)]) -> u64 {
    if edges.is_empty() {
        return 1;
    }
    let mut used = vec![false; edges.len()];
    used[0] = true;
    walks(edges, &mut used, edges[0].1, edges.len() - 1)
}

proptest! {
    #[test]
    fn agrees_on_unions_of_cycles(
        n in 1usize..5,
        cycles in prop::collection::vec(prop::collection::vec(0usize..5, 1..4), 1..4),
        shuffle in any::<u64>(),
    ) {
        let mut edges = Vec::new();
        for cycle in &cycles {
            for i in 0..cycle.len() {
                edges.push((cycle[i] % n, cycle[(i + 1) % cycle.len()] % n));
            }
        }
        edges.truncate(9);
        let rot = (shuffle % edges.len() as u64) as usize;
        edges.rotate_left(rot);
        let want = naive(&edges);
        prop_assert_eq!(u64::from(count_eulerian_circuits::<998_244_353>(n, &edges).val()), want);
        prop_assert_eq!(u64::from(count_eulerian_circuits::<5>(n, &edges).val()), want % 5);
    }

    #[test]
    fn agrees_on_any_multigraph(
        n in 1usize..5,
        raw in prop::collection::vec((0usize..5, 0usize..5), 0..8),
    ) {
        let edges: Vec<(usize, usize)> = raw.iter().map(|&(a, b)| (a % n, b % n)).collect();
        prop_assert_eq!(u64::from(count_eulerian_circuits::<998_244_353>(n, &edges).val()), naive(&edges));
    }
}
