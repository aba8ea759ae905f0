//! The LCS of a prefix and a substring by seaweed combing is the one a
//! dynamic programme over the two strings finds, for every query.

use cpkit::string::prefix_substring_lcs::prefix_substring_lcs;
use proptest::prelude::*;

/// The textbook LCS table of `s` and `t`.
fn lcs(s: &[u8], t: &[u8]) -> u32 {
    let mut row = vec![0u32; t.len() + 1];
    for &x in s {
        let mut next = vec![0u32; t.len() + 1];
        for (j, &y) in t.iter().enumerate() {
            next[j + 1] = if x == y {
                row[j] + 1
            } else {
                row[j + 1].max(next[j])
            };
        }
        row = next;
    }
    row[t.len()]
}

/// Every query `(a, b, c)` of the two strings.
fn all_queries(m: usize, n: usize) -> Vec<(usize, usize, usize)> {
    let mut queries = Vec::new();
    for a in 0..=m {
        for b in 0..=n {
            for c in b..=n {
                queries.push((a, b, c));
            }
        }
    }
    queries
}

#[test]
fn empty_strings_and_windows() {
    assert_eq!(prefix_substring_lcs(b"", b"", &[(0, 0, 0)]), vec![0]);
    assert_eq!(prefix_substring_lcs(b"abc", b"", &[(3, 0, 0)]), vec![0]);
    assert_eq!(
        prefix_substring_lcs(b"", b"abc", &[(0, 0, 3), (0, 1, 2)]),
        vec![0, 0]
    );
    assert_eq!(prefix_substring_lcs(b"abc", b"abc", &[]), Vec::<u32>::new());
}

#[test]
fn equal_strings_match_whole_windows() {
    let s = b"abracadabra";
    let queries: Vec<_> = (0..=s.len()).map(|c| (s.len(), 0, c)).collect();
    let expected: Vec<u32> = (0..=s.len() as u32).collect();
    assert_eq!(prefix_substring_lcs(s, s, &queries), expected);
}

proptest! {
    #[test]
    fn every_query_agrees_with_a_dynamic_programme(
        s in prop::collection::vec(b'a'..=b'c', 0..9),
        t in prop::collection::vec(b'a'..=b'c', 0..9),
    ) {
        let queries = all_queries(s.len(), t.len());
        let got = prefix_substring_lcs(&s, &t, &queries);
        for (&(a, b, c), &answer) in queries.iter().zip(&got) {
            prop_assert_eq!(answer, lcs(&s[..a], &t[b..c]), "query {:?}", (a, b, c));
        }
    }

    #[test]
    fn random_queries_in_any_order(
        s in prop::collection::vec(b'a'..=b'e', 1..40),
        t in prop::collection::vec(b'a'..=b'e', 1..40),
        picks in prop::collection::vec((0.0..1.0f64, 0.0..1.0f64, 0.0..1.0f64), 1..60),
    ) {
        let queries: Vec<_> = picks
            .iter()
            .map(|&(x, y, z)| {
                let a = (x * (s.len() + 1) as f64) as usize;
                let (mut b, mut c) = (
                    (y * (t.len() + 1) as f64) as usize,
                    (z * (t.len() + 1) as f64) as usize,
                );
                if b > c {
                    std::mem::swap(&mut b, &mut c);
                }
                (a, b, c)
            })
            .collect();
        let got = prefix_substring_lcs(&s, &t, &queries);
        for (&(a, b, c), &answer) in queries.iter().zip(&got) {
            prop_assert_eq!(answer, lcs(&s[..a], &t[b..c]), "query {:?}", (a, b, c));
        }
    }
}
