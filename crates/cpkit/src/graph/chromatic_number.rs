//! The chromatic number of a small graph by inclusion–exclusion over
//! vertex sets (Björklund, Husfeldt and Koivisto), O(2^n n) with the
//! counts taken modulo the prime 2^61 - 1. Verified by
//! `crates/cpkit/verify/chromatic-number`.
//!
//! With i(S) the number of independent sets inside S, the number of ways
//! to cover every vertex with k independent sets (in order, repeats and
//! overlaps allowed) is Σ_S (-1)^(n - |S|) i(S)^k, and the graph is
//! k-colourable exactly when it is not zero. Counted modulo a prime, a
//! nonzero count could vanish only if the prime divides it; with a 61-bit
//! prime and counts below 2^(n²) that takes a graph built against this
//! very prime.

/// The least number of colours for the vertices of the undirected graph
/// on `0..n` with edges `(u, v)` such that each edge joins two colours.
/// 0 when `n` is 0; a self-loop is ignored. O(2^n n) time and O(2^n)
/// memory.
///
/// # Panics
///
/// If `n` is more than 28, or a vertex is not below `n`.
///
/// # Example
///
/// ```
/// use cpkit::graph::chromatic_number::chromatic_number;
///
/// let five_cycle = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)];
/// assert_eq!(chromatic_number(5, &five_cycle), 3);
/// assert_eq!(chromatic_number(5, &five_cycle[..4]), 2);
/// assert_eq!(chromatic_number(3, &[]), 1);
/// ```
pub fn chromatic_number(n: usize, edges: &[(usize, usize)]) -> usize {
    assert!(
        n <= 28,
        "chromatic_number: {} vertices is too many (at most 28)",
        n
    );
    if n == 0 {
        return 0;
    }
    // closed[v]: v and its neighbours.
    let mut closed: Vec<u32> = (0..n).map(|v| 1 << v).collect();
    for &(u, v) in edges {
        assert!(
            u < n && v < n,
            "chromatic_number: edge ({}, {}) on {} vertices",
            u,
            v,
            n
        );
        if u != v {
            closed[u] |= 1 << v;
            closed[v] |= 1 << u;
        }
    }
    let full = 1usize << n;
    // An independent set inside S either leaves out S's lowest vertex v
    // or takes it and none of its neighbours: i(S) < 2^28.
    let mut independent = vec![0u32; full];
    independent[0] = 1;
    for s in 1..full {
        let v = s.trailing_zeros() as usize;
        independent[s] = independent[s & !(1 << v)] + independent[s & !(closed[v] as usize)];
    }
    // term[S] = (-1)^(n - |S|) i(S)^k, built up one k at a time.
    let mut term: Vec<u64> = (0..full)
        .map(|s| {
            if (n - (s as u32).count_ones() as usize) % 2 == 0 {
                1
            } else {
                P - 1
            }
        })
        .collect();
    for k in 1..n {
        let mut total = 0;
        for (t, &i) in term.iter_mut().zip(&independent) {
            *t = mul(*t, i as u64);
            total += *t;
            if total >= P {
                total -= P;
            }
        }
        if total != 0 {
            return k;
        }
    }
    n
}

/// The Mersenne prime 2^61 - 1: a product reduces with a shift and an add.
const P: u64 = (1 << 61) - 1;

fn mul(a: u64, b: u64) -> u64 {
    let x = a as u128 * b as u128;
    let r = (x as u64 & P) + (x >> 61) as u64;
    if r >= P {
        r - P
    } else {
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_complete_graph_needs_every_colour() {
        let n = 12;
        let edges: Vec<(usize, usize)> = (0..n)
            .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
            .collect();
        assert_eq!(chromatic_number(n, &edges), n);
        assert_eq!(chromatic_number(n, &edges[1..]), n - 1);
    }

    #[test]
    fn products_reduce_modulo_the_mersenne_prime() {
        assert_eq!(mul(P - 1, P - 1), 1);
        assert_eq!(mul(1 << 40, 1 << 30), 1 << 9);
    }
}
