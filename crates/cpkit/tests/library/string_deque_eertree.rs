//! The double-ended eertree agrees, after every push and pop at either
//! end, with the palindromes of the string listed directly: how many
//! distinct ones, the longest palindromic prefix and suffix, the letters
//! popped.

use cpkit::string::deque_eertree::DequeEertree;
use proptest::prelude::*;
use std::collections::{HashSet, VecDeque};

fn is_palindrome(s: &[u8]) -> bool {
    s.iter().eq(s.iter().rev())
}

/// (distinct non-empty palindromes, longest palindromic prefix, suffix).
fn naive(s: &[u8]) -> (usize, usize, usize) {
    let n = s.len();
    let mut all = HashSet::new();
    for i in 0..n {
        for j in i + 1..=n {
            if is_palindrome(&s[i..j]) {
                all.insert(&s[i..j]);
            }
        }
    }
    let prefix = (0..=n).rev().find(|&l| is_palindrome(&s[..l])).unwrap();
    let suffix = (0..=n).rev().find(|&l| is_palindrome(&s[n - l..])).unwrap();
    (all.len(), prefix, suffix)
}

/// Runs the operations (0 push front, 1 push back, 2 pop front, 3 pop
/// back) on both.
fn check(ops: &[(u8, u8)], sigma: u8) -> Result<(), TestCaseError> {
    let mut t = DequeEertree::new(usize::from(sigma));
    let mut s = VecDeque::new();
    for (step, &(op, c)) in ops.iter().enumerate() {
        match op {
            0 => {
                t.push_front(usize::from(c));
                s.push_front(c);
            }
            1 => {
                t.push_back(usize::from(c));
                s.push_back(c);
            }
            2 => prop_assert_eq!(t.pop_front(), s.pop_front().map(usize::from)),
            _ => prop_assert_eq!(t.pop_back(), s.pop_back().map(usize::from)),
        }
        let v: Vec<u8> = s.iter().copied().collect();
        let got = (t.distinct(), t.longest_prefix(), t.longest_suffix());
        prop_assert_eq!(got, naive(&v), "after step {} the string is {:?}", step, v);
        prop_assert_eq!((t.len(), t.is_empty()), (v.len(), v.is_empty()));
    }
    Ok(())
}

/// Operations with pushes a little more likely than pops, so the string
/// grows and shrinks.
fn ops(sigma: u8, len: usize) -> impl Strategy<Value = Vec<(u8, u8)>> {
    prop::collection::vec((prop_oneof![3 => 0u8..2, 2 => 2u8..4], 0..sigma), 0..len)
}

proptest! {
    #[test]
    fn two_letters(ops in ops(2, 200)) {
        check(&ops, 2)?;
    }

    #[test]
    fn three_letters(ops in ops(3, 150)) {
        check(&ops, 3)?;
    }

    #[test]
    fn one_letter(ops in ops(1, 80)) {
        check(&ops, 1)?;
    }
}

#[test]
fn popping_the_empty_string_gives_none_and_changes_nothing() {
    let mut t = DequeEertree::new(26);
    assert_eq!((t.pop_back(), t.pop_front()), (None, None));
    t.push_back(3);
    assert_eq!(t.pop_front(), Some(3));
    assert_eq!(t.pop_back(), None);
    assert_eq!(
        (t.distinct(), t.longest_prefix(), t.longest_suffix()),
        (0, 0, 0)
    );
    t.push_front(4);
    assert_eq!(
        (t.distinct(), t.longest_prefix(), t.longest_suffix()),
        (1, 1, 1)
    );
}

/// A long string built at both ends, then a window sliding over it: the
/// ring grows past its first size and nodes are reused after dying.
#[test]
fn a_sliding_window_over_a_long_string() {
    let mut t = DequeEertree::new(2);
    let mut s = VecDeque::new();
    let mut x = 12345u64;
    for step in 0..3000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let c = (x >> 20) as u8 & 1;
        if step % 2 == 0 {
            t.push_back(usize::from(c));
            s.push_back(c);
        } else {
            t.push_front(usize::from(c));
            s.push_front(c);
        }
        if s.len() > 40 {
            if x >> 40 & 1 == 0 {
                assert_eq!(t.pop_front(), s.pop_front().map(usize::from));
            } else {
                assert_eq!(t.pop_back(), s.pop_back().map(usize::from));
            }
        }
        let v: Vec<u8> = s.iter().copied().collect();
        let got = (t.distinct(), t.longest_prefix(), t.longest_suffix());
        assert_eq!(got, naive(&v), "step {}", step);
    }
}
