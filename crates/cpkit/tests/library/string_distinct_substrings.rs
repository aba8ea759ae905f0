//! Counting distinct substrings through the suffix array agrees with a set
//! of every substring.

use cpkit::string::distinct_substrings::count_distinct_substrings;
use proptest::prelude::*;
use std::collections::HashSet;

fn direct(s: &[u8]) -> u64 {
    let mut seen = HashSet::new();
    for i in 0..s.len() {
        for j in i + 1..=s.len() {
            seen.insert(&s[i..j]);
        }
    }
    seen.len() as u64
}

#[test]
fn a_run_of_one_letter_has_one_substring_per_length() {
    assert_eq!(count_distinct_substrings(vec![b'x'; 1000]), 1000);
}

#[test]
fn letters_all_different_make_every_substring_different() {
    assert_eq!(count_distinct_substrings("abcdefghij"), 55);
}

proptest! {
    #[test]
    fn agrees_with_a_set_of_substrings(s in prop::collection::vec(b'a'..=b'c', 0..80)) {
        prop_assert_eq!(count_distinct_substrings(&s), direct(&s));
    }
}
