//! `PersistentQueue` against a `VecDeque` cloned for every version: random
//! pushes and pops on random earlier versions, every version's length and
//! front checked after each step.

use cpkit::ds::persistent_queue::PersistentQueue;
use proptest::prelude::*;
use std::collections::VecDeque;

proptest! {
    #[test]
    fn agrees_with_cloned_deques(
        ops in prop::collection::vec((any::<bool>(), any::<prop::sample::Index>(), any::<u32>()), 0..120),
    ) {
        let mut q = PersistentQueue::new();
        let mut copies: Vec<VecDeque<u32>> = vec![VecDeque::new()];
        for (push, pick, x) in ops {
            let v = pick.index(copies.len());
            if push {
                prop_assert_eq!(q.push(v, x), copies.len());
                let mut next = copies[v].clone();
                next.push_back(x);
                copies.push(next);
            } else {
                match q.pop(v) {
                    None => prop_assert!(copies[v].is_empty()),
                    Some(w) => {
                        prop_assert_eq!(w, copies.len());
                        let mut next = copies[v].clone();
                        next.pop_front();
                        copies.push(next);
                    }
                }
            }
            prop_assert_eq!(q.versions(), copies.len());
            for (v, copy) in copies.iter().enumerate() {
                prop_assert_eq!(q.len(v), copy.len());
                prop_assert_eq!(q.is_empty(v), copy.is_empty());
                prop_assert_eq!(q.front(v), copy.front());
            }
        }
    }

    /// Long chains, where the jump pointers matter: push n, pop some,
    /// fronts along the way.
    #[test]
    fn long_chains(n in 1usize..300, pops in 0usize..300) {
        let mut q = PersistentQueue::new();
        let mut v = 0;
        for i in 0..n {
            v = q.push(v, i);
        }
        for i in 0..pops.min(n) {
            prop_assert_eq!(q.front(v), Some(&i));
            v = q.pop(v).unwrap();
        }
        prop_assert_eq!(q.len(v), n - pops.min(n));
    }
}
