//! Random LeetCode arguments for a stress test's generator: linked lists and
//! trees of any shape, and any value written in the notation as text (a
//! design problem's calls are built from these).

use std::cell::RefCell;
use std::rc::Rc;

use super::super::output::Output;
use super::super::random::Rng;
use super::{LeetCode, ListNode, TreeNode};

/// The list holding `values` in order.
pub fn list(values: &[i32]) -> Option<Box<ListNode>> {
    let mut head = None;
    for &val in values.iter().rev() {
        head = Some(Box::new(ListNode { val, next: head }));
    }
    head
}

/// A tree of `n` nodes with values from `lo` to `hi` (often at the edges),
/// its shape drawn at random: each node after the root takes a free child
/// place of a node already there, so paths (depth n) and bushy trees both
/// come up.
pub fn tree(rng: &mut Rng, n: usize, lo: i64, hi: i64) -> Option<Rc<RefCell<TreeNode>>> {
    let mut value = || rng.edge_int(lo, hi) as i32;
    if n == 0 {
        return None;
    }
    let root = Rc::new(RefCell::new(TreeNode::new(value())));
    // Every place a child may go: (its parent, on the left).
    let mut free = vec![(Rc::clone(&root), true), (Rc::clone(&root), false)];
    let mut values: Vec<i32> = (1..n).map(|_| value()).collect();
    while let Some(val) = values.pop() {
        let (parent, left) = free.swap_remove(rng.index(free.len()));
        let child = Rc::new(RefCell::new(TreeNode::new(val)));
        free.push((Rc::clone(&child), true));
        free.push((Rc::clone(&child), false));
        let mut parent = parent.borrow_mut();
        if left {
            parent.left = Some(child);
        } else {
            parent.right = Some(child);
        }
    }
    Some(root)
}

/// `value` in the notation, as text: `[1,2]`, `"a"`, `null`.
pub fn text<T: LeetCode>(value: &T) -> String {
    let mut bytes = Vec::new();
    value.write(&mut Output::new(&mut bytes));
    String::from_utf8(bytes).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(node: &Option<Rc<RefCell<TreeNode>>>) -> usize {
        node.as_ref().map_or(0, |node| {
            let node = node.borrow();
            1 + size(&node.left) + size(&node.right)
        })
    }

    #[test]
    fn random_trees_have_their_size_and_values_in_range() {
        let mut rng = Rng::new(7);
        for n in 0..40 {
            let root = tree(&mut rng, n, -3, 3);
            assert_eq!(size(&root), n);
            let shown = text(&root);
            let mut input = super::super::super::input::Input::from_bytes(shown.clone());
            let back = <Option<Rc<RefCell<TreeNode>>>>::parse(&mut input).unwrap();
            assert_eq!(text(&back), shown, "level order reads back");
        }
    }

    #[test]
    fn lists_and_text_are_the_notation() {
        assert_eq!(text(&list(&[1, 2, 3])), "[1,2,3]");
        assert_eq!(text(&list(&[])), "[]");
        assert_eq!(text(&None::<i32>), "null");
        assert_eq!(text(&"a\"b".to_string()), "\"a\\\"b\"");
    }
}
