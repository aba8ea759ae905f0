//! The longest increasing subsequence of any range of a permutation, from
//! its seaweed kernel built by halving the values and multiplying the
//! halves' kernels with the steady ant, O(n log^2 n), then O(log n) a
//! query, offline; verified on Library Checker's `static_range_lis_query`
//! (`crates/cpkit/verify/static-range-lis-query`).

use super::unit_monge::{subunit_monge_product, NONE};

/// The seaweed kernel of a permutation `p` of `0..n`: `k[i]` is the
/// position where the seaweed entering above position `i` leaves the
/// bottom, `NONE` if it leaves on the right, such that the longest
/// increasing subsequence of `p[l..r]` has length
/// `r - l - #{i >= l : k[i] < r}` (Tiskin: the LCS of `0, 1, ..., n - 1`
/// with the window, combed value by value). The values below `n / 2` are
/// combed before the others, so the kernel is the product of the two
/// halves' kernels (each computed on its own positions and the identity
/// on the others'), and the windows' scores are (max, +) products of
/// theirs; up to 64 values the grid is combed cell by cell instead.
/// Panics if `p` is not a permutation. O(n log^2 n).
///
/// # Example
/// ```
/// use cpkit::misc::range_lis::seaweed_kernel;
/// use cpkit::misc::unit_monge::NONE;
///
/// // Sorted: every seaweed leaves on the right, nothing is subtracted.
/// assert_eq!(seaweed_kernel(&[0, 1, 2]), vec![NONE; 3]);
/// // Reversed: position i's seaweed leaves at i + 1, so any window scores 1.
/// assert_eq!(seaweed_kernel(&[2, 1, 0]), vec![1, 2, NONE]);
/// ```
pub fn seaweed_kernel(p: &[u32]) -> Vec<u32> {
    let n = p.len();
    let mut seen = vec![false; n];
    for &x in p {
        assert!(
            (x as usize) < n && !seen[x as usize],
            "not a permutation of 0..{}",
            n
        );
        seen[x as usize] = true;
    }
    kernel(p)
}

/// For each query `(l, r)`, the length of a longest increasing subsequence
/// of `p[l..r]` (`p` a permutation of `0..n`, `l <= r <= n`; a query out of
/// range panics). O(n log^2 n + q log n) for `q` queries.
///
/// # Example
/// ```
/// use cpkit::misc::range_lis::range_lis;
///
/// let p = [3, 1, 4, 0, 5, 2, 6];
/// let queries = [(0, 7), (1, 4), (3, 6), (2, 2), (5, 6)];
/// // 3 4 5 6 (or 1 4 5 6), then 1 4, 0 5 (or 0 2), nothing, 2.
/// assert_eq!(range_lis(&p, &queries), vec![4, 2, 2, 0, 1]);
/// ```
pub fn range_lis(p: &[u32], queries: &[(usize, usize)]) -> Vec<u32> {
    let n = p.len();
    for &(l, r) in queries {
        assert!(l <= r && r <= n, "query ({}, {}) out of range", l, r);
    }
    let k = seaweed_kernel(p);
    // Sweep r: position i is counted once r > k[i]; a query (l, r) takes
    // those with i >= l from a Fenwick tree over positions.
    let mut at = vec![0u32; n + 2];
    for &x in k.iter().filter(|&&x| x != NONE) {
        at[x as usize + 2] += 1;
    }
    for r in 0..=n {
        at[r + 1] += at[r];
    }
    let mut by_end = vec![0u32; at[n + 1] as usize];
    for (i, &x) in k.iter().enumerate() {
        if x != NONE {
            let slot = &mut at[x as usize + 1];
            by_end[*slot as usize] = i as u32;
            *slot += 1;
        }
    }
    // at[x]..at[x + 1] now lists the positions whose seaweed leaves at x.
    let mut order: Vec<u32> = (0..queries.len() as u32).collect();
    order.sort_unstable_by_key(|&q| queries[q as usize].1);
    let mut fenwick = vec![0u32; n + 1];
    let mut inserted = 0u32;
    let mut r = 0;
    let mut answers = vec![0u32; queries.len()];
    for &q in &order {
        let (l, end) = queries[q as usize];
        while r < end {
            r += 1;
            for &i in &by_end[at[r - 1] as usize..at[r] as usize] {
                let mut j = i as usize + 1;
                while j <= n {
                    fenwick[j] += 1;
                    j += j & j.wrapping_neg();
                }
                inserted += 1;
            }
        }
        let mut before = 0u32;
        let mut j = l;
        while j > 0 {
            before += fenwick[j];
            j &= j - 1;
        }
        answers[q as usize] = (end - l) as u32 - (inserted - before);
    }
    answers
}

/// The kernel of a permutation, by halving its values.
fn kernel(p: &[u32]) -> Vec<u32> {
    let n = p.len();
    if n <= COMB {
        return comb(p);
    }
    let mid = (n / 2) as u32;
    let (mut lo, mut lo_at) = (Vec::with_capacity(n), Vec::with_capacity(n));
    let (mut hi, mut hi_at) = (Vec::with_capacity(n), Vec::with_capacity(n));
    for (i, &x) in p.iter().enumerate() {
        if x < mid {
            lo.push(x);
            lo_at.push(i as u32);
        } else {
            hi.push(x - mid);
            hi_at.push(i as u32);
        }
    }
    let spread = |half: &[u32], at: &[u32]| {
        // Positions of the other half have no match in these rows: their
        // seaweeds go straight down.
        let mut full: Vec<u32> = (0..n as u32).collect();
        for (t, &x) in kernel(half).iter().enumerate() {
            full[at[t] as usize] = if x == NONE { NONE } else { at[x as usize] };
        }
        full
    };
    let lo = spread(&lo, &lo_at);
    let hi = spread(&hi, &hi_at);
    subunit_monge_product(&lo, &hi)
}

/// Up to this length, combing the grid cell by cell is faster.
const COMB: usize = 64;

/// The kernel by combing the `n x n` grid row by row (values in order),
/// O(n^2): a seaweed enters above each position (named by it) and left of
/// each row (named below 0, lower rows smaller); where two meet they cross
/// unless the cell matches or they have crossed before (the one from the
/// left then has the larger name), as in `string::prefix_substring_lcs`.
fn comb(p: &[u32]) -> Vec<u32> {
    let n = p.len();
    let mut at = vec![0usize; n];
    for (i, &x) in p.iter().enumerate() {
        at[x as usize] = i;
    }
    let mut name: Vec<i32> = (0..n as i32).collect();
    for (v, &hit) in at.iter().enumerate() {
        let mut left = -1 - v as i32;
        for (k, top) in name.iter_mut().enumerate() {
            if k == hit || left > *top {
                std::mem::swap(&mut left, top);
            }
        }
    }
    let mut k = vec![NONE; n];
    for (col, &j) in name.iter().enumerate() {
        if j >= 0 {
            k[j as usize] = col as u32;
        }
    }
    k
}
