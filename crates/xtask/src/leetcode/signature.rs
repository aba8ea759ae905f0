//! The local `main` of a LeetCode problem, generated from its signature.
//!
//! LeetCode calls a method of `struct Solution`; to run it locally, `main`
//! reads each argument in LeetCode's notation (as the problem's page shows
//! its examples, `name = value` or the value alone) with
//! `cpkit::leetcode::arg`, which checks the name; it calls the method and
//! prints the answer in the same notation. An argument taken as `&mut T`
//! (LeetCode's "modify in place" problems) is read as a `T` and, when the
//! method returns nothing, printed after the call, as LeetCode shows it.

use anyhow::{anyhow, bail, Result};
use syn::{FnArg, Pat, ReturnType, Type};

/// What the template needs: the `use` lines, the lines that read the
/// arguments, the lines that call the method and print the answer, and a
/// body for the method that compiles warning-free until it is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parts {
    pub method: String,
    pub uses: String,
    pub reads: String,
    pub answer: String,
    pub body: String,
}

/// The parts for `signature` (`pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32>`).
pub fn parts(signature: &str) -> Result<Parts> {
    let method = crate::leetcode::signature::parse_signature(signature)
        .map_err(|err| anyhow!("--signature is {}", err))?;
    if !matches!(method.vis, syn::Visibility::Public(_)) {
        bail!(
            "--signature must start with `pub fn`, as LeetCode's do; found `{}`",
            signature
        );
    }
    let mut reads = String::new();
    let mut names = Vec::new();
    let mut arguments = Vec::new();
    let mut modified = None;
    for input in &method.sig.inputs {
        let typed = match input {
            FnArg::Typed(typed) => typed,
            FnArg::Receiver(_) => {
                bail!("--signature takes no `self`: LeetCode calls `Solution::method(...)`")
            }
        };
        let name = match &*typed.pat {
            Pat::Ident(ident) => ident.ident.to_string(),
            _ => bail!("--signature: each argument needs a plain name, as in `n: i32`"),
        };
        let (ty, by_mut_ref) = match &*typed.ty {
            Type::Reference(reference) if reference.mutability.is_some() => {
                (&*reference.elem, true)
            }
            ty => (ty, false),
        };
        let shown = type_text(ty);
        let binding = if by_mut_ref {
            format!("mut {}", name)
        } else {
            name.clone()
        };
        if in_notation(ty) {
            reads.push_str(&format!(
                "    let {}: {} = leetcode::arg(&mut input, \"{}\");\n",
                binding, shown, name
            ));
        } else {
            reads.push_str(&format!(
                "    // TODO: read `{}`; cpkit::leetcode reads integers, f64, bool, String, char and Vecs of them.\n    let {}: {} = Default::default();\n",
                name, binding, shown
            ));
        }
        if by_mut_ref {
            arguments.push(format!("&mut {}", name));
            modified.get_or_insert((name.clone(), in_notation(ty)));
        } else {
            arguments.push(name.clone());
        }
        names.push(name);
    }
    let method_name = method.sig.ident.to_string();
    let call = format!("Solution::{}({})", method_name, arguments.join(", "));
    let answer = match (&method.sig.output, modified) {
        (ReturnType::Type(_, ty), _) => answer_line(&call, in_notation(ty)),
        (ReturnType::Default, Some((name, shown))) => {
            format!("    {};\n{}", call, answer_line(&name, shown))
        }
        (ReturnType::Default, None) => format!("    {};\n", call),
    };
    let mut uses = String::new();
    if !names.is_empty() {
        reads.insert_str(0, "    let mut input = Input::stdin();\n");
        uses.push_str("use cpkit::input::Input;\n");
    }
    if reads.contains("leetcode::") || answer.contains("leetcode::") {
        uses.push_str("use cpkit::leetcode;\n");
    }
    if answer.contains("Output::") {
        uses.push_str("use cpkit::output::Output;\n");
    }
    if !uses.is_empty() {
        uses.push('\n');
    }
    let mut body = String::new();
    match &names[..] {
        [] => {}
        [one] => body.push_str(&format!("        let _ = {};\n", one)),
        many => body.push_str(&format!("        let _ = ({});\n", many.join(", "))),
    }
    if let ReturnType::Type(..) = method.sig.output {
        body.push_str("        Default::default()\n");
    }
    Ok(Parts {
        method: method_name,
        uses,
        reads,
        answer,
        body,
    })
}

/// The lines that print `value`: in LeetCode's notation when the core can,
/// else with `{:?}` and a TODO.
fn answer_line(value: &str, in_notation: bool) -> String {
    if in_notation {
        format!(
            "    let mut out = Output::stdout();\n    leetcode::answer(&mut out, &{});\n",
            value
        )
    } else {
        format!(
            "    // TODO: print as LeetCode shows it; cpkit::leetcode writes integers, f64, bool, String, char and Vecs of them.\n    let mut out = Output::stdout();\n    putln!(out, format_args!(\"{{:?}}\", {}));\n",
            value
        )
    }
}

/// Whether `cpkit::leetcode` reads and writes the type: integers, `f64`,
/// `bool`, `String`, `char`, LeetCode's lists and trees, `Option`s of the
/// plain ones (`null`), and `Vec`s of all of them nested to any depth.
fn in_notation(ty: &Type) -> bool {
    const OTHERS: [&str; 12] = [
        "Option<Box<ListNode>>",
        "Option<Rc<RefCell<TreeNode>>>",
        "Option<i32>",
        "Option<i64>",
        "Option<u32>",
        "Option<u64>",
        "Option<usize>",
        "Option<f64>",
        "Option<bool>",
        "Option<String>",
        "Option<char>",
        "Option<Vec<i32>>",
    ];
    if OTHERS.contains(&type_text(ty).as_str()) {
        return true;
    }
    const SCALARS: [&str; 16] = [
        "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64", "u128", "usize",
        "f64", "bool", "String", "char",
    ];
    let path = match ty {
        Type::Path(path) if path.qself.is_none() => &path.path,
        _ => return false,
    };
    let last = match path.segments.last() {
        Some(last) if path.segments.len() == 1 => last,
        _ => return false,
    };
    match &last.arguments {
        syn::PathArguments::None => SCALARS.contains(&last.ident.to_string().as_str()),
        syn::PathArguments::AngleBracketed(args) if last.ident == "Vec" => {
            match args.args.iter().collect::<Vec<_>>()[..] {
                [syn::GenericArgument::Type(item)] => in_notation(item),
                _ => false,
            }
        }
        _ => false,
    }
}

fn type_text(ty: &Type) -> String {
    quote::ToTokens::to_token_stream(ty)
        .to_string()
        .replace(' ', "")
}

/// A LeetCode signature (`pub fn name(args) -> T`) parsed as a method.
pub fn parse_signature(signature: &str) -> Result<syn::ImplItemFn> {
    syn::parse_str(&format!("{} {{}}", signature))
        .map_err(|err| anyhow!("not a method signature: `{}`; {}", signature, err))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_sum_reads_a_vec_and_an_integer_and_answers_in_notation() {
        let parts = parts("pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32>").unwrap();
        assert_eq!(
            parts.reads,
            "    let mut input = Input::stdin();\n    \
             let nums: Vec<i32> = leetcode::arg(&mut input, \"nums\");\n    \
             let target: i32 = leetcode::arg(&mut input, \"target\");\n"
        );
        assert_eq!(
            parts.uses,
            "use cpkit::input::Input;\nuse cpkit::leetcode;\nuse cpkit::output::Output;\n\n"
        );
        assert_eq!(
            parts.answer,
            "    let mut out = Output::stdout();\n    \
             leetcode::answer(&mut out, &Solution::two_sum(nums, target));\n"
        );
        assert_eq!(
            parts.body,
            "        let _ = (nums, target);\n        Default::default()\n"
        );
    }

    #[test]
    fn nested_vecs_strings_chars_and_floats_are_in_notation() {
        for ty in [
            "Vec<Vec<char>>",
            "Vec<String>",
            "f64",
            "Vec<Vec<Vec<i64>>>",
            "bool",
        ] {
            let parts = parts(&format!("pub fn f(x: {}) -> {}", ty, ty)).unwrap();
            assert!(parts.reads.contains("leetcode::arg"), "{}", ty);
            assert!(parts.answer.contains("leetcode::answer"), "{}", ty);
        }
    }

    #[test]
    fn lists_trees_and_nulls_are_in_notation() {
        let parts = parts(
            "pub fn f(head: Option<Box<ListNode>>, lists: Vec<Option<Box<ListNode>>>, root: Option<Rc<RefCell<TreeNode>>>) -> Option<i32>",
        )
        .unwrap();
        assert_eq!(
            parts.reads.matches("leetcode::arg").count(),
            3,
            "{}",
            parts.reads
        );
        assert!(
            parts.answer.contains("leetcode::answer"),
            "{}",
            parts.answer
        );
    }

    #[test]
    fn other_types_are_left_to_the_user_with_a_todo() {
        let parts =
            parts("pub fn f(m: HashMap<i32, i32>, s: HashSet<i32>) -> Option<(i32, i32)>").unwrap();
        assert_eq!(
            parts.reads.matches("// TODO: read").count(),
            2,
            "{}",
            parts.reads
        );
        assert!(parts.answer.contains("// TODO: print"), "{}", parts.answer);
        assert!(
            parts.answer.contains("format_args!(\"{:?}\""),
            "{}",
            parts.answer
        );
    }

    #[test]
    fn an_argument_modified_in_place_is_the_answer() {
        let parts = parts("pub fn rotate(nums: &mut Vec<i32>, k: i32)").unwrap();
        assert!(
            parts
                .reads
                .contains("\n    let mut nums: Vec<i32> = leetcode::arg(&mut input, \"nums\");\n"),
            "{}",
            parts.reads
        );
        assert_eq!(
            parts.answer,
            "    Solution::rotate(&mut nums, k);\n    let mut out = Output::stdout();\n    \
             leetcode::answer(&mut out, &nums);\n"
        );
        assert_eq!(parts.body, "        let _ = (nums, k);\n");
    }

    #[test]
    fn one_argument_or_none_keep_the_body_tidy() {
        assert_eq!(
            parts("pub fn f(n: i32) -> i32").unwrap().body,
            "        let _ = n;\n        Default::default()\n"
        );
        let none = parts("pub fn f()").unwrap();
        assert_eq!(
            (none.body.as_str(), none.reads.as_str(), none.uses.as_str()),
            ("", "", "")
        );
        assert_eq!(none.answer, "    Solution::f();\n");
    }

    #[test]
    fn bad_signatures_are_refused() {
        let error = |signature: &str| parts(signature).unwrap_err().to_string();
        assert!(error("fn f(n: i32)").starts_with("--signature must start with `pub fn`"));
        assert!(error("pub fn f(&self)").starts_with("--signature takes no `self`"));
        assert!(error("pub fn (").starts_with("--signature is not a method signature"));
        assert!(error("pub fn f((a, b): (i32, i32))").starts_with("--signature: each argument"));
    }
}
