//! A maximum-weight matching in any undirected graph, by Edmonds' blossom
//! algorithm with vertex and blossom duals (the primal-dual method over an
//! adjacency matrix, each blossom's best edge to every vertex kept): O(n³)
//! time and O(n²) memory; verified on Library Checker's
//! `general_weighted_matching` (`crates/cpkit/verify/general-weighted-matching`).

/// An edge of the matrix between (outer) vertices or blossoms: its ends
/// among the real vertices and its weight (0: no edge).
#[derive(Clone, Copy, Debug)]
struct Edge {
    u: u32,
    v: u32,
    w: i64,
}

/// The search's state: vertices are `1..=n`, blossoms `n + 1..=2n`, 0 is
/// "none", as in the usual dense formulation.
struct Blossom {
    n: usize,
    /// Vertices and blossoms in use: `1..=nx`.
    nx: usize,
    /// Side of the matrix: `2n + 1`.
    side: usize,
    g: Vec<Edge>,
    /// The neighbours of each vertex (the edges of positive weight).
    adj: Vec<Vec<usize>>,
    /// Duals: a vertex's `z_u` doubled, a blossom's `z_B` doubled twice.
    lab: Vec<i64>,
    mate: Vec<usize>,
    slack: Vec<usize>,
    /// The reduced cost of each `slack` edge (kept up to date for the
    /// outermost blossoms and vertices).
    gap: Vec<i64>,
    /// The outermost blossom holding each vertex or blossom.
    st: Vec<usize>,
    pa: Vec<usize>,
    /// `from[b * (n + 1) + x]`: the child of blossom b holding vertex x.
    from: Vec<usize>,
    /// -1 unlabelled, 0 outer (even), 1 inner (odd).
    s: Vec<i32>,
    vis: Vec<usize>,
    stamp: usize,
    flower: Vec<Vec<usize>>,
    queue: Vec<usize>,
    head: usize,
}

impl Blossom {
    #[inline]
    fn at(&self, u: usize, v: usize) -> Edge {
        self.g[u * self.side + v]
    }

    /// The edge's reduced cost, doubled: `z_u + z_v - w` with the duals
    /// of the blossoms holding one end and not the other folded in.
    #[inline]
    fn delta(&self, e: Edge) -> i64 {
        self.lab[e.u as usize] + self.lab[e.v as usize] - e.w * 2
    }

    fn update_slack(&mut self, u: usize, x: usize) {
        let gap = self.delta(self.at(u, x));
        if self.slack[x] == 0 || gap < self.gap[x] {
            self.slack[x] = u;
            self.gap[x] = gap;
        }
    }

    fn set_slack(&mut self, x: usize) {
        self.slack[x] = 0;
        if x <= self.n {
            for i in 0..self.adj[x].len() {
                let u = self.adj[x][i];
                if self.st[u] != x && self.s[self.st[u]] == 0 {
                    self.update_slack(u, x);
                }
            }
            return;
        }
        for u in 1..=self.n {
            if self.at(u, x).w > 0 && self.st[u] != x && self.s[self.st[u]] == 0 {
                self.update_slack(u, x);
            }
        }
    }

    fn push(&mut self, x: usize) {
        if x <= self.n {
            self.queue.push(x);
        } else {
            for i in 0..self.flower[x].len() {
                let y = self.flower[x][i];
                self.push(y);
            }
        }
    }

    fn set_st(&mut self, x: usize, b: usize) {
        self.st[x] = b;
        if x > self.n {
            for i in 0..self.flower[x].len() {
                let y = self.flower[x][i];
                self.set_st(y, b);
            }
        }
    }

    /// The even position of `xr` in blossom `b`'s cycle, reversing the
    /// cycle when it sits at an odd one.
    fn get_pr(&mut self, b: usize, xr: usize) -> usize {
        let pr = self.flower[b].iter().position(|&x| x == xr).unwrap_or(0);
        if pr % 2 == 1 {
            self.flower[b][1..].reverse();
            self.flower[b].len() - pr
        } else {
            pr
        }
    }

    fn set_match(&mut self, u: usize, v: usize) {
        self.mate[u] = self.at(u, v).v as usize;
        if u > self.n {
            let e = self.at(u, v);
            let xr = self.from[u * (self.n + 1) + e.u as usize];
            let pr = self.get_pr(u, xr);
            for i in 0..pr {
                let (a, b) = (self.flower[u][i], self.flower[u][i ^ 1]);
                self.set_match(a, b);
            }
            self.set_match(xr, v);
            self.flower[u].rotate_left(pr);
        }
    }

    fn augment(&mut self, mut u: usize, mut v: usize) {
        loop {
            let xnv = self.st[self.mate[u]];
            self.set_match(u, v);
            if xnv == 0 {
                return;
            }
            let next = self.st[self.pa[xnv]];
            self.set_match(xnv, next);
            u = next;
            v = xnv;
        }
    }

    fn lca(&mut self, mut u: usize, mut v: usize) -> usize {
        self.stamp += 1;
        let t = self.stamp;
        while u != 0 || v != 0 {
            if u != 0 {
                if self.vis[u] == t {
                    return u;
                }
                self.vis[u] = t;
                u = self.st[self.mate[u]];
                if u != 0 {
                    u = self.st[self.pa[u]];
                }
            }
            std::mem::swap(&mut u, &mut v);
        }
        0
    }

    fn add_blossom(&mut self, u: usize, lca: usize, v: usize) {
        let n = self.n;
        let mut b = n + 1;
        while b <= self.nx && self.st[b] != 0 {
            b += 1;
        }
        if b > self.nx {
            self.nx += 1;
        }
        self.lab[b] = 0;
        self.s[b] = 0;
        self.mate[b] = self.mate[lca];
        let mut cycle = vec![lca];
        let mut x = u;
        while x != lca {
            let y = self.st[self.mate[x]];
            cycle.push(x);
            cycle.push(y);
            self.push(y);
            x = self.st[self.pa[y]];
        }
        cycle[1..].reverse();
        let mut x = v;
        while x != lca {
            let y = self.st[self.mate[x]];
            cycle.push(x);
            cycle.push(y);
            self.push(y);
            x = self.st[self.pa[y]];
        }
        self.flower[b] = cycle;
        self.set_st(b, b);
        let side = self.side;
        for x in 1..=self.nx {
            self.g[b * side + x].w = 0;
            self.g[x * side + b].w = 0;
        }
        for x in 1..=n {
            self.from[b * (n + 1) + x] = 0;
        }
        for i in 0..self.flower[b].len() {
            let xs = self.flower[b][i];
            for x in 1..=self.nx {
                if self.g[b * side + x].w == 0
                    || self.delta(self.g[xs * side + x]) < self.delta(self.g[b * side + x])
                {
                    self.g[b * side + x] = self.g[xs * side + x];
                    self.g[x * side + b] = self.g[x * side + xs];
                }
            }
            for x in 1..=n {
                if self.from[xs * (n + 1) + x] != 0 {
                    self.from[b * (n + 1) + x] = xs;
                }
            }
        }
        self.set_slack(b);
    }

    /// Expands the inner blossom `b` whose dual reached 0.
    fn expand_blossom(&mut self, b: usize) {
        for i in 0..self.flower[b].len() {
            let x = self.flower[b][i];
            self.set_st(x, x);
        }
        let e = self.at(b, self.pa[b]);
        let xr = self.from[b * (self.n + 1) + e.u as usize];
        let pr = self.get_pr(b, xr);
        let mut i = 0;
        while i < pr {
            let (xs, xns) = (self.flower[b][i], self.flower[b][i + 1]);
            self.pa[xs] = self.at(xns, xs).u as usize;
            self.s[xs] = 1;
            self.s[xns] = 0;
            self.slack[xs] = 0;
            self.set_slack(xns);
            self.push(xns);
            i += 2;
        }
        self.s[xr] = 1;
        self.pa[xr] = self.pa[b];
        for i in pr + 1..self.flower[b].len() {
            let xs = self.flower[b][i];
            self.s[xs] = -1;
            self.set_slack(xs);
        }
        self.st[b] = 0;
    }

    /// A tight edge from an outer vertex: grows the tree, makes a blossom,
    /// or augments (then true).
    fn on_found_edge(&mut self, e: Edge) -> bool {
        let (u, v) = (self.st[e.u as usize], self.st[e.v as usize]);
        if self.s[v] == -1 {
            self.pa[v] = e.u as usize;
            self.s[v] = 1;
            let nu = self.st[self.mate[v]];
            self.slack[v] = 0;
            self.slack[nu] = 0;
            self.s[nu] = 0;
            self.push(nu);
        } else if self.s[v] == 0 {
            let lca = self.lca(u, v);
            if lca == 0 {
                self.augment(u, v);
                self.augment(v, u);
                return true;
            }
            self.add_blossom(u, lca, v);
        }
        false
    }

    /// One augmentation, or false when no augmenting path gains weight.
    fn matching(&mut self) -> bool {
        let nx = self.nx;
        for x in 1..=nx {
            self.s[x] = -1;
            self.slack[x] = 0;
        }
        self.queue.clear();
        self.head = 0;
        for x in 1..=nx {
            if self.st[x] == x && self.mate[x] == 0 {
                self.pa[x] = 0;
                self.s[x] = 0;
                self.push(x);
            }
        }
        if self.queue.is_empty() {
            return false;
        }
        let n = self.n;
        let side = self.side;
        loop {
            while self.head < self.queue.len() {
                let u = self.queue[self.head];
                self.head += 1;
                if self.s[self.st[u]] == 1 {
                    continue;
                }
                for i in 0..self.adj[u].len() {
                    let v = self.adj[u][i];
                    let e = self.g[u * side + v];
                    let sv = self.st[v];
                    if self.st[u] != sv {
                        let gap = self.delta(e);
                        if gap == 0 {
                            if self.on_found_edge(e) {
                                return true;
                            }
                        } else {
                            // The edge to v itself when v is outermost.
                            let gap = if sv == v {
                                gap
                            } else {
                                self.delta(self.at(u, sv))
                            };
                            if self.slack[sv] == 0 || gap < self.gap[sv] {
                                self.slack[sv] = u;
                                self.gap[sv] = gap;
                            }
                        }
                    }
                }
            }
            let mut d = i64::MAX;
            for b in n + 1..=self.nx {
                if self.st[b] == b && self.s[b] == 1 {
                    d = d.min(self.lab[b] / 2);
                }
            }
            for x in 1..=self.nx {
                if self.st[x] == x && self.slack[x] != 0 {
                    let gap = self.gap[x];
                    if self.s[x] == -1 {
                        d = d.min(gap);
                    } else if self.s[x] == 0 {
                        d = d.min(gap / 2);
                    }
                }
            }
            // A free vertex's dual reaching 0 ends the search: no gain left.
            for u in 1..=n {
                if self.s[self.st[u]] == 0 && self.lab[u] <= d {
                    return false;
                }
            }
            for u in 1..=n {
                match self.s[self.st[u]] {
                    0 => self.lab[u] -= d,
                    1 => self.lab[u] += d,
                    _ => {}
                }
            }
            for b in n + 1..=self.nx {
                if self.st[b] == b {
                    match self.s[b] {
                        0 => self.lab[b] += d * 2,
                        1 => self.lab[b] -= d * 2,
                        _ => {}
                    }
                }
            }
            for x in 1..=self.nx {
                if self.st[x] == x && self.slack[x] != 0 {
                    self.gap[x] = self.delta(self.at(self.slack[x], x));
                }
            }
            self.queue.clear();
            self.head = 0;
            for x in 1..=self.nx {
                if self.st[x] == x && self.slack[x] != 0 && self.st[self.slack[x]] != x {
                    let e = self.at(self.slack[x], x);
                    if self.delta(e) == 0 && self.on_found_edge(e) {
                        return true;
                    }
                }
            }
            for b in n + 1..=self.nx {
                if self.st[b] == b && self.s[b] == 1 && self.lab[b] == 0 {
                    self.expand_blossom(b);
                }
            }
        }
    }
}

/// A matching of greatest total weight in the undirected graph on `n`
/// vertices with the edges `(u, v, w)`: returns the weight and the matched
/// pairs `(u, v)`, `u < v`, in increasing order of `u`.
///
/// Edges of weight 0 or less never help and are left out; of parallel
/// edges the heaviest counts; self-loops are ignored. The primal-dual
/// method keeps every edge's reduced cost `z_u + z_v + Σ z_B - w ≥ 0`
/// and grows alternating trees from the free vertices through tight edges,
/// shrinking odd cycles into blossoms and expanding them when their dual
/// reaches 0; it stops when the duals of the free vertices reach 0. Each
/// of the at most n/2 augmentations takes O(n²) with the matrix of each
/// blossom's best edges: O(n³) in all, for `(2n + 1)²` edges of memory.
///
/// # Panics
/// If a vertex is not below `n`.
///
/// # Example
/// ```
/// use cpkit::graph::general_weighted_matching::max_weight_matching;
///
/// // The path 0 - 1 - 2 - 3 weighs 5, 8, 5: the two ends beat the middle.
/// let (weight, pairs) = max_weight_matching(4, &[(0, 1, 5), (1, 2, 8), (2, 3, 5)]);
/// assert_eq!((weight, pairs), (10, vec![(0, 1), (2, 3)]));
/// // A triangle with a pendant edge: an odd cycle (a blossom) on the way.
/// let (weight, pairs) = max_weight_matching(4, &[(0, 1, 6), (1, 2, 6), (2, 0, 6), (2, 3, 1)]);
/// assert_eq!(weight, 7);
/// assert_eq!(pairs.len(), 2);
/// ```
pub fn max_weight_matching(n: usize, edges: &[(usize, usize, i64)]) -> (i64, Vec<(usize, usize)>) {
    let side = 2 * n + 1;
    let mut g = vec![Edge { u: 0, v: 0, w: 0 }; side * side];
    for u in 1..=n {
        for v in 1..=n {
            g[u * side + v] = Edge {
                u: u as u32,
                v: v as u32,
                w: 0,
            };
        }
    }
    let mut w_max = 0;
    for &(u, v, w) in edges {
        assert!(
            u < n && v < n,
            "max_weight_matching: edge ({}, {}) on {} vertices",
            u,
            v,
            n
        );
        if u == v || w <= 0 {
            continue;
        }
        let (a, b) = (u + 1, v + 1);
        if w > g[a * side + b].w {
            g[a * side + b].w = w;
            g[b * side + a].w = w;
        }
        w_max = w_max.max(w);
    }
    let mut adj = vec![Vec::new(); n + 1];
    for u in 1..=n {
        for v in 1..=n {
            if g[u * side + v].w > 0 {
                adj[u].push(v);
            }
        }
    }
    let mut from = vec![0; side * (n + 1)];
    for u in 1..=n {
        from[u * (n + 1) + u] = u;
    }
    let mut lab = vec![0; side];
    for x in lab.iter_mut().take(n + 1).skip(1) {
        *x = w_max;
    }
    let mut state = Blossom {
        n,
        nx: n,
        side,
        g,
        adj,
        lab,
        mate: vec![0; side],
        slack: vec![0; side],
        gap: vec![0; side],
        st: (0..side).map(|x| if x <= n { x } else { 0 }).collect(),
        pa: vec![0; side],
        from,
        s: vec![-1; side],
        vis: vec![0; side],
        stamp: 0,
        flower: vec![Vec::new(); side],
        queue: Vec::new(),
        head: 0,
    };
    while state.matching() {}
    let mut weight = 0;
    let mut pairs = Vec::new();
    for u in 1..=n {
        let v = state.mate[u];
        if v != 0 && u < v {
            weight += state.at(u, v).w;
            pairs.push((u - 1, v - 1));
        }
    }
    (weight, pairs)
}
