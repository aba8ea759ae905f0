//! 2-SAT agrees with trying every assignment: it is satisfiable exactly
//! when some assignment is, and the answer it gives satisfies every clause.

use cpkit::graph::twosat::TwoSat;
use proptest::prelude::*;

type Clause = (usize, bool, usize, bool);

fn holds(clauses: &[Clause], x: &[bool]) -> bool {
    clauses.iter().all(|&(i, f, j, g)| x[i] == f || x[j] == g)
}

fn solve(n: usize, clauses: &[Clause]) -> (bool, Vec<bool>) {
    let mut ts = TwoSat::new(n);
    for &(i, f, j, g) in clauses {
        ts.add_clause(i, f, j, g);
    }
    let ok = ts.satisfiable();
    (ok, ts.answer().to_vec())
}

#[test]
fn no_variables_is_satisfiable() {
    let mut ts = TwoSat::new(0);
    assert!(ts.is_empty());
    assert!(ts.satisfiable());
    assert!(ts.answer().is_empty());
}

#[test]
fn a_tautology_constrains_nothing_and_a_unit_clause_forces() {
    assert!(solve(1, &[(0, true, 0, false)]).0);
    assert_eq!(solve(1, &[(0, false, 0, false)]), (true, vec![false]));
    assert_eq!(solve(1, &[(0, true, 0, true)]), (true, vec![true]));
}

#[test]
fn contradictions_are_found() {
    // x0 == x1 and x0 != x1.
    let clauses = [
        (0, true, 1, false),
        (0, false, 1, true),
        (0, true, 1, true),
        (0, false, 1, false),
    ];
    assert!(!solve(2, &clauses).0);
    assert!(solve(2, &clauses[..3]).0);
}

#[test]
fn a_long_chain_of_implications() {
    // x0 and x_{v-1} -> x_v for every v: all true, 2·10^5 deep.
    let n = 200_000;
    let mut clauses = vec![(0, true, 0, true)];
    clauses.extend((1..n).map(|v| (v - 1, false, v, true)));
    let (ok, answer) = solve(n, &clauses);
    assert!(ok);
    assert!(answer.iter().all(|&x| x));
}

fn check(n: usize, raw: &[(usize, bool, usize, bool)]) -> Result<(), TestCaseError> {
    let clauses: Vec<Clause> = raw
        .iter()
        .map(|&(i, f, j, g)| (i % n, f, j % n, g))
        .collect();
    let brute = (0u32..1 << n).any(|mask| {
        let x: Vec<bool> = (0..n).map(|v| mask >> v & 1 == 1).collect();
        holds(&clauses, &x)
    });
    let (ok, answer) = solve(n, &clauses);
    prop_assert_eq!(ok, brute);
    if ok {
        prop_assert!(holds(&clauses, &answer), "{:?} fails {:?}", answer, clauses);
    }
    Ok(())
}

proptest! {
    #[test]
    fn agrees_with_brute_force(
        n in 1usize..8,
        raw in prop::collection::vec((0usize..8, any::<bool>(), 0usize..8, any::<bool>()), 0..20),
    ) {
        check(n, &raw)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]
    /// `cargo test -p cpkit --test graph_twosat -- --ignored`: more and larger instances.
    #[test]
    #[ignore]
    fn agrees_with_brute_force_heavy(
        n in 1usize..13,
        raw in prop::collection::vec((0usize..13, any::<bool>(), 0usize..13, any::<bool>()), 0..40),
    ) {
        check(n, &raw)?;
    }
}
