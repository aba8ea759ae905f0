//! The distance counts agree with breadth-first search from every vertex:
//! every unordered pair is counted once, at its distance, on random trees
//! and on caterpillars deep enough for the number-theoretic transforms.

use cpkit::graph::{csr::Csr, distance_frequency::distance_frequency};
use proptest::prelude::*;

/// A random tree: vertex i + 1 hangs from one of 0..=i, labels shuffled.
fn tree() -> impl Strategy<Value = (usize, Vec<(usize, usize)>)> {
    (1usize..60).prop_flat_map(|n| {
        let parents: Vec<_> = (1..n).map(|i| 0..i).collect();
        (parents, Just((0..n).collect::<Vec<usize>>()).prop_shuffle()).prop_map(
            move |(parents, label)| {
                let edges = parents
                    .iter()
                    .enumerate()
                    .map(|(i, &p)| (label[i + 1], label[p]))
                    .collect();
                (n, edges)
            },
        )
    })
}

fn distances_from(g: &Csr<usize>, s: usize) -> Vec<usize> {
    let mut dist = vec![usize::MAX; g.num_vertices()];
    dist[s] = 0;
    let mut queue = vec![s];
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head];
        head += 1;
        for &w in g.neighbours(v) {
            if dist[w] == usize::MAX {
                dist[w] = dist[v] + 1;
                queue.push(w);
            }
        }
    }
    dist
}

#[test]
fn the_statement_example() {
    let edges = vec![(0, 1), (1, 2), (2, 3), (1, 4), (4, 7), (1, 5), (2, 6)];
    let f = distance_frequency(&Csr::from_undirected_pairs(8, edges));
    assert_eq!(f, vec![8, 7, 10, 9, 2, 0, 0, 0]);
}

#[test]
fn one_and_two_vertices_and_a_long_path() {
    assert_eq!(
        distance_frequency(&Csr::from_undirected_pairs(1, vec![])),
        vec![1]
    );
    assert_eq!(
        distance_frequency(&Csr::from_undirected_pairs(2, vec![(0, 1)])),
        vec![2, 1]
    );
    let n = 3000;
    let f = distance_frequency(&Csr::from_undirected_pairs(n, (1..n).map(|i| (i - 1, i))));
    assert_eq!(f, (0..n).map(|k| (n - k) as u64).collect::<Vec<_>>());
}

#[test]
fn a_star_has_many_pairs_at_distance_two() {
    let n = 200_000;
    let f = distance_frequency(&Csr::from_undirected_pairs(n, (1..n).map(|i| (0, i))));
    assert_eq!(
        &f[..3],
        &[n as u64, n as u64 - 1, (n as u64 - 1) * (n as u64 - 2) / 2]
    );
}

#[test]
fn counts_past_the_first_prime_are_exact() {
    // A path 0..=l with m leaves on each end: m² pairs at distance l + 2,
    // and the centroid's square has terms near (2m)² = 10^10, past one
    // NTT prime, so the two primes' CRT must be right.
    let (l, m) = (100usize, 50_000usize);
    let n = l + 1 + 2 * m;
    let mut edges: Vec<(usize, usize)> = (1..=l).map(|i| (i - 1, i)).collect();
    for k in 0..m {
        edges.push((0, l + 1 + k));
        edges.push((l, l + 1 + m + k));
    }
    let mut expected = vec![0u64; n];
    expected[0] = n as u64;
    for (d, count) in expected.iter_mut().enumerate().take(l + 1).skip(1) {
        *count += (l + 1 - d) as u64;
    }
    for j in 0..=l {
        expected[j + 1] += 2 * m as u64;
    }
    expected[2] += (m * (m - 1)) as u64;
    expected[l + 2] += (m * m) as u64;
    assert_eq!(
        distance_frequency(&Csr::from_undirected_pairs(n, edges)),
        expected
    );
}

proptest! {
    #[test]
    fn counts_every_pair_once((n, edges) in tree()) {
        let g = Csr::from_undirected_pairs(n, edges);
        let mut expected = vec![0u64; n];
        for s in 0..n {
            for (t, &d) in distances_from(&g, s).iter().enumerate() {
                if t >= s {
                    expected[d] += 1;
                }
            }
        }
        prop_assert_eq!(distance_frequency(&g), expected);
    }

    #[test]
    fn long_caterpillars_use_the_transforms(spine in 100usize..300, legs in prop::collection::vec(0usize..300, 0..100)) {
        // A path of `spine` vertices, each leg a leaf on one of them: parts
        // deep enough for the NTT, not only the direct squares.
        let mut edges: Vec<(usize, usize)> = (1..spine).map(|i| (i - 1, i)).collect();
        for (k, &at) in legs.iter().enumerate() {
            edges.push((at % spine, spine + k));
        }
        let n = spine + legs.len();
        let g = Csr::from_undirected_pairs(n, edges);
        let mut expected = vec![0u64; n];
        for s in 0..n {
            for (t, &d) in distances_from(&g, s).iter().enumerate() {
                if t >= s {
                    expected[d] += 1;
                }
            }
        }
        prop_assert_eq!(distance_frequency(&g), expected);
    }
}
