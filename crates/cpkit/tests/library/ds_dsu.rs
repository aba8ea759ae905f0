//! `Dsu` against a naive partition (a label per element, relabelled on every
//! merge), through random sequences of operations.

use cpkit::ds::dsu::Dsu;
use proptest::prelude::*;

#[derive(Clone, Debug)]
enum Op {
    Merge(usize, usize),
    Same(usize, usize),
    Leader(usize),
    Size(usize),
    Groups,
}

fn op(n: usize) -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (0..n, 0..n).prop_map(|(a, b)| Op::Merge(a, b)),
        2 => (0..n, 0..n).prop_map(|(a, b)| Op::Same(a, b)),
        1 => (0..n).prop_map(Op::Leader),
        1 => (0..n).prop_map(Op::Size),
        1 => Just(Op::Groups),
    ]
}

fn case() -> impl Strategy<Value = (usize, Vec<Op>)> {
    (1usize..40).prop_flat_map(|n| (Just(n), prop::collection::vec(op(n), 0..120)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn agrees_with_labels((n, ops) in case()) {
        let mut dsu = Dsu::new(n);
        let mut label: Vec<usize> = (0..n).collect();
        for op in ops {
            match op {
                Op::Merge(a, b) => {
                    let leader = dsu.merge(a, b);
                    let (la, lb) = (label[a], label[b]);
                    for l in label.iter_mut() {
                        if *l == lb {
                            *l = la;
                        }
                    }
                    prop_assert_eq!(label[leader], label[a]);
                    prop_assert_eq!(dsu.leader(a), leader);
                    prop_assert_eq!(dsu.leader(b), leader);
                }
                Op::Same(a, b) => prop_assert_eq!(dsu.same(a, b), label[a] == label[b]),
                Op::Leader(a) => {
                    let leader = dsu.leader(a);
                    prop_assert_eq!(label[leader], label[a]);
                    prop_assert_eq!(dsu.leader(leader), leader);
                }
                Op::Size(a) => prop_assert_eq!(dsu.size(a), label.iter().filter(|&&l| l == label[a]).count()),
                Op::Groups => {
                    let mut expected: Vec<Vec<usize>> = Vec::new();
                    for a in 0..n {
                        match expected.iter_mut().find(|g| label[g[0]] == label[a]) {
                            Some(g) => g.push(a),
                            None => expected.push(vec![a]),
                        }
                    }
                    prop_assert_eq!(dsu.groups(), expected);
                }
            }
        }
        prop_assert_eq!(dsu.len(), n);
    }
}

#[test]
fn empty_and_single() {
    let mut empty = Dsu::new(0);
    assert!(empty.is_empty());
    assert_eq!(empty.groups(), Vec::<Vec<usize>>::new());
    let mut one = Dsu::new(1);
    assert!(!one.is_empty());
    assert_eq!(one.merge(0, 0), 0);
    assert_eq!(one.size(0), 1);
    assert_eq!(one.groups(), vec![vec![0]]);
}

#[test]
fn a_long_chain_stays_shallow() {
    // Merging in the worst order for a naive union builds a path; union by
    // size and path halving must keep every query quick and the answers right.
    let n = 200_000;
    let mut dsu = Dsu::new(n);
    for i in 1..n {
        dsu.merge(i, i - 1);
    }
    assert_eq!(dsu.size(0), n);
    assert!((0..n).all(|i| dsu.same(i, 0)));
    assert_eq!(dsu.groups().len(), 1);
}

#[test]
#[should_panic]
fn an_element_out_of_range_panics() {
    Dsu::new(3).leader(3);
}
