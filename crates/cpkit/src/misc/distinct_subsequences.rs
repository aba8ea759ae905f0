//! The number of distinct subsequences of a sequence, by dynamic
//! programming over its prefixes with each value's previous occurrence
//! (found by one sort), O(n log n) time and O(n) memory; verified on
//! Library Checker's `number_of_subsequences`
//! (`crates/cpkit/verify/number-of-subsequences`).

/// The number of distinct non-empty subsequences of `a` (as sequences of
/// values; two index sets with equal values count once), modulo `modulus`
/// (any `modulus >= 1`). O(n log n).
///
/// With `d[i]` the number of distinct subsequences, the empty one
/// included, of `a[..i]`: each of them is kept or extended by `a[i]`,
/// and the extensions counted twice are exactly those of the subsequences
/// of `a[..j]`, where `j` is the previous occurrence of the value `a[i]`
/// (every subsequence ending in that value was already made from them), so
/// `d[i + 1] = 2 d[i] - d[j]`.
///
/// # Example
/// ```
/// use cpkit::misc::distinct_subsequences::count_distinct_subsequences;
///
/// // 1, 2, 1 2, 2 1, 1 1, 1 2 1 and 2, already counted: 6.
/// assert_eq!(count_distinct_subsequences(&[1, 2, 1], 998_244_353), 6);
/// assert_eq!(count_distinct_subsequences(&[7, 7, 7], 998_244_353), 3);
/// assert_eq!(count_distinct_subsequences::<u8>(&[], 998_244_353), 0);
/// assert_eq!(count_distinct_subsequences(b"abcd", 7), 15 % 7);
/// ```
pub fn count_distinct_subsequences<T: Ord>(a: &[T], modulus: u32) -> u32 {
    let n = a.len();
    let m = u64::from(modulus);
    // prev[i]: 1 + the index of the previous occurrence of a[i], or 0.
    let mut order: Vec<u32> = (0..n as u32).collect();
    order.sort_by(|&i, &j| a[i as usize].cmp(&a[j as usize]).then(i.cmp(&j)));
    let mut prev = vec![0u32; n];
    for w in order.windows(2) {
        if a[w[0] as usize] == a[w[1] as usize] {
            prev[w[1] as usize] = w[0] + 1;
        }
    }
    // d[i] with d[0] = 1 (the empty subsequence); d[0] stays 1 and the
    // previous occurrence j + 1 reads d[j].
    let mut d = vec![0u64; n + 1];
    d[0] = 1 % m;
    for i in 0..n {
        let j = prev[i] as usize;
        let sub = if j == 0 { 0 } else { d[j - 1] };
        d[i + 1] = (2 * d[i] + m - sub) % m;
    }
    ((d[n] + m - 1 % m) % m) as u32
}
