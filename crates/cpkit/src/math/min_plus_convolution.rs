//! Min-plus convolution `c[k] = min_{i + j = k} (a[i] + b[j])` when `a` is
//! convex: in O(n + m) by merging slopes when `b` is convex too, and in
//! O((n + m) log (n + m)) by monotone minima when `b` is arbitrary; and
//! when `a` is concave and `b` arbitrary, in O((n + m) log² (n + m)) by
//! monotone minima on rectangles that tile the band of defined terms;
//! verified on Library Checker's `min_plus_convolution_convex_convex`,
//! `min_plus_convolution_convex_arbitrary` and
//! `min_plus_convolution_concave_arbitrary`
//! (`crates/cpkit/verify/min-plus-convolution-convex-convex`,
//! `crates/cpkit/verify/min-plus-convolution-convex-arbitrary`,
//! `crates/cpkit/verify/min-plus-convolution-concave-arbitrary`).
//!
//! A sequence is convex when its differences `a[i + 1] - a[i]` never
//! decrease, concave when they never increase. The sums must fit an `i64`.

/// `c[k] = min_{i + j = k} (a[i] + b[j])` for convex `a` and `b`, of length
/// `n + m - 1` (empty if either is); O(n + m).
///
/// The sum of two convex sequences takes its steps in increasing order:
/// `c` starts at `a[0] + b[0]` and its differences are those of `a` and
/// `b` merged.
///
/// # Example
/// ```
/// use cpkit::math::min_plus_convolution::min_plus_convolution_convex;
///
/// let c = min_plus_convolution_convex(&[3, 1, 0, 1], &[2, 0, 2]);
/// assert_eq!(c, [5, 3, 1, 0, 1, 3]); // c[3] = a[2] + b[1]
/// ```
pub fn min_plus_convolution_convex(a: &[i64], b: &[i64]) -> Vec<i64> {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    let (n, m) = (a.len(), b.len());
    let mut c = Vec::with_capacity(n + m - 1);
    let mut last = a[0] + b[0];
    c.push(last);
    let (mut i, mut j) = (0, 0);
    while i + 1 < n || j + 1 < m {
        // Take the smaller next step; a sequence that has ended has none.
        let take_a = j + 1 == m || (i + 1 < n && a[i + 1] - a[i] <= b[j + 1] - b[j]);
        if take_a {
            last += a[i + 1] - a[i];
            i += 1;
        } else {
            last += b[j + 1] - b[j];
            j += 1;
        }
        c.push(last);
    }
    c
}

/// `c[k] = min_{i + j = k} (a[i] + b[j])` for convex `a` and any `b`, of
/// length `n + m - 1` (empty if either is); O((n + m) log (n + m)).
///
/// As `k` grows, the best `j` for `c[k]` (the smallest one, among ties)
/// never moves left: `a[k - j] + b[j]` is a Monge array, since `a` is
/// convex. So the best `j` of the middle `k` splits the search into two
/// halves (monotone minima), and each level of the recursion costs
/// O(n + m).
///
/// # Example
/// ```
/// use cpkit::math::min_plus_convolution::min_plus_convolution_convex_arbitrary;
///
/// let c = min_plus_convolution_convex_arbitrary(&[0, 0, 1], &[5, 0, 9, 2]);
/// assert_eq!(c, [5, 0, 0, 1, 2, 3]); // c[4] = a[1] + b[3]
/// ```
pub fn min_plus_convolution_convex_arbitrary(a: &[i64], b: &[i64]) -> Vec<i64> {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    let (n, m) = (a.len(), b.len());
    let mut c = vec![0; n + m - 1];
    monotone_minima(a, b, &mut c, 0, 0, m - 1);
    c
}

/// Fills `c[k0..k0 + c.len()]`, knowing that each of those has its best `j`
/// in `lo..=hi`.
fn monotone_minima(a: &[i64], b: &[i64], c: &mut [i64], k0: usize, lo: usize, hi: usize) {
    if c.is_empty() {
        return;
    }
    let half = c.len() / 2;
    let k = k0 + half;
    // The j with both a[k - j] and b[j] defined: k - j < n and j <= k.
    let from = lo.max((k + 1).saturating_sub(a.len()));
    let to = hi.min(k);
    let (mut best, mut best_j) = (a[k - from] + b[from], from);
    for j in from + 1..=to {
        let value = a[k - j] + b[j];
        if value < best {
            best = value;
            best_j = j;
        }
    }
    c[half] = best;
    let (left, right) = c.split_at_mut(half);
    monotone_minima(a, b, left, k0, lo, best_j);
    monotone_minima(a, b, &mut right[1..], k + 1, best_j, hi);
}

/// `c[k] = min_{i + j = k} (a[i] + b[j])` for concave `a` and any `b`, of
/// length `n + m - 1` (empty if either is); O((n + m) log² (n + m)).
///
/// The array `a[k - j] + b[j]` (rows `k`, columns `j`) is inverse Monge
/// where defined, since `a` is concave: on any rectangle of defined terms
/// the best `j` (the largest, among ties) never moves right as `k` grows,
/// and monotone minima finds the row minima. The defined terms form a
/// band (`0 <= k - j < n`), not a rectangle, so the band is cut in halves,
/// the longer side each time, until each piece is a whole rectangle or
/// small enough to scan; a band of width `n` needs O(log) levels, each
/// O(n + m) rows and columns in all.
///
/// # Example
/// ```
/// use cpkit::math::min_plus_convolution::min_plus_convolution_concave_arbitrary;
///
/// let c = min_plus_convolution_concave_arbitrary(&[0, 3, 4, 4], &[5, 0, 9]);
/// assert_eq!(c, [5, 0, 3, 4, 4, 13]); // c[2] = a[1] + b[1]
/// ```
pub fn min_plus_convolution_concave_arbitrary(a: &[i64], b: &[i64]) -> Vec<i64> {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    let (n, m) = (a.len(), b.len());
    let mut c = vec![i64::MAX; n + m - 1];
    concave_band(a, b, &mut c, (0, n + m - 2), (0, m - 1));
    c
}

/// Lowers `c[k]` to the least `a[k - j] + b[j]` over the defined terms with
/// `k` in `rows` and `j` in `cols` (both inclusive ranges).
fn concave_band(a: &[i64], b: &[i64], c: &mut [i64], rows: (usize, usize), cols: (usize, usize)) {
    let n = a.len();
    // Keep only rows and columns that meet the band 0 <= k - j <= n - 1.
    let (j1, j2) = (
        cols.0.max((rows.0 + 1).saturating_sub(n)),
        cols.1.min(rows.1),
    );
    if j1 > j2 {
        return;
    }
    let (k1, k2) = (rows.0.max(j1), rows.1.min(j2 + n - 1));
    if k1 > k2 {
        return;
    }
    if j2 <= k1 && k2 - j1 < n {
        // A whole rectangle of defined terms.
        concave_minima(a, b, c, (k1, k2), (j1, j2));
    } else if (k2 - k1 + 1) * (j2 - j1 + 1) <= 256 {
        for k in k1..=k2 {
            for j in j1.max((k + 1).saturating_sub(n))..=j2.min(k) {
                c[k] = c[k].min(a[k - j] + b[j]);
            }
        }
    } else if k2 - k1 > j2 - j1 {
        let mid = (k1 + k2) / 2;
        concave_band(a, b, c, (k1, mid), (j1, j2));
        concave_band(a, b, c, (mid + 1, k2), (j1, j2));
    } else {
        let mid = (j1 + j2) / 2;
        concave_band(a, b, c, (k1, k2), (j1, mid));
        concave_band(a, b, c, (k1, k2), (mid + 1, j2));
    }
}

/// Monotone minima on a whole rectangle of defined terms, rows
/// `k1..=k2`, knowing that the best `j` of each of those rows (the largest
/// among ties) lies in `lo..=hi` and never moves right as `k` grows.
fn concave_minima(
    a: &[i64],
    b: &[i64],
    c: &mut [i64],
    (k1, k2): (usize, usize),
    (lo, hi): (usize, usize),
) {
    let k = (k1 + k2) / 2;
    let (mut best, mut best_j) = (i64::MAX, hi);
    for j in (lo..=hi).rev() {
        let value = a[k - j] + b[j];
        if value < best {
            best = value;
            best_j = j;
        }
    }
    c[k] = c[k].min(best);
    if k > k1 {
        concave_minima(a, b, c, (k1, k - 1), (best_j, hi));
    }
    if k < k2 {
        concave_minima(a, b, c, (k + 1, k2), (lo, best_j));
    }
}
