//! The minimum enclosing circle: it holds every point, and no circle
//! through two or three of the points (the only candidates for the
//! smallest) that holds them all is smaller; exact rational comparisons.

use cpkit::geometry::enclosing_circle::{minimum_enclosing_circle, Circle};
use proptest::prelude::*;

/// `r2 / d²` of a circle compared exactly: `a < b` on the radii.
fn smaller(a: &Circle, b: &Circle) -> bool {
    a.r2 * b.d * b.d < b.r2 * a.d * a.d
}

/// Every circle through two points as a diameter or through three,
/// exactly, with the same formulas written out naively.
fn candidates(p: &[(i64, i64)]) -> Vec<Circle> {
    let mut out = Vec::new();
    let n = p.len();
    for i in 0..n {
        out.push(Circle {
            x: p[i].0 as i128,
            y: p[i].1 as i128,
            d: 1,
            r2: 0,
        });
        for j in i + 1..n {
            let (dx, dy) = ((p[i].0 - p[j].0) as i128, (p[i].1 - p[j].1) as i128);
            out.push(Circle {
                x: (p[i].0 + p[j].0) as i128,
                y: (p[i].1 + p[j].1) as i128,
                d: 2,
                r2: dx * dx + dy * dy,
            });
            for k in j + 1..n {
                let (a, b, c) = (p[i], p[j], p[k]);
                let det = ((b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)) as i128;
                if det == 0 {
                    continue;
                }
                // Solve |X - a|² = |X - b|² = |X - c|² by Cramer's rule.
                let sq = |q: (i64, i64)| (q.0 * q.0 + q.1 * q.1) as i128;
                let (e1, e2) = (sq(b) - sq(a), sq(c) - sq(a));
                let (a1, b1) = (2 * (b.0 - a.0) as i128, 2 * (b.1 - a.1) as i128);
                let (a2, b2) = (2 * (c.0 - a.0) as i128, 2 * (c.1 - a.1) as i128);
                let mut d = a1 * b2 - a2 * b1;
                let mut x = e1 * b2 - e2 * b1;
                let mut y = a1 * e2 - a2 * e1;
                if d < 0 {
                    d = -d;
                    x = -x;
                    y = -y;
                }
                let (rx, ry) = (a.0 as i128 * d - x, a.1 as i128 * d - y);
                out.push(Circle {
                    x,
                    y,
                    d,
                    r2: rx * rx + ry * ry,
                });
            }
        }
    }
    out
}

fn points(max: i64, len: std::ops::Range<usize>) -> impl Strategy<Value = Vec<(i64, i64)>> {
    prop::collection::vec((-max..=max, -max..=max), len)
}

proptest! {
    #[test]
    fn smallest_of_the_candidates_that_hold_every_point(p in points(6, 1..9)) {
        let c = minimum_enclosing_circle(&p);
        for &q in &p {
            prop_assert!(c.contains(q));
        }
        let best = candidates(&p)
            .into_iter()
            .filter(|cand| p.iter().all(|&q| cand.contains(q)))
            .fold(None, |best: Option<Circle>, cand| match best {
                Some(b) if !smaller(&cand, &b) => Some(b),
                _ => Some(cand),
            })
            .unwrap();
        prop_assert!(!smaller(&best, &c) && !smaller(&c, &best));
        // One smallest circle: the same boundary points.
        for &q in &p {
            prop_assert_eq!(c.on_boundary(q), best.on_boundary(q));
        }
    }

    #[test]
    fn large_coordinates_and_many_points(p in points(100_000, 1..200)) {
        let c = minimum_enclosing_circle(&p);
        prop_assert!(p.iter().all(|&q| c.contains(q)));
        // At least two points on the circle (one when all are equal).
        let on = p.iter().filter(|&&q| c.on_boundary(q)).count();
        prop_assert!(on >= 2 || c.r2 == 0);
    }
}

#[test]
fn points_on_a_circle_and_collinear_points() {
    let p = [(5, 0), (-5, 0), (0, 5), (0, -5), (3, 4), (-4, -3), (1, 1)];
    let c = minimum_enclosing_circle(&p);
    let on: Vec<bool> = p.iter().map(|&q| c.on_boundary(q)).collect();
    assert_eq!(on, [true, true, true, true, true, true, false]);
    let line: Vec<(i64, i64)> = (0..50).map(|i| (i * 3 - 20, i * 2 + 7)).collect();
    let c = minimum_enclosing_circle(&line);
    let on: Vec<usize> = (0..50).filter(|&i| c.on_boundary(line[i])).collect();
    assert_eq!(on, [0, 49]);
}
