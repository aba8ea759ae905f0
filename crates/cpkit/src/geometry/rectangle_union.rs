//! The area of a union of axis-parallel rectangles, by a sweep over x with
//! a segment tree over y that counts how many rectangles cover each node
//! (no lazy propagation: a rectangle leaves exactly the nodes it entered),
//! in O(n log n) time and O(n) memory. Verified on Library Checker's
//! `area_of_union_of_rectangles`
//! (`crates/cpkit/verify/area-of-union-of-rectangles`).

/// The area covered by at least one of `rects`, each `(l, d, r, u)` the
/// points with `l <= x <= r` and `d <= y <= u` (open or closed, the area is
/// the same; an empty or inverted one covers nothing). Exact: a `u128`
/// holds any area of `i64` coordinates. O(n log n).
///
/// # Example
///
/// ```
/// use cpkit::geometry::rectangle_union::rectangle_union_area;
/// // Two 2x2 squares overlapping in a 1x1 square, and one inside them.
/// let rects = [(0, 0, 2, 2), (1, 1, 3, 3), (1, 1, 2, 2)];
/// assert_eq!(rectangle_union_area(&rects), 7);
/// assert_eq!(rectangle_union_area(&[(5, 5, 5, 9)]), 0);
/// ```
pub fn rectangle_union_area(rects: &[(i64, i64, i64, i64)]) -> u128 {
    let rects: Vec<_> = rects.iter().filter(|r| r.0 < r.2 && r.1 < r.3).collect();
    let mut ys: Vec<i64> = rects.iter().flat_map(|r| [r.1, r.3]).collect();
    ys.sort_unstable();
    ys.dedup();
    if ys.len() < 2 {
        return 0;
    }
    // Leaf i is the slab ys[i]..ys[i + 1]; each rectangle enters at x = l
    // and leaves at x = r, as (x, 2 i + 1 when it leaves).
    let m = ys.len() - 1;
    let size = m.next_power_of_two();
    let mut full = vec![0u64; 2 * size];
    for i in 0..m {
        full[size + i] = ys[i + 1].wrapping_sub(ys[i]) as u64;
    }
    for k in (1..size).rev() {
        full[k] = full[2 * k] + full[2 * k + 1];
    }
    let mut span = Vec::with_capacity(rects.len());
    let mut events: Vec<(i64, u32)> = Vec::with_capacity(2 * rects.len());
    for (i, r) in rects.iter().enumerate() {
        let rank = |y: i64| ys.partition_point(|&v| v < y);
        span.push((rank(r.1), rank(r.3)));
        events.extend_from_slice(&[(r.0, 2 * i as u32), (r.2, 2 * i as u32 + 1)]);
    }
    events.sort_unstable_by_key(|e| e.0);
    // count[k]: the rectangles covering node k whole and none of its
    // ancestors' cover; covered[k]: the length covered within node k.
    let mut count = vec![0i32; 2 * size];
    let mut covered = vec![0u64; 2 * size];
    let pull = |count: &[i32], covered: &mut [u64], k: usize| {
        covered[k] = if count[k] > 0 {
            full[k]
        } else if k < size {
            covered[2 * k] + covered[2 * k + 1]
        } else {
            0
        };
    };
    let mut area = 0u128;
    let mut last = events[0].0;
    for &(x, e) in &events {
        area += u128::from(covered[1]) * u128::from(x.wrapping_sub(last) as u64);
        last = x;
        let delta = if e % 2 == 0 { 1 } else { -1 };
        let (lo, hi) = span[(e / 2) as usize];
        let (mut l, mut r) = (lo + size, hi + size);
        while l < r {
            if l & 1 == 1 {
                count[l] += delta;
                pull(&count, &mut covered, l);
                l += 1;
            }
            if r & 1 == 1 {
                r -= 1;
                count[r] += delta;
                pull(&count, &mut covered, r);
            }
            l >>= 1;
            r >>= 1;
        }
        // The nodes above the ends, which hold the nodes just changed.
        for mut k in [lo + size, hi - 1 + size] {
            k >>= 1;
            while k > 0 {
                pull(&count, &mut covered, k);
                k >>= 1;
            }
        }
    }
    area
}
