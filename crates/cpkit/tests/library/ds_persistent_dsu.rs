//! `PersistentDsu` against a naive store of every version's labels (a
//! label per element, relabelled on merge), through random merges on
//! random earlier versions.

use cpkit::ds::persistent_dsu::PersistentDsu;
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    Merge(usize, usize, usize),
    Query(usize, usize, usize),
}

fn case() -> impl Strategy<Value = (usize, Vec<Op>)> {
    (1usize..80).prop_flat_map(|n| {
        let op = prop_oneof![
            (any::<usize>(), 0..n, 0..n).prop_map(|(k, a, b)| Op::Merge(k, a, b)),
            (any::<usize>(), 0..n, 0..n).prop_map(|(k, a, b)| Op::Query(k, a, b)),
        ];
        (Just(n), prop::collection::vec(op, 0..120))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn agrees_with_labels_per_version((n, ops) in case()) {
        let mut dsu = PersistentDsu::new(n);
        let mut versions = vec![dsu.initial()];
        let mut labels: Vec<Vec<usize>> = vec![(0..n).collect()];
        for op in ops {
            match op {
                Op::Merge(k, a, b) => {
                    let k = k % versions.len();
                    versions.push(dsu.merge(versions[k], a, b));
                    let mut label = labels[k].clone();
                    let (la, lb) = (label[a], label[b]);
                    for l in label.iter_mut() {
                        if *l == lb {
                            *l = la;
                        }
                    }
                    labels.push(label);
                }
                Op::Query(k, a, b) => {
                    let k = k % versions.len();
                    let (v, label) = (versions[k], &labels[k]);
                    prop_assert_eq!(dsu.same(v, a, b), label[a] == label[b]);
                    let size = label.iter().filter(|&&l| l == label[a]).count();
                    prop_assert_eq!(dsu.size(v, a), size);
                    let leader = dsu.leader(v, a);
                    prop_assert_eq!(label[leader], label[a]);
                }
            }
        }
        prop_assert_eq!(dsu.len(), n);
    }
}

#[test]
fn a_long_chain_keeps_every_version() {
    // Each version joins one more element; version i must see exactly the
    // first i + 1 elements together.
    let n = 5_000;
    let mut dsu = PersistentDsu::new(n);
    let mut versions = vec![dsu.initial()];
    for i in 1..n {
        let v = dsu.merge(*versions.last().unwrap(), i, i - 1);
        versions.push(v);
    }
    for (i, &v) in versions.iter().enumerate().step_by(97) {
        assert_eq!(dsu.size(v, 0), i + 1);
        assert!(dsu.same(v, 0, i));
        assert!(i + 1 == n || !dsu.same(v, 0, i + 1));
    }
}
