//! The hardest of the three tests, N = 5 with Q = 7, on every one of the
//! 120 orders: seven comparisons is the least that sorts five, so the merge
//! insertion must be exactly right for each.

use judging::Verdict;

/// Every order of `items`.
fn orders(items: &[char]) -> Vec<String> {
    if items.len() <= 1 {
        return vec![items.iter().collect()];
    }
    let mut all = Vec::new();
    for (i, &first) in items.iter().enumerate() {
        let mut rest = items.to_vec();
        rest.remove(i);
        for tail in orders(&rest) {
            all.push(format!("{}{}", first, tail));
        }
    }
    all
}

#[test]
fn every_order_of_five_is_sorted_in_seven_questions() {
    let problem = judging::solution!();
    let scratch = tempfile::tempdir().unwrap();
    let interactor = problem.interactor();
    let all = orders(&['A', 'B', 'C', 'D', 'E']);
    assert_eq!(all.len(), 120);
    for order in all {
        let input = scratch.path().join(format!("{}.in", order));
        std::fs::write(&input, format!("5 7\n{}\n", order)).unwrap();
        let judged = problem.interact(&problem.program, &input, &interactor);
        assert_eq!(
            judged.verdict,
            Verdict::Accepted,
            "order {}:\n{}",
            order,
            judged.report(problem.deadline())
        );
    }
}
