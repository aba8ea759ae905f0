//! `longest_increasing_subsequence` against the quadratic dynamic programme
//! (the longest increasing subsequence ending at each index): the indices
//! it gives increase, their values strictly increase, and there are as many
//! as the programme finds; over small values (many repeats) and any.

use cpkit::misc::longest_increasing_subsequence::longest_increasing_subsequence;
use proptest::prelude::*;

fn naive_length(a: &[i64]) -> usize {
    let mut best = vec![1usize; a.len()];
    for i in 0..a.len() {
        for j in 0..i {
            if a[j] < a[i] {
                best[i] = best[i].max(best[j] + 1);
            }
        }
    }
    best.into_iter().max().unwrap_or(0)
}

fn check(a: &[i64]) -> Result<(), TestCaseError> {
    let lis = longest_increasing_subsequence(a);
    prop_assert_eq!(lis.len(), naive_length(a));
    prop_assert!(lis.iter().all(|&i| i < a.len()));
    for w in lis.windows(2) {
        prop_assert!(w[0] < w[1], "indices {:?}", lis);
        prop_assert!(a[w[0]] < a[w[1]], "values at {:?}", lis);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn small_values_with_repeats(a in prop::collection::vec(0i64..6, 0..60)) {
        check(&a)?;
    }

    #[test]
    fn any_values(a in prop::collection::vec(any::<i64>(), 0..200)) {
        check(&a)?;
    }

    #[test]
    fn non_decreasing_through_pairs(a in prop::collection::vec(0i64..4, 0..60)) {
        let pairs: Vec<(i64, usize)> = a.iter().copied().zip(0..).collect();
        let lis = longest_increasing_subsequence(&pairs);
        let mut best = vec![1usize; a.len()];
        for i in 0..a.len() {
            for j in 0..i {
                if a[j] <= a[i] {
                    best[i] = best[i].max(best[j] + 1);
                }
            }
        }
        prop_assert_eq!(lis.len(), best.into_iter().max().unwrap_or(0));
        prop_assert!(lis.windows(2).all(|w| w[0] < w[1] && a[w[0]] <= a[w[1]]));
    }
}

#[test]
fn sorted_and_reversed() {
    let up: Vec<i64> = (0..1000).collect();
    assert_eq!(
        longest_increasing_subsequence(&up),
        (0..1000).collect::<Vec<_>>()
    );
    let down: Vec<i64> = (0..1000).rev().collect();
    assert_eq!(longest_increasing_subsequence(&down).len(), 1);
    assert!(longest_increasing_subsequence::<i64>(&[]).is_empty());
}
