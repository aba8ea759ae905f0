//! Convex layers (onion peeling) by a deletable convex hull: the upper and
//! the lower hull each kept in a segment tree over the points sorted by x,
//! every node holding the bridge between its two halves' hulls (Overmars and
//! van Leeuwen), found in O(log n) by a descent in both halves at once, so a
//! deletion costs O(log^2 n) and all the layers O(n log^2 n). Verified on
//! Library Checker's `convex_layers` (`crates/cpkit/verify/convex-layers`).

/// The layer of every point: 1 for the points on the boundary of the convex
/// hull (corners and points on its edges), 2 for those on the boundary of the
/// hull of the rest, and so on. Repeated points share their layer; points on
/// one line are all on the first. O(n log^2 n).
///
/// # Panics
///
/// If a coordinate's absolute value is 2^30 or more.
///
/// # Example
///
/// ```
/// use cpkit::geometry::convex_layers::convex_layers;
///
/// // A square with a point on an edge, a smaller square inside and its centre.
/// let points = [(0, 0), (4, 0), (4, 4), (0, 4), (2, 0), (1, 1), (3, 1), (3, 3), (1, 3), (2, 2)];
/// assert_eq!(convex_layers(&points), vec![1, 1, 1, 1, 1, 2, 2, 2, 2, 3]);
/// assert_eq!(convex_layers(&[(0, 0), (1, 1), (2, 2), (1, 1)]), vec![1, 1, 1, 1]);
/// ```
pub fn convex_layers(points: &[(i64, i64)]) -> Vec<u32> {
    let limit = 1 << 30;
    assert!(
        points
            .iter()
            .all(|&(x, y)| -limit < x && x < limit && -limit < y && y < limit),
        "convex_layers: a coordinate is out of -2^30..2^30"
    );
    let mut order: Vec<usize> = (0..points.len()).collect();
    order.sort_unstable_by_key(|&i| points[i]);
    // Distinct points by (x, y), and which of them each input point is.
    let mut distinct: Vec<(i64, i64)> = Vec::with_capacity(points.len());
    let mut slot = vec![0usize; points.len()];
    for &i in &order {
        if distinct.last() != Some(&points[i]) {
            distinct.push(points[i]);
        }
        slot[i] = distinct.len() - 1;
    }
    let n = distinct.len();
    // The lower hull is the upper hull of the points turned half a turn,
    // whose order by (x, y) is the reverse one: position j there is n - 1 - j.
    let mut upper = Chain::new(
        distinct
            .iter()
            .map(|&(x, y)| (x as i32, y as i32))
            .collect(),
    );
    let mut lower = Chain::new(
        distinct
            .iter()
            .rev()
            .map(|&(x, y)| (-x as i32, -y as i32))
            .collect(),
    );
    let mut layer = vec![0u32; n];
    let (mut left, mut round) = (n, 0u32);
    let (mut hull, mut from_lower, mut gone) = (Vec::new(), Vec::new(), Vec::new());
    while left > 0 {
        round += 1;
        hull.clear();
        from_lower.clear();
        upper.hull(&mut hull);
        lower.hull(&mut from_lower);
        hull.extend(from_lower.iter().map(|&j| n - 1 - j));
        gone.clear();
        for &i in &hull {
            // Both chains hold the two ends, and a line is all in both.
            if layer[i] == 0 {
                layer[i] = round;
                gone.push(i);
            }
        }
        left -= gone.len();
        upper.remove(&gone, |i| i);
        lower.remove(&gone, |i| n - 1 - i);
    }
    slot.iter().map(|&s| layer[s]).collect()
}

const NONE: u32 = u32::MAX;

type Point = (i32, i32);

/// An inner node of a [`Chain`] where both children hold live points: the
/// nodes standing for its children, and its bridge's ends with their points
/// (one cache line holds what a step of a descent reads).
#[derive(Clone, Copy)]
struct Node {
    kids: [u32; 2],
    ends: [u32; 2],
    at: [Point; 2],
}

/// The upper hulls of the live points of every node of a segment tree over
/// positions `0..n` of points sorted by (x, y). The upper hull runs from the
/// first point to the last with every boundary point on it, corners and
/// points on its edges alike, so a bridge joins the last point of the left
/// half's hull on the common tangent to the first of the right half's.
struct Chain {
    p: Vec<Point>,
    size: usize,
    /// The node whose hull a node's is: itself when both children hold live
    /// points (or a live leaf), the one below when only one child does,
    /// `NONE` when no point under it is live.
    jump: Vec<u32>,
    /// Inner nodes by number (`1..size`); valid where `jump` is the node.
    node: Vec<Node>,
    dirty: Vec<bool>,
    queue: Vec<u32>,
}

impl Chain {
    fn new(p: Vec<Point>) -> Chain {
        let size = p.len().next_power_of_two();
        let mut jump = vec![NONE; 2 * size];
        for (i, j) in jump[size..size + p.len()].iter_mut().enumerate() {
            *j = (size + i) as u32;
        }
        let blank = Node {
            kids: [NONE; 2],
            ends: [0; 2],
            at: [(0, 0); 2],
        };
        let mut chain = Chain {
            p,
            size,
            jump,
            node: vec![blank; size],
            dirty: vec![false; size],
            queue: Vec::new(),
        };
        for v in (1..size).rev() {
            chain.pull(v);
        }
        chain
    }

    /// The positions on the upper hull of the live points, left to right.
    fn hull(&self, out: &mut Vec<usize>) {
        if self.jump[1] != NONE && !self.p.is_empty() {
            self.walk(self.jump[1] as usize, 0, self.p.len() as u32 - 1, out);
        }
    }

    /// The hull of node `v` (one that stands for itself) between positions
    /// `lo..=hi`, which hold at least one of its points: its left child's up
    /// to the bridge, then its right child's from the bridge.
    fn walk(&self, v: usize, lo: u32, hi: u32, out: &mut Vec<usize>) {
        if v >= self.size {
            out.push(v - self.size);
            return;
        }
        let node = &self.node[v];
        let [a, b] = node.ends;
        if lo <= a {
            self.walk(node.kids[0] as usize, lo, hi.min(a), out);
        }
        if b <= hi {
            self.walk(node.kids[1] as usize, lo.max(b), hi, out);
        }
    }

    /// Takes out the points of `gone` (positions of the caller's order,
    /// `at` turns them into this chain's), then mends every node above them
    /// once, children before parents.
    fn remove(&mut self, gone: &[usize], at: impl Fn(usize) -> usize) {
        self.queue.clear();
        for &i in gone {
            let leaf = self.size + at(i);
            self.jump[leaf] = NONE;
            let mut v = leaf / 2;
            while v >= 1 && !self.dirty[v] {
                self.dirty[v] = true;
                self.queue.push(v as u32);
                v /= 2;
            }
        }
        let mut queue = std::mem::take(&mut self.queue);
        queue.sort_unstable_by(|a, b| b.cmp(a));
        for &v in &queue {
            self.dirty[v as usize] = false;
            self.pull(v as usize);
        }
        self.queue = queue;
    }

    fn pull(&mut self, v: usize) {
        let (l, r) = (self.jump[2 * v], self.jump[2 * v + 1]);
        self.jump[v] = if l == NONE {
            r
        } else if r == NONE {
            l
        } else {
            // Taking points out only lowers the hulls: while both ends of the
            // old bridge live, its line still touches both and holds the rest.
            let [a, b] = self.node[v].ends;
            let live = |i: u32| self.jump[self.size + i as usize] != NONE;
            if self.jump[v] != v as u32 || !live(a) || !live(b) {
                let [a, b] = self.bridge(v, l as usize, r as usize);
                self.node[v].ends = [a, b];
                self.node[v].at = [self.p[a as usize], self.p[b as usize]];
            }
            self.node[v].kids = [l, r];
            v as u32
        };
    }

    /// A node's bridge's ends and their points; a leaf's point twice.
    fn edge(&self, v: usize) -> (Node, bool) {
        if v >= self.size {
            let i = (v - self.size) as u32;
            let q = self.p[i as usize];
            (
                Node {
                    kids: [NONE; 2],
                    ends: [i, i],
                    at: [q, q],
                },
                true,
            )
        } else {
            (self.node[v], false)
        }
    }

    /// The bridge of node `v` between the hulls of `x` (under its left child)
    /// and `y` (under its right child): each step looks at one hull edge of
    /// each side, `(a, b)` and `(c, d)`, and keeps the half of `x` or of `y`
    /// where the bridge's end is. The left end lies before `a` exactly when
    /// some point of `y`'s hull is strictly above the line `ab`, and the right
    /// end after `d` when some point of `x`'s hull is strictly above `cd`.
    fn bridge(&self, v: usize, x: usize, y: usize) -> [u32; 2] {
        // An x between the halves: the last point of the left half, live or not.
        let depth = usize::BITS - 1 - v.leading_zeros();
        let width = self.size >> depth;
        let split = i64::from(self.p[(v - (1 << depth)) * width + width / 2 - 1].0);
        let ((mut nx, mut x_leaf), (mut ny, mut y_leaf)) = (self.edge(x), self.edge(y));
        loop {
            if x_leaf && y_leaf {
                return [nx.ends[0], ny.ends[0]];
            }
            let [pa, pb] = nx.at;
            let [pc, pd] = ny.at;
            let (go_left, go_right) = if x_leaf {
                (false, cross(pc, pd, pa) > 0)
            } else if y_leaf {
                (cross(pa, pb, pc) > 0, false)
            } else {
                (
                    cross(pa, pb, pc) > 0 || cross(pa, pb, pd) > 0,
                    cross(pc, pd, pa) > 0 || cross(pc, pd, pb) > 0,
                )
            };
            if go_left || go_right {
                if go_left {
                    self.down(&mut nx, &mut x_leaf, 0);
                }
                if go_right {
                    self.down(&mut ny, &mut y_leaf, 1);
                }
            } else if x_leaf {
                self.down(&mut ny, &mut y_leaf, 0);
            } else if y_leaf {
                self.down(&mut nx, &mut x_leaf, 1);
            } else {
                // Both edges clear of the other side's: a vertical `ab` (only
                // the first edge can be) has nothing of y above it; otherwise
                // the lines meet at P, and no point of y is above `ab` when P
                // lies left of the split, none of x above `cd` when it lies
                // right.
                let (u, e) = (diff(pa, pb), diff(pc, pd));
                let det = i128::from(u.0) * i128::from(e.1) - i128::from(u.1) * i128::from(e.0);
                let right_of_split = det < 0 && {
                    let ca = diff(pa, pc);
                    let t = i128::from(ca.0) * i128::from(e.1) - i128::from(ca.1) * i128::from(e.0);
                    i128::from(i64::from(pa.0) - split) * det + t * i128::from(u.0) <= 0
                };
                if pa.0 == pb.0 || !right_of_split {
                    self.down(&mut nx, &mut x_leaf, 1);
                } else {
                    self.down(&mut ny, &mut y_leaf, 0);
                }
            }
        }
    }

    /// Moves a descent from inner node `n` to its child on `side`.
    fn down(&self, n: &mut Node, leaf: &mut bool, side: usize) {
        let next = self.edge(n.kids[side] as usize);
        *n = next.0;
        *leaf = next.1;
    }
}

fn diff(a: Point, b: Point) -> (i64, i64) {
    (
        i64::from(b.0) - i64::from(a.0),
        i64::from(b.1) - i64::from(a.1),
    )
}

/// Twice the signed area of `a, b, c`: positive when `c` is left of `a -> b`.
fn cross(a: Point, b: Point, c: Point) -> i64 {
    let (u, w) = (diff(a, b), diff(a, c));
    u.0 * w.1 - u.1 * w.0
}
