//! The chromatic polynomial agrees, at x = 0..=n + 1, with counting the
//! proper colourings one by one, on small random multigraphs.

use cpkit::graph::chromatic_polynomial::chromatic_polynomial;
use proptest::prelude::*;

const P: u64 = 998_244_353;

/// The colourings of `0..n` with `x` colours that give each edge's ends
/// different colours, tried one by one.
fn colourings(n: usize, edges: &[(usize, usize)], x: usize) -> u64 {
    if x == 0 {
        return u64::from(n == 0);
    }
    let mut colour = vec![0usize; n];
    let mut count = 0;
    loop {
        if edges.iter().all(|&(u, v)| colour[u] != colour[v]) {
            count += 1;
        }
        let mut i = 0;
        loop {
            if i == n {
                return count;
            }
            colour[i] += 1;
            if colour[i] < x {
                break;
            }
            colour[i] = 0;
            i += 1;
        }
    }
}

fn evaluate(p: &[u32], x: u64) -> u64 {
    p.iter()
        .rev()
        .fold(0, |acc, &c| (acc * x + u64::from(c)) % P)
}

fn graph(max_n: usize) -> impl Strategy<Value = (usize, Vec<(usize, usize)>)> {
    (1..=max_n).prop_flat_map(|n| (Just(n), prop::collection::vec((0..n, 0..n), 0..3 * n)))
}

#[test]
fn small_graphs() {
    let vals = |n, e: &[(usize, usize)]| -> Vec<u32> {
        chromatic_polynomial(n, e).iter().map(|c| c.val()).collect()
    };
    assert_eq!(vals(0, &[]), [1]);
    assert_eq!(vals(1, &[]), [0, 1]);
    // A path on three vertices: x(x-1)² = x - 2x² + x³.
    assert_eq!(vals(3, &[(0, 1), (1, 2)]), [0, 1, (P - 2) as u32, 1]);
    // The 4-cycle: (x-1)^4 + (x-1) = x^4 - 4x³ + 6x² - 3x.
    assert_eq!(
        vals(4, &[(0, 1), (1, 2), (2, 3), (3, 0)]),
        [0, (P - 3) as u32, 6, (P - 4) as u32, 1]
    );
    // A doubled edge is one edge.
    assert_eq!(vals(2, &[(0, 1), (1, 0)]), vals(2, &[(0, 1)]));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn agrees_with_counting_colourings((n, edges) in graph(6)) {
        let simple: Vec<(usize, usize)> = edges.iter().copied().filter(|&(u, v)| u != v).collect();
        let p: Vec<u32> = chromatic_polynomial(n, &simple).iter().map(|c| c.val()).collect();
        prop_assert_eq!(p.len(), n + 1);
        for x in 0..=n + 1 {
            prop_assert_eq!(evaluate(&p, x as u64), colourings(n, &simple, x), "x = {}", x);
        }
    }

    #[test]
    fn a_loop_allows_no_colouring((n, mut edges) in graph(7), v in 0usize..7) {
        edges.push((v % n, v % n));
        let p = chromatic_polynomial(n, &edges);
        prop_assert!(p.iter().all(|c| c.val() == 0));
    }

    #[test]
    fn deletion_contraction((n, edges) in graph(9)) {
        // P(G) = P(G - e) - P(G / e) for an edge e = (u, v) of G, u != v.
        let simple: Vec<(usize, usize)> = edges.iter().copied().filter(|&(u, v)| u != v).collect();
        if let Some((&(u, v), rest)) = simple.split_first() {
            let rest: Vec<(usize, usize)> = rest.iter().copied().filter(|&e| e != (u, v) && e != (v, u)).collect();
            // Contract v into u, then renumber n - 1 onto v.
            let relabel = |w: usize| {
                let w = if w == v { u } else { w };
                if w == n - 1 { v } else { w }
            };
            let contracted: Vec<(usize, usize)> = rest.iter().map(|&(a, b)| (relabel(a), relabel(b))).collect();
            let g = chromatic_polynomial(n, &simple);
            let deleted = chromatic_polynomial(n, &rest);
            let c = chromatic_polynomial(n - 1, &contracted);
            for k in 0..=n {
                let ck = if k < n { c[k].val() } else { 0 };
                prop_assert_eq!(
                    u64::from(g[k].val()),
                    (u64::from(deleted[k].val()) + P - u64::from(ck)) % P
                );
            }
        }
    }
}
