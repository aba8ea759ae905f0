//! The convex hull is the one the definition gives: distinct input points,
//! starting from the smallest, turning strictly left at every vertex, with
//! every input point inside or on it (a strictly convex polygon on the
//! points that holds them all has exactly the hull's corners); and the
//! hull of points on one line is its two ends.

use cpkit::geometry::convex_hull::convex_hull;
use proptest::prelude::*;

type P = (i64, i64);

fn cross(a: P, b: P, c: P) -> i128 {
    let (bx, by) = (
        i128::from(b.0) - i128::from(a.0),
        i128::from(b.1) - i128::from(a.1),
    );
    let (cx, cy) = (
        i128::from(c.0) - i128::from(a.0),
        i128::from(c.1) - i128::from(a.1),
    );
    bx * cy - by * cx
}

/// Panics with the reason when `hull` is not the hull of `points`.
fn check(points: &[P], hull: &[P]) {
    let mut distinct = points.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    assert!(
        hull.iter().all(|q| distinct.binary_search(q).is_ok()),
        "a vertex is not an input point"
    );
    let mut sorted = hull.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), hull.len(), "a vertex is repeated");
    assert_eq!(
        hull.first(),
        distinct.first(),
        "the hull starts at the smallest point"
    );
    if distinct.is_empty() {
        assert!(hull.is_empty());
        return;
    }
    if hull.len() <= 2 {
        // Every point on the segment between the smallest and the largest.
        let (a, b) = (distinct[0], *distinct.last().unwrap());
        assert_eq!(hull.last(), Some(&b));
        assert!(
            distinct.iter().all(|&q| cross(a, b, q) == 0),
            "points off the line"
        );
        return;
    }
    let m = hull.len();
    for i in 0..m {
        let (a, b, c) = (hull[i], hull[(i + 1) % m], hull[(i + 2) % m]);
        assert!(cross(a, b, c) > 0, "no strict left turn at {:?}", b);
        assert!(
            distinct.iter().all(|&q| cross(a, b, q) >= 0),
            "a point outside edge {:?}-{:?}",
            a,
            b
        );
    }
}

#[test]
fn the_statement_examples() {
    let grid: Vec<P> = (0..3).flat_map(|x| (0..3).map(move |y| (x, y))).collect();
    assert_eq!(convex_hull(&grid), vec![(0, 0), (2, 0), (2, 2), (0, 2)]);
}

#[test]
fn degenerate_sets() {
    assert_eq!(convex_hull(&[]), Vec::<P>::new());
    assert_eq!(convex_hull(&[(7, 7); 5]), vec![(7, 7)]);
    assert_eq!(
        convex_hull(&[(0, 0), (1, 1), (2, 2), (1, 1)]),
        vec![(0, 0), (2, 2)]
    );
    assert_eq!(
        convex_hull(&[(0, 3), (0, -3), (0, 0)]),
        vec![(0, -3), (0, 3)]
    );
}

#[test]
fn the_largest_coordinates() {
    let m = (1i64 << 62) - 1;
    let p = [
        (-m, -m),
        (m, -m),
        (m, m),
        (-m, m),
        (0, 0),
        (m - 1, m),
        (-m, 0),
    ];
    assert_eq!(convex_hull(&p), vec![(-m, -m), (m, -m), (m, m), (-m, m)]);
    // A turn of one unit over the whole range: the products differ by 2^62 or so.
    let q = [(-m, -m), (m, m - 1), (m - 1, m - 2)];
    check(&q, &convex_hull(&q));
}

proptest! {
    #[test]
    fn small_grids_with_repeats_and_lines(points in prop::collection::vec((-4i64..=4, -4i64..=4), 0..40)) {
        check(&points, &convex_hull(&points));
    }

    #[test]
    fn points_on_one_line(t in prop::collection::vec(-50i64..50, 1..20), dx in -3i64..=3, dy in -3i64..=3) {
        let points: Vec<P> = t.iter().map(|&t| (5 + t * dx, -7 + t * dy)).collect();
        check(&points, &convex_hull(&points));
    }

    #[test]
    fn large_coordinates(points in prop::collection::vec((-(1i64 << 61)..(1i64 << 61), -(1i64 << 61)..(1i64 << 61)), 0..30)) {
        check(&points, &convex_hull(&points));
    }
}
