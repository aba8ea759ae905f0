//! The runs found by divide and conquer are those of the definition,
//! checked on every substring: smallest period t, length at least 2t, and
//! neither end extendable with period t.

use cpkit::string::runs::runs;
use proptest::prelude::*;

fn smallest_period(s: &[u8]) -> usize {
    (1..=s.len())
        .find(|&t| (t..s.len()).all(|i| s[i] == s[i - t]))
        .unwrap()
}

fn has_period(s: &[u8], t: usize) -> bool {
    (t..s.len()).all(|i| s[i] == s[i - t])
}

fn direct(s: &[u8]) -> Vec<(usize, usize, usize)> {
    let n = s.len();
    let mut found = Vec::new();
    for l in 0..n {
        for r in l + 1..=n {
            let t = smallest_period(&s[l..r]);
            let extends_left = l > 0 && has_period(&s[l - 1..r], t);
            let extends_right = r < n && has_period(&s[l..r + 1], t);
            if r - l >= 2 * t && !extends_left && !extends_right {
                found.push((t, l, r));
            }
        }
    }
    found.sort_unstable();
    found
}

#[test]
fn one_letter_repeated() {
    assert_eq!(runs(&[7u32; 1000]), vec![(1, 0, 1000)]);
    assert!(runs::<u8>(&[]).is_empty());
    assert!(runs(b"x").is_empty());
}

proptest! {
    #[test]
    fn agrees_with_the_definition(s in prop::collection::vec(b'a'..=b'c', 0..50)) {
        prop_assert_eq!(runs(&s), direct(&s));
    }

    #[test]
    fn two_letters(s in prop::collection::vec(b'a'..=b'b', 0..70)) {
        prop_assert_eq!(runs(&s), direct(&s));
    }

    #[test]
    fn near_periodic(
        p in prop::collection::vec(b'a'..=b'b', 1..6),
        k in 1usize..12,
        flips in prop::collection::vec(0usize..80, 0..3),
    ) {
        let mut s: Vec<u8> = p.iter().cycle().take(k * p.len()).copied().collect();
        for f in flips {
            if !s.is_empty() {
                let i = f % s.len();
                s[i] = b'a' + b'b' - s[i];
            }
        }
        prop_assert_eq!(runs(&s), direct(&s));
    }
}
