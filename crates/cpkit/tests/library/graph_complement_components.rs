//! The complement's components agree with a plain search over the n × n
//! adjacency of the complement, and come in the promised order.

use cpkit::graph::complement_components::complement_components;
use proptest::prelude::*;

proptest! {
    #[test]
    fn agrees_with_a_search_of_the_complement_matrix(
        n in 1usize..10,
        raw in prop::collection::vec((0usize..10, 0usize..10), 0..40),
    ) {
        let mut adjacent = vec![vec![false; n]; n];
        let mut edges = Vec::new();
        for &(a, b) in &raw {
            let (a, b) = (a % n, b % n);
            if a != b && !adjacent[a][b] {
                adjacent[a][b] = true;
                adjacent[b][a] = true;
                edges.push((a, b));
            }
        }
        let mut label = vec![usize::MAX; n];
        let mut expected: Vec<Vec<usize>> = Vec::new();
        for s in 0..n {
            if label[s] != usize::MAX {
                continue;
            }
            label[s] = s;
            let mut group = vec![s];
            let mut i = 0;
            while i < group.len() {
                let v = group[i];
                i += 1;
                for w in 0..n {
                    if w != v && !adjacent[v][w] && label[w] == usize::MAX {
                        label[w] = s;
                        group.push(w);
                    }
                }
            }
            group.sort_unstable();
            expected.push(group);
        }
        let found = complement_components(n, &edges);
        for group in &found {
            prop_assert_eq!(group[0], *group.iter().min().unwrap());
        }
        let sorted: Vec<Vec<usize>> = found
            .into_iter()
            .map(|mut g| {
                g.sort_unstable();
                g
            })
            .collect();
        prop_assert_eq!(sorted, expected);
    }
}
