//! The Hungarian method finds the least total over every way of giving
//! each row its own column, as trying them all does, and returns an
//! assignment that achieves it.

use cpkit::graph::hungarian::hungarian;
use proptest::prelude::*;

/// The least total over all injective row-to-column maps.
fn brute(cost: &[Vec<i64>]) -> i64 {
    fn go(cost: &[Vec<i64>], row: usize, taken: &mut Vec<bool>) -> i64 {
        if row == cost.len() {
            return 0;
        }
        let mut best = i64::MAX;
        for j in 0..taken.len() {
            if !taken[j] {
                taken[j] = true;
                best = best.min(cost[row][j] + go(cost, row + 1, taken));
                taken[j] = false;
            }
        }
        best
    }
    let m = cost.first().map_or(0, |row| row.len());
    go(cost, 0, &mut vec![false; m])
}

fn check(cost: &[Vec<i64>]) -> Result<(), TestCaseError> {
    let (total, column_of) = hungarian(cost);
    prop_assert_eq!(total, brute(cost));
    prop_assert_eq!(column_of.len(), cost.len());
    let m = cost.first().map_or(0, |row| row.len());
    let mut taken = vec![false; m];
    let mut sum = 0;
    for (i, &j) in column_of.iter().enumerate() {
        prop_assert!(
            j < m && !taken[j],
            "column {} given twice or out of range",
            j
        );
        taken[j] = true;
        sum += cost[i][j];
    }
    prop_assert_eq!(sum, total);
    Ok(())
}

#[test]
fn no_rows_cost_nothing() {
    assert_eq!(hungarian(&[]), (0, vec![]));
}

#[test]
fn one_row_takes_its_cheapest_column() {
    assert_eq!(hungarian(&[vec![5, -3, 7]]), (-3, vec![1]));
}

#[test]
fn extreme_costs_do_not_overflow() {
    let big = 1_000_000_000;
    let cost = vec![vec![big, -big], vec![-big, big]];
    assert_eq!(hungarian(&cost), (-2 * big, vec![1, 0]));
}

#[test]
#[should_panic(expected = "3 rows but only 2 columns")]
fn more_rows_than_columns_panics() {
    hungarian(&[vec![0, 0], vec![0, 0], vec![0, 0]]);
}

fn matrix(max_n: usize, extra: usize) -> impl Strategy<Value = Vec<Vec<i64>>> {
    (0..=max_n, 0..=extra)
        .prop_flat_map(|(n, e)| prop::collection::vec(prop::collection::vec(-20i64..20, n + e), n))
}

proptest! {
    #[test]
    fn agrees_with_trying_every_assignment(cost in matrix(6, 2)) {
        check(&cost)?;
    }

    #[test]
    fn ties_everywhere(cost in matrix(6, 1).prop_map(|c| {
        c.into_iter().map(|row| row.into_iter().map(|x| x.rem_euclid(2)).collect()).collect::<Vec<Vec<i64>>>()
    })) {
        check(&cost)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]
    /// `cargo test -p cpkit --test graph_hungarian -- --ignored`: more and larger matrices.
    #[test]
    #[ignore]
    fn agrees_with_trying_every_assignment_heavy(cost in matrix(8, 2)) {
        check(&cost)?;
    }
}
