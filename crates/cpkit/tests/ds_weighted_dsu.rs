//! `WeightedDsu` against a naive record (a label per element and its
//! offset from the label's first element, relabelled on every merge),
//! through random sequences of operations, over `i64` and a modint.

use cpkit::ds::weighted_dsu::WeightedDsu;
use cpkit::math::modint::StaticModInt;
use proptest::prelude::*;

type Mint = StaticModInt<7>;

#[derive(Clone, Debug)]
enum Op {
    Merge(usize, usize, i64),
    Diff(usize, usize),
    Size(usize),
}

fn op(n: usize) -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (0..n, 0..n, -3i64..4).prop_map(|(a, b, x)| Op::Merge(a, b, x)),
        3 => (0..n, 0..n).prop_map(|(a, b)| Op::Diff(a, b)),
        1 => (0..n).prop_map(Op::Size),
    ]
}

fn case() -> impl Strategy<Value = (usize, Vec<Op>)> {
    (1usize..30).prop_flat_map(|n| (Just(n), prop::collection::vec(op(n), 0..150)))
}

/// The naive record: `label[v]` names v's group, `offset[v]` is
/// `a[v] - a[label[v]]`.
struct Naive {
    label: Vec<usize>,
    offset: Vec<i64>,
}

impl Naive {
    fn merge(&mut self, u: usize, v: usize, x: i64) -> bool {
        let (lu, lv) = (self.label[u], self.label[v]);
        if lu == lv {
            return self.offset[u] - self.offset[v] == x;
        }
        // Every member of v's group w: a[w] - a[lu] = offset[w] + (a[lv] - a[lu]),
        // and a[lv] - a[lu] = offset[u] - x - offset[v].
        let shift = self.offset[u] - x - self.offset[v];
        for w in 0..self.label.len() {
            if self.label[w] == lv {
                self.label[w] = lu;
                self.offset[w] += shift;
            }
        }
        true
    }

    fn diff(&self, u: usize, v: usize) -> Option<i64> {
        if self.label[u] == self.label[v] {
            Some(self.offset[u] - self.offset[v])
        } else {
            None
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn agrees_with_labels((n, ops) in case()) {
        let mut naive = Naive { label: (0..n).collect(), offset: vec![0; n] };
        let mut w = WeightedDsu::<i64>::new(n);
        let mut m = WeightedDsu::<Mint>::new(n);
        for op in ops {
            match op {
                Op::Merge(u, v, x) => {
                    // Modulo 7 a merge may agree where the integers disagree:
                    // the modint copy gets only what the integers accepted.
                    let accepted = naive.merge(u, v, x);
                    prop_assert_eq!(w.merge(u, v, x), accepted);
                    if accepted {
                        prop_assert!(m.merge(u, v, Mint::from(x)));
                    }
                }
                Op::Diff(u, v) => {
                    let expected = naive.diff(u, v);
                    prop_assert_eq!(w.diff(u, v), expected);
                    prop_assert_eq!(m.diff(u, v), expected.map(Mint::from));
                    prop_assert_eq!(w.same(u, v), expected.is_some());
                }
                Op::Size(v) => {
                    let size = naive.label.iter().filter(|&&l| l == naive.label[v]).count();
                    prop_assert_eq!(w.size(v), size);
                }
            }
        }
        prop_assert_eq!(w.len(), n);
    }
}

#[test]
fn a_long_chain_keeps_its_sums() {
    // Merging in the worst order builds long paths before compression; the
    // differences must survive it: a[i] = a[i - 1] + i.
    let n = 100_000;
    let mut w = WeightedDsu::<i64>::new(n);
    for i in 1..n {
        assert!(w.merge(i, i - 1, i as i64));
    }
    let last = (n as i64 - 1) * n as i64 / 2;
    assert_eq!(w.diff(n - 1, 0), Some(last));
    assert_eq!(w.diff(0, n - 1), Some(-last));
    assert!(!w.merge(n - 1, 0, last + 1));
}

#[test]
#[should_panic]
fn an_element_out_of_range_panics() {
    WeightedDsu::<i64>::new(3).leader(3);
}
