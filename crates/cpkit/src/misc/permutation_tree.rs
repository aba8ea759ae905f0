//! The permutation tree (common interval decomposition tree) of a
//! permutation: its strong intervals ordered by inclusion, each linear or
//! prime, built left to right with a stack and a min segment tree in
//! O(n log n); verified on Library Checker's
//! `common_interval_decomposition_tree`
//! (`crates/cpkit/verify/common-interval-decomposition-tree`).

/// A node of the permutation tree: the positions `l..=r` of a strong
/// interval (a run of positions whose values form a run of integers, and
/// which overlaps no other such run without containing it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PermutationTreeNode {
    /// The parent's index; `None` for the root.
    pub parent: Option<usize>,
    /// The first position of the interval.
    pub l: usize,
    /// The last position of the interval (inclusive).
    pub r: usize,
    /// Linear: the union of any run of consecutive children is a common
    /// interval (their values go up, or go down, child after child); a
    /// leaf is linear. Otherwise prime (then at least 4 children).
    pub linear: bool,
    /// The children's indices, left to right.
    pub children: Vec<usize>,
}

/// The permutation tree of `p` (a permutation of `0..n`; anything else
/// panics), nodes in preorder: the root `0..=n-1` is node 0, a parent comes
/// before its children, children left to right; empty when `p` is. O(n log n).
///
/// An interval of positions is common when its values form a run of
/// integers: `max - min == r - l`. The positions are read left to right;
/// a segment tree holds, for each start `l <= i`, `max - min - (i - l)`
/// of `p[l..=i]` (kept by the two monotone stacks of maxima and minima),
/// so `[l, i]` is common where it is 0, and the leftmost such `l` is found
/// by descending. A stack holds the roots of the trees built so far, left
/// to right; the new leaf `i` joins the top as one more child of a linear
/// node, or makes a linear node with it, or, when neither is common but
/// some common interval ends at `i` and starts further left, becomes a
/// prime node with every stack root down to that start; it stops when no
/// common interval ending at `i` starts left of it.
///
/// # Example
/// ```
/// use cpkit::misc::permutation_tree::permutation_tree;
///
/// let tree = permutation_tree(&[0, 2, 1, 3]);
/// let shape: Vec<_> = tree.iter().map(|v| (v.parent, v.l, v.r, v.linear)).collect();
/// assert_eq!(
///     shape,
///     vec![
///         (None, 0, 3, true),    // 0 | 2 1 | 3, going up
///         (Some(0), 0, 0, true),
///         (Some(0), 1, 2, true), // 2 | 1, going down
///         (Some(2), 1, 1, true),
///         (Some(2), 2, 2, true),
///         (Some(0), 3, 3, true),
///     ]
/// );
/// assert_eq!(tree[0].children, vec![1, 2, 5]);
/// // 1 3 0 2: no two neighbours are consecutive values: a prime root.
/// assert!(!permutation_tree(&[1, 3, 0, 2])[0].linear);
/// ```
pub fn permutation_tree(p: &[usize]) -> Vec<PermutationTreeNode> {
    let n = p.len();
    let mut seen = vec![false; n];
    for &x in p {
        assert!(x < n && !seen[x], "not a permutation of 0..{}", n);
        seen[x] = true;
    }
    if n == 0 {
        return Vec::new();
    }
    let mut gap = GapTree::new(n);
    // Nodes as built: interval, linear, the left end of the last child
    // (where a linear node may be extended from), children.
    let mut left = Vec::with_capacity(2 * n);
    let mut right = Vec::with_capacity(2 * n);
    let mut linear = Vec::with_capacity(2 * n);
    let mut last_child = Vec::with_capacity(2 * n);
    let mut children: Vec<Vec<u32>> = Vec::with_capacity(2 * n);
    let mut maxima: Vec<usize> = Vec::new();
    let mut minima: Vec<usize> = Vec::new();
    let mut stack: Vec<usize> = Vec::new();
    for i in 0..n {
        // Starts l whose maximum (minimum) rises (falls) to p[i].
        while let Some(&top) = maxima.last() {
            if p[top] > p[i] {
                break;
            }
            maxima.pop();
            let from = maxima.last().map_or(0, |&t| t + 1);
            gap.add(from, top + 1, (p[i] - p[top]) as i64);
        }
        maxima.push(i);
        while let Some(&top) = minima.last() {
            if p[top] < p[i] {
                break;
            }
            minima.pop();
            let from = minima.last().map_or(0, |&t| t + 1);
            gap.add(from, top + 1, (p[top] - p[i]) as i64);
        }
        minima.push(i);
        if i > 0 {
            gap.add(0, i, -1);
        }

        let mut cur = left.len();
        left.push(i);
        right.push(i);
        linear.push(true);
        last_child.push(i);
        children.push(Vec::new());
        let first = gap.leftmost_zero();
        while let Some(&top) = stack.last() {
            if left[cur] <= first {
                break;
            }
            if linear[top] && !children[top].is_empty() && gap.is_zero(last_child[top]) {
                // One more child of the linear node on top.
                children[top].push(cur as u32);
                right[top] = i;
                last_child[top] = left[cur];
                stack.pop();
                cur = top;
            } else if gap.is_zero(left[top]) {
                let node = left.len();
                left.push(left[top]);
                right.push(i);
                linear.push(true);
                last_child.push(left[cur]);
                children.push(vec![top as u32, cur as u32]);
                stack.pop();
                cur = node;
            } else {
                // A prime node: the stack's roots down to the nearest one
                // that starts a common interval ending at i.
                let node = left.len();
                let mut kids = vec![cur as u32];
                while let Some(top) = stack.pop() {
                    kids.push(top as u32);
                    if gap.is_zero(left[top]) {
                        break;
                    }
                }
                kids.reverse();
                left.push(left[kids[0] as usize]);
                right.push(i);
                linear.push(false);
                last_child.push(left[cur]);
                children.push(kids);
                cur = node;
            }
        }
        stack.push(cur);
    }
    debug_assert_eq!(stack.len(), 1);

    // Renumber in preorder.
    let total = left.len();
    let mut index = vec![0usize; total];
    let mut order = Vec::with_capacity(total);
    let mut todo = vec![stack[0]];
    while let Some(v) = todo.pop() {
        index[v] = order.len();
        order.push(v);
        todo.extend(children[v].iter().rev().map(|&c| c as usize));
    }
    let mut nodes: Vec<PermutationTreeNode> = order
        .iter()
        .map(|&v| PermutationTreeNode {
            parent: None,
            l: left[v],
            r: right[v],
            linear: linear[v],
            children: children[v].iter().map(|&c| index[c as usize]).collect(),
        })
        .collect();
    for v in 0..total {
        for k in 0..nodes[v].children.len() {
            let c = nodes[v].children[k];
            nodes[c].parent = Some(v);
        }
    }
    nodes
}

/// A min segment tree with range add and no push-down: `min[v]` is the
/// minimum of `v`'s children plus `add[v]`, so a value is its leaf plus
/// the adds on its way up. Starts not yet read hold 0, never below.
struct GapTree {
    size: usize,
    min: Vec<i64>,
    add: Vec<i64>,
}

impl GapTree {
    fn new(n: usize) -> Self {
        let size = n.next_power_of_two();
        GapTree {
            size,
            min: vec![0; 2 * size],
            add: vec![0; 2 * size],
        }
    }

    fn add(&mut self, from: usize, to: usize, by: i64) {
        if from >= to {
            return;
        }
        let (mut l, mut r) = (from + self.size, to + self.size);
        let (l0, r0) = (l, r - 1);
        while l < r {
            if l & 1 == 1 {
                self.min[l] += by;
                self.add[l] += by;
                l += 1;
            }
            if r & 1 == 1 {
                r -= 1;
                self.min[r] += by;
                self.add[r] += by;
            }
            l >>= 1;
            r >>= 1;
        }
        self.pull(l0);
        self.pull(r0);
    }

    fn pull(&mut self, mut v: usize) {
        while v > 1 {
            v >>= 1;
            self.min[v] = self.min[2 * v].min(self.min[2 * v + 1]) + self.add[v];
        }
    }

    /// Whether start `l` is 0 (`[l, i]` is a common interval).
    fn is_zero(&self, l: usize) -> bool {
        let mut v = l + self.size;
        let mut value = self.min[v];
        while v > 1 {
            v >>= 1;
            value += self.add[v];
        }
        value == 0
    }

    /// The leftmost start that is 0 (the minimum: every value is >= 0,
    /// and the start `i` itself is 0).
    fn leftmost_zero(&self) -> usize {
        let mut v = 1;
        let mut above = 0;
        while v < self.size {
            above += self.add[v];
            v = if self.min[2 * v] + above == 0 {
                2 * v
            } else {
                2 * v + 1
            };
        }
        v - self.size
    }
}
