//! A rollback DSU agrees with a plain model that keeps a copy of its
//! groups before every merge and restores them on rollback, with values
//! added between merges staying.

use cpkit::ds::rollback_dsu::RollbackDsu;
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    Merge(usize, usize),
    Add(usize, u64),
    Mark,
    Rollback(usize),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (0usize..8, 0usize..8).prop_map(|(a, b)| Op::Merge(a, b)),
        2 => (0usize..8, 0u64..100).prop_map(|(v, x)| Op::Add(v, x)),
        1 => Just(Op::Mark),
        1 => (0usize..4).prop_map(Op::Rollback),
    ]
}

proptest! {
    #[test]
    fn agrees_with_copies_of_the_groups(
        n in 1usize..8,
        values in prop::collection::vec(0u64..100, 8),
        ops in prop::collection::vec(op(), 0..40),
    ) {
        let mut dsu = RollbackDsu::new(values[..n].to_vec());
        let mut value = values[..n].to_vec();
        // The model: a group label per element, and the labels before each
        // merge that happened.
        let mut label: Vec<usize> = (0..n).collect();
        let mut saved: Vec<Vec<usize>> = Vec::new();
        let mut marks: Vec<usize> = Vec::new();
        for op in ops {
            match op {
                Op::Merge(a, b) => {
                    let (a, b) = (a % n, b % n);
                    let merged = label[a] != label[b];
                    prop_assert_eq!(dsu.merge(a, b), merged);
                    if merged {
                        saved.push(label.clone());
                        let (from, to) = (label[b], label[a]);
                        for l in label.iter_mut() {
                            if *l == from {
                                *l = to;
                            }
                        }
                    }
                }
                Op::Add(v, x) => {
                    dsu.add(v % n, x);
                    value[v % n] += x;
                }
                Op::Mark => {
                    prop_assert_eq!(dsu.snapshot(), saved.len());
                    marks.push(saved.len());
                }
                Op::Rollback(k) => {
                    if let Some(&mark) = marks.get(marks.len().wrapping_sub(1 + k)) {
                        marks.truncate(marks.len() - 1 - k);
                        dsu.rollback(mark);
                        label = saved[mark.min(saved.len())..].first().cloned().unwrap_or(label);
                        saved.truncate(mark);
                    }
                }
            }
            for v in 0..n {
                let members: Vec<usize> = (0..n).filter(|&w| label[w] == label[v]).collect();
                prop_assert_eq!(dsu.size(v), members.len());
                prop_assert_eq!(dsu.sum(v), members.iter().map(|&w| value[w]).sum::<u64>());
                prop_assert_eq!(dsu.same(v, 0), label[v] == label[0]);
            }
        }
    }
}
