//! The longest common substring through the suffix array has the length a
//! dynamic programme over every pair of end positions finds, and its two
//! ranges hold the same letters.

use cpkit::string::longest_common_substring::longest_common_substring;
use proptest::prelude::*;

/// The longest common suffix of s[..i] and t[..j], maximised over i and j.
fn direct(s: &[u8], t: &[u8]) -> usize {
    let mut best = 0;
    let mut row = vec![0; t.len() + 1];
    for i in 1..=s.len() {
        let mut next = vec![0; t.len() + 1];
        for j in 1..=t.len() {
            if s[i - 1] == t[j - 1] {
                next[j] = row[j - 1] + 1;
                best = best.max(next[j]);
            }
        }
        row = next;
    }
    best
}

fn check(s: &[u8], t: &[u8]) -> Result<(), TestCaseError> {
    let (a, c) = longest_common_substring(s, t);
    let len = direct(s, t);
    prop_assert_eq!(a.len(), len);
    prop_assert_eq!(c.len(), len);
    if len == 0 {
        prop_assert_eq!((a, c), (0..0, 0..0));
    } else {
        prop_assert!(a.end <= s.len() && c.end <= t.len());
        prop_assert_eq!(&s[a], &t[c]);
    }
    Ok(())
}

#[test]
fn every_byte_value_and_the_empty_strings() {
    let s: Vec<u8> = (0..=255).collect();
    let t: Vec<u8> = (250..=255).chain(0..3).collect();
    assert_eq!(longest_common_substring(&s, &t), (250..256, 0..6));
    assert_eq!(longest_common_substring("", "abc"), (0..0, 0..0));
    assert_eq!(longest_common_substring("abc", ""), (0..0, 0..0));
}

proptest! {
    #[test]
    fn agrees_with_a_dynamic_programme(
        s in prop::collection::vec(0u8..3, 0..60),
        t in prop::collection::vec(0u8..3, 0..60),
    ) {
        check(&s, &t)?;
    }

    #[test]
    fn periodic_strings(
        p in prop::collection::vec(b'a'..=b'b', 1..4),
        k in 1usize..20,
        l in 1usize..20,
        cut in 0usize..4,
    ) {
        let s: Vec<u8> = p.iter().cycle().take(k * p.len()).copied().collect();
        let t: Vec<u8> = p.iter().cycle().skip(cut).take(l * p.len()).copied().collect();
        check(&s, &t)?;
    }
}

#[test]
fn zero_bytes_are_letters_like_any_other() {
    assert_eq!(longest_common_substring([1, 0, 0], [0, 0, 7]), (1..3, 0..2));
    assert_eq!(longest_common_substring([0], [0, 0]).0, 0..1);
}
