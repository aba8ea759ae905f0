//! The number of distinct values in each of many ranges of a fixed array,
//! offline: a sweep over the right ends with a Fenwick tree that marks each
//! value's last place, O((n + q) log n); verified by
//! `crates/cpkit/verify/static-range-count-distinct`.

use super::fenwick::FenwickTree;

/// For each query `(l, r)`, how many distinct values `a[l..r]` holds
/// (`l <= r <= n`; an empty range holds none). Offline, in
/// O(n log n + q log n): the queries are taken in order of `r`, and while
/// the sweep is at `r`, only the last place of each value in `a[..r]` is
/// marked, so the marks in `l..r` are the distinct values of `a[l..r]`.
///
/// # Example
/// ```
/// use cpkit::ds::range_count_distinct::range_count_distinct;
///
/// let a = [3, 7, 1, 2, 1];
/// assert_eq!(range_count_distinct(&a, &[(1, 5), (3, 3), (0, 4)]), vec![3, 0, 4]);
/// ```
pub fn range_count_distinct<T: Ord>(a: &[T], queries: &[(usize, usize)]) -> Vec<usize> {
    let n = a.len();
    for &(l, r) in queries {
        assert!(
            l <= r && r <= n,
            "query ({}, {}) on an array of {} values",
            l,
            r,
            n
        );
    }
    // The previous place of the same value, found by sorting the places by
    // value (and place, so equal values come in order).
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_unstable_by(|&i, &j| a[i].cmp(&a[j]).then(i.cmp(&j)));
    let mut prev = vec![usize::MAX; n];
    for w in order.windows(2) {
        if a[w[0]] == a[w[1]] {
            prev[w[1]] = w[0];
        }
    }
    // The queries in lists by right end (a counting sort, O(n + q)).
    let mut head = vec![usize::MAX; n + 1];
    let mut next = vec![usize::MAX; queries.len()];
    for (k, &(_, r)) in queries.iter().enumerate() {
        next[k] = head[r];
        head[r] = k;
    }
    let mut marks = FenwickTree::new(n, 0i32);
    let mut answers = vec![0; queries.len()];
    // `distinct` is the number of marks, all of them in ..r: a query's
    // answer is those not in ..l, one prefix sum instead of two.
    let mut distinct = 0i32;
    for r in 0..=n {
        let mut k = head[r];
        while k != usize::MAX {
            answers[k] = (distinct - marks.accum(queries[k].0)) as usize;
            k = next[k];
        }
        if r < n {
            if prev[r] != usize::MAX {
                marks.add(prev[r], -1);
            } else {
                distinct += 1;
            }
            marks.add(r, 1);
        }
    }
    answers
}
