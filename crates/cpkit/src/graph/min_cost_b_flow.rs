//! Minimum-cost b-flow (supplies and demands at the vertices, lower and
//! upper bounds and any costs, negative too, on the edges) by successive
//! shortest paths with capacity scaling, with an optimal dual (vertex
//! potentials) as the certificate: O(m log U · (n² + m)) for capacities
//! and supplies below U. Verified by `crates/cpkit/verify/min-cost-b-flow`.
//!
//! Every edge starts at its lower bound, or at its upper bound when its
//! cost is negative, so every arc of the residual graph costs zero or
//! more; what is left is to move each vertex's excess to the vertices
//! short of flow. In the phase for Δ (a power of two, halving), only
//! arcs with Δ or more spare capacity count: the arcs of negative reduced
//! cost among them are saturated, and shortest paths (Dijkstra's
//! algorithm on reduced costs, whose potentials keep them non-negative)
//! carry flow from a vertex with Δ excess or more to one short by Δ or
//! more. Each phase makes O(n + m) augmentations.

use std::ops::Range;

/// A minimum-cost b-flow and its certificate of optimality, as
/// [`min_cost_b_flow`] returns them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BFlow {
    /// The total cost Σ cost·flow (which may pass 2^63).
    pub cost: i128,
    /// The flow on each edge, in input order.
    pub flow: Vec<i64>,
    /// A potential p for each vertex such that an edge `(s, t)` with
    /// flow above its lower bound has `cost + p[s] - p[t] <= 0`, and one
    /// below its upper bound `>= 0`: the linear program's dual, which
    /// proves the flow optimal. Its values stay within n · max |cost|.
    pub potential: Vec<i64>,
}

/// A flow of least cost on the directed graph on vertices `0..n` with
/// edges `(from, to, lower, upper, cost)` (`lower <= flow <= upper`) such
/// that each vertex `v` sends out `supply[v]` more than it takes in (a
/// negative supply is a demand), with an optimal dual; `None` when no
/// flow meets the bounds and supplies (the supplies do not sum to 0, say).
/// Self-loops and parallel edges are allowed. O(m log U · (n² + m)) for
/// capacities and supplies below U.
///
/// Bounds, supplies and costs must be below 2^62 / (n + m + 1) in size,
/// so that no excess, potential or cost of a path overflows an `i64`.
///
/// # Panics
///
/// If `supply` has not `n` entries, a vertex is not below `n`, or an
/// edge's lower bound is above its upper bound.
///
/// # Example
///
/// ```
/// use cpkit::graph::min_cost_b_flow::min_cost_b_flow;
///
/// // 0 supplies 2 and 2 takes them: directly at cost 5 each, or through 1
/// // at 1 + 1, but the edge 0 -> 1 carries 1 at most; the edge 2 -> 1
/// // pays -3 for each unit, up to 1, and 1 -> 2 has room to send it back.
/// let edges = [(0, 2, 0, 9, 5), (0, 1, 0, 1, 1), (1, 2, 0, 9, 1), (2, 1, 0, 1, -3)];
/// let flow = min_cost_b_flow(3, &[2, 0, -2], &edges).unwrap();
/// assert_eq!(flow.flow, [1, 1, 2, 1]);
/// assert_eq!(flow.cost, 5 + 1 + 2 - 3);
/// assert_eq!(min_cost_b_flow(2, &[1, -1], &[(1, 0, 0, 5, 1)]), None);
/// ```
pub fn min_cost_b_flow(
    n: usize,
    supply: &[i64],
    edges: &[(usize, usize, i64, i64, i64)],
) -> Option<BFlow> {
    assert_eq!(
        supply.len(),
        n,
        "min_cost_b_flow: {} supplies for {} vertices",
        supply.len(),
        n
    );
    let m = edges.len();
    // Arc 2i is edge i forwards, arc 2i + 1 backwards; `cap` is what is
    // spare on each, `head` where it goes.
    let mut cap = vec![0i64; 2 * m];
    let mut head = vec![0u32; 2 * m];
    let mut cost = vec![0i64; 2 * m];
    // excess[v]: what v still has to send on (negative: to receive).
    let mut excess = supply.to_vec();
    for (i, &(s, t, lower, upper, c)) in edges.iter().enumerate() {
        assert!(
            s < n && t < n,
            "min_cost_b_flow: edge ({}, {}) on {} vertices",
            s,
            t,
            n
        );
        assert!(
            lower <= upper,
            "min_cost_b_flow: edge {} has bounds {} > {}",
            i,
            lower,
            upper
        );
        let f = if c < 0 { upper } else { lower };
        excess[s] -= f;
        excess[t] += f;
        head[2 * i] = t as u32;
        head[2 * i + 1] = s as u32;
        cap[2 * i] = upper - f;
        cap[2 * i + 1] = f - lower;
        cost[2 * i] = c;
        cost[2 * i + 1] = -c;
    }
    if excess.iter().sum::<i64>() != 0 {
        return None;
    }
    let tail = |a: usize| head[a ^ 1] as usize;
    // The arcs leaving each vertex, in compressed rows.
    let mut start = vec![0usize; n + 1];
    for a in 0..2 * m {
        start[tail(a) + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut arcs = vec![0u32; 2 * m];
    let mut fill = start.clone();
    for a in 0..2 * m {
        let v = tail(a);
        arcs[fill[v]] = a as u32;
        fill[v] += 1;
    }
    let out = |v: usize| -> Range<usize> { start[v]..start[v + 1] };

    let mut potential = vec![0i64; n];
    let largest = cap
        .iter()
        .chain(excess.iter())
        .map(|x| x.abs())
        .max()
        .unwrap_or(0);
    let mut delta: i64 = if largest == 0 {
        0
    } else {
        1 << (63 - largest.leading_zeros())
    };
    let mut dist = vec![0i64; n];
    let mut done = vec![false; n];
    let mut prev = vec![u32::MAX; n];
    while delta >= 1 {
        // Arcs new to the Δ-residual graph may have a negative reduced
        // cost: saturating them leaves their reverses non-negative.
        for a in 0..2 * m {
            let (u, v) = (tail(a), head[a] as usize);
            if cap[a] >= delta && cost[a] + potential[u] - potential[v] < 0 {
                let x = cap[a];
                excess[u] -= x;
                excess[v] += x;
                cap[a] = 0;
                cap[a ^ 1] += x;
            }
        }
        loop {
            // Dijkstra from every vertex with Δ excess, on arcs with Δ
            // spare, until a vertex short by Δ is settled: O(n² + m).
            for v in 0..n {
                dist[v] = if excess[v] >= delta { 0 } else { i64::MAX };
                done[v] = false;
                prev[v] = u32::MAX;
            }
            let mut sink = None;
            loop {
                let mut best = None;
                for v in 0..n {
                    if !done[v]
                        && dist[v] != i64::MAX
                        && best.map_or(true, |b: usize| dist[v] < dist[b])
                    {
                        best = Some(v);
                    }
                }
                let u = match best {
                    Some(u) => u,
                    None => break,
                };
                done[u] = true;
                if excess[u] <= -delta {
                    sink = Some(u);
                    break;
                }
                for &a in &arcs[out(u)] {
                    let a = a as usize;
                    let v = head[a] as usize;
                    if cap[a] >= delta && !done[v] {
                        let d = dist[u] + cost[a] + potential[u] - potential[v];
                        if d < dist[v] {
                            dist[v] = d;
                            prev[v] = a as u32;
                        }
                    }
                }
            }
            let t = match sink {
                Some(t) => t,
                None => break,
            };
            // Settled vertices move by their distance, the others by the
            // sink's: every Δ-residual arc keeps a non-negative reduced
            // cost, and the path's arcs get zero.
            let reach = dist[t];
            for v in 0..n {
                potential[v] += if done[v] { dist[v] } else { reach };
            }
            let mut amount = -excess[t];
            let mut v = t;
            while prev[v] != u32::MAX {
                let a = prev[v] as usize;
                amount = amount.min(cap[a]);
                v = tail(a);
            }
            amount = amount.min(excess[v]);
            let s = v;
            let mut v = t;
            while prev[v] != u32::MAX {
                let a = prev[v] as usize;
                cap[a] -= amount;
                cap[a ^ 1] += amount;
                v = tail(a);
            }
            excess[s] -= amount;
            excess[t] += amount;
        }
        delta /= 2;
    }
    if excess.iter().any(|&e| e != 0) {
        return None;
    }
    let flow: Vec<i64> = (0..m).map(|i| edges[i].2 + cap[2 * i + 1]).collect();
    let total = (0..m).map(|i| edges[i].4 as i128 * flow[i] as i128).sum();
    // The potentials above drift with every search; shortest distances in
    // the final residual graph (no negative cycle: the flow is optimal),
    // from a source joined to every vertex at cost 0, are a small dual.
    let mut p = vec![0i64; n];
    for _ in 0..=n {
        let mut changed = false;
        for a in 0..2 * m {
            if cap[a] > 0 {
                let (u, v) = (tail(a), head[a] as usize);
                if p[u] + cost[a] < p[v] {
                    p[v] = p[u] + cost[a];
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    Some(BFlow {
        cost: total,
        flow,
        potential: p,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn supplies_must_balance() {
        assert_eq!(min_cost_b_flow(2, &[1, 0], &[(0, 1, -10, 10, 0)]), None);
        assert_eq!(
            min_cost_b_flow(0, &[], &[]),
            Some(BFlow {
                cost: 0,
                flow: vec![],
                potential: vec![]
            })
        );
    }

    #[test]
    fn a_negative_self_loop_runs_full() {
        let flow = min_cost_b_flow(1, &[0], &[(0, 0, -2, 7, -1)]).unwrap();
        assert_eq!((flow.cost, flow.flow), (-7, vec![7]));
    }

    #[test]
    fn a_lower_bound_forces_flow_round_a_cycle() {
        let edges = [(0, 1, 3, 5, 2), (1, 0, 0, 9, 1)];
        let flow = min_cost_b_flow(2, &[0, 0], &edges).unwrap();
        assert_eq!((flow.cost, flow.flow), (9, vec![3, 3]));
    }
}
