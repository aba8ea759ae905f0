//! `euclidean_mst` against Prim's algorithm on the complete graph: n - 1
//! edges, each of the squared length it states, joining every point, with
//! the lengths of Prim's tree (every minimum tree has the same ones); over
//! clustered points (repeats, collinear and cocircular ones), any points,
//! points on a line, and points near the coordinates' limit.

use cpkit::geometry::euclidean_mst::euclidean_mst;
use proptest::prelude::*;

type P = (i64, i64);

fn dist(a: P, b: P) -> i64 {
    (a.0 - b.0).pow(2) + (a.1 - b.1).pow(2)
}

fn prim(points: &[P]) -> Vec<i64> {
    let n = points.len();
    let mut best = vec![i64::MAX; n];
    let mut done = vec![false; n];
    let mut lengths = Vec::new();
    if n > 0 {
        best[0] = 0;
    }
    for step in 0..n {
        let v = (0..n)
            .filter(|&v| !done[v])
            .min_by_key(|&v| best[v])
            .unwrap();
        done[v] = true;
        if step > 0 {
            lengths.push(best[v]);
        }
        for u in 0..n {
            best[u] = best[u].min(dist(points[u], points[v]));
        }
    }
    lengths.sort_unstable();
    lengths
}

fn check(points: &[P]) -> Result<(), TestCaseError> {
    let n = points.len();
    let tree = euclidean_mst(points);
    prop_assert_eq!(tree.len(), n.saturating_sub(1));
    let mut root: Vec<usize> = (0..n).collect();
    fn find(root: &mut Vec<usize>, v: usize) -> usize {
        if root[v] != v {
            let r = find(root, root[v]);
            root[v] = r;
        }
        root[v]
    }
    for &(i, j, w) in &tree {
        prop_assert_eq!(w, dist(points[i], points[j]));
        let (a, b) = (find(&mut root, i), find(&mut root, j));
        prop_assert!(a != b, "({}, {}) closes a cycle", i, j);
        root[a] = b;
    }
    let mut lengths: Vec<i64> = tree.iter().map(|e| e.2).collect();
    lengths.sort_unstable();
    prop_assert_eq!(lengths, prim(points));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1024))]

    #[test]
    fn clustered_points(points in prop::collection::vec((-4i64..4, -4i64..4), 0..50)) {
        check(&points)?;
    }

    #[test]
    fn any_points(points in prop::collection::vec((-10_000i64..=10_000, -10_000i64..=10_000), 0..80)) {
        check(&points)?;
    }

    #[test]
    fn points_on_a_line(ts in prop::collection::vec(-30i64..30, 1..50), which in 0..4u8) {
        let points: Vec<P> = ts
            .iter()
            .map(|&t| match which { 0 => (t, 2), 1 => (2, t), 2 => (t, 3 * t), _ => (t, -t) })
            .collect();
        check(&points)?;
    }

    #[test]
    fn points_near_the_limit(points in prop::collection::vec((0usize..4, -3i64..3, -3i64..3), 1..40)) {
        // Clusters at the corners of the allowed square: the in-circle test
        // in i128, with the largest terms the module promises to take.
        let big = (1i64 << 29) - 4;
        let points: Vec<P> = points
            .iter()
            .map(|&(k, dx, dy)| (if k % 2 == 0 { big } else { -big } + dx, if k / 2 == 0 { big } else { -big } + dy))
            .collect();
        check(&points)?;
    }
}
