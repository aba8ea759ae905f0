//! The b-flow found costs as little as the cheapest of every integral flow
//! within the bounds that meets the supplies (tried one by one), exists
//! exactly when one of those does, and comes with potentials that satisfy
//! complementary slackness.

use cpkit::graph::min_cost_b_flow::min_cost_b_flow;
use proptest::prelude::*;

type Edge = (usize, usize, i64, i64, i64);

/// The least cost of a flow meeting the supplies, trying every flow.
fn cheapest(n: usize, supply: &[i64], edges: &[Edge]) -> Option<i128> {
    fn go(
        i: usize,
        n: usize,
        supply: &[i64],
        edges: &[Edge],
        flow: &mut Vec<i64>,
        best: &mut Option<i128>,
    ) {
        if i == edges.len() {
            let mut net = vec![0i64; n];
            for (e, &f) in edges.iter().zip(flow.iter()) {
                net[e.0] += f;
                net[e.1] -= f;
            }
            if net == supply {
                let cost: i128 = edges
                    .iter()
                    .zip(flow.iter())
                    .map(|(e, &f)| e.4 as i128 * f as i128)
                    .sum();
                if best.map_or(true, |b| cost < b) {
                    *best = Some(cost);
                }
            }
            return;
        }
        for f in edges[i].2..=edges[i].3 {
            flow[i] = f;
            go(i + 1, n, supply, edges, flow, best);
        }
    }
    let mut best = None;
    go(0, n, supply, edges, &mut vec![0; edges.len()], &mut best);
    best
}

fn instance() -> impl Strategy<Value = (usize, Vec<i64>, Vec<Edge>)> {
    (1usize..6).prop_flat_map(|n| {
        (
            Just(n),
            prop::collection::vec(-4i64..5, n),
            prop::collection::vec((0..n, 0..n, -3i64..3, 0i64..4, -5i64..6), 0..8),
        )
    })
}

proptest! {
    #[test]
    fn as_cheap_as_every_flow((n, mut supply, raw) in instance()) {
        let edges: Vec<Edge> = raw.iter().map(|&(s, t, l, w, c)| (s, t, l, l + w, c)).collect();
        // Balanced supplies most of the time, so that flows exist.
        let sum: i64 = supply.iter().sum();
        if sum % 3 != 0 {
            supply[0] -= sum;
        }
        let found = min_cost_b_flow(n, &supply, &edges);
        prop_assert_eq!(found.as_ref().map(|f| f.cost), cheapest(n, &supply, &edges));
        if let Some(b) = found {
            let mut net = vec![0i64; n];
            for (i, &(s, t, l, u, c)) in edges.iter().enumerate() {
                let f = b.flow[i];
                prop_assert!(l <= f && f <= u, "edge {} carries {} outside {}..={}", i, f, l, u);
                net[s] += f;
                net[t] -= f;
                let reduced = c + b.potential[s] - b.potential[t];
                prop_assert!(f == l || reduced <= 0, "edge {}: flow above its lower bound at reduced cost {}", i, reduced);
                prop_assert!(f == u || reduced >= 0, "edge {}: flow below its upper bound at reduced cost {}", i, reduced);
            }
            prop_assert_eq!(net, supply);
            let total: i128 = edges.iter().zip(&b.flow).map(|(e, &f)| e.4 as i128 * f as i128).sum();
            prop_assert_eq!(total, b.cost);
        }
    }
}

/// Whether `b` is a flow within the bounds meeting the supplies, of the
/// cost it claims, whose potentials satisfy complementary slackness: by
/// linear-programming duality, that proves it of least cost.
fn certified(
    n: usize,
    supply: &[i64],
    edges: &[Edge],
    b: &cpkit::graph::min_cost_b_flow::BFlow,
) -> Result<(), String> {
    let mut net = vec![0i64; n];
    for (i, &(s, t, l, u, c)) in edges.iter().enumerate() {
        let f = b.flow[i];
        if f < l || f > u {
            return Err(format!("edge {} carries {} outside {}..={}", i, f, l, u));
        }
        net[s] += f;
        net[t] -= f;
        let reduced = c + b.potential[s] - b.potential[t];
        if (f > l && reduced > 0) || (f < u && reduced < 0) {
            return Err(format!(
                "edge {} with flow {} in {}..={} has reduced cost {}",
                i, f, l, u, reduced
            ));
        }
    }
    if net != supply {
        return Err(format!(
            "the flow's net outflows are {:?}, not {:?}",
            net, supply
        ));
    }
    let total: i128 = edges
        .iter()
        .zip(&b.flow)
        .map(|(e, &f)| e.4 as i128 * f as i128)
        .sum();
    if total != b.cost {
        return Err(format!("the flow costs {}, not {}", total, b.cost));
    }
    Ok(())
}

proptest! {
    /// Instances too large to try every flow, with wide capacities for
    /// several scaling phases: the answer carries its own proof.
    #[test]
    fn larger_flows_are_certified(
        (n, supply, raw) in (2usize..9).prop_flat_map(|n| {
            (
                Just(n),
                prop::collection::vec(-500i64..500, n - 1),
                prop::collection::vec((0..n, 0..n, -300i64..300, 0i64..1000, -100i64..100), 0..25),
            )
        })
    ) {
        let mut supply = supply;
        supply.push(-supply.iter().sum::<i64>());
        let edges: Vec<Edge> = raw.iter().map(|&(s, t, l, w, c)| (s, t, l, l + w, c)).collect();
        if let Some(b) = min_cost_b_flow(n, &supply, &edges) {
            prop_assert_eq!(certified(n, &supply, &edges, &b), Ok(()));
        }
    }
}
