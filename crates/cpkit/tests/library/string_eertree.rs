//! The eertree agrees with the palindromic substrings listed directly:
//! their numbering by first end position, lengths, parents, suffix links,
//! children, the longest palindrome ending at each position, and
//! occurrence counts.

use cpkit::string::eertree::Eertree;
use proptest::prelude::*;

fn is_palindrome(s: &[u8]) -> bool {
    s.iter().eq(s.iter().rev())
}

/// The distinct non-empty palindromic substrings by their first end.
fn palindromes(s: &[u8]) -> Vec<Vec<u8>> {
    let mut all: Vec<Vec<u8>> = Vec::new();
    for j in 1..=s.len() {
        for i in 0..j {
            if is_palindrome(&s[i..j]) && !all.iter().any(|p| p[..] == s[i..j]) {
                all.push(s[i..j].to_vec());
            }
        }
    }
    all
}

/// The node of palindrome `p` (the roots for the empty ones).
fn node(all: &[Vec<u8>], p: &[u8]) -> Option<usize> {
    if p.is_empty() {
        return Some(1);
    }
    all.iter().position(|x| x[..] == *p).map(|k| k + 2)
}

fn check(s: &[u8]) -> Result<(), TestCaseError> {
    let t = Eertree::new(s);
    let all = palindromes(s);
    prop_assert_eq!(t.len(), all.len() + 2);
    prop_assert_eq!(t.length(0), -1);
    prop_assert_eq!(t.length(1), 0);
    prop_assert_eq!((t.parent(0), t.parent(1)), (None, None));
    prop_assert_eq!((t.suffix_link(0), t.suffix_link(1)), (0, 0));
    let count = t.occurrences();
    prop_assert_eq!((count[0], count[1]), (0, 0));
    for (k, p) in all.iter().enumerate() {
        let v = k + 2;
        prop_assert_eq!(t.length(v), p.len() as isize);
        let parent = if p.len() == 1 {
            Some(0)
        } else {
            node(&all, &p[1..p.len() - 1])
        };
        prop_assert_eq!(t.parent(v), parent);
        let link = (1..=p.len()).find_map(|i| {
            if is_palindrome(&p[i..]) {
                node(&all, &p[i..])
            } else {
                None
            }
        });
        prop_assert_eq!(Some(t.suffix_link(v)), link);
        let times = (0..s.len()).filter(|&i| s[i..].starts_with(p)).count();
        prop_assert_eq!(count[v], times);
    }
    for v in 0..t.len() {
        for c in b'`'..=b'd' {
            // c v c, where the odd root "is" one letter c and the even one the empty string.
            let w: Vec<u8> = match v {
                0 => vec![c],
                1 => vec![c, c],
                _ => Some(c)
                    .into_iter()
                    .chain(all[v - 2].iter().copied())
                    .chain(Some(c))
                    .collect(),
            };
            prop_assert_eq!(t.child(v, c), node(&all, &w), "child {} {}", v, c);
        }
    }
    for i in 0..s.len() {
        let longest = (0..=i).find(|&a| is_palindrome(&s[a..=i])).unwrap();
        prop_assert_eq!(Some(t.longest_suffix(i)), node(&all, &s[longest..=i]));
    }
    Ok(())
}

#[test]
fn empty_and_one_letter() {
    let t = Eertree::new("");
    assert_eq!(t.len(), 2);
    assert!(t.occurrences().iter().all(|&c| c == 0));
    let t = Eertree::new(vec![b'z'; 5]);
    assert_eq!(t.len(), 7);
    assert_eq!(t.occurrences()[2..], [5, 4, 3, 2, 1]);
}

proptest! {
    #[test]
    fn agrees_with_the_palindromes(s in prop::collection::vec(b'a'..=b'c', 0..30)) {
        check(&s)?;
    }

    #[test]
    fn two_letters(s in prop::collection::vec(b'a'..=b'b', 0..40)) {
        check(&s)?;
    }
}
