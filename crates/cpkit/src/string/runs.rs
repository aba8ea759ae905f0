//! The runs of a string (its maximal repetitions), by Main and Lorentz's
//! divide and conquer with Z-arrays, in O(n log n); verified by
//! `crates/cpkit/verify/runenumerate`.

/// Every run of `s` as `(t, l, r)`, sorted: `s[l..r]` has smallest period
/// `t`, is at least `2t` long, and neither `s[l - 1..r]` nor `s[l..r + 1]`
/// has period `t`. There are fewer than n of them.
///
/// A repetition crossing the middle `m` of a range has a copy of its
/// period `s[i..m]` ending at `m`, or one starting there: for each `i`,
/// the common suffix of `s[..i]` and `s[..m]` (one Z-array of the left
/// half reversed) and the common prefix of `s[i..]` and `s[m..]` (one of
/// the right half before the range) extend it as far as it goes. Both
/// halves are done the same way, and the whole again reversed for the
/// copies on the other side; a candidate cut by the range's edge is left
/// to the larger range where it fits, and of the periods found for one
/// `l..r`, the smallest is kept. O(n log n) time.
///
/// # Example
/// ```
/// use cpkit::string::runs::runs;
///
/// // "aa" has period 1 and "abab" (from 1) period 2.
/// assert_eq!(runs(b"aabab"), vec![(1, 0, 2), (2, 1, 5)]);
/// assert_eq!(runs(b"mississippi"), vec![(1, 2, 4), (1, 5, 7), (1, 8, 10), (3, 1, 8)]);
/// assert!(runs(b"abc").is_empty());
/// ```
pub fn runs<T: Eq + Clone>(s: &[T]) -> Vec<(usize, usize, usize)> {
    let n = s.len();
    let mut work = Work {
        text: Vec::new(),
        z_left: Vec::new(),
        z_right: Vec::new(),
    };
    // Periods whose copy starts at the middle, as periods ending there in
    // the reversed string; its ranges are split at the same places (its
    // middles round down where the string's round up).
    let reversed: Vec<T> = s.iter().rev().cloned().collect();
    let mut found = Vec::new();
    crossing(&reversed, 0, n, 0, &mut found, &mut work);
    for run in found.iter_mut() {
        *run = (n - run.1, n - run.0, run.2);
    }
    crossing(s, 0, n, 1, &mut found, &mut work);
    // As (l, r, t): the smallest period of each l..r first.
    found.sort_unstable();
    found.dedup_by_key(|run| (run.0, run.1));
    let mut runs: Vec<(usize, usize, usize)> = found.iter().map(|&(l, r, t)| (t, l, r)).collect();
    runs.sort_unstable();
    runs
}

struct Work<T> {
    text: Vec<T>,
    z_left: Vec<usize>,
    z_right: Vec<usize>,
}

/// The Z-array of `s` into `z`.
fn z_array<T: Eq>(s: &[T], z: &mut Vec<usize>) {
    let n = s.len();
    z.clear();
    z.resize(n, 0);
    if n == 0 {
        return;
    }
    z[0] = n;
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
}

/// Adds to `found`, as `(l, r, t)`, the repetitions of `a[lo..hi]` (and of
/// its halves, recursively) with a period `a[i..m]` ending at its middle
/// `m`, each as far as it goes, unless it goes on beyond `lo..hi`.
fn crossing<T: Eq + Clone>(
    a: &[T],
    lo: usize,
    hi: usize,
    round_up: usize,
    found: &mut Vec<(usize, usize, usize)>,
    work: &mut Work<T>,
) {
    if hi - lo <= 1 {
        return;
    }
    let m = (lo + hi + round_up) / 2;
    crossing(a, lo, m, round_up, found, work);
    crossing(a, m, hi, round_up, found, work);
    // z_left[k]: the common suffix of a[lo..m] and a[lo..m - k].
    work.text.clear();
    work.text.extend(a[lo..m].iter().rev().cloned());
    z_array(&work.text, &mut work.z_left);
    // z_right[hi - m + i - lo]: the common prefix of a[m..hi] and a[i..hi].
    work.text.clear();
    work.text.extend_from_slice(&a[m..hi]);
    work.text.extend_from_slice(&a[lo..hi]);
    z_array(&work.text, &mut work.z_right);
    let n = a.len();
    for i in lo..m {
        let t = m - i;
        let left = if t < m - lo { work.z_left[t] } else { 0 };
        let right = work.z_right[hi - m + i - lo].min(hi - m);
        let (l, r) = (i - left, m + right);
        if r - l >= 2 * t {
            let goes_on_left = l == lo && lo > 0 && a[lo - 1] == a[lo - 1 + t];
            let goes_on_right = r == hi && hi < n && a[hi] == a[hi - t];
            if !goes_on_left && !goes_on_right {
                found.push((l, r, t));
            }
        }
    }
}
