//! Suffix arrays agree with sorting the suffixes, and LCP arrays with
//! comparing neighbouring suffixes character by character, for bytes,
//! small integer alphabets and arbitrary ordered values.

use cpkit::string::suffix_array::{
    lcp_array, lcp_array_arbitrary, suffix_array, suffix_array_arbitrary, suffix_array_manual,
};
use proptest::prelude::*;

fn sorted_suffixes<T: Ord>(s: &[T]) -> Vec<usize> {
    let mut sa: Vec<usize> = (0..s.len()).collect();
    sa.sort_by(|&a, &b| s[a..].cmp(&s[b..]));
    sa
}

fn direct_lcp<T: Eq>(s: &[T], sa: &[usize]) -> Vec<usize> {
    sa.windows(2)
        .map(|w| {
            s[w[0]..]
                .iter()
                .zip(&s[w[1]..])
                .take_while(|(a, b)| a == b)
                .count()
        })
        .collect()
}

#[test]
fn empty_and_one_letter_strings() {
    assert_eq!(suffix_array(""), Vec::<usize>::new());
    assert_eq!(lcp_array("", &[]), Vec::<usize>::new());
    assert_eq!(suffix_array("z"), vec![0]);
    assert_eq!(lcp_array("z", &[0]), Vec::<usize>::new());
    assert_eq!(suffix_array_manual(&[], 0), Vec::<usize>::new());
    assert_eq!(suffix_array_arbitrary::<u8>(&[]), Vec::<usize>::new());
}

#[test]
fn a_long_run_of_one_letter() {
    let s = vec![b'a'; 100_000];
    let sa = suffix_array(&s);
    assert!(sa.iter().enumerate().all(|(i, &p)| p == s.len() - 1 - i));
    let lcp = lcp_array(&s, &sa);
    assert!(lcp.iter().enumerate().all(|(i, &h)| h == i + 1));
}

#[test]
fn every_input_form_gives_the_same_array() {
    let text = "mississippi";
    let expected = vec![10, 7, 4, 1, 0, 9, 8, 6, 3, 5, 2];
    assert_eq!(suffix_array(text), expected);
    let (owned, bytes) = (text.to_string(), text.as_bytes().to_vec());
    assert_eq!(suffix_array(&owned), expected);
    assert_eq!(suffix_array(&bytes), expected);
    let codes: Vec<usize> = text.bytes().map(|b| usize::from(b - b'a')).collect();
    assert_eq!(suffix_array_manual(&codes, 25), expected);
    let chars: Vec<char> = text.chars().collect();
    assert_eq!(suffix_array_arbitrary(&chars), expected);
    assert_eq!(
        lcp_array(text, &expected),
        vec![1, 1, 4, 0, 0, 1, 0, 2, 1, 3]
    );
}

#[test]
#[should_panic(expected = "a value exceeds upper = 1")]
fn a_value_above_upper_panics() {
    suffix_array_manual(&[0, 2], 1);
}

proptest! {
    #[test]
    fn bytes_agree_with_sorting(s in prop::collection::vec(b'a'..=b'c', 0..300)) {
        let sa = suffix_array(&s);
        prop_assert_eq!(&sa, &sorted_suffixes(&s));
        prop_assert_eq!(lcp_array(&s, &sa), direct_lcp(&s, &sa));
    }

    #[test]
    fn any_bytes_agree_with_sorting(s in prop::collection::vec(any::<u8>(), 0..300)) {
        prop_assert_eq!(suffix_array(&s), sorted_suffixes(&s));
    }

    #[test]
    fn small_integers_agree_with_sorting(
        upper in 0usize..6,
        raw in prop::collection::vec(0usize..1000, 0..300),
    ) {
        let s: Vec<usize> = raw.iter().map(|&c| c % (upper + 1)).collect();
        let sa = suffix_array_manual(&s, upper);
        prop_assert_eq!(&sa, &sorted_suffixes(&s));
        prop_assert_eq!(lcp_array_arbitrary(&s, &sa), direct_lcp(&s, &sa));
    }

    #[test]
    fn arbitrary_values_agree_with_sorting(s in prop::collection::vec(-3i64..3, 0..200)) {
        let sa = suffix_array_arbitrary(&s);
        prop_assert_eq!(&sa, &sorted_suffixes(&s));
        prop_assert_eq!(lcp_array_arbitrary(&s, &sa), direct_lcp(&s, &sa));
    }

    #[test]
    fn periodic_strings_agree_with_sorting(
        unit in prop::collection::vec(b'a'..=b'b', 1..6),
        times in 1usize..60,
    ) {
        let s: Vec<u8> = unit.iter().copied().cycle().take(unit.len() * times).collect();
        let sa = suffix_array(&s);
        prop_assert_eq!(&sa, &sorted_suffixes(&s));
        prop_assert_eq!(lcp_array(&s, &sa), direct_lcp(&s, &sa));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]
    /// `cargo test -p cpkit --test string_suffix_array -- --ignored`: longer strings.
    #[test]
    #[ignore]
    fn small_alphabets_agree_with_sorting_heavy(
        upper in 0usize..4,
        raw in prop::collection::vec(0usize..1000, 0..3000),
    ) {
        let s: Vec<usize> = raw.iter().map(|&c| c % (upper + 1)).collect();
        let sa = suffix_array_manual(&s, upper);
        prop_assert_eq!(&sa, &sorted_suffixes(&s));
        prop_assert_eq!(lcp_array_arbitrary(&s, &sa), direct_lcp(&s, &sa));
    }
}
