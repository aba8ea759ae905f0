//! Range linear add, range min: add `b i + c` to every `a_i` of a range and
//! take the least `a_i` of a range, in O(log² n) each. A segment tree over
//! the points `(i, a_i)` keeps, per node, the bridge of its lower convex
//! hull (the edge joining its two halves' hulls), which a linear add to the
//! whole node leaves in place; adds stay at the nodes, never pushed. After
//! the reference solution of Library Checker's problem. Verified by
//! `crates/cpkit/verify/range-linear-add-range-min`.

use super::segtree::bounds;
use std::ops::RangeBounds;

/// A point `(x, y)`.
type P = (i64, i64);

/// The point with `y + b x + c`.
#[inline]
fn shift((x, y): P, (b, c): (i64, i64)) -> P {
    (x, y + b * x + c)
}

/// The cross product of `q - p` and `r - p`: positive when `p, q, r` turn
/// left.
#[inline]
fn cross(p: P, q: P, r: P) -> i128 {
    let (ux, uy) = ((q.0 - p.0) as i128, (q.1 - p.1) as i128);
    let (vx, vy) = ((r.0 - p.0) as i128, (r.1 - p.1) as i128);
    ux * vy - uy * vx
}

/// `n` integers `a_0, ..., a_{n-1}`, with `a_i += b i + c` over a range and
/// the minimum of a range. Every value must stay below 2^60 in size.
///
/// # Example
///
/// ```
/// use cpkit::ds::range_linear_add_min::RangeLinearAddMin;
/// let mut t = RangeLinearAddMin::new(&[5, 1, 4, 2, 3]);
/// assert_eq!(t.min(..), 1);
/// t.add(1..5, 3, -2); // a_i += 3 i - 2: 5 2 8 9 13
/// assert_eq!(t.min(1..), 2);
/// t.add(.., -4, 0); // a_i -= 4 i: 5 -2 0 -3 -3
/// assert_eq!(t.min(..4), -3);
/// assert_eq!(t.min(2..3), 0);
/// assert_eq!(t.get(0), 5);
/// ```
#[derive(Clone, Debug)]
pub struct RangeLinearAddMin {
    n: usize,
    /// Leaves from `size`, a power of two at least `n`; past `n`, points
    /// high enough never to be a minimum.
    size: usize,
    /// Per node, the bridge of its points' lower hull, with the adds of
    /// the nodes below it applied and its own and its ancestors' not; per
    /// leaf, its own point twice.
    bridge: Vec<(P, P)>,
    /// Per node, the `(b, c)` added to all of it and not passed down.
    lazy: Vec<(i64, i64)>,
}

/// The `y` of the padding leaves.
const HIGH: i64 = 1 << 60;

impl RangeLinearAddMin {
    /// The sequence `a`. O(n log n).
    pub fn new(a: &[i64]) -> Self {
        let n = a.len();
        let size = n.next_power_of_two();
        let mut bridge = vec![((0, 0), (0, 0)); 2 * size];
        for i in 0..size {
            let p = (i as i64, if i < n { a[i] } else { HIGH });
            bridge[size + i] = (p, p);
        }
        let mut t = RangeLinearAddMin {
            n,
            size,
            bridge,
            lazy: vec![(0, 0); 2 * size],
        };
        for k in (1..size).rev() {
            t.find(k);
        }
        t
    }

    /// How many values there are.
    #[inline]
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether there are none.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// Recomputes node `k`'s bridge from its children's: walks down both
    /// halves at once, each step ruling out one side of one of them.
    /// O(log n).
    fn find(&mut self, k: usize) {
        let size = self.size;
        let (mut l, mut r) = (2 * k, 2 * k + 1);
        // The first x of the right half.
        let mut border = r;
        while border < size {
            border <<= 1;
        }
        let border = (border - size) as i128;
        let (mut add_l, mut add_r) = (self.lazy[l], self.lazy[r]);
        let descend = |k: usize, add: &mut (i64, i64), lazy: &[(i64, i64)]| {
            add.0 += lazy[k].0;
            add.1 += lazy[k].1;
            k
        };
        while l < size || r < size {
            let (a, b) = self.bridge[l];
            let (c, d) = self.bridge[r];
            let (a, b) = (shift(a, add_l), shift(b, add_l));
            let (c, d) = (shift(c, add_r), shift(d, add_r));
            if l < size && cross(a, b, c) < 0 {
                // c lies below the line of a and b: the bridge leaves the
                // left hull at a or before.
                l = descend(2 * l, &mut add_l, &self.lazy);
            } else if r < size && cross(b, c, d) < 0 {
                // d lies below the line of b and c: it meets the right
                // hull at d or after.
                r = descend(2 * r + 1, &mut add_r, &self.lazy);
            } else if l >= size {
                r = descend(2 * r, &mut add_r, &self.lazy);
            } else if r >= size {
                l = descend(2 * l + 1, &mut add_l, &self.lazy);
            } else {
                // Both edges face the bridge: the side of the border that
                // their lines cross on rules out a half.
                let c1 = cross((0, 0), (b.0 - a.0, b.1 - a.1), (d.0 - c.0, d.1 - c.1));
                let c2 = cross((0, 0), (b.0 - a.0, b.1 - a.1), (b.0 - c.0, b.1 - c.1));
                let left = if c1 == 0 && c2 == 0 {
                    (c.0 as i128) < border
                } else {
                    (c.0 as i128) * c1 + ((d.0 - c.0) as i128) * c2 < c1 * border
                };
                if left {
                    l = descend(2 * l + 1, &mut add_l, &self.lazy);
                } else {
                    r = descend(2 * r, &mut add_r, &self.lazy);
                }
            }
        }
        self.bridge[k] = (
            shift(self.bridge[l].0, add_l),
            shift(self.bridge[r].0, add_r),
        );
    }

    /// Adds `b i + c` to every `a_i` with `i` in `range`. O(log² n).
    pub fn add<R: RangeBounds<usize>>(&mut self, range: R, b: i64, c: i64) {
        let (l, r) = bounds(range, self.n);
        if l == r {
            return;
        }
        let (l, r) = (l + self.size, r + self.size);
        let (mut lo, mut hi) = (l, r);
        while lo < hi {
            if lo & 1 == 1 {
                self.lazy[lo].0 += b;
                self.lazy[lo].1 += c;
                lo += 1;
            }
            if hi & 1 == 1 {
                hi -= 1;
                self.lazy[hi].0 += b;
                self.lazy[hi].1 += c;
            }
            lo >>= 1;
            hi >>= 1;
        }
        let log = self.size.trailing_zeros();
        for i in 1..=log {
            if (l >> i) << i != l {
                self.find(l >> i);
            }
            if (r >> i) << i != r {
                self.find((r - 1) >> i);
            }
        }
    }

    /// The least value in node `k`'s range. O(log n).
    fn subtree_min(&self, mut k: usize) -> i64 {
        let mut add = (0, 0);
        let mut x = k;
        while x > 0 {
            add.0 += self.lazy[x].0;
            add.1 += self.lazy[x].1;
            x >>= 1;
        }
        // The lower hull's lowest point is on the lower side of each bridge.
        while k < self.size {
            let (p, q) = self.bridge[k];
            k = if shift(p, add).1 < shift(q, add).1 {
                2 * k
            } else {
                2 * k + 1
            };
            add.0 += self.lazy[k].0;
            add.1 += self.lazy[k].1;
        }
        shift(self.bridge[k].0, add).1
    }

    /// The least `a_i` over `range`; `i64::MAX` if it is empty.
    /// O(log² n).
    pub fn min<R: RangeBounds<usize>>(&self, range: R) -> i64 {
        let (l, r) = bounds(range, self.n);
        let (mut l, mut r) = (l + self.size, r + self.size);
        let mut best = i64::MAX;
        while l < r {
            if l & 1 == 1 {
                best = best.min(self.subtree_min(l));
                l += 1;
            }
            if r & 1 == 1 {
                r -= 1;
                best = best.min(self.subtree_min(r));
            }
            l >>= 1;
            r >>= 1;
        }
        best
    }

    /// The value `a_i`. O(log n).
    pub fn get(&self, i: usize) -> i64 {
        assert!(i < self.n, "get at {} of {} values", i, self.n);
        self.subtree_min(i + self.size)
    }
}
