//! Manacher's palindrome lengths agree with growing each centre's
//! palindrome letter by letter.

use cpkit::string::manacher::{manacher, manacher_arbitrary};
use proptest::prelude::*;

fn direct<T: Eq>(s: &[T]) -> Vec<usize> {
    let n = s.len();
    (0..(2 * n).saturating_sub(1))
        .map(|i| {
            // Letters lo..hi, grown while the ends match.
            let (mut lo, mut hi) = (i / 2, (i + 1) / 2);
            if lo != hi && s[lo] != s[hi] {
                return 0;
            }
            while lo > 0 && hi + 1 < n && s[lo - 1] == s[hi + 1] {
                lo -= 1;
                hi += 1;
            }
            hi - lo + 1
        })
        .collect()
}

#[test]
fn empty_and_one_letter_strings() {
    assert_eq!(manacher(""), Vec::<usize>::new());
    assert_eq!(manacher("z"), vec![1]);
    assert_eq!(manacher("ab"), vec![1, 0, 1]);
}

#[test]
fn a_run_of_one_letter() {
    let n = 1000;
    let lengths = manacher(vec![b'x'; n]);
    for (i, &len) in lengths.iter().enumerate() {
        let centre = i + 1; // doubled position of the centre, from 1
        assert_eq!(len, centre.min(2 * n - centre), "centre {}", i);
    }
}

proptest! {
    #[test]
    fn agrees_with_growing_each_centre(s in prop::collection::vec(b'a'..=b'c', 0..200)) {
        prop_assert_eq!(manacher(&s), direct(&s));
    }

    #[test]
    fn periodic_sequences_agree(
        unit in prop::collection::vec(0u32..2, 1..6),
        times in 1usize..40,
        tail in prop::collection::vec(0u32..3, 0..5),
    ) {
        let mut s: Vec<u32> = unit.iter().copied().cycle().take(unit.len() * times).collect();
        s.extend(tail);
        prop_assert_eq!(manacher_arbitrary(&s), direct(&s));
    }
}
