//! The three-edge-connected components of an undirected graph (the
//! classes of vertices that no two edges' removal separates), by one
//! depth-first search whose tree edges get the XOR of random labels of
//! the back edges over them: two edges make a cut exactly when their
//! labels are equal (wrong with probability about m² / 2^64). O((n + m) +
//! n log n). Verified by `crates/cpkit/verify/three-edge-connected-components`.
//!
//! A tree edge labelled 0 is a bridge. The edges of one label ("class")
//! are tree edges down one vertical path, t_1 above ... t_j, and perhaps
//! one back edge; removing them leaves the pieces between consecutive
//! t's, and the part above t_1 joined to the part below t_j unless the
//! back edge is in the class. So the components are the pieces of the
//! tree cut at every bridge and every edge of a class of two or more,
//! each class without a back edge then joining the piece above its t_1
//! to the piece below its t_j.

use super::super::ds::dsu::Dsu;
use super::csr::Csr;

/// The three-edge-connected components of the undirected graph on vertices
/// `0..n` with edges `(u, v)`: two vertices are in one exactly when no set
/// of at most two edges separates them. They partition the vertices, each
/// in increasing order, the components in the order of their least
/// vertex. Parallel edges count apart; self-loops do nothing. Randomised
/// (with a fixed seed): wrong with probability about m² / 2^64. O(n + m +
/// n log n).
///
/// # Panics
///
/// If a vertex is not below `n`, or if there are 2^32 - 1 vertices or
/// edges or more.
///
/// # Example
///
/// ```
/// use cpkit::graph::three_edge_connected::three_edge_connected_components;
///
/// // 0 and 1 are joined by three paths 0-2-1, 0-3-1, 0-1; 4 hangs by a bridge.
/// let edges = [(0, 2), (2, 1), (0, 3), (3, 1), (0, 1), (1, 4)];
/// assert_eq!(
///     three_edge_connected_components(5, &edges),
///     [vec![0, 1], vec![2], vec![3], vec![4]]
/// );
/// ```
pub fn three_edge_connected_components(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    assert!(
        n < u32::MAX as usize && edges.len() < u32::MAX as usize,
        "three_edge_connected_components: {} vertices and {} edges is too many",
        n,
        edges.len()
    );
    let mut both = Vec::with_capacity(2 * edges.len());
    for (i, &(u, v)) in edges.iter().enumerate() {
        assert!(
            u < n && v < n,
            "three_edge_connected_components: edge ({}, {}) on {} vertices",
            u,
            v,
            n
        );
        if u != v {
            both.push((u, (v as u32, i as u32)));
            both.push((v, (u as u32, i as u32)));
        }
    }
    let g = Csr::from_edges(n, both);
    const NONE: u32 = u32::MAX;
    let mut seed = 0x9e37_79b9_7f4a_7c15u64 ^ (n as u64) << 32 ^ edges.len() as u64;
    let mut random = move || loop {
        // SplitMix64; 0 is kept for the bridges.
        seed = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = seed;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        if z != 0 {
            return z;
        }
    };
    // The search: preorder, each vertex's parent, the edge to it, depth.
    let mut pre = vec![NONE; n];
    let mut order: Vec<u32> = Vec::with_capacity(n);
    let mut parent = vec![NONE; n];
    let mut up_edge = vec![NONE; n];
    let mut depth = vec![0u32; n];
    // `label[v]`: first the XOR of the back edges at v, then of those
    // leaving v's subtree, the label of the tree edge into v.
    let mut label = vec![0u64; n];
    let mut back: Vec<u64> = Vec::new();
    let mut stack: Vec<(u32, u32)> = Vec::new();
    for s in 0..n {
        if pre[s] != NONE {
            continue;
        }
        pre[s] = order.len() as u32;
        order.push(s as u32);
        stack.push((s as u32, g.range(s).start as u32));
        while let Some(top) = stack.last_mut() {
            let v = top.0 as usize;
            let at = top.1 as usize;
            if at == g.range(v).end {
                stack.pop();
                continue;
            }
            top.1 += 1;
            let (w, id) = g.edges()[at];
            let w = w as usize;
            if id == up_edge[v] {
                continue;
            }
            if pre[w] == NONE {
                pre[w] = order.len() as u32;
                order.push(w as u32);
                parent[w] = v as u32;
                up_edge[w] = id;
                depth[w] = depth[v] + 1;
                stack.push((w as u32, g.range(w).start as u32));
            } else if pre[w] < pre[v] {
                // A back edge from v up to its ancestor w.
                let r = random();
                label[v] ^= r;
                label[w] ^= r;
                back.push(r);
            }
        }
    }
    for &v in order.iter().rev() {
        let p = parent[v as usize];
        if p != NONE {
            label[p as usize] ^= label[v as usize];
        }
    }
    // The classes: tree edges (named by their lower end) by depth, and the
    // back edges (depth NONE), sorted by label.
    let mut entries: Vec<(u64, u32, u32)> = order
        .iter()
        .filter(|&&v| parent[v as usize] != NONE)
        .map(|&v| (label[v as usize], depth[v as usize], v))
        .chain(back.into_iter().map(|r| (r, NONE, NONE)))
        .collect();
    entries.sort_unstable();
    let mut cut = vec![false; n];
    let mut joins: Vec<(u32, u32)> = Vec::new();
    let mut i = 0;
    while i < entries.len() {
        let mut j = i;
        while j < entries.len() && entries[j].0 == entries[i].0 {
            j += 1;
        }
        let class = &entries[i..j];
        if class[0].0 == 0 || class.len() >= 2 {
            for &(_, _, v) in class.iter().filter(|e| e.2 != NONE) {
                cut[v as usize] = true;
            }
        }
        let (top, bottom) = (class[0].2, class[class.len() - 1].2);
        if class[0].0 != 0 && class.len() >= 2 && bottom != NONE {
            joins.push((parent[top as usize], bottom));
        }
        i = j;
    }
    // The pieces of the forest cut there, in preorder, then joined.
    let mut piece = vec![0u32; n];
    let mut pieces = 0;
    for &v in &order {
        let v = v as usize;
        if parent[v] == NONE || cut[v] {
            piece[v] = pieces;
            pieces += 1;
        } else {
            piece[v] = piece[parent[v] as usize];
        }
    }
    let mut dsu = Dsu::new(pieces as usize);
    for &(a, b) in &joins {
        dsu.merge(piece[a as usize] as usize, piece[b as usize] as usize);
    }
    let mut id = vec![NONE; pieces as usize];
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for (v, &p) in piece.iter().enumerate() {
        let leader = dsu.leader(p as usize);
        if id[leader] == NONE {
            id[leader] = groups.len() as u32;
            groups.push(Vec::new());
        }
        groups[id[leader] as usize].push(v);
    }
    groups
}
