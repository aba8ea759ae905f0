//! The Z-array agrees with comparing the string with each of its suffixes
//! character by character.

use cpkit::string::z_algorithm::{z_algorithm, z_algorithm_arbitrary};
use proptest::prelude::*;

fn direct<T: Eq>(s: &[T]) -> Vec<usize> {
    (0..s.len())
        .map(|i| s.iter().zip(&s[i..]).take_while(|(a, b)| a == b).count())
        .collect()
}

#[test]
fn empty_and_one_letter_strings() {
    assert_eq!(z_algorithm(""), Vec::<usize>::new());
    assert_eq!(z_algorithm("q"), vec![1]);
    assert_eq!(z_algorithm_arbitrary::<u64>(&[]), Vec::<usize>::new());
}

#[test]
fn a_run_of_one_letter() {
    let s = vec![b'x'; 1000];
    let z = z_algorithm(&s);
    assert!(z.iter().enumerate().all(|(i, &k)| k == 1000 - i));
}

proptest! {
    #[test]
    fn agrees_with_direct_comparison(s in prop::collection::vec(b'a'..=b'c', 0..200)) {
        prop_assert_eq!(z_algorithm(&s), direct(&s));
    }

    #[test]
    fn periodic_strings_agree(
        unit in prop::collection::vec(0u32..2, 1..6),
        times in 1usize..40,
        tail in prop::collection::vec(0u32..3, 0..5),
    ) {
        let mut s: Vec<u32> = unit.iter().copied().cycle().take(unit.len() * times).collect();
        s.extend(tail);
        prop_assert_eq!(z_algorithm_arbitrary(&s), direct(&s));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]
    /// `cargo test -p cpkit --test string_z_algorithm -- --ignored`: longer strings.
    #[test]
    #[ignore]
    fn agrees_with_direct_comparison_heavy(s in prop::collection::vec(b'a'..=b'b', 0..3000)) {
        prop_assert_eq!(z_algorithm(&s), direct(&s));
    }
}
