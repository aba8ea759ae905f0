//! `manhattan_mst` against Prim's algorithm on the complete graph: n - 1
//! edges, each of the weight it states, joining every point, and of the
//! least total; over clustered points (repeats, shared coordinates, ties),
//! any points, and points on a line.

use cpkit::geometry::manhattan_mst::manhattan_mst;
use proptest::prelude::*;

fn dist(a: (i64, i64), b: (i64, i64)) -> i64 {
    (a.0 - b.0).abs() + (a.1 - b.1).abs()
}

fn prim(points: &[(i64, i64)]) -> i64 {
    let n = points.len();
    let mut best = vec![i64::MAX; n];
    let mut done = vec![false; n];
    let mut total = 0;
    if n > 0 {
        best[0] = 0;
    }
    for _ in 0..n {
        let v = (0..n)
            .filter(|&v| !done[v])
            .min_by_key(|&v| best[v])
            .unwrap();
        done[v] = true;
        total += best[v];
        for u in 0..n {
            best[u] = best[u].min(dist(points[u], points[v]));
        }
    }
    total
}

fn check(points: &[(i64, i64)]) -> Result<(), TestCaseError> {
    let n = points.len();
    let tree = manhattan_mst(points);
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
    prop_assert_eq!(tree.iter().map(|e| e.2).sum::<i64>(), prim(points));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1024))]

    #[test]
    fn clustered_points(points in prop::collection::vec((-5i64..5, -5i64..5), 0..50)) {
        check(&points)?;
    }

    #[test]
    fn any_points(points in prop::collection::vec((0i64..=1_000_000_000, 0i64..=1_000_000_000), 0..80)) {
        check(&points)?;
    }

    #[test]
    fn points_on_a_line(xs in prop::collection::vec(-30i64..30, 1..50), which in 0..4u8) {
        let points: Vec<_> = xs
            .iter()
            .map(|&t| match which { 0 => (t, 2), 1 => (2, t), 2 => (t, t), _ => (t, -t) })
            .collect();
        check(&points)?;
    }
}
