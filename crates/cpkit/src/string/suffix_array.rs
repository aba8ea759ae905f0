//! Suffix arrays in O(n + alphabet) by induced sorting (SA-IS, Nong, Zhang
//! and Chan 2009), and LCP arrays in O(n) (Kasai et al. 2001); verified on
//! Library Checker's `suffixarray` (`crates/cpkit/verify/suffixarray`).
//!
//! The names are ac-library-rs's: `suffix_array` and `lcp_array` for bytes
//! (a `&str`, `&[u8]`, `&Vec<u8>`, ...), `suffix_array_manual` for small
//! integers, `suffix_array_arbitrary` and `lcp_array_arbitrary` for any
//! ordered values.

/// Below this length the suffixes are simply sorted by comparison.
const THRESHOLD_NAIVE: usize = 10;
/// Below this length (and from `THRESHOLD_NAIVE`), prefix doubling.
const THRESHOLD_DOUBLING: usize = 40;

/// The suffix array of a byte string: the start positions of its suffixes
/// in increasing order of the suffixes; O(n).
///
/// # Example
/// ```
/// use cpkit::string::suffix_array::suffix_array;
///
/// // Suffixes of "banana" in order: a, ana, anana, banana, na, nana.
/// assert_eq!(suffix_array("banana"), vec![5, 3, 1, 0, 4, 2]);
/// assert_eq!(suffix_array(b"ab"), vec![0, 1]);
/// ```
pub fn suffix_array<S: AsRef<[u8]>>(s: S) -> Vec<usize> {
    // The bytes themselves, not a copy widened to `u32`: induced sorting
    // reads the letters at random places, and a quarter of the memory
    // stays in cache.
    widen(sa_is(s.as_ref(), 255))
}

/// The suffix array of a sequence of integers from `0` to `upper`;
/// O(n + upper).
///
/// Unlike ac-library-rs (whose values are `i32`), the values are `usize`.
///
/// # Panics
/// If a value exceeds `upper`.
///
/// # Example
/// ```
/// use cpkit::string::suffix_array::suffix_array_manual;
///
/// assert_eq!(suffix_array_manual(&[2, 0, 2, 1], 2), vec![1, 3, 0, 2]);
/// ```
pub fn suffix_array_manual(s: &[usize], upper: usize) -> Vec<usize> {
    assert!(
        s.iter().all(|&c| c <= upper),
        "suffix_array_manual: a value exceeds upper = {}",
        upper
    );
    assert!(
        upper < u32::MAX as usize,
        "suffix_array_manual: upper must be below 2^32 - 1"
    );
    let s: Vec<u32> = s.iter().map(|&c| c as u32).collect();
    widen(sa_is(&s, upper as u32))
}

/// The suffix array of a sequence of any ordered values, after replacing
/// them by their ranks; O(n log n) for the ranking, then O(n).
///
/// # Example
/// ```
/// use cpkit::string::suffix_array::suffix_array_arbitrary;
///
/// let s = [30_i64, -5, 30, 1_000_000_007];
/// assert_eq!(suffix_array_arbitrary(&s), vec![1, 0, 2, 3]);
/// ```
pub fn suffix_array_arbitrary<T: Ord>(s: &[T]) -> Vec<usize> {
    let n = s.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_unstable_by(|&a, &b| s[a].cmp(&s[b]));
    let mut ranked = vec![0_u32; n];
    let mut rank = 0;
    for k in 0..n {
        if k > 0 && s[order[k - 1]] != s[order[k]] {
            rank += 1;
        }
        ranked[order[k]] = rank;
    }
    widen(sa_is(&ranked, rank))
}

/// The LCP array of a byte string given its suffix array `sa`: entry `i`
/// is the length of the longest common prefix of the suffixes starting at
/// `sa[i]` and `sa[i + 1]` (so `n - 1` entries, none for an empty string);
/// O(n).
///
/// # Panics
/// If `sa` is not as long as `s` (the order itself is not checked).
///
/// # Example
/// ```
/// use cpkit::string::suffix_array::{lcp_array, suffix_array};
///
/// let sa = suffix_array("banana");
/// // a|ana, ana|anana, anana|banana, banana|na, na|nana
/// assert_eq!(lcp_array("banana", &sa), vec![1, 3, 0, 0, 2]);
/// ```
pub fn lcp_array<S: AsRef<[u8]>>(s: S, sa: &[usize]) -> Vec<usize> {
    lcp_array_arbitrary(s.as_ref(), sa)
}

/// The LCP array of any sequence given its suffix array, as
/// [`lcp_array`]; O(n).
///
/// # Panics
/// If `sa` is not as long as `s`.
///
/// # Example
/// ```
/// use cpkit::string::suffix_array::{lcp_array_arbitrary, suffix_array_arbitrary};
///
/// let s = [7, 7, 7];
/// let sa = suffix_array_arbitrary(&s);
/// assert_eq!(sa, vec![2, 1, 0]);
/// assert_eq!(lcp_array_arbitrary(&s, &sa), vec![1, 2]);
/// ```
pub fn lcp_array_arbitrary<T: Eq>(s: &[T], sa: &[usize]) -> Vec<usize> {
    let n = s.len();
    assert_eq!(sa.len(), n, "lcp_array: the suffix array's length");
    if n == 0 {
        return Vec::new();
    }
    let mut rank = vec![0; n];
    for (r, &p) in sa.iter().enumerate() {
        rank[p] = r;
    }
    let mut lcp = vec![0; n - 1];
    // Kasai: going from suffix i to suffix i + 1 drops one character, so
    // the common prefix with the previous suffix in order shrinks by at
    // most one, and `h` moves O(n) in total.
    let mut h: usize = 0;
    for i in 0..n {
        h = h.saturating_sub(1);
        if rank[i] == 0 {
            continue;
        }
        let j = sa[rank[i] - 1];
        while i + h < n && j + h < n && s[i + h] == s[j + h] {
            h += 1;
        }
        lcp[rank[i] - 1] = h;
    }
    lcp
}

/// Sorts the suffixes by comparing them directly: for tiny inputs.
/// A letter that `sa_is` sorts by: a byte of the text, or a small integer.
pub(super) trait Letter: Copy + Ord {
    fn index(self) -> usize;
}

impl Letter for u8 {
    #[inline(always)]
    fn index(self) -> usize {
        self as usize
    }
}

impl Letter for u16 {
    #[inline(always)]
    fn index(self) -> usize {
        self as usize
    }
}

impl Letter for u32 {
    #[inline(always)]
    fn index(self) -> usize {
        self as usize
    }
}

fn sa_naive<T: Letter>(s: &[T]) -> Vec<u32> {
    let mut sa: Vec<u32> = (0..s.len() as u32).collect();
    sa.sort_unstable_by(|&a, &b| s[a as usize..].cmp(&s[b as usize..]));
    sa
}

/// Prefix doubling in O(n log² n): for short inputs.
fn sa_doubling<T: Letter>(s: &[T]) -> Vec<u32> {
    let n = s.len();
    let mut sa: Vec<u32> = (0..n as u32).collect();
    let mut rank: Vec<u32> = s.iter().map(|c| c.index() as u32).collect();
    let mut next = vec![0; n];
    let mut k = 1;
    while k < n {
        // Suffix i's key: its rank and that of suffix i + k (none sorts first).
        let key = |i: u32| {
            let i = i as usize;
            (rank[i], if i + k < n { Some(rank[i + k]) } else { None })
        };
        sa.sort_unstable_by_key(|&i| key(i));
        next[sa[0] as usize] = 0;
        for w in 1..n {
            next[sa[w] as usize] =
                next[sa[w - 1] as usize] + u32::from(key(sa[w - 1]) < key(sa[w]));
        }
        std::mem::swap(&mut rank, &mut next);
        k *= 2;
    }
    sa
}

/// Widens a suffix array of 32-bit positions.
fn widen(sa: Vec<u32>) -> Vec<usize> {
    sa.into_iter().map(|p| p as usize).collect()
}

/// SA-IS on values from `0` to `upper`, with 32-bit values and positions
/// (half the memory traffic of `usize`, as in the C++ library).
///
/// # Panics
/// If `s` has `u32::MAX` elements or more.
pub(super) fn sa_is<T: Letter>(s: &[T], upper: u32) -> Vec<u32> {
    let n = s.len();
    assert!(n < u32::MAX as usize, "suffix_array: the input is too long");
    match n {
        0 => return Vec::new(),
        1 => return vec![0],
        2 => return if s[0] < s[1] { vec![0, 1] } else { vec![1, 0] },
        _ if n < THRESHOLD_NAIVE => return sa_naive(s),
        _ if n < THRESHOLD_DOUBLING => return sa_doubling(s),
        _ => {}
    }
    let upper = upper as usize;
    // `is_s(i)`: suffix i is S-type (smaller than suffix i + 1); the last
    // suffix is L-type (larger than the empty one).
    // One bit each (n / 8 bytes, which stays in cache where n bools would
    // not: the S-type pass of `induce` reads it at random places).
    let mut is_s_bits = vec![0_u64; n / 64 + 1];
    let mut next_is_s = false;
    for i in (0..n - 1).rev() {
        next_is_s = if s[i] == s[i + 1] {
            next_is_s
        } else {
            s[i] < s[i + 1]
        };
        is_s_bits[i / 64] |= u64::from(next_is_s) << (i % 64);
    }
    let is_s = |i: usize| is_s_bits[i / 64] >> (i % 64) & 1 == 1;
    // Bucket c holds the suffixes starting with c: its L-type suffixes
    // from `l_start[c]`, then its S-type ones from `s_start[c]`, up to
    // `l_start[c + 1]`.
    let mut l_start = vec![0_u32; upper + 2];
    let mut s_start = vec![0_u32; upper + 1];
    for i in 0..n {
        if is_s(i) {
            l_start[s[i].index() + 1] += 1;
        } else {
            s_start[s[i].index()] += 1;
        }
    }
    for c in 0..=upper {
        s_start[c] += l_start[c];
        l_start[c + 1] += s_start[c];
    }

    const EMPTY: u32 = u32::MAX;
    let mut sa = vec![EMPTY; n];
    let mut bucket = vec![0_u32; upper + 2];
    // Places the LMS suffixes in the given order, then induces the L-type
    // suffixes left to right and the S-type ones right to left.
    let mut induce = |sa: &mut [u32], lms: &[u32]| {
        for x in sa.iter_mut() {
            *x = EMPTY;
        }
        bucket[..=upper].copy_from_slice(&s_start);
        for &d in lms {
            let c = s[d as usize].index();
            sa[bucket[c] as usize] = d;
            bucket[c] += 1;
        }
        bucket.copy_from_slice(&l_start);
        let c = s[n - 1].index();
        sa[bucket[c] as usize] = (n - 1) as u32;
        bucket[c] += 1;
        // Only LMS and L-type suffixes are in place during this pass, and
        // the one before either is L-type exactly when its letter is not
        // smaller (after an LMS suffix it is always L-type; after an
        // L-type one, an equal letter has the same type): no type lookup.
        for i in 0..n {
            let v = sa[i];
            if v != EMPTY && v >= 1 && s[v as usize - 1] >= s[v as usize] {
                let c = s[v as usize - 1].index();
                sa[bucket[c] as usize] = v - 1;
                bucket[c] += 1;
            }
        }
        bucket.copy_from_slice(&l_start);
        for i in (0..n).rev() {
            let v = sa[i];
            if v != EMPTY && v >= 1 && is_s(v as usize - 1) {
                let c = s[v as usize - 1].index() + 1;
                bucket[c] -= 1;
                sa[bucket[c] as usize] = v - 1;
            }
        }
    };

    // An LMS position starts an S-type run right after an L-type one.
    const NOT_LMS: u32 = u32::MAX;
    let mut lms_index = vec![NOT_LMS; n];
    let mut lms: Vec<u32> = Vec::new();
    for (i, index) in lms_index.iter_mut().enumerate().skip(1) {
        if !is_s(i - 1) && is_s(i) {
            *index = lms.len() as u32;
            lms.push(i as u32);
        }
    }
    let m = lms.len();
    induce(&mut sa, &lms);
    if m == 0 {
        return sa;
    }

    // The LMS substrings now appear in sorted order: name them by rank
    // (equal substrings share a name) and sort the string of names.
    let sorted_lms: Vec<u32> = sa
        .iter()
        .copied()
        .filter(|&v| lms_index[v as usize] != NOT_LMS)
        .collect();
    let lms_end = |p: usize| {
        let k = lms_index[p] as usize + 1;
        if k < m {
            lms[k] as usize
        } else {
            n
        }
    };
    let mut names = vec![0_u32; m];
    let mut name = 0;
    for w in 1..m {
        let (mut l, mut r) = (sorted_lms[w - 1] as usize, sorted_lms[w] as usize);
        let (end_l, end_r) = (lms_end(l), lms_end(r));
        let mut same = end_l - l == end_r - r;
        if same {
            while l < end_l && s[l] == s[r] {
                l += 1;
                r += 1;
            }
            // Each substring ends at (and includes) the next LMS position.
            same = l < n && r < n && s[l] == s[r];
        }
        if !same {
            name += 1;
        }
        names[lms_index[sorted_lms[w] as usize] as usize] = name;
    }
    let sorted_names = sa_is(&names, name);
    let sorted_lms: Vec<u32> = sorted_names.into_iter().map(|k| lms[k as usize]).collect();
    induce(&mut sa, &sorted_lms);
    sa
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The three internal algorithms agree on every string over {0, 1, 2}
    /// up to length 9 (the naive one is the reference), past the
    /// thresholds where `sa_is` hands over.
    #[test]
    fn all_algorithms_agree_on_every_short_string() {
        for n in 0..=9 {
            let mut s = vec![0; n];
            loop {
                let expected = sa_naive(&s);
                if n > 0 {
                    assert_eq!(sa_doubling(&s), expected, "{:?}", s);
                }
                assert_eq!(sa_is_full(&s, 2), expected, "{:?}", s);
                // Next string in base 3.
                let mut k = 0;
                while k < n && s[k] == 2 {
                    s[k] = 0;
                    k += 1;
                }
                if k == n {
                    break;
                }
                s[k] += 1;
            }
        }
    }

    /// `sa_is` without the small-input shortcuts at the top level.
    fn sa_is_full(s: &[u32], upper: u32) -> Vec<u32> {
        if s.len() < 3 {
            return sa_is(s, upper);
        }
        // Behind a long prefix, the suffixes of `s` keep their relative
        // order, and the whole string takes the induced-sorting path.
        let mut long = vec![0; THRESHOLD_DOUBLING];
        long.extend_from_slice(s);
        let offset = THRESHOLD_DOUBLING as u32;
        sa_is(&long, upper)
            .into_iter()
            .filter(|&p| p >= offset)
            .map(|p| p - offset)
            .collect()
    }
}
