//! Counting points strictly inside triangles: for every pair of the n
//! corner points, how many of the m points lie in the strip between them
//! (in the order by x, then y) and below or on the segment; then a
//! triangle's count is three table reads. O(n² m) to build (the strip a
//! range of the sorted points), O(1) a query, O(n²) memory; exact in
//! `i64`. Verified on Library Checker's `count_points_in_triangle`
//! (`crates/cpkit/verify/count-points-in-triangle`).

/// The points of `points` strictly inside triangles with corners from
/// `corners`, for coordinates of absolute value at most 10^9 (differences
/// and their cross products fit an `i64`).
///
/// Order the points by `(x, y)`: that is the order along an x-axis turned
/// by an infinitesimal angle, so no two distinct points share a strip
/// border. For corners `i < j` in that order the table keeps how many
/// points lie strictly between them (`strip`), how many of those are
/// strictly below the line `ij` (`below`), and how many on it (`on`). With
/// the corners sorted `a < b < c` and `b` above the line `ac`, the inside
/// is what lies below `ab` or below `bc` but above `ac`, so the count is
/// `below(ab) + below(bc) - below(ac) - on(ac)`; with `b` below `ac`, the
/// same with above (`strip - below - on`) and below swapped.
///
/// # Example
/// ```
/// use cpkit::geometry::points_in_triangle::PointsInTriangle;
///
/// let corners = [(0, 0), (10, 0), (0, 10), (5, 5)];
/// let points = [(1, 1), (2, 3), (5, 0), (4, 4), (5, 5), (9, 9), (3, 3), (5, 2)];
/// let t = PointsInTriangle::new(&corners, &points);
/// // (5, 0) and (5, 5) are on the edges, (9, 9) outside.
/// assert_eq!(t.count(0, 1, 2), 5);
/// assert_eq!(t.count(2, 1, 0), 5);
/// assert_eq!(t.count(0, 1, 3), 1); // (5, 2); (1, 1), (3, 3), (4, 4) on the edge y = x
/// assert_eq!(t.count(0, 2, 3), 1); // (2, 3)
/// assert_eq!(t.count(0, 0, 1), 0);
/// ```
#[derive(Clone, Debug)]
pub struct PointsInTriangle {
    n: usize,
    /// The corners' coordinates.
    corners: Vec<(i64, i64)>,
    /// For `i`, `j` with corner `i` before corner `j`: `[strip, below, on]`
    /// at `i * n + j`.
    table: Vec<[u32; 3]>,
}

#[inline]
fn cross(o: (i64, i64), a: (i64, i64), b: (i64, i64)) -> i64 {
    (a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0)
}

impl PointsInTriangle {
    /// The tables for `corners` and `points`; O(n² m) time (m per pair at
    /// most, the points between two corners found by binary search),
    /// O(n²) memory.
    pub fn new(corners: &[(i64, i64)], points: &[(i64, i64)]) -> PointsInTriangle {
        let n = corners.len();
        let mut sorted = points.to_vec();
        sorted.sort_unstable();
        let mut table = vec![[0u32; 3]; n * n];
        for i in 0..n {
            for j in 0..n {
                let (a, b) = (corners[i], corners[j]);
                if a >= b {
                    continue;
                }
                // Strictly between a and b in (x, y) order.
                let lo = sorted.partition_point(|&p| p <= a);
                let hi = sorted.partition_point(|&p| p < b);
                let (mut below, mut on) = (0u32, 0u32);
                if lo < hi {
                    for &p in &sorted[lo..hi] {
                        let c = cross(a, b, p);
                        below += u32::from(c < 0);
                        on += u32::from(c == 0);
                    }
                }
                table[i * n + j] = [hi.saturating_sub(lo) as u32, below, on];
            }
        }
        PointsInTriangle {
            n,
            corners: corners.to_vec(),
            table,
        }
    }

    /// How many of the points lie strictly inside the triangle of corners
    /// `i`, `j` and `k` (0 when it is flat); O(1).
    pub fn count(&self, i: usize, j: usize, k: usize) -> usize {
        let mut v = [i, j, k];
        v.sort_unstable_by_key(|&x| self.corners[x]);
        let [a, b, c] = v;
        let turn = cross(self.corners[a], self.corners[c], self.corners[b]);
        if turn == 0 {
            return 0;
        }
        let at = |x: usize, y: usize| self.table[x * self.n + y];
        let (ab, bc, ac) = (at(a, b), at(b, c), at(a, c));
        let count = if turn > 0 {
            // b above ac: below ab or bc, above ac.
            i64::from(ab[1]) + i64::from(bc[1]) - i64::from(ac[1]) - i64::from(ac[2])
        } else {
            let above = |t: [u32; 3]| i64::from(t[0]) - i64::from(t[1]) - i64::from(t[2]);
            above(ab) + above(bc) - above(ac) - i64::from(ac[2])
        };
        count as usize
    }
}
