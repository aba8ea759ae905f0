//! The Cartesian tree of a sequence (the minimum at the root, each side a
//! Cartesian tree of its part), built with a stack in O(n); verified by
//! `crates/cpkit/verify/cartesian-tree`.

/// The Cartesian tree of `a` as each index's parent, the root (the index of
/// the minimum) being its own parent: the subtree of `i` is the longest
/// range around `i` whose values are all at least `a[i]`, with the indices
/// in order (an in-order walk gives `0, 1, ..., n - 1`). Of equal values
/// the leftmost is the ancestor. For the maximum at the root, pass
/// `std::cmp::Reverse` values. O(n): each index is pushed and popped once.
///
/// # Example
/// ```
/// use cpkit::ds::cartesian_tree::cartesian_tree;
///
/// //            1 (index 1)
/// //          /   \
/// //  index 0 3    2 index 2
/// assert_eq!(cartesian_tree(&[3, 1, 2]), vec![1, 1, 1]);
/// assert_eq!(cartesian_tree(&[1, 2, 3]), vec![0, 0, 1]);
/// assert!(cartesian_tree::<u8>(&[]).is_empty());
/// ```
pub fn cartesian_tree<T: Ord>(a: &[T]) -> Vec<usize> {
    let n = a.len();
    let mut parent: Vec<usize> = (0..n).collect();
    // The right spine of the tree of a[..i], from the root down: its values
    // strictly increase, except that equal values stay one above the other.
    let mut spine: Vec<usize> = Vec::with_capacity(n);
    for i in 0..n {
        let mut below = None;
        while let Some(&top) = spine.last() {
            if a[top] <= a[i] {
                break;
            }
            below = spine.pop();
        }
        // The spine's part larger than a[i] becomes i's left subtree, and i
        // the right child of what is left.
        if let Some(child) = below {
            parent[child] = i;
        }
        if let Some(&top) = spine.last() {
            parent[i] = top;
        }
        spine.push(i);
    }
    parent
}
