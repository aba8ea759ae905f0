//! The assignment problem (a minimum-cost perfect matching of rows to
//! columns of a cost matrix) by the Hungarian method with potentials, in
//! O(n² m) for n rows and m ≥ n columns; for Library Checker's `assignment`
//! (`crates/cpkit/verify/assignment`), whose reference solution uses
//! it: on dense matrices it is an order of magnitude faster than
//! [`McfGraph`](super::mincostflow::McfGraph).

/// Assigns each row of `cost` its own column, minimising the sum of the
/// chosen entries; returns that sum and each row's column. Entries may be
/// negative; every row must have the same length `m >= n`. The sum of the
/// absolute values of the entries must fit in an `i64` with room to spare
/// (about `i64::MAX / 4`).
///
/// # Panics
/// If the rows have different lengths or there are more rows than columns.
///
/// # Example
/// ```
/// use cpkit::graph::hungarian::hungarian;
///
/// let cost = vec![vec![4, 1, 3], vec![2, 0, 5], vec![3, 2, 2]];
/// // Row 0 takes column 1, row 1 column 0, row 2 column 2: 1 + 2 + 2.
/// assert_eq!(hungarian(&cost), (5, vec![1, 0, 2]));
/// ```
pub fn hungarian(cost: &[Vec<i64>]) -> (i64, Vec<usize>) {
    let n = cost.len();
    if n == 0 {
        return (0, Vec::new());
    }
    let m = cost[0].len();
    assert!(
        cost.iter().all(|row| row.len() == m),
        "hungarian: the rows have different lengths"
    );
    assert!(n <= m, "hungarian: {} rows but only {} columns", n, m);
    const INF: i64 = i64::MAX;
    // Column 0 is a virtual column that the row being added starts from;
    // real column j is index j + 1. `row_of[j]` is the row (plus one)
    // assigned to column j, 0 for none. The potentials keep every reduced
    // cost `cost[i][j] - u[i] - v[j]` at zero or more, and at zero on the
    // assigned pairs.
    let mut u = vec![0_i64; n + 1];
    let mut v = vec![0_i64; m + 1];
    let mut row_of = vec![0_usize; m + 1];
    let mut way = vec![0_usize; m + 1];
    let mut min_to = vec![INF; m + 1];
    let mut used = vec![false; m + 1];
    for i in 1..=n {
        // A Dijkstra-like search for the cheapest augmenting path from
        // row i, over reduced costs, column by column.
        row_of[0] = i;
        let mut col = 0;
        for x in min_to.iter_mut() {
            *x = INF;
        }
        for x in used.iter_mut() {
            *x = false;
        }
        loop {
            used[col] = true;
            let row = row_of[col];
            let costs = &cost[row - 1];
            let u_row = u[row];
            let mut delta = INF;
            let mut next = 0;
            for j in 1..=m {
                if used[j] {
                    continue;
                }
                let reduced = costs[j - 1] - u_row - v[j];
                if reduced < min_to[j] {
                    min_to[j] = reduced;
                    way[j] = col;
                }
                if min_to[j] < delta {
                    delta = min_to[j];
                    next = j;
                }
            }
            for j in 0..=m {
                if used[j] {
                    u[row_of[j]] += delta;
                    v[j] -= delta;
                } else {
                    min_to[j] -= delta;
                }
            }
            col = next;
            if row_of[col] == 0 {
                break;
            }
        }
        // Flip the path back to the virtual column.
        while col != 0 {
            let prev = way[col];
            row_of[col] = row_of[prev];
            col = prev;
        }
    }
    let mut column_of = vec![0; n];
    for j in 1..=m {
        if row_of[j] != 0 {
            column_of[row_of[j] - 1] = j - 1;
        }
    }
    let total = column_of.iter().enumerate().map(|(i, &j)| cost[i][j]).sum();
    (total, column_of)
}
