//! The Rust code LeetCode's editor shows for a problem, read: the methods of
//! `impl Solution`, or a design class (its struct, `fn new(...) -> Self` and
//! the methods taking `&self` or `&mut self`).

use anyhow::{anyhow, bail, Result};
use quote::ToTokens;
use syn::{FnArg, ImplItem, Item, Pat, ReturnType, Type};

/// What `--template` needs to be: said when it is missing or unreadable.
pub const WHAT_TO_PASTE: &str = "paste the Rust code LeetCode's editor shows for the problem \
(choose Rust above the editor, then copy all of it: the `impl Solution` or the class, with its \
comments) into a file and give `--template <file>`, or `--template -` to read it from stdin";

/// One method of the template.
#[derive(Debug, Clone)]
pub struct Method {
    pub name: String,
    /// `&self`, `&mut self`, or none (a function of `Solution`, or `new`).
    pub receiver: Receiver,
    pub args: Vec<Arg>,
    /// `None` for a method that returns nothing.
    pub output: Option<Type>,
    /// `pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32>`, as Rust
    /// prints it.
    pub signature: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Receiver {
    None,
    Shared,
    Mut,
}

/// An argument: its name and type, `&mut` taken off (`by_mut` says so).
#[derive(Debug, Clone)]
pub struct Arg {
    pub name: String,
    pub ty: Type,
    pub by_mut: bool,
}

/// What the template holds.
#[derive(Debug, Clone)]
pub enum Shape {
    /// `impl Solution { ... }`: LeetCode calls the first `pub fn`.
    Functions(Vec<Method>),
    /// A class: LeetCode calls `new`, then the methods the example names.
    Design {
        class: String,
        /// Whether the struct has no fields yet (LeetCode's `struct X {}`),
        /// so that `new` can return `Self {}` until it is written.
        empty: bool,
        constructor: Box<Method>,
        methods: Vec<Method>,
    },
}

/// A template, read.
#[derive(Debug, Clone)]
pub struct Template {
    pub text: String,
    pub shape: Shape,
}

impl Template {
    /// The signature the metadata records: the method LeetCode calls, or
    /// for a class its constructor's.
    pub fn signature(&self) -> &str {
        match &self.shape {
            Shape::Functions(methods) => &methods[0].signature,
            Shape::Design { constructor, .. } => &constructor.signature,
        }
    }
}

/// Whether a signature (as the metadata records it) is a design class's
/// constructor: `fn new(...) -> Self`.
pub fn is_constructor(signature: &str) -> bool {
    let compact: String = signature.split_whitespace().collect();
    compact.ends_with("->Self") && compact.contains("fnnew(")
}

/// Reads the template from the file `path`, or stdin for `-`.
pub fn read(path: &std::path::Path) -> Result<Template> {
    use std::io::Read;
    let mut text = String::new();
    if path.as_os_str() == "-" {
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|err| anyhow!("--template -: cannot read stdin: {}", err))?;
    } else {
        text = std::fs::read_to_string(path)
            .map_err(|err| anyhow!("--template: cannot read {}: {}", path.display(), err))?;
    }
    parse(&text).map_err(|err| anyhow!("--template: {}", err))
}

/// Reads `text`, LeetCode's template for Rust.
pub fn parse(text: &str) -> Result<Template> {
    if text.trim().is_empty() {
        bail!("the template is empty; {}", WHAT_TO_PASTE);
    }
    let text = &plain_block_comments(text);
    let file = syn::parse_file(text)
        .map_err(|err| anyhow!("the template is not Rust code ({}); {}", err, WHAT_TO_PASTE))?;
    let mut structs: Vec<(String, bool)> = Vec::new();
    let mut impls: Vec<(String, Vec<Method>)> = Vec::new();
    for item in &file.items {
        match item {
            Item::Use(_) => {}
            Item::Struct(item) => structs.push((item.ident.to_string(), item.fields.is_empty())),
            Item::Impl(item) if item.trait_.is_none() => {
                let name = match &*item.self_ty {
                    Type::Path(path) => path.to_token_stream().to_string(),
                    other => bail!(
                        "the template has an `impl` for `{}`; expected `impl Solution` or a class",
                        other.to_token_stream()
                    ),
                };
                let mut methods = Vec::new();
                for inner in &item.items {
                    if let ImplItem::Fn(function) = inner {
                        methods.push(method(function)?);
                    }
                }
                impls.push((name, methods));
            }
            other => bail!(
                "the template holds `{}`, which LeetCode's do not; {}",
                first_line(&other.to_token_stream().to_string()),
                WHAT_TO_PASTE
            ),
        }
    }
    let shape = match &impls[..] {
        [] => bail!(
            "the template has no `impl Solution` and no class; {}",
            WHAT_TO_PASTE
        ),
        [(name, methods)] if name == "Solution" => {
            let methods: Vec<Method> = methods.clone();
            if methods.is_empty() {
                bail!("the template's `impl Solution` has no method");
            }
            if let Some(method) = methods.iter().find(|m| m.receiver != Receiver::None) {
                bail!(
                    "`Solution::{}` takes `self`; LeetCode calls `Solution::method(...)`, so a class needs its own struct",
                    method.name
                );
            }
            Shape::Functions(methods)
        }
        [(class, methods)] => {
            let empty = match structs.iter().find(|(name, _)| name == class) {
                Some(&(_, empty)) => empty,
                None => bail!(
                    "the template has `impl {}` but no `struct {}`",
                    class,
                    class
                ),
            };
            let mut constructor = None;
            let mut others = Vec::new();
            for method in methods {
                if method.name == "new" {
                    constructor = Some(method.clone());
                } else if method.receiver == Receiver::None {
                    bail!(
                        "`{}::{}` takes no `self`; a class's methods take `&self` or `&mut self`",
                        class,
                        method.name
                    );
                } else {
                    others.push(method.clone());
                }
            }
            let constructor = constructor
                .filter(|new| is_constructor(&new.signature))
                .ok_or_else(|| anyhow!("the class `{}` has no `fn new(...) -> Self`", class))?;
            Shape::Design {
                class: class.clone(),
                empty,
                constructor: Box::new(constructor),
                methods: others,
            }
        }
        many => bail!(
            "the template has {} `impl` blocks ({}); LeetCode's have one",
            many.len(),
            many.iter()
                .map(|(name, _)| name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    Ok(Template {
        text: text.to_string(),
        shape,
    })
}

/// The shape of a solution's paste part, as LeetCode calls it: laxer than
/// [`parse`], which reads LeetCode's own template. A solution may add what
/// it likes around it (helper functions, structs, a helper `impl` block, as
/// docs/leetcode.md recommends): what is called is `impl Solution`'s
/// methods, or for a class the `impl` block that holds `fn new(...) ->
/// Self` (issue 42: `stress --init` refused a class with a helper block).
pub fn parse_solution(text: &str) -> Result<Template> {
    let text = &plain_block_comments(text);
    let file =
        syn::parse_file(text).map_err(|err| anyhow!("the solution is not Rust code ({})", err))?;
    let impls: Vec<&syn::ItemImpl> = file
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Impl(block) if block.trait_.is_none() => Some(block),
            _ => None,
        })
        .collect();
    let name_of = |block: &syn::ItemImpl| block.self_ty.to_token_stream().to_string();
    let methods_of = |block: &syn::ItemImpl| -> Result<Vec<Method>> {
        block
            .items
            .iter()
            .filter_map(|inner| match inner {
                ImplItem::Fn(function) => Some(method(function)),
                _ => None,
            })
            .collect()
    };
    let solution: Vec<Method> = impls
        .iter()
        .filter(|block| name_of(block) == "Solution")
        .map(|block| methods_of(block))
        .collect::<Result<Vec<_>>>()?
        .into_iter()
        .flatten()
        .filter(|method| method.receiver == Receiver::None)
        .collect();
    if !solution.is_empty() {
        return Ok(Template {
            text: text.to_string(),
            shape: Shape::Functions(solution),
        });
    }
    for block in &impls {
        let methods = methods_of(block)?;
        let Some(constructor) = methods
            .iter()
            .find(|m| m.name == "new" && is_constructor(&m.signature))
        else {
            continue;
        };
        let class = name_of(block);
        let empty = file
            .items
            .iter()
            .any(|item| matches!(item, Item::Struct(s) if s.ident == class && s.fields.is_empty()));
        return Ok(Template {
            text: text.to_string(),
            shape: Shape::Design {
                class,
                empty,
                constructor: Box::new(constructor.clone()),
                methods: methods
                    .iter()
                    .filter(|m| m.receiver != Receiver::None)
                    .cloned()
                    .collect(),
            },
        });
    }
    bail!("the solution has no `impl Solution` and no class with `fn new(...) -> Self`")
}

/// `text` with its `/** ... */` comments made plain `/* ... */`: a design
/// template ends with one ("Your NumArray object will be instantiated and
/// called as such"), which LeetCode's own code follows; alone at the end of
/// a file a doc comment documents nothing, and rustc refuses it.
pub(crate) fn plain_block_comments(text: &str) -> String {
    text.lines()
        .map(|line| {
            let trimmed = line.trim_start();
            if trimmed.starts_with("/**") && !trimmed.starts_with("/**/") {
                let indent = &line[..line.len() - trimmed.len()];
                format!("{}/*{}\n", indent, &trimmed[3..])
            } else {
                format!("{}\n", line)
            }
        })
        .collect()
}

fn first_line(text: &str) -> &str {
    let line = text.lines().next().unwrap_or("");
    &line[..line.len().min(60)]
}

/// A method of the template, read.
pub fn method(function: &syn::ImplItemFn) -> Result<Method> {
    let name = function.sig.ident.to_string();
    let mut receiver = Receiver::None;
    let mut args = Vec::new();
    for input in &function.sig.inputs {
        match input {
            FnArg::Receiver(this) => {
                receiver = match &this.kind {
                    syn::ReceiverKind::Reference(_, _, Some(_)) => Receiver::Mut,
                    syn::ReceiverKind::Reference(_, _, None) => Receiver::Shared,
                    _ => bail!(
                        "`{}` takes `self` by value; LeetCode's take `&self` or `&mut self`",
                        name
                    ),
                };
            }
            FnArg::Typed(typed) => {
                let arg = match &*typed.pat {
                    Pat::Ident(ident) => ident.ident.to_string(),
                    _ => bail!(
                        "`{}`: each argument needs a plain name, as in `n: i32`",
                        name
                    ),
                };
                let (ty, by_mut) = match &*typed.ty {
                    Type::Reference(reference) if reference.mutability.is_some() => {
                        ((*reference.elem).clone(), true)
                    }
                    ty => (ty.clone(), false),
                };
                args.push(Arg {
                    name: arg,
                    ty,
                    by_mut,
                });
            }
        }
    }
    let output = match &function.sig.output {
        ReturnType::Default => None,
        ReturnType::Type(_, ty) => Some((**ty).clone()),
    };
    let vis = function.vis.to_token_stream().to_string();
    let sig = function.sig.to_token_stream().to_string();
    let signature = if vis.is_empty() {
        tidy(&sig)
    } else {
        format!("{} {}", vis, tidy(&sig))
    };
    Ok(Method {
        name,
        receiver,
        args,
        output,
        signature,
    })
}

/// Tokens printed back as a person writes them: `Vec < i32 >` → `Vec<i32>`.
pub fn tidy(tokens: &str) -> String {
    let mut text = tokens.to_string();
    for (from, to) in [
        (" < ", "<"),
        (" <", "<"),
        ("< ", "<"),
        (" >", ">"),
        (" ,", ","),
        (" (", "("),
        ("( ", "("),
        (" )", ")"),
        (" :", ":"),
        (":: ", "::"),
        ("& mut ", "&mut "),
        ("& self", "&self"),
        ("->", "-> "),
        (">-> ", "> -> "),
        (")-> ", ") -> "),
    ] {
        text = text.replace(from, to);
    }
    text.replace("->  ", "-> ")
}

/// A type as written in code: `Option<Rc<RefCell<TreeNode>>>`.
pub fn type_text(ty: &Type) -> String {
    ty.to_token_stream().to_string().replace(' ', "")
}

/// Templates as LeetCode's editor shows them, for tests.
#[cfg(test)]
pub mod tests_support {
    pub const TREE: &str = "// Definition for a binary tree node.
// #[derive(Debug, PartialEq, Eq)]
// pub struct TreeNode {
//   pub val: i32,
//   pub left: Option<Rc<RefCell<TreeNode>>>,
//   pub right: Option<Rc<RefCell<TreeNode>>>,
// }
//
// impl TreeNode {
//   #[inline]
//   pub fn new(val: i32) -> Self {
//     TreeNode {
//       val,
//       left: None,
//       right: None
//     }
//   }
// }
use std::rc::Rc;
use std::cell::RefCell;
impl Solution {
    pub fn invert_tree(root: Option<Rc<RefCell<TreeNode>>>) -> Option<Rc<RefCell<TreeNode>>> {
        
    }
}
";

    pub const DESIGN: &str = "struct NumArray {

}


/** 
 * `&self` means the method will not change the object, and
 * `&mut self` means the method can change the object.
 */
impl NumArray {

    fn new(nums: Vec<i32>) -> Self {
        
    }
    
    fn update(&mut self, index: i32, val: i32) {
        
    }
    
    fn sum_range(&self, left: i32, right: i32) -> i32 {
        
    }
}

/**
 * Your NumArray object will be instantiated and called as such:
 * let obj = NumArray::new(nums);
 * obj.update(index, val);
 * let ret_2: i32 = obj.sum_range(left, right);
 */
";

    pub const LIST: &str = "// Definition for singly-linked list.
// #[derive(PartialEq, Eq, Clone, Debug)]
// pub struct ListNode {
//   pub val: i32,
//   pub next: Option<Box<ListNode>>
// }
//
// impl ListNode {
//   #[inline]
//   fn new(val: i32) -> Self {
//     ListNode {
//       next: None,
//       val
//     }
//   }
// }
impl Solution {
    pub fn merge_k_lists(lists: Vec<Option<Box<ListNode>>>) -> Option<Box<ListNode>> {
        
    }
}
";

    pub const IN_PLACE: &str = "impl Solution {
    pub fn sort_colors(nums: &mut Vec<i32>) {
        
    }
}
";

    /// A class whose constructor takes nothing and whose methods only read.
    pub const READER: &str = "struct Reader {

}

impl Reader {

    fn new() -> Self {
        
    }
    
    fn peek(&self, grid: Vec<Vec<char>>, words: Vec<String>, x: f64, big: i64) -> Option<i32> {
        
    }
}
";
}

#[cfg(test)]
mod tests {
    use super::tests_support::{DESIGN, TREE};
    use super::*;

    #[test]
    fn a_solution_template_gives_its_methods() {
        let template = parse(TREE).unwrap();
        assert_eq!(
            template.signature(),
            "pub fn invert_tree(root: Option<Rc<RefCell<TreeNode>>>) -> Option<Rc<RefCell<TreeNode>>>"
        );
        match template.shape {
            Shape::Functions(methods) => assert_eq!(methods.len(), 1),
            other => panic!("{:?}", other),
        }
    }

    #[test]
    fn a_design_template_gives_its_class_constructor_and_methods() {
        let template = parse(DESIGN).unwrap();
        assert_eq!(template.signature(), "fn new(nums: Vec<i32>) -> Self");
        assert!(is_constructor(template.signature()));
        assert!(!is_constructor(
            "pub fn two_sum(nums: Vec<i32>) -> Vec<i32>"
        ));
        match template.shape {
            Shape::Design {
                class,
                empty,
                methods,
                ..
            } => {
                assert_eq!((class.as_str(), empty), ("NumArray", true));
                let names: Vec<_> = methods
                    .iter()
                    .map(|m| (m.name.as_str(), m.receiver))
                    .collect();
                assert_eq!(
                    names,
                    [("update", Receiver::Mut), ("sum_range", Receiver::Shared)]
                );
                assert_eq!(
                    methods[0].signature,
                    "fn update(&mut self, index: i32, val: i32)"
                );
            }
            other => panic!("{:?}", other),
        }
    }

    #[test]
    fn what_is_not_a_template_is_refused_saying_what_to_paste() {
        let error = |text: &str| parse(text).unwrap_err().to_string();
        assert!(error("").contains("paste the Rust code LeetCode's editor shows"));
        assert!(error("fn main() {}").starts_with("the template holds `fn main"));
        assert!(error("impl Solution {").starts_with("the template is not Rust code"));
        assert!(error("use std::rc::Rc;").starts_with("the template has no `impl Solution`"));
        assert_eq!(
            error("impl Solution { pub fn f(&self) {} }"),
            "`Solution::f` takes `self`; LeetCode calls `Solution::method(...)`, so a class needs its own struct"
        );
        assert_eq!(
            error("struct A {} impl A { fn get(&self) -> i32 { 0 } }"),
            "the class `A` has no `fn new(...) -> Self`"
        );
        assert_eq!(
            error("impl A { fn new() -> Self {} }"),
            "the template has `impl A` but no `struct A`"
        );
    }
}
