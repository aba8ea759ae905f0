//! The unit-Monge (distance) product of two permutations by Tiskin's
//! steady ant, O(n log n), and of two subpermutations through it; verified
//! on Library Checker's `static_range_lis_query`
//! (`crates/cpkit/verify/static-range-lis-query`) by `misc::range_lis`.

/// A row of a subpermutation without a point.
pub const NONE: u32 = u32::MAX;

/// The unit-Monge product `c = a ⊡ b` of two permutations of `0..n`, each
/// given by rows (`a[i]` is the column of row `i`'s point): with
/// `x_Σ(i, j) = #{s >= i : x[s] < j}` (the points below-left of the corner
/// `(i, j)`, for `i, j` in `0..=n`), `c` is the permutation with
/// `c_Σ(i, k) = min over j of a_Σ(i, j) + b_Σ(j, k)`, the (min, +) product
/// of the two distribution matrices (Tiskin, "Semi-local string comparison",
/// 2008). Panics when the lengths differ; the result is unspecified if
/// either is not a permutation. O(n log n) time, O(n) memory.
///
/// # Example
/// ```
/// use cpkit::misc::unit_monge::unit_monge_product;
///
/// // The identity is the unit of the product.
/// let id = [0, 1, 2, 3];
/// let p = [2, 0, 3, 1];
/// assert_eq!(unit_monge_product(&id, &p), p.to_vec());
/// assert_eq!(unit_monge_product(&p, &id), p.to_vec());
/// // The reversal absorbs: its distribution is as large as one can be.
/// let rev = [3, 2, 1, 0];
/// assert_eq!(unit_monge_product(&rev, &p), rev.to_vec());
/// // Two crossings of the same strands untangle only once (sticky braids).
/// assert_eq!(unit_monge_product(&[1, 0], &[1, 0]), vec![1, 0]);
/// ```
pub fn unit_monge_product(a: &[u32], b: &[u32]) -> Vec<u32> {
    assert_eq!(a.len(), b.len(), "the permutations' lengths differ");
    let n = a.len();
    let mut c = vec![0u32; n];
    // Each level takes 5 n of scratch for its halves, which reuse the rest.
    let mut scratch = vec![0u32; 10 * n + 64];
    product(a, b, &mut c, &mut scratch);
    c
}

/// The product of two subpermutations of the `n x n` grid (`a[i]` is
/// `NONE` where row `i` has no point), by the same formula restricted to
/// their points: `c_Σ(i, k) = min over j of a_Σ(i, j) + b_Σ(j, k)`. Each is
/// padded to a permutation whose extra points are never counted on the
/// corners that matter: `a`'s empty columns get rows above all of its own,
/// `b`'s empty rows get columns right of all of its own; then the points
/// of `a ⊡ b` among `a`'s real rows and `b`'s real columns are the answer.
/// O(n log n).
///
/// # Example
/// ```
/// use cpkit::misc::unit_monge::{subunit_monge_product, NONE};
///
/// let a = [NONE, 0, 2];
/// let b = [1, NONE, 2];
/// assert_eq!(subunit_monge_product(&a, &b), vec![NONE, 1, 2]);
/// ```
pub fn subunit_monge_product(a: &[u32], b: &[u32]) -> Vec<u32> {
    assert_eq!(a.len(), b.len(), "the subpermutations' lengths differ");
    let n = a.len();
    let mut hit = vec![false; n];
    for &x in a.iter().filter(|&&x| x != NONE) {
        hit[x as usize] = true;
    }
    // a's padding: rows for its empty columns first, then its real rows.
    let mut a_full: Vec<u32> = (0..n as u32).filter(|&k| !hit[k as usize]).collect();
    let top = a_full.len();
    let mut a_rows = Vec::with_capacity(n - top);
    for (i, &x) in a.iter().enumerate() {
        if x != NONE {
            a_full.push(x);
            a_rows.push(i as u32);
        }
    }
    // b's padding: its real columns squeezed together, then one column
    // for each empty row, in the rows' order.
    let mut rank = vec![NONE; n];
    for &x in b.iter().filter(|&&x| x != NONE) {
        rank[x as usize] = 0;
    }
    let mut b_cols = Vec::with_capacity(n);
    for (k, r) in rank.iter_mut().enumerate() {
        if *r == 0 {
            *r = b_cols.len() as u32;
            b_cols.push(k as u32);
        }
    }
    let real = b_cols.len() as u32;
    let mut extra = real;
    let b_full: Vec<u32> = b
        .iter()
        .map(|&x| {
            if x != NONE {
                rank[x as usize]
            } else {
                extra += 1;
                extra - 1
            }
        })
        .collect();
    let c_full = unit_monge_product(&a_full, &b_full);
    let mut c = vec![NONE; n];
    for (t, &row) in a_rows.iter().enumerate() {
        let col = c_full[top + t];
        if col < real {
            c[row as usize] = b_cols[col as usize];
        }
    }
    c
}

/// The steady ant: `c = a ⊡ b`, `scratch` at least `10 n` long.
///
/// The inner index `j` splits at `mid`: the points of `a` in columns below
/// `mid` with the points of `b` in rows below `mid` make a product of size
/// `mid` (red), the others one of size `n - mid` (blue); each row of `a`
/// and each column of `b` is in exactly one of them, so the two results
/// put back in place are one permutation. Then
/// `c_Σ = all_Σ + min(blue above-left, red below-right)` at each corner,
/// and `δ = blue above-left - red below-right` grows by 0 or 1 a step down
/// or right. Walking up the rows with the first column `k1` where `δ` of
/// the row below is at least 1 (it only moves right), row `i` keeps its
/// point at `p` except that a red point moves left to `k1 - 1` and a blue
/// one right to `k1 - 1` when they are on the wrong side of it.
fn product(a: &[u32], b: &[u32], c: &mut [u32], scratch: &mut [u32]) {
    let n = a.len();
    if n <= 2 {
        // Of size 2 the reversal absorbs and the identity is the unit.
        for (i, x) in c.iter_mut().enumerate() {
            *x = i as u32;
        }
        if n == 2 && (a[0] == 1 || b[0] == 1) {
            c.swap(0, 1);
        }
        return;
    }
    let mid = n / 2;
    let (rows, scratch) = scratch.split_at_mut(n);
    let (cols, scratch) = scratch.split_at_mut(n);
    let (sub_a, scratch) = scratch.split_at_mut(n);
    let (sub_b, scratch) = scratch.split_at_mut(n);
    let (sub_c, scratch) = scratch.split_at_mut(n);
    let m = mid as u32;

    // a's rows: the red ones (column below mid) first, in order.
    let (mut lo, mut hi) = (0, mid);
    for (i, &x) in a.iter().enumerate() {
        if x < m {
            rows[lo] = i as u32;
            sub_a[lo] = x;
            lo += 1;
        } else {
            rows[hi] = i as u32;
            sub_a[hi] = x - m;
            hi += 1;
        }
    }
    // b's columns: red when their row is below mid; sub_c holds b's
    // inverse, then each column's rank among its colour.
    for (j, &x) in b.iter().enumerate() {
        sub_c[x as usize] = j as u32;
    }
    let (mut lo, mut hi) = (0, mid);
    for (k, s) in sub_c.iter_mut().enumerate() {
        if *s < m {
            cols[lo] = k as u32;
            *s = lo as u32;
            lo += 1;
        } else {
            cols[hi] = k as u32;
            *s = (hi - mid) as u32;
            hi += 1;
        }
    }
    for (s, &x) in sub_b.iter_mut().zip(b) {
        *s = sub_c[x as usize];
    }

    {
        let (a_lo, a_hi) = sub_a.split_at(mid);
        let (b_lo, b_hi) = sub_b.split_at(mid);
        let (c_lo, c_hi) = sub_c.split_at_mut(mid);
        product(a_lo, b_lo, c_lo, scratch);
        product(a_hi, b_hi, c_hi, scratch);
    }

    // Both halves in place; sub_a becomes the inverse of that permutation,
    // each column's row with the top bit set when it is red.
    const RED: u32 = 1 << 31;
    for r in 0..n {
        let (col, red) = if r < mid {
            (cols[sub_c[r] as usize], RED)
        } else {
            (cols[mid + sub_c[r] as usize], 0)
        };
        c[rows[r] as usize] = col;
        sub_a[col as usize] = rows[r] | red;
    }
    let row_of = &*sub_a;

    // d = δ(i, k) for the current row boundary i (rows >= i are "below").
    // Moving the column boundary right past column k adds 1 when k's point
    // is blue above the boundary or red below it.
    let mut k = 0usize;
    let mut d = 0i32;
    while d < 1 && k < n {
        d += (row_of[k] & RED == 0) as i32; // every row is above the boundary n
        k += 1;
    }
    for i in (0..n).rev() {
        let p = c[i] as usize;
        let red = a[i] < m;
        // Row i's point: k1 is the first column where δ(i + 1, ·) >= 1.
        if d >= 1 {
            let edge = k - 1;
            c[i] = if red { p.min(edge) } else { p.max(edge) } as u32;
        }
        // Row i goes below the boundary: δ(i, k) = δ(i + 1, k) - 1 when its
        // point was counted above-left (blue, p < k) or is now counted
        // below-right (red, p >= k).
        if red == (p >= k) {
            d -= 1;
        }
        while d < 1 && k < n {
            let r = row_of[k];
            d += if r & RED != 0 {
                (r & !RED) as usize >= i
            } else {
                (r as usize) < i
            } as i32;
            k += 1;
        }
    }
}
