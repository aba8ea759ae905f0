//! `RangeParallelDsu` against joining the pairs one by one in a plain
//! labelling: the same partition after every call, one `joined` call per
//! join of two groups, and the weights carried by the callback (as the
//! Library Checker problem sums them) equal to the naive ones.

use cpkit::ds::range_parallel_dsu::RangeParallelDsu;
use proptest::prelude::*;

fn case() -> impl Strategy<Value = (usize, Vec<(usize, usize, usize)>)> {
    (1usize..40).prop_flat_map(|n| {
        let op = (0..=n).prop_flat_map(move |k| (Just(k), 0..=n - k, 0..=n - k));
        (Just(n), prop::collection::vec(op, 0..30))
    })
}

proptest! {
    #[test]
    fn agrees_with_joining_pair_by_pair((n, ops) in case()) {
        let mut dsu = RangeParallelDsu::new(n);
        prop_assert_eq!(dsu.len(), n);
        let mut label: Vec<usize> = (0..n).collect();
        // Per leader, the sum of its group's weights (weight of i: i + 1).
        let mut weight: Vec<u64> = (1..=n as u64).collect();
        let mut pairs_sum = 0u64;
        for (k, a, b) in ops {
            let mut joins = 0;
            dsu.merge_ranges(a, b, k, |leader, other| {
                joins += 1;
                pairs_sum += weight[leader] * weight[other];
                weight[leader] += weight[other];
            });
            let before = label.iter().enumerate().filter(|&(i, &l)| i == l).count();
            for i in 0..k {
                let (x, y) = (label[a + i], label[b + i]);
                if x != y {
                    for l in label.iter_mut() {
                        if *l == y {
                            *l = x;
                        }
                    }
                }
            }
            // A group's label is one of its members, labelled by itself.
            let after = label.iter().enumerate().filter(|&(i, &l)| i == l).count();
            prop_assert_eq!(joins, before - after);
            for i in 0..n {
                for j in 0..n {
                    prop_assert_eq!(dsu.same(i, j), label[i] == label[j]);
                }
                let size = label.iter().filter(|&&l| l == label[i]).count();
                prop_assert_eq!(dsu.size(i), size);
            }
        }
        // The sum over pairs in one group of w_i w_j, counted naively.
        let mut want = 0u64;
        for i in 0..n {
            for j in i + 1..n {
                if label[i] == label[j] {
                    want += (i as u64 + 1) * (j as u64 + 1);
                }
            }
        }
        prop_assert_eq!(pairs_sum, want);
    }
}

#[test]
#[should_panic]
fn a_range_past_the_end_panics() {
    RangeParallelDsu::new(5).merge_ranges(1, 3, 3, |_, _| {});
}
