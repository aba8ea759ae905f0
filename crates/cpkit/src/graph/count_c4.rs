//! The number of 4-cycles through each edge of an undirected multigraph,
//! by counting the 2-paths from each cycle's vertex of highest degree
//! (ties by index): O(n + m √m) after sorting the edges; verified on
//! Library Checker's `counting_c4` (`crates/cpkit/verify/counting-c4`).

/// For each edge of the undirected multigraph on `n` vertices, the number
/// of sets of three other edges that make a 4-cycle with it (four distinct
/// vertices; parallel edges are distinct edges, self-loops are in none).
///
/// Vertices are ranked by degree (then index) and each cycle is counted
/// from its top-ranked vertex `a` and the vertex `c` opposite it: the
/// 2-paths `a - b - c` with `b` and `c` below `a` number `P(c)`, and a
/// copy of the edge `a b` lies in `m(b c) (P(c) - m(a b) m(b c))` cycles
/// with that path's shape, likewise for `b c`. A vertex has fewer than
/// √(2m) neighbours of higher rank, so the 2-paths cost O(m √m).
///
/// # Panics
/// If a vertex is not below `n`.
///
/// # Example
/// ```
/// use cpkit::graph::count_c4::count_c4;
///
/// // The square 0 1 2 3 with a diagonal 0 - 2 and the edge 0 - 1 doubled.
/// let edges = [(0, 1), (1, 2), (2, 3), (3, 0), (0, 2), (1, 0)];
/// assert_eq!(count_c4(4, &edges), vec![1, 2, 2, 2, 0, 1]);
/// ```
pub fn count_c4(n: usize, edges: &[(usize, usize)]) -> Vec<u64> {
    // The simple edges with their multiplicities; `id[i]` is edge i's.
    let mut keyed: Vec<(u64, usize)> = Vec::with_capacity(edges.len());
    for (i, &(u, v)) in edges.iter().enumerate() {
        assert!(
            u < n && v < n,
            "count_c4: edge ({}, {}) on {} vertices",
            u,
            v,
            n
        );
        if u != v {
            let (a, b) = if u < v { (u, v) } else { (v, u) };
            keyed.push(((a as u64) << 32 | b as u64, i));
        }
    }
    keyed.sort_unstable();
    let mut id = vec![usize::MAX; edges.len()];
    let mut ends: Vec<(usize, usize)> = Vec::new();
    let mut mult: Vec<u64> = Vec::new();
    for (k, &(key, i)) in keyed.iter().enumerate() {
        if k == 0 || keyed[k - 1].0 != key {
            ends.push(((key >> 32) as usize, (key & 0xffff_ffff) as usize));
            mult.push(0);
        }
        id[i] = ends.len() - 1;
        *mult.last_mut().unwrap_or(&mut 0) += 1;
    }
    let simple = ends.len();
    let mut degree = vec![0usize; n];
    for &(a, b) in &ends {
        degree[a] += 1;
        degree[b] += 1;
    }
    // Vertices renamed by rank, (degree, index): vertex r is by_rank[r].
    let mut by_rank: Vec<usize> = (0..n).collect();
    by_rank.sort_unstable_by_key(|&v| (degree[v], v));
    let mut rank = vec![0u32; n];
    for (r, &v) in by_rank.iter().enumerate() {
        rank[v] = r as u32;
    }
    // Adjacency by rank, each list sorted: filled from the edges in
    // increasing order of the other end. Per slot: the neighbour, the
    // edge's multiplicity and its simple edge.
    let mut start = vec![0usize; n + 1];
    for &(a, b) in &ends {
        start[rank[a] as usize + 1] += 1;
        start[rank[b] as usize + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut halves: Vec<(u32, u32, u32)> = Vec::with_capacity(2 * simple);
    for (e, &(a, b)) in ends.iter().enumerate() {
        halves.push((rank[b], rank[a], e as u32));
        halves.push((rank[a], rank[b], e as u32));
    }
    halves.sort_unstable();
    let mut to = vec![0u32; 2 * simple];
    let mut slot_mult = vec![0u64; 2 * simple];
    let mut slot_edge = vec![0u32; 2 * simple];
    let mut fill = start.clone();
    for &(other, at, e) in &halves {
        let j = fill[at as usize];
        fill[at as usize] += 1;
        to[j] = other;
        slot_mult[j] = mult[e as usize];
        slot_edge[j] = e;
    }
    // Cycles found from slot j's edge, counted at that slot.
    let mut found = vec![0u64; 2 * simple];
    let mut paths = vec![0u64; n];
    let mut touched: Vec<u32> = Vec::new();
    for a in 0..n {
        let top = a as u32;
        // The 2-paths a - b - c with b and c below a.
        for i in start[a]..start[a + 1] {
            let b = to[i];
            if b >= top {
                break;
            }
            let m1 = slot_mult[i];
            for j in start[b as usize]..start[b as usize + 1] {
                let c = to[j];
                if c >= top {
                    break;
                }
                if paths[c as usize] == 0 {
                    touched.push(c);
                }
                paths[c as usize] += m1 * slot_mult[j];
            }
        }
        for i in start[a]..start[a + 1] {
            let b = to[i];
            if b >= top {
                break;
            }
            let m1 = slot_mult[i];
            let mut here = 0;
            for j in start[b as usize]..start[b as usize + 1] {
                let c = to[j];
                if c >= top {
                    break;
                }
                let m2 = slot_mult[j];
                let others = paths[c as usize] - m1 * m2;
                here += m2 * others;
                found[j] += m1 * others;
            }
            found[i] += here;
        }
        for &c in &touched {
            paths[c as usize] = 0;
        }
        touched.clear();
    }
    let mut per_edge = vec![0u64; simple];
    for (j, &f) in found.iter().enumerate() {
        per_edge[slot_edge[j] as usize] += f;
    }
    id.iter()
        .map(|&e| if e == usize::MAX { 0 } else { per_edge[e] })
        .collect()
}
