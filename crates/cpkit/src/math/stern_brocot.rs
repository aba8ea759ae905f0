//! The Stern–Brocot tree of the positive rationals: a node's path from
//! `1/1` as runs of `L` and `R` (its continued fraction), and back; lowest
//! common ancestors, ancestors at a depth, the interval of descendants, and
//! the best rational approximations with bounded numerator and denominator,
//! each O(log max(a, b)); verified on Library Checker's `stern_brocot_tree`
//! (`crates/cpkit/verify/stern-brocot-tree`) and `rational_approximation`
//! (`crates/cpkit/verify/rational-approximation`).
//!
//! A fraction is a pair `(numerator, denominator)`, in lowest terms for
//! the nodes; `(0, 1)` and `(1, 0)` stand for 0 and +∞ as bounds. A node
//! is the mediant `(l.0 + r.0, l.1 + r.1)` of the two bounds of the
//! interval of its descendants, from `(0, 1)` and `(1, 0)` at the root
//! `1/1`: a step `R` raises the lower bound to the node, `L` lowers the
//! upper one. Runs of equal steps are taken at once, so a path costs its
//! number of runs, at most about 45 for numbers below 2^32.

/// The path from `1/1` to the node `a/b` (`a, b >= 1`, coprime), as runs
/// `(direction, length)` of `'L'` and `'R'`, alternating, each length at
/// least 1 (empty for `1/1`). These are the partial quotients of `a/b`'s
/// continued fraction, the last one less one: Euclid's algorithm.
///
/// # Example
/// ```
/// use cpkit::math::stern_brocot::{decode_path, encode_path};
///
/// // 1/1 -R-> 2/1 -L-> 3/2 -R-> 5/3 (5/3 = 1 + 1 / (1 + 1 / 2))
/// assert_eq!(encode_path(5, 3), [('R', 1), ('L', 1), ('R', 1)]);
/// assert_eq!(encode_path(1, 1), []);
/// assert_eq!(encode_path(1, 4), [('L', 3)]);
/// assert_eq!(decode_path(&[('R', 1), ('L', 1), ('R', 1)]), (5, 3));
/// assert_eq!(decode_path(&[('R', 1), ('L', 2)]), (4, 3));
/// ```
pub fn encode_path(a: u64, b: u64) -> Vec<(char, u64)> {
    assert!(a >= 1 && b >= 1, "encode_path needs a positive fraction");
    let mut runs = Vec::new();
    let (mut a, mut b) = (a, b);
    let mut right = true;
    while b != 0 {
        let q = a / b;
        let r = a % b;
        if r == 0 {
            // The last quotient, less one (the node itself is not a step).
            if q > 1 {
                runs.push((if right { 'R' } else { 'L' }, q - 1));
            }
            assert!(b == 1, "encode_path needs a fraction in lowest terms");
        } else if q > 0 {
            runs.push((if right { 'R' } else { 'L' }, q));
        }
        a = b;
        b = r;
        right = !right;
    }
    runs
}

/// The bounds `(lower, upper)` of the interval of descendants of the node
/// the path leads to; the node is their mediant.
fn walk(path: &[(char, u64)]) -> ((u64, u64), (u64, u64)) {
    let (mut l, mut r) = ((0u64, 1u64), (1u64, 0u64));
    for &(direction, k) in path {
        match direction {
            'R' => l = (l.0 + k * r.0, l.1 + k * r.1),
            'L' => r = (r.0 + k * l.0, r.1 + k * l.1),
            _ => panic!("a path's steps are 'L' and 'R'; found {:?}", direction),
        }
    }
    (l, r)
}

/// The node at the end of the path from `1/1` (runs of `'L'` and `'R'`,
/// any lengths, equal directions may follow each other); the inverse of
/// [`encode_path`]. Panics if the node does not fit a `u64`.
pub fn decode_path(path: &[(char, u64)]) -> (u64, u64) {
    let (l, r) = walk(path);
    (l.0 + r.0, l.1 + r.1)
}

/// The lowest common ancestor of the nodes `a/b` and `c/d`: the end of the
/// common prefix of their paths.
///
/// # Example
/// ```
/// use cpkit::math::stern_brocot::lca;
///
/// assert_eq!(lca((5, 3), (4, 3)), (3, 2)); // paths R L R and R L L
/// assert_eq!(lca((5, 3), (7, 4)), (5, 3)); // an ancestor of the other
/// assert_eq!(lca((1, 2), (2, 1)), (1, 1));
/// ```
pub fn lca(x: (u64, u64), y: (u64, u64)) -> (u64, u64) {
    let (p, q) = (encode_path(x.0, x.1), encode_path(y.0, y.1));
    let mut common = Vec::new();
    for (&(d1, k1), &(d2, k2)) in p.iter().zip(&q) {
        if d1 != d2 {
            break;
        }
        common.push((d1, k1.min(k2)));
        if k1 != k2 {
            break;
        }
    }
    decode_path(&common)
}

/// The ancestor of the node `a/b` at depth `k` (the root `1/1` has depth
/// 0; the node itself is at the depth of its path's total length), or
/// `None` when `a/b` is shallower than `k`.
///
/// # Example
/// ```
/// use cpkit::math::stern_brocot::ancestor;
///
/// assert_eq!(ancestor(1, (5, 3)), Some((2, 1)));
/// assert_eq!(ancestor(3, (5, 3)), Some((5, 3)));
/// assert_eq!(ancestor(4, (5, 3)), None);
/// assert_eq!(ancestor(0, (5, 3)), Some((1, 1)));
/// ```
pub fn ancestor(k: u64, x: (u64, u64)) -> Option<(u64, u64)> {
    let mut rest = k;
    let mut prefix = Vec::new();
    for (direction, len) in encode_path(x.0, x.1) {
        if rest == 0 {
            break;
        }
        let take = len.min(rest);
        prefix.push((direction, take));
        rest -= take;
    }
    if rest > 0 {
        return None;
    }
    Some(decode_path(&prefix))
}

/// The open interval `(lower, upper)` of the descendants of the node
/// `a/b` (the node included), as fractions; `(0, 1)` is 0 and `(1, 0)` is
/// +∞.
///
/// # Example
/// ```
/// use cpkit::math::stern_brocot::range;
///
/// assert_eq!(range(1, 1), ((0, 1), (1, 0)));
/// assert_eq!(range(5, 3), ((3, 2), (2, 1)));
/// ```
pub fn range(a: u64, b: u64) -> ((u64, u64), (u64, u64)) {
    walk(&encode_path(a, b))
}

/// The best approximations of `x/y` (`x, y >= 1`, not necessarily in
/// lowest terms) by fractions in lowest terms whose numerator and
/// denominator are at most `n`: the largest such fraction `<= x/y` (`(0,
/// 1)` if there is none) and the smallest `>= x/y` (`(1, 0)` if none); both
/// are `x/y` reduced when it qualifies.
///
/// Down the path of `x/y`, the bounds of the current interval are the best
/// approximations among the nodes visited, and every fraction strictly
/// inside has a numerator and a denominator at least those of the node, so
/// the walk stops at the first node past `n`. A run is cut short by one
/// division.
///
/// # Example
/// ```
/// use cpkit::math::stern_brocot::rational_approximation;
///
/// // 3/1 <= π ≈ 355/113 <= 4/1, then 10/3 and 22/7 above it
/// assert_eq!(rational_approximation(4, 355, 113), ((3, 1), (4, 1)));
/// assert_eq!(rational_approximation(10, 355, 113), ((3, 1), (10, 3)));
/// assert_eq!(rational_approximation(22, 355, 113), ((3, 1), (22, 7)));
/// assert_eq!(rational_approximation(5, 4, 6), ((2, 3), (2, 3)));
/// assert_eq!(rational_approximation(3, 1, 7), ((0, 1), (1, 3)));
/// assert_eq!(rational_approximation(3, 7, 1), ((3, 1), (1, 0)));
/// ```
pub fn rational_approximation(n: u64, x: u64, y: u64) -> ((u64, u64), (u64, u64)) {
    assert!(
        n >= 1 && x >= 1 && y >= 1,
        "rational_approximation needs n, x, y >= 1"
    );
    // How many times `step` can be added to `from` with both parts <= n.
    let room = |from: (u64, u64), step: (u64, u64)| {
        let a = (n - from.0).checked_div(step.0).unwrap_or(u64::MAX);
        let b = (n - from.1).checked_div(step.1).unwrap_or(u64::MAX);
        a.min(b)
    };
    // encode_path's Euclid, streamed (x/y need not be in lowest terms:
    // the quotients are the same).
    let (mut l, mut r) = ((0u64, 1u64), (1u64, 0u64));
    let (mut a, mut b) = (x, y);
    let mut right = true;
    while b != 0 {
        let q = a / b;
        let rest = a - q * b;
        let k = if rest == 0 { q - 1 } else { q };
        if right {
            let j = k.min(room(l, r));
            l = (l.0 + j * r.0, l.1 + j * r.1);
            if j < k {
                return (l, r);
            }
        } else {
            let j = k.min(room(r, l));
            r = (r.0 + j * l.0, r.1 + j * l.1);
            if j < k {
                return (l, r);
            }
        }
        a = b;
        b = rest;
        right = !right;
    }
    // The whole path walked: the node is x/y itself.
    let node = (l.0 + r.0, l.1 + r.1);
    if node.0 <= n && node.1 <= n {
        (node, node)
    } else {
        (l, r)
    }
}
