//! Rerooted sums of affine maps composed along tree paths, with point
//! updates: heavy-light decomposition and a segment tree of each chain's
//! maps in both directions, O(log² n) an update or a query; verified by
//! `crates/cpkit/verify/point-set-tree-path-composite-sum` and, from the
//! root, `crates/cpkit/verify/point-set-tree-path-composite-sum-fixed-root`.

use super::super::math::modint::StaticModInt;
use super::csr::Csr;
use super::hld::Hld;

type Mint = StaticModInt<998_244_353>;

/// A tree with a value `a[v]` on each vertex and an affine map
/// `f_e(x) = b_e x + c_e` on each edge, modulo 998 244 353: for a root `r`,
/// [`sum_from`](Self::sum_from) is `Σ_v P(r, v)`, where `P(r, v)` applies
/// the maps of the path's edges to `a[v]`, the edge nearest `v` first
/// (`P(r, r) = a[r]`). Values and maps can be changed one at a time.
///
/// The sum over a subtree hanging from a vertex below an edge `e` is
/// `b_e S + c_e n` for its own sum `S` and size `n`: a linear map of the
/// pair `(S, n)`. Each vertex keeps that pair for itself and its light
/// subtrees, and each chain of the heavy-light decomposition keeps, in a
/// segment tree of its own, the compositions of its vertices' maps
/// downwards (the pair of a subtree) and upwards (what a vertex sees above
/// it). A query from `r` climbs its O(log n) chains; an update changes one
/// leaf per chain, and reads each chain's whole fold at its tree's root.
/// O(n) to build, O(log² n) a query or an update (O(log n) from the root
/// 0 on a tree whose chains are short, such as a balanced one).
///
/// # Example
/// ```
/// use cpkit::graph::path_composite_sum::PathCompositeSum;
///
/// // 0 -(2x + 3)- 1 -(5x + 0)- 2, with a = [1, 2, 3]
/// let mut t = PathCompositeSum::new(&[1, 2, 3], &[(0, 1, 2, 3), (1, 2, 5, 0)]);
/// // From 0: 1 + (2·2 + 3) + (2·(5·3) + 3) = 1 + 7 + 33
/// assert_eq!(t.sum_from(0), 41);
/// t.set_vertex(2, 0);
/// assert_eq!(t.sum_from(2), 0 + 5 * 2 + 5 * (2 * 1 + 3));
/// t.set_edge(0, 1, 1);
/// assert_eq!(t.sum_from(1), 2 + (1 + 1) + 0);
/// ```
#[derive(Clone, Debug)]
pub struct PathCompositeSum {
    hld: Hld,
    root: usize,
    a: Vec<Mint>,
    /// The map of the edge from each vertex to its parent (identity at the root).
    up_map: Vec<(Mint, Mint)>,
    /// The vertex below each edge.
    below: Vec<usize>,
    /// `(S, n)` of each vertex with its light subtrees only.
    light: Vec<Pair>,
    /// `(S, n)` of the subtree of each chain's head, as its parent counts it.
    head_pair: Vec<Pair>,
    heavy: Vec<usize>,
    /// The first vertex of each vertex's chain.
    head: Vec<usize>,
    chain_end: Vec<usize>,
    /// For each chain's head: where its segment tree starts in `nodes`, and
    /// its number of leaves (a power of two, at least the chain's length).
    chain_base: Vec<usize>,
    chain_leaves: Vec<usize>,
    /// Every chain's segment tree, node `i` of the chain at `base` being
    /// `nodes[base + i]` (root 1, leaves from `leaves`, unused leaves the identity).
    nodes: Vec<(Map, Map)>,
}

type Pair = (Mint, Mint);

const NONE: usize = usize::MAX;

/// `X = (S, n) ↦ (b S + c n + s, n + k)`, as `[b, c, s, k]`.
type Map = [Mint; 4];

fn identity() -> Map {
    [Mint::raw(1), Mint::raw(0), Mint::raw(0), Mint::raw(0)]
}

/// `f ∘ g`: `g` first.
fn compose(f: &Map, g: &Map) -> Map {
    [
        f[0] * g[0],
        f[0] * g[1] + f[1],
        f[0] * g[2] + f[1] * g[3] + f[2],
        f[3] + g[3],
    ]
}

fn apply(f: &Map, x: Pair) -> Pair {
    (f[0] * x.0 + f[1] * x.1 + f[2], x.1 + f[3])
}

/// An edge's map on a pair: `(b S + c n, n)`.
fn through(edge: (Mint, Mint), x: Pair) -> Pair {
    (edge.0 * x.0 + edge.1 * x.1, x.1)
}

fn add(x: Pair, y: Pair) -> Pair {
    (x.0 + y.0, x.1 + y.1)
}

/// The maps of a range of one chain's positions: downwards `D_l ∘ ... ∘
/// D_{r-1}` (a vertex's pair from the one below it) and upwards `U_{r-1} ∘
/// ... ∘ U_l` (what a vertex sees from the one above it).
fn join(l: &(Map, Map), r: &(Map, Map)) -> (Map, Map) {
    (compose(&l.0, &r.0), compose(&r.1, &l.1))
}

impl PathCompositeSum {
    /// The tree with values `a` and edges `(u, v, b, c)` (the map `b x + c`
    /// between `u` and `v`), numbered in the order given; every number is
    /// reduced modulo 998 244 353. O(n).
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::path_composite_sum::PathCompositeSum;
    ///
    /// let t = PathCompositeSum::new(&[7], &[]);
    /// assert_eq!(t.sum_from(0), 7);
    /// ```
    pub fn new(a: &[u64], edges: &[(usize, usize, u64, u64)]) -> Self {
        let n = a.len();
        assert!(
            n >= 1 && edges.len() + 1 == n,
            "PathCompositeSum::new: {} vertices need {} edges; found {}",
            n,
            n.max(1) - 1,
            edges.len()
        );
        let root = 0;
        let hld = Hld::new(
            &Csr::from_undirected_pairs(n, edges.iter().map(|&(u, v, _, _)| (u, v))),
            root,
        );
        let mut up_map = vec![(Mint::raw(1), Mint::raw(0)); n];
        let mut below = vec![0; edges.len()];
        for (e, &(u, v, b, c)) in edges.iter().enumerate() {
            let w = if hld.parent(v) == Some(u) { v } else { u };
            below[e] = w;
            up_map[w] = (Mint::new(b), Mint::new(c));
        }
        // The decomposition numbers a vertex's heavy child right after it.
        let mut heavy = vec![NONE; n];
        for i in 0..n.saturating_sub(1) {
            let (v, next) = (hld.vertex(i), hld.vertex(i + 1));
            if hld.parent(next) == Some(v) {
                heavy[v] = next;
            }
        }
        let mut head = vec![0; n];
        for i in 0..n {
            let v = hld.vertex(i);
            head[v] = match hld.parent(v) {
                Some(p) if heavy[p] == v => head[p],
                _ => v,
            };
        }
        let mut chain_end = vec![0; n];
        for i in (0..n).rev() {
            let v = hld.vertex(i);
            chain_end[v] = if heavy[v] == NONE {
                i + 1
            } else {
                chain_end[heavy[v]]
            };
        }
        let a: Vec<Mint> = a.iter().map(|&x| Mint::new(x)).collect();
        let mut light: Vec<Pair> = a.iter().map(|&x| (x, Mint::raw(1))).collect();
        let mut down: Vec<Pair> = vec![(Mint::raw(0), Mint::raw(0)); n];
        let mut head_pair = vec![(Mint::raw(0), Mint::raw(0)); n];
        // Children come after their parents in the order of positions.
        for i in (0..n).rev() {
            let v = hld.vertex(i);
            down[v] = light[v];
            if heavy[v] != NONE {
                down[v] = add(down[v], through(up_map[heavy[v]], down[heavy[v]]));
            }
            if head[v] == v {
                head_pair[v] = down[v];
                if let Some(p) = hld.parent(v) {
                    light[p] = add(light[p], through(up_map[v], down[v]));
                }
            }
        }
        let mut t = PathCompositeSum {
            hld,
            root,
            a,
            up_map,
            below,
            light,
            head_pair,
            heavy,
            head,
            chain_end,
            chain_base: vec![0; n],
            chain_leaves: vec![0; n],
            nodes: Vec::new(),
        };
        let mut total = 0;
        for i in 0..n {
            let v = t.hld.vertex(i);
            if t.head[v] == v {
                let leaves = (t.chain_end[v] - i).next_power_of_two();
                t.chain_base[v] = total;
                t.chain_leaves[v] = leaves;
                total += 2 * leaves;
            }
        }
        t.nodes = vec![(identity(), identity()); total];
        for i in 0..n {
            let v = t.hld.vertex(i);
            let h = t.head[v];
            let at = t.chain_base[h] + t.chain_leaves[h] + i - t.hld.pos(h);
            t.nodes[at] = t.leaf(v);
        }
        for i in 0..n {
            let h = t.hld.vertex(i);
            if t.head[h] == h {
                let base = t.chain_base[h];
                for k in (1..t.chain_leaves[h]).rev() {
                    t.nodes[base + k] = join(&t.nodes[base + 2 * k], &t.nodes[base + 2 * k + 1]);
                }
            }
        }
        t
    }

    /// Sets `v`'s leaf in its chain's segment tree to its current maps.
    fn set_leaf(&mut self, v: usize) {
        let h = self.head[v];
        let base = self.chain_base[h];
        let mut k = self.chain_leaves[h] + self.hld.pos(v) - self.hld.pos(h);
        self.nodes[base + k] = self.leaf(v);
        while k > 1 {
            k /= 2;
            self.nodes[base + k] = join(&self.nodes[base + 2 * k], &self.nodes[base + 2 * k + 1]);
        }
    }

    /// The maps of the positions `l..r` of chain `h`, counted from its head.
    fn chain_prod(&self, h: usize, l: usize, r: usize) -> (Map, Map) {
        let base = self.chain_base[h];
        let leaves = self.chain_leaves[h];
        if l == 0 && r == leaves {
            return self.nodes[base + 1];
        }
        let (mut left, mut right) = ((identity(), identity()), (identity(), identity()));
        let (mut l, mut r) = (l + leaves, r + leaves);
        while l < r {
            if l % 2 == 1 {
                left = join(&left, &self.nodes[base + l]);
                l += 1;
            }
            if r % 2 == 1 {
                r -= 1;
                right = join(&self.nodes[base + r], &right);
            }
            l /= 2;
            r /= 2;
        }
        join(&left, &right)
    }

    fn head(&self, v: usize) -> usize {
        self.head[v]
    }

    fn leaf(&self, v: usize) -> (Map, Map) {
        let (s, k) = self.light[v];
        let edge_down = if self.heavy[v] == NONE {
            (Mint::raw(1), Mint::raw(0))
        } else {
            self.up_map[self.heavy[v]]
        };
        let edge_up = self.up_map[v];
        (
            [edge_down.0, edge_down.1, s, k],
            [edge_up.0, edge_up.1, s, k],
        )
    }

    /// `(S, n)` of the subtree of `v` (rooted at vertex 0) from `v`'s
    /// position to its chain's end.
    fn down_from(&self, v: usize) -> Pair {
        let h = self.head[v];
        let from = self.hld.pos(v) - self.hld.pos(h);
        // Unused leaves are the identity: the fold to the end of the tree.
        let maps = self.chain_prod(h, from, self.chain_leaves[h]);
        (maps.0[2], maps.0[3])
    }

    /// After `v`'s leaf changed: the new leaf, then each chain head's pair
    /// into its parent's light pair, up to the root.
    fn refresh(&mut self, mut v: usize) {
        loop {
            self.set_leaf(v);
            let h = self.head(v);
            let p = match self.hld.parent(h) {
                Some(p) => p,
                None => return,
            };
            let down = self.down_from(h);
            let (old, new) = (
                through(self.up_map[h], self.head_pair[h]),
                through(self.up_map[h], down),
            );
            self.light[p] = (
                self.light[p].0 - old.0 + new.0,
                self.light[p].1 - old.1 + new.1,
            );
            self.head_pair[h] = down;
            v = p;
        }
    }

    /// The number of vertices.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::path_composite_sum::PathCompositeSum;
    ///
    /// assert_eq!(PathCompositeSum::new(&[1, 2], &[(0, 1, 1, 0)]).len(), 2);
    /// ```
    pub fn len(&self) -> usize {
        self.a.len()
    }

    /// Always false: a tree has a vertex.
    ///
    /// # Example
    /// ```
    /// use cpkit::graph::path_composite_sum::PathCompositeSum;
    ///
    /// assert!(!PathCompositeSum::new(&[1], &[]).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.a.is_empty()
    }

    /// Sets `a[v] = x`; O(log² n).
    pub fn set_vertex(&mut self, v: usize, x: u64) {
        let x = Mint::new(x);
        self.light[v].0 += x - self.a[v];
        self.a[v] = x;
        self.refresh(v);
    }

    /// Sets edge `e`'s map to `b x + c`; O(log² n).
    pub fn set_edge(&mut self, e: usize, b: u64, c: u64) {
        let w = self.below[e];
        let u = self.hld.parent(w).unwrap_or(w);
        let new = (Mint::new(b), Mint::new(c));
        if self.heavy[u] == w {
            self.up_map[w] = new;
            self.set_leaf(w);
            self.refresh(u);
        } else {
            // A light edge: its head's pair reaches u's light pair through it.
            let old = through(self.up_map[w], self.head_pair[w]);
            self.up_map[w] = new;
            let now = through(new, self.head_pair[w]);
            self.light[u] = (
                self.light[u].0 - old.0 + now.0,
                self.light[u].1 - old.1 + now.1,
            );
            self.set_leaf(w);
            self.refresh(u);
        }
    }

    /// `Σ_v P(r, v)`: every vertex's value brought to `r` through the maps
    /// of the path, nearest `v` first; O(log² n).
    pub fn sum_from(&self, r: usize) -> u32 {
        // The chains from r up: (vertex, the head of the chain below it, whose
        // subtree is seen through another side and so left out).
        let mut chain = Vec::new();
        let (mut x, mut left_out) = (r, NONE);
        loop {
            chain.push((x, left_out));
            let h = self.head(x);
            match self.hld.parent(h) {
                Some(p) => {
                    left_out = h;
                    x = p;
                }
                None => break,
            }
        }
        // What each vertex sees, from the root's chain down to r.
        let mut seen: Pair = (Mint::raw(0), Mint::raw(0));
        for &(x, left_out) in chain.iter().rev() {
            let mut total = self.light[x];
            if left_out != NONE {
                let part = through(self.up_map[left_out], self.head_pair[left_out]);
                total = (total.0 - part.0, total.1 - part.1);
            }
            if self.heavy[x] != NONE {
                total = add(
                    total,
                    through(self.up_map[self.heavy[x]], self.down_from(self.heavy[x])),
                );
            }
            if x != self.root {
                let h = self.head(x);
                let above = self.chain_prod(h, 0, self.hld.pos(x) - self.hld.pos(h)).1;
                total = add(total, through(self.up_map[x], apply(&above, seen)));
            }
            seen = total;
        }
        seen.0.val()
    }
}
