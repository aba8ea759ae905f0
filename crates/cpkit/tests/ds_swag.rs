//! `Swag` against a `VecDeque` folded from scratch at every step, over a
//! monoid where order shows in full (string concatenation) and over
//! affine maps modulo a prime.

use cpkit::ds::segtree::{Affine, Monoid};
use cpkit::ds::swag::Swag;
use cpkit::math::modint::ModInt998244353 as Mint;
use proptest::prelude::*;
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
