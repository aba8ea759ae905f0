//! `convex_layers` against peeling by the definition: a point of what is
//! left is on the hull's boundary when all the others lie in one closed
//! half-plane through it (on one side of the line through it and one of
//! them), and each round takes every such point; over points on a small
//! grid (many on one line, corners of layers shared by edges), repeats,
//! points on one line, any points, and rings of squares.

use cpkit::geometry::convex_layers::convex_layers;
use proptest::prelude::*;

type P = (i64, i64);

fn cross(a: P, b: P, c: P) -> i128 {
    let (bx, by) = (i128::from(b.0 - a.0), i128::from(b.1 - a.1));
    let (cx, cy) = (i128::from(c.0 - a.0), i128::from(c.1 - a.1));
    bx * cy - by * cx
}

fn on_boundary(p: P, rest: &[P]) -> bool {
    let others: Vec<P> = rest.iter().copied().filter(|&q| q != p).collect();
    others.is_empty()
        || others.iter().any(|&q| {
            others.iter().all(|&r| cross(p, q, r) >= 0)
                || others.iter().all(|&r| cross(p, q, r) <= 0)
        })
}

fn peel(points: &[P]) -> Vec<u32> {
    let mut layer = vec![0u32; points.len()];
    let mut round = 0;
    while layer.contains(&0) {
        round += 1;
        let rest: Vec<P> = (0..points.len())
            .filter(|&i| layer[i] == 0)
            .map(|i| points[i])
            .collect();
        let boundary: Vec<bool> = points.iter().map(|&p| on_boundary(p, &rest)).collect();
        for i in 0..points.len() {
            if layer[i] == 0 && boundary[i] {
                layer[i] = round;
            }
        }
    }
    layer
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn points_on_a_small_grid(points in prop::collection::vec((0i64..6, 0i64..6), 0..40)) {
        prop_assert_eq!(convex_layers(&points), peel(&points));
    }

    #[test]
    fn any_points(points in prop::collection::vec((-1_000_000i64..=1_000_000, -1_000_000i64..=1_000_000), 0..40)) {
        prop_assert_eq!(convex_layers(&points), peel(&points));
    }

    #[test]
    fn points_on_a_line(ts in prop::collection::vec(-20i64..20, 1..30), which in 0..4u8) {
        let points: Vec<P> = ts
            .iter()
            .map(|&t| match which { 0 => (t, 3), 1 => (3, t), 2 => (t, 2 * t), _ => (t, -t) })
            .collect();
        prop_assert_eq!(convex_layers(&points), vec![1; points.len()]);
    }

    #[test]
    fn corners_near_the_limit(points in prop::collection::vec((0usize..4, -3i64..3, -3i64..3), 1..40)) {
        // Clusters at the corners of the allowed square, so differences and
        // cross products are as large as the module promises to take.
        let big = (1i64 << 30) - 4;
        let points: Vec<P> = points
            .iter()
            .map(|&(k, dx, dy)| (if k % 2 == 0 { big } else { -big } + dx, if k / 2 == 0 { big } else { -big } + dy))
            .collect();
        prop_assert_eq!(convex_layers(&points), peel(&points));
    }
}

#[test]
fn nested_squares_peel_one_a_round() {
    let mut points = Vec::new();
    for k in 0..30i64 {
        points.extend([
            (k, k),
            (100 - k, k),
            (100 - k, 100 - k),
            (k, 100 - k),
            (50, k),
        ]);
    }
    let layers = convex_layers(&points);
    for (i, &l) in layers.iter().enumerate() {
        assert_eq!(l as usize, i / 5 + 1, "point {:?}", points[i]);
    }
}

#[test]
fn an_x_of_many_points_has_a_layer_per_four() {
    // The case that makes peeling hull by hull quadratic.
    let n = 2000i64;
    let mut points = Vec::new();
    for t in 1..=n {
        points.extend([(t, t), (-t, -t), (t, -t), (-t, t)]);
    }
    points.push((0, 0));
    let layers = convex_layers(&points);
    for (i, &l) in layers.iter().enumerate().take(4 * n as usize) {
        assert_eq!(
            l as i64,
            n + 1 - (i as i64 / 4 + 1),
            "point {:?}",
            points[i]
        );
    }
    assert_eq!(layers[4 * n as usize], n as u32 + 1);
}

#[test]
#[should_panic(expected = "out of -2^30..2^30")]
fn a_coordinate_of_2_to_the_30_is_refused() {
    convex_layers(&[(0, 0), (1 << 30, 5)]);
}
