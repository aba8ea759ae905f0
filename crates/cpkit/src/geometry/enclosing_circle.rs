//! The minimum enclosing circle of integer points by Welzl's algorithm
//! (incremental, over a random order), exact: the circle kept as a
//! rational center and squared radius in `i128`, expected O(n) time;
//! verified on Library Checker's `minimum_enclosing_circle`
//! (`crates/cpkit/verify/minimum-enclosing-circle`).

/// A circle with rational center `(x / d, y / d)`, `d > 0`, and squared
/// radius `r2 / d²`, all exact.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Circle {
    /// The center's numerators and their common denominator (positive).
    pub x: i128,
    /// See `x`.
    pub y: i128,
    /// See `x`.
    pub d: i128,
    /// The squared radius times `d²`.
    pub r2: i128,
}

impl Circle {
    /// The circle through `a` alone (radius 0).
    fn point(a: (i64, i64)) -> Circle {
        Circle {
            x: a.0.into(),
            y: a.1.into(),
            d: 1,
            r2: 0,
        }
    }

    /// The circle with diameter `ab`.
    fn diameter(a: (i64, i64), b: (i64, i64)) -> Circle {
        let (x, y) = (i128::from(a.0 + b.0), i128::from(a.1 + b.1));
        let (dx, dy) = (i128::from(a.0 - b.0), i128::from(a.1 - b.1));
        Circle {
            x,
            y,
            d: 2,
            r2: dx * dx + dy * dy,
        }
    }

    /// The circle through `a`, `b` and `c`, which are not collinear.
    fn through(a: (i64, i64), b: (i64, i64), c: (i64, i64)) -> Circle {
        let (bx, by) = (i128::from(b.0 - a.0), i128::from(b.1 - a.1));
        let (cx, cy) = (i128::from(c.0 - a.0), i128::from(c.1 - a.1));
        let mut d = 2 * (bx * cy - by * cx);
        let (b2, c2) = (bx * bx + by * by, cx * cx + cy * cy);
        // The center relative to a is (ux / d, uy / d).
        let (mut ux, mut uy) = (cy * b2 - by * c2, bx * c2 - cx * b2);
        if d < 0 {
            d = -d;
            ux = -ux;
            uy = -uy;
        }
        Circle {
            x: i128::from(a.0) * d + ux,
            y: i128::from(a.1) * d + uy,
            d,
            r2: ux * ux + uy * uy,
        }
    }

    /// The squared distance from the center to `p`, times `d²`.
    #[inline]
    fn dist2(&self, p: (i64, i64)) -> i128 {
        let dx = i128::from(p.0) * self.d - self.x;
        let dy = i128::from(p.1) * self.d - self.y;
        dx * dx + dy * dy
    }

    /// Whether `p` is inside the circle or on it.
    #[inline]
    pub fn contains(&self, p: (i64, i64)) -> bool {
        self.dist2(p) <= self.r2
    }

    /// Whether `p` is on the circle.
    #[inline]
    pub fn on_boundary(&self, p: (i64, i64)) -> bool {
        self.dist2(p) == self.r2
    }
}

/// The smallest circle that holds every point of `points` (on it or
/// inside), exactly; coordinates of absolute value below 2^18 (so that
/// every product fits an `i128`). Expected O(n): Welzl's algorithm, the
/// points in a random order, each new point outside the circle so far
/// being on the new one. Panics on no points.
///
/// # Example
/// ```
/// use cpkit::geometry::enclosing_circle::minimum_enclosing_circle;
///
/// let points = [(0, 0), (2, 0), (1, 1), (1, -1), (1, 0)];
/// let c = minimum_enclosing_circle(&points);
/// assert_eq!((c.x / c.d, c.y / c.d, c.r2 / (c.d * c.d)), (1, 0, 1));
/// let on: Vec<bool> = points.iter().map(|&p| c.on_boundary(p)).collect();
/// assert_eq!(on, [true, true, true, true, false]);
/// // An obtuse triangle: the longest side is a diameter.
/// let c = minimum_enclosing_circle(&[(0, 0), (10, 0), (5, 1)]);
/// assert!(c.on_boundary((0, 0)) && c.on_boundary((10, 0)) && !c.on_boundary((5, 1)));
/// ```
pub fn minimum_enclosing_circle(points: &[(i64, i64)]) -> Circle {
    assert!(!points.is_empty(), "no circle encloses no points");
    let mut p = points.to_vec();
    // A random order (xorshift, seeded by std's per-process random keys).
    let mut state = {
        use std::collections::hash_map::RandomState;
        use std::hash::{BuildHasher, Hasher};
        let mut h = RandomState::new().build_hasher();
        h.write_usize(p.len());
        h.finish() | 1
    };
    for i in (1..p.len()).rev() {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        p.swap(i, (state % (i as u64 + 1)) as usize);
    }
    let mut c = Circle::point(p[0]);
    for i in 1..p.len() {
        if c.contains(p[i]) {
            continue;
        }
        c = Circle::point(p[i]);
        for j in 0..i {
            if c.contains(p[j]) {
                continue;
            }
            c = Circle::diameter(p[i], p[j]);
            for k in 0..j {
                if !c.contains(p[k]) {
                    c = Circle::through(p[i], p[j], p[k]);
                }
            }
        }
    }
    c
}
