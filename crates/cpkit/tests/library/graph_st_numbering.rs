//! An st-numbering found is one (s first, t last, every other vertex
//! between two of its neighbours), and when none is found, no order of
//! the vertices puts every vertex on a path from s to t: all n! orders are
//! tried, on small multigraphs.

use cpkit::graph::st_numbering::st_numbering;
use proptest::prelude::*;

/// Whether orienting each edge by `number` puts every vertex on a
/// directed path from s to t.
fn works(n: usize, edges: &[(usize, usize)], s: usize, t: usize, number: &[usize]) -> bool {
    let arcs: Vec<(usize, usize)> = edges
        .iter()
        .map(|&(u, v)| {
            if number[u] < number[v] {
                (u, v)
            } else {
                (v, u)
            }
        })
        .collect();
    let reach = |from: usize, forward: bool| {
        let mut seen = vec![false; n];
        seen[from] = true;
        for _ in 0..n {
            for &(a, b) in &arcs {
                let (x, y) = if forward { (a, b) } else { (b, a) };
                if seen[x] {
                    seen[y] = true;
                }
            }
        }
        seen
    };
    let (from_s, to_t) = (reach(s, true), reach(t, false));
    (0..n).all(|v| from_s[v] && to_t[v])
}

fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for p in permutations(n - 1) {
        for i in 0..n {
            let mut q = p.clone();
            q.insert(i, n - 1);
            out.push(q);
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn numbering_or_none_at_all(
        n in 2usize..7,
        raw in prop::collection::vec((0usize..7, 0usize..7), 0..14),
        ends in (0usize..7, 0usize..7),
    ) {
        let edges: Vec<(usize, usize)> = raw
            .iter()
            .map(|&(a, b)| (a % n, b % n))
            .filter(|&(a, b)| a != b)
            .collect();
        let s = ends.0 % n;
        let t = if ends.1 % n == s { (s + 1) % n } else { ends.1 % n };
        match st_numbering(n, &edges, s, t) {
            Some(number) => {
                let mut sorted = number.clone();
                sorted.sort_unstable();
                prop_assert_eq!(sorted, (0..n).collect::<Vec<_>>());
                prop_assert_eq!((number[s], number[t]), (0, n - 1));
                for v in 0..n {
                    if v != s && v != t {
                        let lower = edges.iter().any(|&(a, b)| (a == v && number[b] < number[v]) || (b == v && number[a] < number[v]));
                        let higher = edges.iter().any(|&(a, b)| (a == v && number[b] > number[v]) || (b == v && number[a] > number[v]));
                        prop_assert!(lower && higher, "{} in {:?}", v, number);
                    }
                }
                prop_assert!(works(n, &edges, s, t, &number));
            }
            None => {
                for p in permutations(n) {
                    prop_assert!(!works(n, &edges, s, t, &p), "{:?} works", p);
                }
            }
        }
    }
}
