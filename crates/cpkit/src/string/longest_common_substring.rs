//! A longest common substring of two strings, from the suffix array of the
//! two joined by a separator and its LCP by text position, in O(n + m);
//! verified by `crates/cpkit/verify/longest-common-substring`.

use std::ops::Range;

/// Where a longest common substring of `s` and `t` (byte strings: a
/// `&str`, `&[u8]`, `&Vec<u8>`, ...) lies in each: ranges `a..b` of `s`
/// and `c..d` of `t` with `s[a..b] == t[c..d]` and no longer common
/// substring; `(0..0, 0..0)` when they share no letter. O(n + m).
///
/// Common substrings are the common prefixes of a suffix of `s` and a
/// suffix of `t`, and the longest one is found between two suffixes next
/// to each other in the sorted order of the suffixes of `s`, a separator,
/// then `t` (SA-IS); the lengths of those prefixes are computed by text
/// position (Kasai's argument), reading the string in order.
///
/// # Example
/// ```
/// use cpkit::string::longest_common_substring::longest_common_substring;
///
/// let (a, c) = longest_common_substring("abcdef", "zcdemn");
/// assert_eq!((a, c), (2..5, 1..4)); // "cde"
/// assert_eq!(longest_common_substring("abc", "xyz"), (0..0, 0..0));
/// ```
pub fn longest_common_substring<S: AsRef<[u8]>, T: AsRef<[u8]>>(
    s: S,
    t: T,
) -> (Range<usize>, Range<usize>) {
    let (s, t) = (s.as_ref(), t.as_ref());
    if s.is_empty() || t.is_empty() {
        return (0..0, 0..0);
    }
    // s, 0, t with every letter shifted up by one: the separator is unique
    // and smallest, so no common prefix of two suffixes runs through it.
    // (`u16`, not `u32`: the sort reads letters at random places, and half
    // the memory stays in cache better.)
    let joined: Vec<u16> = s
        .iter()
        .map(|&c| u16::from(c) + 1)
        .chain(Some(0))
        .chain(t.iter().map(|&c| u16::from(c) + 1))
        .collect();
    let sa = super::suffix_array::sa_is(&joined, 256);
    drop(joined);
    let n = sa.len();
    let split = s.len();
    const FIRST: u32 = u32::MAX;
    // prev[i]: the suffix just before suffix i in sorted order.
    let mut prev = vec![FIRST; n];
    for w in sa.windows(2) {
        prev[w[1] as usize] = w[0];
    }
    drop(sa);
    // The letters again, one byte each: a common prefix stops before the
    // separator, so the byte there is never compared.
    let mut text = Vec::with_capacity(n);
    text.extend_from_slice(s);
    text.push(0);
    text.extend_from_slice(t);
    // How far a common prefix of suffix i can reach: the separator or the
    // end (and the separator's own suffix shares nothing).
    let stop = |i: usize| if i <= split { split } else { n };
    let (mut best, mut at) = (0, (0, 0));
    // Going from suffix i to i + 1 drops one letter, so the common prefix
    // with the previous suffix shrinks by at most one: h moves O(n) in all.
    let mut h = 0usize;
    for (i, &p) in prev.iter().enumerate() {
        if p == FIRST {
            h = 0;
            continue;
        }
        let j = p as usize;
        let most = (stop(i) - i).min(stop(j) - j);
        while h < most && text[i + h] == text[j + h] {
            h += 1;
        }
        if h > best && (i < split) != (j < split) {
            best = h;
            at = if i < split { (i, j) } else { (j, i) };
        }
        h = h.saturating_sub(1);
    }
    if best == 0 {
        return (0..0, 0..0);
    }
    let (a, c) = (at.0, at.1 - split - 1);
    (a..a + best, c..c + best)
}
