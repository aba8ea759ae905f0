//! The Delaunay triangulation of integer points by Guibas and Stolfi's
//! divide and conquer on a quad-edge structure, with exact predicates
//! (orientation in `i64`, in-circle in `i64` or `i128` by the points'
//! spread), O(n log n); it gives `euclidean_mst` its candidate edges,
//! verified on Library Checker's `euclidean_mst`
//! (`crates/cpkit/verify/euclidean-mst`).

/// The edges `(i, j)` (indices into `points`, `i < j`) of a Delaunay
/// triangulation of `points`: every triangle's circumcircle holds no point
/// strictly inside, and the edges cover the convex hull. Points on one line
/// give the path along it; a repeated point is left out (only its first copy
/// has edges). O(n log n).
///
/// # Panics
///
/// If a coordinate's absolute value is 2^29 or more (the in-circle test's
/// terms would pass `i128`).
///
/// # Example
///
/// ```
/// use cpkit::geometry::delaunay::delaunay_edges;
///
/// // A square with its centre: the four sides and the four half-diagonals.
/// let mut edges = delaunay_edges(&[(0, 0), (2, 0), (2, 2), (0, 2), (1, 1)]);
/// edges.sort_unstable();
/// assert_eq!(edges, [(0, 1), (0, 3), (0, 4), (1, 2), (1, 4), (2, 3), (2, 4), (3, 4)]);
/// assert_eq!(delaunay_edges(&[(0, 0), (3, 3), (1, 1), (1, 1)]), [(0, 2), (1, 2)]);
/// ```
pub fn delaunay_edges(points: &[(i64, i64)]) -> Vec<(usize, usize)> {
    let limit = 1 << 29;
    assert!(
        points
            .iter()
            .all(|&(x, y)| -limit < x && x < limit && -limit < y && y < limit),
        "delaunay_edges: a coordinate is out of -2^29..2^29"
    );
    let mut order: Vec<usize> = (0..points.len()).collect();
    order.sort_unstable_by_key(|&i| (points[i], i));
    order.dedup_by_key(|&mut i| points[i]);
    let p: Vec<(i64, i64)> = order.iter().map(|&i| points[i]).collect();
    if p.len() < 2 {
        return Vec::new();
    }
    let (lo, hi) = p.iter().fold((i64::MAX, i64::MIN), |(lo, hi), &(x, y)| {
        (lo.min(x).min(y), hi.max(x).max(y))
    });
    // The in-circle determinant is below 12 d^4 for coordinate differences
    // up to d: within i64 while d is at most 25 000.
    let mut quad = Quad {
        small: hi - lo <= 25_000,
        p,
        next: Vec::new(),
        org: Vec::new(),
        free: Vec::new(),
    };
    quad.build(0, quad.p.len());
    let mut edges = Vec::new();
    for g in (0..quad.org.len()).step_by(4) {
        if quad.next[g] != DEAD {
            let (a, b) = (order[quad.org[g] as usize], order[quad.org[g + 2] as usize]);
            edges.push((a.min(b), a.max(b)));
        }
    }
    edges
}

const DEAD: u32 = u32::MAX;

/// Quad-edges in arrays: edge `e`'s group is `e & !3`, its turns by a
/// quarter `rot`, its `onext` in `next`, and its origin (a point) in `org`
/// for the two primal edges of a group. A deleted group's `next` is `DEAD`.
struct Quad {
    p: Vec<(i64, i64)>,
    small: bool,
    next: Vec<u32>,
    org: Vec<u32>,
    free: Vec<usize>,
}

fn rot(e: usize) -> usize {
    (e & !3) | ((e + 1) & 3)
}

fn sym(e: usize) -> usize {
    e ^ 2
}

fn rot_inv(e: usize) -> usize {
    (e & !3) | ((e + 3) & 3)
}

impl Quad {
    fn onext(&self, e: usize) -> usize {
        self.next[e] as usize
    }

    fn oprev(&self, e: usize) -> usize {
        rot(self.onext(rot(e)))
    }

    fn lnext(&self, e: usize) -> usize {
        rot(self.onext(rot_inv(e)))
    }

    fn rprev(&self, e: usize) -> usize {
        self.onext(sym(e))
    }

    fn org(&self, e: usize) -> (i64, i64) {
        self.p[self.org[e] as usize]
    }

    fn dest(&self, e: usize) -> (i64, i64) {
        self.p[self.org[sym(e)] as usize]
    }

    fn make_edge(&mut self, a: u32, b: u32) -> usize {
        let g = match self.free.pop() {
            Some(g) => g,
            None => {
                self.next.extend([0; 4]);
                self.org.extend([0; 4]);
                self.next.len() - 4
            }
        };
        self.next[g] = g as u32;
        self.next[g + 1] = (g + 3) as u32;
        self.next[g + 2] = (g + 2) as u32;
        self.next[g + 3] = (g + 1) as u32;
        self.org[g] = a;
        self.org[g + 2] = b;
        g
    }

    fn splice(&mut self, a: usize, b: usize) {
        let (alpha, beta) = (rot(self.onext(a)), rot(self.onext(b)));
        self.next.swap(a, b);
        self.next.swap(alpha, beta);
    }

    /// A new edge from the end of `a` to the start of `b`, left of both.
    fn connect(&mut self, a: usize, b: usize) -> usize {
        let e = self.make_edge(self.org[sym(a)], self.org[b]);
        let after = self.lnext(a);
        self.splice(e, after);
        self.splice(sym(e), b);
        e
    }

    fn delete(&mut self, e: usize) {
        let before = self.oprev(e);
        self.splice(e, before);
        let before = self.oprev(sym(e));
        self.splice(sym(e), before);
        let g = e & !3;
        self.next[g] = DEAD;
        self.free.push(g);
    }

    /// Whether `d` is strictly inside the circle through `a, b, c`
    /// (counterclockwise).
    fn in_circle(&self, a: (i64, i64), b: (i64, i64), c: (i64, i64), d: (i64, i64)) -> bool {
        let (ax, ay, bx, by, cx, cy) = (
            a.0 - d.0,
            a.1 - d.1,
            b.0 - d.0,
            b.1 - d.1,
            c.0 - d.0,
            c.1 - d.1,
        );
        if self.small {
            (ax * ax + ay * ay) * (bx * cy - by * cx)
                + (bx * bx + by * by) * (cx * ay - cy * ax)
                + (cx * cx + cy * cy) * (ax * by - ay * bx)
                > 0
        } else {
            let w = |x: i64, y: i64| i128::from(x * x + y * y);
            w(ax, ay) * i128::from(bx * cy - by * cx)
                + w(bx, by) * i128::from(cx * ay - cy * ax)
                + w(cx, cy) * i128::from(ax * by - ay * bx)
                > 0
        }
    }

    /// Whether `c` is strictly left of the edge `e`.
    fn left_of(&self, c: (i64, i64), e: usize) -> bool {
        cross(self.org(e), self.dest(e), c) > 0
    }

    fn right_of(&self, c: (i64, i64), e: usize) -> bool {
        cross(self.dest(e), self.org(e), c) > 0
    }

    /// Triangulates the sorted points `lo..hi` (at least two); returns the
    /// hull edge leaving the leftmost point counterclockwise and the one
    /// leaving the rightmost clockwise.
    fn build(&mut self, lo: usize, hi: usize) -> (usize, usize) {
        let l = lo as u32;
        if hi - lo == 2 {
            let a = self.make_edge(l, l + 1);
            return (a, sym(a));
        }
        if hi - lo == 3 {
            let a = self.make_edge(l, l + 1);
            let b = self.make_edge(l + 1, l + 2);
            self.splice(sym(a), b);
            let turn = cross(self.p[lo], self.p[lo + 1], self.p[lo + 2]);
            if turn > 0 {
                self.connect(b, a);
                return (a, sym(b));
            } else if turn < 0 {
                let c = self.connect(b, a);
                return (sym(c), c);
            }
            return (a, sym(b));
        }
        let mid = lo + (hi - lo) / 2;
        let (mut ldo, mut ldi) = self.build(lo, mid);
        let (mut rdi, mut rdo) = self.build(mid, hi);
        // The lower common tangent of the two halves.
        loop {
            if self.left_of(self.org(rdi), ldi) {
                ldi = self.lnext(ldi);
            } else if self.right_of(self.org(ldi), rdi) {
                rdi = self.rprev(rdi);
            } else {
                break;
            }
        }
        let mut base = self.connect(sym(rdi), ldi);
        if self.org[ldi] == self.org[ldo] {
            ldo = sym(base);
        }
        if self.org[rdi] == self.org[rdo] {
            rdo = base;
        }
        // Zip upwards: each step joins the base's ends to the candidate on
        // either side whose circle with the base holds no other candidate,
        // deleting the edges of each side that the new triangles break.
        loop {
            let mut lcand = self.onext(sym(base));
            if self.valid(lcand, base) {
                while self.in_circle(
                    self.dest(base),
                    self.org(base),
                    self.dest(lcand),
                    self.dest(self.onext(lcand)),
                ) {
                    let t = self.onext(lcand);
                    self.delete(lcand);
                    lcand = t;
                }
            }
            let mut rcand = self.oprev(base);
            if self.valid(rcand, base) {
                while self.in_circle(
                    self.dest(base),
                    self.org(base),
                    self.dest(rcand),
                    self.dest(self.oprev(rcand)),
                ) {
                    let t = self.oprev(rcand);
                    self.delete(rcand);
                    rcand = t;
                }
            }
            let (lv, rv) = (self.valid(lcand, base), self.valid(rcand, base));
            if !lv && !rv {
                break;
            }
            if !lv
                || (rv
                    && self.in_circle(
                        self.dest(lcand),
                        self.org(lcand),
                        self.org(rcand),
                        self.dest(rcand),
                    ))
            {
                base = self.connect(rcand, sym(base));
            } else {
                base = self.connect(sym(base), sym(lcand));
            }
        }
        (ldo, rdo)
    }

    /// Whether candidate `e` ends above the base, so may close a triangle.
    fn valid(&self, e: usize, base: usize) -> bool {
        self.right_of(self.dest(e), base)
    }
}

/// Twice the signed area of `a, b, c`: positive when `c` is left of `a -> b`.
fn cross(a: (i64, i64), b: (i64, i64), c: (i64, i64)) -> i64 {
    (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
}
