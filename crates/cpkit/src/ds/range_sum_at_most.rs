//! Static range sums with an upper bound, offline: how many of `a[l..r]`
//! are at most `x`, and their sum, for many queries, by one sweep over the
//! values in increasing order with a Fenwick tree of counts and sums over
//! the positions, O((n + q) log n); verified on Library Checker's
//! `static_range_sum_with_upper_bound`
//! (`crates/cpkit/verify/static-range-sum-with-upper-bound`).

/// For each query `(l, r, x)`, the number of elements of `a[l..r]` that
/// are at most `x` and their sum (which must fit a `u64`). Offline:
/// elements and queries sorted by value, each element added to a Fenwick
/// tree over positions before the queries it counts for; O((n + q) log n)
/// time, O(n + q) memory.
///
/// # Example
/// ```
/// use cpkit::ds::range_sum_at_most::range_sums_at_most;
///
/// let a = [3, 1, 4, 1, 5, 9, 2, 6];
/// let got = range_sums_at_most(&a, &[(0, 8, 4), (2, 6, 1), (1, 4, 100), (3, 3, 7)]);
/// assert_eq!(got, vec![(5, 11), (1, 1), (3, 6), (0, 0)]);
/// ```
pub fn range_sums_at_most(a: &[u64], queries: &[(usize, usize, u64)]) -> Vec<(usize, u64)> {
    let n = a.len();
    let mut order: Vec<(u64, u32)> = a.iter().enumerate().map(|(i, &v)| (v, i as u32)).collect();
    order.sort_unstable();
    let mut by_x: Vec<(u64, u32)> = queries
        .iter()
        .enumerate()
        .map(|(i, q)| {
            assert!(
                q.0 <= q.1 && q.1 <= n,
                "range_sums_at_most: {}..{} is outside 0..{}",
                q.0,
                q.1,
                n
            );
            (q.2, i as u32)
        })
        .collect();
    by_x.sort_unstable();
    // tree[i]: the count and sum of the added elements at positions
    // (i - lowbit(i))..i, 1-based.
    let mut tree = vec![(0u32, 0u64); n + 1];
    let prefix = |tree: &[(u32, u64)], mut i: usize| {
        let (mut count, mut sum) = (0u32, 0u64);
        while i > 0 {
            count += tree[i].0;
            sum += tree[i].1;
            i &= i - 1;
        }
        (count, sum)
    };
    let mut answers = vec![(0usize, 0u64); queries.len()];
    let mut next = 0;
    for &(x, qi) in &by_x {
        while next < n && order[next].0 <= x {
            let (v, pos) = order[next];
            let mut i = pos as usize + 1;
            while i <= n {
                tree[i].0 += 1;
                tree[i].1 += v;
                i += i & i.wrapping_neg();
            }
            next += 1;
        }
        let (l, r, _) = queries[qi as usize];
        let (cr, sr) = prefix(&tree, r);
        let (cl, sl) = prefix(&tree, l);
        answers[qi as usize] = ((cr - cl) as usize, sr - sl);
    }
    answers
}
