//! Offline dynamic connectivity agrees with recomputing the components of
//! the edges present at each time by a plain search, with values added
//! to vertices along the way.

use cpkit::ds::rollback_dsu::RollbackDsu;
use cpkit::graph::offline_dynamic_connectivity::OfflineDynamicConnectivity;
use proptest::prelude::*;

/// The component label of each vertex, by merging labels over the edges.
fn labels(n: usize, edges: &[(usize, usize)]) -> Vec<usize> {
    let mut label: Vec<usize> = (0..n).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for &(a, b) in edges {
            if label[a] != label[b] {
                let m = label[a].min(label[b]);
                label[a] = m;
                label[b] = m;
                changed = true;
            }
        }
    }
    label
}

proptest! {
    #[test]
    fn agrees_with_a_search_at_each_time(
        n in 1usize..7,
        values in prop::collection::vec(0u64..100, 7),
        ops in prop::collection::vec((0u8..4, 0usize..7, 0usize..7, 0u64..100), 1..40),
    ) {
        let q = ops.len();
        let mut timeline = OfflineDynamicConnectivity::new(q);
        let mut present: Vec<(usize, usize)> = Vec::new();
        let mut value = values[..n].to_vec();
        let mut expected = Vec::new();
        for (t, &(kind, a, b, x)) in ops.iter().enumerate() {
            let (a, b) = (a % n, b % n);
            match kind {
                0 => {
                    timeline.add_edge(t, a, b);
                    present.push((a, b));
                }
                1 if !present.is_empty() => {
                    let (u, v) = present.remove((a * 7 + b) % present.len());
                    // Either way round.
                    if x % 2 == 0 {
                        timeline.remove_edge(t, u, v);
                    } else {
                        timeline.remove_edge(t, v, u);
                    }
                }
                2 => value[a] += x,
                _ => {}
            }
            let label = labels(n, &present);
            expected.push((0..n).map(|v| (0..n).filter(|&w| label[w] == label[v]).map(|w| value[w]).sum::<u64>()).collect::<Vec<_>>());
        }
        let mut dsu = RollbackDsu::new(values[..n].to_vec());
        let mut found = Vec::new();
        let mut times = Vec::new();
        timeline.run(&mut dsu, |t, dsu| {
            let (kind, a, _, x) = ops[t];
            if kind == 2 {
                dsu.add(a % n, x);
            }
            times.push(t);
            found.push((0..n).map(|v| dsu.sum(v)).collect::<Vec<_>>());
        });
        prop_assert_eq!(times, (0..q).collect::<Vec<_>>());
        prop_assert_eq!(found, expected);
        prop_assert_eq!(dsu.snapshot(), 0);
    }
}
