//! Manacher's algorithm: the longest palindrome around each of the 2n - 1
//! centres of a string (every letter and every gap between two), in O(n);
//! verified on Library Checker's `enumerate_palindromes`
//! (`crates/cpkit/verify/enumerate-palindromes`).

/// The longest palindromes of a byte string (a `&str`, `&[u8]`, ...) by
/// centre: entry `i` of the 2n - 1 is the length of the longest palindrome
/// centred on letter `i / 2` when `i` is even and on the gap after it when
/// `i` is odd (0 when the two letters beside the gap differ); empty for an
/// empty string. O(n).
///
/// # Example
/// ```
/// use cpkit::string::manacher::manacher;
///
/// // centres:            a  |  b  |  a  |  a  |  b
/// assert_eq!(manacher("abaab"), vec![1, 0, 3, 0, 1, 4, 1, 0, 1]);
/// assert!(manacher("").is_empty());
/// ```
pub fn manacher<S: AsRef<[u8]>>(s: S) -> Vec<usize> {
    manacher_arbitrary(s.as_ref())
}

/// [`manacher`] for a sequence of any comparable values; O(n).
///
/// # Example
/// ```
/// use cpkit::string::manacher::manacher_arbitrary;
///
/// assert_eq!(manacher_arbitrary(&[7, 7, 7]), vec![1, 2, 3, 2, 1]);
/// ```
pub fn manacher_arbitrary<T: Eq>(s: &[T]) -> Vec<usize> {
    if s.is_empty() {
        return Vec::new();
    }
    // Work on t = s[0] # s[1] # ... # s[n-1] (never built): every palindrome
    // of s, odd or even, is an odd one of t. Two positions of t at the same
    // distance from a centre have the same parity, so they are both gaps
    // (equal) or both letters.
    let m = 2 * s.len() - 1;
    let same = |a: usize, b: usize| a % 2 == 1 || s[a / 2] == s[b / 2];
    // reach[i] = 1 + the radius of the longest palindrome of t centred at i.
    let mut reach = vec![0usize; m];
    let (mut i, mut j) = (0, 0);
    while i < m {
        while i >= j && i + j < m && same(i - j, i + j) {
            j += 1;
        }
        reach[i] = j;
        // Inside the palindrome at i, the centre i + k mirrors i - k: it
        // reaches as far, unless that would cross the palindrome's edge,
        // where it must be extended by comparison from the edge on.
        let mut k = 1;
        while i >= k && k + reach[i - k] < j {
            reach[i + k] = reach[i - k];
            k += 1;
        }
        i += k;
        j -= k;
    }
    // A radius r of t covers r + 1 letters of s when its ends are letters
    // (i + r even), else r.
    for (i, r) in reach.iter_mut().enumerate() {
        let radius = *r - 1;
        *r = radius + usize::from((i + radius) % 2 == 0);
    }
    reach
}
