//! `WeightedDsu` against a naive record (a label per element and its
//! offset from the label's first element, relabelled on every merge),
//! through random sequences of operations, over `i64` and a modint; and
//! `GroupWeightedDsu` over the permutations of four things against walking
//! the accepted facts.

use cpkit::ds::weighted_dsu::{Group, GroupWeightedDsu, WeightedDsu};
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

/// Permutations of four things (a group of 24, far from commutative),
/// composed: `op(a, b)` is `a` after `b`.
struct Perm4;

impl Group for Perm4 {
    type S = [u8; 4];
    fn identity() -> [u8; 4] {
        [0, 1, 2, 3]
    }
    fn op(a: &[u8; 4], b: &[u8; 4]) -> [u8; 4] {
        [
            a[b[0] as usize],
            a[b[1] as usize],
            a[b[2] as usize],
            a[b[3] as usize],
        ]
    }
    fn inv(a: &[u8; 4]) -> [u8; 4] {
        let mut r = [0; 4];
        for (i, &x) in a.iter().enumerate() {
            r[x as usize] = i as u8;
        }
        r
    }
}

fn perm4() -> impl Strategy<Value = [u8; 4]> {
    Just([0u8, 1, 2, 3])
        .prop_shuffle()
        .prop_map(|v| [v[0], v[1], v[2], v[3]])
}

#[derive(Clone, Debug)]
enum GroupOp {
    Merge(usize, usize, [u8; 4]),
    Diff(usize, usize),
    Size(usize),
}

fn group_case() -> impl Strategy<Value = (usize, Vec<GroupOp>)> {
    (1usize..25).prop_flat_map(|n| {
        let op = prop_oneof![
            3 => (0..n, 0..n, perm4()).prop_map(|(a, b, x)| GroupOp::Merge(a, b, x)),
            3 => (0..n, 0..n).prop_map(|(a, b)| GroupOp::Diff(a, b)),
            1 => (0..n).prop_map(GroupOp::Size),
        ];
        (Just(n), prop::collection::vec(op, 0..120))
    })
}

/// The naive answer from the accepted facts alone: `a[v]⁻¹ a[u]`, found by
/// walking the facts from `v` (a fact `a[s] = a[t] x` leads from t to s
/// by x and from s to t by x⁻¹), or `None` if u is not reached.
fn naive_quotient(
    n: usize,
    facts: &[(usize, usize, [u8; 4])],
    u: usize,
    v: usize,
) -> Option<[u8; 4]> {
    let mut value: Vec<Option<[u8; 4]>> = vec![None; n];
    value[v] = Some(Perm4::identity());
    let mut stack = vec![v];
    while let Some(t) = stack.pop() {
        let at = value[t].unwrap();
        for &(s, r, x) in facts {
            for (from, to, step) in [(r, s, x), (s, r, Perm4::inv(&x))] {
                if from == t && value[to].is_none() {
                    value[to] = Some(Perm4::op(&at, &step));
                    stack.push(to);
                }
            }
        }
    }
    value[u]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn the_group_version_agrees_with_walking_the_facts((n, ops) in group_case()) {
        let mut w = GroupWeightedDsu::<Perm4>::new(n);
        let mut facts = Vec::new();
        for op in ops {
            match op {
                GroupOp::Merge(u, v, x) => {
                    let accepted = naive_quotient(n, &facts, u, v).map_or(true, |q| q == x);
                    if accepted {
                        facts.push((u, v, x));
                    }
                    prop_assert_eq!(w.merge(u, v, x), accepted);
                }
                GroupOp::Diff(u, v) => {
                    let expected = naive_quotient(n, &facts, u, v);
                    prop_assert_eq!(w.diff(u, v), expected);
                    prop_assert_eq!(w.same(u, v), expected.is_some());
                }
                GroupOp::Size(v) => {
                    let size = (0..n).filter(|&u| naive_quotient(n, &facts, u, v).is_some()).count();
                    prop_assert_eq!(w.size(v), size);
                }
            }
        }
        prop_assert_eq!(w.len(), n);
    }
}

#[test]
fn a_long_chain_of_permutations_keeps_its_products() {
    // a[i] = a[i - 1] s for a 4-cycle s: a[0]⁻¹ a[i] = s^i, built in the
    // worst order, then compressed.
    let n = 100_001;
    let s = [1, 2, 3, 0];
    let mut w = GroupWeightedDsu::<Perm4>::new(n);
    for i in 1..n {
        assert!(w.merge(i, i - 1, s));
    }
    let power = |k: usize| (0..k % 4).fold(Perm4::identity(), |p, _| Perm4::op(&p, &s));
    assert_eq!(w.diff(n - 1, 0), Some(power(n - 1)));
    assert_eq!(w.diff(7, 12), Some(Perm4::inv(&power(5))));
    assert!(!w.merge(n - 1, 0, s));
}
