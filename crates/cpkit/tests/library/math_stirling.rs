//! Stirling numbers of the second kind against the recurrence
//! S(n, k) = k S(n - 1, k) + S(n - 1, k - 1); of the first kind against
//! s(n, k) = s(n - 1, k - 1) - (n - 1) s(n - 1, k), under two moduli, and
//! against the cycle counts of every permutation for small n.

use cpkit::math::modint::{ModInt998244353 as Mint, StaticModInt};
use cpkit::math::stirling::{stirling_first, stirling_second};
use proptest::prelude::*;

#[test]
fn every_row_up_to_300_agrees_with_the_recurrence() {
    let mut row = vec![Mint::new(1)];
    for n in 0..=300usize {
        assert_eq!(stirling_second::<998_244_353>(n), row, "row {}", n);
        let mut next = vec![Mint::new(0); n + 2];
        for k in 1..=n + 1 {
            next[k] = row
                .get(k)
                .map_or(Mint::new(0), |&s| s * Mint::new(k as u64))
                + row[k - 1];
        }
        row = next;
    }
}

/// The rows s(0, ·) to s(n, ·) of the first kind, by the recurrence.
fn first_kind_rows<const M: u32>(n: usize) -> Vec<Vec<StaticModInt<M>>> {
    let mut rows = vec![vec![StaticModInt::<M>::new(1)]];
    for m in 1..=n {
        let prev = &rows[m - 1];
        let mut next = vec![StaticModInt::<M>::new(0); m + 1];
        for k in 1..=m {
            let stay = prev.get(k).copied().unwrap_or_default();
            next[k] = prev[k - 1] - StaticModInt::<M>::new(m as u64 - 1) * stay;
        }
        rows.push(next);
    }
    rows
}

#[test]
fn first_kind_every_row_up_to_300() {
    let rows = first_kind_rows::<998_244_353>(300);
    for (n, row) in rows.iter().enumerate() {
        assert_eq!(&stirling_first::<998_244_353>(n), row, "row {}", n);
    }
}

#[test]
fn first_kind_counts_cycles() {
    // |s(n, k)|: permutations of n items with k cycles, n <= 7.
    fn cycles(p: &[usize]) -> usize {
        let mut seen = vec![false; p.len()];
        let mut count = 0;
        for i in 0..p.len() {
            if !seen[i] {
                count += 1;
                let mut j = i;
                while !seen[j] {
                    seen[j] = true;
                    j = p[j];
                }
            }
        }
        count
    }
    fn permutations(n: usize, prefix: &mut Vec<usize>, visit: &mut dyn FnMut(&[usize])) {
        if prefix.len() == n {
            visit(prefix);
            return;
        }
        for v in 0..n {
            if !prefix.contains(&v) {
                prefix.push(v);
                permutations(n, prefix, visit);
                prefix.pop();
            }
        }
    }
    for n in 0..=7 {
        let mut count = vec![0i64; n + 1];
        permutations(n, &mut Vec::new(), &mut |p| count[cycles(p)] += 1);
        let row = stirling_first::<998_244_353>(n);
        for k in 0..=n {
            let signed = if (n - k) % 2 == 0 {
                count[k]
            } else {
                -count[k]
            };
            assert_eq!(row[k], Mint::new(signed), "s({}, {})", n, k);
        }
    }
}

proptest! {
    #[test]
    fn first_kind_agrees_with_the_recurrence(n in 0usize..700) {
        let rows = first_kind_rows::<998_244_353>(n);
        prop_assert_eq!(&stirling_first::<998_244_353>(n), &rows[n]);
        let rows = first_kind_rows::<469_762_049>(n);
        prop_assert_eq!(&stirling_first::<469_762_049>(n), &rows[n]);
    }
}
