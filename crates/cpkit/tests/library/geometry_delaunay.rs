//! `delaunay_edges` is a Delaunay triangulation by the definition: edges
//! between distinct points (the first copy of each), no two crossing and
//! none through a third point, as many as a triangulation has (3n - 3 - h
//! for n points, h of them on the hull's boundary, or n - 1 on one line),
//! and every triangle of edges with no point inside or on it (a face) has
//! no point strictly inside its circumcircle.

use cpkit::geometry::delaunay::delaunay_edges;
use proptest::prelude::*;

type P = (i64, i64);

fn cross(a: P, b: P, c: P) -> i128 {
    let (bx, by) = (i128::from(b.0 - a.0), i128::from(b.1 - a.1));
    let (cx, cy) = (i128::from(c.0 - a.0), i128::from(c.1 - a.1));
    bx * cy - by * cx
}

/// Whether `p` lies on the closed segment `ab`.
fn on_segment(a: P, b: P, p: P) -> bool {
    cross(a, b, p) == 0
        && a.0.min(b.0) <= p.0
        && p.0 <= a.0.max(b.0)
        && a.1.min(b.1) <= p.1
        && p.1 <= a.1.max(b.1)
}

fn cross_properly(a: P, b: P, c: P, d: P) -> bool {
    let (d1, d2) = (cross(a, b, c).signum(), cross(a, b, d).signum());
    let (d3, d4) = (cross(c, d, a).signum(), cross(c, d, b).signum());
    d1 * d2 < 0 && d3 * d4 < 0
}

fn in_circle(a: P, b: P, c: P, d: P) -> bool {
    let (a, b, c) = if cross(a, b, c) > 0 {
        (a, b, c)
    } else {
        (a, c, b)
    };
    let r = |p: P| (i128::from(p.0 - d.0), i128::from(p.1 - d.1));
    let ((ax, ay), (bx, by), (cx, cy)) = (r(a), r(b), r(c));
    (ax * ax + ay * ay) * (bx * cy - by * cx)
        + (bx * bx + by * by) * (cx * ay - cy * ax)
        + (cx * cx + cy * cy) * (ax * by - ay * bx)
        > 0
}

/// Points on the boundary of the hull of `p` (distinct).
fn on_hull(p: &[P]) -> usize {
    p.iter()
        .filter(|&&x| {
            let others: Vec<P> = p.iter().copied().filter(|&q| q != x).collect();
            others.iter().any(|&q| {
                others.iter().all(|&r| cross(x, q, r) >= 0)
                    || others.iter().all(|&r| cross(x, q, r) <= 0)
            })
        })
        .count()
}

fn check(points: &[P]) -> Result<(), TestCaseError> {
    let edges = delaunay_edges(points);
    let first: Vec<usize> = (0..points.len())
        .filter(|&i| !points[..i].contains(&points[i]))
        .collect();
    let p: Vec<P> = first.iter().map(|&i| points[i]).collect();
    let n = p.len();
    let mut adjacent = vec![vec![false; points.len()]; points.len()];
    for &(i, j) in &edges {
        prop_assert!(
            i < j && first.contains(&i) && first.contains(&j),
            "edge ({}, {})",
            i,
            j
        );
        prop_assert!(!adjacent[i][j], "edge ({}, {}) twice", i, j);
        adjacent[i][j] = true;
        adjacent[j][i] = true;
        for &k in &first {
            prop_assert!(
                k == i || k == j || !on_segment(points[i], points[j], points[k]),
                "edge ({}, {}) through {}",
                i,
                j,
                k
            );
        }
    }
    for (x, &(a, b)) in edges.iter().enumerate() {
        for &(c, d) in &edges[..x] {
            prop_assert!(
                !cross_properly(points[a], points[b], points[c], points[d]),
                "({}, {}) crosses ({}, {})",
                a,
                b,
                c,
                d
            );
        }
    }
    let collinear = p.iter().all(|&q| p.len() < 3 || cross(p[0], p[1], q) == 0);
    let expected = if n < 2 {
        0
    } else if collinear {
        n - 1
    } else {
        3 * n - 3 - on_hull(&p)
    };
    prop_assert_eq!(edges.len(), expected);
    for &i in &first {
        for &j in &first {
            for &k in &first {
                if !(i < j && j < k && adjacent[i][j] && adjacent[j][k] && adjacent[i][k]) {
                    continue;
                }
                let (a, b, c) = (points[i], points[j], points[k]);
                let face = cross(a, b, c) != 0
                    && first.iter().all(|&m| {
                        let q = points[m];
                        m == i || m == j || m == k || {
                            let (s1, s2, s3) = (
                                cross(a, b, q).signum(),
                                cross(b, c, q).signum(),
                                cross(c, a, q).signum(),
                            );
                            !((s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0))
                        }
                    });
                if face {
                    for &m in &first {
                        prop_assert!(
                            !in_circle(a, b, c, points[m]),
                            "{:?} inside the circle of {:?}",
                            points[m],
                            (a, b, c)
                        );
                    }
                }
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn points_on_a_small_grid(points in prop::collection::vec((0i64..5, 0i64..5), 0..25)) {
        check(&points)?;
    }

    #[test]
    fn any_points(points in prop::collection::vec((-1_000_000i64..=1_000_000, -1_000_000i64..=1_000_000), 0..25)) {
        check(&points)?;
    }

    #[test]
    fn points_on_a_circle(ks in prop::collection::vec(0usize..12, 3..12)) {
        // The twelve integer points at distance 5 from the origin (and
        // the four at distance 0 or 3 or 4 on the axes): all cocircular.
        let ring = [(5, 0), (4, 3), (3, 4), (0, 5), (-3, 4), (-4, 3), (-5, 0), (-4, -3), (-3, -4), (0, -5), (3, -4), (4, -3)];
        let points: Vec<P> = ks.iter().map(|&k| ring[k]).collect();
        check(&points)?;
    }
}

#[test]
#[should_panic(expected = "out of -2^29..2^29")]
fn a_coordinate_of_2_to_the_29_is_refused() {
    delaunay_edges(&[(0, 0), (3, -(1 << 29))]);
}
