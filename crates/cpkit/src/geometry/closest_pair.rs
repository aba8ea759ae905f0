//! The closest pair of integer points by divide and conquer (halves by x,
//! merged by y, the strip between them checked against the few points above
//! each), exact (squared distances in `u128`), in O(n log n) time and O(n)
//! memory. Verified on Library Checker's `closest_pair`
//! (`crates/cpkit/verify/closest-pair`).

/// A point and its index.
type Point = (i64, i64, usize);

/// The squared distance of two points; exact for coordinates whose
/// differences fit in an `i64`.
#[inline]
fn dist2(a: &Point, b: &Point) -> u128 {
    let (dx, dy) = (
        a.0.wrapping_sub(b.0).unsigned_abs(),
        a.1.wrapping_sub(b.1).unsigned_abs(),
    );
    u128::from(dx) * u128::from(dx) + u128::from(dy) * u128::from(dy)
}

/// Indices `(i, j)`, `i < j`, of two points of `points` at the smallest
/// Euclidean distance (0 for a repeated point); which pair, when several
/// tie, is unspecified. Coordinates whose differences fit in an `i64`.
/// O(n log n). Panics with fewer than two points.
///
/// # Example
///
/// ```
/// use cpkit::geometry::closest_pair::closest_pair;
/// let points = [(0, 0), (10, 10), (3, 4), (11, 8), (-5, 2)];
/// assert_eq!(closest_pair(&points), (1, 3)); // √5
/// assert_eq!(closest_pair(&[(7, 7), (1, 1), (7, 7)]), (0, 2));
/// ```
pub fn closest_pair(points: &[(i64, i64)]) -> (usize, usize) {
    assert!(points.len() >= 2, "a closest pair needs two points");
    let mut p: Vec<Point> = points
        .iter()
        .enumerate()
        .map(|(i, &(x, y))| (x, y, i))
        .collect();
    p.sort_unstable();
    let mut buf = p.clone();
    let mut best = (u128::MAX, 0, 0);
    closest(&mut p, &mut buf, &mut best);
    (best.1.min(best.2), best.1.max(best.2))
}

/// Improves `best` with the pairs within `p` (sorted by x), leaving `p`
/// sorted by y; `buf` is room of the same length.
fn closest(p: &mut [Point], buf: &mut [Point], best: &mut (u128, usize, usize)) {
    let n = p.len();
    if n <= 3 {
        for i in 0..n {
            for j in i + 1..n {
                let d = dist2(&p[i], &p[j]);
                if d < best.0 {
                    *best = (d, p[i].2, p[j].2);
                }
            }
        }
        p.sort_unstable_by_key(|q| q.1);
        return;
    }
    let mid = n / 2;
    let x = p[mid].0;
    {
        let (left, right) = p.split_at_mut(mid);
        let (bl, br) = buf.split_at_mut(mid);
        closest(left, bl, best);
        closest(right, br, best);
    }
    // Merge the halves by y.
    let (mut i, mut j) = (0, mid);
    for slot in buf.iter_mut() {
        if j == n || (i < mid && p[i].1 <= p[j].1) {
            *slot = p[i];
            i += 1;
        } else {
            *slot = p[j];
            j += 1;
        }
    }
    p.copy_from_slice(buf);
    // The strip, in buf: the points nearer the line x = x than the best
    // distance, each checked against those below it within that distance.
    let mut strip = 0;
    for q in p.iter() {
        let dx = u128::from(q.0.wrapping_sub(x).unsigned_abs());
        if dx * dx >= best.0 {
            continue;
        }
        for s in buf[..strip].iter().rev() {
            let dy = u128::from(q.1.wrapping_sub(s.1).unsigned_abs());
            if dy * dy >= best.0 {
                break;
            }
            let d = dist2(q, s);
            if d < best.0 {
                *best = (d, q.2, s.2);
            }
        }
        buf[strip] = *q;
        strip += 1;
    }
}
