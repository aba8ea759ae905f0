//! The Lyndon factorization by Duval's algorithm, in O(n) time and O(1)
//! extra space; verified by `crates/cpkit/verify/lyndon-factorization`.

/// The Lyndon factorization of a byte string (a `&str`, `&[u8]`, ...): the
/// boundaries `0 = a_0 < a_1 < ... < a_k = n` such that every
/// `s[a_i..a_{i+1}]` is a Lyndon word (strictly smaller than each of its
/// proper suffixes) and the words never increase; such a factorization is
/// unique. The empty string gives `[0]`. O(n) by Duval's algorithm.
///
/// # Example
/// ```
/// use cpkit::string::lyndon_factorization::lyndon_factorization;
///
/// // b | ab | aab | aab
/// assert_eq!(lyndon_factorization("babaabaab"), vec![0, 1, 3, 6, 9]);
/// assert_eq!(lyndon_factorization("aaa"), vec![0, 1, 2, 3]);
/// assert_eq!(lyndon_factorization(""), vec![0]);
/// ```
pub fn lyndon_factorization<S: AsRef<[u8]>>(s: S) -> Vec<usize> {
    lyndon_factorization_arbitrary(s.as_ref())
}

/// The Lyndon factorization of a sequence of any ordered values, as
/// [`lyndon_factorization`]; O(n) comparisons.
///
/// # Example
/// ```
/// use cpkit::string::lyndon_factorization::lyndon_factorization_arbitrary;
///
/// assert_eq!(lyndon_factorization_arbitrary(&[3, 1, 2, 1, 3, 0]), vec![0, 1, 5, 6]);
/// assert_eq!(lyndon_factorization_arbitrary(&[1, 2, 1, 2]), vec![0, 2, 4]);
/// ```
pub fn lyndon_factorization_arbitrary<T: Ord>(s: &[T]) -> Vec<usize> {
    let n = s.len();
    let mut bounds = vec![0];
    let mut start = 0;
    while start < n {
        // s[start..j] is a power of a Lyndon word of length j - k, then a
        // prefix of it; it keeps that shape while the next letter equals the
        // one a period back, and becomes one Lyndon word when it is larger.
        let (mut k, mut j) = (start, start + 1);
        while j < n && s[k] <= s[j] {
            if s[k] < s[j] {
                k = start;
            } else {
                k += 1;
            }
            j += 1;
        }
        // A smaller letter ends the run: its whole copies of the period are
        // factors, and the unfinished copy is read again.
        let period = j - k;
        while start <= k {
            start += period;
            bounds.push(start);
        }
    }
    bounds
}
