//! Wildcard matching by correlations agrees with comparing every window
//! byte by byte, on small alphabets (where matches are common) and on all
//! 256 byte values.

use cpkit::string::wildcard_matching::wildcard_matching;
use proptest::prelude::*;

fn naive(s: &[u8], t: &[u8], w: u8) -> Vec<bool> {
    if t.len() > s.len() {
        return Vec::new();
    }
    (0..=s.len() - t.len())
        .map(|i| {
            s[i..i + t.len()]
                .iter()
                .zip(t)
                .all(|(&a, &b)| a == b || a == w || b == w)
        })
        .collect()
}

fn text(alphabet: &'static [u8], len: std::ops::Range<usize>) -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(prop::sample::select(alphabet), len)
}

#[test]
fn edges() {
    assert_eq!(wildcard_matching(b"abc", b"", b'*'), vec![true; 4]);
    assert!(wildcard_matching(b"", b"a", b'*').is_empty());
    assert_eq!(wildcard_matching(b"*", b"z", b'*'), vec![true]);
    assert_eq!(wildcard_matching(&[0, 255], &[255, 0], 7), vec![false]);
    assert_eq!(wildcard_matching(&[0, 255], &[7, 255], 7), vec![true]);
}

proptest! {
    #[test]
    fn agrees_on_a_small_alphabet(s in text(b"ab*", 0..300), t in text(b"ab*", 1..40)) {
        prop_assert_eq!(wildcard_matching(&s, &t, b'*'), naive(&s, &t, b'*'));
    }

    #[test]
    fn agrees_on_every_byte(s in prop::collection::vec(any::<u8>(), 0..300), t in prop::collection::vec(any::<u8>(), 1..5), w in any::<u8>()) {
        prop_assert_eq!(wildcard_matching(&s, &t, w), naive(&s, &t, w));
    }

    #[test]
    fn a_window_of_the_text_always_matches(s in text(b"abc*", 1..300), at in any::<prop::sample::Index>(), len in 1usize..50) {
        let i = at.index(s.len());
        let t = s[i..(i + len).min(s.len())].to_vec();
        let found = wildcard_matching(&s, &t, b'*');
        prop_assert!(found[i]);
        prop_assert_eq!(found, naive(&s, &t, b'*'));
    }
}
