//! The Z-algorithm: for every position, the length of the longest common
//! prefix of the string and its suffix there, in O(n); verified on Library
//! Checker's `zalgorithm` (`crates/cpkit/verify/zalgorithm`).

/// The Z-array of a byte string (a `&str`, `&[u8]`, `&Vec<u8>`, ...):
/// entry `i` is the length of the longest common prefix of `s` and
/// `s[i..]`, so entry 0 is `n`; O(n). As ac-library-rs's `z_algorithm`.
///
/// # Example
/// ```
/// use cpkit::string::z_algorithm::z_algorithm;
///
/// assert_eq!(z_algorithm("abacaba"), vec![7, 0, 1, 0, 3, 0, 1]);
/// assert!(z_algorithm("").is_empty());
/// ```
pub fn z_algorithm<S: AsRef<[u8]>>(s: S) -> Vec<usize> {
    z_algorithm_arbitrary(s.as_ref())
}

/// The Z-array of a sequence of any comparable values, as
/// [`z_algorithm`]; O(n).
///
/// # Example
/// ```
/// use cpkit::string::z_algorithm::z_algorithm_arbitrary;
///
/// assert_eq!(z_algorithm_arbitrary(&[1, 2, 1, 2, 1]), vec![5, 0, 3, 0, 1]);
/// ```
pub fn z_algorithm_arbitrary<T: Eq>(s: &[T]) -> Vec<usize> {
    let n = s.len();
    if n == 0 {
        return Vec::new();
    }
    let mut z = vec![0; n];
    z[0] = n;
    // `s[left..right]` is the rightmost match of a prefix found so far;
    // inside it, `s[i..]` starts like `s[i - left..]`, whose Z is known.
    let (mut left, mut right) = (0, 0);
    for i in 1..n {
        let mut k = if i < right {
            z[i - left].min(right - i)
        } else {
            0
        };
        while i + k < n && s[k] == s[i + k] {
            k += 1;
        }
        z[i] = k;
        if i + k > right {
            left = i;
            right = i + k;
        }
    }
    z
}
