//! The Lyndon factorization is the one the definition gives: factors that
//! are Lyndon words (each smaller than all its proper suffixes), never
//! increasing, which is unique; checked against the definition word by word
//! and against taking the longest Lyndon prefix again and again.

use cpkit::string::lyndon_factorization::{lyndon_factorization, lyndon_factorization_arbitrary};
use proptest::prelude::*;

fn is_lyndon<T: Ord>(w: &[T]) -> bool {
    !w.is_empty() && (1..w.len()).all(|i| w < &w[i..])
}

/// The first factor of the factorization is the longest Lyndon prefix.
fn naive<T: Ord>(s: &[T]) -> Vec<usize> {
    let mut bounds = vec![0];
    let mut start = 0;
    while start < s.len() {
        let len = (1..=s.len() - start)
            .rev()
            .find(|&len| is_lyndon(&s[start..start + len]))
            .unwrap();
        start += len;
        bounds.push(start);
    }
    bounds
}

fn is_the_factorization<T: Ord>(s: &[T], bounds: &[usize]) -> bool {
    let words: Vec<&[T]> = bounds.windows(2).map(|w| &s[w[0]..w[1]]).collect();
    bounds.first() == Some(&0)
        && bounds.last() == Some(&s.len())
        && words.iter().all(|w| is_lyndon(w))
        && words.windows(2).all(|p| p[0] >= p[1])
}

#[test]
fn the_statement_examples() {
    assert_eq!(lyndon_factorization("babaabaab"), vec![0, 1, 3, 6, 9]);
    assert_eq!(lyndon_factorization("ababacaca"), vec![0, 8, 9]);
}

#[test]
fn empty_single_and_constant_strings() {
    assert_eq!(lyndon_factorization(""), vec![0]);
    assert_eq!(lyndon_factorization("z"), vec![0, 1]);
    assert_eq!(lyndon_factorization(vec![b'a'; 5]), vec![0, 1, 2, 3, 4, 5]);
    assert_eq!(lyndon_factorization("abcd"), vec![0, 4]);
    assert_eq!(lyndon_factorization("dcba"), vec![0, 1, 2, 3, 4]);
}

proptest! {
    #[test]
    fn agrees_with_the_longest_lyndon_prefix(s in prop::collection::vec(b'a'..=b'c', 0..60)) {
        prop_assert_eq!(lyndon_factorization(&s), naive(&s));
    }

    #[test]
    fn meets_the_definition_on_binary_strings(s in prop::collection::vec(0u8..2, 0..300)) {
        let bounds = lyndon_factorization_arbitrary(&s);
        prop_assert!(is_the_factorization(&s, &bounds), "{:?} -> {:?}", s, bounds);
    }

    #[test]
    fn periodic_strings(
        unit in prop::collection::vec(0u32..3, 1..6),
        times in 1usize..20,
        tail in prop::collection::vec(0u32..3, 0..4),
    ) {
        let mut s: Vec<u32> = unit.iter().copied().cycle().take(unit.len() * times).collect();
        s.extend(tail);
        prop_assert_eq!(lyndon_factorization_arbitrary(&s), naive(&s));
    }
}
