//! A LeetCode submission checked the way LeetCode builds it: inside a file
//! that provides only what LeetCode provides (`struct Solution`, its own
//! `ListNode` and `TreeNode`, and a `main` that calls every method), so a
//! paste that redefines those, or leans on anything of the local file, does
//! not compile here either.

use anyhow::{anyhow, bail, Result};
use quote::ToTokens;
use syn::{ImplItem, Item, Type};

use super::template::{self, Receiver};

/// LeetCode's definitions, as its editor's comments show them. `new` of
/// `ListNode` is private there; the allowances keep `-D warnings` from
/// refusing a submission for what it does not use of them.
const PRELUDE: &str = "\
#[allow(dead_code)]
#[derive(PartialEq, Eq, Clone, Debug)]
pub struct ListNode {
  pub val: i32,
  pub next: Option<Box<ListNode>>
}

#[allow(dead_code)]
impl ListNode {
  #[inline]
  fn new(val: i32) -> Self {
    ListNode {
      next: None,
      val
    }
  }
}

#[allow(dead_code)]
#[derive(Debug, PartialEq, Eq)]
pub struct TreeNode {
  pub val: i32,
  pub left: Option<std::rc::Rc<std::cell::RefCell<TreeNode>>>,
  pub right: Option<std::rc::Rc<std::cell::RefCell<TreeNode>>>,
}

#[allow(dead_code)]
impl TreeNode {
  #[inline]
  pub fn new(val: i32) -> Self {
    TreeNode {
      val,
      left: None,
      right: None
    }
  }
}
";

/// The names LeetCode defines, which a submission must not.
const PROVIDED: [&str; 3] = ["Solution", "ListNode", "TreeNode"];

/// `submission` inside LeetCode's harness; an error when it redefines what
/// LeetCode provides or holds neither `impl Solution` nor a class.
pub fn wrap(submission: &str) -> Result<String> {
    let file = syn::parse_file(submission)
        .map_err(|err| anyhow!("the submission is not Rust code: {}", err))?;
    let mut calls = Vec::new();
    let mut solution = false;
    for item in &file.items {
        let defined = match item {
            Item::Struct(item) => Some(&item.ident),
            Item::Enum(item) => Some(&item.ident),
            Item::Type(item) => Some(&item.ident),
            Item::Fn(item) if item.sig.ident == "main" => {
                bail!("the submission has a `fn main`; LeetCode supplies its own")
            }
            _ => None,
        };
        if let Some(name) = defined {
            if PROVIDED.iter().any(|provided| name == provided) {
                bail!(
                    "the submission defines `{}`, which LeetCode provides; leave its definition out (use the core's only above the paste marker)",
                    name
                );
            }
        }
        let item = match item {
            Item::Impl(item) if item.trait_.is_none() => item,
            _ => continue,
        };
        let class = match &*item.self_ty {
            Type::Path(path) => path.to_token_stream().to_string(),
            _ => continue,
        };
        let mut methods = Vec::new();
        for inner in &item.items {
            if let ImplItem::Fn(function) = inner {
                methods.push(template::method(function)?);
            }
        }
        if class == "Solution" {
            solution = true;
            for method in methods.iter().filter(|m| m.signature.starts_with("pub ")) {
                calls.push(format!(
                    "    let _ = Solution::{}({});\n",
                    method.name,
                    defaults(method)
                ));
            }
        } else if let Some(new) = methods.iter().find(|m| m.name == "new") {
            let object = format!("object_{}", class.to_lowercase());
            calls.push(format!(
                "    let mut {} = {}::new({});\n",
                object,
                class,
                defaults(new)
            ));
            for method in methods.iter().filter(|m| m.receiver != Receiver::None) {
                calls.push(format!(
                    "    let _ = {}.{}({});\n",
                    object,
                    method.name,
                    defaults(method)
                ));
            }
        }
    }
    if calls.is_empty() {
        bail!("the submission has no `impl Solution` with a `pub fn` and no class with `fn new`");
    }
    Ok(format!(
        "{}{}\n{}\n#[allow(unused_mut)]\nfn main() {{\n{}}}\n",
        if solution { "struct Solution;\n\n" } else { "" },
        PRELUDE,
        submission,
        calls.concat()
    ))
}

/// `Default::default()` for each argument (`&mut` where taken so).
fn defaults(method: &template::Method) -> String {
    method
        .args
        .iter()
        .map(|arg| {
            if arg.by_mut {
                "&mut Default::default()"
            } else {
                "Default::default()"
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use judging::rustc::{self, Emit};

    fn compiles(code: &str) -> Result<(), String> {
        let dir = tempfile::tempdir().unwrap();
        let source = dir.path().join("harness.rs");
        std::fs::write(&source, code).unwrap();
        let warnings = rustc::compile(&source, "2018", Emit::Check, &dir.path().join("out"))
            .map_err(|err| err.detail())?;
        if warnings.is_empty() {
            Ok(())
        } else {
            Err(warnings.join("\n"))
        }
    }

    const LIST: &str = "impl Solution {
    pub fn reverse_list(head: Option<Box<ListNode>>) -> Option<Box<ListNode>> {
        let (mut head, mut reversed) = (head, None);
        while let Some(mut node) = head {
            head = node.next.take();
            node.next = reversed;
            reversed = Some(node);
        }
        let _ = ListNode::new(0);
        reversed
    }
}";

    #[test]
    fn a_list_solution_compiles_against_leetcodes_list_node() {
        let code = wrap(LIST).unwrap();
        assert!(code.starts_with("struct Solution;\n"), "{}", code);
        assert!(
            code.contains("let _ = Solution::reverse_list(Default::default());"),
            "{}",
            code
        );
        compiles(&code).unwrap();
    }

    #[test]
    fn a_class_is_constructed_and_every_method_called() {
        let class = "struct MinStack { items: Vec<i32> }
impl MinStack {
    fn new() -> Self { MinStack { items: Vec::new() } }
    fn push(&mut self, val: i32) { self.items.push(val) }
    fn top(&self) -> i32 { self.items[self.items.len() - 1] }
    fn sort(&mut self, nums: &mut Vec<i32>) { nums.sort() }
}";
        let code = wrap(class).unwrap();
        assert!(!code.contains("struct Solution"), "{}", code);
        assert!(
            code.contains("let mut object_minstack = MinStack::new();"),
            "{}",
            code
        );
        assert!(
            code.contains("let _ = object_minstack.sort(&mut Default::default());"),
            "{}",
            code
        );
        compiles(&code).unwrap();
    }

    #[test]
    fn a_tree_solution_needs_its_own_use_lines_as_on_leetcode() {
        let body = "impl Solution {
    pub fn max_depth(root: Option<Rc<RefCell<TreeNode>>>) -> i32 {
        root.map_or(0, |node| {
            let node = node.borrow();
            1 + Self::max_depth(node.left.clone()).max(Self::max_depth(node.right.clone()))
        })
    }
}";
        let with_uses = format!("use std::cell::RefCell;\nuse std::rc::Rc;\n{}", body);
        compiles(&wrap(&with_uses).unwrap()).unwrap();
        assert!(compiles(&wrap(body).unwrap()).is_err());
    }

    #[test]
    fn redefining_what_leetcode_provides_is_refused() {
        let redefined = format!(
            "pub struct ListNode {{ pub val: i32, pub next: Option<Box<ListNode>> }}\n{}",
            LIST
        );
        assert_eq!(
            wrap(&redefined).unwrap_err().to_string(),
            "the submission defines `ListNode`, which LeetCode provides; leave its definition out (use the core's only above the paste marker)"
        );
        assert!(wrap("fn main() {}")
            .unwrap_err()
            .to_string()
            .contains("fn main"));
        assert!(wrap("fn helper() {}").is_err());
    }
}
