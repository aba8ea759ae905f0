//! `Swag` against a `VecDeque` folded from scratch at every step, over a
//! monoid where order shows in full (string concatenation) and over
//! affine maps modulo a prime; then as a deque, pushed and popped at both
//! ends, with a count of the monoid operations that alternating pops at
//! both ends must keep linear.

use cpkit::ds::segtree::{Affine, Monoid};
use cpkit::ds::swag::Swag;
use cpkit::math::modint::ModInt998244353 as Mint;
use proptest::prelude::*;
use std::cell::Cell;
use std::collections::VecDeque;

/// Strings under concatenation: any reordering or lost element shows.
enum Concat {}
impl Monoid for Concat {
    type S = String;
    fn identity() -> String {
        String::new()
    }
    fn binary_operation(a: &String, b: &String) -> String {
        format!("{}{}", a, b)
    }
}

#[derive(Clone, Debug)]
enum Op {
    Push(u8),
    Pop,
}

fn ops() -> impl Strategy<Value = Vec<Op>> {
    let op = prop_oneof![
        3 => (0u8..26).prop_map(Op::Push),
        2 => Just(Op::Pop),
    ];
    prop::collection::vec(op, 0..200)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn agrees_with_a_deque(ops in ops()) {
        let mut q = Swag::<Concat>::new();
        let mut maps = Swag::<Affine<Mint>>::new();
        let mut naive: VecDeque<u8> = VecDeque::new();
        for op in ops {
            match op {
                Op::Push(c) => {
                    q.push(((b'a' + c) as char).to_string());
                    maps.push((Mint::new(c as u32 + 1), Mint::new(c as u32 * 7)));
                    naive.push_back(c);
                }
                Op::Pop => {
                    let expected = naive.pop_front();
                    prop_assert_eq!(q.pop(), expected.map(|c| ((b'a' + c) as char).to_string()));
                    prop_assert_eq!(
                        maps.pop(),
                        expected.map(|c| (Mint::new(c as u32 + 1), Mint::new(c as u32 * 7)))
                    );
                }
            }
            let word: String = naive.iter().map(|&c| (b'a' + c) as char).collect();
            prop_assert_eq!(q.all_prod(), word);
            let mut x = Mint::new(5);
            for &c in &naive {
                x = Mint::new(c as u32 + 1) * x + Mint::new(c as u32 * 7);
            }
            let (a, b) = maps.all_prod();
            prop_assert_eq!(a * 5 + b, x);
            prop_assert_eq!(q.len(), naive.len());
            prop_assert_eq!(q.is_empty(), naive.is_empty());
        }
    }
}

#[test]
fn debug_shows_the_elements_oldest_first() {
    let mut q = Swag::<Concat>::new();
    for s in ["a", "b", "c"] {
        q.push(s.to_string());
    }
    q.pop();
    q.push("d".to_string());
    assert_eq!(format!("{:?}", q), r#"["b", "c", "d"]"#);
}

#[derive(Clone, Debug)]
enum DequeOp {
    PushFront(u8),
    PushBack(u8),
    PopFront,
    PopBack,
}

fn deque_ops() -> impl Strategy<Value = Vec<DequeOp>> {
    let op = prop_oneof![
        2 => (0u8..26).prop_map(DequeOp::PushFront),
        2 => (0u8..26).prop_map(DequeOp::PushBack),
        1 => Just(DequeOp::PopFront),
        1 => Just(DequeOp::PopBack),
    ];
    prop::collection::vec(op, 0..300)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn agrees_with_a_deque_at_both_ends(ops in deque_ops()) {
        let letter = |c: u8| ((b'a' + c) as char).to_string();
        let mut q = Swag::<Concat>::new();
        let mut naive: VecDeque<u8> = VecDeque::new();
        for op in ops {
            match op {
                DequeOp::PushFront(c) => {
                    q.push_front(letter(c));
                    naive.push_front(c);
                }
                DequeOp::PushBack(c) => {
                    q.push(letter(c));
                    naive.push_back(c);
                }
                DequeOp::PopFront => prop_assert_eq!(q.pop(), naive.pop_front().map(letter)),
                DequeOp::PopBack => prop_assert_eq!(q.pop_back(), naive.pop_back().map(letter)),
            }
            let word: String = naive.iter().map(|&c| (b'a' + c) as char).collect();
            prop_assert_eq!(q.all_prod(), word);
            prop_assert_eq!(q.len(), naive.len());
            for i in 0..=naive.len() {
                prop_assert_eq!(q.get(i).cloned(), naive.get(i).map(|&c| letter(c)));
            }
        }
        let word: Vec<String> = naive.iter().map(|&c| letter(c)).collect();
        prop_assert_eq!(format!("{:?}", q), format!("{:?}", word));
    }
}

thread_local! {
    static OPERATIONS: Cell<u64> = Cell::new(0);
}

/// Addition that counts its calls.
enum Counted {}
impl Monoid for Counted {
    type S = u64;
    fn identity() -> u64 {
        0
    }
    fn binary_operation(a: &u64, b: &u64) -> u64 {
        OPERATIONS.with(|c| c.set(c.get() + 1));
        a + b
    }
}

#[test]
fn pops_alternating_between_the_ends_stay_linear() {
    // Moving a whole stack to the other side at every pop would cost
    // n²/2 operations here; halving keeps it a small multiple of n.
    let n = 20_000u64;
    let mut q = Swag::<Counted>::new();
    for i in 0..n {
        q.push(i);
    }
    for i in 0..n {
        let x = if i % 2 == 0 { q.pop() } else { q.pop_back() };
        assert!(x.is_some());
        q.all_prod();
    }
    assert!(q.is_empty());
    let ops = OPERATIONS.with(|c| c.get());
    assert!(ops < 10 * n, "{} operations for {} elements", ops, n);
}
