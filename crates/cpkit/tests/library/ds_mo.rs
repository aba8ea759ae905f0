//! `mo` against the queries' ranges themselves: a state that keeps its
//! window as a deque of indices, checking every move, must answer each
//! query with exactly its range.

use cpkit::ds::mo::{mo, MoState};
use proptest::prelude::*;
use std::collections::VecDeque;

/// The window's indices, each move checked against where it must happen.
struct Window(VecDeque<usize>);

impl MoState for Window {
    type Output = Vec<usize>;
    fn add_left(&mut self, i: usize) {
        assert!(
            self.0.front().map_or(true, |&f| f == i + 1),
            "add_left({}) on {:?}",
            i,
            self.0
        );
        self.0.push_front(i);
    }
    fn add_right(&mut self, i: usize) {
        assert!(
            self.0.back().map_or(true, |&b| b + 1 == i),
            "add_right({}) on {:?}",
            i,
            self.0
        );
        self.0.push_back(i);
    }
    fn remove_left(&mut self, i: usize) {
        assert_eq!(self.0.pop_front(), Some(i));
    }
    fn remove_right(&mut self, i: usize) {
        assert_eq!(self.0.pop_back(), Some(i));
    }
    fn answer(&self) -> Vec<usize> {
        self.0.iter().copied().collect()
    }
}

fn case() -> impl Strategy<Value = (usize, Vec<(usize, usize)>)> {
    (0usize..60).prop_flat_map(|n| {
        let range = (0..=n, 0..=n).prop_map(|(a, b)| (a.min(b), a.max(b)));
        (Just(n), prop::collection::vec(range, 0..60))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn every_answer_is_its_range((n, queries) in case()) {
        let mut window = Window(VecDeque::new());
        let answers = mo(n, &queries, &mut window);
        prop_assert_eq!(answers.len(), queries.len());
        for (&(l, r), answer) in queries.iter().zip(answers) {
            prop_assert_eq!(answer, (l..r).collect::<Vec<_>>());
        }
    }
}

#[test]
#[should_panic]
fn a_range_past_the_end_panics() {
    mo(3, &[(1, 4)], &mut Window(VecDeque::new()));
}
