//! A longest strictly increasing subsequence by patience sorting: the
//! smallest last value of an increasing subsequence of each length, found by
//! binary search, in O(n log n) time and O(n) memory. Verified on Library
//! Checker's `longest_increasing_subsequence`
//! (`crates/cpkit/verify/longest-increasing-subsequence`).

/// The indices, in increasing order, of a longest subsequence of `a` whose
/// values strictly increase (empty for an empty `a`). For a non-decreasing
/// one, pass the pairs `(a[i], i)`; for the length alone, `.len()`.
/// O(n log n).
///
/// # Example
///
/// ```
/// use cpkit::misc::longest_increasing_subsequence::longest_increasing_subsequence;
/// let a = [3, 1, 4, 1, 5, 9, 2, 6];
/// let lis = longest_increasing_subsequence(&a);
/// assert_eq!(lis.len(), 4); // 3 4 5 9, 1 4 5 6, ...
/// assert!(lis.windows(2).all(|w| w[0] < w[1] && a[w[0]] < a[w[1]]));
/// // Equal values do not increase; as pairs with their index they do.
/// assert_eq!(longest_increasing_subsequence(&[7, 7, 7]).len(), 1);
/// let pairs: Vec<_> = [7, 7, 7].iter().zip(0..).collect();
/// assert_eq!(longest_increasing_subsequence(&pairs), vec![0, 1, 2]);
/// ```
pub fn longest_increasing_subsequence<T: Ord + Clone>(a: &[T]) -> Vec<usize> {
    // tails[k]: the smallest last value of an increasing subsequence of
    // length k + 1 so far, at index ends[k]; prev[i]: the index before i in
    // the subsequence that ends at i.
    let mut tails: Vec<T> = Vec::new();
    let mut ends: Vec<usize> = Vec::new();
    let mut prev = vec![usize::MAX; a.len()];
    for (i, x) in a.iter().enumerate() {
        let k = tails.partition_point(|t| t < x);
        if k > 0 {
            prev[i] = ends[k - 1];
        }
        if k == tails.len() {
            tails.push(x.clone());
            ends.push(i);
        } else {
            tails[k] = x.clone();
            ends[k] = i;
        }
    }
    let mut lis = Vec::with_capacity(ends.len());
    let mut at = ends.last().copied().unwrap_or(usize::MAX);
    while at != usize::MAX {
        lis.push(at);
        at = prev[at];
    }
    lis.reverse();
    lis
}
