//! The Aho–Corasick automaton agrees with its definitions computed on the
//! strings themselves: the trie's numbering and parents, each suffix link
//! as the longest proper suffix in the trie, each transition as the
//! longest suffix in the trie, and occurrence counts by sliding a window.

use cpkit::string::aho_corasick::AhoCorasick;
use proptest::prelude::*;
use std::collections::HashMap;

/// The trie's strings in the statement's numbering.
fn strings(patterns: &[Vec<u8>]) -> Vec<Vec<u8>> {
    let mut seen: HashMap<Vec<u8>, usize> = HashMap::new();
    let mut all = vec![Vec::new()];
    seen.insert(Vec::new(), 0);
    for p in patterns {
        for j in 1..=p.len() {
            if !seen.contains_key(&p[..j]) {
                seen.insert(p[..j].to_vec(), all.len());
                all.push(p[..j].to_vec());
            }
        }
    }
    all
}

/// The node of the longest suffix of `s` (proper when `proper`) in the trie.
fn longest_suffix(all: &[Vec<u8>], s: &[u8], proper: bool) -> usize {
    let first = usize::from(proper && !s.is_empty());
    (first..=s.len())
        .find_map(|k| all.iter().position(|x| x[..] == s[k..]))
        .unwrap()
}

fn occurrences(text: &[u8], p: &[u8]) -> usize {
    (0..=text.len())
        .filter(|&i| text.len() - i >= p.len() && text[i..i + p.len()] == *p)
        .count()
}

proptest! {
    #[test]
    fn agrees_with_the_strings(
        patterns in prop::collection::vec(prop::collection::vec(b'a'..=b'c', 0..7), 0..7),
        text in prop::collection::vec(b'a'..=b'd', 0..40),
    ) {
        let ac = AhoCorasick::new(&patterns);
        let all = strings(&patterns);
        prop_assert_eq!(ac.len(), all.len());
        for (v, s) in all.iter().enumerate() {
            let parent = if s.is_empty() {
                None
            } else {
                Some(all.iter().position(|x| x[..] == s[..s.len() - 1]).unwrap())
            };
            prop_assert_eq!(ac.parent(v), parent);
            prop_assert_eq!(ac.suffix_link(v), longest_suffix(&all, s, true), "link of {:?}", s);
            for c in b'`'..=b'd' {
                let mut t = s.clone();
                t.push(c);
                prop_assert_eq!(ac.next(v, c), longest_suffix(&all, &t, false));
            }
        }
        for (i, p) in patterns.iter().enumerate() {
            prop_assert_eq!(&all[ac.pattern_node(i)], p);
        }
        let order: Vec<usize> = ac.bfs_order().collect();
        prop_assert_eq!(order.len(), all.len());
        for (k, &v) in order.iter().enumerate() {
            prop_assert!(k == 0 || all[order[k - 1]].len() <= all[v].len());
        }
        let want: Vec<usize> = patterns.iter().map(|p| occurrences(&text, p)).collect();
        prop_assert_eq!(ac.count(&text), want);
    }
}

#[test]
fn one_letter_and_bytes_far_apart() {
    let ac = AhoCorasick::new(&[vec![0u8, 255], vec![255]]);
    assert_eq!(ac.len(), 4);
    assert_eq!(ac.count([255u8, 0, 255, 255, 7]), vec![1, 3]);
    let empty: [&str; 0] = [];
    assert_eq!(AhoCorasick::new(&empty).count("ab"), Vec::<usize>::new());
    assert_eq!(AhoCorasick::new(&[""]).count("ab"), vec![3]);
}
