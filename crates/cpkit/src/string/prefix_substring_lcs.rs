//! The longest common subsequence of every prefix of one string and any
//! substring of another, by seaweed combing (semi-local LCS) in O(m n)
//! plus O(log n) a query, offline; verified on Library Checker's
//! `prefix_substring_lcs` (`crates/cpkit/verify/prefix-substring-lcs`).

/// For each query `(a, b, c)`, the length of a longest common subsequence
/// of `s[..a]` and `t[b..c]`, in the queries' order (`a <= s.len()`,
/// `b <= c <= t.len()`; a query out of range panics). O(m n + (m + q)
/// log n + q) for `m = s.len()`, `n = t.len()`, `q` queries.
///
/// Seaweeds: the grid of `s` (rows) against `t` (columns) is combed from
/// the top row down. A seaweed enters at the top of each column `j` (its
/// name is `j`) and one at the left of each row `i` (name `-1 - i`, so a
/// lower start is a smaller name); at a cell two seaweeds meet, and they
/// cross unless the letters match or they have crossed already (the one
/// from the left then has the larger name). After the first `a` rows, let
/// `pos[j]` be the column where the seaweed of column `j` leaves the
/// bottom (it only moves right, so `pos[j] >= j`; it may leave on the
/// right instead). Then the LCS of `s[..a]` and `t[b..c]` is `c - b`
/// minus the number of `j` in `b..c` with `pos[j] < c`: the columns whose
/// seaweed goes straight through the window are the letters of `t[b..c]`
/// left unmatched (Tiskin's semi-local LCS). Queries are grouped by `a`
/// and, within a row, swept by `c` with a Fenwick tree over names `j`.
///
/// # Example
/// ```
/// use cpkit::string::prefix_substring_lcs::prefix_substring_lcs;
///
/// let s = b"abcbdab";
/// let t = b"bdcaba";
/// let queries = [(7, 0, 6), (3, 0, 6), (7, 1, 4), (0, 0, 6), (7, 2, 2)];
/// // LCS("abcbdab", "bdcaba") = 4 ("bcba"), LCS("abc", "bdcaba") = 2,
/// // LCS("abcbdab", "dca") = 2.
/// assert_eq!(prefix_substring_lcs(s, t, &queries), vec![4, 2, 2, 0, 0]);
/// ```
pub fn prefix_substring_lcs(s: &[u8], t: &[u8], queries: &[(usize, usize, usize)]) -> Vec<u32> {
    let (m, n) = (s.len(), t.len());
    for &(a, b, c) in queries {
        assert!(
            a <= m && b <= c && c <= n,
            "query ({}, {}, {}) out of range",
            a,
            b,
            c
        );
    }
    // Queries ordered by c, then (stably) by a: a row's queries come in
    // the order its sweep over c meets them.
    let by_c = counting_order(queries.len(), n + 1, |q| queries[q].2);
    let mut start = vec![0usize; m + 2];
    for &(a, _, _) in queries {
        start[a + 1] += 1;
    }
    for a in 0..=m {
        start[a + 1] += start[a];
    }
    let mut order = vec![0u32; queries.len()];
    let mut fill = start.clone();
    for &q in &by_c {
        let a = queries[q as usize].0;
        order[fill[a]] = q;
        fill[a] += 1;
    }

    let mut answers = vec![0u32; queries.len()];
    // name[k]: the seaweed leaving the bottom of column k so far.
    let mut name: Vec<i32> = (0..n as i32).collect();
    let mut fenwick = vec![0u32; n + 1];
    for a in 0..=m {
        if a > 0 {
            let letter = s[a - 1];
            let mut left = -(a as i32);
            for (k, &tk) in t.iter().enumerate() {
                let top = name[k];
                if tk == letter || left > top {
                    name[k] = left;
                    left = top;
                }
            }
        }
        let mine = &order[start[a]..start[a + 1]];
        if mine.is_empty() {
            continue;
        }
        if a == 0 {
            continue; // the empty prefix: every answer is 0
        }
        // Sweep c: names j with pos[j] < c are in the tree; the query
        // counts those with j >= b.
        for f in fenwick.iter_mut() {
            *f = 0;
        }
        let mut inserted = 0u32;
        let mut next = 0;
        for c in 0..=n {
            if c > 0 && name[c - 1] >= 0 {
                let mut i = name[c - 1] as usize + 1;
                while i <= n {
                    fenwick[i] += 1;
                    i += i & i.wrapping_neg();
                }
                inserted += 1;
            }
            while next < mine.len() && queries[mine[next] as usize].2 == c {
                let q = mine[next] as usize;
                let b = queries[q].1;
                let mut below = 0u32;
                let mut i = b;
                while i > 0 {
                    below += fenwick[i];
                    i &= i - 1;
                }
                answers[q] = (c - b) as u32 - (inserted - below);
                next += 1;
            }
        }
    }
    answers
}

/// The indices `0..len` ordered stably by `key` (below `keys`).
fn counting_order(len: usize, keys: usize, key: impl Fn(usize) -> usize) -> Vec<u32> {
    let mut start = vec![0usize; keys + 1];
    for q in 0..len {
        start[key(q) + 1] += 1;
    }
    for k in 0..keys {
        start[k + 1] += start[k];
    }
    let mut order = vec![0u32; len];
    for q in 0..len {
        let k = key(q);
        order[start[k]] = q as u32;
        start[k] += 1;
    }
    order
}
