//! LeetCode's `ListNode` and `TreeNode`, as its editor defines them, in its
//! notation: a list as `[1,2,3]`, a tree in level order with `null` for a
//! missing child, `[3,9,20,null,null,15,7]`.
//!
//! The structs, their derives and their fields are LeetCode's own, so code
//! written against these compiles there unchanged (LeetCode declares them
//! itself; a submission never does). The one difference: `new` is `pub`
//! here, because these live in a module and a solution calls it from
//! outside; at LeetCode's crate root `ListNode::new` is reachable either way.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::io::Write;
use std::rc::Rc;

use super::super::input::{Input, InputError};
use super::super::output::Output;
use super::{list, null, write_list, LeetCode};

#[derive(PartialEq, Eq, Clone, Debug)]
pub struct ListNode {
    pub val: i32,
    pub next: Option<Box<ListNode>>,
}

impl ListNode {
    #[inline]
    pub fn new(val: i32) -> Self {
        ListNode { next: None, val }
    }
}

#[derive(Debug, PartialEq, Eq)]
pub struct TreeNode {
    pub val: i32,
    pub left: Option<Rc<RefCell<TreeNode>>>,
    pub right: Option<Rc<RefCell<TreeNode>>>,
}

impl TreeNode {
    #[inline]
    pub fn new(val: i32) -> Self {
        TreeNode {
            val,
            left: None,
            right: None,
        }
    }
}

/// A linked list as the list of its values: `[1,2,3]`, `[]` for `None`.
impl LeetCode for Option<Box<ListNode>> {
    const WHAT: &'static str = "a linked list in brackets";
    fn parse(input: &mut Input) -> Result<Self, InputError> {
        let values: Vec<i32> = list(input, i32::parse)?;
        // Built from the tail, so each node is boxed once.
        let mut head = None;
        for &val in values.iter().rev() {
            head = Some(Box::new(ListNode { val, next: head }));
        }
        Ok(head)
    }
    fn write<W: Write>(&self, out: &mut Output<W>) {
        let mut values = Vec::new();
        let mut node = self;
        while let Some(current) = node {
            values.push(current.val);
            node = &current.next;
        }
        values.write(out);
    }
}

/// A tree in level order, `null` standing for a missing child of a node that
/// is there; `[]` is `None`. Trailing `null`s are left out when written, as
/// LeetCode shows them.
impl LeetCode for Option<Rc<RefCell<TreeNode>>> {
    const WHAT: &'static str = "a tree in level order";
    fn parse(input: &mut Input) -> Result<Self, InputError> {
        let start = input.next_token_start();
        let values: Vec<Option<i32>> = list(input, |input| {
            if null(input) {
                Ok(None)
            } else {
                i32::parse(input).map(Some)
            }
        })?;
        let mut values = values.into_iter();
        let root = match values.next() {
            None => return Ok(None),
            Some(None) => {
                let end = input.position();
                return Err(input.error_with(start, "a tree whose root is not null".into(), end));
            }
            Some(Some(val)) => Rc::new(RefCell::new(TreeNode::new(val))),
        };
        // Each node that is there takes the next two values as its children.
        let mut parents = VecDeque::new();
        parents.push_back(Rc::clone(&root));
        'nodes: while let Some(parent) = parents.pop_front() {
            for left in [true, false] {
                let child = match values.next() {
                    None => break 'nodes,
                    Some(None) => continue,
                    Some(Some(val)) => Rc::new(RefCell::new(TreeNode::new(val))),
                };
                parents.push_back(Rc::clone(&child));
                let mut parent = parent.borrow_mut();
                if left {
                    parent.left = Some(child);
                } else {
                    parent.right = Some(child);
                }
            }
        }
        if values.next().is_some() {
            let end = input.position();
            return Err(input.error_with(
                start,
                "a tree in level order (values left after the last node's children)".into(),
                end,
            ));
        }
        Ok(Some(root))
    }
    fn write<W: Write>(&self, out: &mut Output<W>) {
        let mut values: Vec<Option<i32>> = Vec::new();
        let mut queue = VecDeque::new();
        queue.push_back(self.clone());
        while let Some(node) = queue.pop_front() {
            match node {
                None => values.push(None),
                Some(node) => {
                    let node = node.borrow();
                    values.push(Some(node.val));
                    queue.push_back(node.left.clone());
                    queue.push_back(node.right.clone());
                }
            }
        }
        while values.last() == Some(&None) {
            values.pop();
        }
        write_list(out, &values, |value, out| value.write(out));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read<T: LeetCode>(text: &str) -> Result<T, String> {
        let mut input = Input::from_bytes(text);
        let value = T::parse(&mut input).map_err(|err| err.named("x").to_string())?;
        input.end().map_err(|err| err.to_string())?;
        Ok(value)
    }

    fn shown<T: LeetCode>(value: &T) -> String {
        let mut text = Vec::new();
        value.write(&mut Output::new(&mut text));
        String::from_utf8(text).unwrap()
    }

    type Tree = Option<Rc<RefCell<TreeNode>>>;
    type List = Option<Box<ListNode>>;

    #[test]
    fn lists_read_and_print_back_in_order() {
        let list: List = read("[1, 2,3]").unwrap();
        let head = list.as_ref().unwrap();
        assert_eq!(head.val, 1);
        assert_eq!(head.next.as_ref().unwrap().next.as_ref().unwrap().val, 3);
        assert_eq!(shown(&list), "[1,2,3]");
        assert_eq!(read::<List>("[]"), Ok(None));
        assert_eq!(shown(&None::<Box<ListNode>>), "[]");
        let lists: Vec<List> = read("[[1,4,5],[],[2]]").unwrap();
        assert_eq!(shown(&lists), "[[1,4,5],[],[2]]");
    }

    #[test]
    fn trees_read_in_level_order_and_print_without_trailing_nulls() {
        let tree: Tree = read("[3,9,20,null,null,15,7]").unwrap();
        {
            let root = tree.as_ref().unwrap().borrow();
            assert_eq!(root.val, 3);
            assert_eq!(root.left.as_ref().unwrap().borrow().val, 9);
            assert!(root.left.as_ref().unwrap().borrow().left.is_none());
            let right = root.right.as_ref().unwrap().borrow();
            assert_eq!(right.left.as_ref().unwrap().borrow().val, 15);
            assert_eq!(right.right.as_ref().unwrap().borrow().val, 7);
        }
        assert_eq!(shown(&tree), "[3,9,20,null,null,15,7]");
        // A missing node has no children in the notation: 2's children come
        // right after 1's.
        for text in [
            "[1,null,2,3]",
            "[5,4,7,3,null,2,null,-1,null,9]",
            "[]",
            "[1]",
        ] {
            assert_eq!(shown(&read::<Tree>(text).unwrap()), text);
        }
        assert_eq!(
            shown(&read::<Tree>("[1,2,null,null,null]").unwrap()),
            "[1,2]"
        );
    }

    #[test]
    fn bad_trees_and_lists_name_the_place() {
        assert_eq!(
            read::<Tree>("[null,1]"),
            Err(
                "line 1, column 1: x expected a tree whose root is not null; found \"[null,1]\""
                    .into()
            )
        );
        assert_eq!(
            read::<Tree>("[1,null,null,2]"),
            Err("line 1, column 1: x expected a tree in level order (values left after the last node's children); found \"[1,null,null,2]\"".into())
        );
        assert_eq!(
            read::<Tree>("[1,nul]"),
            Err("line 1, column 4: x[1] expected an i32; found \"nul\"".into())
        );
        assert_eq!(
            read::<List>("[1,null]"),
            Err("line 1, column 4: x[1] expected an i32; found \"null\"".into())
        );
    }

    #[test]
    fn null_stands_for_none() {
        assert_eq!(read::<Option<i32>>("null"), Ok(None));
        assert_eq!(
            read::<Vec<Option<i32>>>("[null,-2]"),
            Ok(vec![None, Some(-2)])
        );
        assert_eq!(shown(&vec![None, Some(7)]), "[null,7]");
        assert_eq!(read::<Option<i32>>("nullx").map_err(|_| ()), Err(()));
    }
}
